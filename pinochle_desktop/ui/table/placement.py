"""Finding free room on the table: boxes (panels, captions, bubbles) placed clear of everything else.

Pure geometry like ``layout``: a box goes where it touches no obstacle, as near as possible to where it
would like to be; meld rows and their captions are arranged in the centre, shrinking the cards until
they all fit together with the panel that waits for the person.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .layout import ASPECT, EAST, GAP, NORTH, SOUTH, WEST, Z_MELD, Rect, Slot, TableLayout, bounding

MELD_STEP = 0.5
"""Distance between melded cards, in card widths (the index and most of the face show)."""
SMALLEST_MELD = 34.0
"""Melded cards never get smaller than this many pixels tall."""


def place_box(size: tuple[float, float], region: Rect, obstacles: list[Rect],
              anchor: tuple[float, float], gap: float = GAP) -> Rect | None:
    """A ``size`` box inside ``region`` that comes no nearer than ``gap`` to any obstacle, its centre as
    close to ``anchor`` as possible; None if there is no such place.

    The candidates are the anchor itself and the positions touching the region's or an obstacle's
    edges; the nearest one clear of every obstacle wins."""
    w, h = size
    if w > region.width + 1e-6 or h > region.height + 1e-6:
        return None
    left, top, right, bottom = region.left, region.top, region.right - w, region.bottom - h
    reach = (left - gap - w, top - gap - h, region.right + gap, region.bottom + gap)
    near = [(o.left - gap, o.top - gap, o.right + gap, o.bottom + gap)
            for o in obstacles if o.width > 0 and o.height > 0 and o.right > reach[0] and o.left < reach[2]
            and o.bottom > reach[1] and o.top < reach[3]]
    xs = {anchor[0] - w / 2, left, right}
    ys = {anchor[1] - h / 2, top, bottom}
    for x1, y1, x2, y2 in near:
        xs.update((x1 - w, x2))
        ys.update((y1 - h, y2))
    xs = {min(max(x, left), right) for x in xs}
    ys = {min(max(y, top), bottom) for y in ys}
    near = [(x1 + 0.01, y1 + 0.01, x2 - 0.01, y2 - 0.01) for x1, y1, x2, y2 in near]
    ax, ay = anchor[0] - w / 2, anchor[1] - h / 2
    candidates = sorted(((x - ax) ** 2 + (y - ay) ** 2, x, y) for x in xs for y in ys)
    for _, x, y in candidates:
        x2, y2 = x + w, y + h
        if not any(x < o[2] and o[0] < x2 and y < o[3] and o[1] < y2 for o in near):
            return Rect(x, y, w, h)
    return None


@dataclass(frozen=True)
class MeldArrangement:
    """Where each seat's meld cards and caption go, and the box kept for the panel (if one was asked for)."""

    slots: dict[int, list[Slot]]
    captions: dict[int, Rect]
    reserved: Rect | None
    card_height: float
    compact: bool = False


def meld_row(n: int, height: float, left: float, centre_y: float) -> list[Slot]:
    """``n`` upright melded cards ``height`` tall, the first card's left edge at ``left``."""
    width = height / ASPECT
    step = MELD_STEP * width
    return [Slot(left + width / 2 + i * step, centre_y, 0.0, Z_MELD + i, height / 140.0) for i in range(n)]


def row_width(n: int, height: float) -> float:
    width = height / ASPECT
    return width + max(0, n - 1) * MELD_STEP * width


_ORDER = (NORTH, WEST, EAST, SOUTH)


def arrange_meld(table: TableLayout, rows: dict[int, tuple[int, tuple[float, float], tuple[float, float]]],
                 obstacles: list[Rect], reserve: tuple[float, float] | None = None) -> MeldArrangement | None:
    """Lay out each position's meld (``rows``: position -> (cards, full caption size, compact caption
    size)) in the centre: a row in front of its seat with its caption beside it, all clear of
    ``obstacles`` and of each other, and room for a ``reserve`` box (the panel). Full captions are tried
    first with cards down to three quarters of their size, then compact ones with cards down to
    ``SMALLEST_MELD``. An arrangement with every meld on its own seat's side of the table (see
    ``on_their_sides``) wins over larger cards; failing that, the first that fits; None if nothing fits."""
    region = table.centre
    fallback: MeldArrangement | None = None
    for compact in (False, True):
        height = table.meld_height
        floor = SMALLEST_MELD if compact else max(SMALLEST_MELD, 0.75 * table.meld_height)
        chosen = {p: (n, small if compact else full) for p, (n, full, small) in rows.items()}
        while height >= floor:
            for result in _tries(table, region, chosen, obstacles, reserve, height):
                arrangement = MeldArrangement(result.slots, result.captions, result.reserved, height, compact)
                if on_their_sides(arrangement, region):
                    return arrangement
                fallback = fallback or arrangement
            height *= 0.92
    return fallback


