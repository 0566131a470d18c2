"""Meld a person can read on a small table: in the double deck, three-handed and with extra-large cards, at
1024x700 and 1280x800, every player who melded has their list of melds (each meld named, with its points) next
to their own seat, clear of every card and panel; where room is short the list is compact ("Run 15 · Pinochle
4", several to a line) and a long meld lies on two overlapped lines. (They once showed only the totals.) With
the automatic card size every melded card's corner index reads 14 px, as on the person's hand (a small card
draws a larger index, as a jumbo-index deck does)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import CardSize
from pinochle_desktop.ui.table.card_art import index_pixels
from pinochle_desktop.ui.table.layout import CARD_HEIGHT

from .layout_checker import check_window, meld_lists_missing, meld_on_table, settle, text_problems
from .table_driver import instant_window

DEALS = [("double-deck", 1), ("double-deck", 2), ("double-deck", 6), ("double-deck", 9), ("three-handed", 3),
         ("single-deck", 2)]
"""(Double deck 1 showed only the totals at 1280x800 with extra-large cards while the Meld panel stood tall.)"""


def _melded_heights(window) -> list[float]:  # type: ignore[no-untyped-def]
    """The heights of the melded cards on the table, in pixels."""
    scene = window.scene
    return [item.scale() * CARD_HEIGHT for item in scene.card_items()
            if scene.roles.get(id(item), ("", 0))[0] == "meld" and item.isVisible()]


def _meld_at(qtbot, seed: int, card_size: CardSize | None = None,  # type: ignore[no-untyped-def]
             size: tuple[int, int] = (800, 600), rules: str = "double-deck"):
    """A window of ``size`` (800x600) with deal ``seed``'s meld of ``rules`` (the double deck) on the table, its
    widgets placed."""
    window = instant_window(qtbot)
    window.view.viewport().setUpdatesEnabled(False)
    window.resize(*size)
    settle()
    if card_size is not None:
        window.scene.set_card_size(card_size)
    assert meld_on_table(window, preset(rules), seed)
    window.presenter.place_widgets(window.scene.placed)
    settle()
    return window


@pytest.mark.parametrize(("rules", "seed"), DEALS)
def test_every_melding_player_s_list_shows_by_them(qtbot, rules, seed) -> None:  # type: ignore[no-untyped-def]
    window = instant_window(qtbot)
    window.view.viewport().setUpdatesEnabled(False)  # geometry, not pixels
    assert meld_on_table(window, preset(rules), seed)
    problems = []
    for size in ((1024, 700), (1280, 800)):
        window.resize(*size)
        settle()
        for card_size in (CardSize.AUTOMATIC, CardSize.EXTRA_LARGE):
            window.scene.set_card_size(card_size)
            window.presenter.place_widgets(window.scene.placed)
            settle()
            found = meld_lists_missing(window) + [p for p in check_window(window) if "meld" in p]
            if card_size is CardSize.AUTOMATIC:  # every melded card's index as readable as the hand's: 14 px
                heights = _melded_heights(window)
                if heights and index_pixels(min(heights)) < 14 - 1e-6:
                    found.append(f"the smallest melded card's index is {index_pixels(min(heights)):.1f} px")
            problems += [f"{size[0]}x{size[1]} {card_size.value}: {p}" for p in found]
    assert not problems, "\n".join(problems)


def test_a_compact_list_names_each_meld_with_its_points(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Where the table is short of room a caption shows its title and every meld in short, several to a line;
    a marriage by its suit's symbol."""
    from pinochle_desktop.ui.table.scene_items import CaptionBox

    caption = CaptionBox(14, "meld-caption")
    items = ["Marriage ♠ 2", "Royal marriage 4", "Pinochle 4", "Kings around 8", "Queens around 6"]
    caption.set_lines("West: 24", [(item.rsplit(" ", 1)[0], item.rsplit(" ", 1)[1]) for item in items], 280,
                      compact_items=items)
    full_height = caption.full_size()[1]
    sizes = caption.compact_sizes()
    assert len(sizes) == 3 and sizes[0][0] > sizes[1][0] and sizes[0][1] < sizes[1][1]  # wide and low, or narrow
    assert sizes[2][1] < sizes[0][1]  # and the last resort: the title alone
    caption.use_compact(True, 0)
    assert caption.fits()
    text = caption.shown_text()
    assert text.startswith("West: 24") and all(item in text for item in items)
    assert " · " in text and caption.size()[1] < 0.7 * full_height  # several to a line: much lower than the list


