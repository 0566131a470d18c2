"""Every phase with the keyboard alone, with visible focus, and the table as a screen reader gets it.

Keys go to whatever widget has the keyboard (``QApplication.focusWidget()``), as a person's keys do: if
the focus were lost or in the wrong place, the hand would stall. What a screen reader hears is read
through Qt's accessibility interface (``QAccessible.queryAccessibleInterface``), the same interface the
platform bridge (AT-SPI, UI Automation) passes on.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from pinochle_desktop.engine.actions import Bid, NameTrump, Pass, PassCards, Play
from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.controller import GameController, Mode, Seat
from pinochle_desktop.ui.texts import card_long_name

from .table_driver import make_window, wait_for

PAUSES = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER)
SEATS = (Seat("You", True), Seat("West", False, "easy"), Seat("North", False, "easy"), Seat("East", False, "easy"))


@pytest.fixture
def table(qtbot) -> Iterator[tuple[MainWindow, GameController]]:  # type: ignore[no-untyped-def]
    window, controller = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    yield window, controller


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard"
    return widget


def press(key: Qt.Key) -> None:
    QTest.keyClick(focus(), key)


def settle(qtbot, c: GameController) -> None:  # type: ignore[no-untyped-def]
    wait_for(qtbot, c, *PAUSES, timeout=30000)
    qtbot.wait(10)  # the panel is placed and takes the keyboard once the table is drawn


def eventually(condition: Callable[[], bool], seconds: float = 3.0) -> None:
    """Let the table draw until ``condition`` holds: the keyboard moves once the table is drawn, which
    on a busy machine can take longer than the pause after the mode changes."""
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        QTest.qWait(10)


def panel_focus(window: MainWindow) -> QWidget:
    """The panel control with the keyboard, outlined (a focused button looks different)."""
    eventually(lambda: window.panel.isAncestorOf(QApplication.focusWidget()))
    widget = focus()
    assert window.panel.isAncestorOf(widget), f"the keyboard is on {widget!r}, not in the panel"
    return widget


def move_to(window: MainWindow, wanted: QWidget) -> None:
    """Arrow along the panel's controls to ``wanted``."""
    for _ in range(len(window.panel.controls()) + 1):
        if focus() is wanted:
            return
        press(Qt.Key.Key_Right)
    assert focus() is wanted, f"{wanted!r} cannot be reached with the arrow keys"


def card_with_keyboard(window: MainWindow) -> int:
    eventually(lambda: window._focus is not None)
    card = window._focus
    assert card is not None, "no card has the keyboard"
    item = window.scene.item_for(card)
    assert item is not None and item.is_highlighted(), "the card with the keyboard is not outlined"
    return card


