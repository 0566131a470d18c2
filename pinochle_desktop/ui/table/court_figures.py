"""The "classic" court cards: a king, a queen and a jack as double-ended half-length figures, drawn in code
with QPainterPath (original art, vector, so crisp at every size and screen scale).

Each figure is drawn in the top half of a framed panel in half-panel units (``u`` across, 0 to 1; ``v``
down to the middle line, 0 to 1) and again turned 180 degrees for the bottom half, as printed decks do.
The colours are the printed deck's: red, blue and gold with black outlines; the suit's own colour is on the
figure's robe and its symbol beside the head.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from pinochle_desktop.engine.cards import Rank, Suit

FACE_STYLES: tuple[str, ...] = ("classic", "simple")
"""Court card designs: figures ("classic") or a large letter under a crown ("simple")."""
DEFAULT_FACE_STYLE = "classic"

_OUTLINE = QColor("#1a1a1a")
_SKIN = QColor("#f6d7b8")
_GOLD = QColor("#e2b236")
_RED = QColor("#c0392b")
_BLUE = QColor("#2b4f9e")
_ERMINE = QColor("#fbf8f0")
_HAIR = {Rank.KING: QColor("#8a8d93"), Rank.QUEEN: QColor("#d9a441"), Rank.JACK: QColor("#7a4a22")}
_PANEL = QColor("#fdf7e6")

_SUIT_AT = {Rank.KING: (0.16, 0.16), Rank.QUEEN: (0.84, 0.16), Rank.JACK: (0.86, 0.46)}
"""Where the suit symbol sits beside each figure's head, clear of what it holds."""

Point = Callable[[float, float], QPointF]


def check_face_style(style: str) -> None:
    if style not in FACE_STYLES:
        raise ValueError(f"unknown face style {style!r}; choose one of {', '.join(FACE_STYLES)}")


def _robe_colours(ink: QColor) -> tuple[QColor, QColor]:
    """The robe in the suit's colour (a black suit wears blue), and the other colour for the lining."""
    if ink.red() > 150 and ink.green() < 90:
        return _RED, _BLUE
    if ink.lightness() < 60:
        return _BLUE, _RED
    return QColor(ink), _RED


def _shape(at: Point, points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath(at(*points[0]))
    for u, v in points[1:]:
        path.lineTo(at(u, v))
    path.closeSubpath()
    return path


def _curve(at: Point, start: tuple[float, float], *segments: tuple[float, ...]) -> QPainterPath:
    """A closed outline: ``segments`` are (c1u, c1v, c2u, c2v, u, v) cubic steps or (u, v) straight steps."""
    path = QPainterPath(at(*start))
    for seg in segments:
        if len(seg) == 6:
            path.cubicTo(at(seg[0], seg[1]), at(seg[2], seg[3]), at(seg[4], seg[5]))
        else:
            path.lineTo(at(seg[0], seg[1]))
    path.closeSubpath()
    return path


def _fill(painter: QPainter, path: QPainterPath, colour: QColor, pen: QPen) -> None:
    painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawPath(path)


def _robe(painter: QPainter, at: Point, pen: QPen, main: QColor, lining: QColor, rank: Rank) -> None:
    """Shoulders and chest down to the middle line, a V collar, and the trim of the rank."""
    shoulders = _curve(at, (0.04, 1.0), (0.06, 0.78, 0.14, 0.67, 0.34, 0.63), (0.5, 0.72), (0.66, 0.63),
                       (0.86, 0.67, 0.94, 0.78, 0.96, 1.0))
    _fill(painter, shoulders, main, pen)
    painter.save()  # a woven pattern of gold dots on the cloth, and a band of the lining down the front
    painter.setClipPath(shoulders, Qt.ClipOperation.IntersectClip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(_GOLD.red(), _GOLD.green(), _GOLD.blue(), 150))
    step = 0.09
    for row in range(6):
        for col in range(12):
            u, v = 0.02 + col * step + (row % 2) * step / 2, 0.66 + row * step * 0.75
            painter.drawEllipse(at(u, v), pen.widthF() * 1.1, pen.widthF() * 1.1)
    painter.restore()
    _fill(painter, _shape(at, [(0.43, 0.78), (0.57, 0.78), (0.58, 1.0), (0.42, 1.0)]), lining, pen)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_GOLD)
    for v in (0.86, 0.94):
        painter.drawEllipse(at(0.5, v), pen.widthF() * 1.8, pen.widthF() * 1.8)
    _fill(painter, _shape(at, [(0.36, 0.64), (0.5, 0.86), (0.64, 0.64), (0.5, 0.72)]), lining, pen)
    if rank is Rank.KING:  # an ermine collar: white fur with black tails
        collar = _curve(at, (0.2, 0.66), (0.34, 0.6, 0.66, 0.6, 0.8, 0.66), (0.84, 0.76), (0.66, 0.71),
                        (0.5, 0.8), (0.34, 0.71), (0.16, 0.76))
        _fill(painter, collar, _ERMINE, pen)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_OUTLINE)
        for u, v in ((0.26, 0.69), (0.4, 0.68), (0.6, 0.68), (0.74, 0.69)):
            painter.drawEllipse(at(u, v), pen.widthF() * 0.9, pen.widthF() * 1.6)
    else:  # a gold band along the neckline
        band = _curve(at, (0.3, 0.65), (0.5, 0.76), (0.7, 0.65), (0.72, 0.7), (0.5, 0.82), (0.28, 0.7))
        _fill(painter, band, _GOLD, pen)
    for u in (0.22, 0.78):  # gold braid down the front of each shoulder
        painter.setPen(QPen(_GOLD, pen.widthF() * 2.2))
        painter.drawLine(at(u, 0.74), at(u + (0.04 if u < 0.5 else -0.04), 1.0))


