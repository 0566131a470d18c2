"""The table's files: Save, Save As, Open, the autosave after every action, resuming, and statistics.

Kept out of the main window so each job has one place; all disk work goes
through ``persistence`` (atomic writes, checked loading).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..engine.match import Match
from ..engine.state import HandResult, Phase
from ..persistence import paths
from ..persistence.atomic import SaveError
from ..persistence.autosave import clear_autosave, read_unfinished_autosave, write_autosave
from ..persistence.savegame import SAVE_SUFFIX, SavedGame, SaveFileError, load_game, save_game
from ..persistence.settings import SeatConfig
from ..persistence.statistics import Statistics, load_statistics, record_game, record_hand, save_statistics
from .table.controller import GameController
from .texts import tr

FILE_FILTER = "Pinochle games (*.pinochle)"


class GameFiles(QObject):
    """Saves and opens games for the window, autosaves the one in progress, keeps the statistics."""

    problem = Signal(str)  # something went wrong on disk: the message names the file and why

    def __init__(self, controller: GameController, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.window = parent
        self.current_path: Path | None = None
        self.autosave_enabled = True
        self.statistics: Statistics | None = None
        self._recorded_hands = 0
        self._last_box: QMessageBox | None = None
        controller.acted.connect(self.autosave)
        controller.hand_finished.connect(self.record_hand)
        controller.game_finished.connect(self.record_game)

    # ------------------------------------------------------------ saving
    def saved_game(self) -> SavedGame | None:
        match = self.controller.match
        if match is None:
            return None
        return SavedGame.from_match(match, self.controller.seats)

    def save_to(self, path: str | Path) -> bool:
        """Write the game to ``path`` (atomically); a problem is reported and the old file kept."""
        saved = self.saved_game()
        if saved is None:
            return False
        target = Path(path)
        if target.suffix != SAVE_SUFFIX:
            target = target.with_name(target.name + SAVE_SUFFIX)
        try:
            save_game(target, saved)
        except (SaveError, ValueError, TypeError) as exc:
            self.report(tr("The game could not be saved: {problem}").format(problem=exc))
            return False
        self.current_path = target
        return True

    def save(self) -> bool:
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        start = str(self.current_path or (paths.saves_dir() / "game.pinochle"))
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Save game"), start, tr(FILE_FILTER))
        return bool(path) and self.save_to(path)

    # ------------------------------------------------------------ opening
    def open_file(self, path: str | Path) -> bool:
        """Load a saved game onto the table exactly where it was; a bad file is refused with the reason."""
        try:
            saved, match = load_game(path)
        except SaveFileError as exc:
            self.report(str(exc))
            return False
        self.current_path = Path(path)
        self._put_on_table(match, saved.seats)
        return True

    def open_dialog(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Open game"), str(paths.saves_dir()), tr(FILE_FILTER))
        return bool(path) and self.open_file(path)

    def _put_on_table(self, match: Match, seats: tuple[SeatConfig, ...]) -> None:
        self._recorded_hands = len(match.state.results)
        self.window.prepare_rebuild()  # type: ignore[attr-defined]
        self.controller.load(match, seats)

    # ------------------------------------------------------------ autosave and resume
    def autosave(self) -> None:
        """Write the game after every action; a finished game clears the autosave."""
        if not self.autosave_enabled or self.controller.match is None:
            return
        if not self.controller.humans:
            return  # a demo of computers only must not replace the player's unfinished game
        try:
            if self.controller.state.phase is Phase.GAME_OVER:
                clear_autosave()
                return
            saved = self.saved_game()
            if saved is not None:
                write_autosave(saved)
        except SaveError as exc:
            self.autosave_enabled = False  # say it once, not after every card
            self.report(tr("The game can no longer be autosaved: {problem}").format(problem=exc))

    def resume(self) -> bool:
        """Put an unfinished autosaved game back on the table; a damaged autosave is reported."""
        resumed, notice = read_unfinished_autosave()
        if notice:
            self.report(notice)
        if resumed is None:
            return False
        saved, match = resumed
        self._put_on_table(match, saved.seats)
        return True

    # ------------------------------------------------------------ statistics
    def _stats(self) -> Statistics:
        if self.statistics is None:
            self.statistics, notice = load_statistics()
            if notice:
                self.report(notice)
        return self.statistics

    def record_hand(self, result: HandResult) -> None:
        state = self.controller.state
        if len(state.results) <= self._recorded_hands:
            return  # an undone hand played again, or a loaded game's old hands
        self._recorded_hands = len(state.results)
        humans = tuple(s for s, seat in enumerate(self.controller.seats) if seat.human)
        if not humans:
            return  # computer-only games are not the player's statistics
        stats = record_hand(self._stats(), state.rules.name, result, state.melds, humans)
        self._store(stats)

    def record_game(self, winner: int) -> None:
        if not any(seat.human for seat in self.controller.seats):
            return
        self._store(record_game(self._stats(), self.controller.state.rules.name, winner))

    def _store(self, stats: Statistics) -> None:
        self.statistics = stats
        try:
            save_statistics(stats)
        except SaveError as exc:
            self.report(tr("Statistics could not be saved: {problem}").format(problem=exc))

    # ------------------------------------------------------------ messages
    def report(self, text: str) -> None:
        """Tell the person (a window-modal box that does not block tests) and emit ``problem``."""
        self.problem.emit(text)
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Pinochle"), text, QMessageBox.StandardButton.Ok,
                          self.window)
        box.setWindowModality(box.windowModality().WindowModal)
        box.open()
        self._last_box = box

    @property
    def last_message(self) -> str:
        return self._last_box.text() if self._last_box is not None else ""
