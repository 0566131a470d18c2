"""Computer players against each other: duplicate deals and full games, with statistics.

Duplicate: every deal is played twice with the same cards and dealer, the two
levels swapping seats, so luck of the cards cancels out of the difference.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..engine.game import apply
from ..engine.match import deal_for
from ..engine.rules import Rules
from ..engine.scoring import Outcome
from ..engine.state import GameState, Phase, new_game, team_of
from ..engine.view import view
from . import make_player
from .player import Player


@dataclass
class LevelStats:
    """What one level did over a match."""

    points: int = 0
    hands: int = 0
    bids_won: int = 0
    bids_made: int = 0
    bid_total: int = 0
    meld_total: int = 0
    games_won: int = 0
    decision_times: list[float] = field(default_factory=list)

    def merge(self, other: LevelStats) -> None:
        self.points += other.points
        self.hands += other.hands
        self.bids_won += other.bids_won
        self.bids_made += other.bids_made
        self.bid_total += other.bid_total
        self.meld_total += other.meld_total
        self.games_won += other.games_won
        self.decision_times.extend(other.decision_times)


@dataclass
class DealRecord:
    """One deal played twice: per level, its points in each seating, and the stats."""

    index: int
    diff: float  # level A minus level B, averaged over the two seatings
    stats: tuple[LevelStats, LevelStats]


def _seats(level_a: str, level_b: str, a_team: int, rng_seed: int) -> list[tuple[int, Player]]:
    players = []
    for seat in range(4):
        level = level_a if team_of(seat) == a_team else level_b
        players.append((0 if team_of(seat) == a_team else 1, make_player(level, random.Random(rng_seed * 4 + seat))))
    return players


def play_until(state: GameState, players: list[tuple[int, Player]], stats: tuple[LevelStats, LevelStats],
               seed: int, stop: Callable[[GameState], bool]) -> GameState:
    """Play computer players from ``state`` until ``stop`` says so, timing every decision."""
    while not stop(state):
        if state.phase is Phase.DEAL:
            state = apply(state, deal_for(state, seed))
            continue
        seat = state.to_act
        assert seat is not None
        level_index, player = players[seat]
        started = time.perf_counter()
        action = player.choose(view(state, seat))
        stats[level_index].decision_times.append(time.perf_counter() - started)
        state = apply(state, action)
    return state


def _record_hands(state: GameState, a_team: int, stats: tuple[LevelStats, LevelStats], first: int = 0) -> None:
    for result in state.results[first:]:
        for team in (0, 1):
            s = stats[0 if team == a_team else 1]
            s.points += result.points[team]
            s.hands += 1
            s.meld_total += result.meld[team]
            if result.bidders == team:
                s.bids_won += 1
                s.bid_total += result.bid
                s.bids_made += result.score.outcome is Outcome.MADE


def play_deal(rules: Rules, seed: int, index: int, level_a: str, level_b: str) -> DealRecord:
    """Deal ``index`` played twice, the levels swapping teams."""
    stats = (LevelStats(), LevelStats())
    diff = 0.0
    for a_team in (0, 1):
        start = new_game(rules, index % 4).evolve(hand_number=index)
        players = _seats(level_a, level_b, a_team, seed * 1_000_003 + index * 2 + a_team)
        end = play_until(start, players, stats, seed, lambda s: bool(s.results))
        _record_hands(end, a_team, stats)
        points = end.results[-1].points
        diff += (points[a_team] - points[1 - a_team]) / 2
    return DealRecord(index, diff, stats)


def play_game(rules: Rules, seed: int, index: int, level_a: str, level_b: str) -> DealRecord:
    """Game ``index`` played twice from the same seed, the levels swapping teams."""
    stats = (LevelStats(), LevelStats())
    diff = 0.0
    game_seed = seed * 1_000_003 + index
    for a_team in (0, 1):
        start = new_game(rules, index % 4)
        players = _seats(level_a, level_b, a_team, game_seed * 2 + a_team)
        end = play_until(start, players, stats, game_seed,
                         lambda s: s.phase is Phase.GAME_OVER or len(s.results) >= 200)
        _record_hands(end, a_team, stats)
        if end.winner is not None:
            stats[0 if end.winner == a_team else 1].games_won += 1
        diff += (end.scores[a_team] - end.scores[1 - a_team]) / 2
    return DealRecord(index, diff, stats)


def mean_ci(values: Iterable[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    data = list(values)
    n = len(data)
    if n == 0:
        return 0.0, 0.0
    mean = sum(data) / n
    if n < 2:
        return mean, float("inf")
    var = sum((x - mean) ** 2 for x in data) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]