def test_a_whole_hand_and_the_next_deal_with_the_keyboard_alone(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    window, c = table
    actions: list[object] = []
    c.acted.connect(lambda: actions.append(c.match.actions[-1]))
    window.new_game(preset("single-deck"), SEATS, seed=21)
    seen: set[str] = set()
    jumped = False
    for _ in range(200):
        settle(qtbot, c)
        if (c.state.hand_number > 1 and "pass" in seen) or c.state.hand_number > 2 or c.mode is Mode.GAME_OVER:
            break  # the first hand and a pass in the next auction
        state = c.state
        if c.mode is Mode.MELD_SHOWN:
            assert panel_focus(window) is window.panel.buttons["continue"]
            press(Qt.Key.Key_Return)
            seen.add("meld")
        elif c.mode is Mode.HAND_OVER:
            assert panel_focus(window) is window.panel.buttons["next-hand"]
            press(Qt.Key.Key_Return)
            seen.add("result")
        elif state.phase is Phase.AUCTION:
            assert panel_focus(window) is window.panel.buttons["bid"]
            if not jumped and "jump" in window.panel.buttons:  # choose a rung from the list and bid it
                combo = window.panel.combo
                assert isinstance(combo, QComboBox)
                move_to(window, combo)
                press(Qt.Key.Key_Down)
                press(Qt.Key.Key_Down)
                wanted = int(combo.currentText())
                press(Qt.Key.Key_Return)
                assert actions and actions[-1] == Bid(wanted)
                jumped = True
                seen.add("jump")
            else:
                move_to(window, window.panel.buttons["pass"])
                press(Qt.Key.Key_Space)
                assert Pass() in actions
                seen.add("pass")
        elif state.phase is Phase.TRUMP:
            first = panel_focus(window)
            assert first.objectName() == "suit"
            press(Qt.Key.Key_Right)
            chosen = focus()
            assert chosen is not first and chosen.objectName() == "suit"
            press(Qt.Key.Key_Return)
            assert isinstance(actions[-1], NameTrump)
            seen.add("trump")
        elif state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
            assert focus() is window.view  # the keyboard is on the cards
            for _card in range(state.rules.cards_passed):
                press(Qt.Key.Key_Right)
                chosen = card_with_keyboard(window)
                press(Qt.Key.Key_Space)
                assert chosen in window._selected and window.scene.item_for(chosen).is_raised()
            press(Qt.Key.Key_Return)
            assert isinstance(actions[-1], PassCards)
            seen.add("passing")
        elif state.phase is Phase.TRICKS:
            assert focus() is window.view
            press(Qt.Key.Key_End)
            card = card_with_keyboard(window)
            press(Qt.Key.Key_Left)
            card = card_with_keyboard(window)
            press(Qt.Key.Key_Return)
            assert actions[-1] == Play(card)
            seen.add("tricks")
    assert {"jump", "pass", "trump", "passing", "meld", "tricks", "result"} <= seen, seen
    assert c.state.hand_number == 2


def test_pass_with_help_by_keyboard(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    window, c = table
    for seed in range(1, 40):  # a deal where the person's partner has bid first (help is then allowed)
        window.new_game(preset("single-deck"), SEATS, seed=seed)
        settle(qtbot, c)
        if c.state.phase is Phase.AUCTION and "help" in window.panel.buttons:
            break
    else:
        pytest.fail("no deal offered Pass with help")
    taken = len(c.match.actions)
    move_to(window, window.panel.buttons["help"])
    press(Qt.Key.Key_Return)
    assert c.match.actions[taken] == Pass(True)


def _image(widget: QWidget) -> QImage:
    return widget.grab().toImage()


def _outline(widget: QWidget) -> int:
    """How many pixels of the widget have the focus outline's colour (#6cc4ff)."""
    image = _image(widget)
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if abs(image.pixelColor(x, y).red() - 0x6C) < 24 and abs(image.pixelColor(x, y).green() - 0xC4) < 24
               and abs(image.pixelColor(x, y).blue() - 0xFF) < 24)


def test_focus_is_visible_on_buttons_and_cards(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    window, c = table
    window.new_game(preset("single-deck"), SEATS, seed=21)
    settle(qtbot, c)
    assert c.state.phase is Phase.AUCTION
    bid, passing = window.panel.buttons["bid"], window.panel.buttons["pass"]
    assert bid.hasFocus()
    assert _outline(bid) > 100 and _outline(passing) == 0
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Right)
    assert passing.hasFocus()
    # The outline shows which button Enter presses: the main button's too, over its own border colour.
    assert _outline(passing) > 100 and _outline(bid) == 0
    press(Qt.Key.Key_Escape)  # back to the cards
    assert focus() is window.view


# ---------------------------------------------------------------- what a screen reader gets
def _table_interface(window: MainWindow):  # type: ignore[no-untyped-def]
    iface = QAccessible.queryAccessibleInterface(window.view)
    assert iface is not None and iface.isValid()
    return iface


def _children(iface) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return [(iface.child(i).text(QAccessible.Text.Name), iface.child(i).text(QAccessible.Text.Description))
            for i in range(iface.childCount())]


def test_the_table_reads_as_a_list_of_named_cards(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    window, c = table
    window.new_game(preset("single-deck"), SEATS, seed=21)
    for _ in range(200):  # on to the person's first turn in the tricks
        settle(qtbot, c)
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS and c.state.trick:
            break
        options = c.human_options() if c.mode is Mode.HUMAN_TURN else ()
        if c.mode is Mode.HUMAN_TURN:
            c.submit(Pass() if Pass() in options else options[0])
        else:
            c.continue_()
    iface = _table_interface(window)
    assert iface.role() == QAccessible.Role.List
    assert iface.text(QAccessible.Text.Name) == "Card table"
    hand = window.scene.viewer_hand()
    children = _children(iface)
    assert len(children) == len(hand) + len(c.state.trick)
    for card, (name, description) in zip(hand, children, strict=False):
        assert name == card_long_name(card)
        item = window.scene.item_for(card)
        assert description.startswith("not playable" if item.is_dimmed() else "playable"), (name, description)
    trick = children[len(hand):]
    assert trick[0][1].startswith("led by ") and all(d.startswith("played by ") for _, d in trick[1:])
    assert {d.split(" by ")[1] for _, d in trick} <= set(window.names())
    situation = iface.text(QAccessible.Text.Description)
    assert situation.startswith("Your turn") and "On the table:" in situation, situation

    # The keyboard moves to a card: the interface says it is the focused child, by its name.
    window.view.setFocus()
    press(Qt.Key.Key_Right)
    card = card_with_keyboard(window)
    child = iface.focusChild()
    assert child is not None and child.text(QAccessible.Text.Name) == card_long_name(card)
    assert child.state().focused and child.text(QAccessible.Text.Description) == "playable"
    assert child.parent() is not None and child.parent().object() is window.view
    assert child.rect().isValid() and iface.rect().contains(child.rect().center())

    # The score reads as one phrase: the side and its points.
    score = QAccessible.queryAccessibleInterface(window.scoreboard.score_labels[0]).text(QAccessible.Text.Name)
    assert score == f"{window.scoreboard.team_labels[0].text()}: {c.state.scores[0]} points", score


def test_cards_chosen_to_pass_say_so(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    window, c = table
    for seed in range(1, 60):
        window.new_game(preset("single-deck"), SEATS, seed=seed)
        for _ in range(60):
            settle(qtbot, c)
            if c.mode is not Mode.HUMAN_TURN or c.state.phase is not Phase.AUCTION:
                break
            c.submit(Pass())
        if c.mode is Mode.HUMAN_TURN and c.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
            break
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRUMP:
            c.submit(c.human_options()[0])
            settle(qtbot, c)
            if c.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER) and c.mode is Mode.HUMAN_TURN:
                break
    assert c.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER) and c.mode is Mode.HUMAN_TURN
    window.view.setFocus()
    press(Qt.Key.Key_Right)
    card = card_with_keyboard(window)
    press(Qt.Key.Key_Space)
    iface = _table_interface(window)
    child = iface.focusChild()
    assert child.text(QAccessible.Text.Name) == card_long_name(card)
    assert "chosen to pass" in child.text(QAccessible.Text.Description)
    assert child.state().selected
    panel = QAccessible.queryAccessibleInterface(window.panel)
    assert panel.text(QAccessible.Text.Name).startswith("Pass cards to")


def test_card_names_are_in_the_players_language(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QLocale

    from pinochle_desktop.ui.i18n import install_translators, remove_translators

    before = QLocale()
    try:
        install_translators(qapp, "de")
        assert card_long_name(card_id(Suit.HEARTS, Rank.QUEEN)) == "Herz-Dame"
    finally:
        remove_translators(qapp)
        QLocale.setDefault(before)
    assert card_long_name(card_id(Suit.HEARTS, Rank.QUEEN)) == "Queen of hearts"


def test_the_privacy_screen_is_passed_with_the_keyboard(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    window, c = table
    seats = (Seat("Ann", True), Seat("West", False, "easy"), Seat("Bob", True), Seat("East", False, "easy"))
    window.new_game(preset("single-deck"), seats, seed=4)
    wait_for(qtbot, c, Mode.PRIVACY, timeout=30000)
    qtbot.waitUntil(lambda: window.privacy.button.hasFocus())
    QTest.keyClick(focus(), Qt.Key.Key_Return)  # "I am …: show my cards"
    settle(qtbot, c)
    assert c.mode is not Mode.PRIVACY and not window.privacy.isVisible()
