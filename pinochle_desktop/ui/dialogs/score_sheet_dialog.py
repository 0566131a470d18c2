"""Game → Score sheet: every hand of the game so far, and a way into each hand's review."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.state import GameState
from ..texts import outcome_text, side_names, suit_name, tr
from .screen_fit import fit_to_screen

RESULT_COLUMN = 3


class ScoreSheetDialog(QDialog):
    """One row per hand: bidder and bid, trump, the outcome, each side's points and totals."""

    def __init__(self, parent: QWidget, state: GameState, names: tuple[str, ...],
                 review: Callable[[int], object]) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Score sheet"))
        layout = QVBoxLayout(self)
        draw_game = state.rules.draw_game
        headers = ([tr("Dealer"), tr("Trump"), tr("Meld"), tr("Tricks")] if draw_game
                   else [tr("Bidder"), tr("Bid"), tr("Trump"), tr("Result")]) + list(side_names(state.rules, names))
        self.table = QTableWidget(len(state.results), len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RESULT_COLUMN, QHeaderView.ResizeMode.Stretch)  # the longest texts get the room
        for row, r in enumerate(state.results):
            trump = suit_name(r.trump) if r.trump is not None else "–"
            if r.bidder is None or r.score is None:  # two-handed: each scores meld and tricks
                head = [names[r.dealer], trump, " / ".join(map(str, r.meld)),
                        " / ".join(map(str, r.trick_points or ()))]
            else:
                head = [names[r.bidder], str(r.bid), trump, outcome_text(r.score.outcome, state.rules)]
            cells = [*head, *(f"{p:+d} → {t}" for p, t in zip(r.points, r.totals, strict=True))]
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.review_button = QPushButton(tr("Review hand"))
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(lambda _c=False: review(max(0, self.table.currentRow()) + 1))
        self.review_button.setEnabled(bool(state.results))
        self.table.cellDoubleClicked.connect(lambda row, _col: review(row + 1))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_screen(self, QSize(760, 420))
