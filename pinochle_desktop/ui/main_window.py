"""The main window: the table, the scoreboard, the menus, and the person's side of the game."""

from __future__ import annotations

import dataclasses
import sys

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QDialog, QHBoxLayout, QMainWindow, QMessageBox, QWidget

from ..engine.actions import Action
from ..engine.hand_record import PlayedHand
from ..engine.match import Match
from ..engine.rules import Rules, RulesError, preset
from ..persistence.atomic import SaveError
from ..persistence.settings import Preferences, Settings, save_settings
from .closing import Latest, free_when_closed
from .dialogs.new_game_dialog import NewGameDialog, NewGameQuestion
from .dialogs.preferences_dialog import PreferencesDialog
from .dialogs.score_sheet_dialog import ScoreSheetDialog
from .dialogs.statistics_dialog import show_statistics_dialog
from .game_files import GameFiles
from .i18n import display_name
from .learning.bid_chart import BidAnalysisDialog
from .learning.hints import Hint
from .learning.review import expert_advisor
from .learning.review_dialog import ReviewDialog
from .learning.rules_help import show_rules_help
from .network import menu as network_menu
from .safe_commands import SafeCommands
from .sound.backends import Backend
from .sound.service import SoundService
from .table.card_item import CardStyle
from .table.claim_offer import ClaimOffer
from .table.controller import GameController, Mode, Seat
from .table.meld_zoom import MeldZoom
from .table.panels import ActionPanel, Banner, PrivacyScreen, Toast
from .table.person_input import PersonInput, copies_in_hand
from .table.presenter import TablePresenter
from .table.score_drawer import ScoreDrawer, folds
from .table.scoreboard import ScoreBoard
from .table.table_scene import TableScene
from .table.table_view import TableView
from .texts import file_text, reason_text, tr, turn_title
from .window_size import MINIMUM_SIZE, board_scale, fit_to_screen, fit_when_shown

ANIMATION_MS = {"instant": 0, "fast": 180, "normal": 350, "slow": 700}
PACE_MS = {"instant": 150, "fast": 350, "normal": 650, "slow": 1100}


