"""The ``hard`` and ``expert`` computer players: sampled deals for card play, basic sense elsewhere."""

from __future__ import annotations

import random

from ..engine.actions import Action, Play, ThrowIn
from ..engine.game import legal_play_cards, throw_in_allowed
from ..engine.state import Phase
from ..engine.view import PlayerView
from .basic import BasicPlayer
from .cardplay import choose_card
from .pimc import Budget, search_card


class ExpertPlayer:
    """Perfect-information Monte Carlo card play over deals consistent with this seat's knowledge."""

    def __init__(self, rng: random.Random, budget: Budget | None = None, name: str = "expert") -> None:
        self.rng = rng
        self.name = name
        self.budget = budget or Budget()
        self.basic = BasicPlayer(rng)

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.TRICKS:
            if throw_in_allowed(view):
                return ThrowIn()
            legal = legal_play_cards(view)
            prefer = choose_card(view, legal)
            if legal & (legal - 1) == 0:
                return Play(prefer)
            result = search_card(view, self.rng, self.budget, prefer)
            return Play(result.card)
        return self.basic.choose(view)
