"""The defects seen on a real screen (issue 13), each shown gone: the panels at launch, the result panel,
long hints, the resume banner, the window on a small or scaled screen, the minimum size, red suits on the
trump buttons and game-over lines that keep their phrases whole."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QMargins, QRect, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from pinochle_desktop.engine.actions import Pass
from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import AnimationSpeed, Preferences
from pinochle_desktop.ui.learning.hints import Hint
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.action_panels import suit_icon
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController, Mode
from pinochle_desktop.ui.window_size import MINIMUM_SIZE, fitted_geometry, minimum_for

from .layout_checker import EASY, check_window, game_over, play_hand, settle, text_problems, wait_until


def _window(qtbot, show: bool = True) -> MainWindow:  # type: ignore[no-untyped-def]
    CardItem.LIFT_DURATION_MS = 0
    window = MainWindow(GameController(pace_ms=0), animation="instant")
    window.apply_preferences(dataclasses.replace(Preferences(), auto_play_single=False,
                                                 animation_speed=AnimationSpeed.INSTANT))
    qtbot.addWidget(window)
    if show:
        window.show()
        qtbot.waitExposed(window)
    return window


def _in_view(window: MainWindow, widget) -> QRectF:  # type: ignore[no-untyped-def]
    return QRectF(widget.geometry())


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 700)])
def test_the_bid_panel_at_launch_is_inside_the_table_and_clear_of_the_hands(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, show=False)
    window.resize(*size)
    window.new_game(preset("single-deck"), EASY, seed=21)  # dealt before the window is shown, as at launch
    window.show()
    qtbot.waitExposed(window)
    wait_until(lambda: window.controller.mode is Mode.HUMAN_TURN and window.panel.isVisible())
    table = QRectF(window.view.viewport().rect())
    panel = _in_view(window, window.panel)
    assert table.contains(panel)
    for key in ("bid", "pass"):
        button = window.panel.buttons[key]
        top_left = button.mapTo(window.view, button.rect().topLeft())
        assert table.contains(QRectF(top_left.x(), top_left.y(), button.width(), button.height()))
    assert check_window(window) == []


def test_the_hand_result_panel_shows_every_score_line_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    window.resize(1280, 800)
    phases = list(play_hand(window, preset("single-deck"), 21))
    assert phases[-1] == "hand-result" and window.panel.isVisible()
    labels = [label for label in window.panel.findChildren(QLabel) if label.isVisibleTo(window.panel)]
    assert len(labels) >= 5
    for label in labels:
        assert label.height() >= (label.heightForWidth(label.width()) if label.wordWrap()
                                  else label.sizeHint().height()), label.text()
    assert text_problems(window.panel, "result") == []


def test_a_long_hint_in_german_wraps_inside_the_table(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.i18n import install_translators, remove_translators

    install_translators(qapp, "de")
    try:
        window = _window(qtbot)
        window.resize(1024, 700)
        window.new_game(preset("single-deck"), EASY, seed=21)
        wait_until(lambda: window.controller.mode is Mode.HUMAN_TURN)
        text = ("Passe: In 16 durchgespielten Verteilungen bringt es etwa 40 Punkte weniger, das Spiel bei 250 "
                "zu übernehmen, als zu passen, und dein Partner hält das Gebot ohnehin.")
        window.show_hint(Hint(Pass(), text))
        settle()
        toast = window.toast
        assert toast.isVisible()
        line = toast.fontMetrics().lineSpacing()
        assert toast.height() >= 2 * line  # wrapped onto more lines
        table = QRectF(window.view.viewport().rect())
        assert table.contains(QRectF(toast.geometry()))
        assert check_window(window) == []
    finally:
        remove_translators(qapp)


def test_the_resume_banner_goes_once_the_person_has_acted(qtbot) -> None:  # type: ignore[no-untyped-def]
    first = _window(qtbot)
    first.new_game(preset("single-deck"), EASY, seed=21)
    wait_until(lambda: first.controller.mode is Mode.HUMAN_TURN)
    first.files.autosave()
    first.close()
    window = _window(qtbot, show=False)
    window.resume_or_new_game(preset("single-deck"), EASY)
    window.show()
    wait_until(lambda: window.controller.mode is Mode.HUMAN_TURN)
    assert window.banner.isVisible()
    window.controller.submit(Pass())
    settle()
    assert not window.banner.isVisible()


def test_the_first_window_is_cut_down_to_a_small_screen() -> None:
    frame = QMargins(8, 40, 8, 8)
    screen = QRect(0, 0, 1280, 800)  # a 2560x1600 screen at scale 2
    fitted = fitted_geometry(QRect(0, 0, 1280, 820), screen, frame)
    outer = fitted.adjusted(-frame.left(), -frame.top(), frame.right(), frame.bottom())
    assert screen.contains(outer)
    assert fitted.width() == 1264 and fitted.height() == 752
    moved = fitted_geometry(QRect(900, 500, 1000, 700), QRect(0, 0, 1920, 1080), frame)
    assert QRect(0, 0, 1920, 1080).contains(moved.adjusted(-8, -40, 8, 8)) and moved.size().width() == 1000
    least = minimum_for(QRect(0, 0, 640, 480), frame)  # a screen smaller than the minimum
    assert (least.width(), least.height()) == (624, 432)


def test_the_window_has_a_minimum_size_the_table_is_laid_out_for(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    assert (window.minimumWidth(), window.minimumHeight()) == MINIMUM_SIZE
    window.resize(800, 560)
    settle()
    assert window.width() >= MINIMUM_SIZE[0] and window.height() >= MINIMUM_SIZE[1]


def _ink(icon) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Red and dark pixels of an icon."""
    image = icon.pixmap(22, 22).toImage()
    red = dark = 0
    for x in range(image.width()):
        for y in range(image.height()):
            c = QColor(image.pixel(x, y))
            if QColor.fromRgba(image.pixel(x, y)).alpha() < 128:
                continue
            if c.red() > 150 and c.green() < 90:
                red += 1
            elif c.red() < 70 and c.green() < 70 and c.blue() < 70:
                dark += 1
    return red, dark


def test_hearts_and_diamonds_are_red_on_the_trump_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    for suit in (Suit.HEARTS, Suit.DIAMONDS):
        red, dark = _ink(suit_icon(suit))
        assert red > 40 and dark < 5, suit
    for suit in (Suit.SPADES, Suit.CLUBS):
        red, dark = _ink(suit_icon(suit))
        assert dark > 40 and red < 5, suit
    window = _window(qtbot)
    phases = play_hand(window, preset("single-deck"), 21)
    assert next(p for p in phases if p == "trump") == "trump"
    button = window.panel.buttons["trump-hearts"]
    assert not button.icon().isNull() and "♥" not in button.text()


def test_game_over_lines_keep_their_phrases_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    window.resize(1280, 800)
    assert list(game_over(window, preset("single-deck"), 21)) == ["game-over"]
    labels = [label for label in window.panel.findChildren(QLabel) if label.isVisibleTo(window.panel)]
    spacing = labels[0].fontMetrics().lineSpacing()
    for label in labels:
        lines = label.text().count("\n") + 1
        assert label.height() <= lines * (spacing + 2) + label.margin() * 2 + 2, label.text()
    assert check_window(window) == []


def test_forced_cards_play_themselves_by_default() -> None:
    assert Preferences().auto_play_single is True

