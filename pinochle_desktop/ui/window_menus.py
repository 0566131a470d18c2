"""The main window's menus and the state of their actions: Game, View, Tools, Settings and Help, which of
Undo, Redo and Hint may be used now, and the View menu's switches (last trick, mute, four colours).

A part of ``MainWindow`` (a mixin): the window builds its menus with ``_build_menus`` and the actions call
the window's commands."""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from .network import menu as network_menu
from .table.controller import Mode
from .texts import tr


class WindowMenus:
    """The menus and their actions' state (part of ``MainWindow``)."""

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

    def _toggle_last_trick(self, on: bool) -> None:
        if self.input.say_last_trick(on):  # during a trick (or before the first): said, not shown
            return
        self.show_last_trick = on
        self.refresh()

    def _mute(self, muted: bool) -> None:
        """M: the sounds off or on again (the same switch as in Preferences, remembered)."""
        if muted == (not self.settings.preferences.sound_effects):
            return
        prefs = dataclasses.replace(self.settings.preferences, sound_effects=not muted)
        self.settings = dataclasses.replace(self.settings, preferences=prefs)
        self._apply_sound()
        self._save_settings()

    def _remember_four_colour(self, on: bool) -> None:
        prefs = dataclasses.replace(self.settings.preferences, four_colour=on)
        self.settings = dataclasses.replace(self.settings, preferences=prefs)


__all__ = ["WindowMenus"]
