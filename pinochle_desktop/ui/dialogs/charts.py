"""Pictures for the score sheet and the statistics, drawn with QPainter in the table's colours: a game's
scores hand by hand, bids made and set, and the win rate over time (no plotting library)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..table.scoreboard import SIDE_COLOURS as SEAT_COLOURS
from ..texts import tr

PAPER = QColor("#f7f4ea")
PAPER_EDGE = QColor("#c9bf9f")
INK = QColor("#1d2a22")
MUTED = QColor("#6b7565")
GRID = QColor("#e2ddd0")
GOLD = QColor("#c08a00")
MADE = QColor("#2e7d32")
SET = QColor("#b42318")
SIDE_COLOURS = tuple(QColor(colour) for colour in SEAT_COLOURS)  # as the seat plates' dots
TITLE_FAMILIES = ["Georgia", "DejaVu Serif", "Liberation Serif", "serif"]
LEGEND_Y = 32.0
"""The line under a chart's title where its key or its summary stands (never beside the title: titles are long
in some languages)."""


def title_font(pixels: int) -> QFont:
    """The card-table heading face: a serif, bold."""
    font = QFont()
    font.setFamilies(TITLE_FAMILIES)
    font.setPixelSize(pixels)
    font.setBold(True)
    return font


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def tick_step(span: float, most: int = 6) -> float:
    """A round step for an axis over ``span`` with at most ``most`` ticks."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000):
        if span / step <= most:
            return float(step)
    return 20000.0


