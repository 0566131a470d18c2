"""Table geometry: hands stay on the table and readable, tricks, piles, plates and meld keep apart."""

from __future__ import annotations

import math
from itertools import combinations, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_desktop.ui.table import layout
from pinochle_desktop.ui.table.layout import EAST, NORTH, SEATS, SOUTH, WEST, CardSize, Rect, Slot, TableLayout
from pinochle_desktop.ui.table.placement import arrange_meld, place_box

# Table sizes (the view beside the scoreboard) of the smallest window, 1024x700, 1280x800 and 1920x1080.
TABLES = [(640, 565), (770, 640), (1000, 745), (1580, 1025)]
SIZES = list(CardSize)
INDEX_CAP = 0.145
"""Height of the rank letters in a card's corner, as a fraction of the card's height (card_art)."""


def _inside(slot: Slot, table: Rect) -> bool:
    return table.contains(slot.bounds())


@pytest.mark.parametrize("size", TABLES)
@pytest.mark.parametrize("n", [12, 16, 20, 24])
@pytest.mark.parametrize("card_size", SIZES)
def test_the_persons_hand_stays_on_the_table_and_every_index_shows(size, n, card_size) -> None:  # type: ignore[no-untyped-def]
    t = TableLayout(*size, max_hand=n, card_size=card_size)
    slots = t.hand_slots(SOUTH, n)
    assert len(slots) == n
    assert all(_inside(s, t.table) for s in slots)
    width = t.hand_height / layout.ASPECT
    for left, right in pairwise(slots):
        # the next card's top-left corner lies right of this card's index strip (0.23 of a card wide)
        assert right.corners()[0][0] - left.corners()[0][0] >= 0.24 * width
        assert right.z > left.z
    # the rank letters are at least 14 px tall on the smallest table, at every card size
    assert INDEX_CAP * t.hand_height >= 14


@pytest.mark.parametrize("size", TABLES)
def test_larger_card_sizes_make_the_hand_and_trick_larger_and_the_others_smaller(size) -> None:  # type: ignore[no-untyped-def]
    auto, large, extra = (TableLayout(*size, max_hand=16, card_size=s) for s in SIZES)
    assert auto.hand_height <= large.hand_height <= extra.hand_height
    assert auto.trick_height <= large.trick_height <= extra.trick_height
    assert auto.other_height >= large.other_height >= extra.other_height
    assert auto.hand_height > auto.other_height and auto.hand_height > auto.trick_height
    if size[1] >= 700:  # where there is room, each size is visibly larger than the one before
        assert large.hand_height >= 1.1 * auto.hand_height and extra.hand_height >= 1.1 * large.hand_height
    long = [TableLayout(*size, max_hand=24, card_size=s).hand_height for s in SIZES]
    assert long[1] >= 1.05 * long[0] and long[2] >= 1.05 * long[1]  # a 20-card hand grows too


def test_the_hand_is_much_larger_than_it_was_on_a_1280_window() -> None:
    t = TableLayout(1000, 745, max_hand=16)
    assert t.hand_height >= 140  # it was about 90 px


def test_hand_step_keeps_twelve_cards_roomy_and_squeezes_twenty_four() -> None:
    t = TableLayout(770, 640, max_hand=24)
    width = t.hand_height / layout.ASPECT
    assert t.hand_step(SOUTH, 12) == pytest.approx(layout.READABLE_STEP[1] * width)
    assert layout.READABLE_STEP[0] * width - 1e-6 <= t.hand_step(SOUTH, 24) < t.hand_step(SOUTH, 12)
    assert t.hand_step(NORTH, 24) < t.hand_step(SOUTH, 24)


def test_the_persons_hand_fans_on_a_gentle_symmetric_arc() -> None:
    t = TableLayout(1000, 745)
    slots = t.hand_slots(SOUTH, 12)
    middle = (slots[5].y + slots[6].y) / 2
    assert slots[0].y > middle and slots[-1].y > middle  # ends droop toward the player
    assert slots[0].rotation == pytest.approx(-slots[-1].rotation)
    assert 1 < slots[-1].rotation < 15
    assert slots[0].x - t.table.left == pytest.approx(t.table.right - slots[-1].x)


