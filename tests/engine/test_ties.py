"""Ties the rules leave open: two players tied at the top past the target without the bidder (three-handed),
or two-handed players with equal scores past 1000, play another hand (RULES.md)."""

from __future__ import annotations

from pinochle_desktop.cli import main
from pinochle_desktop.engine.explain import going_out_notes
from pinochle_desktop.engine.game import game_winner
from pinochle_desktop.engine.keeper import KeptHand, ScoreSheet
from pinochle_desktop.engine.rules import PRESETS

THREE = PRESETS["three-handed"]


def test_two_opponents_tied_past_the_target_without_the_bidder_play_another_hand() -> None:
    assert game_winner(THREE, (1450, 1000, 1450), (1550, 700, 1550), 1) is None
    assert game_winner(THREE, (1450, 1000, 1440), (1550, 700, 1540), 1) == 0  # the higher score wins
    assert game_winner(THREE, (1450, 1000, 1450), (1550, 1550, 1550), 1) == 1  # the bidder goes out first
    assert game_winner(THREE, (1450, 1000, 1450), (1550, 1000, 1500), 0) == 0


def test_the_score_keeper_plays_on_after_the_tie_and_says_why() -> None:
    set_hand = KeptHand(1, 300, (0, 0, 0), (100, 50, 100))
    sheet = ScoreSheet(THREE, ("Ann", "Bob", "Cleo"), (set_hand,) * 16)  # Ann and Cleo +100 a hand, Bob set
    lines = sheet.lines
    tied = next(line for line in lines if max(line.totals) >= THREE.target)
    assert tied.totals[0] == tied.totals[2] == 1500 and tied.winner is None
    assert sheet.winner is None and not any(line.after_the_end for line in lines)
    assert tied.end_note is not None and "play another hand" in tied.end_note.message


def test_the_score_tool_says_play_another_hand(capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["score", "--rules", "three-handed", "--bidder", "2", "--bid", "300", "--meld", "0", "0", "0",
                 "--tricks", "100", "50", "100", "--scores", "1450", "1000", "1450"])
    out = capsys.readouterr().out
    assert code == 0 and "play another hand" in out and "won the game" not in out
    code = main(["score", "--rules", "two-handed", "--meld", "0", "0", "--tricks", "125", "125", "--scores", "900",
                 "900"])
    out = capsys.readouterr().out
    assert code == 0 and "play on" in out and "won the game" not in out


def test_the_rules_say_so() -> None:
    assert any("tied at the top play another hand" in n.message for n in going_out_notes(THREE))
    assert any("equal score plays on" in n.message for n in going_out_notes(PRESETS["two-handed"]))
