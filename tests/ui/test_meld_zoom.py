"""A player's meld enlarged: on the smallest window, where meld lies small, a click on a player's melded card
(or their meld's caption) shows that player's meld with cards whose corner index is 14 px or more and the
whole list of melds with points; M goes on to the next player's meld, Escape closes it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.table.controller import Mode
from pinochle_desktop.ui.window_size import MINIMUM_SIZE

from .layout_checker import check_window, play_hand, settle
from .table_driver import click_card, make_window


def _at_meld(qtbot, deck: str, seed: int):  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.resize(*MINIMUM_SIZE)
    settle()
    for deal in range(seed, seed + 20):  # the first deal from ``seed`` in which the person's bid is played
        for phase in play_hand(window, preset(deck), deal):
            if phase == "meld":
                return window, c, phase
    raise AssertionError("no hand showed its meld")


def test_a_click_on_a_melded_card_enlarges_that_players_meld(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c, _ = _at_meld(qtbot, "double-deck-tens", 21)
    assert c.mode is Mode.MELD_SHOWN
    scene = window.scene
    others = [seat for seat in range(1, scene.seat_count) if scene.meld_of(seat)]
    assert others, "nobody but the person melded"
    seat = others[0]
    small = scene.item_for(scene.meld_of(seat)[0]).scale() * 140
    click_card(window, scene.meld_of(seat)[0])
    zoom = window.meld_zoom
    assert zoom.isVisible() and zoom.seat == seat
    assert zoom.title == scene.meld_captions[seat].title  # "North: 60"
    assert zoom.lines == scene.meld_captions[seat].lines and zoom.lines  # every meld with its points
    assert sorted(zoom.cards) == sorted(scene.meld_of(seat))
    assert zoom.index_pixels() >= 14 and zoom.card_height > small
    assert check_window(window) == []  # the enlargement fits the table, its lines their panel
    assert c.mode is Mode.MELD_SHOWN  # looking is not acting
    on_top = [w for w in window.view.children() if isinstance(w, QWidget) and w.isVisible()]
    assert on_top[-1] is zoom, on_top  # over the Meld panel too
    small_zoom = zoom.card_height
    window.resize(1920, 1080)  # a larger window: the enlargement follows the table's new size
    settle()
    assert zoom.isVisible() and zoom.card_height > small_zoom and check_window(window) == []
    QTest.keyClick(zoom, Qt.Key.Key_Escape)
    assert not zoom.isVisible()


def test_m_goes_round_the_players_meld_and_the_caption_opens_it_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c, _ = _at_meld(qtbot, "single-deck", 12)
    scene = window.scene
    with_meld = [seat for seat in range(scene.seat_count) if scene.meld_captions[seat].isVisible()]
    assert len(with_meld) >= 2
    QTest.keyClick(window.view, Qt.Key.Key_M)
    zoom = window.meld_zoom
    seen = []
    while zoom.isVisible():
        seen.append(zoom.seat)
        QTest.keyClick(zoom, Qt.Key.Key_M)
    assert seen == sorted(with_meld)  # from the person round the table, then closed
    caption = scene.meld_captions[with_meld[-1]]
    point = window.view.mapFromScene(caption.mapToScene(caption.boundingRect().center()))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert zoom.isVisible() and zoom.seat == with_meld[-1]
    QTest.mouseClick(zoom, Qt.MouseButton.LeftButton)
    assert not zoom.isVisible()
    c.continue_()  # the meld goes off the table: nothing is left enlarged
    settle()
    assert not zoom.isVisible()
