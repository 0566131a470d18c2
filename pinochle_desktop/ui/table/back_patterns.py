"""The patterns of the newer card backs, painted inside the back's border (``card_art.paint_back`` draws the
card, the border and the centre medallion around them): a sunburst rosette, a basket weave, art deco fans."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen


def paint_rosette(painter: QPainter, inner: QRectF, base: QColor, line: QColor, w: float) -> None:
    """Rays from the centre crossed by rings, like a guilloche: fine lines on the dark ground."""
    c = inner.center()
    reach = math.hypot(inner.width(), inner.height()) / 2
    painter.setPen(QPen(line, 0.008 * w))
    for i in range(72):
        angle = math.tau * i / 72
        painter.drawLine(c, QPointF(c.x() + math.cos(angle) * reach, c.y() + math.sin(angle) * reach))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for k in range(1, 14):
        radius = k * 0.07 * w
        wave = QPainterPath()
        for j in range(121):
            angle = math.tau * j / 120
            r = radius * (1 + 0.06 * math.sin(12 * angle))
            point = QPointF(c.x() + math.cos(angle) * r, c.y() + math.sin(angle) * r)
            if j == 0:
                wave.moveTo(point)
            else:
                wave.lineTo(point)
        painter.drawPath(wave)


def paint_weave(painter: QPainter, inner: QRectF, base: QColor, line: QColor, w: float) -> None:
    """A basket weave: blocks of three strands, turned each way in turn, each strand shaded."""
    block = 0.12 * w
    strand = block / 3
    light, dark = base.lighter(125), base.darker(115)
    painter.setPen(QPen(line, 0.005 * w))
    rows, cols = int(inner.height() / block) + 2, int(inner.width() / block) + 2
    for j in range(rows):
        for i in range(cols):
            x, y = inner.left() + i * block, inner.top() + j * block
            across = (i + j) % 2 == 0
            for k in range(3):
                painter.setBrush(light if k % 2 == 0 else dark)
                if across:
                    painter.drawRect(QRectF(x, y + k * strand, block, strand))
                else:
                    painter.drawRect(QRectF(x + k * strand, y, strand, block))


def paint_deco(painter: QPainter, inner: QRectF, base: QColor, line: QColor, w: float) -> None:
    """Art deco: rows of fans opening upward, and frames within frames toward the middle."""
    step = 0.16 * w
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(line, 0.007 * w))
    rows, cols = int(inner.height() / (step / 2)) + 2, int(inner.width() / step) + 2
    for j in range(rows):
        for i in range(cols):
            cx = inner.left() + (i + (j % 2) / 2) * step
            cy = inner.top() + j * step / 2
            for k in (1.0, 0.66, 0.33):
                radius = step / 2 * k
                painter.drawArc(QRectF(cx - radius, cy - radius, 2 * radius, 2 * radius), 0, 180 * 16)
    painter.setPen(QPen(line, 0.01 * w))
    for k in range(1, 4):
        frame = inner.adjusted(k * 0.05 * w, k * 0.05 * w, -k * 0.05 * w, -k * 0.05 * w)
        painter.drawRoundedRect(frame, 0.02 * w, 0.02 * w)


PATTERNS = {"rosette": paint_rosette, "weave": paint_weave, "deco": paint_deco}

__all__ = ["PATTERNS", "paint_deco", "paint_rosette", "paint_weave"]
