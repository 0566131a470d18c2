"""The keyboard model of the table, played by keys alone (QTest key events to whatever has the keyboard, no
mouse) at two, three and four players: in every phase the keyboard lands where the model says, Enter never
concedes or throws in, Hint (H) puts the keyboard on what it recommends so that Enter does it, and Enter
passes or buries a complete choice.

The model (also in the rules help, F1, and the README): the panel's default button has the keyboard for a
question the panel asks (bid, trump, widow, meld, Play, Next hand, New game); the cards have it when cards
are chosen (play, lead or concede, pass, bury); Tab and F6 go between the cards and the panel.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from pinochle_desktop.ai.evaluate import best_trump
from pinochle_desktop.engine.actions import Action, Bury, NameTrump, PassCards, Play, ThrowIn
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.controller import GameController, Mode, Seat, only_the_draw
from pinochle_desktop.ui.table.person_input import copies_in_hand

from .table_driver import make_window, wait_for

PAUSES = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER)
CARD_PHASES = (Phase.TRICKS, Phase.STOCK, Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER, Phase.BURY)


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard"
    return widget


def press(key: Qt.Key) -> None:
    QTest.keyClick(focus(), key)


def eventually(condition: Callable[[], bool], seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        QTest.qWait(10)
    return condition()


def panel_text(window: MainWindow) -> str:
    return " ".join(label.text() for label in window.panel.findChildren(QLabel) if label.isVisible())


def expected_focus(window: MainWindow, c: GameController) -> QWidget | None:
    """Where the model puts the keyboard now."""
    b = window.panel.buttons
    if c.mode is Mode.MELD_SHOWN:
        return b.get("continue")
    if c.mode is Mode.HAND_OVER:
        return b.get("next-hand")
    if c.mode is Mode.GAME_OVER:
        return b.get("new-game")
    phase = c.state.phase
    if phase in CARD_PHASES:
        return window.view
    if phase is Phase.AUCTION:
        return b.get("bid") or window.panel.default_control()
    if phase is Phase.WIDOW:
        return b.get("take-widow")
    if phase is Phase.MELD:
        return b.get("meld-0") or window.panel.default_control()
    if phase is Phase.TRUMP:  # the suit the hand is best in (its meld and trick strength), not the first allowed
        allowed = tuple(a.suit for a in c.human_options() if isinstance(a, NameTrump))
        best = best_trump(c.state.hands[c.state.to_act], c.state.rules, allowed)
        return b[f"trump-{best.name.lower()}"]
    return window.panel.default_control()


def same(taken: Action, hinted: Action) -> bool:
    """The action taken is the hint's (identical cards are the same card: the two copies of a double deck)."""
    if isinstance(hinted, (PassCards, Bury)) and type(taken) is type(hinted):
        return sorted(card >> 2 for card in taken.cards) == sorted(card >> 2 for card in hinted.cards)  # type: ignore[attr-defined]
    if isinstance(hinted, Play) and isinstance(taken, Play):
        return taken.card >> 2 == hinted.card >> 2
    return taken == hinted


def ask_hint(qtbot, window: MainWindow) -> Action:  # type: ignore[no-untyped-def]
    window.last_hint = None
    where = focus()
    press(Qt.Key.Key_H)
    assert eventually(lambda: window.last_hint is not None, 60), (
        f"no hint in {window.controller.state.phase} {window.controller.mode} with the keyboard on {where!r}, "
        f"hint action enabled: {window.act_hint.isEnabled()}")
    assert window.last_hint is not None
    qtbot.wait(10)
    return window.last_hint


def check_hint_focus(window: MainWindow, c: GameController, hint: Action) -> None:
    """The keyboard is on what the hint recommends, marked."""
    if isinstance(hint, Play):
        assert focus() is window.view and window._focus is not None and window._focus >> 2 == hint.card >> 2, (
            hint, window.scene.viewer_hand(), window.input._focusable(), c.mode, c.state.phase)
    elif isinstance(hint, (PassCards, Bury)):
        assert focus() is window.view and len(window._selected) == len(hint.cards)
        verb = "Bury" if isinstance(hint, Bury) else "Pass"
        assert f"{verb} these {len(hint.cards)} with the button or Enter" in panel_text(window)
    else:
        control = focus()
        assert window.panel.isAncestorOf(control), f"the hint {hint} left the keyboard on {control!r}"
        assert control.property("hinted") is True


