"""Painted table furniture: name plates with the dealer chip and turn glow, speech bubbles, caption
boxes, the contract chip and the person's turn line. Every item sizes itself from its text, so its text
always fits (``fits()`` says so for the layout checker)."""

from __future__ import annotations

from collections.abc import Callable

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
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Suit
from ..texts import dealer_letter
from .card_art import fill_suit, suit_color

TEAM_COLOURS = (QColor("#3b82f6"), QColor("#f59e0b"), QColor("#a855f7"))  # sides 0 blue, 1 amber, 2 violet
TURN_COLOUR = QColor(255, 214, 90)
PANEL_FILL = QColor(10, 25, 15, 215)


def font(pixels: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f


def text_width(text: str, f: QFont) -> float:
    """How wide ``text`` is set in ``f`` (the table measures the same texts at every refresh: kept)."""
    key = (text, f.key())
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) >= 4096:
            _WIDTHS.clear()
        width = _WIDTHS[key] = QFontMetricsF(f).horizontalAdvance(text)
    return width


_WIDTHS: dict[tuple[str, str], float] = {}


class TableItem(QGraphicsItem):
    """A box of text on the table; ``kind`` tells the layout checker what it is.

    Each item draws itself at its design size and is scaled by the table's ``ui`` (``set_ui``), so that
    its texts, paddings and corners grow and shrink together with the window; ``size()`` is its size on
    the table (scaled), ``boundingRect()`` its own (unscaled)."""

    kind = "caption"

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.ui = 1.0
        self.setZValue(950)

    def set_ui(self, ui: float) -> None:
        """Scale the item (its text and box) by ``ui``."""
        if ui != self.ui:
            self.ui = ui
            self.setScale(ui)

    def pixel_size(self) -> float:
        """The size of the item's main text on the table, in pixels, as it is drawn (its font by the scale
        the scene draws it at; for the layout checker)."""
        return self._font_pixels() * self.sceneTransform().m11()

    def _font_pixels(self) -> float:
        return float(getattr(self, "FONT", 15))

    def boundingRect(self) -> QRectF:
        return self._rect

    def size(self) -> tuple[float, float]:
        return self._rect.width() * self.ui, self._rect.height() * self.ui

    def fits(self) -> bool:
        return True

    def _resize(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
        self.update()

    def _panel(self, painter: QPainter, radius: float = 10, fill: QColor = PANEL_FILL) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        painter.fillPath(path, fill)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
        painter.drawPath(path)


class SeatPlate(TableItem):
    """A seat's name, side colour, dealer chip, turn glow and a one-line status ("thinking…")."""

    kind = "plate"
    NAME_FONT, STATUS_FONT = 17, 13

    def __init__(self, seat: int, width: float, height: float) -> None:
        super().__init__()
        self.seat = seat
        self.side = seat & 1
        self.name = ""
        self.status = ""
        self.dealer = False
        self.active = False
        self._resize(width, height)
        self.setZValue(900)

    def set_info(self, name: str, status: str, dealer: bool, active: bool, side: int | None = None) -> None:
        side = self.side if side is None else side
        if (name, status, dealer, active, side) != (self.name, self.status, self.dealer, self.active, self.side):
            self.name, self.status, self.dealer, self.active, self.side = name, status, dealer, active, side
            self.update()

    def set_size(self, width: float, height: float) -> None:
        """Take ``width`` x ``height`` on the table (its own box is that divided by its scale)."""
        width, height = width / self.ui, height / self.ui
        if (width, height) != (self._rect.width(), self._rect.height()):
            self._resize(width, height)

    def _font_pixels(self) -> float:
        return float(self.NAME_FONT)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def _name_room(self) -> float:
        return self._rect.width() - 30 - (40 if self.dealer else 10)

    def fits(self) -> bool:
        return (text_width(self.name, font(self.NAME_FONT, True)) <= self._name_room()
                and text_width(self.status, font(self.STATUS_FONT)) <= self._rect.width() - 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        if self.active:  # the seat to act: a gold ring and a warmer plate
            glow = QColor(TURN_COLOUR)
            glow.setAlpha(230)
            painter.setPen(QPen(glow, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 13, 13)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(70, 52, 8, 235) if self.active else QColor(0, 0, 0, 140))
        painter.drawRoundedRect(rect, 11, 11)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TEAM_COLOURS[self.side % len(TEAM_COLOURS)])
        painter.drawEllipse(QRectF(rect.left() + 10, rect.top() + 13, 10, 10))
        name_font = font(self.NAME_FONT, True)
        painter.setFont(name_font)
        painter.setPen(QColor("white"))
        room = self._name_room()
        painter.drawText(QRectF(rect.left() + 26, rect.top() + 5, room, 22),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight, int(room)))
        painter.setFont(font(self.STATUS_FONT))
        painter.setPen(QColor(255, 240, 200))
        painter.drawText(QRectF(rect.left() + 12, rect.top() + 27, rect.width() - 24, 18),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.status)
        if self.dealer:
            chip = QRectF(rect.right() - 36, rect.top() + rect.height() / 2 - 14, 28, 28)
            gradient = QLinearGradient(chip.topLeft(), chip.bottomRight())
            gradient.setColorAt(0, QColor("#fff7d6"))
            gradient.setColorAt(1, QColor("#d4a72c"))
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(QColor("#6b4e0a"), 1.5))
            painter.drawEllipse(chip)
            letter = dealer_letter()
            size = 15
            while size > 9 and QFontMetricsF(font(size, True)).horizontalAdvance(letter) > chip.width() - 6:
                size -= 1  # two letters (French "Do") shrink to fit the chip
            painter.setFont(font(size, True))
            painter.setPen(QColor("#4a3505"))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, letter)


