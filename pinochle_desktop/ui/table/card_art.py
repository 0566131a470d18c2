"""Card faces and backs drawn in code with QPainter (``card_pixmaps`` keeps them rendered per size).

Suit symbols are vector paths built here (not font glyphs), so cards look the same on
every platform; only the rank letters come from a serif font, scaled to a fixed cap
height so that font differences barely show.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from pinochle_desktop.engine.cards import Rank, Suit, rank_of, suit_of

from ..texts import rank_letter
from .back_patterns import PATTERNS
from .court_figures import DEFAULT_FACE_STYLE, FACE_STYLES, check_face_style, paint_figure

CARD_ASPECT = 3.5 / 2.5
"""Height over width of a card (poker size, 2.5 x 3.5 inches)."""

BACK_NAMES: tuple[str, ...] = ("blue", "red", "green", "navy", "burgundy", "black")
__all__ = ["BACK_NAMES", "CARD_ASPECT", "DEFAULT_BACK", "DEFAULT_FACE_STYLE", "FACE_STYLES", "INDEX_SHARE",
           "UNKNOWN_CARD", "card_outline", "check_back", "check_face_style", "fill_rank", "fill_suit", "index_pixels",
           "index_share", "paint_back", "paint_face", "paint_shadow", "suit_color", "suit_path"]
DEFAULT_BACK = "blue"
UNKNOWN_CARD = -1
"""Card id of a card whose face is hidden from us (it can only show its back)."""

_BLACK, _RED, _BLUE, _GREEN = "#161616", "#c41e2a", "#1c48b0", "#177a34"
_TWO_COLOUR = (_BLACK, _RED, _RED, _BLACK)
_FOUR_COLOUR = (_BLACK, _RED, _BLUE, _GREEN)
_GOLD, _CREAM = QColor("#d9ad3c"), QColor("#fbf4e2")
_BACKS = {  # name: (base colour, pattern colour, pattern)
    "blue": ("#1f3f8f", "#8fb0ee", "lattice"),
    "red": ("#a3172a", "#f0a0a8", "lattice"),
    "green": ("#1d5e3a", "#9fd8b0", "diamonds"),
    "navy": ("#14254f", "#d7b65a", "rosette"),
    "burgundy": ("#6e1423", "#e6c07a", "weave"),
    "black": ("#1b1b1f", "#d9ad3c", "deco"),
}
INDEX_SHARE = 0.145
"""The rank letters' height in a card's corner index, as a share of the card's height, on a card drawn large."""
JUMBO_SHARE = 0.26
"""On a small card the index grows, as on a jumbo-index deck, up to this share of the card's height ..."""
READABLE_INDEX = 14.0
"""... until its letters are this many pixels tall: the size a person reads at a glance."""
_FONT_FAMILIES = ["DejaVu Serif", "Times New Roman", "Liberation Serif", "Noto Serif"]
"""Serif faces with lining figures (not Georgia, whose old-style 1 and 0 sit low)."""


def suit_color(suit: Suit, four_colour: bool = False) -> QColor:
    """Ink colour of a suit in the two-colour or four-colour scheme."""
    return QColor((_FOUR_COLOUR if four_colour else _TWO_COLOUR)[suit])


def card_outline(rect: QRectF) -> QPainterPath:
    """The rounded rectangle of a card filling ``rect``."""
    path = QPainterPath()
    path.addRoundedRect(rect, rect.width() * 0.07, rect.width() * 0.07)
    return path


def _box(cx: float, cy: float, w: float, h: float) -> QRectF:
    """A ``w`` x ``h`` rectangle centred on ``(cx, cy)``."""
    return QRectF(cx - w / 2, cy - h / 2, w, h)


@contextmanager
def _turned(
    painter: QPainter, centre: QPointF, upside_down: bool = True
) -> Iterator[None]:
    """Paint the block turned 180 degrees about ``centre`` (for double-ended designs)."""
    painter.save()
    if upside_down:
        painter.translate(centre)
        painter.rotate(180)
        painter.translate(-centre)
    try:
        yield
    finally:
        painter.restore()


def check_back(back: str) -> None:
    if back not in _BACKS:
        names = ", ".join(BACK_NAMES)
        raise ValueError(f"unknown card back {back!r}; choose one of {names}")


# --- suit symbols -------------------------------------------------------------------


