"""The scoreboard folded into a drawer when the window is narrow: the table gets the sidebar's width back, a
small "Score" tab at the table's edge keeps the running score in view, and the tab (or F9) slides the whole
scoreboard out over the table's right edge; Escape or a click beside it puts it away. Wide windows keep the
scoreboard as a column beside the table, as before."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import QBoxLayout, QPushButton, QWidget

from ..texts import tr
from .panels import scaled_style
from .scoreboard import ScoreBoard

FOLD_WIDTH = 1000
"""Windows narrower than this fold the scoreboard into the drawer (the 1024x700 design size keeps its column;
800x600 and a 1920x1080 screen at scale 2, 960x540 points, fold: there the table needs the width for the
players' meld lists and a long hint)."""

TAB_STYLE = """
QPushButton { background: #f7f4ea; color: #1d2a22; border: 1px solid #b9b39a; border-radius: {r8}px;
              padding: {p4}px {p10}px; font-size: {f14}px; text-align: left; }
QPushButton:hover { background: #ffffff; }
QPushButton:focus { border: 3px solid #6cc4ff; padding: {p2}px {p8}px; }
"""


def folds(width: int) -> bool:
    """Whether a window ``width`` pixels wide shows the scoreboard as a drawer rather than a column."""
    return width < FOLD_WIDTH


class ScoreTab(QPushButton):
    """The folded scoreboard's handle on the table: "Score (F9)", each side's score and the bid in three short
    lines; a click opens the drawer."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("scoreTab")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the cards; F9 opens the drawer
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.ui = 0.0
        self.wanted = False
        self.set_ui(1.0)
        self.set_summary("", "")
        self.hide()

    def set_ui(self, ui: float) -> None:
        if ui != self.ui:
            self.ui = ui
            self.setStyleSheet(scaled_style(TAB_STYLE, ui))

    def set_summary(self, scores: str, bid: str) -> None:
        """``scores``: "Us 120 · Them 80"; ``bid``: the contract ("Bid 350"), or empty."""
        lines = [tr("Score") + " (F9) ◂", scores, bid]  # short lines: it fits the table's corner
        self.setText("\n".join(line for line in lines if line))
        self.setAccessibleName(tr("Score"))
        self.setAccessibleDescription(f"{scores}. {bid}" if bid else scores)
        self.setToolTip(tr("Show the scoreboard (F9); Escape puts it away."))

    def size_for(self, _max_width: float) -> tuple[int, int]:
        """Its size (it does not wrap: short lines)."""
        self.ensurePolished()
        hint = self.sizeHint()
        lines = self.text().split("\n")
        width = max(hint.width(), max(self.fontMetrics().horizontalAdvance(line) for line in lines)
                    + round(28 * self.ui))
        return width, hint.height()

    def place(self, x: float, y: float, width: float, height: float) -> None:
        self.setGeometry(int(round(x)), int(round(y)), int(width), int(height))
        self.show()
        self.raise_()


class _Scrim(QWidget):
    """Behind the open drawer, over the table: a click on it puts the drawer away."""

    clicked = Signal()

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), QColor(0, 0, 0, 70))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.clicked.emit()


class ScoreDrawer(QObject):
    """Puts the scoreboard in ``row`` (a column beside ``view``) or, folded, over ``view``'s right edge in
    ``frame`` (the window's central widget) while open."""

    changed = Signal()
    """The fold or the drawer changed (the table lays its widgets out again: the tab comes or goes)."""

    def __init__(self, board: ScoreBoard, view: QWidget, row: QBoxLayout, frame: QWidget) -> None:
        super().__init__(frame)
        self.board, self.view, self.row, self.frame = board, view, row, frame
        self.folded = False
        self.tab = ScoreTab(view)
        self.tab.clicked.connect(lambda _checked=False: self.open())
        self.scrim = _Scrim(frame)
        self.scrim.hide()
        self.scrim.clicked.connect(self.close)
        self.board.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), board)
        self._escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._escape.activated.connect(self.close)

    @property
    def is_open(self) -> bool:
        return self.folded and self.board.isVisible()

    def fold(self, folded: bool) -> None:
        """The scoreboard as a drawer (``folded``) or as the column beside the table."""
        if folded == self.folded:
            return
        self.folded = folded
        self.board.setProperty("drawer", folded)  # a drawer has an edge (scoreboard.STYLE)
        self.board.setStyleSheet(self.board.styleSheet())
        if folded:
            self.row.removeWidget(self.board)
            self.board.hide()
            self.board.setParent(self.frame)
            self.board.hide()
        else:
            self.scrim.hide()
            self.row.addWidget(self.board)
            self.board.show()
        self.tab.wanted = folded
        if not folded:
            self.tab.hide()
        self.changed.emit()

    def open(self) -> None:
        """Slide the scoreboard out over the table's right edge (only while folded)."""
        if not self.folded:
            return
        self.scrim.setGeometry(self.frame.rect())
        self.scrim.show()
        self.scrim.raise_()
        self.place()
        self.board.show()
        self.board.raise_()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self.changed.emit()

    def close(self) -> None:
        if not self.is_open:
            return
        self.board.hide()
        self.scrim.hide()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.changed.emit()

    def toggle(self) -> None:
        if self.is_open:
            self.close()
        else:
            self.open()

    def place(self) -> None:
        """The open drawer along the table's right edge, as tall as the table (after a resize too)."""
        if not self.folded:
            return
        area = self.frame.rect()  # folded, the table fills the frame
        width = self.board.width()
        self.board.setGeometry(area.right() + 1 - width, area.top(), width, area.height())
        self.scrim.setGeometry(self.frame.rect())


__all__ = ["FOLD_WIDTH", "ScoreDrawer", "ScoreTab", "folds"]
