"""The window's size: never smaller than the table can be laid out in, never larger than the screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize, QTimer
from PySide6.QtWidgets import QWidget

from .table.scoreboard import WIDTH

MINIMUM_SIZE = (800, 520)
"""The smallest window the table is laid out for (every panel, caption and card fits; the layout
checker proves it): a 1920x1080 screen at scale 2 (960x540 points) less its panels has room for it."""
BOARD_RANGE = (0.72, 1.6)
"""The least and most the scoreboard's texts are scaled (1 in a 1024x700 window; at the least its body text is
10 pixels, so that three players' lines still fit a window 492 pixels high)."""


def board_scale(width: int, height: int) -> tuple[float, int]:
    """The scoreboard's scale and width in a window ``width`` x ``height``: its design size in a 1024x700
    window, larger in a larger one, narrower (and smaller type) in a small one, never over a quarter of it."""
    ui = min(max(min(width / 1024, height / 700), BOARD_RANGE[0]), BOARD_RANGE[1])
    return round(ui, 3), min(round(WIDTH * ui), width // 4)
FRAME_ALLOWANCE = QMargins(8, 40, 8, 8)
"""Room kept for the window manager's frame and title bar while the real one is not known yet."""


def fitted_geometry(wanted: QRect, available: QRect, frame: QMargins = FRAME_ALLOWANCE) -> QRect:
    """``wanted`` (the window without its frame) made to fit inside ``available`` (the screen less its
    panels) together with ``frame``: cut down to size, and moved inside (centred) if it sticks out."""
    room = QSize(max(1, available.width() - frame.left() - frame.right()),
                 max(1, available.height() - frame.top() - frame.bottom()))
    size = wanted.size().boundedTo(room)
    x, y = wanted.x(), wanted.y()
    inside = (x - frame.left() >= available.left() and y - frame.top() >= available.top()
              and x + size.width() + frame.right() <= available.right() + 1
              and y + size.height() + frame.bottom() <= available.bottom() + 1)
    if not inside:
        outer_w = size.width() + frame.left() + frame.right()
        outer_h = size.height() + frame.top() + frame.bottom()
        x = available.left() + (available.width() - outer_w) // 2 + frame.left()
        y = available.top() + (available.height() - outer_h) // 2 + frame.top()
    return QRect(x, y, size.width(), size.height())


def minimum_for(available: QRect, frame: QMargins = FRAME_ALLOWANCE) -> QSize:
    """The minimum size, unless the screen is smaller still (then what the screen has room for)."""
    return QSize(min(MINIMUM_SIZE[0], available.width() - frame.left() - frame.right()),
                 min(MINIMUM_SIZE[1], available.height() - frame.top() - frame.bottom()))


def frame_of(window: QWidget) -> QMargins:
    """The window manager's frame round ``window`` (the allowance until the window is on screen)."""
    outer, inner = window.frameGeometry(), window.geometry()
    margins = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                       outer.right() - inner.right(), outer.bottom() - inner.bottom())
    if window.isVisible() and (margins.top() > 0 or margins.left() > 0):
        return margins
    return FRAME_ALLOWANCE


def fit_to_screen(window: QWidget) -> None:
    """Keep ``window`` and its frame inside the available geometry of its screen."""
    screen = window.screen()
    if screen is None:
        return
    available = screen.availableGeometry()
    frame = frame_of(window)
    window.setMinimumSize(minimum_for(available, frame))
    geometry = fitted_geometry(window.geometry(), available, frame)
    if geometry != window.geometry():
        window.setGeometry(geometry)


def fit_when_shown(window: QWidget) -> None:
    """Fit now, and again once the window manager has put its frame round the window."""
    fit_to_screen(window)
    QTimer.singleShot(0, window, lambda: fit_to_screen(window))
    QTimer.singleShot(300, window, lambda: fit_to_screen(window))
