"""Computer players.  They import the engine only, never Qt, and see only a ``PlayerView``."""

from __future__ import annotations

import random

from .basic import BasicPlayer
from .player import Player, RandomPlayer

LEVELS = ("random", "easy", "medium", "basic", "hard", "expert")


def make_player(level: str, rng: random.Random) -> Player:
    """A computer player of that level, drawing its random choices from ``rng``."""
    if level == "random":
        return RandomPlayer(rng)
    if level in ("basic", "medium"):
        return BasicPlayer(rng)
    raise ValueError(f"unknown computer level {level!r} (choose from random, basic)")


__all__ = ["BasicPlayer", "LEVELS", "Player", "RandomPlayer", "make_player"]
