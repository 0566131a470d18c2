"""Meld a person can read on a small table: in the double deck, three-handed and with extra-large cards, at
1024x700 and 1280x800, every player who melded has their list of melds (each meld named, with its points) next
to their own seat, clear of every card and panel; where room is short the list is compact ("Run 15 · Pinochle
4", several to a line) and a long meld lies on two overlapped lines. (They once showed only the totals.)"""

from __future__ import annotations

import pytest

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import CardSize

from .layout_checker import check_window, meld_lists_missing, meld_on_table, settle
from .table_driver import instant_window

DEALS = [("double-deck", 2), ("double-deck", 6), ("double-deck", 9), ("three-handed", 3), ("single-deck", 2)]


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
