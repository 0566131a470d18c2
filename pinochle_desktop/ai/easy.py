"""The ``easy`` computer player: the basic player with a beginner's slips.

It bids timidly, and now and then plays a random legal card instead of the
sensible one, so a new player can win tricks off it.
"""

from __future__ import annotations

import random

from ..engine.actions import Action, Play
from ..engine.cards import cards_of as cards_of_mask
from ..engine.game import legal_play_cards, throw_in_allowed
from ..engine.state import Phase
from ..engine.view import PlayerView
from .basic import BasicPlayer


class EasyPlayer(BasicPlayer):
    """Basic play, but timid in the auction and careless with one card in ``slip`` on average."""

    name = "easy"

    def __init__(self, rng: random.Random, slip: float = 0.3) -> None:
        super().__init__(rng, caution=2.0)
        self.slip_rng = rng
        self.slip = slip

    def choose(self, view: PlayerView) -> Action:
        if view.phase in (Phase.TRICKS, Phase.STOCK) and not throw_in_allowed(view) \
                and self.slip_rng.random() < self.slip:
            return Play(self.slip_rng.choice(cards_of_mask(legal_play_cards(view))))
        return super().choose(view)