def _winding(path: QPainterPath) -> QPainterPath:
    """``path`` turned so its outline runs clockwise on screen (for winding-fill unions)."""
    poly = list(path.toFillPolygon().toList())
    area = sum(a.x() * b.y() - b.x() * a.y() for a, b in zip(poly, poly[-1:] + poly))
    return path.toReversed() if area > 0 else path


def _union(*parts: QPainterPath) -> QPainterPath:
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for part in parts:
        out.addPath(_winding(part))
    return out


def _heart_body() -> QPainterPath:
    p = QPainterPath(QPointF(0, 0.5))
    p.cubicTo(-0.1, 0.36, -0.5, 0.1, -0.5, -0.19)
    p.cubicTo(-0.5, -0.39, -0.36, -0.5, -0.24, -0.5)
    p.cubicTo(-0.11, -0.5, -0.03, -0.42, 0, -0.3)
    p.cubicTo(0.03, -0.42, 0.11, -0.5, 0.24, -0.5)
    p.cubicTo(0.36, -0.5, 0.5, -0.39, 0.5, -0.19)
    p.cubicTo(0.5, 0.1, 0.1, 0.36, 0, 0.5)
    p.closeSubpath()
    return p


def _stem(top: float) -> QPainterPath:
    p = QPainterPath(QPointF(-0.03, top))
    p.cubicTo(-0.03, 0.36, -0.12, 0.47, -0.24, 0.5)
    p.lineTo(0.24, 0.5)
    p.cubicTo(0.12, 0.47, 0.03, 0.36, 0.03, top)
    p.closeSubpath()
    return p


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """A suit symbol about one unit tall, centred on the origin (y grows downward)."""
    if suit is Suit.HEARTS:
        return _heart_body() * QTransform.fromScale(1.04, 0.96)
    if suit is Suit.DIAMONDS:
        p = QPainterPath(QPointF(0, -0.5))
        for cx, cy, x, y in (
            (0.14, -0.2, 0.37, 0),
            (0.14, 0.2, 0, 0.5),
            (-0.14, 0.2, -0.37, 0),
            (-0.14, -0.2, 0, -0.5),
        ):
            p.quadTo(QPointF(cx, cy), QPointF(x, y))
        return p
    if suit is Suit.SPADES:
        body = _heart_body() * QTransform(0.98, 0, 0, -0.8, 0, -0.1)
        return _union(body, _stem(0.1))
    lobes = []
    for cx, cy, r in ((0, -0.265, 0.235), (-0.26, 0.075, 0.235), (0.26, 0.075, 0.235)):
        lobes.append(QPainterPath())
        lobes[-1].addEllipse(QPointF(cx, cy), r, r)
    lobes.append(QPainterPath())
    lobes[-1].addEllipse(
        QPointF(0, 0.02), 0.13, 0.13
    )  # fills the gap between the leaves
    return _union(*lobes, _stem(0.05))


def fill_suit(
    painter: QPainter, suit: Suit, box: QRectF, color: QColor, upside_down: bool = False
) -> None:
    """Fill a suit symbol as large as fits in ``box``, centred, optionally turned 180 degrees."""
    path = suit_path(suit)
    bounds = path.boundingRect()
    scale = min(box.width() / bounds.width(), box.height() / bounds.height())
    t = QTransform()
    t.translate(box.center().x(), box.center().y())
    t.rotate(180 if upside_down else 0)
    t.scale(scale, scale)
    t.translate(-bounds.center().x(), -bounds.center().y())
    painter.fillPath(t.map(path), color)


# --- rank letters ---------------------------------------------------------------------


def _rank_path(rank: Rank) -> QPainterPath:
    """The rank's index in the player's language (``rank_letter``: Q in English, D in German)."""
    return _index_path(rank_letter(rank))


@cache
def _index_path(text: str) -> QPainterPath:
    """Index text with cap height 1, left edge at x=0 and the baseline at y=1."""
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(200)
    font.setWeight(QFont.Weight.Bold)
    cap = QFontMetricsF(font).capHeight() or 140.0
    path = QPainterPath()
    x = 0.0
    for ch in text:
        glyph = QPainterPath()
        glyph.addText(0, 0, font, ch)
        left = glyph.boundingRect().left()
        path.addPath(glyph.translated(x - left, 0))
        x += glyph.boundingRect().width() + cap * 0.02  # tight, like a printed "10"
    path = path * QTransform.fromScale(1 / cap, 1 / cap)
    return path.translated(0, 1)


