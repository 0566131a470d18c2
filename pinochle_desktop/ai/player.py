"""What a computer player is: something that picks an action from a view."""

from __future__ import annotations

import random
from typing import Protocol

from ..engine.actions import Action
from ..engine.game import random_action
from ..engine.view import PlayerView


class Player(Protocol):
    """A computer player: deterministic for a given ``random.Random`` and sequence of views."""

    name: str

    def choose(self, view: PlayerView) -> Action:
        """The action for the seat to act (``view.seat == view.to_act``)."""
        ...


class RandomPlayer:
    """A uniformly random legal action: the baseline for measuring."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: PlayerView) -> Action:
        return random_action(view, self.rng)
