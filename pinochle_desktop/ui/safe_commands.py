"""The commands that could cost a person a hand or a game, made safe: New game and Open put the unfinished
game aside (after asking), Concede and Throw in ask first and name what is lost, Quit asks during a hot-seat
game.  Every question's default is No, and each can be turned off ("Don't ask again", Preferences).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QCloseEvent

from ..engine.actions import ThrowIn
from ..engine.rules import Rules
from ..engine.state import Phase
from .questions import Asker, Question, asks, without_asking
from .table.action_panels import concede_text
from .table.controller import Seat
from .texts import tr

if TYPE_CHECKING:
    from .main_window import MainWindow


class SafeCommands:
    """What Ctrl+N, Ctrl+O, Concede, Throw in and Quit do: ask first when something would be lost."""

    def __init__(self, window: MainWindow) -> None:
        self.w = window
        self.asker = Asker(window, lambda: window.settings.preferences, self._stop_asking)
        self.quitting = False  # the person said Yes to quitting: the next close goes through
        # The game put aside by the last New game or Open, and the game that replaced it: until the person
        # acts in the new one, Undo puts the old one back.
        self._replaced: tuple[Path, object] | None = None

    def _stop_asking(self, key: str) -> None:
        self.w.apply_preferences(without_asking(self.w.settings.preferences, key), save=True)

    def _put_away_detail(self) -> str:
        return tr("It is put aside in the saves folder under a name of its own: Game → Open brings it back.")

    # ------------------------------------------------------------ new game, open
    def new_game(self, rules: Rules | None = None, seats: tuple[Seat, ...] | None = None) -> None:
        """Ctrl+N, the banner's New game: the same kind of game as the one on the table (unless ``rules``)."""
        if not self.w.files.unfinished_worth_keeping():
            self.start(rules, seats)
            return
        self.asker.ask(Question("new_game", tr("Start a new game and put the unfinished one aside?"),
                                self._put_away_detail(), tr("New game"), tr("Keep playing")),
                       lambda: self.start(rules, seats))

    def start(self, rules: Rules | None = None, seats: tuple[Seat, ...] | None = None) -> bool:
        """Deal a new game once the unfinished one is kept (the new-game dialog's Start comes here)."""
        before = self.w.files.put_aside_path
        if not self.w.files.keep_unfinished():
            return False
        self.w.new_game(rules, seats)
        self._remember_replaced(before)
        return True

    def _open_dialog(self) -> None:
        before = self.w.files.put_aside_path
        if self.w.files.open_dialog():
            self._remember_replaced(before)

    def _remember_replaced(self, before: Path | None) -> None:
        kept = self.w.files.put_aside_path
        self._replaced = (kept, self.w.controller.match) if kept is not None and kept != before else None

    def can_undo_replace(self) -> bool:
        """Undo would put back the game a New game or Open put aside (nobody has acted in the new one)."""
        if self._replaced is None or self._replaced[1] is not self.w.controller.match:
            return False
        return not self.w.files.unfinished_worth_keeping() and self._replaced[0].exists()

    def undo_replace(self) -> bool:
        """Put the game that was put aside back on the table (Undo right after New game or Open)."""
        if not self.can_undo_replace() or self._replaced is None:
            return False
        path = self._replaced[0]
        self._replaced = None
        return self.w.files.open_file(path)

    def open(self) -> None:
        """Ctrl+O: choose a game to open (the unfinished one is put aside once the file opens)."""
        if not self.w.files.unfinished_worth_keeping():
            self._open_dialog()
            return
        self.asker.ask(Question("open", tr("Open another game and put the unfinished one aside?"),
                                self._put_away_detail(), tr("Open…"), tr("Keep playing")), self._open_dialog)

    # ------------------------------------------------------------ concede, throw in
    def throw_in(self) -> None:
        """Concede (any hand before the first lead, three players) or throw in (a bid out of reach)."""
        c = self.w.controller
        if ThrowIn() not in c.human_options():
            return
        v = c.table_view()
        bid = v.high_bid or v.rules.min_bid
        if v.rules.widow_size:
            question = Question("concede", tr("Concede and lose {bid}?").format(bid=bid),
                                concede_text(v, self.w.names()) + "\n" + tr("Undo (Ctrl+Z) takes it back."),
                                tr("Concede"), tr("Keep playing"))
        else:
            question = Question("throw_in", tr("Throw in and lose {bid}?").format(bid=bid),
                                tr("The others score their meld. Undo (Ctrl+Z) takes it back."),
                                tr("Throw in"), tr("Keep playing"))
        actions = len(c.match.actions) if c.match is not None else -1

        def submit() -> None:
            if c.match is not None and len(c.match.actions) == actions:  # nothing changed meanwhile
                c.submit(ThrowIn())

        self.w.view.setFocus()  # after No the keyboard is back on the cards, not on Concede
        self.asker.ask(question, submit)

    # ------------------------------------------------------------ quit
    def hot_seat_in_progress(self) -> bool:
        c = self.w.controller
        return c.hot_seat and c.match is not None and c.state.phase is not Phase.GAME_OVER

    def quit(self) -> None:
        """Ctrl+Q, Game → Quit: during a hot-seat game, ask first."""
        if self.quitting or not self.hot_seat_in_progress() or not asks(self.w.settings.preferences,
                                                                          "quit_hot_seat"):
            self.quitting = True
            self.w.close()
            return
        self.asker.ask(Question("quit_hot_seat", tr("Quit the game everybody at the table is playing?"),
                                tr("The game is autosaved and comes back when Pinochle is started again."),
                                tr("Quit"), tr("Keep playing")), self._quit_now)

    def hold_close(self, event: QCloseEvent) -> bool:
        """The window is closing: from its close button during a hot-seat game, ask first (True: the close
        waits for the answer).  A second window's unfinished game goes to the saves folder."""
        if event.spontaneous() and not self.quitting and self.hot_seat_in_progress() \
                and asks(self.w.settings.preferences, "quit_hot_seat"):
            event.ignore()
            self.quit()
            return True
        if not self.w.files.autosave_enabled:
            self.w.files.keep_unfinished()
        return False

    def _quit_now(self) -> None:
        self.quitting = True
        self.w.close()
