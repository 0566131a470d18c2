"""The new-game and preferences dialogs: customised rules reach the engine, impossible rules are explained,
rule sets are saved by name, seats and preferences come back as chosen, and a bad settings file gives a notice.
"""

from __future__ import annotations

import dataclasses
import os

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QDialog, QListWidget, QMessageBox, QWidget

from pinochle_desktop.engine.actions import Play
from pinochle_desktop.engine.cards import Deck
from pinochle_desktop.engine.rules import PRESETS, MeldTable, PlayRules, Rules, RulesError
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.engine.tricks import legal_play_mask
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.settings import (
    AnimationSpeed,
    Preferences,
    SeatConfig,
    Settings,
    load_settings,
    save_settings,
)
from pinochle_desktop.ui.dialogs.new_game_dialog import NewGameDialog, NewGameQuestion
from pinochle_desktop.ui.dialogs.preferences_dialog import PreferencesDialog, settings_notice_box
from pinochle_desktop.ui.dialogs.rule_set_list import NAME_ROLE
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController, Mode


# ---------------------------------------------------------------- helpers
def open_dialog(qtbot, dialog: QWidget) -> QWidget:  # type: ignore[no-untyped-def]
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(widget: QWidget) -> None:
    """Click a button; a check box on its box (its middle may be empty space right of the text)."""
    point = QPoint(8, widget.height() // 2) if isinstance(widget, QCheckBox) else widget.rect().center()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def click_rule_set(dialog: NewGameDialog, name: str) -> None:
    """Click the rule set ``name`` (a preset's id or a saved set's name) in the list, where it is drawn."""
    items = [dialog.rule_list.item(i) for i in range(dialog.rule_list.count())
             if dialog.rule_list.item(i).data(NAME_ROLE) == name]
    assert items, f"{name} is not in the list"
    dialog.rule_list.scrollToItem(items[0])
    point = dialog.rule_list.visualItemRect(items[0]).center()
    QTest.mouseClick(dialog.rule_list.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert dialog.rule_list.currentItem() is items[0]


def choose(combo, value: object) -> None:  # type: ignore[no-untyped-def]
    index = combo.findData(value)
    assert index >= 0, f"{value!r} is not a choice"
    combo.setCurrentIndex(index)


def list_names(rule_list: QListWidget) -> list[str]:
    """What the list shows: titles of presets, names of saved rule sets, the header."""
    return [rule_list.item(i).text() for i in range(rule_list.count())]


def shot(widget: QWidget, folder: str, name: str) -> str:
    path = os.path.join(folder, f"{name}.png")
    assert widget.grab().save(path)
    image = QImage(path)
    assert image.width() > 200 and image.height() > 100
    return path


def play_to_the_end(qtbot, controller: GameController) -> None:  # type: ignore[no-untyped-def]
    """Let the computers play; acknowledge meld and hand results as a person would."""
    while controller.mode is not Mode.GAME_OVER:
        qtbot.waitUntil(lambda: controller.mode in (Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER), timeout=60_000)
        if controller.mode is not Mode.GAME_OVER:
            controller.continue_()


# ---------------------------------------------------------------- new game: rules reach the engine
def test_customised_rules_are_the_rules_the_engine_plays(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion()))
    assert dialog.current_rules() == PRESETS["single-deck"]
    click_rule_set(dialog, "single-deck-passing")
    editor = dialog.editor
    assert editor.cards_passed.value() == 4 and editor.min_bid.value() == 250

    editor.cards_passed.setValue(0)
    # Cards passed is an option of this preset: its minimum bid follows, and it is still the preset.
    assert editor.min_bid.value() == 150
    assert dialog.current_rules() == PRESETS["single-deck-passing"].with_cards_passed(0)
    assert not editor.pass_before_trump.isEnabled()

    choose(editor.play_rules, PlayRules.MODERN)
    editor.target.setValue(500)
    assert "changed" in dialog.based_on.text() and "game target" in dialog.based_on.text()
    for combo in dialog.seats_editor.kind_combos:
        choose(combo, False)  # every seat a computer: the test watches a whole game
    for combo in dialog.seats_editor.level_combos:
        choose(combo, "easy")
    assert dialog.ok_button.isEnabled()
    click(dialog.ok_button)
    assert dialog.result() == QDialog.DialogCode.Accepted

    answer = dialog.answer()
    rules = answer.rules
    assert rules.name == "single-deck-passing (customised)"
    assert (rules.play_rules, rules.target, rules.cards_passed, rules.min_bid) == (PlayRules.MODERN, 500, 0, 150)
    assert dataclasses.replace(rules, name="x") == dataclasses.replace(
        PRESETS["single-deck-passing"].with_cards_passed(0), name="x", play_rules=PlayRules.MODERN, target=500)
    assert all(not seat.human and seat.level == "easy" for seat in answer.seats)

    CardItem.LIFT_DURATION_MS = 0
    controller = GameController(pace_ms=0)
    window = MainWindow(controller, animation="instant")
    qtbot.addWidget(window)
    window.show()
    window.new_game(answer.rules, answer.seats, seed=3)
    play_to_the_end(qtbot, controller)

    match = controller.match
    assert match is not None and match.rules is rules and controller.state.rules is rules
    phases = {state.phase for state in match.states}
    assert Phase.PASS_TO_PARTNER not in phases and Phase.PASS_TO_BIDDER not in phases  # no cards passed
    assert all(result.bid >= 150 for result in controller.state.results)
    # Modern play: some card was played that classic rules forbid (not beating, or not trumping).
    classic = dataclasses.replace(rules, play_rules=PlayRules.CLASSIC)
    forbidden_in_classic = [
        action for state, action in zip(match.states, match.actions)
        if isinstance(action, Play) and state.phase is Phase.TRICKS
        and not legal_play_mask(classic, state.hands[state.to_act], state.trick, state.trump) >> action.card & 1
    ]
    assert forbidden_in_classic
    # The game went to 500, and ended with the first hand that took a team there.
    results = controller.state.results
    assert max(results[-1].totals) >= 500
    assert all(max(result.totals) < 500 for result in results[:-1])
    assert controller.state.winner is not None and results[-1].totals[controller.state.winner] >= 500
    controller.shutdown()


def test_the_dialog_opens_on_the_rules_last_played_with_their_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    last = dataclasses.replace(PRESETS["double-deck"], name="double-deck (customised)", target=700)
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion(rules=last)))
    assert dialog.rule_list.currentItem().data(NAME_ROLE) == "double-deck"
    assert dialog.rule_list.currentItem().text() == "Double deck"  # the preset's title, not its id
    assert dialog.editor.target.value() == 700
    assert "<b>Double deck</b>, changed: game target" in dialog.based_on.text()
    assert dialog.answer().rules == last
    click(dialog.reset_button)
    assert dialog.answer().rules == PRESETS["double-deck"]


