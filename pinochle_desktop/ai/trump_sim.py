"""Naming trump by simulating the whole hand over sampled partner and opponent hands.

For each sample of the unseen cards, every allowed suit is tried with the
same deal: partner passes by the conventions, the bidder passes back, all
meld is counted, and the play-out policy plays the hand from the bidder's
lead.  The suit with the best average hand score (ours minus theirs, with
the set penalty at the current bid) is named.
"""

from __future__ import annotations

import random

from ..engine.cards import Suit, deck_mask
from ..engine.game import trump_choices
from ..engine.view import PlayerView
from .futures import play_future
from .tables import low_bit_cards


def deal_others(view: PlayerView, rng: random.Random) -> list[int]:
    """This seat's hand and a uniformly random deal of every other card to the others (by hand size)."""
    me = view.seat
    unseen = low_bit_cards(deck_mask(view.rules.deck) & ~view.hand)
    rng.shuffle(unseen)
    hands = list(view.rules.seating.per_seat())
    hands[me] = view.hand
    i = 0
    for s in view.rules.seating.seats:
        if s != me:
            for c in unseen[i:i + view.hand_sizes[s]]:
                hands[s] |= 1 << c
            i += view.hand_sizes[s]
    return hands


def hand_outcome(view: PlayerView, hands: list[int], trump: Suit, bid: int) -> float:
    """Our hand score minus theirs when this seat (the bidder) names ``trump`` in this deal."""
    rules = view.rules
    future = play_future(rules, hands, view.seat, trump, pass_cards=not rules.pass_before_trump)
    return float(future.differential(rules, bid))


def simulate_trump(view: PlayerView, rng: random.Random, samples: int, prefer: Suit) -> Suit:
    """The allowed trump suit with the best simulated hand score (``prefer`` wins ties)."""
    options = trump_choices(view)
    if len(options) <= 1:
        return options[0] if options else prefer
    bid = view.high_bid or view.rules.min_bid
    totals = dict.fromkeys(options, 0.0)
    for _ in range(samples):
        hands = deal_others(view, rng)
        for suit in options:
            totals[suit] += hand_outcome(view, hands, suit, bid)
    return max(options, key=lambda s: (totals[s] + (1e-6 if s == prefer else 0.0), -int(s)))
