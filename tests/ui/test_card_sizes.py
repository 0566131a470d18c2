"""Settings → Preferences → Card size: the person's hand (and the trick) grow, the index stays readable on
the smallest window, the four-colour deck keeps its colours at every size."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import AnimationSpeed, CardSize, Preferences
from pinochle_desktop.ui.dialogs.preferences_dialog import PreferencesDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController
from pinochle_desktop.ui.window_size import MINIMUM_SIZE

from .layout_checker import play_hand, settle

INDEX_CAP = 0.145  # the rank letters' height in a card's corner, as a share of the card's height


def _window(qtbot, card_size: CardSize, four_colour: bool = False) -> MainWindow:  # type: ignore[no-untyped-def]
    CardItem.LIFT_DURATION_MS = 0
    window = MainWindow(GameController(pace_ms=0), animation="instant")
    window.apply_preferences(dataclasses.replace(Preferences(), auto_play_single=False, card_size=card_size,
                                                 four_colour=four_colour, animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _hand_card_height(window: MainWindow) -> float:
    item = window.scene.item_for(window.scene.viewer_hand()[0])
    assert item is not None
    return item.scale() * 140.0


def test_the_card_size_is_chosen_in_preferences_and_takes_effect_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, CardSize.AUTOMATIC)
    window.resize(1280, 800)
    next(p for p in play_hand(window, preset("single-deck"), 12) if p == "trick-1")
    heights = []
    for size in CardSize:
        dialog = PreferencesDialog(window.settings.preferences, window)
        qtbot.addWidget(dialog)
        dialog.card_size.setCurrentIndex(dialog.card_size.findData(size))
        assert dialog.answer().card_size is size
        window.apply_preferences(dialog.answer())
        settle()
        heights.append(_hand_card_height(window))
        assert window.scene.card_size is size
    assert heights[0] < heights[1] < heights[2]
    assert heights[2] >= 1.3 * heights[0]  # extra large is clearly larger on a 1280x800 window
    assert heights[0] >= 140  # automatic: much larger than the 90 px of the old table


@pytest.mark.parametrize("card_size", list(CardSize))
@pytest.mark.parametrize("deck", ["single-deck", "double-deck-tens"])
def test_the_index_is_at_least_14_px_tall_on_the_smallest_window(qtbot, card_size, deck) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, card_size)
    window.resize(*MINIMUM_SIZE)
    for phase in play_hand(window, preset(deck), 21 if deck == "double-deck-tens" else 12):
        if phase in ("passing", "trick-1"):  # the longest hand: 24 and 20 cards in the double deck
            settle()
            assert INDEX_CAP * _hand_card_height(window) * window.devicePixelRatio() >= 14 * window.devicePixelRatio()
        if phase == "trick-1":
            break


def _ink(image: QImage) -> dict[str, int]:
    counts = {"blue": 0, "green": 0, "red": 0}
    for x in range(image.width()):
        for y in range(image.height()):
            c = QColor(image.pixel(x, y))
            if c.blue() > 130 and c.red() < 90 and c.green() < 120:
                counts["blue"] += 1
            elif c.green() > 90 and c.red() < 70 and c.blue() < 90:
                counts["green"] += 1
            elif c.red() > 150 and c.green() < 80 and c.blue() < 80:
                counts["red"] += 1
    return counts


@pytest.mark.parametrize("card_size", list(CardSize))
def test_four_colours_show_in_the_index_at_every_size(qtbot, card_size) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, card_size, four_colour=True)
    window.resize(1280, 800)
    next(p for p in play_hand(window, preset("single-deck"), 12) if p == "trick-1")
    window.scene.finish_animations()
    picture = QImage(window.view.viewport().size(), QImage.Format.Format_RGB32)
    painter = QPainter(picture)
    window.view.render(painter)
    painter.end()
    seen = set()
    for card in window.scene.viewer_hand():
        item = window.scene.item_for(card)
        assert item is not None
        corner = item.mapToScene(QRectF(-47, -67, 22, 40)).boundingRect()  # the top-left index
        top_left = window.view.mapFromScene(QPointF(corner.left(), corner.top()))
        bottom_right = window.view.mapFromScene(QPointF(corner.right(), corner.bottom()))
        crop = picture.copy(top_left.x(), top_left.y(), bottom_right.x() - top_left.x(),
                            bottom_right.y() - top_left.y())
        ink = _ink(crop)
        suit = Suit(card // 24)
        expected = {Suit.DIAMONDS: "blue", Suit.CLUBS: "green", Suit.HEARTS: "red"}.get(suit)
        if expected is not None:
            assert ink[expected] > 8, (suit, ink)
            seen.add(suit)
    assert {Suit.DIAMONDS, Suit.CLUBS} <= seen or len(seen) >= 2
