"""Choosing cards to pass, by the conventions club partners use.

Partner gives the bidder its trumps, highest first and always (never a trump kept back to save its own
meld), then aces, then the pinochle parts (Q♠, J♦: to a bidder in spades or diamonds they come next,
and both legs of a pinochle go together rather than one), sparing its own other meld and never giving
a lone off-suit nine while something else can go.  The bidder gives back cards it can spare without
losing meld or trick power: never a trump while a side card can go, and the cards of a short side suit
without an ace first, so that it is void there and can trump it.
"""

from __future__ import annotations

from ..engine.cards import SUIT_MASK, SUITS, Rank, Suit, cards_of, kind_id, rank_of, suit_of
from ..engine.meld import MeldKind, meld_points, meld_value
from ..engine.rules import Rules
from ..engine.view import PlayerView

_QS = kind_id(Suit.SPADES, Rank.QUEEN)
_JD = kind_id(Suit.DIAMONDS, Rank.JACK)
_PINOCHLE_TRUMPS = (Suit.SPADES, Suit.DIAMONDS)

LONE_NINE_COST = 60.0
"""A lone nine of a side suit is given only if every other card would cost the passer more meld than
this (single-deck points: more than a pinochle)."""
VOID_BONUS = 10.0
"""The bidder's return: how much cheaper the cards of the short side suit it empties are."""


def _meld(hand: int, trump: Suit | None, rules: Rules) -> int:
    if trump is None:  # passing before trump: value the hand at its best suit
        return max(meld_points(hand, s, rules) for s in SUITS)
    return meld_points(hand, trump, rules)


def _scale(rules: Rules) -> float:
    """Meld points to single-deck points (the priorities below are in those)."""
    return 250 / rules.trick_total


def gift_priority(card: int, trump: Suit | None) -> float:
    """How much the bidder wants this card from partner (single-deck points)."""
    rank, suit = rank_of(card), suit_of(card)
    if suit == trump:
        return 60.0 if rank is Rank.NINE else 100.0 + 8 * rank
    if rank is Rank.ACE:
        return 75.0
    if card >> 2 in (_QS, _JD):
        return 80.0 if trump in _PINOCHLE_TRUMPS else 40.0
    if trump is None and rank in (Rank.KING, Rank.QUEEN):
        return 25.0
    return 5.0 + 2 * rank


def keep_priority(card: int, trump: Suit | None) -> float:
    """How much the bidder needs to keep this card for trick play (single-deck points)."""
    rank, suit = rank_of(card), suit_of(card)
    if suit == trump:
        return 70.0 + 8 * rank
    return {Rank.ACE: 45.0, Rank.TEN: 14.0, Rank.KING: 8.0}.get(rank, 2.0 * rank)


def _kinds_in_no_meld(trump: int) -> int:
    """Kinds (as bits) that no meld uses with this trump: side-suit tens and nines.  With trump not
    yet named (-1) the hand is valued at its best suit, where any ten or nine may count."""
    out = 0
    if trump < 0:
        return out
    for suit in range(4):
        if suit != trump:
            out |= 1 << (suit * 6 + Rank.TEN) | 1 << (suit * 6 + Rank.NINE)
    return out


_NO_MELD_KINDS = {t: _kinds_in_no_meld(t) for t in (-1, 0, 1, 2, 3)}


def _greedy(hand: int, n: int, trump: Suit | None, rules: Rules, cost: dict[int, float],
            free: int = 0) -> tuple[int, ...]:
    """Remove ``n`` cards one at a time, each the one costing least (meld lost plus its own cost).

    Cards in ``free`` go without counting the meld they break (the trumps partner passes always).
    Giving a card up never adds meld, so a card's total cost is at least its own: cards are tried
    cheapest own cost first, and the search stops once no card left can beat the best found (the
    same choice as trying them all, ties to the lowest card, with far fewer meld counts).
    """
    chosen: list[int] = []
    remaining = hand
    scale = _scale(rules)
    no_meld = _NO_MELD_KINDS[-1 if trump is None else int(trump)]
    order = sorted(cards_of(hand), key=lambda c: (cost[c], c))
    for _ in range(n):
        base: int | None = None
        lost: dict[int, float] = {}  # meld lost by giving up one copy of a kind: the same for every copy
        best_card, best_cost = -1, float("inf")
        for card in order:
            own = cost[card]
            if own > best_cost:
                break
            kind = card >> 2
            loss = lost.get(kind)
            if loss is None:
                if no_meld >> kind & 1 or free >> card & 1:
                    loss = 0.0
                else:
                    if base is None:
                        base = _meld(remaining, trump, rules)
                    loss = base - _meld(remaining & ~(1 << card), trump, rules)
                lost[kind] = loss
            c = own + loss * scale
            if c < best_cost or (c == best_cost and card < best_card):
                best_card, best_cost = card, c
        chosen.append(best_card)
        remaining &= ~(1 << best_card)
        order.remove(best_card)
    return tuple(sorted(chosen))


