"""Game → Statistics: pictures of the bids made and set and of the games won over time, the figures per rule
set on a sheet of paper, the best meld ever, and a reset; dressed like the card table."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import PRESETS
from ...persistence.statistics import PresetStatistics, Statistics
from ..closing import free_when_closed
from ..game_files import GameFiles
from ..texts import CUSTOMISED_SUFFIX, cards_text_names, date_text, rules_title, suit_name, tr
from .charts import BidsChart, WinRateChart
from .screen_fit import fit_to_screen
from .table_look import dress_as_table, dress_table, heading

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
        dress_as_table(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addWidget(heading(tr("Statistics")))
        self.tabs = QTabWidget()
        pictures = QWidget()
        row = QHBoxLayout(pictures)
        row.setContentsMargins(0, 8, 0, 0)
        self.bids_chart, self.wins_chart = BidsChart(), WinRateChart()
        row.addWidget(self.bids_chart)
        row.addWidget(self.wins_chart)
        self.tabs.addTab(pictures, tr("Pictures"))
        figures = QWidget()
        column = QVBoxLayout(figures)
        column.setContentsMargins(0, 8, 0, 0)
        self.table = QTableWidget()
        dress_table(self.table)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)  # as tall as its rows
        column.addWidget(self.table)
        self.best = QLabel()
        self.best.setWordWrap(True)
        self.best.setTextFormat(Qt.TextFormat.RichText)  # bold titles; names and cards are escaped
        column.addWidget(self.best)
        column.addStretch(1)
        self.tabs.addTab(figures, tr("Figures"))
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(tr("Reset…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)  # Enter closes, never resets
        self.reset_button.setAutoDefault(False)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.fill(files._stats())
        fit_to_screen(self, QSize(860, 560).expandedTo(self.sizeHint()))

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
                item = QTableWidgetItem(value(figures) if auction or label not in BID_ROWS else "–")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.bids_chart.set_rows([(rules_title(name), stats.presets[name].bids_made, stats.presets[name].bids_set)
                                  for name in names if _has_auction(name)])
        games = sorted((game for name in names for game in stats.presets[name].games), key=lambda game: game.date)
        self.wins_chart.set_games([game.won for game in games], date_text(games[0].date) if games else "",
                                  date_text(games[-1].date) if games else "")
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