def test_the_meld_panel_can_stand_low_with_its_button_beside_the_totals(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Meld panel leaves the melds their room: besides its usual shape (the button under the totals) it
    offers lower ones with the button beside them; placed in one, the button stands right of the text, every
    line shows whole, and Enter still plays on."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QWidget

    from pinochle_desktop.ui.table.action_panels import fill_continue
    from pinochle_desktop.ui.table.panels import ActionPanel
    from pinochle_desktop.ui.table.widget_sizes import widget_sizes

    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    panel = ActionPanel(host)
    played = []
    fill_continue(panel, "Meld", "You & North: 36 meld\nWest & East: 14 meld · does not count: under 20",
                  "continue", "Play", lambda: played.append(True), beside=True)
    unders = widget_sizes(panel, 420)  # as the table asks: the usual shapes, then the low ones
    low = panel.beside_sizes(420)
    under = unders[0]
    assert low and low[0][1] < under[1] - 20  # the widest low shape is much lower than the usual one
    button = panel.buttons["continue"]
    labels = [label for label in panel.findChildren(QLabel) if not label.isHidden()]
    for width, height in low:
        panel.place(10, 10, width, height)
        qtbot.waitExposed(panel)
        settle()
        assert labels and all(button.geometry().left() > label.geometry().right() for label in labels)
        for label in labels:  # each line whole inside the panel, none cut
            assert panel.rect().contains(label.geometry()), (width, height, label.text())
            assert label.heightForWidth(label.width()) <= label.height() + 1
        assert not text_problems(panel, "the Meld panel")
    panel.place(10, 10, *under)  # the usual shape again: the button under the text
    assert all(button.geometry().top() > label.geometry().bottom() for label in labels)
    qtbot.keyClick(button, Qt.Key.Key_Return)
    assert played == [True]


def test_the_meld_panel_s_button_shows_whole_after_the_window_grows(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Measuring the panel's other shapes once left its button where the last shape measured put it: after
    the window grew from 1024x700 to 1920x1080 the Play button was cut."""
    window = instant_window(qtbot)
    assert meld_on_table(window, preset("three-handed"), 16)
    for size in ((1024, 700), (1920, 1080)):
        window.resize(*size)
        settle(30)
        assert window.panel.isVisible()
        assert not [p for p in check_window(window) if "panel" in p], size


@pytest.mark.parametrize(("seed", "size", "card_size"), [
    (4, (800, 600), CardSize.EXTRA_LARGE), (11, (800, 600), CardSize.EXTRA_LARGE),
    (3, (1280, 800), CardSize.EXTRA_LARGE), (16, (1280, 800), CardSize.EXTRA_LARGE),
    (5, (800, 600), CardSize.EXTRA_LARGE), (3, (800, 600), CardSize.LARGE)])
def test_larger_cards_leave_a_small_table_room_for_every_list(qtbot, seed, size, card_size) -> None:  # type: ignore[no-untyped-def]
    """With extra-large cards in an 800x600 window the person's 20-card double-deck hand took a third of the
    table and the meld showed only its totals (at 1280x800 too, in deals 3 and 16, while the hand gave way
    only down to the large size's). While the meld lies on the table the hand gives back height (never below
    the automatic size's hand, its index still 14 px or more): every list shows by its owner, every melded
    card's index reads 14 px; once play starts the hand is extra-large again. The captions and the panel
    kept the larger size's type on the small table, and in deals 3 and 5 that left no room for the lists:
    with the meld on a table under the design size they are set in the automatic size's type."""
    window = _meld_at(qtbot, seed, card_size, size)
    problems = meld_lists_missing(window) + [p for p in check_window(window) if "meld" in p]
    heights = _melded_heights(window)
    assert heights and index_pixels(min(heights)) >= 14 - 1e-6, min(heights)
    assert not problems, "\n".join(problems)
    meld_hand = window.scene.table.hand_height
    assert index_pixels(meld_hand) >= 14
    window.controller.continue_()  # Play: the melds go back, the hand grows again
    settle()
    assert not window.scene.table.meld and window.scene.table.hand_height > meld_hand + 10


@pytest.mark.parametrize(("seed", "size", "card_size"), [
    (1, (800, 600), CardSize.AUTOMATIC), (1, (800, 600), CardSize.LARGE), (16, (800, 600), CardSize.LARGE),
    (5, (1024, 700), CardSize.EXTRA_LARGE)])
def test_the_hand_gives_a_crowded_meld_room_on_a_small_table(qtbot, seed, size, card_size) -> None:  # type: ignore[no-untyped-def]
    """Double deck deals whose melded cards drew their index at 11.6 to 13.7 px (every list shown, but the cards
    shrunk to make room): where the meld does not find room by its owners at a readable size, the person's
    hand gives it some of its height (at least four fifths of the hand kept, its index still 14 px or more),
    and every melded index reads 14 px; once play starts the hand has its full size again."""
    from pinochle_desktop.ui.table.layout import MELD_HAND_SHARE

    window = _meld_at(qtbot, seed, card_size, size)
    problems = meld_lists_missing(window) + [p for p in check_window(window) if "meld" in p]
    assert not problems, "\n".join(problems)
    heights = _melded_heights(window)
    assert heights and index_pixels(min(heights)) >= 14 - 1e-6, index_pixels(min(heights))
    table = window.scene.table
    assert table.meld_room  # the hand gave the room
    meld_hand = table.hand_height
    assert index_pixels(meld_hand) >= 14 and meld_hand < table.meld_room_variant(False).hand_height
    window.controller.continue_()
    settle()
    assert not window.scene.table.meld
    if card_size is CardSize.AUTOMATIC:
        assert meld_hand >= MELD_HAND_SHARE * window.scene.table.hand_height - 1e-6
    assert window.scene.table.hand_height > meld_hand


def test_a_meld_that_reads_well_leaves_the_hand_as_it_is(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The hand gives room only where the meld needs it: single deck deal 2 at 1024x700 finds room for every
    list by its owner at a readable size with the hand at its size (with the hand smaller, East's meld went
    to the middle of the table)."""
    window = _meld_at(qtbot, 2, size=(1024, 700), rules="single-deck")
    table = window.scene.table
    assert table.gives_meld_room and not table.meld_room
    assert not meld_lists_missing(window)


def test_the_meld_panel_s_totals_stay_inside_it_in_the_shape_the_table_chose(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Measuring the panel's shapes left its lines at the least width of the last shape measured: in the shape
    the table chose, "… 14 meld · does not count: under 20" stuck out past the panel's right edge (double deck
    at 800x600)."""
    window = _meld_at(qtbot, 6)
    assert window.panel.isVisible()
    assert any("does not count" in label.text() for label in window.panel.findChildren(QLabel))
    assert not [p for p in check_window(window) if "panel" in p]
