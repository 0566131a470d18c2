"""Seeded random play for engine tests: a mostly-pass auction (so hands get played) or fully random."""

from __future__ import annotations

import random
from collections.abc import Iterator

from pinochle_desktop.engine import (
    Action,
    Bid,
    GameState,
    Match,
    Pass,
    Phase,
    Rules,
    bid_choices,
    random_action,
)


def modest_call(state: GameState, rng: random.Random) -> Action:
    """An auction call that mostly passes or bids the next rung (now and then a small jump)."""
    choices = bid_choices(state)
    roll = rng.random()
    if choices and roll < 0.30:
        return Bid(choices[0])
    if len(choices) > 3 and roll < 0.36:
        return Bid(choices[rng.randrange(1, 4)])
    return Pass(state.rules.pass_with_help and rng.random() < 0.2)


def policy_action(state: GameState, rng: random.Random, fully_random: bool) -> Action:
    """The next action of the seat to act (not for the deal)."""
    if state.phase is Phase.AUCTION and not fully_random:
        return modest_call(state, rng)
    return random_action(state, rng)


def play_match(rules: Rules, seed: int, *, max_hands: int, random_share: float = 0.2) -> Iterator[tuple[Match, Action]]:
    """Play one seeded game to its end (or ``max_hands``), yielding the match after every action.

    Each hand is played with the mostly-pass auction, or with a fully random one (``random_share``).
    """
    rng = random.Random(seed)
    match = Match(rules, seed)
    fully_random = False
    while match.state.phase is not Phase.GAME_OVER:
        state = match.state
        if state.phase is Phase.DEAL:
            if state.hand_number >= max_hands:
                return
            fully_random = rng.random() < random_share
            match.deal()
        else:
            match.apply(policy_action(state, rng, fully_random))
        yield match, match.actions[-1]