def fill_rank(
    painter: QPainter,
    rank: Rank,
    center_x: float,
    top: float,
    cap: float,
    max_w: float,
    color: QColor,
) -> None:
    """Fill rank text with cap height ``cap``, centred on ``center_x``, squeezed to ``max_w``."""
    path = _rank_path(rank)
    width = path.boundingRect().width()
    sx = min(cap, max_w / width)
    t = QTransform(sx, 0, 0, cap, center_x - width * sx / 2, top)
    painter.fillPath(t.map(path), color)


# --- faces ------------------------------------------------------------------------------


def index_share(height: float) -> float:
    """The corner index's rank letters' height as a share of the card's, on a card ``height`` logical pixels
    tall: ``INDEX_SHARE`` on a large card; on a small one as much more as makes the letters
    ``READABLE_INDEX`` pixels tall, up to ``JUMBO_SHARE``."""
    if height <= 0:
        return INDEX_SHARE
    return max(INDEX_SHARE, min(JUMBO_SHARE, READABLE_INDEX / height))


def index_pixels(height: float) -> float:
    """How tall a card ``height`` logical pixels tall draws its corner index's rank letters."""
    return index_share(height) * height


def _paint_index(
    painter: QPainter, r: QRectF, rank: Rank, suit: Suit, ink: QColor, share: float
) -> None:
    """The rank letter over the suit in the top-left corner.  A jumbo index (``share`` above
    ``INDEX_SHARE``) stands a little further in and higher up, wider, over a suit a little smaller, so that
    the index still ends above where a meld's second line covers the card (0.42 of its height)."""
    w, h = r.width(), r.height()
    jumbo = (share - INDEX_SHARE) / (JUMBO_SHARE - INDEX_SHARE)

    def between(normal: float, large: float) -> float:
        return normal + (large - normal) * jumbo

    cx, top = r.left() + between(0.125, 0.14) * w, r.top() + between(0.05, 0.035) * h
    cap = share * h
    fill_rank(painter, rank, cx, top, cap, between(0.2, 0.25) * w, ink)
    suit_h = between(0.105, 0.11) * h
    suit_centre = top + cap + between(0.035, 0.02) * h + suit_h / 2
    fill_suit(painter, suit, _box(cx, suit_centre, between(0.16, 0.22) * w, suit_h), ink)


def _pip_centres(rank: Rank) -> list[tuple[float, float]]:
    """Pip centres as fractions of card width and height for the 9 and 10."""
    rows = [0.2 + i * 0.2 for i in range(4)]
    pips = [(x, y) for x in (0.365, 0.635) for y in rows]
    if rank is Rank.TEN:
        return pips + [(0.5, 0.3), (0.5, 0.7)]
    return pips + [(0.5, 0.5)]


def _paint_crown(
    painter: QPainter, rank: Rank, c: QPointF, w: float, ink: QColor
) -> None:
    """A small gold headpiece: a crown for the king, a tiara for the queen, a beret for the jack."""
    h = w * 0.55
    x0, y0 = c.x() - w / 2, c.y() - h / 2

    def at(fx: float, fy: float) -> QPointF:
        return QPointF(x0 + fx * w, y0 + fy * h)

    p = QPainterPath()
    if rank is Rank.KING:  # three spikes tipped with balls
        p.moveTo(at(0, 1))
        for fx, fy in ((0, 0), (0.28, 0.5), (0.5, 0), (0.72, 0.5), (1, 0), (1, 1)):
            p.lineTo(at(fx, fy))
        p.closeSubpath()
        for fx in (0.0, 0.5, 1.0):
            p.addEllipse(at(fx, 0), h * 0.13, h * 0.13)
    elif rank is Rank.QUEEN:  # three rounded arches, the middle one tallest, jewelled
        p.moveTo(at(0.04, 1))
        p.lineTo(at(0, 0.45))
        p.quadTo(at(0.13, 0.05), at(0.3, 0.45))
        p.quadTo(at(0.5, -0.45), at(0.7, 0.45))
        p.quadTo(at(0.87, 0.05), at(1, 0.45))
        p.lineTo(at(0.96, 1))
        p.closeSubpath()
        p.addEllipse(at(0.5, 0.25), h * 0.14, h * 0.14)
    else:  # a beret with a feather
        p.moveTo(at(0.8, 0.45))
        p.cubicTo(at(0.95, 0.1), at(1.05, -0.05), at(1.12, -0.12))
        p.cubicTo(at(0.85, -0.05), at(0.7, 0.2), at(0.8, 0.45))
        p.moveTo(at(0, 0.9))
        p.cubicTo(at(-0.05, 0.15), at(0.9, -0.05), at(1, 0.9))
        p.closeSubpath()
    pen = QPen(ink, w * 0.045)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(_GOLD)
    painter.drawPath(p)
    painter.fillRect(QRectF(x0, y0 + 0.82 * h, w, h * 0.18), ink)


