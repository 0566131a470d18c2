"""Scoring hands played with real cards (the score keeper and ``pinochle score``): every ending, the dix
that saves itself, and figures refused with the reason; and the same scores as the engine's own games."""

from __future__ import annotations

import pytest

from pinochle_desktop.engine import Outcome, Phase, Rules
from pinochle_desktop.engine.meld_totals import nearest_side_melds, possible_side_meld
from pinochle_desktop.engine.scoring import (
    Ending,
    ScoreInputError,
    TableHand,
    score_keeper,
    score_table_hand,
    table_hand_problems,
)
from tests.helpers.cards import DOUBLE, MELD20, PASSING, SINGLE, TENS
from tests.helpers.play import play_match

ALL = [SINGLE, PASSING, DOUBLE, MELD20, TENS]


def refused(rules: Rules, hand: TableHand) -> dict[str, str]:
    """The entries at fault and their reasons."""
    return {p.entry: str(p) for p in table_hand_problems(rules, hand)}


# ------------------------------------------------------------------ forfeit: no marriage
def test_double_deck_forfeit_others_score_nothing() -> None:
    score = score_keeper(DOUBLE, 50, 0, 40, forfeit=True)
    assert (score.outcome, score.bidders, score.others) == (Outcome.FORFEIT, -50, 0)


def test_meld20_forfeit_others_score_meld_of_20_or_more() -> None:
    assert score_keeper(MELD20, 65, 0, 40, forfeit=True).others == 40
    assert score_keeper(MELD20, 65, 0, 18, forfeit=True).others == 0


def test_no_forfeit_where_trump_needs_no_marriage() -> None:
    with pytest.raises(ScoreInputError, match="trump needs no marriage") as info:
        score_keeper(SINGLE, 250, 0, 40, forfeit=True)
    assert info.value.entry == "ending"


# ------------------------------------------------------------------ not played: board set, out of reach
def test_not_played_is_scored_as_the_rules_say() -> None:
    assert score_keeper(DOUBLE, 55, 16, 26, not_played=True).outcome is Outcome.BOARD_SET
    assert score_keeper(DOUBLE, 100, 44, 18, not_played=True).outcome is Outcome.OUT_OF_REACH
    assert score_keeper(TENS, 2000, 400, 300, not_played=True).others == 300


def test_not_played_is_refused_when_the_hand_is_within_reach() -> None:
    with pytest.raises(ScoreInputError, match="with meld 34 the bid of 60 is within reach: the hand is played"):
        score_keeper(DOUBLE, 60, 34, 22, not_played=True)
    with pytest.raises(ScoreInputError, match="every hand is played"):
        score_keeper(SINGLE, 250, 100, 40, not_played=True)


def test_a_hand_ends_one_way_only() -> None:
    with pytest.raises(ScoreInputError, match="one way only"):
        score_keeper(SINGLE, 500, 240, 60, thrown_in=True, forfeit=True)


# ------------------------------------------------------------------ the dix that saves itself
def test_single_deck_passing_others_dix_saves_itself() -> None:
    for dix, others in ((0, 0), (1, 10), (2, 20)):
        score = score_keeper(PASSING, 250, 100, 30, 250, 0, others_dix=dix)
        assert (score.outcome, score.bidders, score.others) == (Outcome.MADE, 350, others)


def test_dix_does_not_change_a_side_that_kept_its_meld() -> None:
    assert score_keeper(PASSING, 250, 100, 30, 200, 50, others_dix=1).others == 80


def test_dix_is_refused_where_it_does_not_save_itself_or_cannot_be() -> None:
    one, three = TableHand(250, 100, 30, 250, 0, others_dix=1), TableHand(250, 100, 30, 250, 0, others_dix=3)
    assert "does not score without trick points" in refused(SINGLE, one)["dix"]
    assert "deck holds 2 dix" in refused(PASSING, three)["dix"]
    two_in_ten = TableHand(250, 100, 10, 250, 0, others_dix=2)
    assert "more than the others' meld of 10" in refused(PASSING, two_in_ten)["dix"]


