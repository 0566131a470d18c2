"""The expert bidder's bury (three players), and whether to concede instead, by simulation.

The best few buries by card sense are each played out over the same deals of the other hands
(consistent with what this seat knows and with the auction); the bury with the best average hand
score is made, unless conceding (losing the bid, the others scoring only their meld) is better still.
"""

from __future__ import annotations

import random

from ..engine.actions import Action, Bury, ThrowIn
from ..engine.game import bury_count, throw_in_allowed
from ..engine.view import PlayerView
from .auction_evidence import EvidenceSampler
from .futures import play_future
from .knowledge import knowledge_of
from .sampling import sample_hands
from .widow import ranked_buries

SURE_BETTER = 0.03
"""Another bury replaces the best by card sense only when it scores this share of the trick points more
on average over the sampled deals (fewer samples than that cannot tell them apart)."""


def bury_or_concede(view: PlayerView, rng: random.Random, samples: int, candidates: int) -> Action:
    """The bury (or the concession) with the best simulated hand score for the bidder to act."""
    rules = view.rules
    trump = view.trump
    assert trump is not None
    bid = view.high_bid or rules.min_bid
    ranked = ranked_buries(view.hand, view.melds[view.seat].cards, trump, bury_count(view))[:candidates]
    may_concede = throw_in_allowed(view)
    if len(ranked) == 1 and not may_concede:
        return Bury(ranked[0])
    know = knowledge_of(view)
    draw = EvidenceSampler(view, lambda: sample_hands(view, know, rng), rng)
    masks = [sum(1 << c for c in bury) for bury in ranked]
    totals = [0.0] * len(ranked)
    conceded = 0.0
    for _ in range(samples):
        hands = draw()
        for i, mask in enumerate(masks):
            future = play_future(rules, hands, view.seat, trump, bury=mask)
            totals[i] += future.differential(rules, bid)
            if i == 0:
                conceded += future.conceded(rules, bid)
    best = max(range(len(ranked)), key=lambda i: (totals[i], -i))
    if totals[best] - totals[0] < SURE_BETTER * rules.trick_total * samples:
        best = 0  # within the noise of the samples: card sense decides
    if may_concede and conceded > totals[best]:
        return ThrowIn()
    return Bury(ranked[best])


__all__ = ["bury_or_concede"]
