"""The sound service: listens to what the table shows and asks the backend for the matching sound.

The scene says when an animation lands (``TableScene.table_event``: a card played, a trick gathered, the
deal …); the controller says when a hand or the game is over and whose turn it is.  Neither knows about
sound.  Here the switches (on/off, volume, the your-turn cue) apply, and sounds that would come in a
burst (cards landing together) are thinned to one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from ..texts import tr
from .backends import Backend, shared_backend

if TYPE_CHECKING:
    from ..table.controller import GameController
    from ..table.table_scene import TableScene

CARD_SOUNDS = frozenset({"deal", "play", "lead", "gather", "meld", "widow", "stock"})
MIN_GAP_S = 0.06
"""Two card sounds closer than this are one sound: cards that land together make one snap, not a rattle."""
DEFAULT_VOLUME = 60
RESULT_DELAY_MS = 150
"""The hand's or game's result sounds this long after the last card's animation."""
TURN_DELAY_MS = 120
"""The your-turn cue waits for the cards in flight and this much more."""


class SoundService(QObject):
    """Plays the table's sounds through one ``Backend``; ``problem`` carries a failing backend's message
    (once) to the window's status bar."""

    problem = Signal(str)
    _reported = Signal(str, str)  # from the backend's thread; queued to this object's thread

    def __init__(self, backend: Backend | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self.volume = DEFAULT_VOLUME  # 0 to 100
        self.turn_cue = True
        self._told = False
        self._reported.connect(self._report)
        self.backend = backend if backend is not None else shared_backend(self._from_backend)
        self.min_gap_s = MIN_GAP_S
        self._last_card_sound = -1.0
        self._last: dict[str, float] = {}
        self._controller: GameController | None = None
        self._scene: TableScene | None = None
        self._duration: Callable[[], int] = lambda: 0
        self._was_turn = False
        self._quiet_turn = False
        self._turn_pending = False
        self._result: str | None = None

    def start_after_first_paint(self, widget: QObject) -> None:
        """Open the sound device once ``widget`` has painted: the first picture never waits for it (a sound
        asked for sooner, like the first deal, is taken up as far as it has got when the device is open)."""
        _AfterFirstPaint(widget, self.backend.start)

    def shutdown(self) -> None:
        """The program ends: the device is closed before Python goes away under its callback."""
        self.backend.close()

    def _from_backend(self, kind: str, detail: str) -> None:
        self._reported.emit(kind, detail)

    def _report(self, kind: str, detail: str) -> None:
        if self._told:
            return
        self._told = True
        self.problem.emit(problem_text(kind, detail))

    # ------------------------------------------------------------ the switches
    def configure(self, enabled: bool, volume: int, turn_cue: bool) -> None:
        self.enabled = bool(enabled)
        self.volume = max(0, min(100, int(volume)))
        self.turn_cue = bool(turn_cue)

    @property
    def audible(self) -> bool:
        return self.enabled and self.volume > 0

    def play(self, name: str, length_ms: int = 0) -> bool:
        """Ask for one sound now; False if it is not played (off, muted, or part of a burst)."""
        if not self.audible:
            return False
        now = time.monotonic()
        if name in CARD_SOUNDS:
            if now - self._last_card_sound < self.min_gap_s:
                return False
            self._last_card_sound = now
        elif now - self._last.get(name, -1.0) < self.min_gap_s:
            return False
        self._last[name] = now
        try:
            self.backend.play(name, self.volume / 100.0, max(0, int(length_ms)))
        except Exception as exc:  # a backend must not raise; if one does, say so once and go quiet
            self.enabled = False
            self._report("device", str(exc))
            return False
        return True

    def preview(self, volume: int) -> None:
        """A card's snap at ``volume`` (0 to 100), whatever the switches say: the Preferences slider let go."""
        if volume > 0:
            self.backend.play("lead", max(0, min(100, int(volume))) / 100.0)

    # ------------------------------------------------------------ listening to the table
    def attach(self, scene: TableScene, controller: GameController, duration: Callable[[], int]) -> None:
        """Listen to ``scene``'s landings and ``controller``'s turns and results; ``duration`` gives the
        animation length in milliseconds now (the animation speed)."""
        from ..table.controller import Mode

        self._scene, self._controller, self._duration = scene, controller, duration
        self._human_turn = Mode.HUMAN_TURN
        scene.table_event.connect(self.play)
        scene.deal_landed.connect(self._deal_landed)
        controller.changed.connect(self._mode_changed)
        controller.jumped.connect(self._jumped)
        controller.hand_finished.connect(self._hand_finished)
        controller.game_finished.connect(self._game_finished)

    def _jumped(self) -> None:
        self._quiet_turn = True  # an undo or redo lands on the person's turn: no cue for that

    def _mode_changed(self) -> None:
        c = self._controller
        assert c is not None
        turn = c.mode is self._human_turn
        if turn and not self._was_turn:
            if self._quiet_turn:
                self._quiet_turn = False
            elif self._scene is not None and self._scene.dealing:
                self._turn_pending = True  # after the deal has landed
            else:
                QTimer.singleShot(self._duration() + TURN_DELAY_MS, self, self._turn_cue_now)
        elif not turn:
            self._turn_pending = False
        self._was_turn = turn

    def _deal_landed(self) -> None:
        if self._turn_pending:
            self._turn_pending = False
            QTimer.singleShot(TURN_DELAY_MS, self, self._turn_cue_now)

    def _turn_cue_now(self) -> None:
        c = self._controller
        if self.turn_cue and c is not None and c.mode is self._human_turn:
            self.play("turn")

    def _hand_finished(self, result: object) -> None:
        score = getattr(result, "score", None)
        if score is None:  # no contract (two-handed): the game's end may still sound
            self._result = None
            return
        self._result = "made" if getattr(score.outcome, "value", "") == "made" else "set"
        QTimer.singleShot(self._duration() + RESULT_DELAY_MS, self, self._play_result)

    def _game_finished(self, winner: int) -> None:
        c = self._controller
        assert c is not None
        mine = c.state.rules.seating.side_of[c.viewer] if c.humans else winner
        if self._result is None:
            QTimer.singleShot(self._duration() + RESULT_DELAY_MS, self, self._play_result)
        self._result = "won" if winner == mine else "lost"  # the game's end says it all

    def _play_result(self) -> None:
        result, self._result = self._result, None
        if result is not None:
            self.play(result)


class _AfterFirstPaint(QObject):
    def __init__(self, widget: QObject, start: Callable[[], None]) -> None:
        super().__init__(widget)
        self.start = start
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.start)  # once this paint has reached the screen
        return False


def problem_text(kind: str, detail: str) -> str:
    """What the status bar says about a backend that failed (``detail`` is the system's own words)."""
    if kind == "library":
        text = tr("No sound: the sound library is missing ({detail}).")
    elif kind == "files":
        text = tr("No sound: the game's sound files could not be read ({detail}).")
    else:
        text = tr("No sound: no audio device could be opened ({detail}).")
    return text.format(detail=detail)


__all__ = ["CARD_SOUNDS", "DEFAULT_VOLUME", "SoundService"]
