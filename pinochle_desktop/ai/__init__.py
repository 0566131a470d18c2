"""Computer players.  They import the engine only, never Qt, and see only a ``PlayerView``.

Levels: ``random`` (a baseline), ``easy`` (basic with slips and timid bids), ``medium`` = ``basic``
(rule-based), ``hard`` and ``expert`` (card play by sampled deals with exact endgames, see ``pimc``;
auction, trump and passing as ``basic``), differing only in how much they search per card.
``sparring`` (not offered to players) bids by Monte Carlo to a low percentile of its hand's value and
plays by the basic player's rules: the auction style ``pinochle match`` measures us against.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Literal

from .basic import BasicPlayer
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .pimc import Budget
from .player import Player, RandomPlayer
from .sparring import SparringPlayer
from .two_handed import DrawBudget

LEVELS = ("random", "easy", "medium", "basic", "hard", "expert", "sparring")

EXPERT_BUDGET = Budget(work=30_000, min_samples=8, max_samples=64, time_limit=0.8, exact_cards=16, tail_cards=8,
                       early_stop=2.5)
"""Sized for a p95 decision time well under a second on a busy 2-core machine; the time limit is a safety net."""
EXPERT_CAUTION = 0.4
"""The expert's help and partner habits in the auction use 0.4 of the basic player's safety margin."""
EXPERT_BID_SAMPLES = 96
"""Deals the expert simulates for its first call of a hand (``bid_sim``; later calls reuse them).  Enough
that the limit hardly moves between positions that differ only in irrelevant history (see
``benchmarks/bid_spread.py``): about 1 rung of spread (standard deviation) where 24 deals gave 2."""
EXPERT_TAKEOVER_SAMPLES = 96
"""Deals the expert plays both ways before taking the contract from its partner (``takeover``)."""
EXPERT_MIN_MAKE = 0.75
"""The expert bids a rung only if its best suit makes it in this share of the simulated deals (without it,
single-deck, it won more but was set more often than the basic player)."""
EXPERT_DRAW_BUDGET = DrawBudget(time_limit=0.4, min_samples=8, max_samples=64, solve_nodes=150_000)
"""Two-handed: at most 0.4 s per card while the stock lasts; the last 12 tricks solved within 150,000 nodes."""
HARD_DRAW_BUDGET = DrawBudget(time_limit=0.2, min_samples=6, max_samples=16, solve_nodes=40_000)
HARD_BUDGET = Budget(work=5_000, min_samples=6, max_samples=16, time_limit=0.4, exact_cards=12, tail_cards=8,
                     early_stop=2.0)


def make_player(level: str, rng: random.Random, *, work: int | None = None,
                time_limit: float | None | Literal["default"] = "default") -> Player:
    """A computer player of that level, drawing its random choices from ``rng``.

    The searching levels (``hard``, ``expert``) ignore ``rng``: they seed each decision from the
    position itself, so one position always gets one answer.

    For the searching levels (``hard``, ``expert``) ``work`` overrides the work budget per card
    (cards played in playouts plus solver nodes; two-handed: sampled deals, one per 250) and ``time_limit``
    the seconds per card; with ``time_limit=None`` a player is deterministic for its seed and work budget.
    """
    if level == "random":
        return RandomPlayer(rng)
    if level == "easy":
        return EasyPlayer(rng)
    if level in ("basic", "medium"):
        return BasicPlayer(rng)
    if level == "sparring":
        return SparringPlayer()
    if level in ("hard", "expert"):
        budget = HARD_BUDGET if level == "hard" else EXPERT_BUDGET
        draw_budget = HARD_DRAW_BUDGET if level == "hard" else EXPERT_DRAW_BUDGET
        if work is not None:
            budget = dataclasses.replace(budget, work=work)
            draw_budget = dataclasses.replace(draw_budget, max_samples=max(4, min(draw_budget.max_samples,
                                                                                  work // 250)))
        if time_limit != "default":
            budget = dataclasses.replace(budget, time_limit=time_limit)
            draw_budget = dataclasses.replace(draw_budget, time_limit=time_limit)
        if level == "hard":
            return ExpertPlayer(budget, name=level, draw_budget=draw_budget)
        return ExpertPlayer(budget, name=level, caution=EXPERT_CAUTION, bid_samples=EXPERT_BID_SAMPLES,
                            bid_min_make=EXPERT_MIN_MAKE, takeover_samples=EXPERT_TAKEOVER_SAMPLES,
                            draw_budget=draw_budget)
    raise ValueError(f"unknown computer level {level!r} (choose from {', '.join(LEVELS)})")


__all__ = ["BasicPlayer", "Budget", "EasyPlayer", "ExpertPlayer", "LEVELS", "Player", "RandomPlayer", "SparringPlayer",
           "make_player"]
