"""The rules check refuses every rule set whose games could not be saved and reopened, or could never end.

What the rules editor accepts is what ``check_rules`` accepts; a save with those rules must open again,
and some hand must be able to move a team towards the end of the game.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_desktop.engine.actions import Pass
from pinochle_desktop.engine.game import legal_actions, random_action
from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rule_limits import MAX_LADDER_RUNGS, MAX_OPTION_POINTS, MAX_RULES_NAME, ladder_rungs
from pinochle_desktop.engine.rules import (
    PRESETS,
    ForfeitScore,
    OutOfReach,
    Rules,
    RulesError,
    check_rules,
    rule_problems,
)
from pinochle_desktop.engine.state import Phase

SINGLE = PRESETS["single-deck"]


def problem_options(rules: Rules) -> set[str]:
    return {option for problem in rule_problems(rules) for option in problem.options}


def test_a_ladder_of_half_a_million_bids_is_refused_and_names_its_options() -> None:
    # The fuzzer's rule set: minimum bid 1, step 1, huge counter and last-trick values, no cap.
    rules = dataclasses.replace(SINGLE, min_bid=1, bid_steps=((0, 1),), counter_value=1000, last_trick_bonus=10_000)
    assert ladder_rungs(rules) > MAX_LADDER_RUNGS
    assert check_rules(rules) == [
        f"the bid ladder would have over {MAX_LADDER_RUNGS} bids: raise the minimum bid or the bid step, "
        "or set a bid cap"]
    assert {"min_bid", "bid_steps", "bid_cap"} <= problem_options(rules)
    with pytest.raises(RulesError, match="bid ladder"):
        Rules.from_dict(rules.to_dict())


def test_a_game_nobody_can_ever_score_in_is_refused() -> None:
    # Minimum bid = cap = 100,000 and minimum meld 100,000: no bid can ever be made, no meld ever counts.
    rules = dataclasses.replace(SINGLE, min_bid=100_000, bid_cap=100_000, min_meld=100_000, board_set=True)
    assert check_rules(rules) == [
        "the minimum bid is more than any team could ever make (9730: all meld and trick points)"]
    assert problem_options(rules) == {"min_bid"}
    # A bid that can be made, but every hand is a board set and no meld counts: nobody ever scores.
    endless = dataclasses.replace(PRESETS["double-deck"], min_meld=50_000, lose_at=None)
    assert check_rules(endless) == [
        "nobody could ever score, so the game could never end: the minimum meld is more than any team can meld "
        "and every hand ends unplayed"]
    # With a losing score the same game ends: a team that keeps losing its bid falls to it.
    assert check_rules(dataclasses.replace(endless, lose_at=-1000)) == []
    # And where hands are played, the other team scores its tricks.
    assert check_rules(dataclasses.replace(endless, board_set=False, out_of_reach=OutOfReach.PLAY)) == []


def test_names_and_numbers_are_bounded_as_the_files_are() -> None:
    assert check_rules(dataclasses.replace(SINGLE, name="n" * (MAX_RULES_NAME + 1))) == [
        f"a rule set needs a name of 1 to {MAX_RULES_NAME} characters, without control characters"]
    assert check_rules(dataclasses.replace(SINGLE, name="House\nrules")) != []
    assert check_rules(dataclasses.replace(SINGLE, name="n" * MAX_RULES_NAME)) == []
    assert problem_options(dataclasses.replace(SINGLE, target=MAX_OPTION_POINTS + 1)) == {"target"}
    assert problem_options(dataclasses.replace(SINGLE, lose_at=-MAX_OPTION_POINTS - 1)) == {"lose_at"}


def test_refusals_of_a_file_quote_at_most_a_few_words_of_it() -> None:
    with pytest.raises(RulesError) as caught:
        Rules.from_dict({"name": "x", "k" * 200_000: 1})
    assert len(str(caught.value)) < 80 and "…" in str(caught.value)
    with pytest.raises(RulesError) as caught:
        Rules.from_dict({"deck": "d" * 200_000})
    assert len(str(caught.value)) < 100


# --- what the check accepts can be saved, reopened, and ends ---

plain_name = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=64)
points = st.one_of(st.integers(1, 600), st.integers(1, 120_000))
options = st.fixed_dictionaries({
    "name": st.one_of(plain_name.filter(str.strip), plain_name.filter(str.strip), st.text(max_size=80)),
    "min_bid": points,
    "bid_steps": st.lists(st.tuples(st.integers(0, 3000), st.integers(1, 600)), min_size=1, max_size=3)
    .map(lambda steps: tuple(sorted(dict(steps).items()))),
    "bid_cap": st.none() | points,
    "counter_value": st.integers(1, 1000),
    "last_trick_bonus": st.integers(0, 10_000),
    "min_meld": st.integers(0, 120_000) | st.integers(0, 300),
    "board_set": st.booleans(),
    "out_of_reach": st.sampled_from(OutOfReach),
    "forfeit_score": st.sampled_from(ForfeitScore),
    "trump_needs_marriage": st.booleans(),
    "target": st.integers(1, 120_000),
    "lose_at": st.none() | st.integers(-120_000, -1),
})


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(sorted(PRESETS)), changes=options, seed=st.integers(1, 10**6))
def test_accepted_rules_make_games_that_reopen(base: str, changes: dict[str, object], seed: int,
                                               tmp_path_factory: pytest.TempPathFactory) -> None:
    from pinochle_desktop.persistence.savegame import SavedGame, load_game, save_game
    from pinochle_desktop.persistence.settings import DEFAULT_SEATS, seats_for

    rules = dataclasses.replace(PRESETS[base], **changes)  # type: ignore[arg-type]
    if check_rules(rules):
        return
    assert Rules.from_dict(rules.to_dict()) == rules
    match = play_until_a_team_moves(rules, seed)
    path = Path(tmp_path_factory.mktemp("saves")) / "accepted.pinochle"
    save_game(path, SavedGame.from_match(match, seats_for(rules.players, DEFAULT_SEATS)))
    assert load_game(path)[1].state == match.state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(sorted(PRESETS)), changes=options, min_meld=st.integers(0, 40), seed=st.integers(1, 10**6))
def test_accepted_rules_without_a_board_set_move_a_team_towards_the_end(base: str, changes: dict[str, object],
                                                                      min_meld: int, seed: int) -> None:
    # Where hands are played, or a hand out of reach gives the others their meld, random play soon scores.
    # (The check's "could never end" uses an upper bound of a team's meld: a minimum meld that a team
    # reaches only in a freak deal is accepted, so this property keeps the minimum meld ordinary.)
    changes = {**changes, "board_set": False, "lose_at": None, "min_meld": min_meld}
    rules = dataclasses.replace(PRESETS[base], **changes)  # type: ignore[arg-type]
    if check_rules(rules):
        return
    match = play_until_a_team_moves(rules, seed)
    assert match.state.phase is Phase.GAME_OVER or max(match.state.results[-1].points) > 0, rules


def play_until_a_team_moves(rules: Rules, seed: int, hands: int = 12) -> Match:
    """Everybody passes (the dealer is stuck with the minimum bid), the rest is random legal play, until a
    hand gives a team points, the game ends, or ``hands`` hands are over."""
    match = Match(rules, seed)
    rng = random.Random(seed)
    while match.state.phase is not Phase.GAME_OVER and len(match.state.results) < hands:
        state = match.state
        if state.phase is Phase.DEAL:
            match.deal()
        else:
            options = legal_actions(state)
            match.apply(Pass() if Pass() in options else random_action(state, rng))
        if len(match.state.results) > len(state.results) and max(match.state.results[-1].points) > 0:
            break
    return match
