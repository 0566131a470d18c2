"""The auction as evidence about the hidden hands.

Every call tells something (but a forced opening, where the first bidder must
open).  A seat that bid 300 judged its hand worth at least 300; a seat that
passed when the next bid was 260 judged it worth less (unless its partner was
holding the bid: then passing says little).  A pass "with help" says the hand
is worth something to the partner.

These judgements are modelled on the ``basic`` bidder (a hand's value for its
best trump, less a safety margin) and softened into likelihoods: a deal of
the hidden cards in which an opponent who bid 350 holds rubbish is possible,
but unlikely.  ``EvidenceSampler`` draws a few candidate deals and keeps one
with probability in proportion to that likelihood, so card play and bidding
simulations see deals shaped by what was said at the table.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.actions import Bid, Pass
from ..engine.cards import SUITS
from ..engine.meld import meld_points
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .evaluate import best_hand_value, partner_bid_bonus
from .widow import trick_estimate

BASIC_MARGIN = 0.08
"""The basic bidder's safety margin, as a share of the trick points (see ``BasicPlayer.max_bid``)."""
SPREAD = 0.05
"""How sharply a bound is believed, as a share of the trick points: a hand judged this much
past its bound is about 2.7 times less likely than one right on it."""
WIDOW_HELP = 0.38
"""Three players: what the widow adds on average to a 15-card hand's meld and trick estimate (its meld,
the buried counters, the voids the bury makes), as a share of the trick points: 95 of 250 over 400
random hands (the basic bidder works it out for its own hand by drawing widows)."""
HELP_SHARE = 0.8
"""A pass with help promises a hand worth about this share of the minimum bid."""
TAKEOVER_SHARE = 0.1
"""A takeover (a bid over one's own partner with both opponents out) promises a hand worth this share
of the trick points more than the partner's calls had shown (the ``basic`` player's rule)."""


@dataclass(frozen=True, slots=True)
class SeatEvidence:
    """What one seat's calls say about its hand as it was in the auction."""

    seat: int
    at_least: float | None  # its hand's bidding value was at least this (it bid it, or offered help)
    below: float | None  # ... and below this (it passed when this was the next bid)
    partner_bid: bool  # its partner bid or offered help before its last call (it counted on partner's meld)


def opponents_out(rules: Rules, passed: int, seat: int) -> bool:
    """Every one of ``seat``'s opponents has passed, by the auction's ``passed`` bits."""
    return all(passed >> s & 1 for s in rules.seating.opponents(seat))


def _read(rules: Rules, auction: tuple[tuple[int, Bid | Pass], ...]) -> dict[int, SeatEvidence]:
    """What every seat's calls in ``auction`` say about its hand."""
    floor: dict[int, float] = {}
    below: dict[int, float] = {}
    partner_called: dict[int, bool] = {}  # the seat's partner has bid or offered help so far
    partner_bid: dict[int, bool] = {}  # ... as of the seat's last call
    high: int | None = None
    holder: int | None = None
    passed = 0
    for caller, call in auction:
        partner = rules.seating.partner[caller]
        partner_bid[caller] = partner_called.get(caller, False)
        if isinstance(call, Bid):
            if high is None and rules.first_bidder_opens:  # a forced opening says nothing of the hand
                high, holder = call.amount, caller
                continue
            shown = float(call.amount)
            if partner is not None and holder == partner and opponents_out(rules, passed, caller):
                shown = max(shown, floor.get(partner, 0.0) + TAKEOVER_SHARE * rules.trick_total)
            floor[caller] = max(floor.get(caller, shown), shown)
            high, holder = call.amount, caller
        else:
            nxt = rules.next_bid(high)
            if (partner is None or holder != partner) and nxt is not None:
                below[caller] = float(nxt)  # not just deferring to partner: the hand was short of nxt
            if call.help:
                floor[caller] = max(floor.get(caller, 0.0), HELP_SHARE * rules.min_bid)
            passed |= 1 << caller
        if partner is not None and (isinstance(call, Bid) or call.help):
            partner_called[partner] = True
    return {seat: SeatEvidence(seat, floor.get(seat), below.get(seat), partner_bid.get(seat, False))
            for seat in rules.seating.seats if seat in floor or seat in below}


def evidence_of(view: PlayerView) -> tuple[SeatEvidence, ...]:
    """The evidence from each other seat's calls in this hand's auction (seats that said nothing: none).

    A bid shows a hand worth at least the bid; a bid over one's own partner with the opponents out
    (a takeover) shows ``TAKEOVER_SHARE`` of the trick points more than the partner had shown.
    """
    return tuple(e for seat, e in _read(view.rules, view.auction).items() if seat != view.seat)


