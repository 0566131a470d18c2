"""Questions before what costs a hand or a game: concede, throw in, quit a hot-seat game.  Each names what is
lost, Enter means No, "Don't ask again" turns it off in Preferences (and the Preferences dialog turns it on
again), and Undo still takes a concession back.  Also L during a trick and the Preferences shortcut."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.actions import Bid, NameTrump, Pass, TakeWidow, ThrowIn
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.scoring import Outcome
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence.settings import load_settings
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.controller import GameController, Mode, Seat

from .table_driver import click_button, make_window, wait_for
from .test_files import play_until

PAUSES = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER)
SOLO = (Seat("You", True), Seat("West", False, "easy"), Seat("East", False, "easy"))


def at_the_bury(qtbot, seed: int = 11) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    """Three players: the person has won the bid, taken the widow and named trump."""
    window, c = make_window(qtbot)
    window.new_game(preset("three-handed"), seats=SOLO, seed=seed)
    for _ in range(100):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.BURY:
            return window, c
        if c.mode is not Mode.HUMAN_TURN:
            c.continue_()
            continue
        options = c.human_options()
        bids = [a for a in options if isinstance(a, Bid)]
        if bids:
            c.submit(bids[0])
        elif TakeWidow() in options:
            c.submit(TakeWidow())
        elif any(isinstance(a, NameTrump) for a in options):
            c.submit(next(a for a in options if isinstance(a, NameTrump)))
        else:
            c.submit(Pass() if Pass() in options else options[0])
    raise AssertionError("the person never buried")


def enter_on_question(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    box = window.safe.asker.box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    QTest.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.safe.asker.box is None)
    qtbot.wait(20)


def test_concede_asks_naming_the_cost_enter_is_no_and_undo_takes_it_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = at_the_bury(qtbot)
    bid = c.state.high_bid
    actions = len(c.match.actions)
    click_button(window, "concede")
    question = window.safe.asker.pending
    assert question is not None and question.text == f"Concede and lose {bid}?"
    assert f"Conceding loses {bid}" in question.detail and "Undo" in question.detail
    box = window.safe.asker.box
    assert box.text() == f"Concede and lose {bid}?" and box.defaultButton().text() == "Keep playing"
    enter_on_question(qtbot, window)  # Enter means No
    assert len(c.match.actions) == actions and c.state.phase is Phase.BURY

    click_button(window, "concede")
    window.safe.asker.answer(yes=True)
    wait_for(qtbot, c, Mode.HAND_OVER, Mode.GAME_OVER)
    assert c.state.results[-1].score.outcome is Outcome.THROWN_IN
    window.act_undo.trigger()  # Undo still reverses it
    wait_for(qtbot, c, Mode.HUMAN_TURN)
    assert c.state.phase is Phase.BURY and len(c.match.actions) == actions


def test_dont_ask_again_is_kept_in_preferences_and_the_dialog_turns_it_back_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = at_the_bury(qtbot)
    click_button(window, "concede")
    window.safe.asker.answer(yes=True, dont_ask=True)
    wait_for(qtbot, c, Mode.HAND_OVER, Mode.GAME_OVER)
    assert window.settings.preferences.ask_concede is False
    assert load_settings()[0].preferences.ask_concede is False  # on disk: the next start remembers it
    window.act_undo.trigger()
    wait_for(qtbot, c, Mode.HUMAN_TURN)
    click_button(window, "concede")  # now at once, no question
    assert window.safe.asker.pending is None
    wait_for(qtbot, c, Mode.HAND_OVER, Mode.GAME_OVER)

    dialog = window.open_preferences()
    box = dialog.ask_boxes["concede"]
    assert not box.isChecked() and dialog.ask_boxes["new_game"].isChecked()
    box.setChecked(True)
    dialog.accept()
    assert window.settings.preferences.ask_concede is True
    assert load_settings()[0].preferences.ask_concede is True


def test_throw_in_asks_naming_the_bid(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.engine.match import first_dealer

    seed = next(s for s in range(100) if first_dealer(s) == 3)  # East deals: South bids first
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=seed)
    wait_for(qtbot, c, *PAUSES)
    c.submit(Bid(1000))
    while not (c.mode is Mode.HUMAN_TURN and ThrowIn() in c.human_options()):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is Mode.HUMAN_TURN and ThrowIn() not in c.human_options():
            c.submit(c.human_options()[0])
        elif c.mode is not Mode.HUMAN_TURN:
            c.continue_()
    qtbot.wait(20)
    assert QApplication.focusWidget() is window.view  # the keyboard is on the cards, not on Throw in
    click_button(window, "throw-in")
    assert window.safe.asker.pending.text == "Throw in and lose 1000?"
    enter_on_question(qtbot, window)
    assert ThrowIn() in c.human_options()  # not thrown in


class ClickedClose(QCloseEvent):
    """The close event of the title bar's × (the window system's, so "spontaneous"; a close from code is not)."""

    def spontaneous(self) -> bool:  # type: ignore[override]
        return True


def test_quitting_a_hot_seat_game_asks_first(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seats=(Seat("Ann", True), Seat("West", False), Seat("Bo", True),
                                                  Seat("East", False)), seed=2)
    wait_for(qtbot, c, Mode.PRIVACY, *PAUSES)
    window.act_quit.trigger()
    assert window.safe.asker.pending is not None and window.safe.asker.pending.key == "quit_hot_seat"
    enter_on_question(qtbot, window)  # No: the window stays
    assert window.isVisible()
    closing = ClickedClose()  # the window's own close button (×) asks the same question
    window.closeEvent(closing)
    assert not closing.isAccepted()
    assert window.safe.asker.pending is not None and window.safe.asker.pending.key == "quit_hot_seat"
    enter_on_question(qtbot, window)
    assert window.isVisible() and c.state.phase is not Phase.DEAL
    window.act_quit.trigger()
    window.safe.asker.answer(yes=True)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_l_during_a_trick_says_the_last_trick(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=17)
    play_until(qtbot, c, lambda: c.state.phase is Phase.TRICKS and c.mode is Mode.HUMAN_TURN)
    assert not c.state.tricks
    window.act_last_trick.trigger()
    assert window.toast.text() == "No trick has been taken yet in this hand."
    assert not window.act_last_trick.isChecked()
    play_until(qtbot, c, lambda: bool(c.state.tricks and c.state.trick) and c.mode is Mode.HUMAN_TURN)
    last = c.state.tricks[-1]
    window.act_last_trick.trigger()
    assert window.toast.text().startswith(f"Last trick: {window.names()[last.winner]} took {last.points} with ")


def test_preferences_has_the_platform_shortcut_shown_in_the_menu(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _c = make_window(qtbot)
    keys = window.act_preferences.shortcuts()
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert keys == (platform or [QKeySequence("Ctrl+,")])
    assert window.act_preferences.shortcut().toString() != ""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    key = keys[0][0]
    QTest.keyClick(window, key.key(), key.keyboardModifiers())
    qtbot.waitUntil(lambda: window.preferences_dialog is not None)
    window.preferences_dialog.reject()


def test_the_rules_help_writes_out_the_keyboard_model(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QTextBrowser

    window, _c = make_window(qtbot)
    window.new_game(preset("three-handed"), seed=3)
    dialog = window.show_rules_help()
    text = dialog.findChild(QTextBrowser).toPlainText()
    assert "Keyboard" in text and "F6 jumps between the cards and the panel" in text
    assert "Enter is always safe: a panel's main button is never Concede or Throw in." in text
    assert "Ctrl+,: Preferences" in text or "⌘,: Preferences" in text
    dialog.close()
