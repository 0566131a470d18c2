"""The scoreboard's score sheet before the first hand is scored says so instead of showing a blank white box."""

from __future__ import annotations

from PySide6.QtGui import qGray
from PySide6.QtWidgets import QTableWidgetItem

from pinochle_desktop.ui.table.scoreboard import ScoreSheet


def _dark_pixels(sheet: ScoreSheet) -> int:
    image = sheet.viewport().grab().toImage()
    return sum(qGray(image.pixel(x, y)) < 190 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2))


def test_an_empty_score_sheet_says_no_hand_is_scored_yet(qtbot) -> None:  # type: ignore[no-untyped-def]
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(240, 200)
    sheet.show()
    qtbot.waitExposed(sheet)
    assert sheet.empty_text() == "No hands scored yet"
    assert _dark_pixels(sheet) > 20  # the words are drawn in the empty sheet
    sheet.setRowCount(1)
    for column in range(sheet.columnCount()):
        sheet.setItem(0, column, QTableWidgetItem(""))
    assert _dark_pixels(sheet) == 0  # a scored hand's row replaces them (this row has no text of its own)