def play_by_keyboard(qtbot, window: MainWindow, c: GameController, *, hands: int,  # type: ignore[no-untyped-def]
                     needed: set[str], bid_hands: bool = True) -> set[str]:
    """Play ``hands`` hands with the keys alone; on odd hands the person bids on with Enter (to be the
    bidder), otherwise every decision is Hint then Enter.  Returns the situations met."""
    seen: set[str] = set()
    for _ in range(3000):
        wait_for(qtbot, c, *PAUSES, timeout=60000)
        actions = len(c.match.actions)
        if c.mode is not Mode.HUMAN_TURN:
            name = c.mode.name
            wanted = expected_focus(window, c)
            assert eventually(lambda w=wanted: focus() is w), f"{name}: the keyboard is on {focus()!r}, not {wanted!r}"
            seen.add(name)
            if c.mode is Mode.HAND_OVER and len(c.state.results) >= hands:
                return seen
            if c.mode is Mode.GAME_OVER:
                return seen
            mode, hand = c.mode, c.state.hand_number
            press(Qt.Key.Key_Return)
            qtbot.waitUntil(lambda m=mode, h=hand: c.mode is not m or c.state.hand_number != h, timeout=10000)
            continue
        if only_the_draw(c.state):  # two-handed, nothing to meld: the table draws by itself, no key asked for
            assert not c.request_hint(), "a hint offered for the draw the table takes by itself"
            qtbot.waitUntil(lambda a=actions: len(c.match.actions) > a, timeout=10000)
            continue
        phase = c.state.phase
        options = c.human_options()
        conceding = ThrowIn() in options
        name = "LEAD_OR_CONCEDE" if conceding and phase is Phase.TRICKS else phase.name
        seen.add(name)
        wanted = expected_focus(window, c)
        assert eventually(lambda w=wanted: focus() is w), (
            f"{name}: the keyboard is on {focus()!r} {getattr(focus(), 'text', str)()!r}, not {wanted!r}")
        if phase is Phase.MELD and "meld-0" in window.panel.buttons:  # the best meld first, the default
            points = [int(button.text().rsplit(": ", 1)[1]) for key, button in window.panel.buttons.items()
                      if key.startswith("meld-") and key != "meld-selected"]
            assert points[0] == max(points) and window.panel.default_control() is window.panel.buttons["meld-0"]
            seen.add("MELD_CHOICE")
        if conceding:  # Enter first, before any hint: it never concedes or throws in
            press(Qt.Key.Key_Return)
            qtbot.wait(30)
            assert len(c.match.actions) == actions and window.safe.asker.pending is None
            if phase is Phase.TRICKS:  # ← → reach the cards at "Lead, or concede"
                press(Qt.Key.Key_Right)
                assert focus() is window.view and window._focus is not None
        if phase is Phase.AUCTION and bid_hands and c.state.hand_number % 2 == 1 and "bid" in window.panel.buttons:
            press(Qt.Key.Key_Return)  # the default: bid on
            qtbot.waitUntil(lambda a=actions: len(c.match.actions) > a, timeout=10000)
            continue
        hint = ask_hint(qtbot, window)
        check_hint_focus(window, c, hint)
        press(Qt.Key.Key_Return)
        if isinstance(hint, ThrowIn):  # Enter on Concede/Throw in asks; Enter on the question is No
            qtbot.waitUntil(lambda: window.safe.asker.box is not None)
            box = window.safe.asker.box
            QTest.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: window.safe.asker.box is None)
            qtbot.wait(30)
            assert len(c.match.actions) == actions, "Enter on the question conceded"
            seen.add("REFUSED_" + name)
            window.activateWindow()  # (offscreen, the window is not made active again by itself)
            qtbot.waitUntil(window.isActiveWindow)
            assert eventually(lambda: focus() is window.view), f"after No the keyboard is on {focus()!r}"
            if phase is Phase.BURY:  # bury the first cards the rules allow instead, chosen by keys
                bury = next(a for a in c.human_options() if isinstance(a, Bury))
                for card in copies_in_hand(bury.cards, window.scene.viewer_hand()):
                    press(Qt.Key.Key_Home)
                    for _ in range(window.input._focusable().index(card)):
                        press(Qt.Key.Key_Right)
                    press(Qt.Key.Key_Space)
                assert f"Bury these {len(bury.cards)} with the button or Enter; click one" in panel_text(window)
                press(Qt.Key.Key_Return)
                qtbot.waitUntil(lambda a=actions: len(c.match.actions) > a, timeout=10000)
                assert isinstance(c.match.actions[actions], Bury)
                continue
            press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Return)  # lead the first card instead
            qtbot.waitUntil(lambda a=actions: len(c.match.actions) > a, timeout=10000)
            continue
        qtbot.waitUntil(lambda a=actions: len(c.match.actions) > a, timeout=10000)
        taken = c.match.actions[actions]
        assert same(taken, hint), f"{name}: the hint was {hint}, Enter did {taken}"
    raise AssertionError(f"the game did not get through {hands} hands; saw {sorted(seen)}")