# ------------------------------------------------------------------ figures refused with the reason
def test_meld_no_hands_can_have_is_refused() -> None:
    assert "no hands can meld exactly 35 (the nearest totals are 30 and 40)" in \
        refused(SINGLE, TableHand(250, 35, 40, 200, 50))["bidders_meld"]
    assert "no hands can meld exactly 3 (the nearest totals are 2 and 4)" in \
        refused(DOUBLE, TableHand(60, 40, 3, 30, 20))["others_meld"]
    assert "nearest totals are 44 and 46" in refused(MELD20, TableHand(100, 45, 18))["bidders_meld"]
    assert "the most there can be" in refused(DOUBLE, TableHand(60, 5000, 20, 30, 20))["bidders_meld"]


def test_every_wrong_figure_is_named_at_once() -> None:
    problems = refused(DOUBLE, TableHand(62, 35, 3, 31, 20))
    assert set(problems) == {"bid", "others_meld", "tricks"}
    assert "bid 62 is not on the bid ladder (the rungs next to it are 60 and 65)" in problems["bid"]
    assert "trick points must add up to 50, not 31 + 20 = 51" in problems["tricks"]


def test_bids_off_every_ladder() -> None:
    assert "at least 50" in refused(DOUBLE, TableHand(45, 40, 20, 30, 20))["bid"]
    assert "above 250, the cap" in refused(DOUBLE, TableHand(255, 40, 20, 30, 20))["bid"]
    assert "rungs next to it are 600 and 650" in refused(PASSING, TableHand(620, 400, 20, 240, 10))["bid"]
    assert "bid" not in refused(MELD20, TableHand(505, 500, 20, 30, 20)), "no cap: 505 is a rung"


@pytest.mark.parametrize("rules", ALL, ids=lambda r: r.name)
def test_meld_check_never_refuses_a_meld_a_real_side_held(rules: Rules) -> None:
    for seed in range(3):
        for match, _ in play_match(rules, 900 + seed, max_hands=8):
            result = match.state.last_result if match.state.phase in (Phase.DEAL, Phase.GAME_OVER) else None
            if result is not None:
                assert all(possible_side_meld(rules, m) for m in result.meld), (rules.name, result.meld)


def test_nearest_totals() -> None:
    assert nearest_side_melds(SINGLE, 35) == (30, 40)
    assert nearest_side_melds(DOUBLE, 1) == (0, 2)


# ------------------------------------------------------------------ one scoring: the keeper agrees with the game
def figures_of(rules: Rules, result: object) -> TableHand:
    """The figures a player would write down for a hand the engine played."""
    from pinochle_desktop.engine.state import HandResult

    assert isinstance(result, HandResult)
    bidders = result.bidders
    outcome = result.score.outcome
    ending = {Outcome.MADE: Ending.PLAYED, Outcome.SET: Ending.PLAYED, Outcome.BOARD_SET: Ending.NOT_PLAYED,
              Outcome.OUT_OF_REACH: Ending.NOT_PLAYED, Outcome.THROWN_IN: Ending.THROWN_IN,
              Outcome.FORFEIT: Ending.FORFEIT}[outcome]
    tricks = result.trick_points
    dix = 0
    if tricks is not None and rules.dix_saves_itself and result.score.others_kept is False:
        dix = result.score.others // 10
    return TableHand(result.bid, result.meld[bidders], result.meld[1 - bidders],
                     None if tricks is None else tricks[bidders], None if tricks is None else tricks[1 - bidders],
                     ending, dix)


@pytest.mark.parametrize("rules", ALL, ids=lambda r: r.name)
def test_the_keeper_scores_every_hand_as_the_game_did(rules: Rules) -> None:
    outcomes = set()
    for seed in range(4):
        seen = 0
        for match, _ in play_match(rules, 300 + seed, max_hands=10, random_share=0.4):
            results = match.state.results
            if len(results) == seen:
                continue
            seen = len(results)
            result = results[-1]
            outcomes.add(result.score.outcome)
            assert score_table_hand(rules, figures_of(rules, result)) == result.score, (seed, result)
    assert {Outcome.MADE, Outcome.SET} <= outcomes
