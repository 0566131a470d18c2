"""Finding free room on the table: boxes (panels, captions, bubbles) placed clear of everything else.

Pure geometry like ``layout``: a box goes where it touches no obstacle, as near as possible to where it
would like to be; meld rows and their captions are arranged in the centre, shrinking the cards until
they all fit together with the panel that waits for the person.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial

from .layout import ASPECT, EAST, GAP, NORTH, SOUTH, WEST, Z_MELD, Rect, Slot, TableLayout, bounding

MELD_STEP = 0.5
"""Distance between melded cards, in card widths (the index and most of the face show)."""
SMALLEST_MELD = 34.0
"""Melded cards never get smaller than this many pixels tall."""
NEARER = 0.95 ** 2
"""A meld reads as its owner's where it lies at most 0.95 as far from their seat as from any other (squared):
one about as near another seat reads as either's."""


def _rows_first(block: tuple[float, float, float, float]) -> tuple[float, float]:
    return block[2], block[3]


def place_box(size: tuple[float, float], region: Rect, obstacles: list[Rect],
              anchor: tuple[float, float], gap: float = GAP) -> Rect | None:
    """A ``size`` box inside ``region`` that comes no nearer than ``gap`` to any obstacle, its centre as
    close to ``anchor`` as possible; None if there is no such place.

    The candidates are the anchor itself and the positions touching the region's or an obstacle's
    edges; the nearest one clear of every obstacle wins."""
    w, h = size
    rx, ry, rw, rh = region.x, region.y, region.width, region.height
    if w > rw + 1e-6 or h > rh + 1e-6:
        return None
    left, top, right, bottom = rx, ry, rx + rw - w, ry + rh - h
    reach_left, reach_top, reach_right, reach_bottom = left - gap - w, top - gap - h, rx + rw + gap, ry + rh + gap
    ax, ay = anchor[0] - w / 2, anchor[1] - h / 2
    xs = {ax, left, right}
    ys = {ay, top, bottom}
    # each obstacle within reach, grown by the gap and shrunk by a hair, as the columns it blocks (x1 - w < x <
    # x2) and the rows it blocks in them (y1 - h < y < y2); its edges give the candidates
    # (this runs hundreds of thousands of times in a meld's layout search: plain fields and loops)
    blocks: list[tuple[float, float, float, float]] = []
    for o in obstacles:
        ox, oy, ow, oh = o.x, o.y, o.width, o.height
        if ow <= 0 or oh <= 0:
            continue
        o_right, o_bottom = ox + ow, oy + oh
        if o_right <= reach_left or ox >= reach_right or o_bottom <= reach_top or oy >= reach_bottom:
            continue
        x1, y1, x2, y2 = ox - gap, oy - gap, o_right + gap, o_bottom + gap
        xs.add(x1 - w)
        xs.add(x2)
        ys.add(y1 - h)
        ys.add(y2)
        blocks.append((x1 + 0.01 - w, x2 - 0.01, y1 + 0.01 - h, y2 - 0.01))
    blocks.sort(key=_rows_first)  # (each column's blocked rows come in order)
    columns = sorted(((x - ax) ** 2, x) for x in {left if x < left else right if x > right else x for x in xs})
    rows = sorted(((y - ay) ** 2, y) for y in {top if y < top else bottom if y > bottom else y for y in ys})
    # the nearest free candidate, as (distance², x, y) is least: column by column, nearest first, each
    # column's candidates nearest first, stopping where no nearer one can come
    best: tuple[float, float, float] | None = None
    limit = float("inf")  # best's distance²
    for dx2, x in columns:
        if dx2 > limit:
            break
        starts: list[float] = []  # the rows blocked in this column: open intervals, merged where they overlap
        ends: list[float] = []
        for xa, xb, a, b in blocks:
            if xa < x < xb:
                if ends and a < ends[-1]:
                    if b > ends[-1]:
                        ends[-1] = b
                else:
                    starts.append(a)
                    ends.append(b)
        if starts and starts[0] < top and ends[0] > bottom:
            continue  # the whole column is blocked
        for dy2, y in rows:
            d2 = dx2 + dy2
            if d2 > limit:
                break
            i = bisect_left(starts, y) - 1
            if i >= 0 and y < ends[i]:
                continue  # blocked
            if best is None or (d2, x, y) < best:
                best = (d2, x, y)
                limit = d2
            break
    return None if best is None else Rect(best[1], best[2], w, h)


