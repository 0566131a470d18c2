"""One position, one answer: the searching players seed every decision from the position itself."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.seeding import first_call_view, position_seed
from pinochle_desktop.engine import Bid, Pass, Phase, apply, view
from pinochle_desktop.engine.state import GameState
from tests.helpers.cards import DOUBLE, SINGLE, deal_hands, full_hands, tricks_position

HEARTS = "AH TH KH QH 9H AS KS QS JD JC 9C TD"
"""A hand whose limit, with 24 simulated deals drawn from the player's own seed, ranged from 260 to 390
over 20 seeds in the spot below (12 bids, 8 passes)."""
ROOT = Path(__file__).resolve().parents[2]


def expert(seed: int, **kwargs):
    return make_player("expert", random.Random(seed), time_limit=None, **kwargs)


def single_position(*calls: int | str, dealer: int = 2, hands: tuple[str, ...] = ("", "", HEARTS, "")) -> GameState:
    state = deal_hands(SINGLE, list(hands), dealer=dealer, seed=4)
    for call in calls:
        state = apply(state, Pass() if call == "pass" else Bid(int(call)))
    return state


def test_twenty_experts_give_one_bid_for_one_view() -> None:
    # North (2) with partner South holding 250 and both opponents passed: the spot of issue 17.
    spot = view(single_position("pass", 250, "pass"), 2)
    assert len({expert(seed).choose(spot) for seed in range(20)}) == 1
    # North's first call of the hand, nobody has called yet.
    first = view(single_position(dealer=1), 2)
    assert len({expert(seed).choose(first) for seed in range(20)}) == 1


def test_twenty_experts_give_one_bid_for_one_double_deck_view() -> None:
    state = deal_hands(DOUBLE, ["", "", "AH AH TH KH KH QH QH JH AS KS QS JD JD AC KC QC TD TD KD QD", ""],
                       dealer=1, seed=4)
    state = apply(apply(state, Bid(50)), Pass())  # North bids 50, East passes: South to call
    v = view(state, 0)
    assert len({expert(seed).choose(v) for seed in range(20)}) == 1


def test_twenty_experts_play_one_card_for_one_view() -> None:
    hands = full_hands(SINGLE, ["AS TS KS 9S AH JH", "AD TD KD QD QC JC", "", ""], seed=7)
    state = tricks_position(SINGLE, [" ".join(h.split()[:6]) for h in hands], trump="S", leader=0, bid=260,
                            team_meld=(80, 40))
    v = view(state, 0)
    assert len({expert(seed, work=3000).choose(v) for seed in range(20)}) == 1


def test_a_fresh_expert_answers_every_call_as_the_one_that_bid_the_whole_auction() -> None:
    """A hint is a fresh player asked about one view; it must give the bid the seat's own player gives,
    though that player sampled its deals at its first call and reused them."""
    for rules, seed in ((SINGLE, 11), (DOUBLE, 12)):
        state = deal_hands(rules, ["", "", "", ""], dealer=seed % 4, seed=seed)
        players = [expert(100 + s) for s in range(4)]
        calls = 0
        while state.phase is Phase.AUCTION:
            seat = state.to_act
            assert seat is not None
            v = view(state, seat)
            action = players[seat].choose(v)
            assert expert(999).choose(v) == action, (rules.name, state.auction)
            state = apply(state, action)
            calls += 1
        assert calls >= 4


def test_the_first_call_view_is_rebuilt_from_any_later_view() -> None:
    state = single_position(dealer=1)  # North calls first
    at_first = view(state, 2)
    later = single_position(dealer=1)
    for call in (Bid(250), Bid(260), Pass(), Pass(), Bid(270)):
        later = apply(later, call)
    assert later.to_act == 3
    assert first_call_view(view(later, 2)) == at_first
    assert first_call_view(at_first) == at_first


def test_the_position_seed_is_the_same_in_another_process() -> None:
    """Seeds come from a digest of the view's text, never from Python's per-process string hashing."""
    code = ("from pinochle_desktop.engine import view\n"
            "from pinochle_desktop.ai.seeding import position_seed\n"
            "from tests.helpers.cards import SINGLE, deal_hands\n"
            f"state = deal_hands(SINGLE, ['', '', {HEARTS!r}, ''], dealer=2, seed=4)\n"
            "print(position_seed(view(state, 3), 'expert'))\n")
    here = position_seed(view(deal_hands(SINGLE, ["", "", HEARTS, ""], dealer=2, seed=4), 3), "expert")
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(ROOT))
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        assert int(out.stdout) == here
    assert position_seed(view(deal_hands(SINGLE, ["", "", HEARTS, ""], dealer=2, seed=4), 3), "hard") != here
