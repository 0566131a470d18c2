"""The auction as evidence about the hidden hands.

Every call tells something.  A seat that bid 300 judged its hand worth at
least 300; a seat that passed when the next bid was 260 judged it worth less
(unless its partner was holding the bid: then passing says little).  A pass
"with help" says the hand is worth something to the partner.

These judgements are modelled on the ``basic`` bidder (a hand's value for its
best trump, less a safety margin) and softened into likelihoods: a deal of
the hidden cards in which an opponent who bid 350 holds rubbish is possible,
but unlikely.  ``EvidenceSampler`` draws a few candidate deals and keeps one
with probability in proportion to that likelihood, so card play and bidding
simulations see deals shaped by what was said at the table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.actions import Bid
from ..engine.cards import SUITS
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .evaluate import hand_value

BASIC_MARGIN = 0.08
"""The basic bidder's safety margin, as a share of the trick points (see ``BasicPlayer.max_bid``)."""
SPREAD = 0.05
"""How sharply a bound is believed, as a share of the trick points: a hand judged this much
past its bound is about 2.7 times less likely than one right on it."""
HELP_SHARE = 0.8
"""A pass with help promises a hand worth about this share of the minimum bid."""


@dataclass(frozen=True, slots=True)
class SeatEvidence:
    """What one seat's calls say about its hand as it was in the auction."""

    seat: int
    at_least: float | None  # its hand's bidding value was at least this (it bid it, or offered help)
    below: float | None  # ... and below this (it passed when this was the next bid)
    partner_bid: bool  # its partner bid or offered help before its last call (it counted on partner's meld)


def evidence_of(view: PlayerView) -> tuple[SeatEvidence, ...]:
    """The evidence from each other seat's calls in this hand's auction (seats that said nothing: none)."""
    rules = view.rules
    out = []
    for seat in rules.seating.seats:
        if seat == view.seat:
            continue
        partner = rules.seating.partner[seat]
        at_least: float | None = None
        below: float | None = None
        partner_bid = False
        high: int | None = None
        holder: int | None = None
        for caller, call in view.auction:
            if caller == seat:
                if isinstance(call, Bid):
                    at_least = float(call.amount)
                else:
                    nxt = rules.next_bid(high)
                    if (partner is None or holder != partner) and nxt is not None:
                        below = float(nxt)  # not just deferring to partner: the hand was short of nxt
                    if call.help:
                        at_least = max(at_least or 0.0, HELP_SHARE * rules.min_bid)
            elif caller == partner and (isinstance(call, Bid) or call.help):
                partner_bid = True
            if isinstance(call, Bid):
                high, holder = call.amount, caller
        if at_least is not None or below is not None:
            out.append(SeatEvidence(seat, at_least, below, partner_bid))
    return tuple(out)


def bidding_value(hand: int, rules: Rules, partner_bid: bool) -> float:
    """What a basic-style bidder would have been willing to bid with this hand."""
    value = max(hand_value(hand, suit, rules, partner_bid) for suit in SUITS)
    return value - BASIC_MARGIN * rules.trick_total


def _log_sigmoid(x: float) -> float:
    return -math.log1p(math.exp(-x)) if x > -30 else x


def log_likelihood(auction_hands: tuple[int, ...], evidence: tuple[SeatEvidence, ...],
                   rules: Rules) -> float:
    """How well a deal (each seat's hand as it was during the auction) explains the calls."""
    scale = SPREAD * rules.trick_total
    total = 0.0
    for e in evidence:
        value = bidding_value(auction_hands[e.seat], rules, e.partner_bid)
        if e.at_least is not None:
            total += _log_sigmoid((value - e.at_least) / scale)
        if e.below is not None:
            total += _log_sigmoid((e.below - value) / scale)
    return total


def auction_hands(view: PlayerView, hands: tuple[int, ...]) -> tuple[int, ...]:
    """Each seat's hand as it was in the auction, from a deal of the current hands.

    Cards played go back to their players; cards passed between bidder and partner go back
    when this seat knows them (it gave or got them).  Other passes are unknown and left as they are.
    """
    out = list(hands)
    tricks = list(view.tricks)
    for trick in tricks:
        for i, card in enumerate(trick.cards):
            out[trick.seat_of(i)] |= 1 << card
    order = view.rules.seating.after[view.leader]
    for i, card in enumerate(view.trick):
        out[order[i]] |= 1 << card
    partner = None if view.bidder is None else view.rules.seating.partner[view.bidder]
    if view.bidder is not None and partner is not None and (view.passed_to_bidder or view.passed_to_partner):
        bidder = view.bidder
        # Undo the later pass first: the same card may have gone over and come back.
        out[partner] &= ~view.passed_to_partner
        out[bidder] |= view.passed_to_partner
        out[bidder] &= ~view.passed_to_bidder
        out[partner] |= view.passed_to_bidder
    return tuple(out)


class EvidenceSampler:
    """Draws deals from ``draw`` and keeps one of every ``candidates`` in proportion to how well
    it explains the auction.  With no informative call it keeps the first draw (no extra cost)."""

    def __init__(self, view: PlayerView, draw: Callable[[], tuple[int, ...]],
                 rng: random.Random, candidates: int = 3) -> None:
        self.view = view
        self.draw = draw
        self.rng = rng
        self.evidence = evidence_of(view)
        self.candidates = candidates if self.evidence else 1

    def __call__(self) -> tuple[int, ...]:
        if self.candidates == 1:
            return self.draw()
        deals = [self.draw() for _ in range(self.candidates)]
        logs = [log_likelihood(auction_hands(self.view, d), self.evidence, self.view.rules) for d in deals]
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        pick = self.rng.random() * sum(weights)
        for deal, w in zip(deals, weights, strict=True):
            pick -= w
            if pick < 0:
                return deal
        return deals[-1]


__all__ = ["EvidenceSampler", "SeatEvidence", "auction_hands", "bidding_value", "evidence_of", "log_likelihood"]
