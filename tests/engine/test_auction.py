"""The auction: each preset's bid ladder, jumps, final passes, pass with help, the stuck dealer, the cap."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.engine import (
    Bid,
    GameState,
    IllegalAction,
    Pass,
    Phase,
    Reason,
    Rules,
    apply,
    bid_choices,
    deal_action,
    legal_actions,
    new_game,
    view,
)
from pinochle_desktop.engine.meld_totals import most_makeable_bid
from tests.helpers.cards import DOUBLE, MELD20, PASSING, SINGLE, TENS, auction

ALL = [SINGLE, PASSING, DOUBLE, MELD20, TENS]


def dealt(rules: Rules, dealer: int = 3, seed: int = 7) -> GameState:
    """A fresh hand just dealt; with dealer 3, seat 0 bids first."""
    state = new_game(rules, dealer)
    return apply(state, deal_action(state, random.Random(seed)))


# ------------------------------------------------------------------ the ladders
def test_double_deck_ladder_50_to_60_by_1_then_by_5_to_250() -> None:
    ladder = DOUBLE.ladder()
    assert ladder[:12] == (50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 65)
    assert ladder[-3:] == (240, 245, 250)
    assert ladder == tuple(range(50, 60)) + tuple(range(60, 251, 5))


def test_meld20_ladder_has_no_cap_at_250() -> None:
    ladder = MELD20.ladder()
    assert ladder[:12] == (50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 65)
    assert 255 in ladder


def test_single_deck_ladder_by_10_from_250() -> None:
    ladder = SINGLE.ladder()
    assert ladder[:4] == (250, 260, 270, 280)
    assert all(b - a == 10 for a, b in zip(ladder, ladder[1:], strict=False))


def test_single_deck_passing_ladder_by_10_to_600_then_by_50() -> None:
    ladder = PASSING.ladder()
    assert ladder[0] == 250
    assert ladder[ladder.index(580):ladder.index(580) + 5] == (580, 590, 600, 650, 700)
    assert 610 not in ladder


@pytest.mark.parametrize(("passed", "minimum"), [(0, 150), (2, 200), (4, 250)])
def test_single_deck_passing_minimum_bid_depends_on_cards_passed(passed: int, minimum: int) -> None:
    rules = PASSING.with_cards_passed(passed)
    assert rules.cards_passed == passed
    assert rules.min_bid == minimum
    assert rules.ladder()[:3] == (minimum, minimum + 10, minimum + 20)
    state = dealt(rules)
    with pytest.raises(IllegalAction, match=f"bid must be at least {minimum}"):
        apply(state, Bid(minimum - 10))
    assert apply(state, Bid(minimum)).high_bid == minimum


@pytest.mark.parametrize(("passed", "minimum"), [(0, 300), (2, 400), (4, 500)])
def test_double_deck_tens_minimum_bid_depends_on_cards_passed(passed: int, minimum: int) -> None:
    assert TENS.with_cards_passed(passed).min_bid == minimum


def test_first_bid_comes_from_left_of_dealer() -> None:
    for dealer in range(4):
        assert dealt(SINGLE, dealer).to_act == (dealer + 1) % 4


def test_legal_bids_are_every_rung_above_the_current_bid() -> None:
    state = auction(dealt(DOUBLE), 58)
    assert bid_choices(state)[:4] == (59, 60, 65, 70)
    assert Pass() in legal_actions(state)
    assert Bid(58) not in legal_actions(state)


# ------------------------------------------------------------------ bids
def test_jump_bids_are_allowed() -> None:
    state = auction(dealt(SINGLE), 250, 400)
    assert state.high_bid == 400
    assert state.bidder == 1


def test_a_bid_must_top_the_last_one() -> None:
    state = auction(dealt(SINGLE), 250)
    with pytest.raises(IllegalAction, match="bid must be at least 260") as info:
        apply(state, Bid(250))
    assert info.value.reason is Reason.BID_TOO_LOW
    assert info.value.amount == 260


def test_bid_below_the_minimum_is_refused() -> None:
    with pytest.raises(IllegalAction, match="bid must be at least 50"):
        apply(dealt(DOUBLE), Bid(40))


@pytest.mark.parametrize(("rules", "bad"), [(SINGLE, 255), (DOUBLE, 62), (DOUBLE, 101), (PASSING, 620), (TENS, 505)])
def test_off_ladder_bid_is_refused(rules: Rules, bad: int) -> None:
    state = dealt(rules)
    with pytest.raises(IllegalAction) as info:
        apply(state, Bid(bad))
    assert info.value.reason is Reason.BID_OFF_LADDER
    assert f"bid {bad} is not on the bid ladder" in str(info.value)
    assert apply(state, Bid(rules.min_bid)) != state


def test_bid_over_the_cap_is_refused() -> None:
    with pytest.raises(IllegalAction, match="bid cannot be above 250") as info:
        apply(dealt(DOUBLE), Bid(255))
    assert info.value.reason is Reason.BID_OVER_CAP


@pytest.mark.parametrize(("rules", "high", "higher"), [
    (MELD20, 500, 505),  # seed 002 has no cap: 500 is a rung like any other
    (SINGLE, 2500, 2510),
    (PASSING, 2500, 2550),
    (TENS, 5000, 5050),
])
def test_a_preset_without_a_cap_takes_every_rung_a_side_could_make(rules: Rules, high: int, higher: int) -> None:
    assert rules.bid_cap is None
    assert rules.is_on_ladder(high) and rules.is_on_ladder(higher) and rules.is_on_ladder(100 * higher)
    state = apply(dealt(rules), Bid(high))
    assert state.phase is Phase.AUCTION, "a high bid does not end an auction without a cap"
    assert bid_choices(state)[0] == higher and Bid(higher) in legal_actions(state)
    state = apply(state, Bid(higher))
    assert (state.high_bid, state.bidder, state.phase) == (higher, 1, Phase.AUCTION)
    most = most_makeable_bid(rules)  # the most meld a side can show plus every trick point
    far = rules.rung_at_or_above(most - 2 * rules.bid_step(most))
    assert higher < far <= most
    assert apply(state, Bid(far)).high_bid == far, "a jump past the listed bids is legal too"
    beyond = rules.rung_at_or_above(most + 1)
    with pytest.raises(IllegalAction, match=f"bid cannot be above {most}") as info:
        apply(state, Bid(beyond))  # but not a bid no side could ever make
    assert info.value.reason is Reason.BID_OVER_CAP


def test_the_ladder_is_the_same_rungs_however_it_is_read() -> None:
    for rules in ALL:
        listed = rules.ladder()
        assert [b for b in range(listed[-1] + 1) if rules.is_on_ladder(b)] == list(listed)
        assert rules.bids_above(None)[:len(listed)] == listed[:len(rules.bids_above(None))]
        assert all(rules.rung_at_or_above(b) == min(r for r in listed if r >= b) for b in range(listed[-1]))


def test_a_bidder_may_raise_again_on_a_later_turn() -> None:
    state = auction(dealt(DOUBLE), 50, 51, "pass", "pass", 55)
    assert (state.bidder, state.high_bid, state.to_act) == (0, 55, 1)


# ------------------------------------------------------------------ passes
def test_a_pass_is_final_and_the_passed_seat_is_skipped() -> None:
    state = auction(dealt(SINGLE), 250, "pass", 260, 270)  # seats 0, 1, 2, 3
    assert state.to_act == 0
    state = auction(state, 280)
    assert state.to_act == 2, "seat 1 passed: it is skipped"
    assert state.passed == 0b0010


def test_the_auction_ends_when_three_have_passed() -> None:
    state = auction(dealt(SINGLE), 250, "pass", 260, "pass")
    assert state.phase is Phase.AUCTION
    state = auction(state, "pass")  # seat 0 passes: seat 2 wins at 260
    assert state.phase is Phase.TRUMP
    assert (state.bidder, state.high_bid, state.to_act, state.stuck) == (2, 260, 2, False)


def test_last_bidder_left_names_trump_in_double_deck() -> None:
    state = auction(dealt(DOUBLE, seed=1), 50, "pass", "pass", "pass")
    assert state.bidder == 0
    assert state.high_bid == 50


def test_dealer_is_stuck_when_the_first_three_pass() -> None:
    for rules in (SINGLE, PASSING, DOUBLE, MELD20, TENS):
        state = dealt(rules, dealer=2, seed=11)
        state = auction(state, "pass", "pass", "pass")
        assert state.bidder == 2, rules.name
        assert state.stuck
        assert state.high_bid == rules.min_bid
        assert state.phase in (Phase.TRUMP, Phase.DEAL)  # DEAL: a double-deck dealer without a marriage forfeits


def test_stuck_dealer_in_single_deck_passing_with_no_passing_takes_150() -> None:
    state = auction(dealt(PASSING.with_cards_passed(0), dealer=1), "pass", "pass", "pass")
    assert (state.bidder, state.high_bid, state.stuck) == (1, 150, True)


def test_pass_with_help_only_where_the_preset_has_it() -> None:
    assert Pass(True) in legal_actions(dealt(SINGLE))
    for rules in (PASSING, DOUBLE, MELD20, TENS):
        state = dealt(rules)
        assert Pass(True) not in legal_actions(state)
        with pytest.raises(IllegalAction, match="no pass with help") as info:
            apply(state, Pass(True))
        assert info.value.reason is Reason.NO_PASS_WITH_HELP


def test_pass_with_help_is_a_pass_and_visible_to_all() -> None:
    state = auction(dealt(SINGLE), "help")
    assert state.passed == 0b0001
    assert state.to_act == 1
    for seat in range(4):
        assert view(state, seat).auction == ((0, Pass(True)),)
    state = auction(state, 250, "pass", "pass")
    assert (state.phase, state.bidder) == (Phase.TRUMP, 1)


def test_pass_with_help_is_final() -> None:
    state = auction(dealt(SINGLE), "help", 250, 260, 270)
    assert state.to_act == 1, "seat 0 passed with help: skipped"


def test_a_bid_at_the_cap_ends_the_auction_at_once() -> None:
    state = auction(dealt(DOUBLE, seed=3), 250)
    assert state.phase is not Phase.AUCTION
    assert state.bidder == 0
    assert state.high_bid == 250
    assert state.passed == 0, "nobody had to pass"


def test_no_bid_after_the_cap_in_legal_actions() -> None:
    state = auction(dealt(DOUBLE), 245)
    assert bid_choices(state) == (250,)


def test_auction_actions_outside_the_auction_are_refused() -> None:
    state = new_game(SINGLE, 0)
    with pytest.raises(IllegalAction) as info:
        apply(state, Bid(250))
    assert info.value.reason is Reason.WRONG_PHASE


@pytest.mark.parametrize("rules", ALL, ids=lambda r: r.name)
def test_every_legal_auction_action_applies(rules: Rules) -> None:
    state = dealt(rules)
    for action in legal_actions(state)[:40]:
        after = apply(state, action)
        assert len(after.auction) == 1
        assert after.auction[0] == (0, action)
