"""The sparring level: Monte Carlo bids to a low percentile of the hand's value, basic play, not offered to players."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.ai import LEVELS, make_player
from pinochle_desktop.ai.sparring import SparringPlayer, percentile_value
from pinochle_desktop.engine import PRESETS, Bid, Pass, PlayerView, Rules, apply, legal_actions, view
from pinochle_desktop.persistence.settings import LEVELS as OFFERED_LEVELS
from tests.ai.test_players import is_legal, random_states
from tests.helpers.cards import SINGLE, deal_hands

PEER = dataclasses.replace(SINGLE, name="peer", min_bid=200, cards_passed=3, first_bidder_opens=True,
                           bidders_keep_meld=True)
STRONG = "AS AS TS KS QS JS 9S QD JD AH TH KH"  # a run, dix, pinochle, two aces of trump: about 210 meld
WEAK = "9H 9C JD 9D JC QH KC JH 9S JS QC KD"  # no meld to speak of, no ace


def first_call(rules: Rules, hand: str) -> PlayerView:
    """The view of seat 0, first to call (dealer 3), holding ``hand``."""
    return view(deal_hands(rules, [hand, "", "", ""], dealer=3, seed=2), 0)


def test_percentile_is_the_lower_value_at_that_share() -> None:
    assert percentile_value([300, 100, 200, 400], 0.25) == 200
    assert percentile_value(list(range(1000)), 0.25) == 250


def test_sparring_opens_a_strong_hand_and_passes_a_weak_one() -> None:
    assert SparringPlayer().choose(first_call(SINGLE, STRONG)) == Bid(250)
    assert SparringPlayer().choose(first_call(SINGLE, WEAK)) == Pass()


def test_sparring_bids_a_strong_hand_far_up_the_ladder() -> None:
    player = SparringPlayer()
    limit = player.hand_limit(first_call(SINGLE, STRONG))
    assert limit >= 350, "a run with the dix and a pinochle is worth well over 350 in three deals of four"
    assert player.hand_limit(first_call(SINGLE, WEAK)) < 250


def test_sparring_opens_at_the_minimum_when_the_first_bidder_must() -> None:
    assert SparringPlayer().choose(first_call(PEER, WEAK)) == Bid(200)


def test_one_view_gets_one_bid_from_any_sparring_player() -> None:
    state = apply(deal_hands(SINGLE, ["", STRONG, "", ""], dealer=3, seed=2), Bid(250))
    spot = view(state, 1)
    answers = {SparringPlayer().choose(spot) for _ in range(3)}
    assert len(answers) == 1 and answers.pop() in legal_actions(spot)


def test_sparring_never_bids_over_its_partner_with_the_opponents_out() -> None:
    state = deal_hands(SINGLE, [STRONG, "", "", ""], dealer=0, seed=2)  # East (1) calls first
    state = apply(apply(apply(state, Pass()), Bid(250)), Pass())  # West (2), partner of South (0), holds 250
    assert state.to_act == 0 and Bid(260) in legal_actions(state)
    assert SparringPlayer().choose(view(state, 0)) == Pass()


@pytest.mark.parametrize("rules_name", ["single-deck", "double-deck", "single-deck-passing"])
def test_sparring_always_acts_legally(rules_name: str) -> None:
    player = SparringPlayer(samples=8)
    for state in random_states(rules_name, 150, 3):
        assert state.to_act is not None
        action = player.choose(view(state, state.to_act))
        assert is_legal(state, action), (rules_name, state.phase, action)


def test_sparring_is_a_match_level_never_offered_to_players() -> None:
    assert "sparring" in LEVELS
    assert make_player("sparring", random.Random(1)).name == "sparring"
    assert "sparring" not in OFFERED_LEVELS
    assert all(name in PRESETS for name in ("single-deck", "double-deck"))
