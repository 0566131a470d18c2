"""The scoreboard beside the table: each side's score, the contract, this hand's points, and the score sheet."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
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

from ...engine.cards import cards_of
from ...engine.scoring import Outcome
from ...engine.state import GameState, Phase
from ..plain_text import as_written, plain_label
from ..texts import card_name, contract_progress, is_you, outcome_text, side_names, suit_name, tr
from .panels import scaled_style, set_style
from .picture import trick_counts

SIDE_COLOURS = ("#3b82f6", "#d98b06", "#9333ea")  # as the seat plates' dots: side 0, 1, 2

STYLE = """
QFrame#scoreboard { background: #f7f4ea; }
QFrame#scoreboard[drawer="true"] { border-left: {b3}px solid #8a846c; }
QLabel { color: #1d2a22; font-size: {f14}px; }
QLabel#heading { font-size: {f13}px; font-weight: bold; color: #55624f; text-transform: uppercase; }
QLabel#score { font-size: {f26}px; font-weight: bold; }
QLabel#team { font-size: {f15}px; font-weight: bold; }
QTableWidget, QHeaderView::section { font-size: {f13}px; }
QTableWidget { background: white; gridline-color: #e2ddd0; }
QHeaderView::section { padding: {p3}px {p4}px; background: #ece7d8; color: #1d2a22; border: none;
                       border-right: 1px solid #d6d0bf; border-bottom: 1px solid #d6d0bf; font-weight: bold; }
QPushButton { font-size: {f13}px; padding: {p4}px; }
QFrame#banner { background: #fff3c4; border: 1px solid #d9b44a; border-radius: {r8}px; }
QFrame#banner QLabel { color: #3b2f05; font-size: {f14}px; }
QFrame#banner QPushButton { font-size: {f14}px; padding: {p4}px {p8}px; }
"""
"""At the design size; ``{f14}`` is 14 pixels times the board's scale (``ScoreBoard.set_ui``)."""
WIDTH = 240
"""The board's width at scale 1 (the window gives it ``WIDTH * ui``)."""


class ScoreSheet(QTableWidget):
    """The hands scored so far, one row each; before the first, a word that none has been (not a blank box)."""

    def __init__(self) -> None:
        super().__init__(0, 3)

    @staticmethod
    def empty_text() -> str:
        return tr("No hands scored yet")

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.rowCount():
            return
        painter = QPainter(self.viewport())
        painter.setPen(QColor("#7a7766"))
        painter.setFont(self.font())
        room = self.viewport().rect().adjusted(8, 8, -8, -8)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.drawText(room, int(flags), self.empty_text())
        painter.end()


class ScoreBoard(QFrame):
    """Scores, target, bid and bidder, trump, meld and trick points this hand, and every hand so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.ui = 1.0
        self.compact_scores = ""  # the running score in short, for the folded board's tab (``_compact``)
        self.compact_bid = ""
        self.setStyleSheet(scaled_style(STYLE, self.ui))
        self.setFixedWidth(240)  # the window sets it from its own width
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        self._column = layout
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.team_labels: list[QLabel] = []
        self.score_labels: list[QLabel] = []
        self._set_sides(2)
        layout.addLayout(self.grid)
        self.target = plain_label()
        self.target.setWordWrap(True)
        layout.addWidget(self.target)
        layout.addSpacing(8)
        heading = plain_label(tr("This hand"))
        heading.setObjectName("heading")
        layout.addWidget(heading)
        self.contract = QLabel()
        self.contract.setTextFormat(Qt.TextFormat.PlainText)
        self.contract.setWordWrap(True)
        layout.addWidget(self.contract)
        self.hand_points = QLabel()
        self.hand_points.setTextFormat(Qt.TextFormat.RichText)
        self.hand_points.setWordWrap(True)
        layout.addWidget(self.hand_points)
        layout.addSpacing(8)
        heading = plain_label(tr("Score sheet"))
        heading.setObjectName("heading")
        layout.addWidget(heading)
        self.sheet = ScoreSheet()
        self._sheet_shows: object = None  # what the sheet was last filled with (see _fill_sheet)
        self.sheet.setHorizontalHeaderLabels([tr("Bid"), tr("Us"), tr("Them")])
        self.sheet.verticalHeader().setVisible(True)
        self.sheet.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.sheet.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.sheet.horizontalHeader()
        header.setStretchLastSection(False)
        # The bidder and bid take the room (names are long); the points columns are as wide as their numbers.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.sheet.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # at the smallest window the lines above come first (three players, the widow): the sheet keeps its
        # header and one hand in view, and scrolls (Game → Score sheet shows it whole)
        self.sheet.setMinimumHeight(52)
        layout.addWidget(self.sheet, 1)
        self.hint_button = QPushButton(tr("Hint (H)"))
        self.hint_button.setToolTip(tr("What would the expert do now?"))
        layout.addWidget(self.hint_button)

    def set_ui(self, ui: float) -> None:
        """Texts and margins at scale ``ui`` (the window's: larger on a larger screen)."""
        if ui == self.ui:
            return
        self.ui = ui
        set_style(self, scaled_style(STYLE, ui))
        margin = round(14 * ui)
        self._column.setContentsMargins(margin, margin, margin, margin)
        self.sheet.verticalHeader().setDefaultSectionSize(round(24 * ui))
        self.sheet.setMinimumHeight(round(52 * min(1.0, ui)))
        self._column.invalidate()  # the size hints are measured again with the new fonts
        self._column.activate()

    def pixel_size(self) -> float:
        """The size of the board's body text in pixels (for the layout checker)."""
        return max(1, round(14 * self.ui))

    def add_notice(self, notice: QWidget) -> None:
        """A notice (the resume banner) at the top of the scoreboard."""
        self._column.insertWidget(0, notice)
        self._column.insertSpacing(1, 8)

    def _set_sides(self, count: int) -> None:
        """One row per side: its players' names and its score."""
        while len(self.team_labels) < count:
            side = len(self.team_labels)
            name, score = plain_label(), plain_label("0")
            name.setObjectName("team")
            name.setTextFormat(Qt.TextFormat.PlainText)  # the players' names as written, never as HTML
            score.setObjectName("score")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            name.setStyleSheet(f"color: {SIDE_COLOURS[side]};")
            self.grid.addWidget(name, side, 0)
            self.grid.addWidget(score, side, 1)
            self.team_labels.append(name)
            self.score_labels.append(score)
        for side, (name, score) in enumerate(zip(self.team_labels, self.score_labels, strict=True)):
            name.setVisible(side < count)
            score.setVisible(side < count)

    def update_from(self, state: GameState, names: tuple[str, ...], dealing: bool = False, buried: int = 0) -> None:
        """Show ``state``; while the cards of a new hand are still flying out (``dealing``) the hand's
        section waits for them.  ``buried``: the trick points of the bidder's buried cards, when the person
        looking is the bidder (they count for it; nobody else knows them)."""
        rules = state.rules
        sides = side_names(rules, names)
        self._set_sides(len(sides))
        for side, name in enumerate(sides):
            self.team_labels[side].setText(name)
            self.score_labels[side].setText(str(state.scores[side]))
            self.score_labels[side].setAccessibleName(  # read as one: "South & North: 40 points"
                tr("{side}: %n point(s)", None, state.scores[side]).format(side=name))
        self.target.setText(tr("Game to {target}").format(target=rules.target)
                            + (tr(", lose at {score}").format(score=rules.lose_at) if rules.lose_at else ""))
        if rules.draw_game:
            contract = (tr("Stock: %n card(s)", None, len(state.stock)) if state.turn_up is not None
                        else tr("Last 12 tricks") if state.phase in (Phase.TRICKS, Phase.STOCK, Phase.MELD)
                        else "")
        elif state.bidder is not None and state.phase is not Phase.AUCTION:
            name = names[state.bidder]
            contract = (tr("You bid {bid}") if is_you(name) else tr("{name} bid {bid}")).format(
                name=name, bid=state.high_bid)
            if state.stuck:
                contract += tr(" (stuck)")
        elif state.high_bid is not None and state.bidder is not None:
            name = names[state.bidder]
            contract = (tr("High bid {bid} by you") if is_you(name) else tr("High bid {bid} by {name}")).format(
                bid=state.high_bid, name=name)
        elif dealing:
            contract = tr("Dealing…")
        else:
            contract = tr("Bidding opens at {bid}").format(bid=rules.min_bid)
        if state.trump is not None:
            contract += (" · " if contract else "") + tr("Trump: {suit}").format(suit=suit_name(state.trump))
        playing = state.phase is Phase.TRICKS or bool(state.tricks)
        finished = state.phase in (Phase.DEAL, Phase.GAME_OVER) and bool(state.results)
        if finished and state.results[-1].score is not None and state.results[-1].bidder is not None:
            contract += " · " + outcome_text(state.results[-1].score.outcome, rules)  # not "needs 200" any more
        elif playing and state.bidder is not None and state.high_bid is not None:
            contract += " · " + contract_progress(state, buried)
        if state.widow and state.bidder is not None and state.phase is not Phase.AUCTION:
            # the widow was shown to all: it stays in view (a hot-seat player may not have been looking)
            widow = " ".join(card_name(card) for card in cards_of(state.widow))
            contract += "\n" + tr("Widow: {cards}.").format(cards=widow)
        self.contract.setText(contract)
        self._compact(state, names, sides)
        self.hand_points.setText(self._side_lines(state, sides, playing, buried))
        self._fill_sheet(state, names)

    def _compact(self, state: GameState, names: tuple[str, ...], sides: tuple[str, ...]) -> None:
        """The running score in two short pieces, for the tab of the folded scoreboard: "Us 120 · Them 80" (each
        player's name and score without partners) and the bid ("Bid 350 ♣"), if there is one."""
        rules = state.rules
        labels = (tr("Us"), tr("Them")) if rules.partnerships else sides
        self.compact_scores = " · ".join(f"{label} {score}" for label, score in zip(labels, state.scores, strict=False))
        bid = ""
        if not rules.draw_game and state.high_bid is not None and state.bidder is not None:
            bid = tr("Bid {bid}").format(bid=state.high_bid)
            if state.trump is not None:
                bid += f" {state.trump.symbol}"
        self.compact_bid = bid

    @staticmethod
    def _side_lines(state: GameState, sides: tuple[str, ...], playing: bool, buried: int = 0) -> str:
        """Each side this hand: its meld, and once the tricks start its tricks, counters and trick points (the
        bidder's with the cards it buried, when the person looking buried them)."""
        if not state.melds and not playing:
            return ""
        tricks, counters = trick_counts(state)
        rows = []
        for side, name in enumerate(sides):
            parts = []
            if state.melds:
                parts.append(tr("meld {m}").format(m=state.side_meld[side]))
            if playing:
                bidders = state.bidder is not None and side == state.rules.seating.side_of[state.bidder]
                mine = buried if bidders else 0
                points = tr("%n point(s)", None, state.taken[side] + mine)
                if mine:
                    points += " " + tr("(buried {b})").format(b=mine)
                parts += [tr("%n trick(s)", None, tricks[side]), tr("%n counter(s)", None, counters[side]), points]
            colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
            rows.append(f"<b style='color:{colour}'>{escape(name)}</b><br>{escape(' · '.join(parts))}")
        return "<br>".join(rows)

    def _fill_sheet(self, state: GameState, names: tuple[str, ...]) -> None:
        results = state.results
        sides = len(state.rules.seating.sides)
        if self.sheet.columnCount() != 1 + sides:
            self.sheet.setColumnCount(1 + sides)
        first = tr("Trump") if state.rules.draw_game else tr("Bid")
        headers = [first, tr("Us"), tr("Them")] if state.rules.partnerships else [first, *names]
        shows = (headers, results, names, state.rules)
        if shows == self._sheet_shows:
            return  # the table is refreshed at every card and bid; the sheet changes once a hand
        self._sheet_shows = shows
        self.sheet.setHorizontalHeaderLabels(headers)
        self.sheet.setRowCount(len(results))
        for row, r in enumerate(results):
            bidder_team = r.bidders
            totals = " – ".join(str(t) for t in r.totals)
            if r.bidder is None or r.score is None:  # no contract: each scores meld and tricks
                made, tip = True, totals
                cells = [suit_name(r.trump) if r.trump is not None else "–", *(f"{p:+d}" for p in r.points)]
                spoken = list(cells)
            else:
                made = r.score.outcome is Outcome.MADE
                # three players share the narrow sheet: the bid alone (the bidder's column is bold), else the
                # name would be all the column shows ("You…")
                bid = f"{r.bid} {'✓' if made else '✗'}"
                cells = [f"{names[r.bidder]} {bid}" if state.rules.partnerships else bid,
                         *(f"{p:+d}" for p in r.points)]
                tip = f"{outcome_text(r.score.outcome, state.rules)} · {totals}"
                spoken = [f"{names[r.bidder]} {r.bid} {outcome_text(r.score.outcome, state.rules)}", *cells[1:]]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(as_written(tip))  # names as written
                item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken[col])  # words, not ✓ and ✗
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == 0 and not made:
                    item.setForeground(QColor("#b42318"))
                if col and col - 1 == bidder_team:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.sheet.setItem(row, col, item)
        if results:
            self.sheet.scrollToBottom()
