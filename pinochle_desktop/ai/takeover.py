"""Taking the contract from one's own partner once the opponents are out of the auction.

With both opponents passed and partner holding the bid, the team has the
contract whatever this seat does: a bid no longer wins it, it only moves it
from partner (at partner's bid) to this seat (a rung higher, where a set
costs more).  So a *takeover* is a decision of its own, never a raise just
because this hand's limit is higher than the bid:

- the ``basic`` player takes over only when its limit clears the next rung
  and what partner's calls showed, by ``TAKEOVER_SHARE`` of the trick points.
  Partner's takeover showed that much more than this seat had shown, so taking
  it back needs a hand that much better again: every round of a chain needs a
  clearly stronger hand than the last, and the chain ends in a step or two;
- the ``expert`` simulates both: over deals in which partner's hand fits its
  calls (``auction_evidence``: its bids, a pass with help, a takeover), this
  seat playing the contract a rung higher against partner playing it at its
  own bid, the same deals both ways.  It takes over only when that gains at
  least ``MARGIN`` of the trick points with ``CONFIDENCE`` standard errors to
  spare.  A partner who was taken over asks the same question with the new
  information (the takeover says the taker's hand is strong), so it takes the
  contract back only when its own hand is clearly better still.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.cards import SUITS, Suit
from ..engine.game import bid_choices
from ..engine.meld import marriage_suits
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .auction_evidence import TAKEOVER_SHARE, AuctionSampler, opponents_out, shown_floor
from .evaluate import best_trump
from .futures import play_future
from .trump_sim import deal_others

MARGIN = 0.02
"""The least average gain, as a share of the trick points, for which the expert takes over."""
CONFIDENCE = 2.0
"""... and the gain must clear that margin by this many standard errors (the deals are a sample)."""
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
    samples: int

    def worth(self, rules: Rules) -> bool:
        """Whether taking over clearly pays."""
        return self.suit is not None and self.gain - CONFIDENCE * self.error >= MARGIN * rules.trick_total


def _allowed(hand: int, rules: Rules) -> tuple[Suit, ...]:
    """Suits a bidder holding ``hand`` may name (none: it would forfeit)."""
    return marriage_suits(hand) if rules.trump_needs_marriage else SUITS


def simulate_takeover(view: PlayerView, rng: random.Random, samples: int) -> TakeoverTest:
    """Play ``samples`` deals both ways: partner holding at its bid, and this seat a rung higher."""
    rules = view.rules
    me, partner = view.seat, rules.seating.partner[view.seat]
    assert partner is not None, "a takeover needs a partner"
    rung = bid_choices(view)[0]
    held = view.high_bid or rules.min_bid
    allowed = _allowed(view.hand, rules)
    if not allowed:
        return TakeoverTest(float("-inf"), 0.0, None, 0)
    suit = best_trump(view.hand, rules, allowed)  # the trump this seat names when it holds the contract

    def uniform() -> tuple[int, ...]:
        return tuple(deal_others(view, rng))

    draw = AuctionSampler(view, uniform, rng, SHUFFLES)
    diffs: list[float] = []
    for _ in range(samples):
        hands = draw()
        partner_suits = _allowed(hands[partner], rules)
        if partner_suits:
            trump = best_trump(hands[partner], rules, partner_suits)
            left = float(play_future(rules, hands, partner, trump).differential(rules, held))
        else:  # partner could name no trump: it forfeits its bid
            left = float(-held)
        diffs.append(play_future(rules, hands, me, suit).differential(rules, rung) - left)
    mean = sum(diffs) / samples
    var = sum((x - mean) ** 2 for x in diffs) / max(samples - 1, 1)
    return TakeoverTest(mean, math.sqrt(var / samples), suit, samples)


__all__ = ["CONFIDENCE", "MARGIN", "TakeoverTest", "basic_takes_over", "simulate_takeover", "takeover_spot"]
