"""The ``hard`` and ``expert`` computer players.

Both play cards by sampled deals (``pimc``), the deals weighted by what the auction said
(``auction_evidence``).  The expert also bids by simulating the hand (``bid_sim``); ``hard``
bids, names trump and passes as the basic player does.
"""

from __future__ import annotations

import random

from ..engine.actions import Action, NameTrump, Play, ThrowIn
from ..engine.game import bid_choices, legal_play_cards, throw_in_allowed, trump_choices
from ..engine.state import Phase
from ..engine.view import PlayerView
from .basic import BasicPlayer
from .bid_sim import SampledDeal, sample_deals, simulated_limit
from .cardplay import choose_card
from .evaluate import best_trump
from .pimc import Budget, search_card
from .trump_sim import simulate_trump
from .two_handed import DrawBudget, DrawExpert


class SimulatingBidder(BasicPlayer):
    """The basic player's auction habits (partner, help, not leaving partner stuck) around a limit
    found by simulating the hand (``bid_sim``) instead of estimated from the hand's value."""

    def __init__(self, rng: random.Random, caution: float, samples: int, threshold: float,
                 min_make: float = 0.0) -> None:
        super().__init__(rng, caution=caution)
        self.samples = samples
        self.threshold = threshold
        self.min_make = min_make
        self._deals: tuple[tuple[int, int, int], list[SampledDeal]] | None = None  # this hand's sampled deals

    def max_bid(self, view: PlayerView) -> float:
        estimate = super().max_bid(view)
        choices = bid_choices(view)
        if not choices:
            return estimate
        key = (view.hand_number, view.seat, view.hand)
        if self._deals is None or self._deals[0] != key:
            self._deals = (key, sample_deals(view, self.rng, self.samples))
        limit = simulated_limit(view, self.rng, self.samples, self.threshold, self.min_make, self._deals[1])
        if limit is None:
            return min(estimate, choices[0] - 0.5)  # not worth the next rung; the estimate still guides help
        return limit


class ExpertPlayer:
    """Perfect-information Monte Carlo card play over deals consistent with this seat's knowledge.

    ``trump_samples`` > 0 names trump by simulating the hand that many times per suit; 0 names it
    as the basic player does.  ``caution`` scales the basic bidder's safety margin.
    """

    def __init__(self, rng: random.Random, budget: Budget | None = None, name: str = "expert",
                 trump_samples: int = 0, caution: float = 1.0, bid_samples: int = 0,
                 bid_threshold: float = 0.0, bid_min_make: float = 0.0, draw_budget: DrawBudget | None = None) -> None:
        self.rng = rng
        self.name = name
        self.budget = budget or Budget()
        self.trump_samples = trump_samples
        self.basic = (SimulatingBidder(rng, caution, bid_samples, bid_threshold, bid_min_make) if bid_samples
                      else BasicPlayer(rng, caution=caution))
        if draw_budget is None:  # two-handed: as much thinking as the four-handed budget allows
            draw_budget = DrawBudget(self.budget.time_limit, self.budget.min_samples, self.budget.max_samples,
                                     max(1_000, 5 * self.budget.work))
        self.draw = DrawExpert(rng, draw_budget, name)

    def choose(self, view: PlayerView) -> Action:
        if view.rules.draw_game:
            return self.draw.choose(view)
        if view.phase is Phase.TRICKS:
            if throw_in_allowed(view):
                return ThrowIn()
            legal = legal_play_cards(view)
            prefer = choose_card(view, legal)
            if legal & (legal - 1) == 0:
                return Play(prefer)
            result = search_card(view, self.rng, self.budget, prefer)
            return Play(result.card)
        if view.phase is Phase.TRUMP and self.trump_samples > 0:
            prefer = best_trump(view.hand, view.rules, trump_choices(view))
            return NameTrump(simulate_trump(view, self.rng, self.trump_samples, prefer))
        return self.basic.choose(view)
