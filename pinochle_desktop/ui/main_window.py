"""The main window: the frame round the table and the scoreboard, and the person's side of the game (new game,
undo, hints, the toast, clicks and keys on the table).

Its other jobs each have a module of their own, joined here as mixins: the menus and their actions
(``window_menus``), the new-game dialog and the preferences (``window_settings``), the review, score sheet,
statistics, help and tools (``window_reviews``), and the scoreboard's fold and the window's size
(``window_fold``). ``MainWindow`` builds the parts and wires them together."""

from __future__ import annotations

import dataclasses
import sys

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QMainWindow, QWidget

from ..engine.actions import Action
from ..engine.rules import Rules
from ..persistence.atomic import SaveError
from ..persistence.settings import Settings, save_settings
from .game_files import GameFiles
from .i18n import display_name
from .learning.hints import Hint
from .network import menu as network_menu
from .safe_commands import SafeCommands
from .sound.backends import Backend
from .sound.service import SoundService
from .table.card_item import CardStyle
from .table.claim_offer import ClaimOffer
from .table.controller import GameController, Mode, Seat
from .table.meld_zoom import MeldZoom
from .table.panels import ActionPanel, Banner, Toast
from .table.person_input import PersonInput, copies_in_hand
from .table.presenter import TablePresenter
from .table.privacy_screen import PrivacyScreen
from .table.score_drawer import ScoreDrawer
from .table.scoreboard import ScoreBoard
from .table.table_scene import TableScene
from .table.table_view import TableView
from .texts import reason_text, tr, turn_title
from .window_fold import WindowFold
from .window_menus import WindowMenus
from .window_reviews import WindowReviews
from .window_settings import ANIMATION_MS, PACE_MS, WindowSettings
from .window_size import MINIMUM_SIZE