@pytest.mark.parametrize("in_progress", [True, False])
def test_the_dialog_says_when_a_game_is_in_progress(qtbot, in_progress: bool) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion(game_in_progress=in_progress)))
    assert dialog.note.isVisible() is in_progress
    assert "cannot change during a game" in dialog.note.text()


# ---------------------------------------------------------------- impossible combinations
def test_an_impossible_combination_is_explained_in_place_and_blocks_ok(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion()))
    editor = dialog.editor
    problem = editor.error_labels["meld_table"]
    assert not problem.isVisible() and dialog.ok_button.isEnabled()

    choose(editor.deck, Deck.DOUBLE)  # the single-deck meld table stays: the engine cannot play that
    assert not dialog.ok_button.isEnabled() and not dialog.save_button.isEnabled()
    assert problem.isVisible() and "double deck needs a double-deck meld table" in problem.text()
    assert "see the 1 problem shown in red" in dialog.problem_summary.text()
    with pytest.raises(RulesError):
        dialog.answer()

    choose(editor.meld_table, MeldTable.PAGAT)
    assert dialog.ok_button.isEnabled() and not problem.isVisible() and dialog.problem_summary.text() == ""
    assert dialog.answer().rules.meld_table is MeldTable.PAGAT

    editor.bid_cap.check.setChecked(True)
    editor.bid_cap.spin.setValue(200)  # below the minimum bid of 250
    assert not dialog.ok_button.isEnabled()
    assert "cap is below the minimum bid" in editor.error_labels["bid_cap"].text()
    editor.bid_cap.spin.setValue(300)
    assert dialog.ok_button.isEnabled() and not editor.error_labels["bid_cap"].isVisible()

    click(editor.bid_steps.add_button)
    click(editor.bid_steps.add_button)
    second, third = editor.bid_steps.rows[1][0], editor.bid_steps.rows[2][0]
    assert second is not None and third is not None
    third.setValue(second.value() - 10)
    assert not dialog.ok_button.isEnabled()
    assert "start above the one before" in editor.error_labels["bid_steps"].text()
    remove = editor.bid_steps.rows[2][2]
    assert remove is not None
    click(remove)
    assert dialog.ok_button.isEnabled() and len(editor.bid_steps.steps()) == 2

    editor.board_set.setChecked(True)
    editor.min_meld.setValue(0)
    assert not dialog.ok_button.isEnabled()
    assert "board set needs a minimum meld" in editor.error_labels["board_set"].text()
    editor.min_meld.setValue(20)
    assert dialog.ok_button.isEnabled()


