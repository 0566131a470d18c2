"""Render every single-deck card face and the card backs into one PNG, to look at the artwork.

Usage: ``python benchmarks/card_gallery.py OUT.png [--four-colour] [--face-style classic|simple] [--width 140]
[--dpr 2] [--fan FAN.png [--table]]``.
``--fan`` also renders a 12-card South hand laid out by ``ui.layout`` on green felt.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene

from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.ui.table import card_art, card_pixmaps, layout
from pinochle_desktop.ui.table.card_item import CardItem, CardStyle

RANKS_HIGH_FIRST = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)


def felt(painter: QPainter, rect: QRectF) -> None:
    """A green baize background with a soft light in the middle."""
    grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    grad.setColorAt(0, QColor("#2f7d4a"))
    grad.setColorAt(1, QColor("#17472a"))
    painter.fillRect(rect, grad)


def gallery(path: str, width: int, four_colour: bool, face_style: str = card_art.DEFAULT_FACE_STYLE,
            dpr: float = 1.0) -> None:
    """One row per suit (A 10 K Q J 9), then the backs (``dpr``: rendered for a screen of that pixel ratio)."""
    height = round(width * card_art.CARD_ASPECT)
    gap = width // 5
    cols = 6
    rows = 4 + -(-len(card_art.BACK_NAMES) // cols)
    image = QImage(
        round((cols * (width + gap) + gap) * dpr),
        round((rows * (height + gap) + gap) * dpr),
        QImage.Format.Format_ARGB32,
    )
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    felt(painter, QRectF(0, 0, image.width() / dpr, image.height() / dpr))
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    started = time.perf_counter()
    cells = [
        card_pixmaps.face_pixmap(card_id(s, r), width, four_colour, dpr, face_style)
        for s in Suit
        for r in RANKS_HIGH_FIRST
    ]
    cells += [card_pixmaps.back_pixmap(name, width, dpr) for name in card_art.BACK_NAMES]
    elapsed = time.perf_counter() - started
    for i, pixmap in enumerate(cells):
        x, y = gap + (i % cols) * (width + gap), gap + (i // cols) * (height + gap)
        rect = QRectF(x, y, width, height)
        card_art.paint_shadow(painter, rect)
        painter.drawPixmap(QPointF(x, y), pixmap)
    painter.end()
    image.save(path)
    print(
        f"{path}: {len(cells)} cards at {width}px rendered in {elapsed * 1000:.0f} ms"
    )


def fan(path: str, cards: int, four_colour: bool, table: bool) -> None:
    """A South hand of ``cards`` cards on felt; with ``table``, also the other hands, a trick,
    piles and name plate boxes, to check the whole layout."""
    t = layout.TableLayout(1600, 1000, max_hand=max(cards, 12))
    scene = QGraphicsScene(0, 0, t.table.width, t.table.height)
    style = CardStyle(four_colour=four_colour)
    deck = [card_id(s, r, c) for c in range(2) for s in Suit for r in RANKS_HIGH_FIRST]
    hand = sorted(deck[1::2][:cards], key=lambda c: (c // 24, -c))
    CardItem.LIFT_DURATION_MS = 0  # no event loop runs here

    def put(card: int, slot: layout.Slot, face_up: bool) -> CardItem:
        item = CardItem(card, face_up=face_up, style=style)
        scene.addItem(item)
        item.animate(QPointF(slot.x, slot.y), slot.z, slot.rotation, face_up, 0, slot.scale)
        return item

    south = [
        put(c, s, True)
        for c, s in zip(hand, t.hand_slots(layout.SOUTH, cards))
    ]
    south[3].set_raised(True)
    south[5].set_dimmed(True)
    south[6].set_dimmed(True)
    south[8].set_highlight(True)
    if table:
        for seat in layout.SEATS:
            for slot in t.hand_slots(seat, cards - 1) if seat else []:
                put(card_art.UNKNOWN_CARD, slot, False)
        for order, seat in enumerate(
            (layout.WEST, layout.NORTH, layout.EAST, layout.SOUTH)
        ):
            put(deck[2 + 9 * seat], t.trick_slot(seat, order), True)
        for team in (0, 1):
            for i in range(8 + 8 * team):
                put(deck[i], t.pile_slot(team, i), False)
        pen = QPen(QColor(255, 255, 255, 160), 2)
        for seat in layout.SEATS:
            box = t.plate_rect(seat)
            scene.addRect(QRectF(box.x, box.y, box.width, box.height), pen)
    image = QImage(1600, 1000, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    felt(painter, QRectF(image.rect()))
    scene.render(
        painter,
        QRectF(image.rect()),
        scene.sceneRect(),
        Qt.AspectRatioMode.KeepAspectRatio,
    )
    painter.end()
    image.save(path)
    print(f"{path}: {'table' if table else 'fan'} with {cards} cards")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="PNG file to write")
    parser.add_argument("--four-colour", action="store_true", help="four-colour suits")
    parser.add_argument("--width", type=int, default=140, help="card width in pixels")
    parser.add_argument("--face-style", default=card_art.DEFAULT_FACE_STYLE, choices=card_art.FACE_STYLES,
                        help="the court cards' design")
    parser.add_argument("--dpr", type=float, default=1.0, help="screen pixel ratio (2: a scale-2 screen)")
    parser.add_argument("--fan", help="also write a mock 12-card fan to this PNG")
    parser.add_argument(
        "--fan-cards", type=int, default=12, help="cards in the mock hand"
    )
    parser.add_argument(
        "--table", action="store_true", help="draw the whole table in the mock"
    )
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    gallery(args.out, args.width, args.four_colour, args.face_style, args.dpr)
    if args.fan:
        fan(args.fan, args.fan_cards, args.four_colour, args.table)
    del app


if __name__ == "__main__":
    main()
