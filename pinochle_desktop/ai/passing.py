"""Choosing cards to pass, by the conventions partners use.

Partner gives the bidder trumps (highest first), aces, pinochle parts and
marriage halves, sparing its own big meld; the bidder gives back cards it
can spare without losing meld or trick power.
"""

from __future__ import annotations

from ..engine.cards import SUITS, Rank, Suit, cards_of, kind_id, rank_of, suit_of
from ..engine.meld import meld_points
from ..engine.rules import Rules
from ..engine.view import PlayerView

_QS = kind_id(Suit.SPADES, Rank.QUEEN)
_JD = kind_id(Suit.DIAMONDS, Rank.JACK)


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
        return 40.0
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


def _greedy(hand: int, n: int, trump: Suit | None, rules: Rules, cost: dict[int, float]) -> tuple[int, ...]:
    """Remove ``n`` cards one at a time, each the one costing least (meld lost plus its own cost).

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
                if no_meld >> kind & 1:
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


def gift_from(hand: int, trump: Suit | None, rules: Rules) -> tuple[int, ...]:
    """Partner's gift from ``hand``: the cards the bidder most wants, sparing partner's own meld."""
    cost = {c: -gift_priority(c, trump) for c in cards_of(hand)}
    return _greedy(hand, rules.cards_passed, trump, rules, cost)


def return_from(hand: int, trump: Suit | None, rules: Rules) -> tuple[int, ...]:
    """The bidder's return from ``hand``: cards it can spare without losing meld or trick power."""
    cost = {c: keep_priority(c, trump) for c in cards_of(hand)}
    return _greedy(hand, rules.cards_passed, trump, rules, cost)


def cards_for_bidder(view: PlayerView) -> tuple[int, ...]:
    """Partner's gift: the cards the bidder most wants, sparing partner's own meld."""
    return gift_from(view.hand, view.trump, view.rules)


def cards_for_partner(view: PlayerView) -> tuple[int, ...]:
    """The bidder's return: cards it can spare without losing meld or trick power."""
    return return_from(view.hand, view.trump, view.rules)