def on_their_sides(arrangement: MeldArrangement, region: Rect) -> bool:
    """Whether each meld (its cards and caption) lies on its seat's side of ``region``: the opposite seat's
    reaching into the upper half and above the person's, which reaches into the lower half; a left seat's
    left of a right seat's. A meld pushed over to the other side by the panel reads as the other player's."""
    boxes = {}
    for position in set(arrangement.slots) | set(arrangement.captions):
        parts = [s.bounds() for s in arrangement.slots.get(position, [])]
        if position in arrangement.captions:
            parts.append(arrangement.captions[position])
        box = bounding(parts)
        if box is not None:
            boxes[position] = box
    cx, cy = region.center
    north, south, west, east = (boxes.get(p) for p in (NORTH, SOUTH, WEST, EAST))
    if north is not None and north.top > cy or south is not None and south.bottom < cy:
        return False
    if north is not None and south is not None and north.center[1] >= south.center[1]:
        return False
    if west is not None and east is not None and west.center[0] >= east.center[0]:
        return False
    return not (west is not None and west.left > cx or east is not None and east.right < cx)


def _tries(table: TableLayout, region: Rect, rows: dict[int, tuple[int, tuple[float, float]]],
           obstacles: list[Rect], reserve: tuple[float, float] | None, height: float) -> Iterator[MeldArrangement]:
    """The arrangements at one card height: with a panel, one for each place it may take (in the middle,
    then in a corner of the centre); without, the rows alone."""
    if reserve is None:
        result = _rows_round(region, rows, list(obstacles), height, None)
        if result is not None:
            yield result
        return
    w, h = reserve
    for ax, ay in ((0.5, 0.5), (1.0, 1.0), (1.0, 0.0), (0.0, 1.0), (0.0, 0.0)):
        anchor = (region.left + w / 2 + ax * (region.width - w), region.top + h / 2 + ay * (region.height - h))
        box = place_box(reserve, region, obstacles, anchor)
        if box is None:
            return
        result = _rows_round(region, rows, [*obstacles, box], height, box)
        if result is not None:
            yield result


def _rows_round(region: Rect, rows: dict[int, tuple[int, tuple[float, float]]], taken: list[Rect],
                height: float, reserved: Rect | None) -> MeldArrangement | None:
    """Each position's row and caption as one unit (side by side, else the caption above the cards),
    placed toward its seat."""
    slots: dict[int, list[Slot]] = {}
    captions: dict[int, Rect] = {}
    cx, cy = region.center
    anchors = {NORTH: (cx, region.top), SOUTH: (cx, region.bottom), WEST: (region.left, cy - region.height / 6),
               EAST: (region.right, cy + region.height / 6)}
    for position in _ORDER:
        if position not in rows:
            continue
        n, (cw, ch) = rows[position]
        if n == 0:  # no meld: the caption alone
            box = place_box((cw, ch), region, taken, anchors[position])
            if box is None:
                return None
            slots[position] = []
            captions[position] = box
            taken.append(box)
            continue
        rw = row_width(n, height)
        placed = None
        for side_by_side in (True, False):
            if side_by_side:
                size = (rw + (GAP + cw if cw else 0.0), max(height, ch))
            else:
                size = (max(rw, cw), height + (GAP + ch if ch else 0.0))
            box = place_box(size, region, taken, anchors[position])
            if box is not None:
                placed = (box, side_by_side)
                break
        if placed is None:
            return None
        box, side_by_side = placed
        if side_by_side:
            cards_left = box.right - rw if position == EAST else box.left
            caption = Rect(box.left if position == EAST else box.left + rw + GAP, box.center[1] - ch / 2, cw, ch)
            card_y = box.center[1]
        else:
            cards_left = box.left + (box.width - rw) / 2
            caption = Rect(box.left + (box.width - cw) / 2, box.top, cw, ch)
            card_y = box.bottom - height / 2
        slots[position] = meld_row(n, height, cards_left, card_y)
        if cw and ch:
            captions[position] = caption
        taken.append(box)
    return MeldArrangement(slots, captions, reserved, height)


__all__ = ["MeldArrangement", "arrange_meld", "on_their_sides", "meld_row", "place_box", "row_width", "SOUTH", "WEST"]
