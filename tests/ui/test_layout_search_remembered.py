"""The meld layout search remembers what it tried (placement's ``_ATTEMPTS``, ``_LAST``) and place_box runs in
plain loops: the table must come out exactly as without either (the same boxes, the same meld)."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.ui.table import layout, placement
from pinochle_desktop.ui.table.layout import GAP, SEATS, CardSize, Rect, TableLayout
from pinochle_desktop.ui.table.placement import arrange_meld, place_box


def _reference_box(size: tuple[float, float], region: Rect, obstacles: list[Rect],
                   anchor: tuple[float, float]) -> Rect | None:
    """place_box by brute force: every candidate position, the free one least by (distance², x, y)."""
    w, h = size
    if w > region.width + 1e-6 or h > region.height + 1e-6:
        return None
    left, top, right, bottom = region.left, region.top, region.right - w, region.bottom - h
    grown = [(o.left - GAP, o.top - GAP, o.right + GAP, o.bottom + GAP) for o in obstacles
             if o.width > 0 and o.height > 0]
    xs = {anchor[0] - w / 2, left, right} | {v for x1, _, x2, _ in grown for v in (x1 - w, x2)}
    ys = {anchor[1] - h / 2, top, bottom} | {v for _, y1, _, y2 in grown for v in (y1 - h, y2)}
    xs = {min(max(x, left), right) for x in xs}
    ys = {min(max(y, top), bottom) for y in ys}
    ax, ay = anchor[0] - w / 2, anchor[1] - h / 2
    free = [((x - ax) ** 2 + (y - ay) ** 2, x, y) for x in xs for y in ys
            if not any(x < x2 - 0.01 and x1 + 0.01 < x + w and y < y2 - 0.01 and y1 + 0.01 < y + h
                       for x1, y1, x2, y2 in grown)]
    if not free:
        return None
    _, x, y = min(free)
    return Rect(x, y, w, h)


def test_a_box_goes_exactly_where_trying_every_place_puts_it() -> None:
    rng = random.Random(7)
    found = 0
    for _ in range(1500):
        region = Rect(rng.uniform(0, 40), rng.uniform(0, 40), rng.uniform(150, 900), rng.uniform(120, 700))
        obstacles = [Rect(rng.uniform(-40, 900), rng.uniform(-40, 700), rng.uniform(0, 250), rng.uniform(0, 180))
                     for _ in range(rng.randint(0, 14))]
        size = (rng.uniform(10, 400), rng.uniform(10, 250))
        anchor = (rng.uniform(0, 900), rng.uniform(0, 700))
        box = place_box(size, region, obstacles, anchor)
        assert box == _reference_box(size, region, obstacles, anchor)
        found += box is not None
    assert 300 < found < 1500  # both kinds of case were tried


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1280, 800)])
@pytest.mark.parametrize("card_size", [CardSize.AUTOMATIC, CardSize.EXTRA_LARGE])
def test_the_meld_comes_out_the_same_after_the_tries_the_table_makes_before_it(size, card_size) -> None:  # type: ignore[no-untyped-def]
    """The table tries lists with readable cards, then smaller, then titles alone (arrange._arrange); what
    those tries remember must not change the layout a fresh search finds."""
    t = TableLayout(*size, max_hand=24, card_size=card_size)
    rows = {p: (12, (260.0, 110.0), [(200.0, 60.0), (140.0, 80.0), (90.0, 22.0)]) for p in SEATS}
    obstacles = [t.hand_bounds(p, 8) for p in SEATS] + [t.plate_rect(p) for p in SEATS]
    tries = [(True, ("full", "list"), layout.READABLE_MELD), (True, ("full", "list"), placement.SMALLEST_MELD),
             (True, ("title",), placement.SMALLEST_MELD), (False, ("full", "list"), placement.SMALLEST_MELD)]
    for reserve in ((300.0, 120.0), (220.0, 90.0)):
        placement._ATTEMPTS.clear()
        placement._LAST.clear()
        warmed = [arrange_meld(t, rows, obstacles, reserve, strict, None, levels, least)
                  for strict, levels, least in tries]
        for (strict, levels, least), after in zip(tries, warmed):
            placement._ATTEMPTS.clear()
            placement._LAST.clear()
            assert arrange_meld(t, rows, obstacles, reserve, strict, None, levels, least) == after