def test_a_high_minimum_bid_is_capped_only_by_a_bid_cap(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion(rules=PRESETS["double-deck-meld20"])))
    dialog.editor.min_bid.setValue(600)  # no cap: a ladder from 600 is a ladder like any other
    assert dialog.ok_button.isEnabled() and dialog.answer().rules.ladder()[0] == 600
    dialog.editor.bid_cap.check.setChecked(True)
    dialog.editor.bid_cap.spin.setValue(500)
    assert not dialog.ok_button.isEnabled()
    assert "cap is below the minimum bid" in dialog.editor.error_labels["bid_cap"].text()


def test_the_editor_refuses_rules_whose_games_could_not_be_saved_or_could_never_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    # The fuzzer's rule set: minimum bid 1, step 1, huge counter and last-trick values, no cap.
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion(rules=PRESETS["single-deck"])))
    editor = dialog.editor
    editor.min_bid.setValue(1)
    editor.bid_steps.set_steps(((0, 1),))
    editor.counter_value.setValue(1000)
    editor.last_trick_bonus.setValue(10_000)
    assert not dialog.ok_button.isEnabled()
    assert "The bid ladder would have over 5000 bids" in editor.error_labels["bid_steps"].text()
    editor.bid_cap.check.setChecked(True)
    editor.bid_cap.spin.setValue(1000)  # a cap ends the ladder: a game like any other
    assert dialog.ok_button.isEnabled()
    # Nobody can ever score: every hand a board set, and no team can meld the minimum.
    editor.set_rules(PRESETS["double-deck"])
    editor.board_set.setChecked(True)
    editor.lose_at.check.setChecked(False)
    editor.min_meld.setValue(50_000)
    assert not dialog.ok_button.isEnabled()
    assert "Nobody could ever score, so the game could never end" in editor.error_labels["min_meld"].text()


# ---------------------------------------------------------------- saved rule sets
def test_a_rule_set_saved_by_name_appears_in_the_list(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion()))
    saved: list[dict[str, Rules]] = []
    dialog.custom_rules_changed.connect(saved.append)
    dialog.editor.target.setValue(1000)

    QTest.keyClicks(dialog.save_name, "Single-Deck")  # a preset's name, in other letters
    click(dialog.save_button)
    assert dialog.save_message.isVisible() and "name of a preset" in dialog.save_message.text()
    assert "Single-Deck" not in list_names(dialog.rule_list) and not saved

    dialog.save_name.clear()
    QTest.keyClicks(dialog.save_name, "Club night")
    QTest.keyClick(dialog.save_name, Qt.Key.Key_Return)  # saves; does not start the game
    assert dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected
    assert "Saved as “Club night”" in dialog.save_message.text()
    assert list_names(dialog.rule_list)[-2:] == ["Your rule sets", "Club night"]
    assert dialog.rule_list.currentItem().text() == "Club night"
    assert dialog.delete_button.isEnabled()
    answer = dialog.answer()
    assert answer.rules.name == "Club night" and answer.rules.target == 1000
    assert answer.custom_rules == {"Club night": answer.rules} and saved == [answer.custom_rules]

    # Another preset, then back to the saved set: it is there as saved.
    click_rule_set(dialog, "double-deck")
    assert dialog.editor.target.value() == 500
    click_rule_set(dialog, "Club night")
    assert dialog.answer().rules == answer.rules

    # Kept in the settings file, and offered again next time.
    settings = answer.apply_to(Settings())
    save_settings(settings, tmp_path / "settings.json")
    loaded, notice = load_settings(tmp_path / "settings.json")
    assert notice is None
    again = NewGameQuestion.from_settings(loaded, game_in_progress=True)
    assert again.custom_rules == {"Club night": answer.rules} and again.rules == answer.rules
    dialog2 = open_dialog(qtbot, NewGameDialog(again))
    assert dialog2.rule_list.currentItem().text() == "Club night"
    click(dialog2.delete_button)
    assert "Club night" not in list_names(dialog2.rule_list) and dialog2.answer().custom_rules == {}


