"""Game → Score sheet: the scores over the game as a picture, every hand on a sheet of paper below it, and a
way into each hand's review; dressed like the card table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.scoring import Outcome
from ...engine.state import GameState
from ..texts import outcome_text, side_names, suit_name, tr
from .charts import SET, SIDE_COLOURS, ScoreChart
from .screen_fit import fit_to_screen
from .table_look import dress_as_table, dress_table, heading

RESULT_COLUMN = 3


class ScoreSheetDialog(QDialog):
    """The totals hand by hand as lines; one row per hand: bidder and bid, trump, the outcome, each side's
    points and totals (the bidders' in bold, a set contract in red)."""

    def __init__(self, parent: QWidget, state: GameState, names: tuple[str, ...],
                 review: Callable[[int], object]) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Score sheet"))
        dress_as_table(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(heading(tr("Score sheet")))
        draw_game = state.rules.draw_game
        sides = side_names(state.rules, names)
        self.chart = ScoreChart()
        self.chart.set_scores(sides, [r.totals for r in state.results], state.rules.target)
        headers = ([tr("Dealer"), tr("Trump"), tr("Meld"), tr("Tricks")] if draw_game
                   else [tr("Bidder"), tr("Bid"), tr("Trump"), tr("Result")]) + list(sides)
        self.table = QTableWidget(len(state.results), len(headers))
        dress_table(self.table)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RESULT_COLUMN, QHeaderView.ResizeMode.Stretch)  # the longest texts get the room
        for col in range(4, len(headers)):  # each side's column under its colour
            item = self.table.horizontalHeaderItem(col)
            item.setForeground(QColor(SIDE_COLOURS[(col - 4) % len(SIDE_COLOURS)]).lighter(150))
        for row, r in enumerate(state.results):
            trump = suit_name(r.trump) if r.trump is not None else "–"
            if r.bidder is None or r.score is None:  # two-handed: each scores meld and tricks
                head = [names[r.dealer], trump, " / ".join(map(str, r.meld)),
                        " / ".join(map(str, r.trick_points or ()))]
                set_contract, bidders = False, None
            else:
                head = [names[r.bidder], str(r.bid), trump, outcome_text(r.score.outcome, state.rules)]
                set_contract, bidders = r.score.outcome is not Outcome.MADE, r.bidders
            cells = [*head, *(f"{p:+d} → {t}" for p, t in zip(r.points, r.totals, strict=True))]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 1 or col >= 4:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == RESULT_COLUMN:
                    item.setToolTip(text)  # the whole outcome, where a narrow sheet shortens it
                    if set_contract:
                        item.setForeground(SET)
                if bidders is not None and col - 4 == bidders:
                    bold = QFont(item.font())
                    bold.setBold(True)
                    item.setFont(bold)
                self.table.setItem(row, col, item)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(self.chart)
        split.addWidget(self.table)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        layout.addWidget(split, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.review_button = QPushButton(tr("Review hand"))
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.clicked.connect(lambda _c=False: review(max(0, self.table.currentRow()) + 1))
        self.review_button.setEnabled(bool(state.results))
        self.table.cellDoubleClicked.connect(lambda row, _col: review(row + 1))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if state.results:
            self.table.scrollToBottom()
        fit_to_screen(self, QSize(820, 620))
