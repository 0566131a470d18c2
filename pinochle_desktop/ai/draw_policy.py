"""Two-handed card sense on raw card sets: what a card is worth keeping, what to lead, when to win a trick,
which meld to lay out.  Shared by the basic player and by the expert's playouts (which see every hand).

While the stock lasts a trick is worth winning for its cards and for the meld it lets the winner lay
out; a card is worth keeping for the meld it may still build, its card points, and its strength in the
last 12 tricks (trumps and aces).  The meld turn scores the dix first (the turned-up trump may complete a
meld) and then lays out the best meld, a smaller one first when it is the start of a bigger meld of the
same class (a royal marriage before the run, a pinochle before the double) and more tricks are to come.
"""

from __future__ import annotations

import functools

from ..engine.actions import Action, ExchangeDix, MeldCards, ShowDix, SkipMeld
from ..engine.cards import Rank, Suit
from ..engine.declare import MELD_CLASS, dix_kind, meld_options, read_meld, shape_table
from ..engine.meld import Meld, MeldKind, meld_value
from ..engine.rules import CardValues, MeldTable, Rules
from .tables import COUNTERS, HIGHER, SUITS4, classic_points

OPPONENT_MELD = 15.0
"""About what the opponent gains in meld from a trick it wins while the stock lasts."""


_CLASSIC_POINTS = tuple(classic_points(1 << card) for card in range(96))


def card_points(card: int, rules: Rules) -> int:
    if rules.card_values is CardValues.CLASSIC:
        return _CLASSIC_POINTS[card]
    return rules.counter_value if COUNTERS >> card & 1 else 0


def strength(card: int, trump: int) -> float:
    """What a card is worth in the last 12 tricks beyond its points: trumps, then aces."""
    rank = (card >> 2) % 6
    if card // 24 == trump:
        return 10.0 + 3.0 * rank
    return 6.0 if rank == Rank.ACE else 0.0


def meld_hopes(hand: int, history: tuple[Meld, ...], trump: Suit, rules: Rules) -> dict[int, float]:
    """Per card kind held: the meld it may still help build (points weighed by how complete the meld is)."""
    hopes: dict[int, float] = {}
    usable = [hand, hand, hand, hand]  # by class: the cards that have not scored in it (an approximation:
    for old in history:  # a card may still score in a higher meld of its class)
        cls = MELD_CLASS[old.kind]
        for card in old.cards:
            usable[cls] &= ~(1 << card)
    for kinds, points, cls in _single_shapes(trump, rules.meld_table):
        cards = usable[cls]
        held = [k for k in kinds if cards >> (k * 4) & 0xF]
        if 2 * len(held) < len(kinds):
            continue
        share = len(held) / len(kinds)
        hope = points * share * share
        for kind in held:
            if hopes.get(kind, 0.0) < hope:
                hopes[kind] = hope
    nine = dix_kind(trump)
    if hand >> (nine * 4) & 0xF and hopes.get(nine, 0.0) < 10.0:
        hopes[nine] = float(meld_value(rules.meld_table, MeldKind.DIX))
    return hopes


@functools.cache
def _single_shapes(trump: Suit, table: MeldTable) -> tuple[tuple[tuple[int, ...], int, int], ...]:
    """The single melds' shapes: their card kinds, points and class."""
    return tuple((kinds, model.points, MELD_CLASS[model.kind])
                 for kinds, many, _mask, model in shape_table(trump, table) if many == 1)


def keep_cost(card: int, hopes: dict[int, float], trump: int, rules: Rules) -> float:
    """What losing this card (to a trick, or thrown away) costs us."""
    return hopes.get(card >> 2, 0.0) + strength(card, trump) + 0.5 * card_points(card, rules)


def beats(card: int, led: int, trump: int) -> bool:
    """``card`` played second takes the trick from ``led``."""
    if card // 24 == led // 24:
        return card >> 2 > led >> 2
    return card // 24 == trump


def lead_card(hand: int, table: int, history: tuple[Meld, ...], trump: Suit, rules: Rules,
              others: int | None = None) -> int:
    """Lead the cheapest card to lose (a low card of no meld use, not a trump); with a big meld waiting,
    lead a trump none of ``others`` (the cards that may be against it) can beat, to win and lay it out."""
    t = int(trump)
    if others is not None and max((m.points for m in meld_options(hand, table, history, trump, rules)),
                                  default=0) >= 40:
        top = [c for c in _cards(hand & SUITS4[t]) if not others & HIGHER[c]]
        if top:
            return max(top)
    hopes = meld_hopes(hand, history, trump, rules)
    return min(_cards(hand), key=lambda c: (keep_cost(c, hopes, t, rules) + 0.7 * card_points(c, rules), c))


def follow_card(hand: int, table: int, history: tuple[Meld, ...], trump: Suit, rules: Rules, led: int,
                dix_bonus: int = 0) -> int:
    """Win the trick when its cards and the meld it lets us lay out are worth the card it takes; else
    throw the card we miss least."""
    t = int(trump)
    hopes = meld_hopes(hand, history, trump, rules)
    options = meld_options(hand, table, history, trump, rules)
    led_points = card_points(led, rules)
    best_card, best_value = -1, float("-inf")
    for card in _cards(hand):
        points = card_points(card, rules)
        cost = keep_cost(card, hopes, t, rules)
        if beats(card, led, t):
            meld = max((m.points for m in options if card not in m.cards), default=0) + dix_bonus
            value = led_points + points + meld - cost
        else:
            value = -(led_points + points) - OPPONENT_MELD - cost
        if value > best_value:
            best_card, best_value = card, value
    return best_card


def pick_meld(melds: list[Meld], more_to_come: bool) -> Meld | None:
    """The best meld, or the start of a bigger one of the same class while more tricks are to come."""
    if not melds:
        return None
    if more_to_come:
        melds = [m for m in melds if any(_starts(m, o) for o in melds)] or melds
    return max(melds, key=lambda m: (m.points, -len(m.cards)))


def meld_turn_choice(actions: tuple[Action, ...], trump: Suit, rules: Rules, stock_size: int) -> Action:
    """The dix first (exchanged when possible), then the best meld (``pick_meld``), then the draw."""
    for action in actions:
        if isinstance(action, ExchangeDix):
            return action
    for action in actions:
        if isinstance(action, ShowDix):
            return action
    found = {m: a for a in actions if isinstance(a, MeldCards) for m in [read_meld(a.cards, trump, rules)] if m}
    best = pick_meld(list(found), stock_size >= 2)
    return SkipMeld() if best is None else found[best]


def _starts(small: Meld, big: Meld) -> bool:
    """``small`` is the start of ``big``: same class, fewer points, and its cards' kinds are among big's."""
    if MELD_CLASS[small.kind] != MELD_CLASS[big.kind] or small.points >= big.points:
        return False
    kinds = {c >> 2 for c in small.cards}
    big_kinds = {c >> 2 for c in big.cards}
    return kinds <= big_kinds and (kinds != big_kinds or small.multiplicity < big.multiplicity)


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


__all__ = ["beats", "card_points", "follow_card", "keep_cost", "lead_card", "meld_hopes", "meld_turn_choice",
           "pick_meld", "strength"]
