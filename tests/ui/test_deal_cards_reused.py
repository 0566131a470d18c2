"""The cards of a deal: each leaves the deck in its turn, however often the table is drawn meanwhile, and the
cards of the last hand come back as fresh ones."""

from __future__ import annotations

import math

from PySide6.QtCore import QParallelAnimationGroup, QPointF

from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import Preferences, Settings
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController, Seat

SEATS = (Seat("You", True), Seat("West", False), Seat("North", False), Seat("East", False))


def dealing_window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(GameController(pace_ms=0), animation="normal", settings=Settings(preferences=Preferences()))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def at_deck(window: MainWindow) -> list[CardItem]:
    deck = window.scene.table.deck_slot(0)
    return [i for i in window.scene.card_items()
            if not i.is_animating() and math.dist((i.pos().x(), i.pos().y()), (deck.x, deck.y)) < 30]


def test_a_table_drawn_again_mid_deal_leaves_the_deck_dealing_card_by_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = dealing_window(qtbot)
    window.new_game(preset("single-deck"), SEATS, seed=5)
    assert window.scene.dealing
    waiting = len(at_deck(window))
    assert waiting >= 40  # the first cards are on their way, the rest wait their turn
    window.presenter.refresh()  # a bid, a hint, a resize: the table is drawn again while the deal flies
    assert len(at_deck(window)) >= waiting - 2  # they still wait: the deck is not thrown out all at once
    assert sum(i.is_animating() for i in window.scene.card_items()) <= 8
    window.scene.finish_animations()  # (as a click does) every card, waiting or flying, where it is dealt
    assert not at_deck(window) and not any(i.is_animating() for i in window.scene.card_items())
    qtbot.waitSignal(window.scene.deal_landed, timeout=5000).wait() if window.scene.dealing else None
    assert not at_deck(window)


def test_the_cards_of_the_last_hand_are_dealt_again_as_fresh_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = dealing_window(qtbot)
    window.new_game(preset("single-deck"), SEATS, seed=5)
    window.scene.finish_animations()
    qtbot.waitUntil(lambda: not window.scene.dealing, timeout=5000)
    before = window.scene.card_items()
    for item in before[:6]:  # cards of the old hand raised, marked, dimmed, turned, under the keyboard
        item.set_raised(True)
        item.set_marked(True)
        item.set_dimmed(True)
        item.set_highlight(True)
        item.set_face_up(True)
    window.new_game(preset("double-deck"), SEATS, seed=6)  # 80 cards: the old 48 and 32 new ones
    items = window.scene.card_items()
    assert len(items) == 80 and {id(i) for i in before} <= {id(i) for i in items}
    for item in items:
        assert item.isVisible() and not item.is_face_up()
        assert not (item.is_raised() or item.is_marked() or item.is_dimmed() or item.is_highlighted())
    window.scene.finish_animations()
    qtbot.waitUntil(lambda: not window.scene.dealing, timeout=5000)
    window.new_game(preset("single-deck"), SEATS, seed=7)
    cards = [i for i in window.scene.items() if isinstance(i, CardItem)]
    shown = [i for i in cards if i.isVisible()]
    assert len(cards) == 80 and len(shown) == 48  # the 32 put away are hidden, none is made anew
    assert {id(i) for i in shown} == {id(i) for i in window.scene.card_items()}


def test_a_card_turned_over_then_moved_again_does_not_turn_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = dealing_window(qtbot)
    item = CardItem(card_id(Suit.HEARTS, Rank.QUEEN))
    window.scene.addItem(item)
    item.animate(QPointF(0, 0), 1, 0, False, 0)
    item.animate(QPointF(200, 0), 1, 30, True, 5000)  # turns over on its way
    item.finish_animation()
    item.animate(QPointF(400, 100), 1, 30, True, 5000)  # only moves
    group = item.findChildren(QParallelAnimationGroup)
    assert len(group) == 1  # the card's one group, used again
    names = {group[0].animationAt(i).propertyName().data() for i in range(group[0].animationCount())}
    assert names == {b"pos"}
    group[0].setCurrentTime(2500)
    assert item.is_face_up() and item.flip == 0.0 and item.rotation() == 30
    assert 200 < item.pos().x() < 400
    item.finish_animation()
    assert item.pos() == QPointF(400, 100) and item.is_face_up()
