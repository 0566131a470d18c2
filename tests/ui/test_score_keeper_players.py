"""Tools → Score keeper for two and three players, typed in as a player would: a column of figures for
each player, the bidder against each opponent (three-handed) or no bid at all (two-handed), trick points
that do not add up refused in place, an earlier hand changed and the totals after it recomputed, and
the sheet exported to a PDF whose text holds the totals."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QSpinBox

from pinochle_desktop.engine.rules import PRESETS, Rules
from pinochle_desktop.ui.tools.keeper_window import ScoreKeeperWindow

ANNA, BEN, CLEO = 0, 1, 2
FIRST_SIDE = 3  # the sheet's columns: #, bid, result, then a column a player


def open_keeper(qtbot, rules: Rules) -> ScoreKeeperWindow:  # type: ignore[no-untyped-def]
    window = ScoreKeeperWindow(rules=rules)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def type_number(qtbot, spin: QSpinBox, value: int) -> None:  # type: ignore[no-untyped-def]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    assert spin.value() == value


def choose(combo: QComboBox, text: str) -> None:
    index = combo.findText(text)
    assert index >= 0, [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(index)


def name_players(qtbot, window: ScoreKeeperWindow, names: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    for edit, name in zip(window.name_edits, names, strict=True):
        edit.setFocus()
        edit.selectAll()
        qtbot.keyClicks(edit, name)
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert window.sheet.names == names


def enter(qtbot, window: ScoreKeeperWindow, meld: tuple[int, ...], tricks: tuple[int, ...] = (),  # type: ignore[no-untyped-def]
          bidder: str | None = None, bid: int | None = None, ending: str | None = None) -> None:
    """Type a hand: who bid and the bid, the ending, each meld, and the trick points of all but the last
    player (the last fills in) unless all are given."""
    form = window.form
    if bidder is not None:
        choose(form.bidders, bidder)
    if bid is not None:
        type_number(qtbot, form.bid, bid)
    if ending is not None:
        choose(form.ending, ending)
    for spin, value in zip(form.meld, meld, strict=True):
        type_number(qtbot, spin, value)
    for spin, value in zip(form.tricks, tricks):
        type_number(qtbot, spin, value)
    qtbot.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)


def column(window: ScoreKeeperWindow, col: int) -> list[str]:
    return [window.table.item(row, col).text() for row in range(window.table.rowCount())]


def pdf_text(path: Path) -> str:
    assert shutil.which("pdftotext"), "pdftotext (poppler-utils) is needed to read the PDF back"
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return " ".join(done.stdout.split())


def test_keep_a_short_three_handed_game(qtbot, tmp_path, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot, PRESETS["three-handed"])
    assert window.rules_choice.currentText() == "Three-handed"
    assert window.sheet.names == ("Player 1", "Player 2", "Player 3")
    name_players(qtbot, window, ("Anna", "Ben", "Cleo"))
    form = window.form
    assert [label.text() for label in form.side_labels] == ["Anna", "Ben", "Cleo"]
    assert [form.bidders.itemText(i) for i in range(form.bidders.count())] == ["Anna", "Ben", "Cleo"]
    assert form.buried_note.isVisibleTo(window), "the buried cards go in the bidder's trick points"

    # Anna makes 350 (her buried counters are in her 220); Cleo took no trick points and loses her meld
    enter(qtbot, window, (140, 20, 60), (220, 30), bidder="Anna", bid=350)
    assert form.problem_texts() == []
    assert [t.value() for t in form.tricks] == [0, 0, 0], "a fresh form for the next hand"
    # Ben is set; the others score their own meld and tricks
    enter(qtbot, window, (50, 150, 40), (60, 150), bidder="Ben", bid=400)
    assert column(window, FIRST_SIDE + CLEO) == ["+0 → 0", "+80 → 80"]

    # trick points of all three must make 250: refused in place, nothing lost
    enter(qtbot, window, (120, 40, 60), (180, 40, 40), bidder="Anna", bid=320)
    assert form.problem_texts() == ["Trick points must add up to 250, not 180 + 40 + 40 = 260"]
    assert window.table.rowCount() == 2 and [t.value() for t in form.tricks] == [180, 40, 40]
    type_number(qtbot, form.tricks[CLEO], 30)
    qtbot.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert form.problem_texts() == [] and window.table.rowCount() == 3

    # Cleo concedes before the first lead: she loses the bid, the others score their meld
    enter(qtbot, window, (20, 80, 100), bidder="Cleo", bid=300, ending="Conceded by the bidder (not played)")
    assert column(window, 2) == ["Made", "Set", "Set", "Conceded"]
    assert column(window, FIRST_SIDE + ANNA) == ["+360 → 360", "+110 → 470", "-320 → 150", "+20 → 170"]
    assert column(window, FIRST_SIDE + BEN) == ["+50 → 50", "-400 → -350", "+80 → -270", "+80 → -190"]
    assert column(window, FIRST_SIDE + CLEO) == ["+0 → 0", "+80 → 80", "+90 → 170", "-300 → -130"]
    assert window.totals.text() == "Totals: Anna 170, Ben -190, Cleo -130"
    window.table.selectRow(0)
    assert "Cleo: No trick points taken: the meld of 60 does not count" in window.why.text()
    window.grab().save(f"{screenshot_dir}/keeper-three-handed.png")

    # change hand 2: Ben made his 400 after all (150 + 250); every total after it changes
    window.table.selectRow(1)
    qtbot.mouseClick(window.change_button, Qt.MouseButton.LeftButton)
    assert form.title() == "Changing hand 2" and form.bid.value() == 400
    type_number(qtbot, form.tricks[ANNA], 0)
    type_number(qtbot, form.tricks[BEN], 250)
    type_number(qtbot, form.tricks[CLEO], 0)
    qtbot.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert form.problem_texts() == []
    assert column(window, FIRST_SIDE + BEN) == ["+50 → 50", "+400 → 450", "+80 → 530", "+80 → 610"]
    assert column(window, FIRST_SIDE + ANNA)[1:] == ["+0 → 360", "-320 → 40", "+20 → 60"]
    assert column(window, FIRST_SIDE + CLEO)[1:] == ["+0 → 0", "+90 → 90", "-300 → -210"]
    assert window.totals.text() == "Totals: Anna 60, Ben 610, Cleo -210"

    pdf = tmp_path / "three.pdf"
    window.export_pdf_to(pdf)
    text = pdf_text(pdf)
    assert "Rules: Three-handed" in text and "Totals: Anna 60, Ben 610, Cleo -210" in text
    assert "Cleo 300" in text and "Conceded" in text
    blank = tmp_path / "blank.pdf"
    window.export_blank_pdf_to(blank)
    text = pdf_text(blank)
    assert "Anna Ben Cleo" in text and "the trick points of all three add up to 250" in text


def test_keep_a_two_handed_game_to_1000(qtbot, tmp_path, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot, PRESETS["two-handed"])
    assert window.rules_choice.currentText() == "Two-handed"
    name_players(qtbot, window, ("Anna", "Ben"))
    form = window.form
    assert not form.bidders.isVisibleTo(window) and not form.bid.isVisibleTo(window), "nobody bids"
    assert not form.ending.isVisibleTo(window), "every hand is played to the end"
    assert not form.buried_note.isVisibleTo(window)
    assert window.table.isColumnHidden(2) and window.table.horizontalHeaderItem(1).text() == "Trump"

    enter(qtbot, window, (150, 80), (140,))
    assert [t.value() for t in form.tricks] == [0, 0]
    enter(qtbot, window, (300, 40), (180, 60))  # 240: refused
    assert form.problem_texts() == ["Trick points must add up to 250, not 180 + 60 = 240"]
    assert window.table.rowCount() == 1
    type_number(qtbot, form.tricks[BEN], 70)
    qtbot.keyClick(form.tricks[BEN], Qt.Key.Key_Return)  # Enter adds the hand
    qtbot.waitUntil(lambda: window.table.rowCount() == 2)
    enter(qtbot, window, (240, 450), (60,))
    assert column(window, FIRST_SIDE + ANNA) == ["+290 → 290", "+480 → 770", "+300 → 1070"]
    assert column(window, FIRST_SIDE + BEN) == ["+190 → 190", "+110 → 300", "+640 → 940"]
    assert window.totals.text() == "Game won by Anna, 1070 to 940."
    assert "Anna reached 1000 and won the game." in window.why.text()
    assert not form.submit_button.isEnabled()
    window.grab().save(f"{screenshot_dir}/keeper-two-handed.png")

    # change hand 1: Ben took more tricks; nobody is out yet, so the game goes on
    window.table.selectRow(0)
    qtbot.mouseClick(window.change_button, Qt.MouseButton.LeftButton)
    type_number(qtbot, form.tricks[ANNA], 20)
    type_number(qtbot, form.tricks[BEN], 230)
    qtbot.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert column(window, FIRST_SIDE + ANNA) == ["+170 → 170", "+480 → 650", "+300 → 950"]
    assert column(window, FIRST_SIDE + BEN) == ["+310 → 310", "+110 → 420", "+640 → 1060"]
    assert window.totals.text() == "Game won by Ben, 1060 to 950."

    pdf = tmp_path / "two.pdf"
    window.export_pdf_to(pdf)
    text = pdf_text(pdf)
    assert "Rules: Two-handed" in text and "Game won by Ben, 1060 to 950." in text
    assert "no bidding: the card turned up names trump" in text


def test_two_handed_declaring_out(qtbot) -> None:  # type: ignore[no-untyped-def]
    rules = dataclasses.replace(PRESETS["two-handed"], declare_out=True)
    window = open_keeper(qtbot, rules)
    name_players(qtbot, window, ("Anna", "Ben"))
    form = window.form
    endings = [form.ending.itemText(i) for i in range(form.ending.count())]
    assert endings == ["Played to the end", "Anna declared out", "Ben declared out"]
    enter(qtbot, window, (400, 300), (150,))
    enter(qtbot, window, (300, 60), (140, 20), ending="Anna declared out")  # 990: short of 1000
    assert form.problem_texts() == ["The game is over: Ben won. Start a new sheet for the next game."]
    assert column(window, 2) == ["Played", "Anna declared out"]
    assert window.totals.text() == "Game won by Ben, 480 to 990."
    assert "Anna declared out with 990, short of 1000: Anna lost the game and Ben won." in window.why.text()


def test_changing_the_rules_to_another_number_of_players(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    window = open_keeper(qtbot, PRESETS["double-deck"])
    titles = [window.rules_choice.itemText(i) for i in range(window.rules_choice.count())]
    window.rules_choice.activated.emit(titles.index("Three-handed"))
    assert window.sheet.rules.name == "three-handed" and window.rules_choice.currentText() == "Three-handed"
    assert window.sheet.names == ("Player 1", "Player 2", "Player 3"), "team names are nobody's own"
    assert len(window.name_edits) == 3 and len(window.form.meld) == 3 and window.table.columnCount() == 6
    name_players(qtbot, window, ("Anna", "Ben", "Cleo"))
    window.rules_choice.activated.emit(titles.index("Two-handed"))
    assert window.sheet.names == ("Anna", "Ben") and len(window.form.tricks) == 2
    enter(qtbot, window, (150, 80), (140,))
    assert window.table.rowCount() == 1
    window.rules_choice.activated.emit(titles.index("Three-handed"))  # the hand has figures for two
    assert window.sheet.rules.name == "two-handed" and window.rules_choice.currentText() == "Two-handed"
    assert shown[-1].endswith("\n\nThis sheet keeps 2 scores and these rules keep 3: start a new sheet for them")
    window.new_sheet()
    window.rules_choice.activated.emit(titles.index("Three-handed"))
    assert window.sheet.names == ("Anna", "Ben", "Player 3")
