"""Hand evaluation for bidding and naming trump: exact meld plus an estimate of trick points."""

from __future__ import annotations

from ..engine.cards import SUIT_MASK, SUITS, Rank, Suit, kind_count, kind_id
from ..engine.meld import meld_points
from ..engine.rules import Rules


def suit_length(hand: int, suit: int) -> int:
    return (hand & SUIT_MASK[suit]).bit_count()


def trump_strength(hand: int, suit: Suit, rules: Rules) -> float:
    """How well ``suit`` would serve as trump: length first, then high trumps."""
    length = suit_length(hand, suit)
    aces = kind_count(hand, kind_id(suit, Rank.ACE))
    tens = kind_count(hand, kind_id(suit, Rank.TEN))
    kings = kind_count(hand, kind_id(suit, Rank.KING))
    return length * 3.0 + aces * 2.0 + tens * 1.2 + kings * 0.5


def side_aces(hand: int, trump: Suit) -> int:
    return sum(kind_count(hand, kind_id(s, Rank.ACE)) for s in SUITS if s != trump)


def _share(length: int, trump_aces: int, trump_tens: int, other_aces: int, per_hand: int, passing_in: int) -> float:
    """``trick_share`` from the counts it reads (the formula in one place)."""
    expected_length = per_hand / 4
    excess = (length - expected_length) / per_hand * 12  # in single-deck cards
    top = trump_aces * 0.6 + trump_tens * 0.3
    aces = other_aces * 12 / per_hand
    share = 0.42 + 0.045 * excess + 0.025 * aces + 0.03 * top * 12 / per_hand + 0.02 * passing_in
    return max(0.2, min(0.85, share))


def trick_share(hand: int, trump: Suit, rules: Rules, passing_in: int) -> float:
    """Estimated share of the trick points the bidder's team takes with ``trump``.

    A plain average hand takes half; long and high trumps, side aces and the
    cards partner will pass push it up.
    """
    return _share(suit_length(hand, trump), kind_count(hand, kind_id(trump, Rank.ACE)),
                  kind_count(hand, kind_id(trump, Rank.TEN)), side_aces(hand, trump), rules.hand_size, passing_in)


def partner_meld_estimate(rules: Rules) -> float:
    """What an unknown partner hand typically adds in meld, in this table's points."""
    return 0.10 * rules.trick_total if rules.deck.copies == 2 else 0.22 * rules.trick_total


def partner_bid_bonus(rules: Rules) -> float:
    """How much more meld a partner who bid (or offered help) is expected to add."""
    return 0.6 * partner_meld_estimate(rules)


def passing_gain(rules: Rules) -> float:
    """Meld the bidder typically gains from the cards partner passes."""
    return {0: 0.0, 1: 0.02, 2: 0.05, 3: 0.08, 4: 0.12}[rules.cards_passed] * rules.trick_total


def hand_value(hand: int, trump: Suit, rules: Rules, partner_bid: bool = False) -> float:
    """Expected team points if this hand names ``trump``: own meld, partner's, tricks."""
    meld = meld_points(hand, trump, rules)
    share = trick_share(hand, trump, rules, rules.cards_passed)
    partner = partner_meld_estimate(rules) + (partner_bid_bonus(rules) if partner_bid else 0.0)
    return meld + partner + passing_gain(rules) + share * rules.trick_total


def best_hand_value(hand: int, rules: Rules, partner_bid: bool = False,
                    suits: tuple[Suit, ...] = tuple(SUITS)) -> float:
    """``max(hand_value(hand, suit, ...) for suit in suits)``, counting the hand once (bidding's hot path)."""
    aces = [kind_count(hand, kind_id(s, Rank.ACE)) for s in SUITS]
    all_aces = sum(aces)
    total = rules.trick_total
    per_hand = rules.hand_size
    passing_in = rules.cards_passed
    best = float("-inf")
    for suit in suits:
        share = _share(suit_length(hand, suit), aces[suit], kind_count(hand, kind_id(suit, Rank.TEN)),
                       all_aces - aces[suit], per_hand, passing_in)
        value = meld_points(hand, suit, rules) + share * total
        if value > best:
            best = value
    partner = partner_meld_estimate(rules) + (partner_bid_bonus(rules) if partner_bid else 0.0)
    return best + partner + passing_gain(rules)


def best_trump(hand: int, rules: Rules, allowed: tuple[Suit, ...] = tuple(SUITS)) -> Suit:
    """The trump suit worth most: meld plus trick strength; never a short suit when a real one exists."""
    def score(suit: Suit) -> float:
        value = meld_points(hand, suit, rules) + trick_share(hand, suit, rules, 0) * rules.trick_total
        return value + trump_strength(hand, suit, rules) * rules.trick_total / 100

    return max(allowed, key=lambda s: (score(s), -int(s)))
