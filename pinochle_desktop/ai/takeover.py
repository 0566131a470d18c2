"""Taking the contract from one's own partner once the opponents are out of the auction.

With both opponents passed and partner holding the bid, the team has the
contract whatever this seat does: a bid no longer wins it, it only moves it
from partner (at partner's bid) to this seat (a rung higher, where a set
costs more).  So a *takeover* is a decision of its own, never a raise just
because this hand's limit is higher than the bid:

- the ``basic`` player takes over only when its limit clears the next rung
  and what partner's calls showed, by ``TAKEOVER_SHARE`` of the trick points.
  When partner took the contract from it, partner judged by that same test
  that its hand is the better one; all the basic player knows of partner's
  hand is a floor, which can never show that its own is better still, so it
  leaves the contract with partner (the simple form of "only if the same test
  says so with the new information": with a floor, it never does);
- the ``expert`` simulates both: over deals in which partner's hand fits its
  calls (``auction_evidence``: its bids, a pass with help, a takeover), this
  seat playing the contract a rung higher against partner playing it at its
  own bid, the same deals both ways.  It takes over only when that gains at
  least ``MARGIN`` of the trick points with ``CONFIDENCE`` standard errors to
  spare.  A partner who was taken over asks the same question with the new
  information: the takeover says the taker's hand is strong, and that the taker
  expects to play the contract better than this seat at this seat's bid; deals
  are counted by how well they agree with that.  So it takes the contract back
  only when its own hand is clearly better even where partner's claim holds.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.actions import Bid
from ..engine.cards import SUITS, Suit
from ..engine.game import bid_choices
from ..engine.meld import marriage_suits
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .auction_evidence import SPREAD, TAKEOVER_SHARE, AuctionSampler, log_sigmoid, opponents_out, shown_floor
from .evaluate import best_trump
from .futures import play_future
from .trump_sim import deal_others

MARGIN = 0.02
"""The least average gain, as a share of the trick points, for which the expert takes over."""
CONFIDENCE = 2.0
"""... and the gain must clear that margin by this many standard errors (the deals are a sample)."""
MIN_EFFECTIVE = 8
"""Fewer deals than this (after weighting) cannot show that a takeover pays."""
SHUFFLES = 4
"""Deals drawn per sample, each tried in every seating, one kept by how well it explains the calls."""


def takeover_spot(view: PlayerView) -> bool:
    """Partner holds the bid, both opponents have passed, and a higher bid is still possible:
    a bid now only takes the contract from partner."""
    partner = view.rules.seating.partner[view.seat]
    return (partner is not None and view.bidder == partner
            and opponents_out(view.rules, view.passed, view.seat) and bool(bid_choices(view)))


def basic_takes_over(view: PlayerView, limit: float) -> bool:
    """The basic player's rule: a limit clear of the next rung and of partner's showing by a margin."""
    rules = view.rules
    if taken_from(view) is not None:
        return False  # partner took it from us by this same rule: a floor cannot show we are better
    partner = rules.seating.partner[view.seat]
    partner_shown = None if partner is None else shown_floor(view, partner)
    if partner_shown is None:
        partner_shown = float(view.high_bid or rules.min_bid)
    return limit >= max(float(bid_choices(view)[0]), partner_shown + TAKEOVER_SHARE * rules.trick_total)


@dataclass(frozen=True)
class TakeoverTest:
    """Taking over, simulated: this seat holding the contract a rung higher minus partner at its bid."""

    gain: float  # average over the deals, in hand points (our score minus theirs)
    error: float  # standard error of that average (the same deals both ways)
    suit: Suit | None  # the trump this seat would name (None: it could name none)
    samples: int  # deals played; with a takeover to answer, their effective number after weighting

    def worth(self, rules: Rules) -> bool:
        """Whether taking over clearly pays."""
        return (self.suit is not None and self.samples >= MIN_EFFECTIVE
                and self.gain - CONFIDENCE * self.error >= MARGIN * rules.trick_total)


def _allowed(hand: int, rules: Rules) -> tuple[Suit, ...]:
    """Suits a bidder holding ``hand`` may name (none: it would forfeit)."""
    return marriage_suits(hand) if rules.trump_needs_marriage else SUITS


def taken_from(view: PlayerView) -> int | None:
    """This seat's bid that partner's high bid took over (opponents out), or None if it took nothing."""
    rules = view.rules
    partner = rules.seating.partner[view.seat]
    holder: int | None = None
    high: int | None = None
    passed = 0
    taken: int | None = None
    for caller, call in view.auction:
        if isinstance(call, Bid):
            if caller == partner:
                taken = high if holder == view.seat and opponents_out(rules, passed, caller) else None
            high, holder = call.amount, caller
        else:
            passed |= 1 << caller
    return taken if holder == partner else None


def _weighted(values: list[float], weights: list[float]) -> tuple[float, float, float]:
    """Weighted mean, its standard error, and the effective number of samples."""
    total = sum(weights)
    if total <= 0.0:
        return 0.0, 0.0, 0.0
    mean = sum(w * x for w, x in zip(weights, values, strict=True)) / total
    var = sum(w * (x - mean) ** 2 for w, x in zip(weights, values, strict=True)) / total
    effective = total * total / sum(w * w for w in weights)
    return mean, math.sqrt(var / max(effective - 1.0, 1.0)), effective


def simulate_takeover(view: PlayerView, rng: random.Random, samples: int) -> TakeoverTest:
    """Play ``samples`` deals both ways: partner holding at its bid, and this seat a rung higher.

    When partner's bid took the contract from this seat, partner judged that it plays the hand
    better than this seat at this seat's bid: each deal counts by how well it agrees (the same soft
    bound as every call, ``SPREAD`` of the trick points), so taking it back needs a hand that beats
    partner's even where partner's claim holds.
    """
    rules = view.rules
    me, partner = view.seat, rules.seating.partner[view.seat]
    assert partner is not None, "a takeover needs a partner"
    rung = bid_choices(view)[0]
    held = view.high_bid or rules.min_bid
    allowed = _allowed(view.hand, rules)
    if not allowed:
        return TakeoverTest(float("-inf"), 0.0, None, 0)
    suit = best_trump(view.hand, rules, allowed)  # the trump this seat names when it holds the contract
    mine_before = taken_from(view)
    scale = SPREAD * rules.trick_total
    margin = MARGIN * rules.trick_total

    def uniform() -> tuple[int, ...]:
        return tuple(deal_others(view, rng))

    draw = AuctionSampler(view, uniform, rng, SHUFFLES)
    diffs: list[float] = []
    weights: list[float] = []
    for _ in range(samples):
        hands = draw()
        partner_suits = _allowed(hands[partner], rules)
        if partner_suits:
            trump = best_trump(hands[partner], rules, partner_suits)
            left = float(play_future(rules, hands, partner, trump).differential(rules, held))
        else:  # partner could name no trump: it forfeits its bid
            left = float(-held)
        mine = play_future(rules, hands, me, suit)
        diffs.append(mine.differential(rules, rung) - left)
        if mine_before is not None:  # partner's takeover: it played better than us at our bid here?
            weights.append(math.exp(log_sigmoid((left - mine.differential(rules, mine_before) - margin) / scale)))
        else:
            weights.append(1.0)
    mean, error, effective = _weighted(diffs, weights)
    return TakeoverTest(mean, error, suit, int(effective))


__all__ = ["CONFIDENCE", "MARGIN", "TakeoverTest", "basic_takes_over", "simulate_takeover", "taken_from",
           "takeover_spot"]
