"""Driving the table window like a person: clicking cards and buttons, waiting for the computers."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence.settings import AnimationSpeed, Preferences
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController, Mode


def make_window(qtbot, seats=None) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    CardItem.LIFT_DURATION_MS = 0
    controller = GameController(pace_ms=0)
    window = MainWindow(controller, animation="instant")
    qtbot.addWidget(window)
    window.resize(1400, 860)
    window.show()
    qtbot.waitExposed(window)
    return window, controller


def instant_window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """A shown window whose cards land at once and whose single legal cards wait for the person (as a
    layout is measured: nothing moves between two looks)."""
    CardItem.LIFT_DURATION_MS = 0
    window = MainWindow(GameController(pace_ms=0), animation="instant")
    window.apply_preferences(dataclasses.replace(Preferences(), auto_play_single=False,
                                                 animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def wait_for(qtbot, controller: GameController, *modes: Mode, timeout: int = 10000) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: controller.mode in modes, timeout=timeout)


def click_card(window: MainWindow, card: int) -> None:
    """Click a card where it lies on screen (its visible upper part)."""
    item = window.scene.item_for(card)
    assert item is not None, f"card {card} is not on the table"
    item.finish_animation()
    scene_point = item.mapToScene(-38, -40)  # the left strip of a fanned card is never covered
    view_point: QPoint = window.view.mapFromScene(scene_point)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point)


def click_button(window: MainWindow, key: str) -> None:
    button = window.panel.buttons[key]
    assert button.isVisible() and button.isEnabled(), f"button {key} cannot be clicked"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def playable_cards(window: MainWindow) -> list[int]:
    return [c for c in window.scene.viewer_hand() if not window.scene.item_for(c).is_dimmed()]


def phase(controller: GameController) -> Phase:
    return controller.state.phase


def step(controller: GameController) -> None:
    """Move the game on by one pause: the person passes in the auction or takes the first legal option;
    a meld or hand result is acknowledged."""
    from pinochle_desktop.engine.actions import Pass

    if controller.mode is Mode.HUMAN_TURN:
        options = controller.human_options()
        controller.submit(Pass() if Pass() in options else options[0])
    else:
        controller.continue_()


def draw_game_turn(window, c, seat: int) -> str:  # type: ignore[no-untyped-def]
    """The person at ``seat`` acts by clicking: the card the basic player would play; after a trick won the
    dix exchange, else the first meld by selecting its cards, else the draw.  Says what it did."""
    from pinochle_desktop.ai.two_handed import DrawBasic
    from pinochle_desktop.engine.actions import ExchangeDix, MeldCards, Play
    from pinochle_desktop.engine.view import view

    state = c.state
    if state.phase in (Phase.STOCK, Phase.TRICKS):
        action = DrawBasic().choose(view(state, seat))
        assert isinstance(action, Play)
        click_card(window, action.card)
        return "play"
    assert state.phase is Phase.MELD
    options = c.human_options()
    if any(isinstance(a, ExchangeDix) for a in options):
        click_button(window, "exchange-dix")
        return "exchange"
    melds = [a for a in options if isinstance(a, MeldCards)]
    if melds:
        for card in melds[0].cards:
            click_card(window, card)
        assert window.panel.buttons["meld-selected"].isEnabled()
        click_button(window, "meld-selected")
        return "meld"
    click_button(window, "skip-meld")
    return "skip"
