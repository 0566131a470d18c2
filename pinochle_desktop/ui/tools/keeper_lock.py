"""One score keeper at a time keeps its sheet after every change.

Two keepers on one user folder (two Pinochle windows, or ``pinochle keeper`` twice) would each write
the autosaved sheet, and the last one would win without a word.  The keeper that holds the lock keeps
its sheet; another one says so and keeps its sheet only when the person saves it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ...persistence import paths
from ...persistence.locks import FileLock
from ..closing import elsewhere_box
from ..texts import tr


class SheetLock:
    """The user folder's score keeper lock, taken while a keeper window is open."""

    def __init__(self) -> None:
        self._lock: FileLock | None = None

    def claim(self) -> bool:
        """Take the lock; False while another keeper holds it."""
        try:
            self._lock = FileLock(paths.keeper_lock_file())
            return self._lock.acquire()
        except OSError:  # the state folder cannot be made: the autosave says so itself
            return True

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()


def open_elsewhere_box(parent: QWidget) -> QMessageBox:
    """Say (window-modal, not waited for) that another keeper keeps its sheet and this one does not."""
    box = elsewhere_box(parent, tr("Score keeper"), tr("The score keeper is already open in another window."),
                        tr("This sheet is not kept after every change, so the sheet in the other window "
                           "stays safe. To keep this one, save it (Sheet → Save)."))
    box.open()
    return box
