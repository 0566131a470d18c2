"""Windows opened again and again (dialogs, message boxes) are freed when they close.

A dialog made with the main window as its parent lives as long as the main window unless it is
deleted: opening Preferences, the score sheet or a warning a thousand times would keep a thousand
hidden copies, with their pictures and models.  ``free_when_closed`` has Qt delete the dialog once
it is closed (by a button, Escape or the window's close box); until then it works as before.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

W = TypeVar("W", bound=QWidget)


def free_when_closed(window: W) -> W:
    """``window``, deleted by Qt when it is closed; returned for chaining."""
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return window
