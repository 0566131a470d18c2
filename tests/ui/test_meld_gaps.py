"""A player's melded row shows where one meld ends and the next begins: a small gap between two melds, more room
than between two cards of one meld, so "A 10 K Q J ♠ | K Q ♠ | K Q ♥" does not read as one run of cards (issue
#28). The gap goes where the wider row finds room, else the cards within a meld close up a little for it; it
never costs a list or card size (benchmarks/meld_lists.py)."""

from __future__ import annotations

import pytest

from pinochle_desktop.engine.cards import Rank, Suit, card_id, cards_of
from pinochle_desktop.engine.meld import MeldResult, find_meld
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.table.layout import ASPECT, CARD_HEIGHT
from pinochle_desktop.ui.table.picture import meld_groups, meld_order
from pinochle_desktop.ui.table.placement import MELD_BREAK, MELD_STEP, meld_row, row_width

from .layout_checker import meld_on_table, settle
from .table_driver import instant_window


def _groups(result: MeldResult) -> list[int]:
    """How many cards each meld of the list shows in the row (a card two melds share stands with the first)."""
    placed: set[int] = set()
    out = []
    for meld in result.melds:
        own = set(meld.cards) - placed
        placed |= own
        if own:
            out.append(len(own))
    return out


def _distances(window, seat: int, groups: list[int]) -> tuple[list[float], list[float], float]:  # type: ignore[no-untyped-def]
    """Along ``seat``'s melded row, on each line: the distances between two cards of one meld, those between
    the last card of a meld and the first of the next, and the cards' width, in pixels."""
    scene = window.scene
    row = scene._picture.melds[seat]
    items = [scene._items[card] for card in row]
    starts = {sum(groups[:i]) for i in range(1, len(groups))}
    within, between = [], []
    for i in range(1, len(items)):
        a, b = items[i - 1].pos(), items[i].pos()
        if abs(a.y() - b.y()) > 0.5:  # (the next line of a long meld)
            continue
        (between if i in starts else within).append(b.x() - a.x())
    return within, between, items[0].scale() * CARD_HEIGHT / ASPECT


def test_a_gap_shows_between_two_melds_in_a_melded_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Double deck deal 2 at 1280x800: three players' rows of two to five melds, each with its gaps (a row
    where room is short, its cards as close as the corner index allows, has none)."""
    window = instant_window(qtbot)
    window.view.viewport().setUpdatesEnabled(False)  # geometry, not pixels
    window.resize(1280, 800)
    settle()
    assert meld_on_table(window, preset("double-deck"), 2)
    window.presenter.place_widgets(window.scene.placed)
    settle()
    state = window.controller.state
    looked = 0
    for seat, result in enumerate(state.melds):
        groups = _groups(result)
        if len(groups) < 2:
            continue
        assert len(window.scene._picture.melds[seat]) == sum(groups)
        within, between, width = _distances(window, seat, groups)
        if not between:
            continue
        looked += 1
        assert min(between) >= max(within, default=0.0) + 0.12 * width, (seat, groups, within, between, width)
    assert looked == 3  # (every row of several melds was looked at)


def test_the_groups_are_the_list_s_melds_in_order_with_the_cards_in_no_meld_last() -> None:
    def card(suit: Suit, rank: Rank) -> int:
        return card_id(suit, rank)

    hand = [card(Suit.HEARTS, Rank.KING), card(Suit.HEARTS, Rank.QUEEN), card(Suit.SPADES, Rank.KING),
            card(Suit.SPADES, Rank.QUEEN), card(Suit.DIAMONDS, Rank.JACK)]
    mask = sum(1 << c for c in hand)
    result = find_meld(mask, Suit.HEARTS, preset("single-deck"))
    groups = meld_groups(result, Suit.HEARTS)
    assert [len(g) for g in groups] == _groups(result)
    assert [c for g in groups for c in g] == meld_order(result, Suit.HEARTS)
    nine = card(Suit.CLUBS, Rank.NINE)  # two-handed: a card lying out in no meld of the list comes last, alone
    on_table = (mask & ~(1 << card(Suit.SPADES, Rank.KING))) | 1 << nine
    groups = meld_groups(result, Suit.HEARTS, on_table)
    assert groups[-1] == [nine]
    assert sorted(c for g in groups for c in g) == sorted(cards_of(on_table))


def test_a_row_with_gaps_is_wider_by_them_and_one_without_is_as_before() -> None:
    height = 100.0
    width = height / ASPECT
    slots = meld_row(7, height, 0.0, 0.0, 1, MELD_STEP, (5, 6))
    steps = [b.x - a.x for a, b in zip(slots, slots[1:])]
    assert steps[:4] == pytest.approx([MELD_STEP * width] * 4)
    assert steps[4:] == pytest.approx([(MELD_STEP + MELD_BREAK) * width] * 2)
    assert row_width(7, height, 1, MELD_STEP, (5, 6)) == pytest.approx(row_width(7, height) + 2 * MELD_BREAK * width)
    assert [s.x for s in meld_row(7, height, 0.0, 0.0)] == pytest.approx([width / 2 + i * MELD_STEP * width
                                                                           for i in range(7)])
    two_lines = meld_row(8, height, 0.0, 0.0, 2, MELD_STEP, (4, 6))  # a meld starting a line has no gap before it
    assert two_lines[4].x == pytest.approx(two_lines[0].x)
    assert two_lines[6].x - two_lines[5].x == pytest.approx((MELD_STEP + MELD_BREAK) * width)
