"""Names and text from a file, the network or typing are shown as written, never as HTML: a side named
``<h1>BIGHEAD</h1>`` or ``<img src='file:///etc/passwd'>`` reads literally in every widget that shows it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QLabel, QWidget

from pinochle_desktop.engine.keeper import KeptHand, ScoreSheet
from pinochle_desktop.engine.rules import PRESETS, preset
from pinochle_desktop.persistence.score_sheets import save_sheet
from pinochle_desktop.persistence.settings import SeatConfig
from pinochle_desktop.ui.table.controller import Mode
from pinochle_desktop.ui.tools.keeper_window import ScoreKeeperWindow
from pinochle_desktop.ui.tools.meld_calculator import MeldCalculatorWindow

from .table_driver import make_window
from .test_files import play_until

HEADING = "<h1>BIGHEAD</h1>"
PICTURE = "<img src='file:///etc/passwd'>"


def shown(text: str, fmt: Qt.TextFormat) -> str:
    """What a person reads in a widget with this text and format (auto: as Qt guesses)."""
    if fmt is Qt.TextFormat.PlainText or (fmt is Qt.TextFormat.AutoText and not Qt.mightBeRichText(text)):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def tooltip_shown(text: str) -> str:
    return shown(text, Qt.TextFormat.AutoText)  # a tool tip guesses, like an automatic label


def labels_naming(root: QWidget, word: str) -> list[QLabel]:
    return [label for label in root.findChildren(QLabel) if word in label.text()]


def assert_labels_literal(root: QWidget, *texts: str) -> int:
    """Every label that holds one of ``texts`` (in any form) shows it literally; returns how many there are."""
    seen = 0
    for label in root.findChildren(QLabel):
        for text in texts:
            key = "BIGHEAD" if "BIGHEAD" in text else "file:///"
            if key in label.text():
                seen += 1
                assert text in shown(label.text(), label.textFormat()), (label.objectName(), label.text())
    return seen


def test_the_score_keeper_shows_names_from_a_file_as_written(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    rules = PRESETS["double-deck"]
    hands = (KeptHand(0, 60, (34, 22), (31, rules.trick_total - 31)),
             KeptHand(1, 75, (17, 41), (rules.trick_total - 28, 28)))
    path = tmp_path / "hostile.pinochle-scores"
    save_sheet(path, ScoreSheet(rules, (HEADING, PICTURE), hands))
    window = ScoreKeeperWindow(rules=rules)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_path(path)
    # the column headers above the form's figures, one a side
    assert [label.text() for label in window.form.side_labels] == [HEADING, PICTURE]
    assert all(label.textFormat() is Qt.TextFormat.PlainText for label in window.form.side_labels)
    # the table's column headers
    headers = [window.table.horizontalHeaderItem(c).text() for c in range(window.table.columnCount())]
    assert headers[-2:] == [HEADING, PICTURE]
    # each hand's explanation: below the table and as the tool tip of its cells
    for row in range(2):
        window.table.selectRow(row)
        assert window.why.textFormat() is Qt.TextFormat.PlainText
        assert HEADING in window.why.text() or PICTURE in window.why.text()
        tip = window.table.item(row, 3).toolTip()
        assert HEADING in tooltip_shown(tip) or PICTURE in tooltip_shown(tip)
    assert window.totals.textFormat() is Qt.TextFormat.PlainText
    assert assert_labels_literal(window, HEADING, PICTURE) >= 4


def test_names_typed_into_the_keeper_show_as_written(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = ScoreKeeperWindow(rules=PRESETS["double-deck"])
    qtbot.addWidget(window)
    window.show()
    window.name_edits[0].setText(HEADING)
    window.name_edits[1].setText(PICTURE + "x" * 200)  # too long: the error line names it
    window.rename()
    assert window.names_error.textFormat() is Qt.TextFormat.PlainText
    assert assert_labels_literal(window, HEADING, PICTURE) >= 0


def test_the_meld_calculator_error_shows_typed_markup_as_written(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MeldCalculatorWindow(rules=PRESETS["double-deck"])
    qtbot.addWidget(window)
    window.show()
    for typed in (HEADING, PICTURE):
        window.text.setText(typed)
        assert not window.use_text()
        assert window.text_error.isVisibleTo(window)
        assert window.text_error.textFormat() is Qt.TextFormat.PlainText
        assert "BIGHEAD" in window.text_error.text() or "<img" in window.text_error.text()
    assert window.hand_label.textFormat() is Qt.TextFormat.PlainText
    assert window.total.textFormat() is Qt.TextFormat.PlainText


def test_the_table_shows_player_names_as_written(qtbot) -> None:  # type: ignore[no-untyped-def]
    picture = "<img src='file:///x'>"  # (a seat name has at most 24 characters)
    seats = (SeatConfig(HEADING, human=True), SeatConfig(picture, human=False, level="easy"),
             SeatConfig("North", human=False, level="easy"), SeatConfig(HEADING + "2", human=False, level="easy"))
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seats=seats, seed=4)
    play_until(qtbot, c, lambda: c.mode is Mode.HAND_OVER)
    assert assert_labels_literal(window, HEADING, picture) >= 1
    sheet = window.scoreboard.sheet
    for row in range(sheet.rowCount()):
        for col in range(sheet.columnCount()):
            item = sheet.item(row, col)
            if item is not None and item.toolTip():
                assert "<img" not in tooltip_shown(item.toolTip()) or picture in tooltip_shown(item.toolTip())
