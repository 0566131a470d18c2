"""Card pictures ready to draw: each face, back and drop shadow rendered once per size and style (see
``card_art`` for the drawing) and kept, least recently used first out.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from pinochle_desktop.engine.cards import Rank, rank_of

from ..texts import rank_letter
from .card_art import (
    CARD_ASPECT,
    DEFAULT_BACK,
    DEFAULT_FACE_STYLE,
    check_back,
    check_face_style,
    paint_back,
    paint_face,
    paint_shadow,
)

COURT_RANKS = frozenset({Rank.KING, Rank.QUEEN, Rank.JACK})

_CACHE: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_CACHE_LIMIT = 600


def _render(
    key: tuple[object, ...],
    width: int,
    dpr: float,
    draw: Callable[[QPainter, QRectF], None],
) -> QPixmap:
    cached = _CACHE.get(key)
    if cached is not None:
        _CACHE.move_to_end(key)
        return cached
    pw = max(1, round(width * dpr))
    ph = max(1, round(pw * CARD_ASPECT))
    image = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    draw(painter, QRectF(0, 0, pw, ph))
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return _keep(key, pixmap)


def _keep(key: tuple[object, ...], pixmap: QPixmap) -> QPixmap:
    """Cache ``pixmap``; past ``_CACHE_LIMIT`` pictures the least recently used go (faces, backs and shadows)."""
    _CACHE[key] = pixmap
    while len(_CACHE) > _CACHE_LIMIT:
        _CACHE.popitem(last=False)
    return pixmap


def face_pixmap(
    card: int, width: int, four_colour: bool = False, dpr: float = 1.0, face_style: str = DEFAULT_FACE_STYLE
) -> QPixmap:
    """The face of ``card``, ``width`` logical pixels wide, for a screen of pixel ratio ``dpr``, its court
    cards in ``face_style``."""
    check_face_style(face_style)  # before any painting starts
    kind = card >> 2
    style = face_style if rank_of(card) in COURT_RANKS else ""  # pip cards look the same in every style
    key = ("face", kind, rank_letter(rank_of(card)), width, four_colour, dpr, style)  # letters follow the language
    return _render(
        key, width, dpr, lambda p, r: paint_face(p, r, kind * 4, four_colour, face_style)
    )


def back_pixmap(back: str, width: int, dpr: float = 1.0) -> QPixmap:
    """The back design ``back``, ``width`` logical pixels wide."""
    check_back(back)
    key = ("back", back, width, dpr)
    return _render(key, width, dpr, lambda p, r: paint_back(p, r, back))


def card_pixmap(
    card: int,
    face_up: bool,
    width: int,
    four_colour: bool = False,
    back: str = DEFAULT_BACK,
    dpr: float = 1.0,
    face_style: str = DEFAULT_FACE_STYLE,
) -> QPixmap:
    """Face or back as the card shows; an ``UNKNOWN_CARD`` always shows its back."""
    if face_up and card >= 0:
        return face_pixmap(card, width, four_colour, dpr, face_style)
    return back_pixmap(back, width, dpr)


SHADOW_MARGIN = 0.22
"""Room around a card in its shadow pixmap, as a fraction of the card's width."""


def shadow_pixmap(width: int, dpr: float = 1.0, elevation: float = 1.0) -> QPixmap:
    """The drop shadow of ``paint_shadow`` pre-rendered (elevation in quarter steps), card plus margin."""
    level = round(elevation * 4) / 4
    key = ("shadow", width, dpr, level)
    cached = _CACHE.get(key)
    if cached is not None:
        _CACHE.move_to_end(key)
        return cached
    margin = SHADOW_MARGIN * width
    height = width * CARD_ASPECT
    image = QImage(max(1, round((width + 2 * margin) * dpr)), max(1, round((height + 2 * margin) * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(dpr, dpr)
    paint_shadow(painter, QRectF(margin, margin, width, height), level)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return _keep(key, pixmap)


def clear_cache() -> None:
    """Forget every cached pixmap (e.g. after the screen changes)."""
    _CACHE.clear()
