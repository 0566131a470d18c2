"""How a card on the table is drawn: its shadow, its face or back and its marks (dimmed, marked, highlighted), as
painted directly, as one picture for a card in flight (``compose``) and as a picture of a card at rest, made a few
a frame (``render_at_rest``, ``may_render``). ``CardItem`` says what to draw; this module knows only pictures and
painters.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap, QTransform

from pinochle_desktop.ui.table.card_art import card_outline, shadow_reach
from pinochle_desktop.ui.table.card_pixmaps import SHADOW_MARGIN
from pinochle_desktop.ui.table.layout import CARD_HEIGHT, CARD_WIDTH


def picture_width(lod: float) -> int:
    """The width of a card's pictures at level of detail ``lod``: in steps of 4 pixels, so sizes near each
    other share them (rounding noise aside: a card landing at scale 1.36 and one flying there share one)."""
    return max(16, min(1600, 4 * math.ceil(CARD_WIDTH * lod / 4 - 1e-6)))


CARD_RECT = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
_MARGIN = SHADOW_MARGIN * CARD_WIDTH
SHADOW_RECT = CARD_RECT.adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN)
_REACH = 4.0
"""How far the highlight's outline reaches beyond the card (scene units)."""
_AREAS: dict[float, QRectF] = {}


RENDERS_AT_ONCE = 6
"""Pictures of cards at rest made in one frame (``may_render``) at most: making one costs a little more than
painting the card directly, so when a whole table comes to rest together (a deal, a resize) the pictures are made
over a few frames, and no frame costs more than painting every card directly."""
_RENDERED = [0.0, 0]  # when the current frame's count began, and how many pictures were made since


def may_render() -> bool:
    now = time.monotonic()
    if now - _RENDERED[0] > 0.008:  # (a frame's cards are painted within a few milliseconds)
        _RENDERED[0], _RENDERED[1] = now, 0
    _RENDERED[1] += 1
    return _RENDERED[1] <= RENDERS_AT_ONCE


def painted_area(elevation: float) -> QRectF:
    """The part of the card's coordinates (before lifting) that painting it touches: the card, its shadow at
    ``elevation`` (in quarter steps, as ``shadow_pixmap`` has them) and room for the highlight's outline."""
    level = round(elevation * 4) / 4
    area = _AREAS.get(level)
    if area is None:
        left, top, right, bottom = (max(r * CARD_WIDTH, _REACH) + 1.5 for r in shadow_reach(level))
        area = _AREAS[level] = CARD_RECT.adjusted(-left, -top, right, bottom).intersected(SHADOW_RECT)
    return area


def part_of_shadow(shadow: QPixmap, area: QRectF) -> QRectF:
    """The pixels of ``shadow`` (which spans ``SHADOW_RECT``) that fall in ``area``."""
    sx, sy = shadow.width() / SHADOW_RECT.width(), shadow.height() / SHADOW_RECT.height()
    return QRectF((area.left() - SHADOW_RECT.left()) * sx, (area.top() - SHADOW_RECT.top()) * sy,
                  area.width() * sx, area.height() * sy)


_DIM = QColor(30, 30, 30, 105)
_HIGHLIGHT = QColor("#ffcf40")
_MARK = QColor(59, 130, 246, 220)
_MARK_TINT = QColor(59, 130, 246, 28)


def elevation_of(lift: float) -> float:
    """How high a card lifted by ``lift`` scene units floats (its shadow's reach: 1 at rest)."""
    return 1.0 + lift / 14.0


def lift_and_squeeze(painter: QPainter, lift: float, flip: float) -> None:
    """Raise the drawing by ``lift`` and narrow it for a card ``flip`` of the way through turning over."""
    painter.translate(0, -lift)
    squeeze = abs(1.0 - 2.0 * flip)
    if squeeze < 1.0:
        painter.scale(max(squeeze, 0.01), 1.0)


def draw_card(painter: QPainter, pixmap: QPixmap, shadow: QPixmap, lift: float, flip: float, dimmed: bool,
              marked: bool, highlight: bool) -> None:
    """The card's shadow (at the ``elevation`` of its ``lift``), its face or back ``pixmap`` and its marks."""
    lift_and_squeeze(painter, lift, flip)
    area = painted_area(elevation_of(lift))
    painter.drawPixmap(area, shadow, part_of_shadow(shadow, area))
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(CARD_RECT, pixmap, QRectF(pixmap.rect()))
    draw_marks(painter, dimmed, marked, highlight)


def draw_marks(painter: QPainter, dimmed: bool, marked: bool, highlight: bool) -> None:
    if dimmed:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(card_outline(CARD_RECT), _DIM)
    if marked:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QPainterPath()
        band.addRoundedRect(QRectF(CARD_RECT.left() + 3, CARD_RECT.bottom() - 16, CARD_WIDTH - 6, 13), 5, 5)
        painter.fillPath(band, _MARK)
        painter.fillPath(card_outline(CARD_RECT), _MARK_TINT)
    if highlight:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(_HIGHLIGHT, 4.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(card_outline(CARD_RECT.adjusted(-2, -2, 2, 2)))


def compose(pixmap: QPixmap, shadow: QPixmap, elevation: float, dimmed: bool, marked: bool, highlight: bool
            ) -> tuple[QImage, QRectF]:
    """The shadow, face and marks of a card in flight in one image at the size of its face, the face copied pixel
    for pixel; with the rectangle (in the card's coordinates) the image covers."""
    pw, ph = pixmap.width(), pixmap.height()  # device pixels
    kx, ky = pw / CARD_WIDTH, ph / CARD_HEIGHT
    area = painted_area(elevation)
    left, top = math.ceil((CARD_RECT.left() - area.left()) * kx), math.ceil((CARD_RECT.top() - area.top()) * ky)
    right = math.ceil((area.right() - CARD_RECT.right()) * kx)
    bottom = math.ceil((area.bottom() - CARD_RECT.bottom()) * ky)
    image = QImage(pw + left + right, ph + top + bottom, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    covers = QRectF(CARD_RECT.left() - left / kx, CARD_RECT.top() - top / ky, image.width() / kx,
                    image.height() / ky)
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    p.drawPixmap(QRectF((area.left() - covers.left()) * kx, (area.top() - covers.top()) * ky,
                        area.width() * kx, area.height() * ky), shadow, part_of_shadow(shadow, area))
    p.drawPixmap(QRectF(left, top, pw, ph), pixmap, QRectF(pixmap.rect()))
    p.scale(kx, ky)
    p.translate(-covers.left(), -covers.top())
    draw_marks(p, dimmed, marked, highlight)
    p.end()
    return image, covers


def render_at_rest(painter: QPainter, world: QTransform, dpr: float, elevation: float, lift: float, x: float,
                   y: float, draw: Callable[[QPainter], None]) -> tuple[QImage, float, float]:
    """A card at rest drawn (by ``draw``) as ``painter`` would at ``world``, into an image of whole device pixels
    around it; with where the image's corner lies from the whole pixel (``x``, ``y``) the card's origin falls in."""
    area = world.mapRect(painted_area(elevation).translated(0, -lift))
    left, top = math.floor(area.left() * dpr), math.floor(area.top() * dpr)
    right, bottom = math.ceil(area.right() * dpr), math.ceil(area.bottom() * dpr)
    image = QImage(max(1, right - left), max(1, bottom - top), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHints(painter.renderHints())
    p.setWorldTransform(world * QTransform.fromTranslate(-left / dpr, -top / dpr))
    draw(p)
    p.end()
    return image, left - math.floor(x), top - math.floor(y)
