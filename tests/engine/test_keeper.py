"""The score keeper's sheet: a whole double-deck game from seed 004's worked examples, edits that
recompute the totals, undo and redo, entries refused with every reason, and each way a game ends."""

from __future__ import annotations

import pytest

from pinochle_desktop.engine import Outcome
from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.keeper import EntryError, Keeper, KeptHand, ScoreSheet, sheet_problems
from pinochle_desktop.engine.scoring import Ending
from tests.helpers.cards import DOUBLE, MELD20, PASSING, SINGLE

WE, THEY = 0, 1

# Seed 004's worked examples A-E, the bidding side changing hands, then two big hands to finish the game.
SEED_004_GAME = (
    KeptHand(WE, 60, (34, 22), (31, 19), trump=Suit.HEARTS),  # A: 65, the others under 20 trick points
    KeptHand(THEY, 75, (17, 41), (22, 28)),  # B: 41 + 28 short of 75; our 17 meld does not count, 22 tricks do
    KeptHand(WE, 55, (16, 26), None, Ending.NOT_PLAYED),  # C: board set, they score their 26 meld
    KeptHand(THEY, 100, (18, 45), None, Ending.NOT_PLAYED),  # D: out of reach, our 18 meld is under 20
    KeptHand(WE, 50, (60, 24), (18, 32)),  # E: under 20 trick points: set; they score 24 + 32
    KeptHand(WE, 250, (230, 20), (40, 10)),
    KeptHand(WE, 250, (240, 30), (30, 20)),
)


def keep(hands: tuple[KeptHand, ...] = SEED_004_GAME, rules=DOUBLE) -> Keeper:  # type: ignore[no-untyped-def]
    keeper = Keeper(ScoreSheet(rules, ("We", "They")))
    for hand in hands:
        keeper.add(hand)
    return keeper


def test_a_whole_double_deck_game_from_seed_004s_examples() -> None:
    sheet = keep().sheet
    lines = sheet.lines
    assert [line.points for line in lines] == [(65, 0), (22, -75), (-55, 26), (0, -100), (-50, 56), (270, 0),
                                               (270, 50)]
    assert [line.totals for line in lines] == [(65, 0), (87, -75), (32, -49), (32, -149), (-18, -93),
                                               (252, -93), (522, -43)]
    assert [line.score.outcome for line in lines[:5]] == [Outcome.MADE, Outcome.SET, Outcome.BOARD_SET,
                                                          Outcome.OUT_OF_REACH, Outcome.SET]
    assert sheet.winner == WE and lines[-1].winner == WE
    assert lines[-1].end_note is not None and lines[-1].end_note.message == "side 1 reached 500 and won the game."
    assert "the meld of 22 is lost too" in lines[0].notes[THEY].message
    assert lines[1].notes[WE].message == "Meld 17 is under 20 and does not count; the 22 trick points do."
    # each note follows a side's name ("We: …", "They: …"): none speaks of the side as "they"
    assert lines[0].notes[WE].message == "Meld 34 + tricks 31 = 65, at least the bid of 60: made, 65 scored."
    for line in lines:
        for said in line.notes:
            words = said.message.lower().replace(":", " ").replace(",", " ").split()
            assert not {"they", "their", "we", "our"} & set(words), said.message


def test_editing_hand_b_recomputes_every_total_after_it() -> None:
    keeper = keep()
    made_b = KeptHand(THEY, 75, (17, 41), (15, 35))  # now 41 + 35 = 76 makes 75; we took under 20
    keeper.replace_hand(1, made_b)
    lines = keeper.sheet.lines
    assert lines[1].points == (0, 76)
    assert [line.totals for line in lines] == [(65, 0), (65, 76), (10, 102), (10, 2), (-40, 58), (230, 58),
                                               (500, 108)]
    assert keeper.sheet.winner == WE
    keeper.undo()
    assert keeper.sheet.totals == (522, -43)
    keeper.redo()
    assert keeper.sheet.totals == (500, 108)


def test_removing_a_hand_and_undoing_it() -> None:
    keeper = keep()
    keeper.remove_hand(0)
    assert keeper.sheet.totals == (522 - 65, -43) and len(keeper.sheet.hands) == 6
    keeper.undo()
    assert keeper.sheet.hands == SEED_004_GAME and keeper.can_redo


def test_a_refused_entry_names_every_problem_and_changes_nothing() -> None:
    keeper = keep(SEED_004_GAME[:2])
    before = keeper.sheet
    with pytest.raises(EntryError) as info:
        keeper.add(KeptHand(WE, 62, (34, 3), (31, 20)))
    found = {(p.entry, p.side) for p in info.value.problems}
    assert found == {("bid", None), ("meld", THEY), ("tricks", None)}
    assert keeper.sheet is before and not keeper.can_redo


