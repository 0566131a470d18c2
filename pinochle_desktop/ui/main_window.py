"""The main window: the table, the scoreboard, the menus, and the person's side of the game."""

from __future__ import annotations

import dataclasses
import sys

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QMainWindow, QMessageBox, QWidget

from ..engine.actions import Action, PassCards, Play, ThrowIn
from ..engine.game import legal_play_cards
from ..engine.rules import Rules, RulesError, preset
from ..engine.state import Phase
from ..persistence.atomic import SaveError
from ..persistence.settings import Preferences, Settings, save_settings
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
from .table.action_panels import fill_auction, fill_continue, fill_passing, fill_throw_in, fill_trump, result_lines
from .table.card_item import CardStyle
from .table.controller import GameController, Mode, Seat
from .table.panels import ActionPanel, Banner, PrivacyScreen
from .table.picture import picture_of
from .table.scoreboard import ScoreBoard
from .table.table_scene import TableScene
from .table.table_view import TableView
from .texts import call_text, card_name, game_over_text, meld_name, reason_text, side_names, tr

ANIMATION_MS = {"instant": 0, "fast": 180, "normal": 350, "slow": 700}
PACE_MS = {"instant": 150, "fast": 350, "normal": 650, "slow": 1100}


class MainWindow(QMainWindow):
    hand_shown = Signal(int)  # hands finished so far, after the result is on screen

    def __init__(self, controller: GameController | None = None, *, animation: str = "normal",
                 face_up: bool = False, settings: Settings | None = None) -> None:
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
        self.toast = QLabel(self.view)
        self.toast.setTextFormat(Qt.TextFormat.PlainText)
        self.toast.setStyleSheet("background: rgba(120, 20, 20, 220); color: white; font-size: 16px;"
                                 " padding: 8px 16px; border-radius: 8px;")
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.face_up = face_up
        self.animation = animation
        self.show_last_trick = False
        self._selected: set[int] = set()
        self._focus: int | None = None
        self._rebuild = True
        self._hands_shown = 0
        self._panel_key: object = None
        self.files = GameFiles(self.controller, self)
        self.banner = Banner(self.view)
        self.banner.clicked.connect(lambda: self.new_game())
        self.score_keeper: QMainWindow | None = None
        self.meld_calculator: QMainWindow | None = None
        self._build_menus()
        self.set_animation(animation)
        self.act_four_colour.setChecked(self.settings.preferences.four_colour)
        self.style_.set_back(self.settings.preferences.card_back)
        self.act_four_colour.toggled.connect(self._remember_four_colour)
        self.scene.card_clicked.connect(self.on_card_clicked)
        self.view.key_pressed.connect(self.on_key)
        self.view.resized.connect(self._reposition_overlays)
        self.privacy.ready.connect(self.controller.continue_)
        self.controller.changed.connect(self.refresh)
        self.controller.jumped.connect(self.prepare_rebuild)
        self.controller.hint_ready.connect(self.show_hint)
        self.scoreboard.hint_button.clicked.connect(lambda _c=False: self.ask_hint())
        self.last_hint: Action | None = None
        self.scoreboard.sheet.cellDoubleClicked.connect(lambda row, _col: self.review_hand(row + 1))
        self.controller.illegal.connect(lambda exc: self.show_toast(reason_text(exc)))
        self.controller.error.connect(lambda text: self.show_toast(text))
        self.controller.hand_finished.connect(self._on_hand_finished)
        self.resize(1280, 820)
        app = QApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.controller.shutdown)

    # ------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        self.act_new = game.addAction(tr("&New game"), QKeySequence.StandardKey.New, lambda: self.new_game())
        self.act_new_dialog = game.addAction(tr("New game &with…"), QKeySequence("Ctrl+Shift+N"),
                                             self.open_new_game_dialog)
        self.act_open = game.addAction(tr("&Open…"), QKeySequence.StandardKey.Open, self.files.open_dialog)
        self.act_save = game.addAction(tr("&Save"), QKeySequence.StandardKey.Save, self.files.save)
        self.act_save_as = game.addAction(tr("Save &as…"), QKeySequence("Ctrl+Shift+S"), self.files.save_as)
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
        self.act_quit = game.addAction(tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
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
        tools = self.menuBar().addMenu(tr("&Tools"))
        self.act_score_keeper = tools.addAction(tr("Score &keeper…"), self.open_score_keeper)
        self.act_meld_calculator = tools.addAction(tr("&Meld calculator…"), self.open_meld_calculator)
        settings_menu = self.menuBar().addMenu(tr("&Settings"))
        self.act_preferences = settings_menu.addAction(tr("&Preferences…"), QKeySequence.StandardKey.Preferences,
                                                       self.open_preferences)
        help_menu = self.menuBar().addMenu(tr("&Help"))
        self.act_hint = help_menu.addAction(tr("&Hint"), QKeySequence("H"), self.ask_hint)
        self.act_rules = help_menu.addAction(tr("&Rules"), QKeySequence.StandardKey.HelpContents,
                                             lambda: show_rules_help(self, self._rules()))
        help_menu.addAction(tr("S&tatistics…"), self.show_statistics)
        help_menu.addAction(tr("Score s&heet…"), self.show_score_sheet)
        help_menu.addSeparator()
        help_menu.addAction(tr("&About Pinochle"), self.about)

    def _rules(self) -> Rules:
        """The rules Ctrl+N deals with: the last chosen in the new-game dialog."""
        try:
            return Rules.from_dict(self.settings.last_rules)
        except RulesError:
            return self.controller.match.rules if self.controller.match else preset("single-deck")

    # ------------------------------------------------------------ settings
    def open_new_game_dialog(self) -> NewGameDialog:
        in_progress = self.controller.match is not None and self.controller.mode is not Mode.GAME_OVER
        question = NewGameQuestion.from_settings(self.settings, game_in_progress=in_progress)
        dialog = NewGameDialog(question, self)
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
        self.new_game(answer.rules, answer.seats)

    def open_preferences(self) -> PreferencesDialog:
        dialog = PreferencesDialog(self.settings.preferences, self)
        dialog.accepted.connect(lambda: self.apply_preferences(dialog.answer(), save=True))
        dialog.open()
        self.preferences_dialog = dialog
        return dialog

    def apply_preferences(self, prefs: Preferences, save: bool = False) -> None:
        """Animation speed, card style, hints and play helpers take effect at once (language on restart)."""
        self.settings = dataclasses.replace(self.settings, preferences=prefs)
        self.set_animation(prefs.animation_speed.value)
        self.act_four_colour.setChecked(prefs.four_colour)
        self.style_.set_back(prefs.card_back)
        if save:
            self._save_settings()
        self.refresh()

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except SaveError as exc:
            self.show_toast(str(exc))

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
        QMessageBox.about(self, tr("About Pinochle"), tr(
            "<h3>Pinochle Desktop</h3><p>Partnership Pinochle, single and double deck, against computer "
            "players or with friends at one computer.</p><p>Card artwork drawn in code by the project.</p>"))

    # ------------------------------------------------------------ game commands
    def new_game(self, rules: Rules | None = None, seats: tuple[Seat, ...] | None = None,
                 seed: int | None = None) -> None:
        self._rebuild = False
        self._selected.clear()
        self.banner.hide()
        self.files.current_path = None
        self.controller.new_game(rules or self._rules(), seats, seed)

    def prepare_rebuild(self) -> None:
        """The next drawing places every card at once (an opened game, an undo)."""
        self._rebuild = True
        self._selected.clear()

    def resume_or_new_game(self, rules: Rules, seats: tuple[Seat, ...] | None = None) -> None:
        """Start up: resume an unfinished autosaved game (offering a new one instead), else deal a new game."""
        if self.files.resume():
            self.banner.show_message(tr("Your unfinished game is back on the table."), tr("New game instead"))
        else:
            self.new_game(rules, seats)

    def undo_allowed(self) -> bool:
        """Undo is for solo play; in hot-seat only when the table has agreed (the option)."""
        return not self.controller.hot_seat or self.act_allow_undo_hot_seat.isChecked()

    def undo(self) -> None:
        if self.undo_allowed():
            self.controller.undo_to_human()

    def redo(self) -> None:
        if self.undo_allowed():
            self.controller.redo_to_human()

    def _update_hint(self) -> None:
        on = self.settings.preferences.show_hints and self.controller.mode is Mode.HUMAN_TURN
        self.act_hint.setEnabled(on)
        self.scoreboard.hint_button.setEnabled(on)
        self.scoreboard.hint_button.setVisible(self.settings.preferences.show_hints)

    def _update_undo(self) -> None:
        allowed = self.undo_allowed() and self.controller.mode is not Mode.PRIVACY
        self.act_undo.setEnabled(allowed and self.controller.can_undo())
        self.act_redo.setEnabled(allowed and self.controller.can_redo())

    def review_hand(self, hand_number: int) -> None:
        """Step through a finished hand with every card shown, and where the expert would differ."""
        if self.controller.match is None:
            return
        humans = self.controller.humans or (0,)
        dialog = ReviewDialog(self, self.controller.match, hand_number, self.names(), humans,
                              expert_advisor("hard", 1500), self.style_)
        dialog.show()
        self.review_dialog = dialog

    def ask_hint(self) -> None:
        if self.settings.preferences.show_hints and self.controller.request_hint():
            self.show_toast(tr("Thinking about a hint…"), error=False)

    def show_hint(self, hint: Hint) -> None:
        """Show what the expert would do, why (both worked out off the GUI thread), and point at the card."""
        action = hint.action
        self.last_hint = action
        self.show_toast(f"{tr('Hint')}: {hint.reason}", error=False, ms=9000)
        if isinstance(action, Play):
            self._focus = action.card
            self.scene.set_focus_card(action.card)

    def show_bid_analysis(self) -> BidAnalysisDialog | None:
        if self.controller.human_to_act() is None:
            return None
        dialog = BidAnalysisDialog(self, self.controller.table_view(), self.controller.thinker)
        dialog.show()
        self.bid_analysis = dialog
        return dialog

    def show_score_sheet(self) -> ScoreSheetDialog | None:
        if self.controller.match is None:
            return None
        dialog = ScoreSheetDialog(self, self.controller.state, self.names(), self.review_hand)
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
        c = self.controller
        if c.match is None:
            return
        state = c.state
        v = c.table_view()
        mode = c.mode
        picture = picture_of(v, show_last_trick=mode is Mode.TRICK_SHOWN, show_meld=mode is Mode.MELD_SHOWN,
                             revealed=state.hands if self.face_up else None)
        self.scene.show_picture(picture, v.seat, (id(c.match), state.hand_number), self.duration,
                                rebuild=self._rebuild)
        self._rebuild = False
        names = self.names()
        self._update_plates(names)
        self._update_meld_captions(names)
        human = c.human_to_act()
        playable = legal_play_cards(v) if human is not None and state.phase is Phase.TRICKS else None
        if playable is not None and playable.bit_count() == 1 and self.settings.preferences.auto_play_single \
                and ThrowIn() not in c.human_options():
            only, taken = playable.bit_length() - 1, len(c.match.actions)
            QTimer.singleShot(max(150, self.duration), lambda: self._play_forced(taken, only))
        self.scene.set_playable(playable)
        if state.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER) or human is None:
            self._selected.clear()
            self._confirm_card = None
        self.scene.set_selected(self._selected if self._confirm_card is None else {self._confirm_card})
        self._keep_focus_valid()
        self.scoreboard.update_from(state, names)
        self._update_panel(names)
        self._update_last_trick_caption(names)
        self._update_undo()
        self._update_hint()
        if mode is Mode.PRIVACY:
            seat = state.to_act or 0
            self.privacy.show_for(tr("{name} to play").format(name=names[seat]),
                                  tr("Everybody else, please look away."), tr("I am {name}: show my cards")
                                  .format(name=names[seat]))
        else:
            self.privacy.hide()

    def _update_plates(self, names: tuple[str, ...]) -> None:
        c = self.controller
        state = c.state
        last_call: dict[int, str] = {}
        for seat, call in state.auction:
            last_call[seat] = call_text(call)
        for seat in state.rules.seating.seats:
            status = ""
            if state.phase is Phase.AUCTION:
                status = last_call.get(seat, "")
            elif state.bidder == seat:
                status = tr("Bid {bid}").format(bid=state.high_bid)
            if c.mode is Mode.THINKING and state.to_act == seat:
                status = tr("thinking…")
            self.scene.set_plate(seat, names[seat], status, state.dealer == seat, state.to_act == seat)
            bubble = last_call.get(seat, "") if state.phase is Phase.AUCTION else ""
            self.scene.set_bubble(seat, bubble)

    def _update_meld_captions(self, names: tuple[str, ...]) -> None:
        c = self.controller
        state = c.state
        for seat in state.rules.seating.seats:
            if c.mode is Mode.MELD_SHOWN and state.melds:
                meld = state.melds[seat]
                lines = [(meld_name(m), str(m.points)) for m in meld.melds] or [(tr("no meld"), "0")]
                self.scene.set_meld_caption(seat, tr("{name}: {total}").format(name=names[seat], total=meld.total),
                                            lines, meld.cards.bit_count())
            else:
                self.scene.set_meld_caption(seat, "", [], 0)

    def _update_last_trick_caption(self, names: tuple[str, ...]) -> None:
        state = self.controller.state
        if self.show_last_trick and state.tricks and self.controller.mode is not Mode.HAND_OVER:
            last = state.tricks[-1]
            lines = [(names[last.seat_of(i)], card_name(card)) for i, card in enumerate(last.cards)]
            lines.append((tr("won by {name}").format(name=names[last.winner]), str(last.points)))
            self.scene.set_centre_caption(tr("Last trick"), lines, 300)
        elif self.controller.mode is not Mode.HAND_OVER and self.controller.mode is not Mode.GAME_OVER:
            self.scene.set_centre_caption("", [])

    def _update_panel(self, names: tuple[str, ...]) -> None:
        c = self.controller
        state = c.state
        mode = c.mode
        panel = self.panel
        key = (mode, id(c.match), len(c.match.actions) if c.match else 0, c.viewer)
        if key == self._panel_key:
            return  # the same question is already on screen
        self._panel_key = key
        panel.corner = mode is Mode.MELD_SHOWN
        if mode is Mode.HUMAN_TURN:
            v = c.table_view()
            options = c.human_options()
            if state.phase is Phase.AUCTION:
                fill_auction(panel, v, options, names, c.submit,
                             self.show_bid_analysis if self.settings.preferences.show_hints else None)
            elif state.phase is Phase.TRUMP:
                fill_trump(panel, v, options, c.submit)
            elif state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
                fill_passing(panel, v, len(self._selected), names, self.confirm_pass)
            elif ThrowIn() in options:
                fill_throw_in(panel, v, c.submit)
            else:
                panel.hide()
        elif mode is Mode.MELD_SHOWN and not c.auto_continue:
            text = "\n".join(tr("{side}: {m} meld").format(side=side, m=m)
                              for side, m in zip(side_names(state.rules, names), state.side_meld, strict=True))
            fill_continue(panel, tr("Meld"), text, "continue", tr("Play"), c.continue_)
        elif mode in (Mode.HAND_OVER, Mode.GAME_OVER) and state.results:
            title, lines = result_lines(state.results[-1], names, state.rules)
            if mode is Mode.GAME_OVER:
                text = game_over_text(state, names)
                fill_continue(panel, tr("Game over"), f"{text}\n\n{title}", "new-game", tr("New game"),
                              self.new_game, lines)
            elif not c.auto_continue:
                fill_continue(panel, title, "", "next-hand", tr("Next hand"), c.continue_, lines)
                if state.results[-1].trick_points is not None:
                    row = panel.add_row()
                    panel.add_button(row, "review", tr("Review hand"), lambda: self.review_hand(len(state.results)))
                    panel.finish()
            else:
                self.scene.set_centre_caption(title, lines, 520)  # spectators: no button to press
                panel.hide()
        else:
            panel.hide()
        if mode not in (Mode.HAND_OVER, Mode.GAME_OVER) and not self.show_last_trick:
            self.scene.set_centre_caption("", [])

    def _reposition_overlays(self) -> None:
        if self.panel.isVisible():
            self.panel.reposition()
        if self.privacy.isVisible():
            self.privacy.setGeometry(self.centralWidget().rect())

    def show_toast(self, text: str, error: bool = True, ms: int = 3000) -> None:
        colour = "rgba(120, 20, 20, 220)" if error else "rgba(20, 50, 90, 225)"
        self.toast.setStyleSheet(f"background: {colour}; color: white; font-size: 16px;"
                                 " padding: 8px 16px; border-radius: 8px;")
        self.toast.setWordWrap(False)
        self.toast.setText(text)
        self.toast.adjustSize()
        self.toast.move((self.view.width() - self.toast.width()) // 2, 16)
        self.toast.show()
        self.toast.raise_()
        self._toast_timer.start(ms)

    def _remember_four_colour(self, on: bool) -> None:
        prefs = dataclasses.replace(self.settings.preferences, four_colour=on)
        self.settings = dataclasses.replace(self.settings, preferences=prefs)

    def _toggle_last_trick(self, on: bool) -> None:
        self.show_last_trick = on
        self.refresh()

    def _on_hand_finished(self, result: object) -> None:
        self._hands_shown += 1
        QTimer.singleShot(0, lambda n=self._hands_shown: self.hand_shown.emit(n))

    # ------------------------------------------------------------ the person's input
    def on_card_clicked(self, card: int) -> None:
        c = self.controller
        if c.human_to_act() is None:
            return
        phase = c.state.phase
        if phase is Phase.TRICKS:
            if self.settings.preferences.confirm_play and self._confirm_card != card:
                self._confirm_card = card  # first click lifts the card; a second click plays it
                self.scene.set_selected({card})
                self.show_toast(tr("Click the card again to play it."), error=False)
                return
            self._confirm_card = None
            c.submit(Play(card))
        elif phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
            if card in self._selected:
                self._selected.discard(card)
            elif len(self._selected) < c.state.rules.cards_passed:
                self._selected.add(card)
            else:
                self.show_toast(tr("You have chosen %n card(s) already: click one to put it back.", None,
                                   c.state.rules.cards_passed))
            self.scene.set_selected(self._selected)
            fill_passing(self.panel, c.table_view(), len(self._selected), self.names(), self.confirm_pass)

    def _play_forced(self, actions: int, card: int) -> None:
        """Play a person's only legal card by itself (a preference), if nothing changed meanwhile."""
        c = self.controller
        if c.match is not None and len(c.match.actions) == actions and c.human_to_act() is not None:
            c.submit(Play(card))

    def confirm_pass(self) -> None:
        if self.controller.submit(PassCards(tuple(sorted(self._selected)))):
            self._selected.clear()

    def submit(self, action: Action) -> bool:
        return self.controller.submit(action)

    def _focusable(self) -> list[int]:
        c = self.controller
        if c.human_to_act() is None:
            return []
        hand = self.scene.viewer_hand()
        if c.state.phase is Phase.TRICKS:
            playable = legal_play_cards(c.table_view())
            return [card for card in hand if playable >> card & 1]
        if c.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
            return hand
        return []

    def _keep_focus_valid(self) -> None:
        cards = self._focusable()
        if self._focus not in cards:
            self._focus = None
        self.scene.set_focus_card(self._focus)

    def on_key(self, key: int) -> None:
        cards = self._focusable()
        if not cards:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.panel.isVisible():
                for name in ("continue", "next-hand", "bid", "pass-cards"):
                    button = self.panel.buttons.get(name)
                    if button is not None and button.isEnabled():
                        button.click()
                        return
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if self._focus is None:
                self._focus = cards[0] if key == Qt.Key.Key_Right else cards[-1]
            else:
                i = cards.index(self._focus) + (1 if key == Qt.Key.Key_Right else -1)
                self._focus = cards[max(0, min(len(cards) - 1, i))]
            self.scene.set_focus_card(self._focus)
        elif self._focus is not None:
            if self.controller.state.phase is Phase.TRICKS or key == Qt.Key.Key_Space:
                self.on_card_clicked(self._focus)
            elif len(self._selected) == self.controller.state.rules.cards_passed:
                self.confirm_pass()

    # ------------------------------------------------------------ window state
    def restore_geometry(self, data: str | None) -> None:
        if data:
            self.restoreGeometry(QByteArray.fromBase64(data.encode("ascii")))

    def saved_geometry(self) -> str:
        return bytes(self.saveGeometry().toBase64().data()).decode("ascii")

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings = dataclasses.replace(self.settings, window_geometry=self.saved_geometry())
        try:
            save_settings(self.settings)
        except SaveError as exc:  # the game is over anyway: say so, but close
            print(f"pinochle: {exc}", file=sys.stderr)
        self.controller.shutdown()
        self.files.release()
        super().closeEvent(event)


__all__ = ["MainWindow"]