class Chart(QWidget):
    """A picture on a sheet of card-table paper: a serif title, then what ``draw`` paints in the plot."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.empty_text = tr("Nothing to show yet")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(240, 150)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(440, 220)

    def has_data(self) -> bool:
        return False

    def plot_rect(self) -> QRectF:
        """Where the data is drawn: inside the paper, under the title, room for the axis labels."""
        return QRectF(self.rect()).adjusted(52, LEGEND_Y + 26, -18, -30)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        sheet = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(PAPER_EDGE, 1))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(sheet, 8, 8)
        painter.setFont(title_font(15))
        painter.setPen(INK)
        painter.drawText(sheet.adjusted(14, 8, -14, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         self.title)
        if not self.has_data():
            painter.setFont(_font(13))
            painter.setPen(MUTED)
            painter.drawText(sheet, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        self.draw(painter, self.plot_rect())

    def draw(self, painter: QPainter, plot: QRectF) -> None:
        raise NotImplementedError

    @staticmethod
    def value_axis(painter: QPainter, plot: QRectF, low: float, high: float, suffix: str = "") -> None:
        """Light lines across the plot at round values, labelled on the left; a darker line at zero."""
        painter.setFont(_font(11))
        step = tick_step(high - low)
        value = (low // step) * step
        while value <= high + 1e-9:
            if value >= low - 1e-9:
                y = plot.bottom() - (value - low) / (high - low) * plot.height()
                painter.setPen(QPen(MUTED if value == 0 else GRID, 1))
                painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
                painter.setPen(MUTED)
                painter.drawText(QRectF(plot.left() - 50, y - 8, 44, 16),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{value:g}{suffix}")
            value += step


class ScoreChart(Chart):
    """The totals after each hand, a line per side in the side's colour, the target as a gold dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Scores over the game"), parent)
        self.names: tuple[str, ...] = ()
        self.totals: list[tuple[int, ...]] = []
        self.target: int | None = None

    def set_scores(self, names: Sequence[str], totals: Sequence[tuple[int, ...]], target: int | None) -> None:
        self.names, self.totals, self.target = tuple(names), list(totals), target
        if self.totals:
            last = ", ".join(f"{name} {total}" for name, total in zip(self.names, self.totals[-1], strict=False))
            self.setAccessibleDescription(tr("After hand {n}: {totals}").format(n=len(self.totals), totals=last))
        self.update()

    def has_data(self) -> bool:
        return bool(self.totals)

    def bounds(self) -> tuple[float, float]:
        values = [0, *(t for row in self.totals for t in row)]
        if self.target is not None:
            values.append(self.target)
        low, high = min(values), max(values)
        pad = max(10.0, (high - low) * 0.08)
        return low - (pad if low < 0 else 0), high + pad

    def point(self, plot: QRectF, hand: int, value: float) -> QPointF:
        """Where the total ``value`` after ``hand`` hands lies (hand 0: the start, all at 0)."""
        low, high = self.bounds()
        x = plot.left() + hand / max(1, len(self.totals)) * plot.width()
        return QPointF(x, plot.bottom() - (value - low) / (high - low) * plot.height())

    def draw(self, painter: QPainter, plot: QRectF) -> None:
        low, high = self.bounds()
        self.value_axis(painter, plot, low, high)
        painter.setPen(MUTED)
        for hand in range(1, len(self.totals) + 1):
            if len(self.totals) <= 12 or hand % max(1, len(self.totals) // 10) == 0:
                at = self.point(plot, hand, low)
                painter.drawText(QRectF(at.x() - 14, plot.bottom() + 4, 28, 16), Qt.AlignmentFlag.AlignCenter,
                                 str(hand))
        if self.target is not None:
            y = self.point(plot, 0, self.target).y()
            painter.setPen(QPen(GOLD, 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setFont(_font(11, True))
            painter.drawText(QRectF(plot.left() + 4, y - 17, 160, 15), Qt.AlignmentFlag.AlignLeft,
                             tr("game at {target}").format(target=self.target))
        for side in range(len(self.names)):
            colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
            path = QPainterPath(self.point(plot, 0, 0))
            for hand, row in enumerate(self.totals, start=1):
                path.lineTo(self.point(plot, hand, row[side]))
            painter.setPen(QPen(colour, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(colour)
            for hand, row in enumerate(self.totals, start=1):
                painter.drawEllipse(self.point(plot, hand, row[side]), 3.2, 3.2)
        self._legend(painter, plot)

    def _legend(self, painter: QPainter, plot: QRectF) -> None:
        font = _font(12, True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        x = 14.0
        for side in range(len(self.names)):
            text = f"{self.names[side]} {self.totals[-1][side]}"
            colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x + 5, LEGEND_Y + 9), 4.5, 4.5)
            painter.setPen(INK)
            painter.drawText(QRectF(x + 13, LEGEND_Y, self.width(), 18), Qt.AlignmentFlag.AlignLeft, text)
            x += metrics.horizontalAdvance(text) + 30


class BidsChart(Chart):
    """For each rule set, the bids the person's side won: made (green) and set (red), as one bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Bids made and set"), parent)
        self.rows: list[tuple[str, int, int]] = []
        self.empty_text = tr("No bid won yet")

    def set_rows(self, rows: Sequence[tuple[str, int, int]]) -> None:
        self.rows = [row for row in rows if row[1] + row[2] > 0]
        self.setAccessibleDescription("; ".join(tr("{name}: {made} made, {set} set").format(
            name=name, made=made, set=lost) for name, made, lost in self.rows))
        self.update()

    def has_data(self) -> bool:
        return bool(self.rows)

    def plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(14, LEGEND_Y + 22, -18, -14)

    def draw(self, painter: QPainter, plot: QRectF) -> None:
        font = _font(12)
        metrics = QFontMetricsF(font)
        label_w = min(plot.width() * 0.4, max(metrics.horizontalAdvance(name) for name, _m, _s in self.rows) + 10)
        most = max(made + lost for _n, made, lost in self.rows)
        row_h = min(46.0, plot.height() / len(self.rows))
        share_w = metrics.horizontalAdvance("100%") + 8
        for i, (name, made, lost) in enumerate(self.rows):
            top = plot.top() + i * row_h
            painter.setFont(font)
            painter.setPen(INK)
            painter.drawText(QRectF(plot.left(), top, label_w - 6, row_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight, label_w - 6))
            room = plot.width() - label_w - 4 - share_w
            bar = QRectF(plot.left() + label_w, top + row_h * 0.18, room * (made + lost) / most, row_h * 0.64)
            made_w = bar.width() * made / (made + lost)
            painter.setPen(Qt.PenStyle.NoPen)
            for part, colour, count in ((QRectF(bar.left(), bar.top(), made_w, bar.height()), MADE, made),
                                        (QRectF(bar.left() + made_w, bar.top(), bar.width() - made_w, bar.height()),
                                         SET, lost)):
                if count:
                    painter.setBrush(colour)
                    painter.drawRoundedRect(part, 3, 3)
                    text = str(count)
                    if metrics.horizontalAdvance(text) + 6 < part.width():
                        painter.setPen(QColor("white"))
                        painter.setFont(_font(12, True))
                        painter.drawText(part, Qt.AlignmentFlag.AlignCenter, text)
                        painter.setPen(Qt.PenStyle.NoPen)
            painter.setFont(_font(12, True))
            painter.setPen(MADE)
            painter.drawText(QRectF(bar.right() + 6, top, share_w, row_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             f"{round(100 * made / (made + lost))}%")
        key = _font(11, True)
        painter.setFont(key)
        x = 14.0
        for colour, text in ((MADE, tr("made")), (SET, tr("set"))):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(QRectF(x, LEGEND_Y + 4, 10, 10), 2, 2)
            painter.setPen(INK)
            painter.drawText(QRectF(x + 14, LEGEND_Y, self.width(), 18), Qt.AlignmentFlag.AlignLeft, text)
            x += QFontMetricsF(key).horizontalAdvance(text) + 34


class WinRateChart(Chart):
    """Each finished game in order as a dot (won high, lost low) and the share of games won so far as a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Games won over time"), parent)
        self.results: list[bool] = []
        self.first_day = self.last_day = ""
        self.empty_text = tr("No game finished yet")

    def set_games(self, results: Sequence[bool], first_day: str = "", last_day: str = "") -> None:
        self.results, self.first_day, self.last_day = list(results), first_day, last_day
        if self.results:
            self.setAccessibleDescription(tr("{won} of {games} games won").format(
                won=sum(self.results), games=len(self.results)))
        self.update()

    def has_data(self) -> bool:
        return bool(self.results)

    def rates(self) -> list[float]:
        """The share of games won after each game, in per cent."""
        out, won = [], 0
        for n, result in enumerate(self.results, start=1):
            won += result
            out.append(100.0 * won / n)
        return out

    def draw(self, painter: QPainter, plot: QRectF) -> None:
        self.value_axis(painter, plot, 0, 100, "%")
        count = len(self.results)

        def x_of(n: int) -> float:
            return plot.left() + (n + 0.5) / count * plot.width()

        for n, won in enumerate(self.results):
            painter.setPen(Qt.PenStyle.NoPen)
            colour = QColor(MADE if won else SET)
            colour.setAlpha(150)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x_of(n), plot.top() + 5 if won else plot.bottom() - 5), 3.5, 3.5)
        path = QPainterPath()
        for n, rate in enumerate(self.rates()):
            point = QPointF(x_of(n), plot.bottom() - rate / 100 * plot.height())
            if n == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.setPen(QPen(SIDE_COLOURS[0], 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setFont(_font(11))
        painter.setPen(MUTED)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width() / 2, 16), Qt.AlignmentFlag.AlignLeft,
                         self.first_day)
        painter.drawText(QRectF(plot.center().x(), plot.bottom() + 4, plot.width() / 2, 16),
                         Qt.AlignmentFlag.AlignRight, self.last_day)
        rate = self.rates()[-1]
        painter.setFont(_font(12, True))
        painter.setPen(INK)
        painter.drawText(QRectF(14, LEGEND_Y, self.width() - 28, 18), Qt.AlignmentFlag.AlignLeft,
                         tr("{won} of {games} won ({rate}%)").format(won=sum(self.results), games=count,
                                                                     rate=f"{rate:.0f}"))


__all__ = ["BidsChart", "Chart", "ScoreChart", "WinRateChart", "tick_step", "title_font"]