def test_no_hand_after_the_game_is_won_but_earlier_hands_can_still_change() -> None:
    keeper = keep()
    with pytest.raises(EntryError, match="The game is over: side 1 won"):
        keeper.add(SEED_004_GAME[0])
    keeper.replace_hand(6, KeptHand(WE, 60, (40, 30), (30, 20)))  # made, but 252 + 70 is not 500
    assert keeper.sheet.winner is None and keeper.sheet.totals == (322, -43)
    keeper.add(SEED_004_GAME[6])
    assert keeper.sheet.winner == WE


def test_a_change_that_ends_the_game_earlier_marks_the_later_hands() -> None:
    keeper = keep()
    keeper.replace_hand(5, KeptHand(WE, 250, (480, 20), (40, 10)))
    lines = keeper.sheet.lines
    assert lines[5].winner == WE and lines[6].after_the_end and lines[6].winner is None


def test_bidders_out_when_both_teams_reach_the_target() -> None:
    keeper = keep((KeptHand(WE, 250, (400, 20), (30, 20)), KeptHand(THEY, 250, (20, 400), (20, 30))))
    assert keeper.sheet.totals == (470, 470)
    keeper.add(KeptHand(THEY, 50, (40, 60), (20, 30)))  # we reach 530 too, but they bid: they win with 560
    assert keeper.sheet.winner == THEY
    assert "bidders go out first" in keeper.sheet.lines[-1].end_note.message  # type: ignore[union-attr]


def test_double_deck_a_team_at_minus_1000_loses() -> None:
    keeper = keep(tuple(KeptHand(WE, 250, (20, 20), None, Ending.NOT_PLAYED) for _ in range(4)))
    assert keeper.sheet.totals == (-1000, 80) and keeper.sheet.winner == THEY
    assert "fell to -1000 or below" in keeper.sheet.lines[-1].end_note.message  # type: ignore[union-attr]


def test_meld20_past_400_only_the_bidders_go_out_even_when_set() -> None:
    keeper = keep((KeptHand(WE, 400, (400, 20), (30, 20)), KeptHand(THEY, 400, (20, 400), (20, 30))), MELD20)
    assert keeper.sheet.totals == (470, 470)
    keeper.add(KeptHand(WE, 70, (60, 40), (10, 40)))  # we are set (under 20 trick points); they reach 550
    line = keeper.sheet.lines[-1]
    assert line.totals == (400, 550) and line.winner is None
    assert "only the bidders can go out: play on" in line.end_note.message  # type: ignore[union-attr]
    keeper.add(KeptHand(THEY, 50, (0, 0), None, Ending.FORFEIT))  # they won the bid and lost it: still 500
    line = keeper.sheet.lines[-1]
    assert line.totals == (400, 500) and line.score.bidders == -50
    assert keeper.sheet.winner == THEY, "the seed's words: the bidders go out even in a hand they were set"
    assert "a team goes out only on its own bid" in line.end_note.message  # type: ignore[union-attr]


def test_the_dix_saves_itself_on_the_sheet() -> None:
    keeper = keep((KeptHand(WE, 250, (100, 30), (250, 0), dix=(0, 2)),), PASSING)
    assert keeper.sheet.totals == (350, 20)
    with pytest.raises(EntryError) as info:
        keep((KeptHand(WE, 250, (100, 30), (250, 0), dix=(0, 2)),), SINGLE)
    assert [(p.entry, p.side) for p in info.value.problems] == [("dix", THEY)]


def test_rules_that_a_hand_cannot_be_kept_under_are_refused_naming_the_hand() -> None:
    keeper = keep(SEED_004_GAME[:2])
    with pytest.raises(EntryError) as info:
        keeper.change_rules(SINGLE)
    assert {p.hand for p in info.value.problems} == {0, 1}
    with pytest.raises(EntryError) as info:
        keeper.change_rules(MELD20)  # hand B's 41 and 17 are no run16 totals
    assert {(p.hand, p.side) for p in info.value.problems} == {(1, WE), (1, THEY)}
    assert keeper.sheet.rules is DOUBLE
    keeper.remove_hand(1)
    keeper.change_rules(MELD20)
    assert keeper.sheet.rules is MELD20 and keeper.sheet.totals == (65, 0)


def test_names_are_checked() -> None:
    assert [p.entry for p in sheet_problems(ScoreSheet(DOUBLE, ("We", " ")))] == ["names"]
    assert [p.entry for p in sheet_problems(ScoreSheet(DOUBLE, ("A", "B", "C")))] == ["names"]
    keeper = keep(())
    with pytest.raises(EntryError):
        keeper.rename(("x" * 41, "They"))
    keeper.rename(("  Anna & Ben ", "Cleo & Dan"))
    assert keeper.sheet.names == ("Anna & Ben", "Cleo & Dan")
