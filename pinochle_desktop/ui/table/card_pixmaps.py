"""Card pictures ready to draw: each face, back and drop shadow rendered once per size and style (see
``card_art`` for the drawing) and kept, least recently used first out.

A card on the table asks with ``card_pixmap_soon``: a picture not yet rendered at its size is drawn from the
nearest size of it already rendered (scaled) and rendered exactly a moment later, one picture per turn of the
event loop, so that a dozen cards reaching a new size together (a meld laid out, a hand rearranged) do not
render a dozen pictures in one frame.
"""

from __future__ import annotations

import contextlib
import weakref
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap

from pinochle_desktop.engine.cards import Rank, rank_of

from ..texts import rank_letter
from .card_art import (
    CARD_ASPECT,
    DEFAULT_BACK,
    DEFAULT_FACE_STYLE,
    check_back,
    check_face_style,
    index_share,
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


FACE_WIDTH_AT = 3
"""Where the width stands in a face's cache key ..."""
BACK_WIDTH_AT = 2
"""... and in a back's."""


def _face_key(card: int, width: int, four_colour: bool, dpr: float, face_style: str) -> tuple[object, ...]:
    check_face_style(face_style)  # before any painting starts
    style = face_style if rank_of(card) in COURT_RANKS else ""  # pip cards look the same in every style
    # the rank's letter is in the key: the letters follow the language
    return ("face", card >> 2, rank_letter(rank_of(card)), width, four_colour, dpr, style)


def _back_key(back: str, width: int, dpr: float) -> tuple[object, ...]:
    check_back(back)
    return ("back", back, width, dpr)


def face_pixmap(
    card: int, width: int, four_colour: bool = False, dpr: float = 1.0, face_style: str = DEFAULT_FACE_STYLE
) -> QPixmap:
    """The face of ``card``, ``width`` logical pixels wide, for a screen of pixel ratio ``dpr``, its court
    cards in ``face_style``."""
    key = _face_key(card, width, four_colour, dpr, face_style)
    return _render(
        key, width, dpr,
        lambda p, r: paint_face(p, r, (card >> 2) * 4, four_colour, face_style, index_share(width * CARD_ASPECT)),
    )


def back_pixmap(back: str, width: int, dpr: float = 1.0) -> QPixmap:
    """The back design ``back``, ``width`` logical pixels wide."""
    return _render(_back_key(back, width, dpr), width, dpr, lambda p, r: paint_back(p, r, back))


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


NEAREST = (0.7, 2.5)
"""How much smaller or larger than wanted a picture already rendered may be to stand in for a moment (a
larger one scales down well; a smaller one, scaled up, would look soft)."""

_SOON: OrderedDict[tuple[object, ...], tuple[Callable[[], QPixmap], list[weakref.ref[object]]]] = OrderedDict()
_SOON_TIMER: list[QTimer] = []


def _wanted(card: int, face_up: bool, width: int, four_colour: bool, back: str, dpr: float,
            face_style: str) -> tuple[tuple[object, ...], int, Callable[[], QPixmap]]:
    """The cache key of the picture ``card_pixmap`` gives, where the width is in that key, and how to make it."""
    if face_up and card >= 0:
        return (_face_key(card, width, four_colour, dpr, face_style), FACE_WIDTH_AT,
                lambda: face_pixmap(card, width, four_colour, dpr, face_style))
    return _back_key(back, width, dpr), BACK_WIDTH_AT, lambda: back_pixmap(back, width, dpr)


def card_pixmap_soon(card: int, face_up: bool, width: int, four_colour: bool, back: str, dpr: float,
                     face_style: str, asker: object) -> QPixmap:
    """``card_pixmap``, or while it is not rendered yet the same picture at the nearest size rendered (within
    ``NEAREST``): the exact one is rendered soon and ``asker`` (a card item) is then updated.  With no size of
    it rendered, it is rendered now."""
    key, at, make = _wanted(card, face_up, width, four_colour, back, dpr, face_style)
    cached = _CACHE.get(key)
    if cached is not None:
        _CACHE.move_to_end(key)
        return cached
    stand_in = _nearest(key, at)
    if stand_in is None:
        return make()
    askers = _queue(key, make)
    if not any(ref() is asker for ref in askers):
        askers.append(weakref.ref(asker))
    return stand_in


def render_ahead(card: int, face_up: bool, width: int, four_colour: bool, back: str, dpr: float,
                 face_style: str) -> None:
    """Have the picture ``card_pixmap`` would give rendered soon, before a card needs it (cards dealt)."""
    key, _at, make = _wanted(card, face_up, width, four_colour, back, dpr, face_style)
    if key not in _CACHE:
        _queue(key, make)


def _queue(key: tuple[object, ...], make: Callable[[], QPixmap]) -> list[weakref.ref[object]]:
    entry = _SOON.get(key)
    if entry is None:
        entry = _SOON[key] = (make, [])
    _render_soon()
    return entry[1]


def _nearest(key: tuple[object, ...], at: int) -> QPixmap | None:
    """The cached picture whose key is ``key`` but for the width (at index ``at``) nearest to it."""
    width = key[at]
    best: tuple[float, QPixmap] | None = None
    for other, pixmap in _CACHE.items():
        if len(other) == len(key) and other[0] == key[0] and other[:at] == key[:at] and other[at + 1:] == key[at + 1:]:
            ratio = other[at] / width  # type: ignore[operator]
            if NEAREST[0] <= ratio <= NEAREST[1] and (best is None or abs(ratio - 1) < best[0]):
                best = (abs(ratio - 1), pixmap)
    return best[1] if best is not None else None


def _render_soon() -> None:
    if not _SOON_TIMER:
        timer = QTimer()
        timer.setSingleShot(True)
        timer.setInterval(0)
        timer.timeout.connect(_render_next)
        _SOON_TIMER.append(timer)
    if not _SOON_TIMER[0].isActive():
        _SOON_TIMER[0].start()


def _render_next() -> None:
    """One picture asked for by ``card_pixmap_soon`` rendered, and the cards that asked for it repainted."""
    if not _SOON:
        return
    key, (make, askers) = _SOON.popitem(last=False)
    if key not in _CACHE:
        make()
    for ref in askers:
        item = ref()
        if item is not None:
            with contextlib.suppress(RuntimeError):  # the card has gone from the table
                item.update()  # type: ignore[attr-defined]
    if _SOON:
        _SOON_TIMER[0].start()


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


AT_REST_BUDGET = 64 * 1024 * 1024
"""Bytes the pictures of cards at rest (``keep_at_rest``) may take together; the least recently drawn go first."""

_AT_REST: OrderedDict[int, tuple[tuple[object, ...], QImage, float, float]] = OrderedDict()
_AT_REST_BYTES = [0]


def at_rest(owner: int, look: tuple[object, ...]) -> tuple[QImage, float, float] | None:
    """The picture ``owner`` (a card item's id) keeps of how it looks at rest, if it is of ``look``: the image
    in device pixels and where its top left corner lies from the card's origin, in device pixels."""
    entry = _AT_REST.get(owner)
    if entry is None or entry[0] != look:
        return None
    _AT_REST.move_to_end(owner)
    return entry[1], entry[2], entry[3]


def keep_at_rest(owner: int, look: tuple[object, ...], image: QImage, dx: float, dy: float) -> None:
    """Keep ``image`` as ``owner``'s one picture at rest (replacing the one it had); past ``AT_REST_BUDGET`` bytes
    the pictures drawn least recently go."""
    forget_at_rest(owner)
    _AT_REST[owner] = (look, image, dx, dy)
    _AT_REST_BYTES[0] += image.sizeInBytes()
    while _AT_REST_BYTES[0] > AT_REST_BUDGET and len(_AT_REST) > 1:
        _owner, (_look, old, _x, _y) = _AT_REST.popitem(last=False)
        _AT_REST_BYTES[0] -= old.sizeInBytes()


def forget_at_rest(owner: int) -> None:
    """``owner`` has gone from the table (or looks otherwise now): its picture at rest is dropped."""
    entry = _AT_REST.pop(owner, None)
    if entry is not None:
        _AT_REST_BYTES[0] -= entry[1].sizeInBytes()


def at_rest_bytes() -> tuple[int, int]:
    """How many pictures of cards at rest are kept, and their bytes together."""
    return len(_AT_REST), _AT_REST_BYTES[0]


def clear_cache() -> None:
    """Forget every cached pixmap (e.g. after the screen changes)."""
    _CACHE.clear()
    _SOON.clear()
    _AT_REST.clear()
    _AT_REST_BYTES[0] = 0
