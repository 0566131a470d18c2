"""Three-handed play for the computer players: the defenders as one side, the bury, the bidder's
trick estimate and what the widow is likely to bring.

In the trick play the two players against the bidder both want it set, so search and playouts treat
them as one side against the bidder (``contract_seating``); each still scores for itself, which the
players' scoring tables account for.
"""

from __future__ import annotations

import functools
import random

from ..engine.cards import SUIT_MASK, SUITS, Rank, Suit, cards_of, kind_count, kind_id, rank_of
from ..engine.meld import meld_points
from ..engine.rules import Rules
from ..engine.seats import SEATINGS, Seating
from ..engine.tricks import card_points
from ..engine.widow import bury_choices, spare_counts


@functools.cache
def contract_seating(players: int, bidder: int) -> Seating:
    """The seats with the bidder alone (side 0) against everyone else as one side (side 1), each
    defender the other's partner: how the trick play of an auction game for three is searched."""
    base = SEATINGS[players]
    seats = base.seats
    side_of = tuple(0 if s == bidder else 1 for s in seats)
    defenders = tuple(s for s in seats if s != bidder)
    partner = tuple(None if s == bidder or len(defenders) != 2 else next(d for d in defenders if d != s)
                    for s in seats)
    return Seating(players, False, seats, (0, 1), side_of, ((bidder,), defenders), partner, base.next, base.after)


# ---------------------------------------------------------------- the bury
def _bury_value(card: int, hand: int, trump: int) -> float:
    """How good it is to lay this card away (before the void bonus): bank counters that would be caught,
    shorten side suits; never a trump, hardly an ace."""
    suit = card // 24
    rank = rank_of(card)
    if suit == trump:
        return -100.0 - rank
    aces = kind_count(hand, kind_id(Suit(suit), Rank.ACE))
    tens = kind_count(hand, kind_id(Suit(suit), Rank.TEN))
    if rank is Rank.ACE:
        return -14.0
    if rank is Rank.TEN:
        return 2.0 if aces else 12.0
    if rank is Rank.KING:
        return 3.0 if aces + tens >= 2 else 9.0
    return 1.0 + 0.2 * rank


def bury_score(bury: tuple[int, ...], hand: int, trump: int) -> float:
    """A bury's worth by card sense: the cards' own values plus side suits made void or short."""
    score = sum(_bury_value(c, hand, trump) for c in bury)
    left = hand
    for c in bury:
        left &= ~(1 << c)
    trumps = (left & SUIT_MASK[trump]).bit_count() if trump >= 0 else 0
    for suit in range(4):
        if suit == trump:
            continue
        before = (hand & SUIT_MASK[suit]).bit_count()
        after = (left & SUIT_MASK[suit]).bit_count()
        if before and not after:
            score += 6.0 + 1.5 * min(trumps, 8)
        elif after == 1 and before > 1 and not left & SUIT_MASK[suit] & _ACES:
            score += 2.0
    return score


_ACES = sum(((1 << 4) - 1) << (kind_id(s, Rank.ACE) * 4) for s in SUITS)


def ranked_buries(hand: int, meld_cards: int, trump: Suit | None, count: int) -> list[tuple[int, ...]]:
    """Every legal bury, best first by card sense (``bury_score``); of buries of the same cards (other
    copies) only the first."""
    t = -1 if trump is None else int(trump)
    options = sorted(bury_choices(hand, meld_cards, count), key=lambda b: (-bury_score(b, hand, t), b))
    seen: set[tuple[int, ...]] = set()
    out = []
    for bury in options:
        kinds = tuple(c >> 2 for c in bury)
        if kinds not in seen:
            seen.add(kinds)
            out.append(bury)
    return out


def choose_bury(hand: int, meld_cards: int, trump: Suit | None, count: int) -> tuple[int, ...]:
    """The basic player's bury: keep trumps and aces, void short side suits, bank counters that would fall."""
    return ranked_buries(hand, meld_cards, trump, count)[0]


