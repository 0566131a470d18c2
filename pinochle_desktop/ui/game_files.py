"""The table's files: Save, Save As, Open, the autosave after every action, resuming, and statistics.

Kept out of the main window so each job has one place; all disk work goes
through ``persistence`` (atomic writes, checked loading, locks).  A problem on
disk is said once, in a message that names the file and the reason, and the
game goes on: the autosave and the statistics try again after the next action
and say once when they work again.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ..engine.actions import Action
from ..engine.match import Match
from ..engine.state import HandResult, Phase
from ..persistence import paths
from ..persistence.atomic import SaveError
from ..persistence.autosave import clear_autosave, read_unfinished_autosave, write_autosave
from ..persistence.documents import shorten
from ..persistence.locks import FileLock
from ..persistence.put_aside import put_aside, put_autosave_aside
from ..persistence.savegame import SAVE_SUFFIX, SavedGame, SaveFileError, load_game, save_game
from ..persistence.settings import SeatConfig
from ..persistence.statistics import Statistics, load_statistics, record_game, record_hand, update_statistics
from .closing import Latest, elsewhere_box, free_when_closed
from .plain_text import as_written
from .table.controller import GameController
from .texts import file_text, refusal_text, tr

FILE_FILTER = "Pinochle games (*.pinochle)"
AUTOSAVE_FILE_KEY = "file"  # in the autosave's ``extra``: the file the game was opened from or saved to
MAX_MESSAGE = 1500  # characters of a message box: a path and a reason, never a whole file
STATUS_MS = 6000
PUT_ASIDE_MS = 20000  # the line that says where the unfinished game went stays longer

StatisticsChange = Callable[[Statistics], Statistics]


class GameFiles(QObject):
    """Saves and opens games for the window, autosaves the one in progress, keeps the statistics."""

    problem = Signal(str)  # something went wrong on disk: the message names the file and why
    _last_box = Latest()  # the latest message box, while it is open (it is freed when it closes)
    notice = Signal(str)  # a confirmation shown in the status bar ("Game saved…", "Autosave works again.")

    def __init__(self, controller: GameController, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.window = parent
        self.status_bar = parent.statusBar()  # type: ignore[attr-defined]
        self.current_path: Path | None = None
        self.put_aside_path: Path | None = None  # where the last unfinished game was put aside
        self._saved_actions: tuple[Action, ...] | None = None  # the game as the file holds it
        self.autosave_enabled = True  # off in a second window on the same user folder
        self._instance_lock: FileLock | None = None
        self._autosave_failing = False
        self.statistics: Statistics | None = None
        self._pending: list[StatisticsChange] = []  # recorded, not yet on disk
        self._statistics_failing = False
        self._recorded_match: Match | None = None  # the game whose first ``_recorded_hands`` hands are recorded
        self._recorded_hands = 0
        self._last_message = ""
        controller.acted.connect(self.autosave)
        controller.acted.connect(self.update_title)
        controller.hand_finished.connect(self.record_hand)
        controller.game_finished.connect(self.record_game)

    # ------------------------------------------------------------ one window owns the autosave
    def claim_autosave(self) -> bool:
        """Take the user folder's instance lock; without it (another window holds it) autosave is off.

        Call once at start, before resuming.  Returns whether this window owns the autosave.
        """
        try:
            lock = FileLock(paths.instance_lock_file())
            owned = lock.acquire()
        except OSError:  # the state folder cannot be created: autosave reports its own problem
            return True
        if owned:
            self._instance_lock = lock
        else:
            self.autosave_enabled = False
        return owned

    def release(self) -> None:
        """Let the autosave go (the window closes); another window may then take it."""
        if self._instance_lock is not None:
            self._instance_lock.release()
            self._instance_lock = None

    # ------------------------------------------------------------ saving
    def saved_game(self, extra: dict[str, object] | None = None) -> SavedGame | None:
        match = self.controller.match
        if match is None or self.controller.networked:  # a networked game is kept by its host
            return None
        return SavedGame.from_match(match, self.controller.seats, extra)

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
            self.report(tr("The game could not be saved: {problem}").format(problem=file_text(exc)))
            return False
        self._remember_file(target.absolute(), saved.actions)
        self.autosave()  # the autosave now names the file
        self.show_status(tr("Game saved as {file}.").format(file=target.name))
        return True

    def save(self) -> bool:
        if self.controller.networked:
            self.show_status(tr("The host of the networked table keeps the game."))
            return False
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        """Ask where to save; if the saves folder cannot be made, say why and offer another folder."""
        if self.controller.networked:
            self.show_status(tr("The host of the networked table keeps the game."))
            return False
        if self.current_path is not None:
            return self._save_as_from(self.current_path)
        folder = self._saves_folder(self._save_as_from)
        return folder is not None and self._save_as_from(folder / "game.pinochle")

    def _save_as_from(self, start: Path) -> bool:
        if self.controller.match is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self.window, tr("Save game"), str(start), tr(FILE_FILTER))
        return bool(path) and self.save_to(path)

    # ------------------------------------------------------------ opening
    def open_file(self, path: str | Path) -> bool:
        """Load a saved game onto the table exactly where it was; a bad file is refused with the reason.

        The opened game becomes the autosaved one: it is the game last on the table, and an unfinished game
        it replaces is put aside in the saves folder first.  A refused file (or one that fails to open in
        any way) leaves the table and the autosave as they were.
        """
        try:
            saved, match = load_game(path)
        except SaveFileError as exc:
            self.refuse(exc)
            return False
        except Exception as exc:  # noqa: BLE001 - a file that trips a fault while opening: refused, nothing lost
            self.refuse(SaveFileError(path, f"could not be opened ({type(exc).__name__}: {exc})"))
            return False
        if not self.keep_unfinished():
            return False
        self._put_on_table(match, saved.seats)
        self._remember_file(Path(path).absolute(), saved.actions)  # the autosave names it from any folder
        self.autosave()
        return True

    def refuse(self, error: SaveFileError) -> None:
        """Say in a person's words that a file cannot be opened; the technical reason is the detail."""
        headline = refusal_text(error)
        self.problem.emit(headline + "\n" + file_text(error))
        self._box(headline, file_text(error)).open()

    def open_dialog(self) -> bool:
        folder = self._saves_folder(self._open_from)
        return folder is not None and self._open_from(folder)

    def _open_from(self, folder: Path) -> bool:
        path, _ = QFileDialog.getOpenFileName(self.window, tr("Open game"), str(folder), tr(FILE_FILTER))
        return bool(path) and self.open_file(path)

    def _saves_folder(self, then: Callable[[Path], bool]) -> Path | None:
        """The saves folder, created if needed; when it cannot be, ``None`` and a question that offers
        another folder (choosing it calls ``then`` with the person's home folder)."""
        try:
            return paths.saves_dir()
        except OSError as exc:
            where = f"{exc.path}: {exc.reason}" if isinstance(exc, SaveError) else str(exc)
            box = self._box(tr("The folder for saved games could not be created."),
                            where + "\n\n" + tr("Choose another folder for this game."))
            box.setStandardButtons(QMessageBox.StandardButton.Cancel)
            choose = box.addButton(tr("Choose another folder…"), QMessageBox.ButtonRole.AcceptRole)
            box.setDefaultButton(choose)
            choose.clicked.connect(lambda _c=False: then(Path.home()))
            self.problem.emit(self.last_message)
            box.open()
            return None

    def _put_on_table(self, match: Match, seats: tuple[SeatConfig, ...]) -> None:
        self._recorded_match, self._recorded_hands = match, len(match.state.results)
        self.window.prepare_rebuild()  # type: ignore[attr-defined]
        self.controller.load(match, seats)

    # ------------------------------------------------------------ the unfinished game is kept
    def unfinished_worth_keeping(self) -> bool:
        """The game on the table is unfinished, a person has acted in it, and no file holds it as it is."""
        match = self.controller.match
        humans = set(self.controller.humans)
        if match is None or not humans or self.controller.networked or match.state.phase is Phase.GAME_OVER:
            return False  # (a networked game is kept by its host)
        if self.current_path is not None and not self.modified:
            return False  # its file has it
        return any(match.states[i].to_act in humans for i in range(len(match.actions)))

    def keep_unfinished(self) -> bool:
        """Before another game takes the table: put the unfinished one aside in the saves folder, under a
        name, and say so in the status bar.  With nothing on the table yet (``pinochle FILE``), the
        unfinished autosaved game is put aside.  False (and the problem said) if it could not be kept: the
        caller leaves the table as it is."""
        stem = tr("Unfinished game")
        try:
            if self.controller.match is None:
                kept = put_autosave_aside(stem, AUTOSAVE_FILE_KEY) if self.autosave_enabled else None
            elif self.unfinished_worth_keeping():
                saved = self.saved_game()
                kept = put_aside(saved, stem) if saved is not None else None
            else:
                return True
        except (OSError, ValueError, TypeError) as exc:
            self.report(tr("The unfinished game could not be put aside, so it stays on the table: {problem}")
                        .format(problem=file_text(exc)))
            return False
        if kept is not None:
            self.put_aside_path = kept
            self.show_status(tr("Your unfinished game was put aside as {file} (Game → Open brings it back).")
                             .format(file=kept.name), PUT_ASIDE_MS)
        return True

    # ------------------------------------------------------------ the file on the table, in the title
    def _remember_file(self, path: Path | None, actions: tuple[Action, ...] | None) -> None:
        self.current_path = path
        self._saved_actions = actions
        self.update_title()

    @property
    def modified(self) -> bool:
        """The game on the table has moved on since it was opened or last saved to ``current_path``."""
        match = self.controller.match
        if self.current_path is None or match is None:
            return False
        return self._saved_actions is None or tuple(match.actions) != self._saved_actions

    def update_title(self) -> None:
        """"name.pinochle* — Pinochle" for a game from a file (the * while it has unsaved moves), else "Pinochle"."""
        if self.current_path is None:
            title, modified = tr("Pinochle"), False
        else:
            title, modified = tr("{file}[*] — Pinochle").format(file=self.current_path.name), self.modified
        if title != self.window.windowTitle():
            self.window.setWindowTitle(title)
        if modified != self.window.isWindowModified():  # (asked at every refresh; setting it costs a title
            self.window.setWindowModified(modified)  # change sent to the window system)

    # ------------------------------------------------------------ autosave and resume
    def autosave(self) -> None:
        """Write the game after every action; a finished game clears the autosave.

        A failure is said once; every later action tries again, and the first success says so.
        """
        if not self.autosave_enabled or self.controller.match is None:
            return
        if not self.controller.humans:
            return  # a demo of computers only must not replace the player's unfinished game
        try:
            if self.controller.state.phase is Phase.GAME_OVER:
                clear_autosave()
            else:
                extra = {AUTOSAVE_FILE_KEY: str(self.current_path)} if self.current_path else {}
                saved = self.saved_game(extra)
                if saved is not None:
                    write_autosave(saved)
        except (SaveError, ValueError, TypeError) as exc:
            self._autosave_failed(exc)
            return
        if self._autosave_failing:
            self._autosave_failing = False
            self.show_status(tr("Autosave works again."))

    def _autosave_failed(self, problem: Exception) -> None:
        if not self._autosave_failing:
            self._autosave_failing = True
            self.report(tr("The game cannot be autosaved: {problem}\n\nPinochle tries again after every move "
                           "and says when it works again.").format(problem=file_text(problem)))

    def resume(self) -> bool:
        """Put an unfinished autosaved game back on the table; a damaged autosave is reported."""
        try:
            paths.autosave_file()
        except OSError as exc:  # no state folder: said once here, not again by the first autosave
            self._autosave_failed(exc)
            return False
        resumed, notice = read_unfinished_autosave()
        if notice:
            self.report(file_text(notice))
        if resumed is None:
            return False
        saved, match = resumed
        self._put_on_table(match, saved.seats)
        file = saved.extra.get(AUTOSAVE_FILE_KEY)
        if isinstance(file, str) and file:
            try:
                on_disk = load_game(file)[0].actions
            except SaveFileError:
                on_disk = None  # moved or changed since: the game on the table is not what it holds
            self._remember_file(Path(file), on_disk)
        return True

    # ------------------------------------------------------------ statistics
    def _stats(self) -> Statistics:
        """The statistics on disk now (another window may have added to them), with what is not yet written.

        Read under the statistics lock and written back, so a damaged file is reported and repaired once.
        """
        try:
            stats, notice = update_statistics(lambda current: current)
        except SaveError:
            stats, notice = load_statistics()
        if notice:
            self.report(file_text(notice))
        self.statistics = _apply(self._pending, stats)
        return self.statistics

    def record_hand(self, result: HandResult) -> None:
        state = self.controller.state
        if self.controller.match is not self._recorded_match:  # a new game: none of its hands is recorded yet
            self._recorded_match, self._recorded_hands = self.controller.match, 0
        if len(state.results) <= self._recorded_hands:
            return  # an undone hand played again, or a loaded game's old hands
        self._recorded_hands = len(state.results)
        humans = tuple(s for s, seat in enumerate(self.controller.seats) if seat.human)
        if not humans:
            return  # computer-only games are not the player's statistics
        name, melds = state.rules.name, state.melds
        self._record(lambda stats: record_hand(stats, name, result, melds, humans))

    def record_game(self, winner: int) -> None:
        if not any(seat.human for seat in self.controller.seats):
            return
        name = self.controller.state.rules.name
        self._record(lambda stats: record_game(stats, name, winner))

    def _store(self, stats: Statistics) -> None:
        """Replace the statistics with ``stats`` (Reset)."""
        self._pending.clear()
        self._record(lambda _current: stats)

    def _record(self, change: StatisticsChange) -> None:
        """Add ``change`` to what is on disk: read, change and write under the statistics lock, so the hands
        another window records meanwhile are kept.  If the disk refuses, keep it and try again next time."""
        self._pending.append(change)
        pending = list(self._pending)
        try:
            stats, notice = update_statistics(lambda current: _apply(pending, current))
        except SaveError as exc:
            if self.statistics is not None:
                self.statistics = change(self.statistics)
            if not self._statistics_failing:
                self._statistics_failing = True
                self.report(tr("Statistics could not be saved: {problem}\n\nThey are kept and saved with the next "
                               "hand.").format(problem=file_text(exc)))
            return
        del self._pending[: len(pending)]
        self.statistics = stats
        if notice:
            self.report(file_text(notice))
        if self._statistics_failing:
            self._statistics_failing = False
            self.show_status(tr("Statistics are saved again."))

    # ------------------------------------------------------------ messages
    def _box(self, text: str, informative: str = "") -> QMessageBox:
        text, informative = shorten(text, MAX_MESSAGE), shorten(informative, MAX_MESSAGE)
        box = free_when_closed(QMessageBox(QMessageBox.Icon.Warning, tr("Pinochle"), text,
                                           QMessageBox.StandardButton.Ok, self.window))
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and paths are shown as written, never as HTML
        if informative:
            box.setInformativeText(as_written(informative))  # (the informative text has no format of its own)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self._last_box = box
        self._last_message = text + ("\n" + informative if informative else "")
        return box

    def report(self, text: str) -> None:
        """Tell the person (a window-modal box that does not block tests) and emit ``problem``."""
        self.problem.emit(text)
        self._box(text).open()

    def show_status(self, text: str, ms: int = STATUS_MS) -> None:
        """A confirmation in the status bar, for a few seconds."""
        self.notice.emit(text)
        self.status_bar.showMessage(text, ms)

    @property
    def last_message(self) -> str:
        """What the last message box said, as plain text (the box itself is gone once it is closed)."""
        return self._last_message


def _apply(changes: list[StatisticsChange], stats: Statistics) -> Statistics:
    for change in changes:
        stats = change(stats)
    return stats


def second_window_box(parent: QWidget) -> QMessageBox:
    """What a second window on the same user folder says at start (not yet shown: call ``open()``)."""
    return elsewhere_box(parent, tr("Pinochle"), tr("Pinochle is already open in another window."),
                         tr("This window does not autosave, so the game in the other window stays safe. "
                            "An unfinished game in this window is put aside in the saves folder when it closes "
                            "(Game → Open brings it back)."))
