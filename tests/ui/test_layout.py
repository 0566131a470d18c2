"""Table geometry: hands stay on the table and readable, tricks, piles, meld and labels keep apart."""

from __future__ import annotations

import math
from itertools import combinations, pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pinochle_desktop.ui.table import layout
from pinochle_desktop.ui.table.layout import EAST, NORTH, SEATS, SOUTH, WEST, Rect, Slot

TABLE = Rect(0, 0, 1600, 1000)
TABLES = [
    TABLE,
    Rect(0, 0, 1920, 1080),
    Rect(-800, -500, 1600, 1000),
    Rect(0, 0, 1400, 1000),
]


def _inside(slot: Slot, table: Rect) -> bool:
    return table.contains(slot.bounds())


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("n", [12, 20])
def test_south_hand_stays_on_the_table_and_every_index_shows(
    table: Rect, n: int
) -> None:
    slots = layout.hand_slots(SOUTH, n, table)
    assert len(slots) == n
    assert all(_inside(s, table) for s in slots)
    for left, right in pairwise(slots):
        # the next card's top-left corner lies right of this card's index strip
        assert right.corners()[0][0] - left.corners()[0][0] >= layout.READABLE_STEP[0]
        assert right.z > left.z
    assert slots[-1].x - slots[0].x <= table.width - 2 * layout.CORNER


def test_hand_step_keeps_twelve_cards_roomy_and_squeezes_twenty() -> None:
    assert layout.hand_step(SOUTH, 12, TABLE) == layout.READABLE_STEP[1]
    assert (
        layout.READABLE_STEP[0]
        <= layout.hand_step(SOUTH, 20, TABLE)
        <= layout.READABLE_STEP[1]
    )
    assert layout.hand_step(NORTH, 20, TABLE) < layout.hand_step(SOUTH, 20, TABLE)


def test_south_fans_on_a_gentle_symmetric_arc() -> None:
    slots = layout.hand_slots(SOUTH, 12, TABLE)
    middle = (slots[5].y + slots[6].y) / 2
    assert slots[0].y > middle and slots[-1].y > middle  # ends droop toward the player
    assert slots[0].rotation == pytest.approx(-slots[-1].rotation)
    assert 2 < slots[-1].rotation < 15
    assert slots[0].x - TABLE.left == pytest.approx(TABLE.right - slots[-1].x)


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("n", [1, 12, 20])
def test_every_hand_lies_along_its_own_edge(seat: int, n: int) -> None:
    slots = layout.hand_slots(seat, n, TABLE)
    assert all(_inside(s, TABLE) for s in slots)
    cx, cy = TABLE.center
    base = layout.SEAT_ROTATION[seat]
    for s in slots:
        assert abs((s.rotation - base + 180) % 360 - 180) < 15
        if seat == SOUTH:
            assert s.y > cy + 250
        elif seat == NORTH:
            assert s.y < cy - 250
        elif seat == WEST:
            assert s.x < cx - 550
        else:
            assert s.x > cx + 550


@given(
    seat=st.sampled_from(SEATS),
    n=st.integers(0, 20),
    width=st.floats(1400, 2600),
    height=st.floats(1000, 1500),
    readable=st.sampled_from([None, True, False]),
)
def test_hands_fit_any_reasonable_table(
    seat: int, n: int, width: float, height: float, readable: bool | None
) -> None:
    table = Rect(0, 0, width, height)
    slots = layout.hand_slots(seat, n, table, readable)
    assert len(slots) == n
    assert all(_inside(s, table) for s in slots)


def test_hand_does_not_move_inward_as_it_shrinks() -> None:
    for seat in SEATS:
        big, small = (
            layout.hand_slots(seat, 19, TABLE)[9],
            layout.hand_slots(seat, 1, TABLE)[0],
        )
        assert (big.x, big.y) == pytest.approx((small.x, small.y))


def test_opponents_hands_are_compact_unless_asked_to_be_readable() -> None:
    assert layout.hand_step(WEST, 12, TABLE) <= layout.COMPACT_STEP[1]
    open_north = layout.hand_slots(NORTH, 12, TABLE, readable=True)
    assert abs(open_north[1].x - open_north[0].x) >= layout.READABLE_STEP[0]


def test_trick_cards_sit_round_the_centre_toward_their_players_without_overlapping() -> (
    None
):
    slots = {
        seat: layout.trick_slot(seat, TABLE, order) for order, seat in enumerate(SEATS)
    }
    cx, cy = TABLE.center
    assert slots[SOUTH].y > cy > slots[NORTH].y
    assert slots[WEST].x < cx < slots[EAST].x
    for a, b in combinations(slots.values(), 2):
        assert not a.bounds().intersects(b.bounds())
        assert (a.x, a.y) != (b.x, b.y)
    for s in slots.values():
        assert math.dist((s.x, s.y), (cx, cy)) < 200
        assert abs(s.rotation) < 10
    assert layout.trick_slot(WEST, TABLE, 3).z > layout.trick_slot(SOUTH, TABLE, 0).z


