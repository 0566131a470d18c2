"""Draw the application icon and write every format the platforms want.

A fanned pair of cards, Q♠ over J♦ — the pinochle — on a green rounded square,
drawn with QPainter using the suit shapes and rank letters of ``card_art``.
Writes into ``pinochle_desktop/assets/icons/``:

- ``pinochle-{16,32,48,64,128,256,512}.png`` (the window icon, Linux hicolor theme),
- ``pinochle.ico`` (Windows: PNG images in the ICO container),
- ``pinochle.icns`` (macOS: PNG images in the ICNS container, up to 1024 px).

Run ``QT_QPA_PLATFORM=offscreen python packaging/make_icons.py``; the output is
committed, so this only runs when the design changes.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from pinochle_desktop.engine.cards import Rank, Suit  # noqa: E402
from pinochle_desktop.ui.table.card_art import fill_rank, fill_suit  # noqa: E402

OUT = ROOT / "pinochle_desktop" / "assets" / "icons"
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types repeat a size for Retina).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))
RED = QColor("#c8102e")
BLACK = QColor("#111111")


def _card(painter: QPainter, centre: QPointF, angle: float, w: float, rank: Rank, suit: Suit, ink: QColor,
          size: int) -> None:
    """One card turned by ``angle`` about its bottom centre: rank letter and suit, large enough to read."""
    h = w * 1.4
    painter.save()
    painter.translate(centre.x(), centre.y() + h * 0.5)
    painter.rotate(angle)
    rect = QRectF(-w / 2, -h, w, h)
    radius = w * 0.11
    shadow = QPainterPath()
    shadow.addRoundedRect(rect.translated(w * 0.03, w * 0.04), radius, radius)
    painter.fillPath(shadow, QColor(0, 0, 0, 70))
    paper = QLinearGradient(rect.topLeft(), rect.bottomRight())
    paper.setColorAt(0, QColor("#ffffff"))
    paper.setColorAt(1, QColor("#eeece3"))
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    painter.fillPath(outline, paper)
    painter.setPen(QPen(QColor("#7d7d72"), max(w * 0.012, 0.8 / size)))
    painter.drawPath(outline)
    if size <= 32:  # 16 and 32 px: one big suit symbol, no letter
        fill_suit(painter, suit, QRectF(rect.left() + w * 0.14, rect.top() + h * 0.12, w * 0.72, h * 0.6), ink)
    else:
        fill_rank(painter, rank, rect.left() + w * 0.5, rect.top() + h * 0.09, h * 0.34, w * 0.7, ink)
        fill_suit(painter, suit, QRectF(rect.left() + w * 0.2, rect.top() + h * 0.52, w * 0.6, h * 0.36), ink)
    painter.restore()


def render(size: int) -> QImage:
    """The icon at ``size`` pixels (drawn for that size, not scaled from another)."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size, size)  # draw in a unit square
    margin = 0.0 if size <= 32 else 0.04
    square = QRectF(margin, margin, 1 - 2 * margin, 1 - 2 * margin)
    felt = QRadialGradient(QPointF(0.45, 0.35), 0.8)
    felt.setColorAt(0, QColor("#2f9a55"))
    felt.setColorAt(1, QColor("#145a2e"))
    back = QPainterPath()
    back.addRoundedRect(square, 0.2, 0.2)
    painter.fillPath(back, felt)
    painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5 / size if size > 32 else 0))
    if size > 32:
        painter.drawPath(back)
    w = 0.46 if size <= 32 else 0.42
    _card(painter, QPointF(0.38, 0.47), -14, w, Rank.QUEEN, Suit.SPADES, BLACK, size)
    _card(painter, QPointF(0.63, 0.50), 12, w, Rank.JACK, Suit.DIAMONDS, RED, size)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file: a directory of entries, each a whole PNG (Windows Vista and later read these)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: ``icns``, the total length, then (type, length, PNG) elements (big-endian)."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts need it
    OUT.mkdir(parents=True, exist_ok=True)
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {size: png_bytes(render(size)) for size in sizes}
    for size in PNG_SIZES:
        (OUT / f"pinochle-{size}.png").write_bytes(pngs[size])
    (OUT / "pinochle.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (OUT / "pinochle.icns").write_bytes(icns_bytes(pngs))
    for path in sorted(OUT.iterdir()):
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
