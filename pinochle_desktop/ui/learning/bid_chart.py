"""The bid analysis picture: for each trump suit, where the hand's total is likely to land."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...ai.bid_analysis import SuitOutlook
from ...engine.view import PlayerView
from ..dialogs.screen_fit import fit_to_screen, room_for
from ..plain_text import plain_label
from ..table.thinking import Thinker
from ..table.worker import Call
from ..texts import suit_name, tr
from .advice import bid_outlooks

SUIT_SYMBOLS = "♠♥♦♣"
SUIT_COLOURS = (QColor("#1d1d1d"), QColor("#c62828"), QColor("#c62828"), QColor("#1d1d1d"))
SAFE_COLOUR = QColor("#2e7d32")
BID_COLOUR = QColor("#d99a00")
HIGH_COLOUR = QColor("#b42318")


class BidChart(QWidget):
    """One row per suit: every simulated total as a dot, the middle half as a bar, the safe and the
    recommended bid as marks, and the bid to beat as a dashed line across all rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outlooks: tuple[SuitOutlook, ...] = ()
        self.next_bid: int | None = None
        self.setMinimumSize(560, 300)

    def set_outlooks(self, outlooks: tuple[SuitOutlook, ...], next_bid: int | None) -> None:
        self.outlooks, self.next_bid = outlooks, next_bid
        self.setMinimumHeight(90 + 70 * len(outlooks))
        self.update()

    def _range(self) -> tuple[float, float]:
        values = [t for o in self.outlooks for t in o.totals]
        if self.next_bid is not None:
            values.append(self.next_bid)
        low, high = min(values, default=0), max(values, default=1)
        pad = max(1.0, (high - low) * 0.06)
        return low - pad, high + pad

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbfaf5"))
        if not self.outlooks:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, tr("Simulating the hand…"))
            return
        left, right, top, row_h, _axis = self._frame()
        low, high = self._range()
        x_of = self.x_of
        font = self._font()
        painter.setFont(font)
        # axis with round ticks
        step = _tick_step(high - low)
        painter.setPen(QPen(QColor("#9a9686"), 1))
        axis_y = top + row_h * len(self.outlooks) + 6
        painter.drawLine(QPointF(left, axis_y), QPointF(right, axis_y))
        tick = (int(low // step) + 1) * step
        while tick < high:
            x = x_of(tick)
            painter.drawLine(QPointF(x, axis_y), QPointF(x, axis_y + 5))
            painter.drawText(QRectF(x - 30, axis_y + 6, 60, 18), Qt.AlignmentFlag.AlignCenter, str(int(tick)))
            painter.setPen(QPen(QColor(0, 0, 0, 18), 1))
            painter.drawLine(QPointF(x, top - 10), QPointF(x, axis_y))
            painter.setPen(QPen(QColor("#9a9686"), 1))
            tick += step
        rng = random.Random(7)  # fixed jitter: the picture does not dance between repaints
        for i, outlook in enumerate(self.outlooks):
            y = top + row_h * (i + 0.5)
            big = QFont(font)
            big.setPixelSize(26)
            painter.setFont(big)
            painter.setPen(SUIT_COLOURS[outlook.suit])
            painter.drawText(QRectF(8, y - 20, 34, 40), Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[outlook.suit])
            painter.setFont(font)
            painter.setPen(QColor("#333"))
            painter.drawText(QRectF(40, y - 10, 70, 20), Qt.AlignmentFlag.AlignVCenter, suit_name(outlook.suit))
            ordered = sorted(outlook.totals)
            if ordered:
                q1, q3 = ordered[len(ordered) // 4], ordered[(3 * len(ordered)) // 4]
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(60, 120, 200, 45))
                painter.drawRoundedRect(QRectF(x_of(q1), y - 13, max(3.0, x_of(q3) - x_of(q1)), 26), 6, 6)
                painter.setBrush(QColor(40, 90, 170, 150))
                for total in ordered:
                    painter.drawEllipse(QPointF(x_of(total), y + rng.uniform(-9, 9)), 3.2, 3.2)
            for text, colour, mark, box in self.mark_labels(i):
                painter.setPen(QPen(colour, 3))
                painter.drawLine(QPointF(mark, y - 18), QPointF(mark, y + 18))
                painter.setPen(colour)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
            if outlook.recommended_bid is None and outlook.safe_bid is None:
                painter.setPen(QColor("#777"))
                painter.drawText(QRectF(right - 120, y - 30, 120, 16), Qt.AlignmentFlag.AlignRight, tr("pass"))
        if self.next_bid is not None:
            x = x_of(self.next_bid)
            pen = QPen(HIGH_COLOUR, 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(x, top - 14), QPointF(x, axis_y))
            painter.drawText(QRectF(x - 70, 2, 140, 16), Qt.AlignmentFlag.AlignCenter,
                             tr("next bid {bid}").format(bid=self.next_bid))

    # ------------------------------------------------------------ geometry (painted, and tested)
    def _frame(self) -> tuple[float, float, float, float, float]:
        """Left and right of the plot, its top, a row's height and the axis line's y."""
        left, right, top = 110.0, self.width() - 30.0, 30.0
        row_h = (self.height() - top - 50) / max(1, len(self.outlooks))
        return left, right, top, row_h, top + row_h * len(self.outlooks) + 6

    def x_of(self, value: float) -> float:
        left, right, *_ = self._frame()
        low, high = self._range()
        return left + (value - low) / (high - low) * (right - left)

    def mark_labels(self, row: int) -> list[tuple[str, QColor, float, QRectF]]:
        """The safe and recommended marks of a row: text, colour, the mark's x and the label's box.
        Both labels sit in the row's own band, above its dots (never under it, where they would read as the
        next suit's); they do not overlap, and a label never sits on the dashed next-bid line."""
        outlook = self.outlooks[row]
        _left, _right, top, row_h, _axis = self._frame()
        y = top + row_h * (row + 0.5)
        line = self.x_of(self.next_bid) if self.next_bid is not None else None
        metrics = QFontMetricsF(self._font())
        boxes: dict[str, tuple[str, QColor, float, QRectF]] = {}
        for key, bid, colour, label in (("safe", outlook.safe_bid, SAFE_COLOUR, tr("safe {bid}")),
                                        ("bid", outlook.recommended_bid, BID_COLOUR, tr("bid {bid}"))):
            if bid is None:
                continue
            x = self.x_of(bid)
            text = label.format(bid=bid)
            width = metrics.horizontalAdvance(text) + 8
            box = QRectF(x - width / 2, y - min(36.0, row_h / 2 - 1), width, 16)
            if line is not None and box.left() - 3 <= line <= box.right() + 3:
                box.moveLeft(line + 5 if x >= line else line - 5 - width)
            boxes[key] = (text, colour, x, box)
        if "safe" in boxes and "bid" in boxes:
            safe, bid_box = boxes["safe"][3], boxes["bid"][3]
            if safe.intersects(bid_box.adjusted(-4, 0, 4, 0)):  # the safe bid is the lower: it gives way left
                safe.moveRight(bid_box.left() - 6)
                if line is not None and safe.left() - 3 <= line <= safe.right() + 3:
                    safe.moveRight(min(line - 5, bid_box.left() - 6))
        return list(boxes.values())

    def next_bid_x(self) -> float | None:
        return self.x_of(self.next_bid) if self.next_bid is not None else None

    @staticmethod
    def _font() -> QFont:
        font = QFont()
        font.setPixelSize(13)
        return font

    def legend(self) -> str:
        """What the marks mean: only the marks that are drawn are explained."""
        parts = [tr("Every dot is one simulated deal of the other hands, the bar holds the middle half.")]
        if any(o.safe_bid is not None for o in self.outlooks):
            parts.append(tr("Green: a safe bid (made four times in five)."))
        if any(o.recommended_bid is not None for o in self.outlooks):
            parts.append(tr("Gold: the highest bid worth taking."))
        if self.outlooks and all(o.safe_bid is None and o.recommended_bid is None for o in self.outlooks):
            parts.append(tr("No suit makes a bid worth taking: pass."))
        return " ".join(parts)


def _tick_step(span: float) -> float:
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if span / step <= 8:
            return float(step)
    return 2000.0


class BidAnalysisDialog(QDialog):
    """The chart for the hand in front of you, simulated in the computer players' process."""

    def __init__(self, parent: QWidget, seat_view: PlayerView, thinker: Thinker) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Bid analysis"))
        layout = QVBoxLayout(self)
        if seat_view.rules.widow_size:
            intro = plain_label(tr("If you take the bid, the widow and name each suit, your hand's total lands here: "
                              "each simulated deal draws a widow too, so its likely help is counted, and you bury "
                              "the %n cards you can best spare.", None, seat_view.rules.widow_size))
        else:
            intro = plain_label(tr("If you take the bid and name each suit, your hand's total lands here."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.chart = BidChart()
        layout.addWidget(self.chart, 1)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.next_bid = seat_view.rules.next_bid(seat_view.high_bid)
        self.outlooks: tuple[SuitOutlook, ...] = ()
        self.thinker = thinker
        thinker.answered.connect(self._show)
        self.job: int | None = thinker.ask(Call(bid_outlooks, (seat_view,)))
        self.finished.connect(self._cancel)
        fit_to_screen(self, QSize(680, 420))

    def _show(self, job: int, outlooks: tuple[SuitOutlook, ...]) -> None:
        if job != self.job:
            return
        self.job = None
        self.outlooks = outlooks
        self.chart.set_outlooks(outlooks, self.next_bid)
        self.legend.setText(self.chart.legend())
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """A row per suit and the legend's wrapped lines (three players: a longer introduction) can need more
        height than the dialog opened with: it grows, within the screen, rather than lay the legend over the
        chart's scale."""
        layout = self.layout()
        layout.activate()
        needed = layout.totalHeightForWidth(self.width())
        if needed < 0:
            needed = layout.totalMinimumSize().height()
        if needed > self.height():
            self.resize(self.width(), min(needed, room_for(self).height()))

    def _cancel(self) -> None:
        """Closed before the picture came: the simulation is no longer wanted."""
        if self.job is not None:
            self.thinker.cancel(self.job)
            self.job = None