def _head(painter: QPainter, at: Point, pen: QPen, rank: Rank, unit: float) -> None:
    """Neck, hair behind, the face with eyes, nose and mouth, and the king's beard or the jack's curls."""
    hair = _HAIR[rank]
    if rank is Rank.QUEEN:  # long hair falling to the shoulders
        _fill(painter, _curve(at, (0.3, 0.3), (0.22, 0.45, 0.22, 0.6, 0.3, 0.68), (0.7, 0.68),
                              (0.78, 0.6, 0.78, 0.45, 0.7, 0.3)), hair, pen)
    _fill(painter, _shape(at, [(0.44, 0.52), (0.56, 0.52), (0.57, 0.66), (0.43, 0.66)]), _SKIN, pen)
    face = QPainterPath()
    face.addEllipse(QRectF(at(0.34, 0.22), at(0.66, 0.6)))
    _fill(painter, face, _SKIN, pen)
    if rank is Rank.KING:  # a full beard and moustache
        beard = _curve(at, (0.34, 0.42), (0.36, 0.62, 0.44, 0.7, 0.5, 0.72), (0.56, 0.7, 0.64, 0.62, 0.66, 0.42),
                       (0.62, 0.5, 0.38, 0.5, 0.34, 0.42))
        _fill(painter, beard, hair, pen)
        painter.setPen(QPen(_OUTLINE, pen.widthF() * 0.8))
        painter.drawLine(at(0.5, 0.58), at(0.5, 0.66))
    elif rank is Rank.JACK:  # curls over the ears
        for u in (0.33, 0.67):
            curl = QPainterPath()
            curl.addEllipse(at(u, 0.42), unit * 0.05, unit * 0.08)
            _fill(painter, curl, hair, pen)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_OUTLINE)
    for u in (0.44, 0.56):  # eyes
        painter.drawEllipse(at(u, 0.37), unit * 0.018, unit * 0.012)
    line = QPen(_OUTLINE, pen.widthF() * 0.75)
    line.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(line)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    nose = QPainterPath(at(0.5, 0.39))
    nose.quadTo(at(0.485, 0.45), at(0.505, 0.46))
    painter.drawPath(nose)
    if rank is Rank.KING:
        moustache = QPainterPath(at(0.43, 0.51))
        moustache.quadTo(at(0.5, 0.46), at(0.57, 0.51))
        painter.drawPath(moustache)
    else:
        mouth = QPainterPath(at(0.46, 0.51))
        mouth.quadTo(at(0.5, 0.535), at(0.54, 0.51))
        painter.setPen(QPen(_RED, pen.widthF() * 1.1))
        painter.drawPath(mouth)
    if rank is not Rank.KING:  # the fringe under the hat or crown
        _fill(painter, _curve(at, (0.34, 0.33), (0.38, 0.22, 0.62, 0.22, 0.66, 0.33), (0.6, 0.28), (0.5, 0.3),
                              (0.4, 0.28)), hair, pen)