@pytest.fixture
def window(qtbot) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    window, controller = make_window(qtbot)
    # a forced card would play itself (a preference): every card here is played by a key
    window.apply_preferences(dataclasses.replace(window.settings.preferences, auto_play_single=False))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window, controller


def test_four_players_by_keyboard_alone(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    w, c = window
    seats = (Seat("You", True), Seat("West", False, "easy"), Seat("North", False, "easy"), Seat("East", False, "easy"))
    w.new_game(preset("single-deck"), seats, seed=3)
    seen = play_by_keyboard(qtbot, w, c, hands=3, needed=set())
    for situation in ("AUCTION", "TRUMP", "TRICKS", "MELD_SHOWN", "HAND_OVER"):
        assert situation in seen, sorted(seen)
    assert {"PASS_TO_BIDDER", "PASS_TO_PARTNER"} & seen, sorted(seen)


def test_three_players_by_keyboard_alone(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    w, c = window
    seats = (Seat("You", True), Seat("West", False, "easy"), Seat("East", False, "easy"))
    w.new_game(preset("three-handed"), seats, seed=11)
    seen = play_by_keyboard(qtbot, w, c, hands=3, needed=set())
    for situation in ("AUCTION", "WIDOW", "TRUMP", "BURY", "LEAD_OR_CONCEDE", "MELD_SHOWN", "HAND_OVER"):
        assert situation in seen, sorted(seen)


def test_two_players_by_keyboard_alone(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    w, c = window
    rules = dataclasses.replace(preset("two-handed"), target=100)  # one hand is the game: Game over too
    w.new_game(rules, (Seat("You", True), Seat("North", False, "easy")), seed=5)
    seen = play_by_keyboard(qtbot, w, c, hands=2, needed=set())
    for situation in ("STOCK", "MELD", "MELD_CHOICE", "TRICKS", "GAME_OVER"):
        assert situation in seen, sorted(seen)


def choose_by_keys(window: MainWindow, cards: tuple[int, ...]) -> None:
    """Home, → to each card, Space to take it (a card taken already is left as it is)."""
    for card in copies_in_hand(cards, window.scene.viewer_hand()):
        if card in window._selected:
            continue
        press(Qt.Key.Key_Home)
        for _ in range(window.input._focusable().index(card)):
            press(Qt.Key.Key_Right)
        press(Qt.Key.Key_Space)


def bid_on_until(qtbot, w: MainWindow, c: GameController, phases: tuple[Phase, ...]) -> None:  # type: ignore[no-untyped-def]
    """Enter on whatever has the keyboard (bid on, Play, Next hand) until the person must choose cards."""
    for _ in range(300):
        wait_for(qtbot, c, *PAUSES, timeout=30000)
        if c.mode is Mode.HUMAN_TURN and c.state.phase in phases:
            return
        assert eventually(lambda: focus() is expected_focus(w, c))
        actions, mode = len(c.match.actions), c.mode
        press(Qt.Key.Key_Return)
        qtbot.waitUntil(lambda a=actions, m=mode: len(c.match.actions) > a or c.mode is not m, timeout=10000)
    raise AssertionError(f"never got to {phases}")


@pytest.mark.parametrize("rules", ["three-handed", "single-deck"])
def test_enter_completes_a_pass_or_a_bury_chosen_by_keys(qtbot, window, rules: str) -> None:  # type: ignore[no-untyped-def]
    w, c = window
    w.new_game(preset(rules), seed=11)
    phases = (Phase.BURY, Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER)
    bid_on_until(qtbot, w, c, phases)
    assert eventually(lambda: focus() is w.view)
    kind = Bury if c.state.phase is Phase.BURY else PassCards
    choice = next(a for a in c.human_options() if isinstance(a, kind))
    verb = "Bury" if kind is Bury else "Pass"
    choose_by_keys(w, choice.cards[:-1])
    assert f"{verb} these" not in panel_text(w)
    actions = len(c.match.actions)
    press(Qt.Key.Key_Return)  # one short: Enter puts the focused card back, it does not pass or bury
    qtbot.wait(20)
    assert len(c.match.actions) == actions and len(w._selected) == len(choice.cards) - 2
    choose_by_keys(w, choice.cards)
    assert f"{verb} these {len(choice.cards)} with the button or Enter" in panel_text(w)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda a=actions: len(c.match.actions) > a, timeout=10000)
    assert same(c.match.actions[actions], choice)
