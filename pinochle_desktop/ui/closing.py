"""Windows opened again and again (dialogs, message boxes) are freed when they close.

A dialog made with the main window as its parent lives as long as the main window unless it is
deleted: opening Preferences, the score sheet or a warning a thousand times would keep a thousand
hidden copies, with their pictures and models.  ``free_when_closed`` has Qt delete the dialog once
it is closed (by a button, Escape or the window's close box); until then it works as before.
"""

from __future__ import annotations

import weakref
from typing import Any, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

W = TypeVar("W", bound=QWidget)


def free_when_closed(window: W) -> W:
    """``window``, deleted by Qt when it is closed; returned for chaining."""
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return window


class Latest:
    """An attribute naming the latest window of a kind (``window.review_dialog``) that does not keep it alive.

    Reading it gives the window while Qt has not freed it, then ``None``: a freed dialog leaves nothing
    behind, not even a Python object that would raise on every use.
    """

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = "_latest_" + name

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        if instance is None:
            return self
        ref = instance.__dict__.get(self.key)
        return ref() if ref is not None else None

    def __set__(self, instance: object, value: QWidget | None) -> None:
        instance.__dict__[self.key] = None if value is None else weakref.ref(value)


def elsewhere_box(parent: QWidget, title: str, text: str, informative: str) -> QMessageBox:
    """A window-modal note (not yet shown: call ``open()``) that another window of ours holds the same
    file, freed when it is closed."""
    box = free_when_closed(QMessageBox(QMessageBox.Icon.Information, title, text,
                                       QMessageBox.StandardButton.Ok, parent))
    box.setInformativeText(informative)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box