def _headwear(painter: QPainter, at: Point, pen: QPen, rank: Rank, lining: QColor, unit: float) -> None:
    """A gold crown with jewels for the king, a smaller crown for the queen, a feathered cap for the jack."""
    if rank is Rank.KING:
        crown = _shape(at, [(0.32, 0.28), (0.3, 0.06), (0.4, 0.16), (0.5, 0.02), (0.6, 0.16), (0.7, 0.06),
                            (0.68, 0.28)])
        _fill(painter, crown, _GOLD, pen)
        _fill(painter, _shape(at, [(0.31, 0.24), (0.69, 0.24), (0.69, 0.29), (0.31, 0.29)]), lining, pen)
        tips = [(0.3, 0.06), (0.5, 0.02), (0.7, 0.06)]
    elif rank is Rank.QUEEN:
        crown = _shape(at, [(0.36, 0.25), (0.35, 0.1), (0.43, 0.17), (0.5, 0.07), (0.57, 0.17), (0.65, 0.1),
                            (0.64, 0.25)])
        _fill(painter, crown, _GOLD, pen)
        tips = [(0.35, 0.1), (0.5, 0.07), (0.65, 0.1)]
    else:
        feather = _curve(at, (0.6, 0.2), (0.72, 0.0, 0.86, -0.02, 0.94, 0.02), (0.84, 0.06, 0.74, 0.14, 0.64, 0.24))
        _fill(painter, feather, _ERMINE, pen)
        cap = _curve(at, (0.3, 0.3), (0.28, 0.12, 0.72, 0.1, 0.72, 0.3), (0.5, 0.26))
        _fill(painter, cap, lining, pen)
        _fill(painter, _shape(at, [(0.3, 0.27), (0.72, 0.27), (0.72, 0.31), (0.3, 0.31)]), _GOLD, pen)
        tips = []
    painter.setPen(Qt.PenStyle.NoPen)
    for u, v in tips:
        painter.setBrush(_RED)
        painter.drawEllipse(at(u, v), unit * 0.022, unit * 0.022)


_HANDS = {Rank.KING: ((0.72, 0.72), (0.84, 0.86)), Rank.QUEEN: ((0.3, 0.72), (0.17, 0.8)),
          Rank.JACK: ((0.28, 0.72), (0.15, 0.84))}
"""Each figure's arm: from the shoulder to the hand that holds the sword, the flower or the halberd."""


def _arm(painter: QPainter, at: Point, pen: QPen, rank: Rank, sleeve: QColor, unit: float) -> None:
    """A sleeve from the shoulder to the hand, a gold cuff and the hand."""
    (su, sv), (hu, hv) = _HANDS[rank]
    path = QPainterPath(at(su, sv))
    path.quadTo(at(su, hv), at(hu, hv))
    thick = unit * 0.11
    for colour, width in ((_OUTLINE, thick), (sleeve, thick - 2 * pen.widthF())):
        stroke = QPen(colour, width)
        stroke.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(stroke)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
    hand = QPainterPath()
    hand.addEllipse(at(hu, hv), unit * 0.045, unit * 0.04)
    _fill(painter, hand, _SKIN, pen)


