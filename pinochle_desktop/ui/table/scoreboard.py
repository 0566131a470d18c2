"""The scoreboard beside the table: team scores, the contract, this hand's points, and the score sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.scoring import Outcome
from ...engine.state import GameState, Phase, team_of
from ..texts import outcome_text, suit_name, tr

STYLE = """
QFrame#scoreboard { background: #f7f4ea; }
QLabel { color: #1d2a22; font-size: 14px; }
QLabel#heading { font-size: 13px; font-weight: bold; color: #55624f; text-transform: uppercase; }
QLabel#score { font-size: 26px; font-weight: bold; }
QLabel#team { font-size: 15px; font-weight: bold; }
QTableWidget { font-size: 13px; background: white; gridline-color: #e2ddd0; }
"""


class ScoreBoard(QFrame):
    """Scores, target, bid and bidder, trump, meld and trick points this hand, and every hand so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setStyleSheet(STYLE)
        self.setMinimumWidth(240)
        self.setMaximumWidth(340)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.team_labels = [QLabel(), QLabel()]
        self.score_labels = [QLabel("0"), QLabel("0")]
        for team in (0, 1):
            self.team_labels[team].setObjectName("team")
            self.team_labels[team].setTextFormat(Qt.TextFormat.PlainText)
            self.score_labels[team].setObjectName("score")
            self.score_labels[team].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            colour = "#3b82f6" if team == 0 else "#d98b06"
            self.team_labels[team].setStyleSheet(f"color: {colour};")
            grid.addWidget(self.team_labels[team], team, 0)
            grid.addWidget(self.score_labels[team], team, 1)
        layout.addLayout(grid)
        self.target = QLabel()
        layout.addWidget(self.target)
        layout.addSpacing(8)
        heading = QLabel(tr("This hand"))
        heading.setObjectName("heading")
        layout.addWidget(heading)
        self.contract = QLabel()
        self.contract.setTextFormat(Qt.TextFormat.PlainText)
        self.contract.setWordWrap(True)
        layout.addWidget(self.contract)
        self.hand_points = QLabel()
        self.hand_points.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.hand_points)
        layout.addSpacing(8)
        heading = QLabel(tr("Score sheet"))
        heading.setObjectName("heading")
        layout.addWidget(heading)
        self.sheet = QTableWidget(0, 3)
        self.sheet.setHorizontalHeaderLabels([tr("Bid"), tr("Us"), tr("Them")])
        self.sheet.verticalHeader().setVisible(True)
        self.sheet.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.sheet.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.sheet.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.sheet.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.sheet, 1)
        self.hint_button = QPushButton(tr("Hint (H)"))
        self.hint_button.setToolTip(tr("What would the expert do now?"))
        layout.addWidget(self.hint_button)

    def update_from(self, state: GameState, names: tuple[str, ...], viewer_team: int = 0) -> None:
        rules = state.rules
        for team in (0, 1):
            self.team_labels[team].setText(f"{names[team]} & {names[team + 2]}")
            self.score_labels[team].setText(str(state.scores[team]))
        self.target.setText(tr("Game to {target}").format(target=rules.target)
                            + (tr(", lose at {score}").format(score=rules.lose_at) if rules.lose_at else ""))
        if state.bidder is not None and state.phase is not Phase.AUCTION:
            contract = tr("{name} bid {bid}").format(name=names[state.bidder], bid=state.high_bid)
            if state.stuck:
                contract += tr(" (stuck)")
        elif state.high_bid is not None and state.bidder is not None:
            contract = tr("High bid {bid} by {name}").format(bid=state.high_bid, name=names[state.bidder])
        else:
            contract = tr("Bidding opens at {bid}").format(bid=rules.min_bid)
        if state.trump is not None:
            contract += " · " + tr("Trump: {suit}").format(suit=suit_name(state.trump))
        self.contract.setText(contract)
        meld = state.team_meld if state.melds else None
        lines = []
        if meld is not None:
            lines.append(tr("Meld: {a} / {b}").format(a=meld[0], b=meld[1]))
        if state.phase is Phase.TRICKS or state.tricks:
            lines.append(tr("Tricks: {a} / {b}").format(a=state.taken[0], b=state.taken[1]))
        self.hand_points.setText("<br>".join(lines))
        self._fill_sheet(state, names)

    def _fill_sheet(self, state: GameState, names: tuple[str, ...]) -> None:
        results = state.results
        self.sheet.setRowCount(len(results))
        for row, r in enumerate(results):
            bidder_team = team_of(r.bidder)
            made = r.score.outcome is Outcome.MADE
            cells = [
                f"{names[r.bidder]} {r.bid} {'✓' if made else '✗'}",
                f"{r.points[0]:+d}",
                f"{r.points[1]:+d}",
            ]
            tip = f"{outcome_text(r.score.outcome)} · {r.totals[0]} – {r.totals[1]}"
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 0 and not made:
                    item.setForeground(QColor("#b42318"))
                if col in (1, 2) and col - 1 == bidder_team:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.sheet.setItem(row, col, item)
        if results:
            self.sheet.scrollToBottom()