def _mask(cards: tuple[int, ...]) -> int:
    out = 0
    for c in cards:
        out |= 1 << c
    return out


def _legs(hand: int, trump: Suit | None) -> tuple[int, ...]:
    """The Q♠ and J♦ of ``hand`` that are not trump (the legs of pinochles that could go whole)."""
    return tuple(c for c in cards_of(hand) if c >> 2 in (_QS, _JD) and suit_of(c) != trump)


def _splits(gift: tuple[int, ...], legs: tuple[int, ...]) -> bool:
    """``gift`` gives one kind of a pinochle's legs and not the other (the passer holds both)."""
    kinds = {c >> 2 for c in legs}
    given = {c >> 2 for c in gift if c in legs}
    return len(kinds) == 2 and len(given) == 1


def _gift_cost(hand: int, gift: tuple[int, ...], trump: Suit | None, rules: Rules, cost: dict[int, float],
               free: int, whole: int) -> float:
    """What giving ``gift`` costs: the cards' own costs and the meld broken (trumps free), less the
    pinochles given whole (they score in the bidder's hand instead)."""
    gift_mask = _mask(gift)
    kept_free = hand & ~(gift_mask & free)
    loss = _meld(kept_free, trump, rules) - _meld(hand & ~gift_mask, trump, rules)
    return sum(cost[c] for c in gift) + (loss - whole) * _scale(rules)


def gift_from(hand: int, trump: Suit | None, rules: Rules) -> tuple[int, ...]:
    """Partner's gift from ``hand``: trumps always, then the cards the bidder most wants, sparing
    partner's own other meld; a pinochle goes whole or not at all."""
    n = rules.cards_passed
    cost = {c: -gift_priority(c, trump) for c in cards_of(hand)}
    free = 0
    if trump is not None:
        free = hand & SUIT_MASK[trump]
        for c in cards_of(hand & ~free):
            if rank_of(c) is Rank.NINE and (hand & SUIT_MASK[suit_of(c)]).bit_count() == 1:
                cost[c] += LONE_NINE_COST
    gift = _greedy(hand, n, trump, rules, cost, free)
    legs = _legs(hand, trump)
    if n < 2 or not _splits(gift, legs):
        return gift
    # One leg of a pinochle chosen: give both legs, or neither, whichever costs less.
    pair = (min(c for c in legs if c >> 2 == _QS), min(c for c in legs if c >> 2 == _JD))
    rest = hand & ~_mask(pair)
    with_pair = tuple(sorted(pair + _greedy(rest, n - 2, trump, rules, cost, free)))
    whole = meld_value(rules.meld_table, MeldKind.PINOCHLE)
    options = [(_gift_cost(hand, with_pair, trump, rules, cost, free, whole), with_pair)]
    no_legs = hand & ~_mask(legs)
    if no_legs.bit_count() >= n:
        without = _greedy(no_legs, n, trump, rules, cost, free)
        options.append((_gift_cost(hand, without, trump, rules, cost, free, 0), without))
    return min(options)[1]


def return_from(hand: int, trump: Suit | None, rules: Rules) -> tuple[int, ...]:
    """The bidder's return from ``hand``: cards it can spare without losing meld or trick power, the
    cards of a short side suit without an ace first (a void to trump in)."""
    n = rules.cards_passed
    cost = {c: keep_priority(c, trump) for c in cards_of(hand)}
    if trump is not None:
        short = [s for s in SUITS if s != trump and 0 < (hand & SUIT_MASK[s]).bit_count() <= n
                 and not any(rank_of(c) is Rank.ACE for c in cards_of(hand & SUIT_MASK[s]))]
        if short:
            void = min(short, key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), s))
            for c in cards_of(hand & SUIT_MASK[void]):
                cost[c] -= VOID_BONUS
    return _greedy(hand, n, trump, rules, cost)


def cards_for_bidder(view: PlayerView) -> tuple[int, ...]:
    """Partner's gift: trumps always, then what the bidder most wants, sparing partner's own meld."""
    return gift_from(view.hand, view.trump, view.rules)


def cards_for_partner(view: PlayerView) -> tuple[int, ...]:
    """The bidder's return: cards it can spare without losing meld or trick power."""
    return return_from(view.hand, view.trump, view.rules)
