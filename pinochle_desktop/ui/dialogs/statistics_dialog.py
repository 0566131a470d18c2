"""Game → Statistics: games, hands, bids and meld per rule set, the best meld ever, and a reset."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import PRESETS
from ...persistence.statistics import PresetStatistics, Statistics
from ..closing import free_when_closed
from ..game_files import GameFiles
from ..texts import CUSTOMISED_SUFFIX, cards_text_names, date_text, rules_title, suit_name, tr
from .screen_fit import fit_to_screen

BID_ROWS = frozenset({"Bids won", "Bids made", "Bids set", "Average bid"})
"""The rows about bids: a dash for a game without an auction (two-handed)."""
ROWS = (
    ("Games played", lambda f: str(f.games_played)),
    ("Games won", lambda f: str(f.games_won)),
    ("Hands played", lambda f: str(f.hands_played)),
    ("Bids won", lambda f: str(f.bids_won)),
    ("Bids made", lambda f: str(f.bids_made)),
    ("Bids set", lambda f: str(f.bids_set)),
    ("Average bid", lambda f: "–" if f.average_bid is None else f"{f.average_bid:.0f}"),
    ("Average meld", lambda f: "–" if f.average_meld is None else f"{f.average_meld:.0f}"),
)


def _has_auction(name: str) -> bool:
    """Whether the rule set of that name has bids (a preset's, also customised; a named set is assumed to)."""
    rules = PRESETS.get(name.removesuffix(CUSTOMISED_SUFFIX))
    return rules is None or not rules.draw_game


def _best(figures: PresetStatistics) -> str:
    best = figures.best_meld
    if best is None:
        return "–"
    trump = f" ({tr('trump')} {suit_name(best.trump)})" if best.trump is not None else ""
    day = date_text(best.date)
    return f"{best.points}: {html.escape(cards_text_names(best.cards))}{trump}, {day}"


class StatisticsDialog(QDialog):
    """A table with one column per rule set played; Reset clears them all (after asking)."""

    def __init__(self, parent: QWidget, files: GameFiles) -> None:
        super().__init__(parent)
        self.files = files
        self.setWindowTitle(tr("Statistics"))
        layout = QVBoxLayout(self)
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        self.best = QLabel()
        self.best.setWordWrap(True)
        layout.addWidget(self.best)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(tr("Reset…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.fill(files._stats())
        fit_to_screen(self, QSize(620, 420).expandedTo(self.sizeHint()))

    def fill(self, stats: Statistics) -> None:
        names = sorted(stats.presets, key=lambda name: rules_title(name).casefold())
        self.table.clearContents()
        self.table.setColumnCount(max(1, len(names)))
        self.table.setRowCount(len(ROWS))
        self.table.setHorizontalHeaderLabels([rules_title(name) for name in names] or [tr("No games yet")])
        self.table.setVerticalHeaderLabels([tr(label) for label, _ in ROWS])
        self._share_width()
        for col, name in enumerate(names):
            figures = stats.presets[name]
            auction = _has_auction(name)
            for row, (label, value) in enumerate(ROWS):
                self.table.setItem(row, col, QTableWidgetItem(value(figures) if auction or label not in BID_ROWS
                                                              else "–"))
        lines = [f"<b>{html.escape(rules_title(name))}</b>: {_best(stats.presets[name])}" for name in names]
        self.best.setText(f"<b>{tr('Best meld')}</b><br>" + ("<br>".join(lines) or "–"))

    def _share_width(self) -> None:
        """Columns share the table's width when they all fit; else each is as wide as its text and it scrolls."""
        header = self.table.horizontalHeader()
        needed = sum(max(self.table.sizeHintForColumn(col), header.sectionSizeHint(col))
                     for col in range(self.table.columnCount()))
        fits = needed <= self.table.viewport().width()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch if fits else QHeaderView.ResizeMode.ResizeToContents)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()

    def ask_reset(self) -> None:
        answer = QMessageBox.question(self, tr("Reset statistics"), tr("Forget all statistics?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.reset()

    def reset(self) -> None:
        self.files._store(Statistics())
        self.fill(Statistics())


def show_statistics_dialog(parent: QWidget, files: GameFiles) -> StatisticsDialog:
    dialog = free_when_closed(StatisticsDialog(parent, files))
    dialog.show()
    return dialog
