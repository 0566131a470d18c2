"""Questions asked before an action that costs something (concede, throw in, new game, open, quit a hot-seat
game): a small ``Question`` object, and an ``Asker`` that shows it as a message box whose default button is
the safe one (Enter and Escape mean No), with "Don't ask again".

A question is data, so the window and tests can see what is asked and answer it without clicking
(``Asker.pending``, ``Asker.answer``), as qutebrowser's prompts do; the person sees a real dialog.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QMessageBox, QWidget

from ..persistence.settings import Preferences
from .closing import free_when_closed
from .texts import tr

# The preference that turns each question off (True: ask), by the question's key.
ASK_FIELDS = {
    "concede": "ask_concede",
    "throw_in": "ask_throw_in",
    "new_game": "ask_new_game",
    "open": "ask_open",
    "quit_hot_seat": "ask_quit_hot_seat",
}


@dataclass(frozen=True)
class Question:
    """One question: ``text`` names what is lost ("Concede and lose 310?"), ``detail`` says more, ``yes`` is
    the button that does it, ``no`` the one that keeps things as they are (the default)."""

    key: str
    text: str
    detail: str
    yes: str
    no: str = ""


def asks(prefs: Preferences, key: str) -> bool:
    """Whether the question ``key`` is still asked (the person has not ticked "Don't ask again")."""
    return bool(getattr(prefs, ASK_FIELDS[key], True))


def without_asking(prefs: Preferences, key: str) -> Preferences:
    """``prefs`` with the question ``key`` turned off."""
    return dataclasses.replace(prefs, **{ASK_FIELDS[key]: False})


class Asker(QObject):
    """Shows one question at a time over ``parent``; ``then`` runs only on Yes."""

    asked = Signal(object)  # a Question is on screen
    answered = Signal(object, bool)  # the Question, and whether the answer was Yes

    def __init__(self, parent: QWidget, preferences: Callable[[], Preferences],
                 stop_asking: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._preferences = preferences
        self._stop_asking = stop_asking
        self.pending: Question | None = None
        self.box: QMessageBox | None = None
        self._yes: QAbstractButton | None = None
        self.check: QCheckBox | None = None  # "Don't ask again"
        self._then: Callable[[], object] | None = None

    def ask(self, question: Question, then: Callable[[], object]) -> None:
        """Ask ``question`` (window-modal, not blocking); on Yes run ``then``.  Turned off: run it at once."""
        if not asks(self._preferences(), question.key):
            then()
            return
        if self.box is not None:
            self.box.done(0)  # one question at a time: the older one is answered No
        box = free_when_closed(QMessageBox(self._parent))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(tr("Pinochle"))
        box.setTextFormat(Qt.TextFormat.PlainText)  # names in the question are shown as written
        box.setText(question.text)
        if question.detail:
            box.setInformativeText(question.detail)
        box.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 340px; }")  # a few lines, not a column
        yes = box.addButton(question.yes, QMessageBox.ButtonRole.DestructiveRole)
        no = box.addButton(question.no or tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(no)  # Enter means No
        box.setEscapeButton(no)
        check = QCheckBox(tr("Don't ask again"), box)  # owned by the box (a bare one would be freed by Python)
        box.setCheckBox(check)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda _r, b=box: self._finished(b))
        self.box, self._yes, self._then, self.pending, self.check = box, yes, then, question, check
        box.open()
        no.setFocus(Qt.FocusReason.OtherFocusReason)
        self.asked.emit(question)

    def _finished(self, box: QMessageBox) -> None:
        if box is not self.box:
            return
        question, then = self.pending, self._then
        yes = box.clickedButton() is self._yes and self._yes is not None
        dont_ask = self.check is not None and self.check.isChecked()
        self.box, self._yes, self._then, self.pending, self.check = None, None, None, None, None
        if question is None:
            return
        # What Yes does runs once the box has finished closing (it may open a dialog, or close the window).
        QTimer.singleShot(0, self, lambda: self._after(question, yes, dont_ask, then))

    def _after(self, question: Question, yes: bool, dont_ask: bool, then: Callable[[], object] | None) -> None:
        self.answered.emit(question, yes)
        if yes:
            if dont_ask:
                self._stop_asking(question.key)
            if then is not None:
                then()

    def answer(self, yes: bool, dont_ask: bool = False) -> None:
        """Answer the question on screen as the person would (for tests and tools)."""
        box = self.box
        if box is None:
            raise RuntimeError("no question is being asked")
        assert self.check is not None
        self.check.setChecked(dont_ask)
        button = self._yes if yes else box.escapeButton()
        assert button is not None
        button.click()