def _held(painter: QPainter, at: Point, pen: QPen, rank: Rank, unit: float) -> None:
    """What the figure holds over its shoulder: a sword (king), a flower (queen), a halberd (jack)."""
    if rank is Rank.KING:
        _fill(painter, _shape(at, [(0.81, 0.08), (0.84, 0.03), (0.87, 0.08), (0.87, 0.74), (0.81, 0.74)]),
              QColor("#dfe3e8"), pen)
        _fill(painter, _shape(at, [(0.74, 0.74), (0.94, 0.74), (0.94, 0.78), (0.74, 0.78)]), _GOLD, pen)
        _fill(painter, _shape(at, [(0.82, 0.78), (0.86, 0.78), (0.86, 0.95), (0.82, 0.95)]), _OUTLINE, pen)
    elif rank is Rank.QUEEN:
        painter.setPen(QPen(QColor("#2e7d32"), pen.widthF() * 1.6))
        painter.drawLine(at(0.17, 0.8), at(0.14, 0.34))
        for du, dv in ((0, -0.05), (0.045, 0), (0, 0.05), (-0.045, 0)):
            petal = QPainterPath()
            petal.addEllipse(at(0.14 + du, 0.3 + dv), unit * 0.04, unit * 0.04)
            _fill(painter, petal, _RED, pen)
        centre = QPainterPath()
        centre.addEllipse(at(0.14, 0.3), unit * 0.025, unit * 0.025)
        _fill(painter, centre, _GOLD, pen)
    else:
        painter.setPen(QPen(QColor("#7a4a22"), pen.widthF() * 1.8))
        painter.drawLine(at(0.13, 0.9), at(0.13, 0.1))
        blade = _curve(at, (0.13, 0.12), (0.02, 0.16, 0.02, 0.3, 0.13, 0.32), (0.13, 0.24), (0.2, 0.2),
                       (0.13, 0.18))
        _fill(painter, blade, QColor("#dfe3e8"), pen)
        _fill(painter, _shape(at, [(0.11, 0.1), (0.13, 0.02), (0.15, 0.1)]), QColor("#dfe3e8"), pen)


def paint_figure(painter: QPainter, frame: QRectF, rank: Rank, suit: Suit, ink: QColor,
                 fill_suit: Callable[[QPainter, Suit, QRectF, QColor], None]) -> None:
    """The double-ended figure of ``rank`` in ``frame`` (the panel between the corner indices): the top
    half, the same turned, a line between, and the suit symbol beside each head."""
    main, lining = _robe_colours(ink)
    width = frame.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(ink, width * 0.025))
    painter.setBrush(_PANEL)
    painter.drawRoundedRect(frame, width * 0.05, width * 0.05)
    inner = frame.adjusted(width * 0.04, width * 0.04, -width * 0.04, -width * 0.04)
    clip = QPainterPath()
    clip.addRoundedRect(inner, width * 0.03, width * 0.03)
    pen = QPen(_OUTLINE, width * 0.012)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    centre = inner.center()
    half = QRectF(inner.left(), inner.top(), inner.width(), inner.height() / 2)
    unit = half.width()

    def at(u: float, v: float) -> QPointF:
        return QPointF(half.left() + u * half.width(), half.top() + v * half.height())

    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(centre)
            painter.rotate(180)
            painter.translate(-centre)
        painter.setClipPath(clip)
        painter.setClipRect(half, Qt.ClipOperation.IntersectClip)
        if rank is not Rank.QUEEN:  # the sword and the halberd stand behind the figure, the flower in front
            _held(painter, at, pen, rank, unit)
        _robe(painter, at, pen, main, lining, rank)
        _arm(painter, at, pen, rank, lining, unit)
        _head(painter, at, pen, rank, unit)
        _headwear(painter, at, pen, rank, lining, unit)
        if rank is Rank.QUEEN:
            _held(painter, at, pen, rank, unit)
        painter.setClipping(False)
        mark = at(*_SUIT_AT[rank])
        size = QPointF(unit * 0.08, unit * 0.08)
        fill_suit(painter, suit, QRectF(mark - size, mark + size), ink)
        painter.restore()
    painter.setPen(QPen(ink, width * 0.014))
    painter.drawLine(QPointF(inner.left(), centre.y()), QPointF(inner.right(), centre.y()))
    painter.restore()


__all__ = ["DEFAULT_FACE_STYLE", "FACE_STYLES", "check_face_style", "paint_figure"]
