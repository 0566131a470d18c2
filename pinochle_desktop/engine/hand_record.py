"""A finished hand's record (its deal and every action after it) and its replay: a networked table sends each
player the record once the hand is over, and the player's computer replays it for the hand review.

The replay starts from the state before the deal as the hand's result tells it (dealer, hand number, the
scores before it) and must end in that very result: a record that does not is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action, Deal
from .errors import IllegalAction
from .game import apply
from .rules import Rules
from .state import GameState, HandResult, new_game


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand: its deal and the actions to its score."""

    hand_number: int
    deal: Deal
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """A hand replayed with every card known: ``states[0]`` is before the deal, ``states[i + 1]`` after
    ``actions[i]`` (the deal first).  Reads like a ``Match`` of that one hand (``states`` and ``actions``)."""

    rules: Rules
    states: tuple[GameState, ...]
    actions: tuple[Action, ...]


def finished_hands(states: Sequence[GameState], actions: Sequence[Action]) -> list[HandRecord]:
    """The record of every hand finished in a game (``states[i + 1]`` is the state after ``actions[i]``)."""
    records = []
    start: int | None = None
    for i, action in enumerate(actions):
        if isinstance(action, Deal):
            start = i
        elif start is not None and len(states[i + 1].results) > len(states[i].results):
            deal = actions[start]
            assert isinstance(deal, Deal)
            records.append(HandRecord(states[i + 1].results[-1].hand_number, deal, tuple(actions[start + 1:i + 1])))
            start = None
    return records


def replay_hand(rules: Rules, record: HandRecord, result: HandResult,
                earlier: tuple[HandResult, ...]) -> PlayedHand:
    """The hand of ``record`` played again from its deal; ``ValueError`` if the record is not the hand that
    ended in ``result`` (``earlier``: the game's results before it)."""
    if record.hand_number != result.hand_number:
        raise ValueError("the record is of another hand")
    before = tuple(total - points for total, points in zip(result.totals, result.points, strict=True))
    state = new_game(rules, result.dealer).evolve(hand_number=result.hand_number - 1, scores=before,
                                                  results=earlier)
    states = [state]
    try:
        for action in (record.deal, *record.actions):
            state = apply(state, action)
            states.append(state)
    except IllegalAction as exc:
        raise ValueError(f"the record breaks the rules: {exc}") from None
    if state.results[len(earlier):] != (result,):
        raise ValueError("the record does not end in the hand's result")
    if any(len(s.results) != len(earlier) for s in states[:-1]):
        raise ValueError("the record holds more than one hand")
    return PlayedHand(rules, tuple(states), (record.deal, *record.actions))