class MainWindow(WindowMenus, WindowSettings, WindowReviews, WindowFold, QMainWindow):
    hand_shown = Signal(int)  # hands finished so far, after the result is on screen

    def __init__(self, controller: GameController | None = None, *, animation: str = "normal",
                 face_up: bool = False, settings: Settings | None = None, sound: Backend | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self._confirm_card: int | None = None
        self.setWindowTitle(tr("Pinochle"))
        self.controller = controller or GameController(self)
        self.style_ = CardStyle()
        self.scene = TableScene(self.style_)
        self.scene.keep_spare_cards(48)  # a single deck's worth, made before the window shows
        self.view = TableView(self.scene)
        self.scoreboard = ScoreBoard()
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(self.scoreboard)
        self.setCentralWidget(central)
        self.panel = ActionPanel(self.view)
        self.privacy = PrivacyScreen(central)
        self.toast = Toast(self.view)
        self.score_drawer = ScoreDrawer(self.scoreboard, self.view, row, central)
        self.meld_zoom = MeldZoom(self.view)
        self.meld_zoom.next_wanted.connect(lambda: self.show_meld_of(None))
        self.meld_zoom.closed.connect(lambda: self.view.setFocus(Qt.FocusReason.OtherFocusReason))
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self._toast_timeout)
        self.face_up = face_up
        self.animation = animation
        self.show_last_trick = False
        self._selected: set[int] = set()
        self._focus: int | None = None
        self._rebuild = True
        self._hands_shown = 0
        self._shown_once = False
        self._banner_hand = -1
        self._banner_to_show = False
        self.files = GameFiles(self.controller, self)
        self.safe = SafeCommands(self)  # New game, Open, Concede, Quit: ask first when something is lost
        status = self.statusBar()  # a strip at the bottom only while it has a message ("Game saved…")
        status.setSizeGripEnabled(False)
        status.hide()
        status.messageChanged.connect(lambda text: status.setVisible(bool(text)))
        self.banner = Banner()
        self.scoreboard.add_notice(self.banner)
        self.banner.clicked.connect(lambda: self.safe.new_game())
        self.claim_offer = ClaimOffer(self.controller)
        self.claim_offer.changed.connect(self.refresh)
        self.presenter = TablePresenter(self)
        self.input = PersonInput(self)
        self.scene.reserve_provider = self.presenter.reserve
        self.score_drawer.changed.connect(self._drawer_changed)
        self.score_keeper: QMainWindow | None = None
        self.meld_calculator: QMainWindow | None = None
        self.sound = SoundService(sound, self)  # hears the scene's landings and the controller's results
        self.sound.attach(self.scene, self.controller, lambda: self.duration)
        self.sound.start_after_first_paint(self.view.viewport())
        self.sound.problem.connect(lambda text: self.statusBar().showMessage(text, 15000))
        self._build_menus()
        self._apply_sound()
        self.set_animation(animation)
        self.act_four_colour.setChecked(self.settings.preferences.four_colour)
        self.style_.set_back(self.settings.preferences.card_back)
        self.style_.set_face_style(self.settings.preferences.face_style)
        self.scene.set_card_size(self.settings.preferences.card_size)
        self.act_four_colour.toggled.connect(self._remember_four_colour)
        self.scene.card_clicked.connect(self.on_card_clicked)
        self.scene.meld_clicked.connect(self.show_meld_of)
        self.view.key_pressed.connect(self.on_key)
        self.view.focused.connect(self.input.view_focused)
        self.view.resized.connect(self._reposition_overlays)
        self.scene.deal_landed.connect(self.refresh)
        self.controller.acted.connect(self._after_action)
        self.privacy.ready.connect(self.controller.continue_)
        self.controller.changed.connect(self.refresh)
        self.controller.jumped.connect(self.prepare_rebuild)
        self.controller.hint_ready.connect(self.show_hint)
        self.scoreboard.hint_button.clicked.connect(lambda _c=False: self.ask_hint())
        self.score_drawer.hint_tab.clicked.connect(lambda _c=False: self.ask_hint())  # the board folded
        self.last_hint: Action | None = None
        self.scoreboard.sheet.cellDoubleClicked.connect(lambda row, _col: self.review_hand(row + 1))
        self.controller.illegal.connect(lambda exc: self.show_toast(reason_text(exc)))
        self.controller.error.connect(lambda text: self.show_toast(text))
        self.controller.hand_finished.connect(self._on_hand_finished)
        self.controller.dealt_again.connect(
            lambda: self.show_toast(tr("Everybody passed: the cards are thrown in and dealt again."), error=False))
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(1280, 820)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.controller.shutdown)
            app.aboutToQuit.connect(self.sound.shutdown)

    def new_game(self, rules: Rules | None = None, seats: tuple[Seat, ...] | None = None,
                 seed: int | None = None) -> None:
        network_menu.leave(self)
        self._rebuild = False
        self._selected.clear()
        self.banner.withdraw()
        self.files.current_path = None
        self.controller.new_game(rules or self.table_rules(), seats, seed)

    def prepare_rebuild(self) -> None:
        """The next drawing places every card at once (an opened game, an undo)."""
        self._rebuild = True
        self._selected.clear()

    def resume_or_new_game(self, rules: Rules, seats: tuple[Seat, ...] | None = None) -> None:
        """Start up: resume an unfinished autosaved game (offering a new one instead), else deal a new game."""
        if not self.resume():
            self.new_game(rules, seats)

    def resume(self) -> bool:
        """Put the unfinished autosaved game back on the table, with the banner saying so."""
        if not self.files.resume():
            return False
        self.banner.show_message(tr("Your unfinished game is back on the table."), tr("New game instead"))
        self._banner_to_show = True  # a folded scoreboard opens its drawer once to show the notice
        self._drawer_changed()
        self._banner_hand = self.controller.state.hand_number
        return True

    def undo_allowed(self) -> bool:
        """Undo is for solo play; in hot-seat only when the table has agreed (the option)."""
        return not self.controller.hot_seat or self.act_allow_undo_hot_seat.isChecked()

    def undo(self) -> None:
        if not self.undo_allowed():
            return
        if self.safe.undo_replace():
            return  # right after New game or Open, before acting: the game put aside is back on the table
        self.controller.undo_to_human()

    def redo(self) -> None:
        if self.undo_allowed():
            self.controller.redo_to_human()

    def ask_hint(self) -> None:
        if self.settings.preferences.show_hints and self.controller.request_hint():
            self.show_toast(tr("Thinking about a hint…"), error=False)

    def show_hint(self, hint: Hint) -> None:
        """Show what the expert would do, why (both worked out off the GUI thread), and point at the card."""
        action = hint.action
        self.last_hint = action
        self._toast_timer.stop()
        self.presenter.show_hint_text(f"{tr('Hint')}: {hint.reason}")
        self.input.follow_hint(action)  # the keyboard goes to what the hint recommends: Enter does it

    def names(self) -> tuple[str, ...]:
        return tuple(display_name(seat.name) for seat in self.controller.seats)

    def refresh(self) -> None:
        """Draw the table from the controller (the presenter does it); the privacy screen in hot-seat."""
        c = self.controller
        if c.match is None or not self._shown_once:
            return  # the first drawing waits for the window, so the first deal is seen
        self.presenter.refresh()
        zoomed = self.meld_zoom.seat
        if self.meld_zoom.isVisible() and (zoomed is None or not self.scene.meld_captions[zoomed].isVisible()):
            self.meld_zoom.withdraw()  # the meld is off the table: so is its enlargement
        elif self.meld_zoom.isVisible():
            self.meld_zoom.raise_()  # over the panel the table has just placed
        self._keep_focus_valid()
        self._update_undo()
        self._update_hint()
        if c.mode is Mode.PRIVACY:
            seat = c.state.to_act or 0
            names = self.names()
            self.privacy.show_for(turn_title(c.state.phase, names[seat]),
                                  tr("Everybody else, please look away."), tr("I am {name}: show my cards")
                                  .format(name=names[seat]))
        else:
            self.privacy.hide()

    def show_toast(self, text: str, error: bool = True, ms: int = 3000) -> None:
        """A message over the table for ``ms`` milliseconds (a hint goes by ``show_hint`` and stays)."""
        self.toast.show_text(text, error)
        self.toast.sticky = False
        self.presenter.place_widgets()
        self._toast_timer.start(ms)

    def _toast_timeout(self) -> None:
        if not self.toast.sticky:
            self.toast.withdraw()

    def _after_action(self) -> None:
        """The resume banner has done its job once the person acts or another hand is dealt."""
        c = self.controller
        if not self.banner.wanted or c.match is None:
            return
        states = c.match.states
        actor = states[-2].to_act if len(states) >= 2 else None
        by_person = actor is not None and actor < len(c.seats) and c.seats[actor].human
        if by_person or c.state.hand_number != self._banner_hand:
            self.banner.withdraw()

    def _on_hand_finished(self, result: object) -> None:
        self._hands_shown += 1
        QTimer.singleShot(0, lambda n=self._hands_shown: self.hand_shown.emit(n))

    def on_card_clicked(self, card: int) -> None:
        self.input.card_clicked(card)

    def on_key(self, key: int) -> None:
        if key == Qt.Key.Key_M:
            self.show_meld_of(None)
            return
        self.input.key(key)

    def show_meld_of(self, seat: int | None) -> bool:
        """Enlarge ``seat``'s meld over the table (None: the next seat's after the one shown, from the person
        round the table; past the last, close). Says whether a meld is shown."""
        scene = self.scene
        with_meld = [s for s in range(scene.seat_count) if scene.meld_captions[s].isVisible()]
        order = sorted(with_meld, key=lambda s: (s - scene.viewer) % scene.seat_count)
        if seat is None:
            shown = self.meld_zoom.seat if self.meld_zoom.isVisible() else None
            later = order[order.index(shown) + 1:] if shown in order else order
            seat = later[0] if later else None
        if seat is None or seat not in with_meld:
            self.meld_zoom.withdraw()
            return False
        caption = scene.meld_captions[seat]
        self.meld_zoom.show_meld(seat, caption.title, caption.lines, scene.meld_of(seat), scene.table.hand_height,
                                 scene.table.text_ui, self.style_.four_colour)
        return True

    def confirm_pass(self) -> None:
        self.input.confirm_pass()

    def schedule_forced_play(self, playable: int | None) -> None:
        self.input.schedule_forced_play(playable)

    def _keep_focus_valid(self) -> None:
        self.input.keep_focus_valid()

    def submit(self, action: Action) -> bool:
        return self.controller.submit(action)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.safe.hold_close(event):  # a hot-seat game: asked first
            return
        self.settings = dataclasses.replace(self.settings, window_geometry=self.saved_geometry())
        try:
            save_settings(self.settings)
        except SaveError as exc:  # the game is over anyway: say so, but close
            print(f"pinochle: {exc}", file=sys.stderr)
        network_menu.leave(self)
        self.controller.shutdown()
        self.files.release()
        super().closeEvent(event)


__all__ = ["ANIMATION_MS", "PACE_MS", "MainWindow", "copies_in_hand"]