@pytest.mark.parametrize("seat", SEATS)
@pytest.mark.parametrize("n", [1, 12, 20])
@pytest.mark.parametrize("size", TABLES)
def test_every_hand_lies_along_its_own_edge(seat: int, n: int, size) -> None:  # type: ignore[no-untyped-def]
    t = TableLayout(*size, max_hand=20)
    slots = t.hand_slots(seat, n)
    assert all(_inside(s, t.table) for s in slots)
    cx, cy = t.table.center
    w, h = size
    base = layout.SEAT_ROTATION[seat]
    for s in slots:
        assert abs((s.rotation - base + 180) % 360 - 180) < 15
        if seat == SOUTH:
            assert s.y > cy + h / 5
        elif seat == NORTH:
            assert s.y < cy - h / 4
        elif seat == WEST:
            assert s.x < cx - w / 3
        else:
            assert s.x > cx + w / 3


@given(seat=st.sampled_from(SEATS), n=st.integers(0, 24), width=st.floats(640, 2600), height=st.floats(560, 1500),
       readable=st.sampled_from([None, True, False]), card_size=st.sampled_from(SIZES))
def test_hands_fit_any_reasonable_table(seat, n, width, height, readable, card_size) -> None:  # type: ignore[no-untyped-def]
    t = TableLayout(width, height, max_hand=max(n, 12), card_size=card_size)
    slots = t.hand_slots(seat, n, readable)
    assert len(slots) == n
    assert all(_inside(s, t.table) for s in slots)


def test_a_hand_does_not_move_as_it_shrinks() -> None:
    t = TableLayout(1000, 745, max_hand=20)
    for seat in SEATS:
        big, small = t.hand_slots(seat, 19)[9], t.hand_slots(seat, 1)[0]
        assert (big.x, big.y) == pytest.approx((small.x, small.y))


def test_other_hands_are_compact_unless_asked_to_be_readable() -> None:
    t = TableLayout(1000, 745)
    width = t.other_height / layout.ASPECT
    assert t.hand_step(WEST, 12) <= layout.COMPACT_STEP[1] * width + 1e-6
    open_north = t.hand_slots(NORTH, 12, readable=True)
    assert abs(open_north[1].x - open_north[0].x) >= layout.READABLE_STEP[0] * width


@pytest.mark.parametrize("size", TABLES)
@pytest.mark.parametrize("card_size", SIZES)
def test_trick_cards_sit_round_the_centre_clear_of_each_other_and_of_the_hands(size, card_size) -> None:  # type: ignore[no-untyped-def]
    t = TableLayout(*size, max_hand=24, card_size=card_size)
    slots = {seat: t.trick_slot(seat, order) for order, seat in enumerate(SEATS)}
    cx, cy = t.trick_centre
    assert slots[SOUTH].y > cy > slots[NORTH].y
    assert slots[WEST].x < cx < slots[EAST].x
    for a, b in combinations(slots.values(), 2):
        assert not a.bounds().intersects(b.bounds())
    for s in slots.values():
        assert abs(s.rotation) < 10 and _inside(s, t.centre)
    assert t.trick_slot(WEST, 3).z > t.trick_slot(SOUTH, 0).z
    hands = [t.hand_bounds(seat) for seat in SEATS]
    plates = [t.plate_rect(seat) for seat in SEATS]
    trick = t.trick_bounds()
    assert not any(trick.intersects(r) for r in hands + plates)


@pytest.mark.parametrize("size", TABLES)
def test_piles_sit_in_corners_clear_of_hands_and_plates_and_grow(size) -> None:  # type: ignore[no-untyped-def]
    t = TableLayout(*size, max_hand=24)
    hands = [t.hand_bounds(seat) for seat in SEATS]
    plates = [t.plate_rect(seat) for seat in SEATS]
    for side in (0, 1):
        pile = [t.pile_slot(side, i) for i in range(80)]
        assert all(_inside(s, t.table) for s in pile)
        box = t.pile_bounds(side)
        assert not any(box.intersects(r) for r in hands + plates)
        assert [s.z for s in pile] == sorted(s.z for s in pile)
        assert abs(pile[0].rotation - 90) < 5
    assert t.pile_slot(0, 0).y > t.table.center[1] > t.pile_slot(1, 0).y
    with pytest.raises(ValueError):
        t.pile_slot(3, 0)


