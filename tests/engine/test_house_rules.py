"""House rules from other tables: the first bidder must open, bidders keep meld without a trick, 3 cards passed."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import (
    Bid,
    GameState,
    IllegalAction,
    Outcome,
    Pass,
    PassCards,
    Phase,
    Reason,
    Rules,
    apply,
    bid_choices,
    cards_of,
    legal_actions,
    score_keeper,
    view,
)
from pinochle_desktop.engine.game import pass_allowed, random_action
from pinochle_desktop.engine.scoring import points_still_needed
from tests.helpers.cards import SINGLE, auction, deal_hands, hand, play, tricks_position

OPENS = dataclasses.replace(SINGLE, first_bidder_opens=True)
KEEPS = dataclasses.replace(SINGLE, bidders_keep_meld=True)
PEER = dataclasses.replace(SINGLE, name="peer", min_bid=200, cards_passed=3, first_bidder_opens=True,
                           bidders_keep_meld=True)


def dealt(rules: Rules) -> GameState:
    """Seat 0 (left of dealer 3) calls first; seat 0 holds a weak hand it would gladly pass."""
    return deal_hands(rules, ["9H 9C JD 9D JC QH KC JH 9S JS QC KD", "", "", ""], dealer=3, seed=4)


def points_of(state: GameState) -> tuple[int, ...]:
    assert state.last_result is not None
    return state.last_result.points


# ------------------------------------------------------------------ the first bidder must open
def test_first_bidder_may_only_open_at_the_minimum() -> None:
    state = dealt(OPENS)
    assert legal_actions(state) == (Bid(250),)
    assert bid_choices(state) == (250,) and not pass_allowed(state)
    assert legal_actions(view(state, 0)) == (Bid(250),), "the seat's own view offers the same"


@pytest.mark.parametrize("call", [Pass(), Pass(True), Bid(260), Bid(300)])
def test_first_bidder_cannot_pass_or_jump(call: Bid | Pass) -> None:
    state = dealt(OPENS)
    with pytest.raises(IllegalAction) as info:
        apply(state, call)
    assert info.value.reason is Reason.MUST_OPEN
    assert "must open at the minimum, 250" in str(info.value)


def test_after_the_opening_bid_the_others_may_pass_and_jump() -> None:
    state = auction(dealt(OPENS), 250)
    assert Pass() in legal_actions(state) and Bid(300) in legal_actions(state)
    state = auction(state, 300, "pass", "pass", "pass")
    assert (state.bidder, state.high_bid, state.stuck) == (1, 300, False)


def test_nobody_is_stuck_when_the_first_bidder_must_open() -> None:
    state = auction(dealt(OPENS), 250, "pass", "pass", "pass")
    assert (state.bidder, state.high_bid, state.stuck, state.phase) == (0, 250, False, Phase.TRUMP)


def test_without_the_rule_the_first_bidder_may_pass() -> None:
    state = dealt(SINGLE)
    assert Pass() in legal_actions(state) and Bid(300) in legal_actions(state)


def test_random_calls_never_pass_before_a_bid_stands() -> None:
    state = dealt(OPENS)
    rng = random.Random(3)
    assert {random_action(state, rng) for _ in range(50)} == {Bid(250)}


# ------------------------------------------------------------------ the bidders keep meld without a trick
def test_bidders_without_a_trick_keep_their_meld_where_the_rule_says_so() -> None:
    for rules, points in ((KEEPS, (400, 250)), (SINGLE, (-250, 250))):
        state = tricks_position(rules, ["9H", "AH", "9H", "KH"], trump="S", bidder=0, bid=250,
                                team_meld=(400, 0), taken=(0, 220))
        state = play(state, "9H", "AH", "9H", "KH")
        assert points_of(state) == points, rules.name


def test_others_without_a_trick_still_lose_their_meld() -> None:
    score = score_keeper(KEEPS, 250, 100, 80, 250, 0)
    assert (score.outcome, score.bidders, score.others) == (Outcome.MADE, 350, 0)


def test_bidders_without_a_trick_are_set_when_meld_alone_falls_short() -> None:
    score = score_keeper(KEEPS, 300, 250, 40, 0, 250)
    assert (score.outcome, score.bidders, score.others, score.bidders_kept) == (Outcome.SET, -300, 290, True)


def test_points_still_needed_asks_no_trick_of_bidders_who_keep_meld() -> None:
    assert points_still_needed(KEEPS, 250, 300, 0) == 0
    assert points_still_needed(SINGLE, 250, 300, 0) == 1


# ------------------------------------------------------------------ three cards passed
def test_three_cards_go_over_and_three_come_back() -> None:
    state = auction(deal_hands(PEER, ["", "", "", "AS AS TS KS QS JS 9S QD JD AH TH KH"], dealer=2, seed=1), 200)
    while state.phase is Phase.AUCTION:
        state = auction(state, "pass")
    assert state.bidder == 3
    state = apply(state, next(a for a in legal_actions(state)))  # names the first suit offered
    assert state.phase is Phase.PASS_TO_BIDDER and state.to_act == 1
    assert all(len(a.cards) == 3 for a in legal_actions(state) if isinstance(a, PassCards))
    partner_cards = cards_of(state.hands[1])[:3]
    state = apply(state, PassCards(tuple(partner_cards)))
    assert state.hands[3].bit_count() == 15
    with pytest.raises(IllegalAction) as info:
        apply(state, PassCards(tuple(cards_of(state.hands[3])[:4])))
    assert info.value.reason is Reason.WRONG_PASS_COUNT
    state = apply(state, PassCards(tuple(cards_of(state.hands[3])[:3])))
    assert state.phase is Phase.TRICKS
    assert [h.bit_count() for h in state.hands] == [12, 12, 12, 12]


def test_peer_rules_are_saved_and_read_back() -> None:
    data = PEER.to_dict()
    assert data["first_bidder_opens"] is True and data["bidders_keep_meld"] is True
    assert Rules.from_dict(data) == PEER
    older = {k: v for k, v in SINGLE.to_dict().items() if k not in ("first_bidder_opens", "bidders_keep_meld")}
    assert Rules.from_dict(older) == SINGLE, "a save from before these options plays as it did"


def test_cards_in_text_build_the_first_hand() -> None:
    state = dealt(OPENS)
    assert state.hands[0] == hand("9H 9C JD 9D JC QH KC JH 9S JS QC KD")
