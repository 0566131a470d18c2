"""Painted table furniture: seat name plates with the dealer chip and speech bubbles, caption boxes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

TEAM_COLOURS = (QColor("#3b82f6"), QColor("#f59e0b"), QColor("#a855f7"))  # side 0 blue, 1 amber, 2 violet


class SeatPlate(QGraphicsItem):
    """A seat's name, side colour, dealer chip, turn glow and a one-line status (bid, thinking)."""

    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self.side = seat % 2  # set from the rules by the scene
        self._rect = QRectF(0, 0, width, height)
        self.name = ""
        self.status = ""
        self.dealer = False
        self.active = False
        self.setZValue(900)

    def set_info(self, name: str, status: str, dealer: bool, active: bool) -> None:
        if (name, status, dealer, active) != (self.name, self.status, self.dealer, self.active):
            self.name, self.status, self.dealer, self.active = name, status, dealer, active
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        if self.active:
            painter.setPen(QPen(QColor(255, 214, 90, 200), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 14, 14)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 130))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TEAM_COLOURS[self.side])
        painter.drawEllipse(QRectF(rect.left() + 10, rect.top() + 12, 10, 10))
        font = QFont()
        font.setPixelSize(19)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        text_rect = QRectF(rect.left() + 26, rect.top() + 4, rect.width() - 62, 24)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                          int(text_rect.width())))
        font.setPixelSize(15)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor(255, 240, 200))
        painter.drawText(QRectF(rect.left() + 12, rect.top() + 27, rect.width() - 50, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.status)
        if self.dealer:
            chip = QRectF(rect.right() - 38, rect.top() + rect.height() / 2 - 15, 30, 30)
            gradient = QLinearGradient(chip.topLeft(), chip.bottomRight())
            gradient.setColorAt(0, QColor("#fff7d6"))
            gradient.setColorAt(1, QColor("#d4a72c"))
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(QColor("#6b4e0a"), 1.5))
            painter.drawEllipse(chip)
            font.setBold(True)
            font.setPixelSize(16)
            painter.setFont(font)
            painter.setPen(QColor("#4a3505"))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")


class CaptionBox(QGraphicsItem):
    """Lines of text on a dark rounded panel: a seat's meld list, a message in the middle."""

    def __init__(self, pixel_size: int = 17) -> None:
        super().__init__()
        self.lines: list[tuple[str, str]] = []
        self.title = ""
        self._pixel = pixel_size
        self._rect = QRectF()
        self.setZValue(950)

    def set_lines(self, title: str, lines: list[tuple[str, str]], width: float = 250) -> None:
        self.prepareGeometryChange()
        self.title, self.lines = title, lines
        rows = len(lines) + (1 if title else 0)
        self._rect = QRectF(0, 0, width, 14 + rows * (self._pixel + 7))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines and not self.title:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        painter.fillPath(path, QColor(10, 25, 15, 200))
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        painter.drawPath(path)
        font = QFont()
        font.setPixelSize(self._pixel)
        y = 7.0
        row = self._pixel + 7
        if self.title:
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#ffe08a"))
            painter.drawText(QRectF(12, y, self._rect.width() - 24, row), Qt.AlignmentFlag.AlignLeft, self.title)
            y += row
        font.setBold(False)
        painter.setFont(font)
        for left, right in self.lines:
            painter.setPen(QColor("white"))
            painter.drawText(QRectF(12, y, self._rect.width() - 24, row), Qt.AlignmentFlag.AlignLeft, left)
            painter.drawText(QRectF(12, y, self._rect.width() - 24, row), Qt.AlignmentFlag.AlignRight, right)
            y += row


def paint_felt(painter: QPainter, rect: QRectF, scene_rect: QRectF) -> None:
    """Green baize: a soft radial light over the centre of the table."""
    from PySide6.QtGui import QRadialGradient

    centre = scene_rect.center()
    gradient = QRadialGradient(centre, max(scene_rect.width(), scene_rect.height()) * 0.75)
    gradient.setColorAt(0.0, QColor("#2f8a52"))
    gradient.setColorAt(0.6, QColor("#1f6b3c"))
    gradient.setColorAt(1.0, QColor("#134a29"))
    painter.fillRect(rect, QBrush(gradient))
