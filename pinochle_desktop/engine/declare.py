"""Two-handed meld: which cards make a meld, and which melds the winner of a trick may lay out now.

In the draw game meld is made one at a time, after winning a trick (RULES.md, "Two and three
players"; Hoyle's rules where it is silent):

- one meld per trick won, at least one of its cards from the concealed hand (melded cards lie
  face up on the table and stay part of the hand);
- a card that has scored in a class of meld (1: run, royal marriage, marriage, dix; 2: pinochle;
  3: arounds) may meld again only in another class, or in a higher-scoring meld of the same class:
  a royal marriage and then A-10-J added scores the run, but the run first never later scores the
  royal marriage; a second marriage cannot reuse a married king or queen.  A double meld (double
  pinochle, 1000 aces, double run) built on a single one already melded is a higher meld of the same
  class, so it scores too (Hoyle's rule read as written);
- the dix (9 of trump) scores 10 by being shown or exchanged for the turned-up trump, besides the
  meld of that turn (one dix a turn; each dix scores once).

A meld is read from its cards alone: the cards of a marriage, a run or an around can be nothing else.
"""

from __future__ import annotations

import functools
from itertools import product

from .actions import Action, ExchangeDix, MeldCards, ShowDix, SkipMeld
from .cards import Rank, Suit, kind_id
from .meld import AROUND_RANKS, Meld, MeldKind, meld_value
from .rules import MeldTable, Rules

MELDED, DIXED = 1, 2
"""Bits of ``GameState.meld_turn``: the winner has melded / scored a dix this turn."""

MELD_CLASS: dict[MeldKind, int] = {
    MeldKind.RUN: 1, MeldKind.ROYAL_MARRIAGE: 1, MeldKind.MARRIAGE: 1, MeldKind.DIX: 1,
    MeldKind.PINOCHLE: 2,
    MeldKind.ACES_AROUND: 3, MeldKind.KINGS_AROUND: 3, MeldKind.QUEENS_AROUND: 3, MeldKind.JACKS_AROUND: 3,
}
_RUN_RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
_SPADE_QUEEN = kind_id(Suit.SPADES, Rank.QUEEN)
_DIAMOND_JACK = kind_id(Suit.DIAMONDS, Rank.JACK)
_AROUND_OF_RANK = {rank: kind for kind, rank in AROUND_RANKS.items()}


def dix_kind(trump: Suit) -> int:
    return kind_id(trump, Rank.NINE)


def is_dix(card: int, trump: Suit | None) -> bool:
    return trump is not None and card >> 2 == dix_kind(trump)


