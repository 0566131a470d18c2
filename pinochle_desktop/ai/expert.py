"""The ``hard`` and ``expert`` computer players.

Both play cards by sampled deals (``pimc``), the deals weighted by what the auction said
(``auction_evidence``).  The expert also bids by simulating the hand (``bid_sim``) and decides a
takeover from its partner by simulating both ways (``takeover``); ``hard`` bids, names trump and
passes as the basic player does.

Every random draw of a decision comes from a generator seeded by the position (``seeding``): the
view and the level.  The same position always gets the same bid, card or hint, whatever the seed of
the player asked.
"""

from __future__ import annotations

from ..engine.actions import Action, Bid, NameTrump, Pass, Play, ThrowIn
from ..engine.game import bid_choices, legal_play_cards, pass_allowed, throw_in_allowed, trump_choices
from ..engine.state import Phase
from ..engine.view import PlayerView
from .basic import BasicPlayer
from .bid_sim import CONTESTED_MIN_MAKE, SampledDeal, limit_from, sample_deals
from .cardplay import choose_card
from .evaluate import best_trump
from .pimc import Budget, CardSearch, search_card
from .seeding import first_call_view, position_rng, position_seed
from .takeover import simulate_takeover, takeover_spot
from .trump_sim import simulate_trump
from .two_handed import DrawBudget, DrawExpert
from .widow_sim import bury_or_concede


class SimulatingBidder(BasicPlayer):
    """The basic player's auction habits (partner, help, not leaving partner stuck) around a limit
    found by simulating the hand (``bid_sim``) instead of estimated from the hand's value, and a
    takeover from partner decided by simulating both ways (``takeover``)."""

    def __init__(self, level: str, caution: float, samples: int, threshold: float,
                 min_make: float = 0.0, takeover_samples: int = 0,
                 contested_make: float = CONTESTED_MIN_MAKE) -> None:
        super().__init__(caution=caution)
        self.contested_make = contested_make
        self.level = level
        self.samples = samples
        self.threshold = threshold
        self.min_make = min_make
        self.takeover_samples = takeover_samples or samples
        self._deals: tuple[int, list[SampledDeal]] | None = None  # this hand's sampled deals, by first call

    def hand_deals(self, view: PlayerView) -> list[SampledDeal]:
        """The deals simulated for this seat's first call of the hand (sampled then, reused after).

        They are drawn from the first call's own view, so they depend on the view alone: a later
        call, or a fresh player asked about it (a hint), finds the same deals.
        """
        first = first_call_view(view)
        key = position_seed(first, self.level, "bid")
        if self._deals is None or self._deals[0] != key:
            self._deals = (key, sample_deals(first, position_rng(key), self.samples))
        return self._deals[1]

    def max_bid(self, view: PlayerView) -> float:
        estimate = super().max_bid(view)
        choices = bid_choices(view)
        if not choices:
            return estimate
        limit = limit_from(view, self.hand_deals(view), self.threshold, self.min_make, self.contested_make)
        if limit is None:
            return min(estimate, choices[0] - 0.5)  # not worth the next rung; the estimate still guides help
        return limit

    def bid(self, view: PlayerView) -> Action:
        """Every call by the simulation: open, overcall, raise partner's bid or make the last call while
        holding the next rung is worth more than passing (a takeover from partner is its own test)."""
        choices = bid_choices(view)
        if not pass_allowed(view):  # the first bidder must open at the minimum
            return Bid(choices[0])
        if takeover_spot(view):
            return Bid(choices[0]) if self.takes_over(view) else Pass()
        limit = self.max_bid(view)
        if choices and choices[0] <= limit:
            return Bid(choices[0])
        return self._pass(view, limit)

    def takes_over(self, view: PlayerView) -> bool:
        rng = position_rng(view, self.level, "takeover")
        return simulate_takeover(view, rng, self.takeover_samples).worth(view.rules)


class ExpertPlayer:
    """Perfect-information Monte Carlo card play over deals consistent with this seat's knowledge.

    ``trump_samples`` > 0 names trump by simulating the hand that many times per suit; 0 names it
    as the basic player does.  ``caution`` scales the basic bidder's safety margin.  Random draws are
    seeded from the position and ``name`` (the level), so the player needs no generator of its own.
    """

    def __init__(self, budget: Budget | None = None, name: str = "expert",
                 trump_samples: int = 0, caution: float = 1.0, bid_samples: int = 0,
                 bid_threshold: float = 0.0, bid_min_make: float = 0.0, takeover_samples: int = 0,
                 bury_samples: int = 24, bury_candidates: int = 6, draw_budget: DrawBudget | None = None) -> None:
        self.bury_samples = bury_samples
        self.bury_candidates = bury_candidates
        self.name = name
        self.budget = budget or Budget()
        self.trump_samples = trump_samples
        self.basic = (SimulatingBidder(name, caution, bid_samples, bid_threshold, bid_min_make, takeover_samples)
                      if bid_samples else BasicPlayer(caution=caution))
        if draw_budget is None:  # two-handed: as much thinking as the four-handed budget allows
            draw_budget = DrawBudget(self.budget.time_limit, self.budget.min_samples, self.budget.max_samples,
                                     max(1_000, 5 * self.budget.work))
        self.draw = DrawExpert(draw_budget, name)
        self.last_search: CardSearch | None = None  # the last card search (a hint reads why it departed)

    def choose(self, view: PlayerView) -> Action:
        self.last_search = None
        if view.rules.draw_game:
            return self.draw.choose(view)
        if view.phase is Phase.BURY:
            return bury_or_concede(view, position_rng(view, self.name, "bury"), self.bury_samples,
                                   self.bury_candidates)
        if view.phase is Phase.TRICKS:
            if throw_in_allowed(view) and self.basic.throw_in(view):
                return ThrowIn()
            legal = legal_play_cards(view)
            prefer = choose_card(view, legal)
            if legal & (legal - 1) == 0:
                return Play(prefer)
            result = search_card(view, position_rng(view, self.name, "card"), self.budget, prefer)
            self.last_search = result
            return Play(result.card)
        if view.phase is Phase.TRUMP and self.trump_samples > 0:
            prefer = best_trump(view.hand, view.rules, trump_choices(view))
            return NameTrump(simulate_trump(view, position_rng(view, self.name, "trump"), self.trump_samples, prefer))
        return self.basic.choose(view)