@pytest.mark.parametrize("size", TABLES)
@pytest.mark.parametrize("card_size", SIZES)
def test_plates_sit_on_the_table_clear_of_cards_and_each_other(size, card_size) -> None:  # type: ignore[no-untyped-def]
    t = TableLayout(*size, max_hand=24, card_size=card_size)
    plates = [t.plate_rect(seat) for seat in SEATS]
    cards = [t.hand_bounds(seat) for seat in SEATS]
    for plate in plates:
        assert t.table.contains(plate)
        assert not any(plate.intersects(c) for c in cards)
    for a, b in combinations(plates, 2):
        assert not a.intersects(b)


@pytest.mark.parametrize("count", [2, 3, 4])
def test_tables_of_two_three_and_four_seats(count: int) -> None:
    positions = layout.positions_for(count)
    t = TableLayout(770, 640, positions, max_hand=24)
    boxes = [t.hand_bounds(p) for p in positions] + [t.plate_rect(p) for p in positions] + [t.trick_bounds()]
    for a, b in combinations(boxes, 2):
        assert not a.intersects(b)
    assert all(t.table.contains(b) for b in boxes)
    with pytest.raises(ValueError, match="2, 3 or 4"):
        layout.positions_for(5)


def test_slot_geometry_follows_rotation_and_scale() -> None:
    upright = Slot(100, 100, 0, 0, 0.5).bounds()
    assert (upright.width, upright.height) == pytest.approx((layout.CARD_WIDTH / 2, layout.CARD_HEIGHT / 2))
    sideways = Slot(100, 100, 90, 0)
    assert (sideways.bounds().width, sideways.bounds().height) == pytest.approx(
        (layout.CARD_HEIGHT, layout.CARD_WIDTH))
    assert sideways.corners()[0][0] > 100  # a West card's top points east, to the table centre
    with pytest.raises(ValueError, match="seat"):
        TableLayout(800, 600).hand_slots(4, 3)
    with pytest.raises(ValueError, match="seat"):
        TableLayout(800, 600).trick_slot(-1)


def test_deck_stack_sits_in_the_centre_above_everything() -> None:
    t = TableLayout(1000, 745)
    top = t.deck_slot(47)
    assert math.dist((top.x, top.y), t.trick_centre) < 20
    assert top.z > t.trick_slot(SOUTH, 3).z


def test_a_box_is_placed_clear_of_obstacles_nearest_to_where_it_wants_to_be() -> None:
    region = Rect(0, 0, 400, 300)
    wall = Rect(150, 100, 100, 100)
    box = place_box((80, 40), region, [wall], (200, 150))
    assert box is not None and region.contains(box) and not box.intersects(wall.adjusted(-8, -8, 8, 8))
    assert math.dist(box.center, (200, 150)) < 110
    assert place_box((80, 40), region, [Rect(0, 0, 400, 300)], (200, 150)) is None
    assert place_box((500, 40), region, [], (200, 150)) is None


def _nearest_free_place(size, region, obstacles, anchor, gap):  # type: ignore[no-untyped-def]
    """place_box by its definition, slowly: of the anchor and the places touching the region's or a grown
    obstacle's edges, the one nearest the anchor whose box meets no obstacle grown by ``gap`` (an obstacle no box
    in the region comes near gives no places)."""
    w, h = size
    if w > region.width + 1e-6 or h > region.height + 1e-6:
        return None
    reach = region.adjusted(-gap - w, -gap - h, gap, gap)
    grown = [o.adjusted(-gap, -gap, gap, gap) for o in obstacles
             if o.width > 0 and o.height > 0 and o.intersects(reach)]
    xs = {anchor[0] - w / 2, region.left, region.right - w} | {o.left - w for o in grown} | {o.right for o in grown}
    ys = {anchor[1] - h / 2, region.top, region.bottom - h} | {o.top - h for o in grown} | {o.bottom for o in grown}
    xs = {min(max(x, region.left), region.right - w) for x in xs}
    ys = {min(max(y, region.top), region.bottom - h) for y in ys}
    free = [Rect(x, y, w, h) for x in xs for y in ys
            if not any(Rect(x, y, w, h).intersects(o, tolerance=0.01) for o in grown)]
    return min(free, key=lambda b: ((b.x + w / 2 - anchor[0]) ** 2 + (b.y + h / 2 - anchor[1]) ** 2, b.x, b.y),
               default=None)


