"""The scoreboard folded into a drawer when the window is narrow: the table gets the sidebar's width back, a
small "Score" tab at the table's edge keeps the running score in view, and the tab (or F9) slides the whole
scoreboard out over the table's right edge; Escape or a click beside it puts it away. The scoreboard's Hint button
would be shut in the drawer with it, so a "Hint (H)" tab sits beside the Score tab while the board is folded (or
under it, where the corner is narrow). Wide windows keep the scoreboard as a column beside the table, as before."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import QBoxLayout, QPushButton, QWidget

from ..texts import tr
from .panels import scaled_style, set_style
from .scoreboard import ScoreBoard

FOLD_WIDTH = 1000
"""Windows narrower than this fold the scoreboard into the drawer (the 1024x700 design size keeps its column;
800x600 and a 1920x1080 screen at scale 2, 960x540 points, fold: there the table needs the width for the
players' meld lists and a long hint)."""

TAB_STYLE = """
QPushButton { background: #f7f4ea; color: #1d2a22; border: 1px solid #b9b39a; border-radius: {r8}px;
              padding: {p4}px {p10}px; font-size: {f14}px; text-align: left; }
QPushButton:hover { background: #ffffff; }
QPushButton:disabled { color: #77756a; background: #d9d5c6; }
QPushButton:focus { border: 3px solid #6cc4ff; padding: {p2}px {p8}px; }
"""


def folds(width: int) -> bool:
    """Whether a window ``width`` pixels wide shows the scoreboard as a drawer rather than a column."""
    return width < FOLD_WIDTH


class _CornerTab(QPushButton):
    """A tab in the table's top right corner while the scoreboard is folded, in the table's scale (``set_ui``);
    ``wanted``: whether the table keeps room for it."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.ui = 0.0
        self.wanted = False
        self.set_ui(1.0)
        self.hide()

    def set_ui(self, ui: float) -> None:
        if ui != self.ui:
            self.ui = ui
            set_style(self, scaled_style(TAB_STYLE, ui))

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


class ScoreTab(_CornerTab):
    """The folded scoreboard's handle on the table: "Score (F9)", each side's score and the bid in three short
    lines; a click opens the drawer."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "scoreTab")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the cards; F9 opens the drawer
        self.set_summary("", "")

    def set_summary(self, scores: str, bid: str) -> None:
        """``scores``: "Us 120 · Them 80"; ``bid``: the contract ("Bid 350"), or empty."""
        lines = [tr("Score") + " (F9) ◂", scores, bid]  # short lines: it fits the table's corner
        self.setText("\n".join(line for line in lines if line))
        self.setAccessibleName(tr("Score"))
        self.setAccessibleDescription(f"{scores}. {bid}" if bid else scores)
        self.setToolTip(tr("Show the scoreboard (F9); Escape puts it away."))


class HintTab(_CornerTab):
    """The folded scoreboard's Hint button, on the table beside the Score tab: shown while hints are on, enabled
    on the person's turn (as the scoreboard's own), reached by Tab and read as "Hint" by a screen reader."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "hintTab")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab from the table reaches it
        self.setText(tr("Hint (H)"))
        self.setAccessibleName(tr("Hint"))
        tip = tr("What would the expert do now? (H)")
        self.setToolTip(tip)
        self.setAccessibleDescription(tip)


CORNER_GAP = 6
"""Between the Score tab and the Hint tab, at scale 1."""


def corner_sizes(score: tuple[int, int], hint: tuple[int, int] | None, ui: float) -> tuple[tuple[int, int], ...]:
    """The sizes the folded board's corner can take, best first: the Hint tab beside the Score tab (a low box:
    the band right of the top hand has the width, seldom the height), under it, or (no Hint tab, or no room
    for it) the Score tab alone."""
    if hint is None:
        return (score,)
    gap = round(CORNER_GAP * ui)
    beside = (score[0] + gap + hint[0], max(score[1], hint[1]))
    under = (max(score[0], hint[0]), score[1] + gap + hint[1])
    return beside, under, score


def corner_boxes(box: tuple[float, float, float, float], score: tuple[int, int], hint: tuple[int, int] | None,
                 ui: float) -> tuple[tuple[float, float, float, float], tuple[float, float, float, float] | None]:
    """Where the Score tab and the Hint tab go in the corner's ``box`` (x, y, width, height) that the table
    found for one of ``corner_sizes``: beside it, the Hint tab left of the Score tab at the top; under it, both
    as wide as the wider; else the Score tab alone at the box's right edge (``None``: no Hint tab)."""
    x, y, width, height = box
    sizes = corner_sizes(score, hint, ui)
    if hint is None or len(sizes) < 3:
        return (x + width - score[0], y, score[0], score[1]), None
    gap = round(CORNER_GAP * ui)
    chosen = min(range(3), key=lambda i: abs(sizes[i][0] - width) + abs(sizes[i][1] - height))
    if chosen == 0:
        return (x + width - score[0], y, score[0], score[1]), (x, y, hint[0], hint[1])
    if chosen == 1:
        return (x, y, width, score[1]), (x, y + score[1] + gap, width, hint[1])
    return (x + width - score[0], y, score[0], score[1]), None


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
        self.hint_tab = HintTab(view)  # the window connects it to the hint and says when it is wanted
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
            self.hint_tab.hide()
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

    def corner_sizes(self, widest: float, ui: float) -> tuple[tuple[int, int], ...]:
        """The sizes the folded board's tabs can take together at the table's scale ``ui`` (``corner_sizes``)."""
        return corner_sizes(*self._tab_sizes(widest, ui), ui)

    def place_corner(self, box: object, widest: float, ui: float) -> None:
        """The Score tab and, beside or under it, the Hint tab in the corner's ``box`` the table found (a
        ``layout.Rect``), or both hidden when there is none."""
        if not self.tab.wanted or box is None:
            self.tab.hide()
            self.hint_tab.hide()
            return
        rect = (box.x, box.y, box.width, box.height)  # type: ignore[attr-defined]
        score_box, hint_box = corner_boxes(rect, *self._tab_sizes(widest, ui), ui)
        self.tab.place(*score_box)
        if hint_box is None:
            self.hint_tab.hide()
        else:
            self.hint_tab.place(*hint_box)

    def _tab_sizes(self, widest: float, ui: float) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """The Score tab's size and the Hint tab's (``None`` while it is not wanted: hints off)."""
        self.tab.set_ui(ui)
        self.hint_tab.set_ui(ui)
        hint = self.hint_tab.size_for(widest) if self.hint_tab.wanted else None
        return self.tab.size_for(widest), hint

    def place(self) -> None:
        """The open drawer along the table's right edge, as tall as the table (after a resize too)."""
        if not self.folded:
            return
        area = self.frame.rect()  # folded, the table fills the frame
        width = self.board.width()
        self.board.setGeometry(area.right() + 1 - width, area.top(), width, area.height())
        self.scrim.setGeometry(self.frame.rect())


__all__ = ["FOLD_WIDTH", "HintTab", "ScoreDrawer", "ScoreTab", "corner_boxes", "corner_sizes", "folds"]
