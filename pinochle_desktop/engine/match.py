"""A ``Match``: rules, seed and the list of states.  Undo, redo, replay and save fall out of it."""

from __future__ import annotations

import random
from collections.abc import Iterable

from .actions import Action, Deal
from .game import apply, deal_action
from .rules import Rules
from .state import GameState, Phase, new_game


def first_dealer(seed: int, players: int = 4) -> int:
    return random.Random(seed).randrange(players)


def deal_for(state: GameState, seed: int) -> Deal:
    """The deal of the next hand: a function of the seed and the hand number only."""
    return deal_action(state, random.Random(f"pinochle:{seed}:{state.hand_number}"))


class Match:
    """One game: its rules and seed, every action taken, and every state passed through."""

    def __init__(self, rules: Rules, seed: int, actions: Iterable[Action] = ()) -> None:
        self.rules = rules
        self.seed = seed
        self.states: list[GameState] = [new_game(rules, first_dealer(seed, rules.players))]
        self.actions: list[Action] = []
        self._redo: list[Action] = []
        for action in actions:
            self.apply(action)

    @property
    def state(self) -> GameState:
        return self.states[-1]

    def apply(self, action: Action) -> GameState:
        """Take an action (checked by the engine); clears the redo list unless it repeats it."""
        state = apply(self.state, action)
        self.states.append(state)
        self.actions.append(action)
        if self._redo and self._redo[-1] == action:
            self._redo.pop()
        else:
            self._redo.clear()
        return state

    def deal(self) -> GameState:
        """Deal the next hand (the chance action), if the game is waiting for one."""
        if self.state.phase is not Phase.DEAL:
            raise ValueError("the game is not waiting for a deal")
        return self.apply(deal_for(self.state, self.seed))

    def undo(self, count: int = 1) -> GameState:
        """Take back ``count`` actions (they can be redone until another action is taken)."""
        for _ in range(min(count, len(self.actions))):
            self.states.pop()
            self._redo.append(self.actions.pop())
        return self.state

    def truncate(self, length: int) -> GameState:
        """Go back to the state after ``length`` actions."""
        return self.undo(len(self.actions) - length)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> GameState:
        if not self._redo:
            raise ValueError("nothing to redo")
        return self.apply(self._redo[-1])
