"""The score keeper for two and three players: each plays alone, the bidder against each opponent
(three-handed) or no bid at all (two-handed); trick points checked across every player; and the sheet
scores every hand of seeded engine games exactly as the game did."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import Outcome, Rules
from pinochle_desktop.engine.keeper import EntryError, Keeper, KeptHand, ScoreSheet, sheet_problems
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.scoring import Ending
from pinochle_desktop.engine.state import HandResult
from tests.helpers.cards import DOUBLE, THREE
from tests.helpers.play import play_match

TWO = preset("two-handed")
TWO_DECLARE = dataclasses.replace(TWO, declare_out=True)
ANNA, BEN, CLEO = 0, 1, 2


def keep(rules: Rules, hands: tuple[KeptHand, ...]) -> Keeper:
    names = ("Anna", "Ben", "Cleo")[: len(rules.seating.sides)]
    keeper = Keeper(ScoreSheet(rules, names))
    for hand in hands:
        keeper.add(hand)
    return keeper


# ------------------------------------------------------------------ three players
def test_three_handed_the_bidder_against_each_opponent() -> None:
    # Anna bids 350 and makes it with 140 meld + 220 trick points (her buried counters included);
    # Ben keeps his meld with 30 trick points; Cleo took none, so her 60 meld is lost.
    keeper = keep(THREE, (KeptHand(ANNA, 350, (140, 20, 60), (220, 30, 0)),))
    line = keeper.sheet.lines[0]
    assert line.points == (360, 50, 0)
    assert line.score is not None and line.score.outcome is Outcome.MADE
    assert [n.message for n in line.notes] == [
        "Meld 140 + tricks 220 = 360, at least the bid of 350: made, 360 scored.",
        "Meld 20 + tricks 30 = 50.",
        "No trick points taken: the meld of 60 does not count, nothing scored.",
    ]


def test_three_handed_set_and_conceded() -> None:
    keeper = keep(THREE, (
        KeptHand(BEN, 400, (50, 150, 40), (60, 150, 40)),  # Ben: 150 + 150 = 300, short of 400
        KeptHand(CLEO, 300, (20, 80, 100), None, Ending.THROWN_IN),  # Cleo concedes: the others score meld
    ))
    lines = keeper.sheet.lines
    assert lines[0].points == (110, -400, 80) and lines[0].score.outcome is Outcome.SET  # type: ignore[union-attr]
    assert lines[1].points == (20, 80, -300) and lines[1].score.outcome is Outcome.THROWN_IN  # type: ignore[union-attr]
    assert lines[1].notes[CLEO].message == "Conceded before the first lead: the bid of 300 is lost."
    assert lines[1].notes[ANNA].message == "The hand was not played: the meld of 20 scores."
    assert keeper.sheet.totals == (130, -320, -220)


def test_three_handed_trick_points_must_add_up_across_all_three() -> None:
    keeper = keep(THREE, ())
    with pytest.raises(EntryError) as info:
        keeper.add(KeptHand(ANNA, 300, (100, 20, 20), (150, 60, 50)))
    assert [p.message for p in info.value.problems] == ["trick points must add up to 250, not 150 + 60 + 50 = 260"]
    with pytest.raises(EntryError) as info:
        keeper.add(KeptHand(ANNA, 305, (100, 20, 35), (150, 60, 40)))
    assert {(p.entry, p.side) for p in info.value.problems} == {("bid", None), ("meld", CLEO)}
    with pytest.raises(EntryError) as info:
        keeper.add(KeptHand(ANNA, 300, (100, 20, 20), None, Ending.NOT_PLAYED))
    assert "every hand is played (or thrown in)" in info.value.problems[0].message
    assert keeper.sheet.hands == ()


def test_three_handed_game_end_the_bidder_goes_out_first() -> None:
    start = (KeptHand(ANNA, 1000, (900, 20, 20), (200, 30, 20)), KeptHand(BEN, 1000, (20, 900, 20), (20, 200, 30)))
    keeper = keep(THREE, start)
    assert keeper.sheet.totals == (1140, 1150, 90) and keeper.sheet.winner is None
    keeper.add(KeptHand(ANNA, 300, (200, 300, 20), (200, 40, 10)))  # Anna 1540, Ben 1490: Anna is out
    assert keeper.sheet.winner == ANNA
    keeper.replace_hand(2, KeptHand(CLEO, 500, (200, 300, 260), (10, 50, 190)))  # Cleo set; Ben 1500, Anna 1350
    line = keeper.sheet.lines[-1]
    assert line.totals == (1350, 1500, -410) and keeper.sheet.winner == BEN
    keeper.replace_hand(2, KeptHand(CLEO, 500, (380, 300, 260), (10, 50, 190)))  # Anna 1530, Ben 1500: both out
    assert keeper.sheet.winner == ANNA
    assert keeper.sheet.lines[-1].end_note.message == (  # type: ignore[union-attr]
        "More than one player reached 1500 in the same hand and the bidder was not one of them: the higher "
        "score wins, so side 1 won the game.")


def test_a_sheet_changes_rules_to_another_number_of_players_only_while_empty() -> None:
    keeper = keep(DOUBLE, ())
    keeper.add(KeptHand(0, 60, (34, 22), (31, 19)))
    with pytest.raises(EntryError, match="this sheet keeps 2 scores and these rules keep 3"):
        keeper.change_rules(THREE, ("Anna", "Ben", "Cleo"))
    keeper.remove_hand(0)
    keeper.change_rules(THREE, ("Anna", "Ben", "Cleo"))
    assert keeper.sheet.rules is THREE and keeper.sheet.names == ("Anna", "Ben", "Cleo")
    assert [p.message for p in sheet_problems(ScoreSheet(THREE, ("A", "B")))] == [
        "these rules keep a score for 3 players"]


# ------------------------------------------------------------------ two players
def test_two_handed_each_scores_meld_and_tricks_game_to_1000() -> None:
    keeper = keep(TWO, (KeptHand(None, 0, (150, 80), (140, 110)), KeptHand(None, 0, (300, 40), (180, 70)),
                        KeptHand(None, 0, (240, 450), (60, 190))))
    lines = keeper.sheet.lines
    assert [line.points for line in lines] == [(290, 190), (480, 110), (300, 640)]
    assert [line.notes[1].message for line in lines[:1]] == ["Meld 80 + tricks 110 = 190."]
    assert lines[-1].totals == (1070, 940) and keeper.sheet.winner == ANNA
    assert lines[-1].score is None
    assert lines[-1].end_note.message == "side 1 reached 1000 and won the game."  # type: ignore[union-attr]
    keeper.replace_hand(2, KeptHand(None, 0, (240, 500), (40, 210)))  # both past 1000: the higher wins
    assert keeper.sheet.totals == (1050, 1010) and keeper.sheet.winner == ANNA
    assert "Both players reached 1000 in the same hand: the higher score wins" in \
        keeper.sheet.lines[-1].end_note.message  # type: ignore[union-attr]
    keeper.replace_hand(2, KeptHand(None, 0, (240, 560), (50, 200)))  # 1060 each: play on
    assert keeper.sheet.winner is None
    assert keeper.sheet.lines[-1].end_note.message == "Both players reached 1000 with the same score: play on."  # type: ignore[union-attr]


def test_two_handed_refusals() -> None:
    keeper = keep(TWO, ())
    with pytest.raises(EntryError) as info:
        keeper.add(KeptHand(0, 250, (150, 80), (140, 100)))
    assert {p.entry for p in info.value.problems} == {"bidders", "tricks"}
    assert "trick points must add up to 250, not 140 + 100 = 240" in str(info.value)
    with pytest.raises(EntryError, match="nobody declares out"):
        keeper.add(KeptHand(None, 0, (150, 80), (100, 60), Ending.DECLARED_OUT, declared=ANNA))
    with pytest.raises(EntryError, match="every hand is played"):
        keeper.add(KeptHand(None, 0, (150, 80), None, Ending.THROWN_IN))
    with pytest.raises(EntryError, match="only in the two-handed game"):
        keep(THREE, (KeptHand(ANNA, 300, (100, 20, 20), (150, 60, 40), Ending.DECLARED_OUT, declared=ANNA),))


def test_two_handed_declaring_out_right_wins_wrong_loses() -> None:
    keeper = keep(TWO_DECLARE, (KeptHand(None, 0, (400, 300), (150, 100)),))  # 550 to 400
    keeper.add(KeptHand(None, 0, (300, 60), (160, 20), Ending.DECLARED_OUT, declared=ANNA))
    line = keeper.sheet.lines[-1]
    assert line.totals == (1010, 480) and keeper.sheet.winner == ANNA
    assert line.end_note.message == "side 1 declared out with 1010, at least 1000: side 1 won the game."  # type: ignore[union-attr]
    keeper.replace_hand(1, KeptHand(None, 0, (300, 60), (140, 20), Ending.DECLARED_OUT, declared=ANNA))
    assert keeper.sheet.totals == (990, 480) and keeper.sheet.winner == BEN
    assert keeper.sheet.lines[-1].end_note.message == (  # type: ignore[union-attr]
        "side 1 declared out with 990, short of 1000: side 1 lost the game and side 2 won.")
    with pytest.raises(EntryError, match="cannot be negative or more than 250"):
        keeper.replace_hand(1, KeptHand(None, 0, (300, 60), (200, 60), Ending.DECLARED_OUT, declared=ANNA))


# ------------------------------------------------------------------ one scoring: the keeper agrees with the game
def kept(result: HandResult, rules: Rules) -> KeptHand:
    """The hand as a player would write it down from a hand the engine played."""
    if result.bidders is None:
        ending = Ending.DECLARED_OUT if result.declared_out is not None else Ending.PLAYED
        return KeptHand(None, 0, result.meld, result.trick_points, ending, result.trump,
                        declared=result.declared_out)
    assert result.score is not None
    ending = {Outcome.MADE: Ending.PLAYED, Outcome.SET: Ending.PLAYED, Outcome.THROWN_IN: Ending.THROWN_IN,
              Outcome.FORFEIT: Ending.FORFEIT}[result.score.outcome]
    return KeptHand(result.bidders, result.bid, result.meld, result.trick_points, ending, result.trump)


@pytest.mark.parametrize("rules", [THREE, dataclasses.replace(THREE, bid_only_when_made=True,
                                                               trump_needs_marriage=True), TWO, TWO_DECLARE],
                         ids=["three-handed", "three-options", "two-handed", "two-declare-out"])
def test_the_keeper_scores_every_hand_as_the_game_did(rules: Rules) -> None:
    outcomes: set[object] = set()
    for seed in range(4):
        *_, (match, _) = play_match(rules, 700 + seed, max_hands=8, random_share=0.3)
        results = match.state.results
        sheet = ScoreSheet(rules, ("A", "B", "C")[: rules.players], tuple(kept(r, rules) for r in results))
        assert sheet_problems(sheet) == []
        lines = sheet.lines
        assert [line.points for line in lines] == [r.points for r in results], seed
        assert [line.totals for line in lines] == [r.totals for r in results], seed
        assert [line.score for line in lines] == [r.score for r in results], seed
        assert sheet.winner == match.state.winner, seed
        outcomes |= {r.score.outcome if r.score else ("declared out" if r.declared_out is not None else "played")
                     for r in results}
    if rules.players == 3:
        assert {Outcome.MADE, Outcome.SET, Outcome.THROWN_IN} <= outcomes, outcomes
    else:
        assert outcomes == ({"declared out"} if rules.declare_out else {"played"})