def test_trick_cards_stay_clear_of_the_hands() -> None:
    hands = [s.bounds() for seat in SEATS for s in layout.hand_slots(seat, 20, TABLE)]
    for seat in SEATS:
        trick = layout.trick_slot(seat, TABLE).bounds()
        assert not any(trick.intersects(h) for h in hands)


def test_piles_sit_in_corners_clear_of_hands_and_grow() -> None:
    hands = [s.bounds() for seat in SEATS for s in layout.hand_slots(seat, 20, TABLE)]
    for team in (0, 1):
        pile = [layout.pile_slot(team, i, TABLE) for i in range(80)]
        assert all(_inside(s, TABLE) for s in pile)
        assert all(not s.bounds().intersects(h) for s in pile for h in hands)
        assert [s.z for s in pile] == sorted(s.z for s in pile)
        assert abs(pile[0].rotation - 90) < 5
    us, them = layout.pile_slot(0, 0, TABLE), layout.pile_slot(1, 0, TABLE)
    assert us.y > TABLE.center[1] > them.y
    assert layout.team_of(SOUTH) == layout.team_of(NORTH) == 0
    assert layout.team_of(WEST) == layout.team_of(EAST) == 1
    with pytest.raises(ValueError):
        layout.pile_slot(2, 0, TABLE)


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("n", [1, 4, 12])
def test_meld_rows_are_upright_readable_and_clear_of_every_hand(
    seat: int, n: int
) -> None:
    meld = layout.meld_slots(seat, n, TABLE)
    hands = [
        s.bounds() for other in SEATS for s in layout.hand_slots(other, 20 - n, TABLE)
    ]
    assert len(meld) == n
    assert all(s.rotation == 0 and _inside(s, TABLE) for s in meld)
    assert not any(m.bounds().intersects(h) for m in meld for h in hands)
    for left, right in pairwise(meld):
        assert right.x - left.x >= 30
        assert right.z > left.z


def test_meld_rows_of_different_seats_do_not_meet() -> None:
    rows = {
        seat: [s.bounds() for s in layout.meld_slots(seat, 12, TABLE)] for seat in SEATS
    }
    for a, b in combinations(SEATS, 2):
        assert not any(x.intersects(y) for x in rows[a] for y in rows[b]), (a, b)


def test_labels_sit_on_the_table_clear_of_cards_and_each_other() -> None:
    labels = [layout.label_rect(seat, TABLE) for seat in SEATS]
    cards = [s.bounds() for seat in SEATS for s in layout.hand_slots(seat, 20, TABLE)]
    cards += [
        layout.pile_slot(team, i, TABLE).bounds() for team in (0, 1) for i in range(80)
    ]
    for label in labels:
        assert TABLE.contains(label)
        assert not any(label.intersects(c) for c in cards)
    for a, b in combinations(labels, 2):
        assert not a.intersects(b)
    x, y = layout.dealer_chip_pos(WEST, TABLE)
    west = labels[WEST]
    assert west.left < x < west.right and west.top < y < west.bottom


def test_slot_geometry() -> None:
    upright = Slot(100, 100, 0, 0).bounds()
    assert (upright.width, upright.height) == pytest.approx(
        (layout.CARD_WIDTH, layout.CARD_HEIGHT)
    )
    sideways = Slot(100, 100, 90, 0)
    assert (sideways.bounds().width, sideways.bounds().height) == pytest.approx(
        (layout.CARD_HEIGHT, layout.CARD_WIDTH)
    )
    top_left = sideways.corners()[0]
    assert top_left[0] > 100  # a West card's top points east, to the table centre


def test_scene_rect_may_be_a_tuple_and_seats_are_checked() -> None:
    assert layout.hand_slots(SOUTH, 5, (0, 0, 1600, 1000)) == layout.hand_slots(
        SOUTH, 5, TABLE
    )
    assert layout.hand_slots(EAST, 0, TABLE) == []
    with pytest.raises(ValueError, match="seat"):
        layout.hand_slots(4, 3, TABLE)
    with pytest.raises(ValueError, match="seat"):
        layout.trick_slot(-1, TABLE)


def test_deck_stack_sits_in_the_centre_above_everything() -> None:
    top = layout.deck_slot(47, TABLE)
    assert math.dist((top.x, top.y), TABLE.center) < 20
    assert top.z > layout.trick_slot(SOUTH, TABLE, 3).z


def test_layout_imports_no_qt() -> None:
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(layout))
    names = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    names += [
        a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names
    ]
    assert not any("PySide" in name or "Qt" in name for name in names)
