"""The ``sparring`` computer player: an aggressive Monte Carlo bidder with simple card play, for measuring.

It bids the way the strongest level of another Pinochle program does: for every trump suit it plays
its hand out over many random deals of the unseen cards (partner passing by the conventions, the
fast playout policy), and bids up to a low percentile (the 25th) of the team totals of its best suit.
It reads nothing into the other seats' calls and never bids to signal.  Trump, passing and card play
are the basic player's fixed rules.  It is not offered in the new-game dialog: ``pinochle match``
uses it to measure our players against the auction style that took contracts from them.
"""

from __future__ import annotations

from ..engine.actions import Action, Bid, Pass
from ..engine.cards import SUITS, Suit
from ..engine.game import bid_choices, pass_allowed
from ..engine.meld import marriage_suits
from ..engine.rules import Rules
from ..engine.scoring import counted_meld, unplayed_outcome
from ..engine.view import PlayerView
from .basic import BasicPlayer
from .futures import Future, play_future
from .seeding import first_call_view, position_rng, position_seed
from .takeover import takeover_spot
from .trump_sim import deal_others

SPARRING_SAMPLES = 250
"""Deals played out per trump suit (the program it copies uses about 1,000; 250 estimate the 25th
percentile within a few points and keep a match fast: 4 x 250 playouts take about 0.6 s a hand)."""
SPARRING_PERCENTILE = 0.25
"""It bids up to this percentile of its best suit's simulated team totals."""


def team_total(rules: Rules, future: Future) -> int:
    """The bidders' total in one played-out deal (counted meld plus trick points), 0 when they keep nothing."""
    if unplayed_outcome(rules, rules.min_bid, future.bidders_meld) is not None:
        return 0
    if future.bidders_tricks < rules.keep_trick_points and not rules.bidders_keep_meld:
        return 0
    return counted_meld(rules, future.bidders_meld) + future.bidders_tricks


def percentile_value(totals: list[int], share: float) -> int:
    """The ``share`` percentile of ``totals`` (the lower value: a bid it makes at least that often)."""
    ordered = sorted(totals)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class SparringPlayer(BasicPlayer):
    """Bids to the 25th percentile of its hand's simulated value; otherwise the basic player's rules."""

    name = "sparring"

    def __init__(self, samples: int = SPARRING_SAMPLES, percentile: float = SPARRING_PERCENTILE) -> None:
        super().__init__()
        self.samples = samples
        self.percentile = percentile
        self._limit: tuple[int, float] | None = None  # this hand's limit, by the first call's seed

    def hand_limit(self, view: PlayerView) -> float:
        """The most this hand bids: worked out at the seat's first call, from that view alone."""
        key = position_seed(first_call_view(view), self.name, "bid")
        if self._limit is None or self._limit[0] != key:
            self._limit = (key, self._simulate(view, key))
        return self._limit[1]

    def _simulate(self, view: PlayerView, key: int) -> float:
        rules = view.rules
        rng = position_rng(key)
        suits: tuple[Suit, ...] = SUITS
        if rules.trump_needs_marriage and marriage_suits(view.hand):
            suits = marriage_suits(view.hand)
        totals: dict[Suit, list[int]] = {suit: [] for suit in suits}
        for _ in range(self.samples):
            hands = deal_others(view, rng)  # the same deals for every suit
            for suit in suits:
                totals[suit].append(team_total(rules, play_future(rules, hands, view.seat, suit)))
        return float(max(percentile_value(t, self.percentile) for t in totals.values()))

    def max_bid(self, view: PlayerView) -> float:
        return self.hand_limit(view)

    def bid(self, view: PlayerView) -> Action:
        choices = bid_choices(view)
        if not pass_allowed(view):  # the first bidder must open at the minimum
            return Bid(choices[0])
        if not choices or takeover_spot(view):  # never bids over its own partner to take the contract
            return Pass()
        if choices[0] <= self.hand_limit(view):
            return Bid(choices[0])
        return Pass()


__all__ = ["SPARRING_PERCENTILE", "SPARRING_SAMPLES", "SparringPlayer", "percentile_value", "team_total"]
