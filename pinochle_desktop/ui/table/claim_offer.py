"""Offering the person a claim: whether their cards take every trick left is proved off the window's
thread (``ai.claim`` in the computer players' process), a fresh question at each of their turns."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...ai.claim import can_claim
from ...engine.state import Phase
from ...engine.view import view
from .controller import GameController, Mode
from .worker import Call


class ClaimOffer(QObject):
    """``available`` is true while the person to play may claim the rest; ``changed`` when it turns."""

    changed = Signal()

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self.available = False
        self.enabled = True
        self._key: object = None
        self._job: int | None = None
        controller.thinker.answered.connect(self._on_answer)
        controller.thinker.failed.connect(self._on_failure)

    def _current_key(self) -> object:
        c = self.controller
        seat = c.human_to_act()
        if not self.enabled or c.networked or seat is None or c.match is None or c.state.phase is not Phase.TRICKS:
            return None
        return (id(c.match), len(c.match.actions), seat)

    def update(self) -> None:
        """The table changed: ask again for the person's new turn, forget the offer otherwise."""
        key = self._current_key()
        if key == self._key:
            return
        self._key = key
        if self._job is not None:
            self.controller.thinker.cancel(self._job)
            self._job = None
        was = self.available
        self.available = False
        if key is not None:
            c = self.controller
            seat = c.human_to_act()
            assert seat is not None
            self._job = c.thinker.ask(Call(can_claim, (view(c.state, seat),)))
        if was:
            self.changed.emit()

    def _on_answer(self, job: int, answer: object) -> None:
        if job != self._job:
            return
        self._job = None
        if self._current_key() == self._key and self._key is not None and answer is True:
            self.available = True
            self.changed.emit()

    def _on_failure(self, job: int, _text: str) -> None:
        if job == self._job:
            self._job = None

    def claim(self) -> bool:
        """Play the rest at once (only while the offer stands)."""
        if not self.available or self._current_key() != self._key:
            return False
        self.available = False
        return self.controller.play_out_claim()


__all__ = ["ClaimOffer", "Mode"]