def quick_bury(hand: int, trump: Suit, rules: Rules) -> int:
    """A good bury (card set) without listing every legal one: the spare cards of best card sense,
    one at a time (for simulations, where speed matters more than the last point)."""
    from ..engine.meld import MeldResult  # local: meld cards are found only here

    meld = MeldResult.of_hand(hand, trump, rules).cards
    spare = spare_counts(hand, meld)
    t = int(trump)
    free = [c for c in cards_of(hand) if spare[c >> 2] > 0]
    chosen = 0
    for _ in range(rules.widow_size):
        best, best_value = -1, float("-inf")
        for c in free:
            if chosen >> c & 1 or spare[c >> 2] <= 0:
                continue
            left = hand & ~chosen & ~(1 << c)
            value = _bury_value(c, hand, t)
            suit = c // 24
            if suit != t and not left & SUIT_MASK[suit]:
                value += 6.0 + 1.5 * min((left & SUIT_MASK[t]).bit_count(), 8)
            elif suit != t:
                value -= 0.5 * (left & SUIT_MASK[suit]).bit_count()  # shorten the shortest side suit first
            if value > best_value:
                best, best_value = c, value
        if best < 0:  # a freak meld leaves no spare card: take the cheapest card
            best = min((c for c in cards_of(hand & ~chosen)), key=lambda c: _bury_value(c, hand, t) * -1)
        chosen |= 1 << best
        spare[best >> 2] -= 1
    return chosen


# ---------------------------------------------------------------- the bidder's trick estimate
def trick_estimate(hand: int, trump: Suit, rules: Rules) -> float:
    """Trick points a bidder holding these 15 cards (after the bury) takes against two, on average.

    A linear fit to 20,000 played-out deals (``benchmarks/three_handed_fit.py --deals 20000 --seed 2``: rms error
    22 points), in this table's points.
    """
    t = int(trump)
    trumps = hand & SUIT_MASK[t]
    length = trumps.bit_count()
    top = kind_count(hand, kind_id(trump, Rank.ACE)) * 1.0 + kind_count(hand, kind_id(trump, Rank.TEN)) * 0.5
    side_aces = sum(kind_count(hand, kind_id(s, Rank.ACE)) for s in SUITS if s != trump)
    voids = sum(1 for s in range(4) if s != t and not hand & SUIT_MASK[s])
    counters = sum(1 for c in cards_of(hand) if rank_of(c) in (Rank.ACE, Rank.TEN, Rank.KING))
    c = TRICK_FIT
    points = (c[0] + c[1] * length + c[2] * top + c[3] * side_aces + c[4] * voids + c[5] * counters)
    return max(0.0, min(1.0, points / 250)) * rules.trick_total


TRICK_FIT = (-25.2, 10.6, 5.9, 15.4, 23.9, 2.3)
"""Coefficients of ``trick_estimate`` in single-deck points: constant, trumps, top trumps (A 1, 10 0.5),
side aces, side voids, counters held."""


def hand_after_widow(hand: int, trump: Suit, rules: Rules) -> tuple[int, float]:
    """The bidder's best meld with these 18 cards and the expected total after its bury: (bury, total)."""
    bury = quick_bury(hand, trump, rules)
    kept = hand & ~bury
    total = meld_points(kept, trump, rules) + card_points(rules, bury) + trick_estimate(kept, trump, rules)
    return bury, total


def best_total(hand: int, rules: Rules, suits: tuple[Suit, ...] = SUITS) -> tuple[Suit, float]:
    """The trump suit worth most to a bidder holding these 18 cards, and its expected total."""
    best, best_value = suits[0], float("-inf")
    for suit in suits:
        _, value = hand_after_widow(hand, suit, rules)
        if value > best_value:
            best, best_value = suit, value
    return best, best_value


def widow_outlook(hand: int, unseen: int, rules: Rules, rng: random.Random, samples: int = 16) -> float:
    """What this 15-card hand is worth as the bidder on average over widows drawn from ``unseen``:
    the best suit's meld and trick estimate after taking the widow and burying (the widow's help counted)."""
    pool = cards_of(unseen)
    total = 0.0
    for _ in range(samples):
        widow = sum(1 << c for c in rng.sample(pool, rules.widow_size))
        suits = SUITS
        if rules.trump_needs_marriage:
            from ..engine.meld import marriage_suits  # local: only with that option

            suits = marriage_suits(hand | widow)
            if not suits:
                total -= 0.0
                continue
        total += best_total(hand | widow, rules, suits)[1]
    return total / samples


__all__ = ["best_total", "bury_score", "choose_bury", "contract_seating", "hand_after_widow", "quick_bury",
           "ranked_buries", "trick_estimate", "widow_outlook"]