class CaptionBox(TableItem):
    """Lines of text on a dark rounded panel: a title and (left, right) rows, sized to its text up to
    ``max_width``; rows too long for that wrap onto more lines."""

    SMALL = 13
    """The table's small type (as the plates' status line), for a compact list under the title."""

    def __init__(self, pixel_size: int = 15, kind: str = "caption") -> None:
        super().__init__()
        self.kind = kind
        self.lines: list[tuple[str, str]] = []
        self.title = ""
        self._pixel = pixel_size
        self._rows: list[tuple[str, str, bool]] = []  # (left, right, bold) after wrapping
        self._fits = True
        self.compact = False
        self.compact_text = ""
        self.compact_items: list[str] = []
        self._full: tuple[list[tuple[str, str, bool]], float, float, bool] = ([], 40.0, 12.0, True)
        self._short = self._full
        self._shorts: list[tuple[list[tuple[str, str, bool]], float, float, bool]] = []
        self._small = False  # the rows under the title in the table's small type (a compact list)
        self.on_click: Callable[[], None] | None = None  # a meld caption: enlarge the player's meld

    def set_clickable(self, on_click: Callable[[], None] | None) -> None:
        """Call ``on_click`` when the caption is clicked (the view shows a pointing hand over it)."""
        self.on_click = on_click

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is not None and event.button() == Qt.MouseButton.LeftButton:
            self.on_click()
            return
        super().mouseReleaseEvent(event)

    def set_lines(self, title: str, lines: list[tuple[str, str]], max_width: float = 320,
                  compact: str = "", compact_items: list[str] | None = None) -> None:
        """Show ``title`` and ``lines``; where the table is short of room (``use_compact``) it may show
        ``compact`` (a title) over ``compact_items`` instead, the items ("Run 150") several to a line in the
        table's small type, at one of a few widths (``compact_sizes``: the widest first)."""
        self.title, self.lines, self.compact_text = title, list(lines), compact
        self.compact_items = list(compact_items or [])
        self._full = self._layout_rows(title, lines, max_width)
        head = compact or title
        shorts = [self._layout_compact(head, self.compact_items, width)
                  for width in (max_width, max_width * 0.62)] if self.compact_items else \
            [self._layout_rows(head, [], max_width)]
        self._shorts = [short for short in shorts if short[3]] or shorts[:1]  # a narrower one only where it fits
        if self.compact_items:  # the last resort: the title alone ("West: 32")
            self._shorts.append(self._layout_rows(head, [], max_width))
        self._short = self._shorts[0]
        self.use_compact(False)

    def _layout_compact(self, title: str, items: list[str], max_width: float
                        ) -> tuple[list[tuple[str, str, bool]], float, float, bool]:
        """The title in bold, then ``items`` joined by " · ", as many to a line as ``max_width`` holds."""
        bold, small = font(self._pixel, True), font(self.SMALL)
        inner = max_width - 20
        rows: list[tuple[str, str, bool]] = [(part, "", True) for part in _wrap(title, bold, inner)]
        line = ""
        for item in items:
            candidate = f"{line} · {item}" if line else item
            if line and text_width(candidate, small) > inner:
                rows.append((line, "", False))
                line = item
            else:
                line = candidate
        if line:
            rows.append((line, "", False))
        widths = [text_width(a, bold if b else small) for a, _, b in rows]
        fits = all(w <= inner + 0.5 for w in widths)
        width = max(40.0, min(max_width, max(widths, default=0.0) + 20))
        titles = sum(1 for row in rows if row[2])
        return rows, width, 8 + titles * self._row_height() + (len(rows) - titles) * (self.SMALL + 5), fits

    def _layout_rows(self, title: str, lines: list[tuple[str, str]], max_width: float
                     ) -> tuple[list[tuple[str, str, bool]], float, float, bool]:
        regular, bold = font(self._pixel), font(self._pixel, True)
        inner = max_width - 24
        rows: list[tuple[str, str, bool]] = []
        if title:
            rows.extend((part, "", True) for part in _wrap(title, bold, inner))
        for left, right in lines:
            right_w = text_width(right, regular) + 14 if right else 0.0
            parts = _wrap(left, regular, inner - right_w)
            rows.extend((part, right if i == len(parts) - 1 else "", False) for i, part in enumerate(parts))
        widths = [text_width(a, bold if b else regular) + (text_width(r, regular) + 14 if r else 0) for a, r, b in rows]
        fits = all(w <= inner + 0.5 for w in widths)
        width = max(40.0, min(max_width, max(widths, default=0.0) + 24))
        return rows, width, 12 + len(rows) * self._row_height(), fits

    def use_compact(self, compact: bool, variant: int = 0) -> None:
        """The full caption, or (``compact``) the short one of ``compact_sizes``' ``variant``."""
        self.compact = compact
        if compact:
            self._short = self._shorts[min(variant, len(self._shorts) - 1)] if self._shorts else self._full
        rows, width, height, fits = self._short if compact else self._full
        self._rows, self._fits = rows, fits
        self._small = compact and bool(self.compact_items) and any(not bold for _, _, bold in self._rows)
        self._resize(width, height)

    def full_size(self) -> tuple[float, float]:
        return self._full[1] * self.ui, self._full[2] * self.ui

    def compact_sizes(self) -> list[tuple[float, float]]:
        """The sizes the compact caption can take on the table (a narrower one is taller; with a list, last
        the title alone)."""
        return [(short[1] * self.ui, short[2] * self.ui) for short in self._shorts or [self._full]]

    def shown_text(self) -> str:
        """The text the caption shows now, its rows joined by spaces (for the layout checker)."""
        return " ".join(f"{left} {right}".strip() for left, right, _ in self._rows)

    def _font_pixels(self) -> float:
        return float(self._pixel)

    def _row_height(self) -> float:
        return self._pixel + 7

    def fits(self) -> bool:
        return self._fits

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._rows:
            return
        self._panel(painter)
        if self._small:
            self._paint_compact(painter)
            return
        y, row = 6.0, self._row_height()
        for left, right, bold in self._rows:
            painter.setFont(font(self._pixel, bold))
            painter.setPen(QColor("#ffe08a") if bold else QColor("white"))
            box = QRectF(12, y, self._rect.width() - 24, row)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
            if right:
                painter.setFont(font(self._pixel))
                painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, right)
            y += row

    def _paint_compact(self, painter: QPainter) -> None:
        y = 4.0
        for text, _, bold in self._rows:
            row = self._row_height() if bold else self.SMALL + 5
            painter.setFont(font(self._pixel, True) if bold else font(self.SMALL))
            painter.setPen(QColor("#ffe08a") if bold else QColor("white"))
            painter.drawText(QRectF(10, y, self._rect.width() - 20, row),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            y += row


def _wrap(text: str, f: QFont, width: float) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` (a single long word stays whole)."""
    words = text.split(" ")
    lines: list[str] = []
    current = ""
    for word in words:
        candidate = f"{current} {word}" if current else word
        if current and text_width(candidate, f) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    lines.append(current)
    return lines


class Bubble(TableItem):
    """A speech bubble with a seat's last call in the auction."""

    kind = "bubble"
    FONT = 16

    def __init__(self) -> None:
        super().__init__()
        self.text = ""

    def set_text(self, text: str) -> None:
        self.text = text
        self._resize(max(56.0, text_width(text, font(self.FONT, True)) + 26), 32)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._panel(painter, 14, QColor(250, 246, 230, 240))
        painter.setFont(font(self.FONT, True))
        painter.setPen(QColor("#1d2a22"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class ContractChip(TableItem):
    """The contract beside the bidder: the bid and the trump suit, and during the tricks what the
    bidders still need (or that they made it)."""

    kind = "chip"
    BIG, SMALL = 19, 13

    def __init__(self) -> None:
        super().__init__()
        self.bid = ""
        self.trump: Suit | None = None
        self.note = ""
        self.four_colour = False

    def set_contract(self, bid: str, trump: Suit | None, note: str, four_colour: bool = False) -> None:
        self.bid, self.trump, self.note, self.four_colour = bid, trump, note, four_colour
        top = text_width(bid, font(self.BIG, True)) + (30 if trump is not None else 0)
        width = max(top, text_width(note, font(self.SMALL)) if note else 0.0) + 22
        self._resize(max(64.0, width), 54 if note else 36)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._panel(painter, 9, QColor(250, 246, 230, 245))
        big = font(self.BIG, True)
        painter.setFont(big)
        painter.setPen(QColor("#1d2a22"))
        bid_w = text_width(self.bid, big)
        top_w = bid_w + (30 if self.trump is not None else 0)
        x = (self._rect.width() - top_w) / 2
        painter.drawText(QRectF(x, 4, bid_w + 2, 28), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.bid)
        if self.trump is not None:
            box = QRectF(x + bid_w + 8, 8, 20, 20)
            fill_suit(painter, self.trump, box, suit_color(self.trump, self.four_colour))
        if self.note:
            painter.setFont(font(self.SMALL))
            painter.setPen(QColor("#36513f"))
            painter.drawText(QRectF(0, 31, self._rect.width(), 18), Qt.AlignmentFlag.AlignCenter, self.note)


class TurnLine(TableItem):
    """One line of text for the person: what the table waits for ("Your lead", "Your turn: follow clubs");
    two lines where the table is too narrow for one."""

    kind = "prompt"
    FONT = 17

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.mine = False
        self._lines: list[str] = []

    def set_text(self, text: str, mine: bool) -> None:
        self.text, self.mine = text, mine
        self.set_width(self.natural_width())

    def natural_width(self) -> float:
        return text_width(self.text, font(self.FONT, True)) + 32

    def set_width(self, width: float) -> None:
        """Take ``width`` on the table (at most the text's own): the text wraps onto a second line if it must."""
        width = min(width / self.ui, self.natural_width())
        self._lines = _wrap(self.text, font(self.FONT, True), width - 32)
        self._resize(width, 34 if len(self._lines) <= 1 else 12 + 23 * len(self._lines))

    def fits(self) -> bool:
        return all(text_width(line, font(self.FONT, True)) + 32 <= self._rect.width() + 0.5 for line in self._lines)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        fill = QColor(255, 214, 90, 240) if self.mine else QColor(0, 0, 0, 120)
        self._panel(painter, 17 if len(self._lines) <= 1 else 12, fill)
        painter.setFont(font(self.FONT, True))
        painter.setPen(QColor("#2a1e00") if self.mine else QColor(255, 255, 255, 230))
        if len(self._lines) <= 1:
            painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)
            return
        for i, line in enumerate(self._lines):
            painter.drawText(QRectF(0, 6 + 23 * i, self._rect.width(), 23), Qt.AlignmentFlag.AlignCenter, line)


class PileLabel(TableItem):
    """Beside a side's pile of won tricks: how many tricks and how many counters."""

    kind = "pile-label"
    FONT = 13

    def __init__(self) -> None:
        super().__init__()
        self.text = ""

    def set_text(self, text: str) -> None:
        self.text = text
        self._resize(text_width(text, font(self.FONT, True)) + 16, 22)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self._panel(painter, 8, QColor(0, 0, 0, 130))
        painter.setFont(font(self.FONT, True))
        painter.setPen(QColor(255, 255, 255, 235))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


def paint_felt(painter: QPainter, rect: QRectF, scene_rect: QRectF) -> None:
    """Green baize: a soft radial light over the centre of the table."""
    centre = scene_rect.center()
    gradient = QRadialGradient(QPointF(centre), max(scene_rect.width(), scene_rect.height()) * 0.75)
    gradient.setColorAt(0.0, QColor("#2f8a52"))
    gradient.setColorAt(0.6, QColor("#1f6b3c"))
    gradient.setColorAt(1.0, QColor("#134a29"))
    painter.fillRect(rect, QBrush(gradient))