def read_meld(cards: tuple[int, ...], trump: Suit, rules: Rules | MeldTable) -> Meld | None:
    """The one meld these cards make (the dix included), or None (``rules``: the rules or just their meld table)."""
    if not cards or len(set(cards)) != len(cards):
        return None
    counts: dict[int, int] = {}
    for card in cards:
        counts[card >> 2] = counts.get(card >> 2, 0) + 1
    copies = set(counts.values())
    if len(copies) != 1:
        return None
    many = copies.pop()
    kinds = sorted(counts)
    suits = {k // 6 for k in kinds}
    ranks = {k % 6 for k in kinds}
    kind: MeldKind | None = None
    suit: Suit | None = None
    if len(kinds) == 2 and len(suits) == 1 and ranks == {Rank.KING, Rank.QUEEN} and many == 1:
        suit = Suit(kinds[0] // 6)
        kind = MeldKind.ROYAL_MARRIAGE if suit is trump else MeldKind.MARRIAGE
    elif kinds == sorted((_SPADE_QUEEN, _DIAMOND_JACK)):
        kind = MeldKind.PINOCHLE
    elif len(kinds) == 4 and len(suits) == 4 and len(ranks) == 1:
        kind = _AROUND_OF_RANK.get(Rank(ranks.pop()))
    elif len(kinds) == 5 and suits == {int(trump)} and ranks == set(_RUN_RANKS):
        kind, suit = MeldKind.RUN, trump
    elif kinds == [dix_kind(trump)] and many == 1:
        kind, suit = MeldKind.DIX, trump
    if kind is None:
        return None
    points = meld_value(rules if isinstance(rules, MeldTable) else rules.meld_table, kind, many)
    if points <= 0:
        return None
    return Meld(kind, many, suit, tuple(sorted(cards)), points)


def blocking_card(history: tuple[Meld, ...], meld: Meld) -> int | None:
    """A card of ``meld`` that already scored in its class in a meld worth as much or more (else None)."""
    cls = MELD_CLASS[meld.kind]
    for old in history:
        if MELD_CLASS[old.kind] == cls and old.points >= meld.points:
            for card in meld.cards:
                if card in old.cards:
                    return card
    return None


def scored_dixes(history: tuple[Meld, ...]) -> int:
    """The dixes that have scored (a card set)."""
    mask = 0
    for old in history:
        if old.kind is MeldKind.DIX:
            for card in old.cards:
                mask |= 1 << card
    return mask


def dix_cards(hand: int, history: tuple[Meld, ...], trump: Suit) -> tuple[int, ...]:
    """The dixes in ``hand`` that may still score."""
    base = dix_kind(trump) * 4
    scored = scored_dixes(history)
    return tuple(base + c for c in range(4) if hand >> (base + c) & 1 and not scored >> (base + c) & 1)


@functools.cache
def meld_shapes(trump: Suit) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every meld shape (the card kinds, and how many copies of each) other than the dix."""
    shapes: list[tuple[tuple[int, ...], int]] = []
    for s in Suit:
        shapes.append(((kind_id(s, Rank.KING), kind_id(s, Rank.QUEEN)), 1))
    run = tuple(kind_id(trump, r) for r in _RUN_RANKS)
    pinochle = (_SPADE_QUEEN, _DIAMOND_JACK)
    arounds = [tuple(kind_id(s, rank) for s in Suit) for rank in AROUND_RANKS.values()]
    for kinds in (run, pinochle, *arounds):
        shapes.append((kinds, 1))
        shapes.append((kinds, 2))
    return tuple(shapes)


@functools.cache
def shape_table(trump: Suit, table: MeldTable) -> tuple[tuple[tuple[int, ...], int, int, Meld], ...]:
    """Each shape with the mask of all copies of each kind folded in, and its meld (kind, points) for the
    first copies: the hot loop below only needs to test a shape, not read it."""
    out = []
    for kinds, many in meld_shapes(trump):
        model = read_meld(tuple(k * 4 + c for k in kinds for c in range(many)), trump, table)
        if model is not None:
            out.append((kinds, many, sum(0xF << (k * 4) for k in kinds), model))
    return tuple(out)


def meld_options(hand: int, table: int, history: tuple[Meld, ...], trump: Suit, rules: Rules) -> tuple[Meld, ...]:
    """The melds the winner may lay out now, one per shape (the dix aside).

    Of the legal choices of copies, the one showing the fewest concealed cards is offered (then the
    lowest card ids); ``apply`` accepts any legal choice.
    """
    out = []
    for kinds, many, mask, model in shape_table(trump, rules.meld_table):
        if (hand & mask).bit_count() < many * len(kinds):
            continue  # not enough cards for it at all
        choices: list[list[tuple[int, ...]]] = []  # per kind: the ways to take its copies
        for kind in kinds:
            base = kind * 4
            held = [base + c for c in range(4) if hand >> (base + c) & 1]
            if len(held) < many:
                break
            choices.append([(c,) for c in held] if many == 1 else [tuple(held[:many])])
        else:
            if not table and not history:  # nothing shown or scored yet: every choice is legal, the lowest wins
                first = tuple(sorted(c for ways in choices for c in ways[0]))
                out.append(Meld(model.kind, model.multiplicity, model.suit, first, model.points))
                continue
            best: tuple[int, tuple[int, ...]] | None = None
            for combo in product(*choices):
                cards = tuple(sorted(c for part in combo for c in part))
                concealed = sum(1 for c in cards if not table >> c & 1)
                if not concealed or (best is not None and (concealed, cards) >= best):
                    continue
                meld = Meld(model.kind, model.multiplicity, model.suit, cards, model.points)
                if blocking_card(history, meld) is None:
                    best = (concealed, cards)
            if best is not None:
                out.append(Meld(model.kind, model.multiplicity, model.suit, best[1], model.points))
    return tuple(out)


def meld_turn_actions(hand: int, table: int, history: tuple[Meld, ...], trump: Suit, turn_up: int | None,
                      meld_turn: int, rules: Rules) -> tuple[Action, ...]:
    """The winner's meld turn: each meld it may lay out, the dix shown or exchanged, and no (more) meld."""
    out: list[Action] = []
    if not meld_turn & MELDED:
        out.extend(MeldCards(m.cards) for m in meld_options(hand, table, history, trump, rules))
    if not meld_turn & DIXED:
        for card in dix_cards(hand & ~table, history, trump):
            if turn_up is not None and not is_dix(turn_up, trump):
                out.append(ExchangeDix(card))
            out.append(ShowDix(card))
    out.append(SkipMeld())
    return tuple(out)


__all__ = [
    "DIXED", "MELDED", "MELD_CLASS", "blocking_card", "dix_cards", "dix_kind", "is_dix", "meld_options",
    "meld_shapes", "meld_turn_actions", "shape_table", "read_meld", "scored_dixes",
]
