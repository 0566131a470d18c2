"""Seeded random games for the disk-layer tests (also run in a subprocess by the kill test).

In the auction a player passes or makes the next bid, so contracts stay low
and most hands are played out rather than thrown in or not played.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pinochle_desktop.engine.actions import Action, Bid, Pass
from pinochle_desktop.engine.game import random_action
from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import Rules
from pinochle_desktop.engine.state import GameState, Phase
from pinochle_desktop.persistence.settings import DEFAULT_SEATS, SeatConfig

SEATS: tuple[SeatConfig, ...] = (
    SeatConfig("Ann ♥", human=True),
    *DEFAULT_SEATS[1:3],
    SeatConfig("Eve", human=False, level="hard"),
)


def choose(state: GameState, rng: random.Random) -> Action:
    """A random legal action; in the auction only a pass or the next bid."""
    if state.phase is Phase.AUCTION:
        nxt = state.rules.next_bid(state.high_bid)
        if nxt is not None and rng.random() < 0.4:
            return Bid(nxt)
        return Pass()
    return random_action(state, rng)


def play(
    rules: Rules,
    seed: int,
    stop: Callable[[Match], bool] = lambda match: False,
    on_action: Callable[[Match], None] = lambda match: None,
    max_actions: int = 5000,
) -> Match:
    """Play a seeded game until ``stop(match)``, game over or ``max_actions``; ``on_action`` after each."""
    match = Match(rules, seed)
    rng = random.Random(f"choose:{seed}")
    while match.state.phase is not Phase.GAME_OVER and len(match.actions) < max_actions:
        if stop(match):
            break
        if match.state.phase is Phase.DEAL:
            match.deal()
        else:
            match.apply(choose(match.state, rng))
        on_action(match)
    return match
