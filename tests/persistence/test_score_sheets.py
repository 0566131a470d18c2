"""Score keeper sheets on disk: saved and opened exactly, the autosave resumed, and every damaged or
hand-edited file refused with a sentence naming the file and the problem, with nothing lost."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.keeper import Keeper, KeptHand, ScoreSheet
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.engine.scoring import Ending
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.atomic import SaveError
from pinochle_desktop.persistence.score_sheets import (
    SheetFileError,
    clear_keeper_autosave,
    load_sheet,
    read_keeper_autosave,
    save_sheet,
    sheet_to_dict,
    write_keeper_autosave,
)

DOUBLE = PRESETS["double-deck"]
HANDS = (
    KeptHand(0, 60, (34, 22), (31, 19), trump=Suit.HEARTS),
    KeptHand(1, 75, (17, 41), (22, 28)),
    KeptHand(0, 55, (16, 26), None, Ending.NOT_PLAYED),
    KeptHand(1, 50, (24, 0), None, Ending.FORFEIT),
)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


def sheet() -> ScoreSheet:
    return ScoreSheet(DOUBLE, ("Anna & Ben", "Cleo & Dan"), HANDS)


def test_a_sheet_is_saved_and_opened_exactly(tmp_path: Path) -> None:
    path = tmp_path / "club night.pinochle-scores"
    save_sheet(path, sheet())
    assert load_sheet(path) == sheet()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "pinochle-score-sheet" and data["version"] == 1
    assert data["hands"][0] == {"bidders": 0, "bid": 60, "meld": [34, 22], "tricks": [31, 19], "ending": "played",
                                "trump": "hearts", "dix": 0}


def test_custom_rules_travel_with_the_sheet(tmp_path: Path) -> None:
    import dataclasses

    rules = dataclasses.replace(DOUBLE, name="our table", target=300)
    path = tmp_path / "ours.pinochle-scores"
    save_sheet(path, ScoreSheet(rules, ("A", "B"), HANDS[:1]))
    assert load_sheet(path).rules == rules


def test_two_and_three_player_sheets_are_saved_and_opened_exactly(tmp_path: Path) -> None:
    import dataclasses

    three = dataclasses.replace(PRESETS["three-handed"], dix_saves_itself=True)
    two = dataclasses.replace(PRESETS["two-handed"], declare_out=True)
    sheets = {
        "three": ScoreSheet(three, ("Anna", "Ben", "Cleo"), (
            KeptHand(0, 350, (140, 20, 60), (250, 0, 0), dix=(0, 2, 1)),
            KeptHand(2, 300, (20, 80, 100), None, Ending.THROWN_IN))),
        "two": ScoreSheet(two, ("Anna", "Ben"), (
            KeptHand(None, 0, (150, 80), (140, 110), trump=Suit.CLUBS),
            KeptHand(None, 0, (300, 60), (140, 20), Ending.DECLARED_OUT, declared=0))),
        "passing": ScoreSheet(PRESETS["single-deck-passing"], ("A", "B"), (
            KeptHand(1, 250, (30, 100), (0, 250), dix=(2, 0)),)),
    }
    for name, kept in sheets.items():
        path = tmp_path / f"{name}.pinochle-scores"
        save_sheet(path, kept)
        assert load_sheet(path) == kept, name
        hands = json.loads(path.read_text(encoding="utf-8"))["hands"]
        if name == "three":
            assert hands[0]["dix"] == [0, 2, 1] and hands[1]["dix"] == 0
        elif name == "two":
            assert hands[0]["bidders"] is None and hands[1]["declared"] == 0 and "declared" not in hands[0]
        else:
            assert hands[0]["dix"] == 2, "two sides: the count of the side that did not bid, as version 1 wrote it"


def refusal(tmp_path: Path, text: str) -> str:
    path = tmp_path / "bad.pinochle-scores"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SheetFileError) as info:
        load_sheet(path)
    assert path.read_text(encoding="utf-8") == text, "reading never changes the file"
    message = str(info.value)
    assert message.startswith(f"The score sheet {path} ")
    return message


def edited(change: object) -> str:
    data = sheet_to_dict(sheet())
    change(data)  # type: ignore[operator]
    return json.dumps(data)


@pytest.mark.parametrize(("text", "named"), [
    ("", "is empty"),
    ('{"format": "pinochle-score-sheet", "version": 1, "rules"', "not valid JSON"),
    ('{"format": "pinochle-save", "version": 1}', 'expected "pinochle-score-sheet"'),
    ('{"format": "pinochle-score-sheet", "version": 9}', "newer version"),
    (edited(lambda d: d["hands"][0].update(tricks=[31, 20])), "hand 1: trick points must add up to 50"),
    (edited(lambda d: d["hands"][1].update(bid=62)), "hand 2: bid 62 is not on the bid ladder"),
    (edited(lambda d: d["hands"][1].update(meld=[17, 3])), "hand 2: no hands can meld exactly 3"),
    (edited(lambda d: d["hands"][3].update(ending="sideways")), "the ending of hand 4 should be one of"),
    (edited(lambda d: d["hands"][0].update(meld=[34])), "the meld of hand 1 should be a list of 2"),
    (edited(lambda d: d["hands"][0].update(bid=True)), "the bid of hand 1 should be a whole number"),
    (edited(lambda d: d["hands"][0].update(colour="red")), 'hand 1 has an unknown entry "colour"'),
    (edited(lambda d: d.update(names=["Solo"])), "these rules keep a score for 2 sides"),
    (edited(lambda d: d["rules"].update(target=-5)), "has rules this game cannot play"),
    (edited(lambda d: d.update(hands=[d["hands"][0]] * 1001)), "more than a sheet can (1000)"),
    (edited(lambda d: d["hands"][0].update(bidders=None)), "hand 1: say which side won the bid"),
    (edited(lambda d: d["hands"][0].update(dix=[0, 1, 0])), "the dix of hand 1 should be a list of 2"),
    (edited(lambda d: d["hands"][0].update(declared=0)), "hand 1: only a hand declared out names who declared"),
    (edited(lambda d: d["hands"][0].update(ending="declared out")), "only in the two-handed game does a player"),
])
def test_a_bad_file_is_refused_naming_the_problem(tmp_path: Path, text: str, named: str) -> None:
    assert named in refusal(tmp_path, text)


def test_a_missing_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(SheetFileError, match="does not exist"):
        load_sheet(tmp_path / "nowhere.pinochle-scores")


def test_a_failed_save_keeps_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "kept.pinochle-scores"
    save_sheet(path, sheet())
    before = path.read_bytes()
    os.chmod(tmp_path, 0o500)
    try:
        if os.access(tmp_path, os.W_OK):
            pytest.skip("running as a user who can write anywhere")
        with pytest.raises(SaveError, match="could not write"):
            save_sheet(path, ScoreSheet(DOUBLE, ("A", "B")))
    finally:
        os.chmod(tmp_path, 0o700)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["kept.pinochle-scores"]


def test_the_keepers_autosave_resumes_the_sheet(home: Path) -> None:
    assert read_keeper_autosave() == (None, None)
    keeper = Keeper(ScoreSheet(DOUBLE, ("We", "They")))
    for hand in HANDS:
        keeper.add(hand)
        write_keeper_autosave(keeper.sheet)
    resumed, notice = read_keeper_autosave()
    assert notice is None and resumed == keeper.sheet
    assert resumed is not None and resumed.totals == keeper.sheet.totals
    clear_keeper_autosave()
    assert read_keeper_autosave() == (None, None)


def test_a_damaged_autosave_is_kept_aside_with_a_notice(home: Path) -> None:
    path = paths.keeper_autosave_file()
    path.write_text('{"format": "pinochle-score-sheet", "ver', encoding="utf-8")
    resumed, notice = read_keeper_autosave()
    assert resumed is None and notice is not None
    assert "is damaged or truncated" in notice and "cannot be resumed" in notice
    assert re.search(r"kept as .*score-keeper\.pinochle-scores\.corrupt-\d{8}-\d{6}", notice)
    assert not path.exists()
    assert read_keeper_autosave() == (None, None)


KILLED_KEEPER = """
import os, signal, sys
from pinochle_desktop.engine.keeper import Keeper, ScoreSheet
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.persistence.score_sheets import write_keeper_autosave
from tests.persistence.test_score_sheets import HANDS

keeper = Keeper(ScoreSheet(PRESETS["double-deck"], ("We", "They")))
for number, hand in enumerate(HANDS, 1):
    keeper.add(hand)
    if number == len(HANDS):
        os.replace = lambda *args: os.kill(os.getpid(), signal.SIGKILL)  # dies before the new sheet replaces the old
    write_keeper_autosave(keeper.sheet)
sys.exit(3)  # not reached
"""


def test_a_killed_keeper_resumes_its_last_completed_sheet(home: Path) -> None:
    import signal
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, paths.HOME_ENV: str(home), "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, "-c", KILLED_KEEPER], env=env, cwd=root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr
    resumed, notice = read_keeper_autosave()
    assert notice is None and resumed is not None
    assert resumed.hands == HANDS[:-1], "the sheet as it was before the write that never finished"
    leftovers = [p.name for p in paths.state_dir().iterdir() if p.name != paths.KEEPER_AUTOSAVE_FILE_NAME]
    assert len(leftovers) == 1 and leftovers[0].endswith(".tmp")