class MainWindow(QMainWindow):
    hand_shown = Signal(int)  # hands finished so far, after the result is on screen
    # The dialogs last opened (for tests and tools); each is freed when it closes, and then reads None.
    new_game_dialog = Latest()
    preferences_dialog = Latest()
    review_dialog = Latest()
    bid_analysis = Latest()
    score_sheet_dialog = Latest()

    def __init__(self, controller: GameController | None = None, *, animation: str = "normal",
                 face_up: bool = False, settings: Settings | None = None, sound: Backend | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self._confirm_card: int | None = None
        self.setWindowTitle(tr("Pinochle"))
        self.controller = controller or GameController(self)
        self.style_ = CardStyle()
        self.scene = TableScene(self.style_)
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

    # ------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        self.act_new = game.addAction(tr("&New game"), QKeySequence.StandardKey.New, lambda: self.safe.new_game())
        self.act_new_dialog = game.addAction(tr("New game &with…"), QKeySequence("Ctrl+Shift+N"),
                                             self.open_new_game_dialog)
        self.act_open = game.addAction(tr("&Open…"), QKeySequence.StandardKey.Open, lambda: self.safe.open())
        self.act_save = game.addAction(tr("&Save"), QKeySequence.StandardKey.Save, self.files.save)
        self.act_save_as = game.addAction(tr("Save &as…"), QKeySequence("Ctrl+Shift+S"), self.files.save_as)
        self.act_host_table = game.addAction(tr("Host a ta&ble…"), lambda: network_menu.host_table(self))
        self.act_join_table = game.addAction(tr("&Join a table…"), lambda: network_menu.join_table(self))
        game.addSeparator()
        self.act_undo = game.addAction(tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = game.addAction(tr("&Redo"), QKeySequence("Ctrl+Shift+Z"), self.redo)
        self.act_allow_undo_hot_seat = game.addAction(tr("Allow undo in hot-seat games"))
        self.act_allow_undo_hot_seat.setCheckable(True)
        self.act_allow_undo_hot_seat.toggled.connect(lambda _on: self._update_undo())
        game.addSeparator()
        self.act_score_sheet = game.addAction(tr("Score s&heet…"), self.show_score_sheet)
        self.act_statistics = game.addAction(tr("S&tatistics…"), self.show_statistics)
        game.addSeparator()
        self.act_quit = game.addAction(tr("&Quit"), QKeySequence.StandardKey.Quit, lambda: self.safe.quit())
        view = self.menuBar().addMenu(tr("&View"))
        speed = view.addMenu(tr("Animation &speed"))
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key, label in (("instant", tr("Instant")), ("fast", tr("Fast")), ("normal", tr("Normal")),
                           ("slow", tr("Slow"))):
            act = speed.addAction(label)
            act.setCheckable(True)
            act.triggered.connect(lambda _=False, k=key: self.set_animation(k))
            group.addAction(act)
            self.speed_actions[key] = act
        self.act_four_colour = view.addAction(tr("&Four-colour deck"))
        self.act_four_colour.setCheckable(True)
        self.act_four_colour.toggled.connect(self.style_.set_four_colour)
        self.act_last_trick = view.addAction(tr("&Last trick"), QKeySequence("L"))
        self.act_last_trick.setCheckable(True)
        self.act_last_trick.toggled.connect(self._toggle_last_trick)
        self.act_score_drawer = view.addAction(tr("Score&board"), QKeySequence("F9"), self.score_drawer.toggle)
        self.act_score_drawer.setEnabled(False)  # only while the window is too narrow for it beside the table
        self.act_mute = view.addAction(tr("&Mute sounds"), QKeySequence("S"))  # (M: meld)
        self.act_mute.setCheckable(True)
        self.act_mute.toggled.connect(self._mute)
        tools = self.menuBar().addMenu(tr("&Tools"))
        self.act_score_keeper = tools.addAction(tr("Score &keeper…"), self.open_score_keeper)
        self.act_meld_calculator = tools.addAction(tr("&Meld calculator…"), self.open_meld_calculator)
        settings_menu = self.menuBar().addMenu(tr("&Settings"))
        self.act_preferences = settings_menu.addAction(tr("&Preferences…"), self.open_preferences)
        # the platform's key (⌘, on macOS); Linux and Windows have none, so Ctrl+, as most programs there use
        self.act_preferences.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
                                          or [QKeySequence("Ctrl+,")])
        help_menu = self.menuBar().addMenu(tr("&Help"))
        self.act_hint = help_menu.addAction(tr("&Hint"), QKeySequence("H"), self.ask_hint)
        self.act_rules = help_menu.addAction(tr("&Rules"), QKeySequence.StandardKey.HelpContents,
                                             self.show_rules_help)
        help_menu.addAction(tr("S&tatistics…"), self.show_statistics)
        help_menu.addAction(tr("Score s&heet…"), self.show_score_sheet)
        help_menu.addSeparator()
        help_menu.addAction(tr("&About Pinochle"), self.about)

    def table_rules(self) -> Rules:
        """The rules Ctrl+N deals with: the game on the table's (two-handed stays two-handed), else the last
        chosen in the new-game dialog."""
        return self.controller.match.rules if self.controller.match is not None else self._rules()

    def _rules(self) -> Rules:
        """The rules last chosen in the new-game dialog (the tools' rules, and a start with nothing to resume)."""
        try:
            return Rules.from_dict(self.settings.last_rules)
        except RulesError:
            return self.controller.match.rules if self.controller.match else preset("single-deck")

    def show_rules_help(self) -> QDialog:
        """F1: the rules of the game on the table (a game opened from a file or started with ``--rules`` may
        have other rules than the new-game dialog's last choice)."""
        return show_rules_help(self, self.controller.match.rules if self.controller.match else self._rules())

    # ------------------------------------------------------------ settings
    def open_new_game_dialog(self) -> NewGameDialog:
        in_progress = self.controller.match is not None and self.controller.mode is not Mode.GAME_OVER
        question = NewGameQuestion.from_settings(self.settings, game_in_progress=in_progress,
                                                 rules=self.controller.match.rules if self.controller.match else None)
        dialog = free_when_closed(NewGameDialog(question, self))
        dialog.custom_rules_changed.connect(self._keep_custom_rules)
        dialog.accepted.connect(lambda: self._start_from_dialog(dialog))
        dialog.open()
        self.new_game_dialog = dialog
        return dialog

    def _keep_custom_rules(self, custom: dict[str, Rules]) -> None:
        self.settings = dataclasses.replace(self.settings, custom_rules={k: r.to_dict() for k, r in custom.items()})
        self._save_settings()

    def _start_from_dialog(self, dialog: NewGameDialog) -> None:
        answer = dialog.answer()
        self.settings = answer.apply_to(self.settings)
        self._save_settings()
        self.safe.start(answer.rules, answer.seats)  # the dialog said a game in progress is replaced

    def open_preferences(self) -> PreferencesDialog:
        dialog = free_when_closed(PreferencesDialog(self.settings.preferences, self))
        dialog.accepted.connect(lambda: self.apply_preferences(dialog.answer(), save=True))
        dialog.volume.sliderReleased.connect(  # the volume chosen, heard as a card played
            lambda: self.sound.preview(dialog.volume.value()) if dialog.sound.isChecked() else None)
        dialog.open()
        self.preferences_dialog = dialog
        return dialog

    def apply_preferences(self, prefs: Preferences, save: bool = False) -> None:
        """Animation speed, card style, hints and play helpers take effect at once (language on restart)."""
        self.settings = dataclasses.replace(self.settings, preferences=prefs)
        self.set_animation(prefs.animation_speed.value)
        self.act_four_colour.setChecked(prefs.four_colour)
        self.style_.set_back(prefs.card_back)
        self.style_.set_face_style(prefs.face_style)
        self.scene.set_card_size(prefs.card_size)
        self._apply_sound()
        if save:
            self._save_settings()
        self.refresh()

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except SaveError as exc:
            self.show_toast(file_text(exc))

    def _apply_sound(self) -> None:
        prefs = self.settings.preferences
        self.sound.configure(prefs.sound_effects, prefs.sound_volume, prefs.turn_cue)
        self.act_mute.setChecked(not prefs.sound_effects)

    def _mute(self, muted: bool) -> None:
        """M: the sounds off or on again (the same switch as in Preferences, remembered)."""
        if muted == (not self.settings.preferences.sound_effects):
            return
        prefs = dataclasses.replace(self.settings.preferences, sound_effects=not muted)
        self.settings = dataclasses.replace(self.settings, preferences=prefs)
        self._apply_sound()
        self._save_settings()

    def set_animation(self, key: str) -> None:
        self.animation = key
        self.speed_actions[key].setChecked(True)
        if self.controller.pace_ms:
            self.controller.pace_ms = PACE_MS[key]
            duration = ANIMATION_MS[key]
            self.controller.deal_pause_ms = duration + 48 * TableScene.deal_stagger(duration, 48)

    @property
    def duration(self) -> int:
        return ANIMATION_MS[self.animation]

    def about(self) -> None:
        from .dialogs.about_dialog import about_html

        QMessageBox.about(self, tr("About Pinochle"), about_html())

    # ------------------------------------------------------------ game commands
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

    def _update_hint(self) -> None:
        on = self.settings.preferences.show_hints and self.controller.mode is Mode.HUMAN_TURN
        self.act_hint.setEnabled(on)
        self.scoreboard.hint_button.setEnabled(on)
        self.scoreboard.hint_button.setVisible(self.settings.preferences.show_hints)
        hint_tab = self.score_drawer.hint_tab  # the board's button, on the table while the board is folded
        hint_tab.setEnabled(on)
        wanted = self.score_drawer.folded and self.settings.preferences.show_hints
        if wanted != hint_tab.wanted:
            hint_tab.wanted = wanted
            self.presenter.place_widgets()  # the corner makes room for it, or gives the room back

    def _update_undo(self) -> None:
        allowed = self.undo_allowed() and self.controller.mode is not Mode.PRIVACY
        self.act_undo.setEnabled(allowed and (self.controller.can_undo() or self.safe.can_undo_replace()))
        self.act_redo.setEnabled(allowed and self.controller.can_redo())

    def review_hand(self, hand_number: int) -> None:
        """Step through a finished hand with every card shown, and where the expert would differ."""
        if self.controller.match is None:
            return
        match: Match | PlayedHand = self.controller.match
        number = hand_number
        if self.controller.networked:  # the host sends each finished hand with every card once it is scored
            played = self.controller.match.played_hand(hand_number)  # type: ignore[union-attr]
            if played is None:
                self.show_toast(tr("The host has not sent this hand's cards yet: try again in a moment."),
                                error=False)
                return
            match, number = played, played.states[-1].results[-1].hand_number
        humans = self.controller.humans or (0,)
        dialog = free_when_closed(ReviewDialog(self, match, number, self.names(), humans,
                                               expert_advisor("hard", 1500), self.style_))
        dialog.show()
        self.review_dialog = dialog

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

    def show_bid_analysis(self) -> BidAnalysisDialog | None:
        if self.controller.human_to_act() is None:
            return None
        dialog = free_when_closed(BidAnalysisDialog(self, self.controller.table_view(), self.controller.thinker))
        dialog.show()
        self.bid_analysis = dialog
        return dialog

    def show_score_sheet(self) -> ScoreSheetDialog | None:
        if self.controller.match is None:
            return None
        dialog = free_when_closed(ScoreSheetDialog(self, self.controller.state, self.names(), self.review_hand))
        dialog.show()
        self.score_sheet_dialog = dialog
        return dialog

    def open_score_keeper(self) -> QMainWindow:
        """Tools → Score keeper: the score of a game played with real cards (one window, raised if open)."""
        from .tools.keeper_window import ScoreKeeperWindow  # printing support loads only when wanted

        if self.score_keeper is None:
            self.score_keeper = ScoreKeeperWindow(self.settings, self._rules(), self)
        return self._raise(self.score_keeper)

    def open_meld_calculator(self) -> QMainWindow:
        from .tools.meld_calculator import MeldCalculatorWindow

        if self.meld_calculator is None:
            self.meld_calculator = MeldCalculatorWindow(self.settings, self._rules(), self)
        return self._raise(self.meld_calculator)

    @staticmethod
    def _raise(window: QMainWindow) -> QMainWindow:
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def show_statistics(self) -> None:
        show_statistics_dialog(self, self.files)

    def names(self) -> tuple[str, ...]:
        return tuple(display_name(seat.name) for seat in self.controller.seats)

    # ------------------------------------------------------------ drawing
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

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The scoreboard grows with the window, its texts too (``board_scale``); the table takes the rest."""
        ui, width = board_scale(self.width(), self.height())
        self.scoreboard.set_ui(ui)
        self.scoreboard.setMinimumWidth(0)
        self.scoreboard.setMaximumWidth(16777215)
        least = self.scoreboard.minimumSizeHint().width()
        self.scoreboard.setFixedWidth(max(least, width))
        self.score_drawer.fold(folds(self.width()))  # narrow: a drawer over the table's edge
        self.score_drawer.place()  # an open drawer at its new width (the table was resized before this)
        super().resizeEvent(event)

    def _drawer_changed(self) -> None:
        """The scoreboard folded or unfolded, or its drawer opened or shut: the tab comes or goes."""
        self.act_score_drawer.setEnabled(self.score_drawer.folded)
        self.score_drawer.hint_tab.wanted = self.score_drawer.folded and self.settings.preferences.show_hints
        if self.score_drawer.folded and self._banner_to_show and self.banner.wanted:
            self._banner_to_show = False
            self.score_drawer.open()  # emits changed again
            return
        self.presenter.place_widgets()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            fit_when_shown(self)
            QTimer.singleShot(0, self.refresh)

    def _reposition_overlays(self) -> None:
        """The window was resized: the table is laid out again at once, widgets included."""
        self.presenter.place_widgets(self.scene.placed)
        if self.meld_zoom.isVisible():  # again at the table's new size and scale, over the panel
            self.show_meld_of(self.meld_zoom.seat)
        if self.privacy.isVisible():
            self.privacy.setGeometry(self.centralWidget().rect())
        self.score_drawer.place()

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

    def _remember_four_colour(self, on: bool) -> None:
        prefs = dataclasses.replace(self.settings.preferences, four_colour=on)
        self.settings = dataclasses.replace(self.settings, preferences=prefs)

    def _toggle_last_trick(self, on: bool) -> None:
        if self.input.say_last_trick(on):  # during a trick (or before the first): said, not shown
            return
        self.show_last_trick = on
        self.refresh()

    def _on_hand_finished(self, result: object) -> None:
        self._hands_shown += 1
        QTimer.singleShot(0, lambda n=self._hands_shown: self.hand_shown.emit(n))

    # ------------------------------------------------------------ the person's input (PersonInput)
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

    # ------------------------------------------------------------ window state
    def restore_geometry(self, data: str | None) -> None:
        """The size and place the window had last time, cut down to fit the screen it is on now."""
        if data:
            self.restoreGeometry(QByteArray.fromBase64(data.encode("ascii")))
        fit_to_screen(self)

    def saved_geometry(self) -> str:
        return bytes(self.saveGeometry().toBase64().data()).decode("ascii")

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


__all__ = ["MainWindow", "copies_in_hand"]