@dataclass(frozen=True)
class MeldArrangement:
    """Where each seat's meld cards and caption go, and the box kept for the panel (if one was asked for);
    ``variants``: which of a seat's compact captions each took (``compact``)."""

    slots: dict[int, list[Slot]]
    captions: dict[int, Rect]
    reserved: Rect | None
    card_height: float
    compact: bool = False
    variants: dict[int, int] = field(default_factory=dict)


MeldRow = tuple[int, tuple[float, float], "tuple[float, float] | list[tuple[float, float]]"]
"""A position's meld for ``arrange_meld``: its number of cards, its full caption's size and its compact
caption's size (or sizes: the lists in short, the widest first, and last the title alone, the last resort)."""
SECOND_LINE = 0.42
"""A long meld wraps onto a second line this many card heights below the first: the second line's cards
cover the lower part of the first line's, whose corner indices show."""
TIGHT_STEP = 0.3
"""The least distance between melded cards, in card widths, where room is short: the corner index (0.23 of
a card wide) still shows whole."""
_SHAPES = ((1, MELD_STEP), (1, TIGHT_STEP), (2, MELD_STEP), (2, TIGHT_STEP), (3, TIGHT_STEP))
"""The shapes a meld's cards are tried in, (lines, step): one line first, then two or three, tighter."""


MELD_BREAK = 0.25
"""The extra distance between the last card of one meld and the first of the next in a row, in card widths:
the row reads meld by meld, like the list beside it."""
SQUEEZED_STEP = 0.38
"""Where a row with its gaps would be wider than without, the least distance its cards within a meld may
close up to, in card widths, for the gaps to fit in the row's width without gaps (most of the face shows)."""


