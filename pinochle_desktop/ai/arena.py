"""Computer players against each other: duplicate deals and full games, with statistics.

Duplicate: every deal is played once per side with the same cards and dealer,
level A taking each side in turn (level B the others), so luck of the cards
cancels out of the difference.  With two sides that is twice, the levels
swapping seats.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..engine.actions import Bid
from ..engine.game import apply
from ..engine.match import deal_for
from ..engine.rules import Rules
from ..engine.scoring import Outcome
from ..engine.state import GameState, Phase, new_game
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
    points_as_bidder: int = 0  # its points in the hands its side held the contract (stuck too)
    points_as_defender: int = 0  # ... and in the others
    lost_both: int = 0  # duplicate deals: hands of deals in which the other level held the contract both times
    lost_one_rung: int = 0  # ... of those, hands whose contract was one rung above this level's last bid
    decision_times: list[float] = field(default_factory=list)

    def merge(self, other: LevelStats) -> None:
        self.points += other.points
        self.hands += other.hands
        self.bids_won += other.bids_won
        self.bids_made += other.bids_made
        self.bid_total += other.bid_total
        self.meld_total += other.meld_total
        self.games_won += other.games_won
        self.points_as_bidder += other.points_as_bidder
        self.points_as_defender += other.points_as_defender
        self.lost_both += other.lost_both
        self.lost_one_rung += other.lost_one_rung
        self.decision_times.extend(other.decision_times)


@dataclass
class DealRecord:
    """One deal played twice: per level, its points in each seating, and the stats."""

    index: int
    diff: float  # level A minus (the average of) level B, averaged over the seatings
    stats: tuple[LevelStats, LevelStats]


def _seats(rules: Rules, level_a: str, level_b: str, a_side: int, rng_seed: int) -> list[tuple[int, Player]]:
    players = []
    for seat, side in enumerate(rules.seating.side_of):
        level = level_a if side == a_side else level_b
        players.append((0 if side == a_side else 1, make_player(level, random.Random(rng_seed * 4 + seat))))
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
        for team in state.rules.seating.sides:
            s = stats[0 if team == a_team else 1]
            s.points += result.points[team]
            s.hands += 1
            s.meld_total += result.meld[team]
            if result.bidders == team:
                s.points_as_bidder += result.points[team]
            else:
                s.points_as_defender += result.points[team]
            if result.bidders == team and result.score is not None:
                s.bids_won += 1
                s.bid_total += result.bid
                s.bids_made += result.score.outcome is Outcome.MADE


def _lead_over_others(figures: tuple[int, ...], a_side: int) -> float:
    """Side ``a_side``'s figure less the others' average."""
    others = [f for side, f in enumerate(figures) if side != a_side]
    return figures[a_side] - sum(others) / len(others)


def _last_bid(state: GameState, side: int) -> int | None:
    """The highest bid any seat of ``side`` made in the hand's auction (None: it only passed)."""
    side_of = state.rules.seating.side_of
    bids = [call.amount for seat, call in state.auction if side_of[seat] == side and isinstance(call, Bid)]
    return max(bids) if bids else None


def _count_lost_contracts(rules: Rules, hands: list[tuple[int, GameState]], stats: tuple[LevelStats, LevelStats]) \
        -> None:
    """Two sides: when one level held the contract in both seatings, the other level lost it twice; count
    those hands, and the ones whose contract was exactly one rung above the loser's last bid."""
    if len(rules.seating.sides) != 2 or len(hands) != 2:
        return
    holders = {(0 if end.last_result.bidders == a_team else 1)  # type: ignore[union-attr]
               for a_team, end in hands}
    if len(holders) != 1:
        return
    loser = 1 - holders.pop()
    for a_team, end in hands:
        losing_side = a_team if loser == 0 else 1 - a_team
        stats[loser].lost_both += 1
        last = _last_bid(end, losing_side)
        result = end.last_result
        assert result is not None
        if last is not None and not result.stuck and rules.next_bid(last) == result.bid:
            stats[loser].lost_one_rung += 1


def play_deal(rules: Rules, seed: int, index: int, level_a: str, level_b: str) -> DealRecord:
    """Deal ``index`` played once per side, level A taking each side in turn."""
    stats = (LevelStats(), LevelStats())
    diff = 0.0
    sides = rules.seating.sides
    ends: list[tuple[int, GameState]] = []
    for a_team in sides:
        start = new_game(rules, index % rules.players).evolve(hand_number=index)
        players = _seats(rules, level_a, level_b, a_team, seed * 1_000_003 + index * 2 + a_team)
        end = play_until(start, players, stats, seed, lambda s: bool(s.results))
        _record_hands(end, a_team, stats)
        ends.append((a_team, end))
        diff += _lead_over_others(end.results[-1].points, a_team) / len(sides)
    _count_lost_contracts(rules, ends, stats)
    return DealRecord(index, diff, stats)


def play_game(rules: Rules, seed: int, index: int, level_a: str, level_b: str) -> DealRecord:
    """Game ``index`` played once per side from the same seed, level A taking each side in turn."""
    stats = (LevelStats(), LevelStats())
    diff = 0.0
    game_seed = seed * 1_000_003 + index
    sides = rules.seating.sides
    for a_team in sides:
        start = new_game(rules, index % rules.players)
        players = _seats(rules, level_a, level_b, a_team, game_seed * 2 + a_team)
        end = play_until(start, players, stats, game_seed,
                         lambda s: s.phase is Phase.GAME_OVER or len(s.results) >= 200)
        _record_hands(end, a_team, stats)
        if end.winner is not None:
            stats[0 if end.winner == a_team else 1].games_won += 1
        diff += _lead_over_others(end.scores, a_team) / len(sides)
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