def shown_floor(view: PlayerView, seat: int) -> float | None:
    """The least ``seat``'s calls so far showed its hand worth (bidding value), or None."""
    e = _read(view.rules, view.auction).get(seat)
    return None if e is None else e.at_least


def bidding_value(hand: int, rules: Rules, partner_bid: bool) -> float:
    """What a basic-style bidder would have been willing to bid with this hand."""
    if rules.widow_size:
        value = max(meld_points(hand, suit, rules) + trick_estimate(hand, suit, rules) for suit in SUITS)
        return value + WIDOW_HELP * rules.trick_total - BASIC_MARGIN * rules.trick_total
    return best_hand_value(hand, rules, partner_bid) - BASIC_MARGIN * rules.trick_total


def log_sigmoid(x: float) -> float:
    """``log(1 / (1 + exp(-x)))`` without overflow: how a soft bound is believed."""
    return -math.log1p(math.exp(-x)) if x > -30 else x


def _seat_log_likelihood(value: float, e: SeatEvidence, scale: float) -> float:
    """How well a hand of this bidding value explains one seat's calls."""
    total = 0.0
    if e.at_least is not None:
        total += log_sigmoid((value - e.at_least) / scale)
    if e.below is not None:
        total += log_sigmoid((e.below - value) / scale)
    return total


def log_likelihood(auction_hands: tuple[int, ...], evidence: tuple[SeatEvidence, ...],
                   rules: Rules) -> float:
    """How well a deal (each seat's hand as it was during the auction) explains the calls."""
    scale = SPREAD * rules.trick_total
    return sum(_seat_log_likelihood(bidding_value(auction_hands[e.seat], rules, e.partner_bid), e, scale)
               for e in evidence)


def _pick(rng: random.Random, logs: list[float]) -> int:
    """An index drawn in proportion to ``exp(logs)``."""
    top = max(logs)
    weights = [math.exp(x - top) for x in logs]
    pick = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        pick -= w
        if pick < 0:
            return i
    return len(logs) - 1


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
    if view.bidder is not None and view.widow:  # the bidder did not hold the widow in the auction
        out[view.bidder] &= ~view.widow
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
        return deals[_pick(self.rng, logs)]


class AuctionSampler:
    """Deals during the auction, weighted by the calls, with every way of seating each deal's hands.

    Before any card is played or passed the other seats' hands are alike in size and unknown, so a
    deal with its hands handed round among those seats is just as likely a deal.  Each draw takes
    ``shuffles`` deals from ``draw``, values each hand once, tries every seating of the hands (six
    for three other seats) and keeps one by how well it explains the calls: six candidates for the
    price of one, so a partner's bid shapes its sampled hand firmly.
    """

    def __init__(self, view: PlayerView, draw: Callable[[], tuple[int, ...]],
                 rng: random.Random, shuffles: int = 3) -> None:
        self.view = view
        self.draw = draw
        self.rng = rng
        self.evidence = {e.seat: e for e in evidence_of(view)}
        self.others = view.rules.seating.others(view.seat)
        sizes = {view.hand_sizes[s] for s in self.others}
        self.seatings = list(itertools.permutations(self.others)) if len(sizes) == 1 else [self.others]
        self.shuffles = shuffles if self.evidence else 0
        self.scale = SPREAD * view.rules.trick_total
        self.bonus = partner_bid_bonus(view.rules)

    def __call__(self) -> tuple[int, ...]:
        return self.draw_valued()[0]

    def draw_valued(self) -> tuple[tuple[int, ...], dict[int, float] | None]:
        """A deal, and each other seat's bidding value in it (None when there was nothing to weigh)."""
        if not self.shuffles:
            return self.draw(), None
        rules = self.view.rules
        candidates: list[tuple[tuple[int, ...], dict[int, float], tuple[int, ...]]] = []
        logs: list[float] = []
        for _ in range(self.shuffles):
            hands = self.draw()
            values = {s: bidding_value(hands[s], rules, False) for s in self.others}
            for seating in self.seatings:  # seating[i]: whose dealt hand goes to self.others[i]
                total = 0.0
                for seat, source in zip(self.others, seating, strict=True):
                    e = self.evidence.get(seat)
                    if e is not None:
                        value = values[source] + (self.bonus if e.partner_bid else 0.0)
                        total += _seat_log_likelihood(value, e, self.scale)
                candidates.append((hands, values, seating))
                logs.append(total)
        hands, values, seating = candidates[_pick(self.rng, logs)]
        out = list(hands)
        seated: dict[int, float] = {}
        for seat, source in zip(self.others, seating, strict=True):
            out[seat] = hands[source]
            seated[seat] = values[source]
        return tuple(out), seated


__all__ = ["AuctionSampler", "EvidenceSampler", "SeatEvidence", "auction_hands", "bidding_value", "evidence_of",
           "log_likelihood", "log_sigmoid", "opponents_out", "shown_floor"]
