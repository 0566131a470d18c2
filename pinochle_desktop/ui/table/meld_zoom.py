"""One player's meld enlarged over the table: their melded cards as large as the person's own hand (every
corner index readable) and the list of melds with their points, so a meld squeezed onto a small table can be
read in full. Opened by clicking a player's meld or its caption, or with M (the next player's meld); closed
by a click, Escape or M past the last player."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from .card_art import index_pixels
from .card_pixmaps import face_pixmap
from .layout import ASPECT
from .scene_items import PANEL_FILL, font, text_width

STEP = (0.3, 0.62)
"""Least and most distance between the enlarged cards, in card widths: the index (0.23 wide) always shows,
most of the face where there is room."""
LEAST_HEIGHT = 100.0
"""The enlarged cards are at least this tall where the table has room (the index is then over 14 px)."""


class MeldZoom(QWidget):
    """A dimmed table with one player's meld on a panel in the middle."""

    closed = Signal()
    next_wanted = Signal()  # M: the next player's meld

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat: int | None = None
        self.title = ""
        self.lines: list[tuple[str, str]] = []
        self.cards: list[int] = []
        self.card_height = self._wanted = LEAST_HEIGHT
        self.step = STEP[1]
        self.four_colour = False
        self.ui = 1.0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hide()

    def show_meld(self, seat: int, title: str, lines: list[tuple[str, str]], cards: list[int],
                  hand_height: float, ui: float, four_colour: bool = False) -> None:
        """Show ``seat``'s meld: ``title`` ("North: 60"), a line per meld, the melded ``cards``, at most as
        tall as the person's hand (``hand_height``) and at least ``LEAST_HEIGHT`` where there is room."""
        self.seat, self.title, self.lines, self.cards = seat, title, list(lines), list(cards)
        self.four_colour, self.ui = four_colour, ui
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self._wanted = max(hand_height, LEAST_HEIGHT)
        self.card_height = self._fit_height(self._wanted)
        self.setAccessibleName(title)
        self.setAccessibleDescription("; ".join(f"{a} {b}".strip() for a, b in self.lines))
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update()

    def withdraw(self) -> None:
        if self.isVisible():
            self.hide()
            self.seat = None
            self.closed.emit()

    # ------------------------------------------------------------ geometry
    def _text_height(self) -> float:
        return (len(self.lines) + 1) * self._row() + 2 * self._pad()

    def _row(self) -> float:
        return round(15 * self.ui) + 9

    def _pad(self) -> float:
        return 14 * self.ui

    def _row_length(self, height: float) -> float:
        width = height / ASPECT
        return width + max(0, len(self.cards) - 1) * self.step * width

    def _fit_height(self, wanted: float) -> float:
        """The cards' height: ``wanted`` unless the panel would not fit the table; a long meld overlaps
        more (down to ``STEP[0]``) before its cards get smaller. Sets ``step``."""
        room_w = self.width() - 6 * self._pad()
        room_h = self.height() - self._text_height() - 6 * self._pad()
        height = max(30.0, min(wanted, room_h))
        gaps = max(0, len(self.cards) - 1)
        if gaps == 0:
            self.step = STEP[1]
            return max(30.0, min(height, room_w * ASPECT))
        width = height / ASPECT
        self.step = min(STEP[1], max(STEP[0], (room_w - width) / (gaps * width)))
        per_height = (1 + gaps * self.step) / ASPECT  # the row's length per unit of card height
        return max(30.0, min(height, room_w / per_height))

    def panel_rect(self) -> QRectF:
        """The panel in the middle, round the cards and the list."""
        pad = self._pad()
        bold, regular = font(round(17 * self.ui), True), font(round(15 * self.ui))
        text_w = max([text_width(self.title, bold)] + [text_width(a, regular) + text_width(b, regular) + 30 * self.ui
                                                       for a, b in self.lines])
        width = max(self._row_length(self.card_height) if self.cards else 0.0, text_w) + 2 * pad
        height = (self.card_height + pad if self.cards else 0.0) + self._text_height()
        width, height = min(width, self.width() - 2 * pad), min(height, self.height() - 2 * pad)
        return QRectF((self.width() - width) / 2, (self.height() - height) / 2, width, height)

    def fits(self) -> bool:
        """Every line of the list fits the panel (for the layout checker)."""
        rect, pad = self.panel_rect(), self._pad()
        bold, regular = font(round(17 * self.ui), True), font(round(15 * self.ui))
        inner = rect.width() - 2 * pad
        return text_width(self.title, bold) <= inner + 0.5 and all(
            text_width(a, regular) + text_width(b, regular) + 30 * self.ui <= inner + 0.5 for a, b in self.lines) \
            and rect.height() >= (self.card_height + pad if self.cards else 0.0) + self._text_height() - 0.5

    def index_pixels(self) -> float:
        """How tall a card's corner index is drawn (as on every card: ``card_art.index_pixels``)."""
        return index_pixels(self.card_height)

    # ------------------------------------------------------------ drawing and input
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 150))
        rect, pad = self.panel_rect(), self._pad()
        painter.setPen(QColor(255, 255, 255, 90))
        painter.setBrush(QColor(PANEL_FILL.red(), PANEL_FILL.green(), PANEL_FILL.blue(), 250))  # opaque
        painter.drawRoundedRect(rect, 12 * self.ui, 12 * self.ui)
        y = rect.top() + pad
        if self.cards:
            width = self.card_height / ASPECT
            x = rect.left() + (rect.width() - self._row_length(self.card_height)) / 2
            dpr = self.devicePixelRatioF()
            for card in self.cards:
                pixmap = face_pixmap(card, max(1, round(width)), self.four_colour, dpr)
                painter.drawPixmap(QRectF(x, y, width, self.card_height), pixmap, QRectF(pixmap.rect()))
                x += self.step * width
            y += self.card_height + pad
        row = self._row()
        painter.setFont(font(round(17 * self.ui), True))
        painter.setPen(QColor("#ffe08a"))
        inner = QRectF(rect.left() + pad, y, rect.width() - 2 * pad, row)
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setFont(font(round(15 * self.ui)))
        painter.setPen(QColor("white"))
        for left, right in self.lines:
            inner.translate(0, row)
            painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
            painter.drawText(inner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, right)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.withdraw()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.withdraw()
            return
        if event.key() == Qt.Key.Key_M:
            self.next_wanted.emit()  # the window shows the next player's meld, or closes this
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: object) -> None:
        self.card_height = self._fit_height(self._wanted)
        super().resizeEvent(event)  # type: ignore[arg-type]