def _line_places(n: int, lines: int, breaks: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """Each of ``n`` cards' line, its place in the line and how many melds start before it within its line
    (``breaks``: the cards that start a meld)."""
    per_line = -(-n // lines) if n else 1
    out = []
    started = 0
    for i in range(n):
        if i % per_line == 0:
            started = 0
        elif i in breaks:
            started += 1
        out.append((i // per_line, i % per_line, started))
    return out


def meld_row(n: int, height: float, left: float, centre_y: float, lines: int = 1,
             step_share: float = MELD_STEP, breaks: tuple[int, ...] = (),
             break_share: float = MELD_BREAK) -> list[Slot]:
    """``n`` upright melded cards ``height`` tall, ``step_share`` card widths apart (``break_share`` more
    before each card in ``breaks``, the first of a meld), the first card's left edge at ``left``, the first
    line's centre at ``centre_y``; with more ``lines``, the cards in that many lines, each a little below the
    one before (see ``SECOND_LINE``)."""
    width = height / ASPECT
    step = step_share * width
    extra = break_share * width
    return [Slot(left + width / 2 + k * step + started * extra, centre_y + line * SECOND_LINE * height, 0.0,
                 Z_MELD + i, height / 140.0)
            for i, (line, k, started) in enumerate(_line_places(n, lines, breaks))]


def row_width(n: int, height: float, lines: int = 1, step_share: float = MELD_STEP, breaks: tuple[int, ...] = (),
              break_share: float = MELD_BREAK) -> float:
    """The width of ``meld_row``'s cards."""
    width = height / ASPECT
    if not breaks:
        return width + max(0, -(-n // lines) - 1) * step_share * width
    return width + max((k * step_share * width + started * break_share * width
                        for _, k, started in _line_places(n, lines, breaks)), default=0.0)


def _spacings(n: int, lines: int, step: float, breaks: tuple[int, ...], wide: bool
              ) -> list[tuple[float, tuple[int, ...], float, bool]]:
    """How a row of ``n`` cards in ``lines`` lines ``step`` card widths apart may lie with gaps before the
    cards that start a meld (``breaks``), in the order to try: ``(step, breaks, gap, same)``, the distance
    within a meld and the extra before a meld (in card widths) and where; ``same``: the row is no wider than
    without gaps. With ``wide``, first at ``step`` with the gaps (``MELD_BREAK``) added; then in the width the row
    has without gaps, the cards within a meld closed up (down to ``SQUEEZED_STEP``) and, where that is not
    enough, the gaps smaller (down to half); failing that, without gaps."""
    if not breaks:
        return [(step, (), 0.0, True)]
    out = [(step, breaks, MELD_BREAK, False)] if wide else []
    per_line = -(-n // lines)
    counts: dict[int, list[int]] = {}  # per line: its cards, its gaps
    for line, _, started in _line_places(n, lines, breaks):
        line_count = counts.setdefault(line, [0, 0])
        line_count[0] += 1
        line_count[1] = started
    room = (per_line - 1) * step  # a line's width without gaps, less a card
    gapped = [(cards, gaps) for cards, gaps in counts.values() if gaps]
    if not gapped:  # every meld starts a line
        return [(step, (), 0.0, True)]
    closed = min(step, min((room - gaps * MELD_BREAK) / (cards - 1) for cards, gaps in gapped))
    if closed >= SQUEEZED_STEP - 1e-9 or closed >= step - 1e-9:
        out.append((closed, breaks, MELD_BREAK, True))
    elif step > SQUEEZED_STEP:
        gap = min((room - (cards - 1) * SQUEEZED_STEP) / gaps for cards, gaps in gapped)
        if gap >= MELD_BREAK / 2 - 1e-9:
            out.append((SQUEEZED_STEP, breaks, gap, True))
    if not out or out[-1][3] is False:
        out.append((step, (), 0.0, True))
    return out


def row_height(height: float, lines: int = 1) -> float:
    return height * (1 + (lines - 1) * SECOND_LINE)


_ORDER = (NORTH, WEST, EAST, SOUTH)


def arrange_meld(table: TableLayout, rows: dict[int, MeldRow], obstacles: list[Rect],
                 reserve: tuple[float, float] | None = None, strict: bool | None = None,
                 region: Rect | None = None, levels: tuple[str, ...] = ("full", "list", "title"),
                 least: float = SMALLEST_MELD, breaks: dict[int, tuple[int, ...]] | None = None
                 ) -> MeldArrangement | None:
    """Lay out each position's meld (``rows``: position -> (cards, full caption size, compact caption
    sizes)) on the felt (``TableLayout.meld_region``): in front of its seat with its caption beside or above
    it, all clear of ``obstacles`` and of each other, and room for a ``reserve`` box (the panel). Full
    captions are tried first with cards down to three quarters of their size, then compact ones (a list
    several melds to a line) with cards down to ``SMALLEST_MELD``, a long meld on two lines where one does
    not fit. An arrangement with every meld on its own seat's side of the table (see ``on_their_sides``)
    wins over larger cards; failing that, the first that fits; None if nothing fits. ``strict`` True: only
    the first kind; False: only the second. ``region``: where the melds may lie instead (the centre, where a
    message needs the felt round it); ``levels``: which captions are tried, in turn: "full", "list" (the
    lists in short), "title" (the titles alone). ``breaks``: per position, the cards that start a meld in its
    row, with a small gap before each (``MELD_BREAK``) where the wider row finds room, else without."""
    gaps = tuple(sorted((p, tuple(b)) for p, b in (breaks or {}).items() if b and p in rows))
    key = (table.table, table.meld_height, tuple(table.positions), tuple(sorted(
        (p, n, full, tuple(small) if isinstance(small, list) else small) for p, (n, full, small) in rows.items())),
        tuple(obstacles), reserve, strict, region, levels, least, gaps)
    if key in _LAST:
        return _LAST[key]
    found = _arrange_meld(table, rows, obstacles, reserve, (True, False) if strict is None else (strict,),
                          region or table.meld_region(), levels, least, gaps)
    if len(_LAST) >= 64:  # the table is laid out again and again for the same meld (texts, widgets, resizes)
        _LAST.pop(next(iter(_LAST)))
    _LAST[key] = found
    return found


_LAST: dict[object, MeldArrangement | None] = {}
Gaps = tuple[tuple[int, tuple[int, ...]], ...]
"""Per position (sorted), the cards of its row that start a meld (``arrange_meld``'s ``breaks``)."""


def _arrange_meld(table: TableLayout, rows: dict[int, MeldRow], obstacles: list[Rect],
                  reserve: tuple[float, float] | None, kinds: tuple[bool, ...], region: Rect,
                  levels: tuple[str, ...], least: float, gaps: Gaps = ()) -> MeldArrangement | None:
    seats = seat_points(table)
    for strict in kinds:  # each meld nearer its own seat than another's; failing that, anywhere
        for level in levels:
            compact = level != "full"
            floor = max(least, SMALLEST_MELD if compact else max(SMALLEST_MELD, 0.75 * table.meld_height))
            if table.meld_height < floor - 1e-6:
                continue
            heights = [table.meld_height]
            while heights[-1] * 0.92 >= floor:
                heights.append(heights[-1] * 0.92)
            chosen: dict[int, tuple[int, list[tuple[int, tuple[float, float]]]]] = {}
            for p, (n, full, small) in rows.items():
                smalls = list(enumerate(small)) if isinstance(small, list) else [(0, small)]
                if level == "full":
                    chosen[p] = (n, [(0, full)])
                elif level == "list":  # a list in short: every compact caption but the last resort, the title
                    chosen[p] = (n, smalls[:-1] or smalls)
                else:
                    chosen[p] = (n, smalls[-1:])
            if level == "title" and all(len(small) < 2 for _, _, small in rows.values() if isinstance(small, list)):
                continue  # (no caption has a title alone besides its list)

            found = _largest(heights, partial(_attempt_once, table, region, chosen, obstacles, reserve,
                                              seats if strict else None, compact))
            if found is not None:
                return _with_gaps(found, table, region, chosen, obstacles, seats if strict else None, gaps)
    return None


def _attempt_once(table: TableLayout, region: Rect,
                  rows: dict[int, tuple[int, list[tuple[int, tuple[float, float]]]]], obstacles: list[Rect],
                  reserve: tuple[float, float] | None, seats: dict[int, tuple[float, float]] | None,
                  compact: bool, height: float) -> MeldArrangement | None:
    """``_attempt``, remembered: the table's arrangement tries the same height with the same captions, room
    and panel again and again (a try with smaller cards allowed repeats the larger heights the try before
    found no room at; the message stacked on the panel lays the table out again)."""
    key = (region, table.centre, tuple(sorted((p, n, tuple(sizes)) for p, (n, sizes) in rows.items())),
           tuple(obstacles), reserve, None if seats is None else tuple(sorted(seats.items())), compact, height)
    if key in _ATTEMPTS:
        return _ATTEMPTS[key]
    found = _attempt(table, region, rows, obstacles, reserve, seats, compact, height)
    if len(_ATTEMPTS) >= 4096:  # (a few layouts' worth: forgotten all at once)
        _ATTEMPTS.clear()
    _ATTEMPTS[key] = found
    return found


_ATTEMPTS: dict[object, MeldArrangement | None] = {}


def _attempt(table: TableLayout, region: Rect, rows: dict[int, tuple[int, list[tuple[int, tuple[float, float]]]]],
             obstacles: list[Rect], reserve: tuple[float, float] | None, seats: dict[int, tuple[float, float]] | None,
             compact: bool, height: float) -> MeldArrangement | None:
    """The first arrangement at ``height`` (with ``seats``: one with every meld on its own seat's side)."""
    for result in _tries(table, region, rows, obstacles, reserve, height, seats):
        arrangement = MeldArrangement(result.slots, result.captions, result.reserved, height, compact, result.variants)
        if seats is None or on_their_sides(arrangement, table.centre, seats):
            return arrangement
    return None


def _largest(heights: list[float], attempt: Callable[[float], MeldArrangement | None]) -> MeldArrangement | None:
    """The arrangement at the largest of ``heights`` (largest first) at which ``attempt`` finds one: the
    largest first, then the smallest, then by halves between (what fits at a height fits, nearly always, at
    a smaller one)."""
    best = attempt(heights[0])
    if best is not None or len(heights) == 1:
        return best
    best = attempt(heights[-1])
    if best is None:
        return None
    low, high = 0, len(heights) - 1  # heights[low] fails, heights[high] fits
    while high - low > 1:
        middle = (low + high) // 2
        found = attempt(heights[middle])
        if found is not None:
            high, best = middle, found
        else:
            low = middle
    return best


def seat_points(table: TableLayout) -> dict[int, tuple[float, float]]:
    """Where each position in use sits, for telling whose meld is whose: the middle of its hand's edge toward
    the table's centre (the person's: the top of the hand, a raised card included)."""
    points = {}
    for p in table.positions:
        box = table.hand_bounds(p)
        points[p] = {SOUTH: (box.center[0], box.top), NORTH: (box.center[0], box.bottom),
                     WEST: (box.right, box.center[1]), EAST: (box.left, box.center[1])}[p]
    return points


def _near_own_seat(box: Rect, position: int, seats: dict[int, tuple[float, float]] | None) -> bool:
    """Whether ``box``'s centre is nearer ``position``'s seat than any other's (a meld there reads as
    that player's)."""
    if not seats or position not in seats:
        return True
    cx, cy = box.center
    own = (cx - seats[position][0]) ** 2 + (cy - seats[position][1]) ** 2
    return all(own <= NEARER * ((cx - x) ** 2 + (cy - y) ** 2) for p, (x, y) in seats.items() if p != position)


def on_their_sides(arrangement: MeldArrangement, region: Rect,
                   seats: dict[int, tuple[float, float]] | None = None) -> bool:
    """Whether each meld (its cards and caption) lies on its seat's side of ``region``: the opposite seat's
    reaching into the upper half and above the person's, which reaches into the lower half; a left seat's
    left of a right seat's; and (given the ``seats``' places) each nearer its own seat than any other's. A
    meld pushed over to the other side by the panel reads as the other player's."""
    boxes = {}
    for position in set(arrangement.slots) | set(arrangement.captions):
        parts = [s.bounds() for s in arrangement.slots.get(position, [])]
        if position in arrangement.captions:
            parts.append(arrangement.captions[position])
        box = bounding(parts)
        if box is not None:
            boxes[position] = box
    if not all(_near_own_seat(box, position, seats) for position, box in boxes.items()):
        return False
    cx, cy = region.center
    north, south, west, east = (boxes.get(p) for p in (NORTH, SOUTH, WEST, EAST))
    if north is not None and north.top > cy or south is not None and south.bottom < cy:
        return False
    if north is not None and south is not None and north.center[1] >= south.center[1]:
        return False
    if west is not None and east is not None and west.center[0] >= east.center[0]:
        return False
    return not (west is not None and west.left > cx or east is not None and east.right < cx)


def _tries(table: TableLayout, region: Rect, rows: dict[int, tuple[int, list[tuple[int, tuple[float, float]]]]],
           obstacles: list[Rect], reserve: tuple[float, float] | None, height: float,
           seats: dict[int, tuple[float, float]] | None) -> Iterator[MeldArrangement]:
    """The arrangements at one card height: with a panel, one for each place it may take (in the middle,
    then in a corner of the centre); without, the rows alone."""
    centre = table.centre
    if reserve is None:
        result = _rows_round(region, centre, rows, list(obstacles), height, None, seats)
        if result is not None:
            yield result
        return
    w, h = reserve
    tried: set[Rect] = set()  # a panel's place found again from another corner lays the rows out as before
    for ax, ay in ((0.5, 0.5), (1.0, 1.0), (1.0, 0.0), (0.0, 1.0), (0.0, 0.0)):
        anchor = (centre.left + w / 2 + ax * (centre.width - w), centre.top + h / 2 + ay * (centre.height - h))
        box = place_box(reserve, centre, obstacles, anchor)
        if box is None:
            return
        if box in tried:
            continue
        tried.add(box)
        result = _rows_round(region, centre, rows, [*obstacles, box], height, box, seats)
        if result is not None:
            yield result


def _with_gaps(found: MeldArrangement, table: TableLayout, region: Rect,
               rows: dict[int, tuple[int, list[tuple[int, tuple[float, float]]]]], obstacles: list[Rect],
               seats: dict[int, tuple[float, float]] | None, gaps: Gaps) -> MeldArrangement:
    """``found`` (the search's arrangement, without gaps between melds) with the gaps (``gaps``: each row's
    cards that start a meld) where they find room: the same card size, captions and panel place, the rows
    laid out again (``_gapped_rounds``); as found where that finds no arrangement (with ``seats``: none
    with every meld on its own seat's side)."""
    if not gaps:
        return found
    taken = [*obstacles, found.reserved] if found.reserved is not None else list(obstacles)
    for result in _gapped_rounds(region, table.centre, rows, taken, found.card_height, found.reserved, seats,
                                 dict(gaps)):
        arrangement = MeldArrangement(result.slots, result.captions, result.reserved, found.card_height,
                                      found.compact, result.variants)
        if seats is None or on_their_sides(arrangement, table.centre, seats):
            return arrangement
    return found


def _gapped_rounds(region: Rect, centre: Rect, rows: dict[int, tuple[int, list[tuple[int, tuple[float, float]]]]],
                   taken: list[Rect], height: float, reserved: Rect | None,
                   seats: dict[int, tuple[float, float]] | None, breaks: dict[int, tuple[int, ...]] | None
                   ) -> Iterator[MeldArrangement]:
    """``_rows_round``'s arrangements with the gaps between melds (``breaks``): first with every row allowed
    to grow wider for them; where a row finds no room, the row placed before it that may grow no longer may
    (a wider row took the room), round by round; then (and after an arrangement not taken: a meld off its
    seat's side) with no row grown, each in the box it takes without gaps."""
    wide = frozenset(p for p, b in (breaks or {}).items() if b)
    while wide:
        stuck: list[int] = []
        result = _rows_round(region, centre, rows, list(taken), height, reserved, seats, breaks=breaks, wide=wide,
                             stuck=stuck)
        if result is not None:
            yield result
            break
        before = [p for p in _ORDER[:_ORDER.index(stuck[0])] if p in wide] if stuck else []
        if not before:  # the rows before the one without room take the boxes they take without gaps, and it
            return      # tried every shape in its box without gaps too: none finds room without gaps either
        wide = wide - {before[-1]}
    result = _rows_round(region, centre, rows, list(taken), height, reserved, seats, breaks=breaks)
    if result is not None:
        yield result


def _rows_round(region: Rect, centre: Rect, rows: dict[int, tuple[int, list[tuple[int, tuple[float, float]]]]],
                taken: list[Rect], height: float, reserved: Rect | None,
                seats: dict[int, tuple[float, float]] | None = None, order: tuple[int, ...] = _ORDER,
                breaks: dict[int, tuple[int, ...]] | None = None, wide: frozenset[int] = frozenset(),
                stuck: list[int] | None = None) -> MeldArrangement | None:
    """Each position's row and caption as one unit (side by side, else the caption above the cards; the
    cards on one line, else on two), placed toward its seat: anchored at ``centre``'s edge on the seat's side,
    anywhere in ``region`` clear of ``taken`` (with ``seats``: each nearer its own seat than another's, and
    another seat's not below the centre, in the person's row). ``breaks``: a row's cards that start a meld,
    with a gap before each (``_spacings``) in each shape where it fits: the row made wider for them only at
    the positions in ``wide``, else in the row's width without gaps. ``stuck`` gets the position that found
    no room, if one did."""
    slots: dict[int, list[Slot]] = {}
    captions: dict[int, Rect] = {}
    variants: dict[int, int] = {}
    cx, cy = centre.center
    anchors = {NORTH: (cx, centre.top), SOUTH: (cx, centre.bottom), WEST: (centre.left, cy - centre.height / 6),
               EAST: (centre.right, cy + centre.height / 6)}
    for position in order:
        if position not in rows:
            continue
        # the strip and the hand below the centre are the person's: another seat's meld there reads as theirs
        room = region if position == SOUTH or seats is None else Rect(region.left, region.top, region.width,
                                                                       max(0.0, centre.bottom - region.top))
        n, sizes = rows[position]  # (the caption's variant, its size) in the order to try
        if n == 0:  # no meld: the caption alone
            box = None
            for variant, size in sizes:
                box = place_box(size, room, taken, anchors[position])
                if box is not None:
                    variants[position] = variant
                    break
            if box is None:
                if stuck is not None:
                    stuck.append(position)
                return None
            slots[position] = []
            captions[position] = box
            taken.append(box)
            continue
        placed = None
        failed: list[tuple[float, float]] = []  # a box no smaller than one that found no room finds none either
        choices = list(sizes)
        if position in (WEST, EAST):  # beside a side seat's cards a narrow caption leaves the middle free
            choices.reverse()
        starts = breaks.get(position, ()) if breaks else ()
        shapes = [(lines, step, spacing) for lines, step in _SHAPES if lines == 1 or n >= 4 * lines
                  for spacing in (_spacings(n, lines, step, starts, position in wide) if starts
                                  else ((step, (), 0.0, True),))]
        for lines, step, spacing in shapes:
            # (a row as wide as without gaps takes exactly the box it takes without)
            rw = row_width(n, height, lines, step) if spacing[3] else row_width(n, height, lines, *spacing[:3])
            rh = row_height(height, lines)
            for variant, (cw, ch) in choices:
                for side_by_side in (True, False):
                    if side_by_side:
                        size = (rw + (GAP + cw if cw else 0.0), max(rh, ch))
                    else:
                        size = (max(rw, cw), rh + (GAP + ch if ch else 0.0))
                    if any(size[0] >= w - 0.01 and size[1] >= h - 0.01 for w, h in failed):
                        continue
                    box = place_box(size, room, taken, anchors[position])
                    if box is not None and _near_own_seat(box, position, seats):
                        placed = (box, side_by_side, lines, step, spacing, variant, cw, ch)
                        break
                    if box is None:
                        failed.append(size)
                if placed is not None:
                    break
            if placed is not None:
                break
        if placed is None:
            if stuck is not None:
                stuck.append(position)
            return None
        box, side_by_side, lines, step, spacing, variant, cw, ch = placed
        rw = row_width(n, height, lines, step) if spacing[3] else row_width(n, height, lines, *spacing[:3])
        rh = row_height(height, lines)
        if side_by_side:
            cards_left = box.right - rw if position == EAST else box.left
            caption = Rect(box.left if position == EAST else box.left + rw + GAP, box.center[1] - ch / 2, cw, ch)
            card_top = box.center[1] - rh / 2
        else:
            cards_left = box.left + (box.width - rw) / 2
            caption = Rect(box.left + (box.width - cw) / 2, box.top, cw, ch)
            card_top = box.bottom - rh
        slots[position] = meld_row(n, height, cards_left, card_top + height / 2, lines, *spacing[:3])
        if cw and ch:
            captions[position] = caption
            variants[position] = variant
        taken.append(box)
    return MeldArrangement(slots, captions, reserved, height, variants=variants)


__all__ = ["MeldArrangement", "MeldRow", "arrange_meld", "on_their_sides", "seat_points", "meld_row", "place_box",
           "row_width", "row_height", "SOUTH", "WEST"]