_SPOT = st.integers(0, 60).map(lambda v: v * 10.0)  # on a grid: edges that meet exactly
_LENGTH = st.integers(0, 20).map(lambda v: v * 10.0)
_BOX = st.builds(Rect, _SPOT, _SPOT, _LENGTH, _LENGTH)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(size=st.tuples(st.integers(1, 30).map(lambda v: v * 10.0), st.integers(1, 20).map(lambda v: v * 10.0)),
       region=_BOX, obstacles=st.lists(_BOX, max_size=14), anchor=st.tuples(_SPOT, _SPOT),
       gap=st.sampled_from([0.0, 6.0, 8.0]))
def test_a_box_goes_to_the_nearest_free_place_the_table_has(size, region, obstacles, anchor, gap) -> None:  # type: ignore[no-untyped-def]
    """The quick search finds the place the plain definition finds, boxes that meet edge to edge included (a
    caption may touch the gap round a hand, never enter it)."""
    assert place_box(size, region, obstacles, anchor, gap) == _nearest_free_place(size, region, obstacles, anchor, gap)


@pytest.mark.parametrize("size", TABLES)
@pytest.mark.parametrize("cards", [5, 10])
def test_meld_rows_and_captions_fit_the_felt_without_meeting(size, cards) -> None:  # type: ignore[no-untyped-def]
    t = TableLayout(*size, max_hand=24 if cards > 5 else 16)
    rows = {p: (cards, (170.0, 90.0), (80.0, 30.0)) for p in SEATS}
    obstacles = [t.hand_bounds(p, 20 - cards) for p in SEATS] + [t.plate_rect(p) for p in SEATS]
    arrangement = arrange_meld(t, rows, obstacles, reserve=(300.0, 120.0))
    assert arrangement is not None
    if cards == 5 and size[1] >= 700:
        assert not arrangement.compact  # full captions where there is room
    boxes = [layout.bounding([s.bounds() for s in arrangement.slots[p]]) for p in SEATS]
    boxes += list(arrangement.captions.values()) + [arrangement.reserved]
    for a, b in combinations(boxes, 2):
        assert not a.intersects(b)  # type: ignore[union-attr]
    for box in boxes:
        assert t.meld_region().contains(box) and not any(box.intersects(o) for o in obstacles)  # type: ignore[arg-type]


def test_layout_imports_no_qt() -> None:
    import ast
    import inspect

    from pinochle_desktop.ui.table import placement

    for module in (layout, placement):
        tree = ast.parse(inspect.getsource(module))
        names = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
        names += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        assert not any("PySide" in name or "Qt" in name for name in names)


@pytest.mark.parametrize("size", [(580, 470), *TABLES])
def test_the_turned_up_trump_shows_most_of_its_face_beside_the_stock(size) -> None:  # type: ignore[no-untyped-def]
    """Two-handed: the stock covers only the far end of the turned-up trump (it once hid all but a sliver)."""
    t = TableLayout(*size, positions=layout.positions_for(2), max_hand=12)
    turn_up, stock = t.turn_up_slot().bounds(), t.stock_slot(24).bounds()
    shown = (min(stock.left, t.stock_slot(0).bounds().left) - turn_up.left) / turn_up.width
    assert shown >= 0.6, shown
    assert t.centre.contains(turn_up)


@pytest.mark.parametrize("size", [(580, 470), (618, 575), *TABLES, (2380, 1390)])
def test_plates_grow_with_the_table_within_limits(size) -> None:  # type: ignore[no-untyped-def]
    """The name plates (and with them every text on the table) scale with the table, from about three quarters
    of their design size on the smallest table to at most 1.7 times it."""
    t = TableLayout(*size)
    smaller = TableLayout(size[0] * 0.8, size[1] * 0.8)
    assert layout.UI_RANGE[0] <= t.ui <= layout.UI_RANGE[1]
    assert t.plate_size[0] >= smaller.plate_size[0] and t.plate_size[1] >= smaller.plate_size[1]
    assert t.text_ui >= t.ui
    if size[0] >= 1500:
        assert t.plate_size[1] > 1.4 * layout.PLATE_SIZE[1]
