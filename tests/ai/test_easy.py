"""The easy level: the basic player's play with a beginner's slips and timid bids."""

from __future__ import annotations

import random

from pinochle_desktop.ai import BasicPlayer, EasyPlayer
from pinochle_desktop.engine import Phase, view
from tests.ai.test_players import random_states


def test_easy_slips_now_and_then_but_not_always() -> None:
    differ = same = 0
    for state in random_states("single-deck", 400, 9):
        if state.phase is not Phase.TRICKS or state.to_act is None:
            continue
        v = view(state, state.to_act)
        easy = EasyPlayer(random.Random(len(state.tricks))).choose(v)
        if easy == BasicPlayer(random.Random(0)).choose(v):
            same += 1
        else:
            differ += 1
    assert differ > 0 and same > differ


def test_easy_bids_more_timidly() -> None:
    for state in random_states("single-deck", 200, 10):
        if state.phase is Phase.AUCTION and state.to_act is not None:
            v = view(state, state.to_act)
            assert EasyPlayer(random.Random(1)).max_bid(v) < BasicPlayer(random.Random(1)).max_bid(v)
