"""Windows that fit the screen they open on: a dialog takes its preferred size, or the room the screen has.

A dialog built for 1920×1080 must still open whole on a 1366×768 laptop or a
1024×700 window area; its layout then uses its smaller minimum (text wraps,
columns stack, lists scroll).  ``fit_to_screen`` remembers the preferred size, so
it can be called again with another screen size (tests do, for every size).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ALLOWANCE = QSize(16, 48)
"""Room for a window manager's frame and title bar while the real frame is not known yet."""
PREFERRED_SIZE = "preferredSize"


def screen_room(widget: QWidget) -> QSize:
    """The available size of the screen ``widget`` (or its parent window) is on: the screen less task bars."""
    anchor = widget.parentWidget().window() if widget.parentWidget() is not None else widget
    screen = anchor.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry().size()


def frame_allowance(widget: QWidget) -> QSize:
    """How much bigger the window is with its frame: ``FRAME_ALLOWANCE``, or more where the frame measured
    once the window is shown is bigger."""
    if widget.isVisible():
        return (widget.frameGeometry().size() - widget.size()).expandedTo(FRAME_ALLOWANCE)
    return FRAME_ALLOWANCE


def room_for(widget: QWidget, screen_size: QSize | None = None) -> QSize:
    """The largest size the window's contents can have on a screen of ``screen_size`` (default: its own)."""
    room = (screen_size or screen_room(widget)) - frame_allowance(widget)
    return room.expandedTo(QSize(200, 150))


def fit_to_screen(widget: QWidget, preferred: QSize | None = None, screen_size: QSize | None = None) -> QSize:
    """Resize ``widget`` to ``preferred`` (remembered for later calls; default its size hint), no bigger than
    the screen allows; returns the size given."""
    if preferred is None:
        stored = widget.property(PREFERRED_SIZE)
        preferred = stored if isinstance(stored, QSize) else widget.sizeHint()
    else:
        widget.setProperty(PREFERRED_SIZE, preferred)
    size = preferred.boundedTo(room_for(widget, screen_size))
    widget.resize(size)
    return size