# ---------------------------------------------------------------- seats
def test_the_seats_come_back_as_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion()))
    seats = dialog.seats_editor
    assert "You & North" in seats.partnership.text() and "West & East" in seats.partnership.text()
    assert not seats.level_combos[0].isEnabled()  # South is a person: no level

    seats.name_edits[0].clear()
    QTest.keyClicks(seats.name_edits[0], "Ada")
    choose(seats.kind_combos[2], True)  # North becomes a second person: hot seat
    seats.name_edits[2].setText("Grace")
    choose(seats.level_combos[1], "expert")
    choose(seats.level_combos[3], "random")
    seats.name_edits[3].clear()  # a blank name falls back to the seat
    assert "Ada & Grace" in seats.partnership.text()
    assert seats.note.isVisible() and "Hot seat" in seats.note.text()
    assert not seats.level_combos[2].isEnabled() and seats.level_combos[1].isEnabled()

    click(dialog.ok_button)
    assert dialog.answer().seats == (
        SeatConfig("Ada", human=True, level="medium"),
        SeatConfig("West", human=False, level="expert"),
        SeatConfig("Grace", human=True, level="medium"),
        SeatConfig("East", human=False, level="random"),
    )


# ---------------------------------------------------------------- preferences
def test_preferences_come_back_as_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    start = Preferences(animation_speed=AnimationSpeed.SLOW, card_back="green", language="de", show_hints=False,
                        auto_play_single=False)
    dialog = open_dialog(qtbot, PreferencesDialog(start))
    assert dialog.answer() == start
    assert dialog.sound.isChecked() and dialog.volume.value() == 60 and dialog.turn_cue.isChecked()
    assert "S key" in dialog.sound.toolTip()
    assert "started again" in dialog.language_note.text()

    choose(dialog.speed, AnimationSpeed.INSTANT)
    click(dialog.four_colour)
    click(dialog.back_buttons["red"])
    click(dialog.confirm_play)
    click(dialog.auto_play_single)
    click(dialog.show_hints)
    choose(dialog.language, "fr")
    click(dialog.turn_cue)
    dialog.volume.setFocus()
    QTest.keyClick(dialog.volume, Qt.Key.Key_PageDown)  # ten less
    assert dialog.volume_label.text() == "50 %"
    click(dialog.sound)  # off: volume and cue wait, greyed, for it to be on again
    assert not dialog.volume.isEnabled() and not dialog.turn_cue.isEnabled()
    click(dialog.ok_button)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.answer() == Preferences(
        animation_speed=AnimationSpeed.INSTANT, four_colour=True, card_back="red", confirm_play=True,
        auto_play_single=True, show_hints=True, language="fr", sound_effects=False, sound_volume=50,
        turn_cue=False)

    click(dialog.defaults_button)
    assert dialog.answer() == Preferences()


def test_preferences_keep_what_this_build_does_not_offer(qtbot) -> None:  # type: ignore[no-untyped-def]
    odd = Preferences(language="it", card_back="purple")
    dialog = open_dialog(qtbot, PreferencesDialog(odd))
    answer = dialog.answer()
    assert answer.language == "it"  # kept, not silently changed
    assert answer.card_back == "blue"  # a back that cannot be drawn shows (and becomes) the default


# ---------------------------------------------------------------- a bad settings file
def test_a_corrupt_settings_file_gives_defaults_and_a_notice(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    target = paths.settings_file()
    save_settings(dataclasses.replace(Settings(), preferences=Preferences(four_colour=True)))
    target.write_bytes(b'{"format": "pinochle-settings", "version": 1, "preferences": {"four_')  # cut off
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and "not valid JSON" in notice and str(target) in notice
    kept = [p for p in target.parent.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(kept) == 1 and kept[0].name in notice and not target.exists()
    assert kept[0].read_bytes().endswith(b'"four_')

    box = settings_notice_box(None, notice)
    qtbot.addWidget(box)
    assert box.icon() is QMessageBox.Icon.Warning and box.informativeText() == notice
    box.show()
    qtbot.waitExposed(box)
    shot(box, screenshot_dir, "settings-notice")

    save_settings(settings)  # the next save writes a new file and leaves the kept one alone
    assert target.exists() and kept[0].read_bytes().endswith(b'"four_')


# ---------------------------------------------------------------- screenshots
def test_screenshots_of_both_dialogs(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    custom = {"Club night": dataclasses.replace(PRESETS["single-deck"], name="Club night", target=1000,
                                                cards_passed=0)}
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion(custom_rules=custom, game_in_progress=True)))
    shot(dialog, screenshot_dir, "new-game")
    choose(dialog.editor.deck, Deck.DOUBLE)
    dialog.editor.target.setValue(500)
    assert dialog.editor.error_labels["meld_table"].isVisible()
    shot(dialog, screenshot_dir, "new-game-problem")
    prefs = open_dialog(qtbot, PreferencesDialog(Preferences(card_back="red", four_colour=True)))
    shot(prefs, screenshot_dir, "preferences")
