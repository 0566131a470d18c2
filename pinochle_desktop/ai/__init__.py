"""Computer players.  They import the engine only, never Qt, and see only a ``PlayerView``."""

from __future__ import annotations

import random

from .basic import BasicPlayer
from .easy import EasyPlayer
from .expert import ExpertPlayer
from .pimc import Budget
from .player import Player, RandomPlayer

LEVELS = ("random", "easy", "medium", "basic", "hard", "expert")


def make_player(level: str, rng: random.Random) -> Player:
    """A computer player of that level, drawing its random choices from ``rng``."""
    if level == "random":
        return RandomPlayer(rng)
    if level == "easy":
        return EasyPlayer(rng)
    if level in ("basic", "medium"):
        return BasicPlayer(rng)
    if level == "hard":
        return ExpertPlayer(rng, Budget(work=8_000, min_samples=6, max_samples=60), name="hard")
    if level == "expert":
        return ExpertPlayer(rng, Budget())
    raise ValueError(f"unknown computer level {level!r} (choose from {', '.join(LEVELS)})")


__all__ = ["BasicPlayer", "Budget", "EasyPlayer", "ExpertPlayer", "LEVELS", "Player", "RandomPlayer", "make_player"]
