"""The main window's settings: the new-game dialog and the rules it deals with, the preferences and their
effect on the table (animation speed, card style, hints, sound), kept on disk.

A part of ``MainWindow`` (a mixin)."""

from __future__ import annotations

import dataclasses

from ..engine.rules import Rules, RulesError, preset
from ..persistence.atomic import SaveError
from ..persistence.settings import Preferences, save_settings
from .closing import Latest, free_when_closed
from .dialogs.new_game_dialog import NewGameDialog, NewGameQuestion
from .dialogs.preferences_dialog import PreferencesDialog
from .table.controller import Mode
from .table.table_scene import TableScene
from .texts import file_text

ANIMATION_MS = {"instant": 0, "fast": 180, "normal": 350, "slow": 700}
PACE_MS = {"instant": 150, "fast": 350, "normal": 650, "slow": 1100}


class WindowSettings:
    """The new-game dialog, the preferences and the rules dealt with (part of ``MainWindow``)."""

    # The dialogs last opened (for tests and tools); each is freed when it closes, and then reads None.
    new_game_dialog = Latest()
    preferences_dialog = Latest()

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


__all__ = ["WindowSettings", "ANIMATION_MS", "PACE_MS"]