def _paint_court(
    painter: QPainter, r: QRectF, rank: Rank, suit: Suit, ink: QColor
) -> None:
    """A framed, double-ended panel: crown, large rank letter and suit symbols."""
    w, h = r.width(), r.height()
    frame = QRectF(r.left() + 0.27 * w, r.top() + 0.055 * h, 0.46 * w, 0.89 * h)
    inner = frame.adjusted(0.025 * w, 0.025 * w, -0.025 * w, -0.025 * w)
    tint = QColor(ink)
    tint.setAlphaF(0.07)
    painter.setPen(QPen(ink, 0.016 * w))
    painter.setBrush(_CREAM)
    painter.drawRoundedRect(frame, 0.03 * w, 0.03 * w)
    painter.fillRect(inner, tint)
    painter.setPen(QPen(_GOLD.darker(115), 0.008 * w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(inner)
    c = frame.center()
    top = frame.top()
    for upside_down in (False, True):
        with _turned(painter, c, upside_down):
            _paint_crown(painter, rank, QPointF(c.x(), top + 0.08 * h), 0.24 * w, ink)
            fill_rank(painter, rank, c.x(), top + 0.15 * h, 0.165 * h, 0.34 * w, ink)
            for dx in (-0.165, 0.165):
                box = _box(c.x() + dx * w, top + 0.09 * h, 0.08 * w, 0.06 * h)
                fill_suit(painter, suit, box, ink)
    pip = _box(c.x(), c.y(), 0.13 * w, 0.09 * h)
    painter.setPen(QPen(ink, 0.01 * w))
    gap = 0.02 * w
    painter.drawLine(QPointF(inner.left(), c.y()), QPointF(pip.left() - gap, c.y()))
    painter.drawLine(QPointF(pip.right() + gap, c.y()), QPointF(inner.right(), c.y()))
    fill_suit(painter, suit, pip, ink)


def paint_face(
    painter: QPainter, rect: QRectF, card: int, four_colour: bool = False, face_style: str = DEFAULT_FACE_STYLE,
    index: float = INDEX_SHARE,
) -> None:
    """Draw the face of ``card`` filling ``rect`` (vector drawing, any scale); ``face_style`` chooses the court
    cards' design (``FACE_STYLES``: figures, or a letter under a crown); ``index`` is the corner index's
    height as a share of the card's (``index_share`` of the card's size on the screen)."""
    check_face_style(face_style)
    suit, rank = suit_of(card), rank_of(card)
    ink = suit_color(suit, four_colour)
    w, h = rect.width(), rect.height()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paper = QLinearGradient(rect.topLeft(), rect.bottomRight())
    paper.setColorAt(0, QColor("#ffffff"))
    paper.setColorAt(1, QColor("#f3f2ec"))
    painter.setPen(QPen(QColor("#8c8c8c"), max(0.007 * w, 0.5)))
    painter.setBrush(QBrush(paper))
    inset = max(0.0035 * w, 0.25)
    painter.drawPath(card_outline(rect.adjusted(inset, inset, -inset, -inset)))
    if rank is Rank.ACE:
        centre = rect.center()
        fill_suit(painter, suit, _box(centre.x(), centre.y(), 0.5 * w, 0.4 * h), ink)
    elif rank in (Rank.NINE, Rank.TEN):
        for fx, fy in _pip_centres(rank):
            box = _box(rect.left() + fx * w, rect.top() + fy * h, 0.15 * w, 0.1 * h)
            fill_suit(painter, suit, box, ink, upside_down=fy > 0.5)
    elif face_style == "classic":
        frame = QRectF(rect.left() + 0.235 * w, rect.top() + 0.045 * h, 0.53 * w, 0.91 * h)
        paint_figure(painter, frame, rank, suit, ink, fill_suit)
    else:
        _paint_court(painter, rect, rank, suit, ink)
    for upside_down in (False, True):
        with _turned(painter, rect.center(), upside_down):
            _paint_index(painter, rect, rank, suit, ink, index)
    painter.restore()


# --- backs ------------------------------------------------------------------------------


def paint_back(painter: QPainter, rect: QRectF, back: str = DEFAULT_BACK) -> None:
    """Draw the back design named ``back`` (one of ``BACK_NAMES``) filling ``rect``."""
    check_back(back)
    base_name, line_name, pattern = _BACKS[back]
    base, line = QColor(base_name), QColor(line_name)
    w = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#8c8c8c"), max(0.007 * w, 0.5)))
    painter.setBrush(QColor("#fbfbf8"))
    painter.drawPath(card_outline(rect.adjusted(0.25, 0.25, -0.25, -0.25)))
    inner = rect.adjusted(0.06 * w, 0.06 * w, -0.06 * w, -0.06 * w)
    clip = QPainterPath()
    clip.addRoundedRect(inner, 0.035 * w, 0.035 * w)
    painter.fillPath(clip, base)
    painter.setClipPath(clip)
    step = 0.085 * w
    rows, cols = int(inner.height() / step) * 2 + 2, int(inner.width() / step) + 2
    grid = [
        QPointF(inner.left() + (i + (j % 2) / 2) * step, inner.top() + j * step / 2)
        for j in range(rows)
        for i in range(cols)
    ]
    painter.setPen(Qt.PenStyle.NoPen)
    if pattern in PATTERNS:
        PATTERNS[pattern](painter, inner, base, line, w)
    elif pattern == "lattice":  # crossing diagonals with a dot at every crossing
        painter.setPen(QPen(line, 0.012 * w))
        for i in range(-rows, cols):
            x, span = inner.left() + i * step, inner.height()
            painter.drawLine(QPointF(x, inner.top()), QPointF(x + span, inner.bottom()))
            painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + span, inner.top()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(line)
        for point in grid:
            painter.drawEllipse(point, 0.012 * w, 0.012 * w)
    else:  # rows of small diamonds
        painter.setBrush(base.lighter(135))
        for point in grid:
            diamond = QPainterPath(point + QPointF(0, -0.45 * step))
            for dx, dy in ((0.3, 0), (0, 0.45), (-0.3, 0), (0, -0.45)):
                diamond.lineTo(point + QPointF(dx * step, dy * step))
            painter.drawPath(diamond)
    painter.setClipping(False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(line, 0.014 * w))
    border = inner.adjusted(0.03 * w, 0.03 * w, -0.03 * w, -0.03 * w)
    painter.drawRoundedRect(border, 0.02 * w, 0.02 * w)
    c, rw, rh = inner.center(), 0.24 * w, 0.2 * w
    painter.setPen(QPen(line, 0.016 * w))
    painter.setBrush(base)
    painter.drawEllipse(c, rw, rh)
    for i, suit in enumerate(Suit):  # the four suits in a ring: up, right, down, left
        angle = math.pi / 2 * (i - 1)
        x, y = c.x() + math.cos(angle) * rw * 0.52, c.y() + math.sin(angle) * rh * 0.5
        fill_suit(painter, suit, _box(x, y, 0.12 * w, 0.12 * w), line)
    painter.restore()


def shadow_reach(elevation: float = 1.0) -> tuple[float, float, float, float]:
    """How far the shadow ``paint_shadow`` draws reaches beyond the card on its left, top, right and bottom, as
    shares of the card's width."""
    grow, off_x, off_y = 0.032 * elevation, 0.012 * elevation, 0.02 * elevation
    return grow - off_x, grow - off_y, grow + off_x, grow + off_y


def paint_shadow(painter: QPainter, rect: QRectF, elevation: float = 1.0) -> None:
    """A soft drop shadow under a card at ``rect``; larger ``elevation`` for lifted cards."""
    w = rect.width()
    off = QPointF(0.012 * w, 0.02 * w) * elevation
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(4):
        grow = 0.008 * w * (i + 1) * elevation
        painter.setBrush(QColor(0, 0, 0, 26 - 5 * i))
        blur = rect.translated(off).adjusted(-grow, -grow, grow, grow)
        painter.drawPath(card_outline(blur))
    painter.restore()
