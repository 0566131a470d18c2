"""Pure table geometry, in pixels: how big each kind of card is, and where cards and name plates go.

The scene is as large as the view (one unit per device-independent pixel), so texts keep their size
while the cards grow with the table. Seats sit at screen positions, the person at the bottom; a table of
two, three or four seats takes its positions from ``POSITIONS``. A ``Slot`` is a card's centre, clockwise
rotation, stacking order and scale (a card item draws itself ``CARD_WIDTH`` x ``CARD_HEIGHT`` and is
scaled). ``TableLayout`` works everything out for one table size; no Qt here, so it is tested without a window.

The table, from the bottom: the person's hand (room above it for a raised card), a strip with the
person's name plate, the turn line and the person's side's pile, the centre (trick, panels, meld), and
the top band with the opposite hand. Side hands run along the left and right edges below their plates.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...persistence.settings import CardSize

CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
ASPECT = CARD_HEIGHT / CARD_WIDTH

SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
SEATS = (SOUTH, WEST, NORTH, EAST)
POSITIONS: dict[int, tuple[int, ...]] = {2: (SOUTH, NORTH), 3: (SOUTH, WEST, EAST), 4: (SOUTH, WEST, NORTH, EAST)}
"""Screen positions of a table of n seats, clockwise from the person at the bottom."""
SEAT_ROTATION = (0.0, 90.0, 180.0, -90.0)
"""Rotation of each position's hand: every card's top points to the table centre."""

PAD = 10.0
"""Free edge round the table."""
GAP = 8.0
"""Room between neighbouring things."""
PLATE_SIZE = (172.0, 46.0)
READABLE_STEP = (0.30, 0.52)
"""Least and most distance between neighbours of a face-up hand, in card widths: the index must show."""
COMPACT_STEP = (0.04, 0.22)
"""The same for a hand seen from behind, where only the count matters."""
RAISE = 28.0 / CARD_HEIGHT
"""How far a selected card rises, in card heights (the card item's RAISE_LIFT)."""
ARC = 23.0
"""Radius of the gentle arc a hand is fanned along, in card heights."""
TRICK_OFFSET = (1.12, 0.54)
"""Distance from the trick's centre to a card from the side (in card widths) or from above or below
(in card heights)."""
TRICK_TILT = (-2.0, 3.0, 1.5, -3.5)
Z_PILE, Z_MELD, Z_HAND, Z_TRICK = 100.0, 200.0, 300.0, 400.0
BUBBLE_ROOM = 90.0
"""Room kept beside a side seat's plate for its call in a bubble (a three-player table's widow keeps clear)."""
NOTE_ROOM = 72.0
"""Height kept free below the trick of a three-player table for a message of two lines."""
MIN_CENTRE = (430.0, 250.0)
"""Least room the centre keeps for the trick and the panels, in pixels (at scale 1)."""
UI_REFERENCE = (800.0, 660.0)
"""The table (the view beside the scoreboard of a 1024x700 window) at which plates, texts and panels have
their design size; a larger table scales them up, a smaller one down, within ``UI_RANGE``."""
UI_RANGE = (0.76, 1.7)
"""The least and most a table's texts and furniture are scaled: below, text would be too small to read;
above, a plate would dwarf the cards."""
_CARD_SIZE_UI = {CardSize.AUTOMATIC: 1.0, CardSize.LARGE: 1.04, CardSize.EXTRA_LARGE: 1.08}
"""Larger cards bring slightly larger texts with them (a person who wants large cards reads large)."""


MELD_CENTRE = 400.0
"""Least height the centre keeps, in pixels at scale 1, while the meld is shown with large or extra-large
cards (the person's hand gives way, down to the automatic size's hand, whose index reads 14 px), and with
the automatic size on a table under the design size (down to ``MELD_HAND_SHARE`` of the hand)."""
MELD_HAND_SHARE = 0.8
"""The least share of its usual height the person's hand keeps while it gives the meld room."""


SIDE_SHRINK = (1.0, 0.7, 0.66)
"""Below the design size the other seats' backs shrink first: at a table ``SIDE_SHRINK[0]`` of the design
size (``UI_REFERENCE``) they have their usual size, at ``SIDE_SHRINK[1]`` or less ``SIDE_SHRINK[2]`` of it
(their room goes to the person's hand, the trick and the meld)."""
SMALLEST_BACKS = 30.0
"""The other seats' cards are never smaller than this many pixels tall (only their number is read)."""


def side_share(width: float, height: float) -> float:
    """How much of their usual size the other seats' cards keep on a table ``width`` x ``height``."""
    fit = min(width / UI_REFERENCE[0], height / UI_REFERENCE[1])
    full, least, share = SIDE_SHRINK
    if fit >= full:
        return 1.0
    return share + (1.0 - share) * max(0.0, fit - least) / (full - least)


def ui_scale(width: float, height: float, card_size: CardSize | None = None) -> float:
    """How much the table's texts, plates and panels are scaled on a table ``width`` x ``height``; with a
    ``card_size``, the texts over the table (panels, captions, bubbles), which grow with the cards too."""
    fit = min(width / UI_REFERENCE[0], height / UI_REFERENCE[1])
    if card_size is not None:
        fit *= _CARD_SIZE_UI[card_size]
    return round(min(max(fit, UI_RANGE[0]), UI_RANGE[1]), 3)


# For each card size: the person's hand at most this fraction of the table's height, the trick this
# fraction of the hand, the other seats' cards this much of their usual size, and the least step between
# the person's cards in card widths (the corner index, 0.23 of a card wide, always shows whole; larger
# sizes overlap a little more so that a long hand still grows).
_SIZE_FACTORS = {
    CardSize.AUTOMATIC: (0.22, 0.72, 1.0, READABLE_STEP[0]),
    CardSize.LARGE: (0.27, 0.78, 0.85, 0.275),
    CardSize.EXTRA_LARGE: (0.33, 0.84, 0.72, 0.25),
}


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in scene coordinates."""

    x: float
    y: float
    width: float
    height: float

    @property
    def left(self) -> float:
        return self.x

    @property
    def top(self) -> float:
        return self.y

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2

    def contains(self, other: Rect, tolerance: float = 1e-6) -> bool:
        return (
            other.left >= self.left - tolerance
            and other.top >= self.top - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def intersects(self, other: Rect, tolerance: float = 0.0) -> bool:
        return (
            other.left < self.right - tolerance
            and self.left < other.right - tolerance
            and other.top < self.bottom - tolerance
            and self.top < other.bottom - tolerance
        )

    def united(self, other: Rect) -> Rect:
        left, top = min(self.left, other.left), min(self.top, other.top)
        return Rect(left, top, max(self.right, other.right) - left, max(self.bottom, other.bottom) - top)

    def adjusted(self, dx1: float, dy1: float, dx2: float, dy2: float) -> Rect:
        return Rect(self.x + dx1, self.y + dy1, self.width - dx1 + dx2, self.height - dy1 + dy2)


def bounding(rects: list[Rect]) -> Rect | None:
    """The smallest rectangle round ``rects`` (None for none)."""
    if not rects:
        return None
    out = rects[0]
    for r in rects[1:]:
        out = out.united(r)
    return out


@dataclass(frozen=True)
class Slot:
    """Where one card goes: centre ``x, y``, clockwise ``rotation`` in degrees, stacking ``z``, ``scale``."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0
    scale: float = 1.0

    def corners(self) -> tuple[tuple[float, float], ...]:
        """The card's four corners in scene coordinates (top-left, top-right, bottom-right, bottom-left)."""
        a = math.radians(self.rotation)
        cos, sin = math.cos(a), math.sin(a)
        half_w, half_h = CARD_WIDTH * self.scale / 2, CARD_HEIGHT * self.scale / 2
        local = ((-half_w, -half_h), (half_w, -half_h), (half_w, half_h), (-half_w, half_h))
        return tuple((self.x + u * cos - v * sin, self.y + u * sin + v * cos) for u, v in local)

    def bounds(self) -> Rect:
        """The axis-aligned box round the (rotated) card."""
        xs, ys = zip(*self.corners())
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    @property
    def height(self) -> float:
        return CARD_HEIGHT * self.scale


def team_of(seat: int) -> int:
    """Partners sit opposite: South and North are team 0, West and East team 1."""
    return seat % 2


def _check_position(position: int) -> None:
    if position not in SEATS:
        raise ValueError(f"seat must be 0 (South), 1 (West), 2 (North) or 3 (East), not {position!r}")


def _axes(position: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """Unit vectors of a hand: along it (in index order) and inward, to the table centre."""
    a = math.radians(SEAT_ROTATION[position])
    return (math.cos(a), math.sin(a)), (math.sin(a), -math.cos(a))


def fan(centre: tuple[float, float], position: int, n: int, height: float, step: float,
        z: float = Z_HAND) -> list[Slot]:
    """``n`` cards ``height`` tall, ``step`` apart on a gentle arc round ``centre``, facing ``position``."""
    (ax, ay), (ix, iy) = _axes(position)
    radius = ARC * height
    scale = height / CARD_HEIGHT
    slots = []
    for i in range(n):
        theta = (i - (n - 1) / 2) * step / radius
        along, sag = radius * math.sin(theta), radius * (1 - math.cos(theta))
        x = centre[0] + ax * along - ix * sag
        y = centre[1] + ay * along - iy * sag
        slots.append(Slot(x, y, SEAT_ROTATION[position] + math.degrees(theta), z + i, scale))
    return slots


def _fan_depth(height: float, length: float) -> float:
    """How far a fan ``length`` long reaches out from its middle card's centre toward the edge."""
    radius = ARC * height
    theta = max(0.0, length - height / ASPECT) / 2 / radius
    return height / 2 * math.cos(theta) + height / ASPECT / 2 * math.sin(theta) + radius * (1 - math.cos(theta))


def _tilt_room(length: float) -> float:
    """Room the turned end cards of a fan ``length`` long take beyond its cards' widths: a card ``h``
    tall at the end of the arc (radius ``ARC * h``) is turned by about ``length / 2 / (ARC * h)``."""
    return length / (2 * ARC) * 1.05


READABLE_MELD = 54.0
"""Pixels: melded cards this tall draw their corner index 14 px tall (``card_art.index_share``), as the
person's hand does; they start at least this tall (but never taller than the trick), even where the other
seats' cards are smaller."""


class TableLayout:
    """Card sizes and places for a table ``width`` x ``height`` pixels.

    ``positions`` are the screen positions in use; ``max_hand`` is the most cards the person holds
    this hand (passing included), so the hand never has to shrink; ``card_size`` the preference;
    ``open_hands`` spreads every hand so its indices show (all cards face up).
    """

    def __init__(self, width: float, height: float, positions: tuple[int, ...] = POSITIONS[4],
                 max_hand: int = 12, card_size: CardSize = CardSize.AUTOMATIC, open_hands: bool = False,
                 meld: bool = False, meld_room: bool = False) -> None:
        for p in positions:
            _check_position(p)
        self.table = Rect(0.0, 0.0, float(width), float(height))
        self.positions = tuple(positions)
        self.max_hand = max(1, max_hand)
        self.card_size = card_size
        self.open_hands = open_hands  # every hand face up and spread (a review, a demo with cards shown)
        self.meld = meld  # the meld lies on the table and nothing is played: the hand gives the melds room
        self._variant: TableLayout | None = None
        cap, trick_share, other_share, self.least_step = _SIZE_FACTORS[card_size]
        w, h = self.table.width, self.table.height
        self.ui = ui_scale(w, h)  # the scale of the plates and the strip (1: the design size)
        self.meld_room = meld_room and self.gives_meld_room  # … the automatic size's too (meld_room_variant)
        # … and of the texts over the table: panels, captions, bubbles (with the meld on a small table, at the
        # automatic size: larger cards leave the melds' lists no room)
        self.text_ui = ui_scale(w, h, CardSize.AUTOMATIC if meld and self.ui < 1 else card_size)
        ui = self.ui
        self.plate_size = (round(PLATE_SIZE[0] * ui), round(PLATE_SIZE[1] * ui))
        self.bubble_room = BUBBLE_ROOM * ui
        self.note_room = NOTE_ROOM * ui
        usual = max(40.0, min(0.115 * h, 0.09 * w, 100.0 * max(1.0, ui)) * other_share)
        self.other_height = max(SMALLEST_BACKS, usual * side_share(w, h))  # small: the backs give way first
        self.pile_height = max(40.0, min(0.8 * self.other_height, 64.0))
        ho = self.other_height
        if NORTH in positions:
            top = PAD + _fan_depth(ho, self._fan_length(NORTH)) + ho / 2
        else:
            top = PAD + self.pile_height / ASPECT + 8
        self.top_band = Rect(0, 0, w, top)
        strip_h = self.plate_size[1] + 2 * GAP
        # The person's hand: as large as the width (every index showing), the height (leaving the
        # centre its room) and the card size preference allow.
        room = w - 2 * PAD
        by_width = (room - _tilt_room(room)) / (1 + (self.max_hand - 1) * self.least_step) * ASPECT
        centre_need, trick_floor = MIN_CENTRE[1] * min(1.0, ui), 0.0  # the panels shrink with the table
        smaller = {CardSize.LARGE: CardSize.AUTOMATIC, CardSize.EXTRA_LARGE: CardSize.LARGE}.get(card_size)
        if smaller is not None:  # the hand grows, but never shrinks the trick
            base_layout = TableLayout(width, height, positions, max_hand, smaller, open_hands, meld)
            base = base_layout.trick_height
            centre_need, trick_floor = max(centre_need, base * (2 * TRICK_OFFSET[1] + 1) / 0.9 + 1), base
            if meld:  # four melds with their lists need more of the felt than a trick: a larger card size's
                # hand gives it back on a small table, never below the automatic size's hand
                centre_need = max(centre_need, MELD_CENTRE * min(1.0, ui))
        usual_need = centre_need
        if self.meld_room and smaller is None:  # the automatic size on a small table: the hand gives a little
            centre_need = max(centre_need, MELD_CENTRE * ui)  # of its height to the melds (see below)

        def hand_leaving(need: float) -> float:
            """The hand as tall as the width, the card size and the height the centre ``need``s leave allow."""
            spare = h - top - strip_h - need - PAD - 2 * GAP
            return max(40.0, min(by_width, spare / (1 + RAISE + 0.04), cap * h))

        self.hand_height = hand_leaving(centre_need)
        if centre_need != usual_need:  # … but no more than a fifth of it
            self.hand_height = max(self.hand_height, MELD_HAND_SHARE * hand_leaving(usual_need))
        if smaller is not None and meld:
            floor = base_layout if smaller is CardSize.AUTOMATIC else TableLayout(
                width, height, positions, max_hand, CardSize.AUTOMATIC, open_hands, meld)
            if self.meld_room:  # down to the automatic size's hand as it gives the meld room
                floor = floor.meld_room_variant(True)
            self.hand_height = max(self.hand_height, floor.hand_height)
        hs = self.hand_height
        depth = _fan_depth(hs, self._fan_length(SOUTH))
        self._south_centre = (w / 2, h - PAD - depth)
        zone_top = self._south_centre[1] - hs / 2 - RAISE * hs
        self.hand_zone = Rect(PAD, zone_top, room, h - PAD - zone_top)
        self.strip = Rect(PAD, zone_top - strip_h, room, strip_h)
        sides = WEST in positions or EAST in positions
        side_top = top + GAP
        self.side_band = Rect(PAD, side_top, 0.0, self.strip.top - GAP - side_top)
        self._side_out = _fan_depth(ho, self._fan_length(WEST)) if sides else 0.0
        self.side_depth = self._side_out + ho / 2 if sides else 0.0
        self.side_band = Rect(PAD, side_top, self.side_depth, self.strip.top - GAP - side_top)
        left = PAD + self.side_depth + GAP if WEST in positions else PAD
        right = w - PAD - self.side_depth - GAP if EAST in positions else w - PAD
        self.centre = Rect(left, side_top, right - left, self.strip.top - GAP - side_top)
        self.trick_centre = self.centre.center
        by_centre = min(self.centre.height / (2 * TRICK_OFFSET[1] + 1) * 0.9,
                        self.centre.width / (2 * TRICK_OFFSET[0] + 1) * ASPECT * 0.9)
        self.trick_height = max(40.0, trick_floor, min(trick_share * hs, by_centre, 0.26 * h))
        if NORTH not in positions and sides:  # three: nobody plays from the top, so the trick sits high in
            # the centre and leaves a band below it for a message or a panel
            by_room = (self.centre.height - self.note_room) / (TRICK_OFFSET[1] + 1) * 0.95
            cap = trick_floor or self.trick_height  # a larger card size grows the hand here, not the trick
            self.trick_height = max(40.0, min(self.trick_height, by_room, cap))  # (the band beats a larger trick)
            offset_up = TRICK_OFFSET[1] * self.trick_height / 2
            self.trick_centre = (self.centre.center[0], max(self.centre.top + GAP + self.trick_height / 2,
                                                            self.centre.center[1] - offset_up - self.note_room / 2))
        # (not with the backs' shrinking), and where the room allows as tall as a readable index needs
        self.meld_height = max(40.0, min(0.8 * self.trick_height, usual * 1.1), min(READABLE_MELD, self.trick_height))

    @property
    def gives_meld_room(self) -> bool:
        """The meld lies on a table under the design size: the person's hand may give the melds some of its
        height (``meld_room_variant``): with the automatic size, down to ``MELD_HAND_SHARE`` of it; with the
        larger sizes (which give the meld room down to the automatic size's hand anyway), down to that."""
        return self.meld and self.ui < 1

    def meld_room_variant(self, room: bool) -> TableLayout:
        """This table with the person's hand giving the meld room (``room``: at least ``MELD_HAND_SHARE`` of
        its height kept) or not; the two are made once and know each other. The table's arrangement takes the
        variant only where its meld reads better there (``arrange.arrange_table``)."""
        if room == self.meld_room or not self.gives_meld_room:
            return self
        if self._variant is None:
            w, h = self.table.width, self.table.height
            self._variant = TableLayout(w, h, self.positions, self.max_hand, self.card_size, self.open_hands,
                                        self.meld, room)
            self._variant._variant = self
        return self._variant

    # ------------------------------------------------------------ lengths
    def _fan_length(self, position: int, n: int | None = None, readable: bool | None = None) -> float:
        """How long a hand of ``n`` cards (default: the most it holds) is along its edge."""
        n = self.max_hand if n is None else n
        width = self.card_height(position) / ASPECT
        return width + max(0, n - 1) * self.hand_step(position, n, readable)

    def hand_room(self, position: int) -> float:
        """Length a hand may take along its edge of the table."""
        w = self.table.width
        if position == SOUTH:
            return w - 2 * PAD
        if position == NORTH:
            return max(self.other_height, w - 2 * PAD - 2 * (self.plate_size[0] + GAP))
        band = getattr(self, "side_band", None)
        if band is None:  # while the side band is worked out: as long as the table is high
            return self.table.height
        return max(self.other_height, band.height - self.plate_size[1] - GAP)

    def card_height(self, position: int) -> float:
        return getattr(self, "hand_height", 0.0) if position == SOUTH else self.other_height

    # ------------------------------------------------------------ hands
    def hand_step(self, position: int, n: int, readable: bool | None = None) -> float:
        """Distance between neighbouring cards of a hand of ``n`` cards."""
        readable = (position == SOUTH or self.open_hands) if readable is None else readable
        width = self.card_height(position) / ASPECT
        most = (READABLE_STEP if readable else COMPACT_STEP)[1] * width
        if n <= 1:
            return most
        room = self.hand_room(position)
        return max(1.0, min(most, (room - _tilt_room(room) - width) / (n - 1)))

    def hand_centre(self, position: int, readable: bool | None = None) -> tuple[float, float]:
        """Centre of the middle card of a hand: fixed, so a hand does not move as it shrinks."""
        w = self.table.width
        if position == SOUTH:
            return self._south_centre
        out = _fan_depth(self.other_height, self._fan_length(position, None, readable))
        if position == NORTH:
            return w / 2, PAD + out
        band = self.side_band
        y = (band.top + self.plate_size[1] + GAP + band.bottom) / 2
        return (PAD + out, y) if position == WEST else (w - PAD - out, y)

    def hand_slots(self, position: int, n: int, readable: bool | None = None) -> list[Slot]:
        """Slots of a hand of ``n`` cards fanned along the position's edge, index 0 leftmost as its
        player sees it; ``readable`` (default: only the person's) spreads them so every index shows."""
        _check_position(position)
        step = self.hand_step(position, n, readable)
        return fan(self.hand_centre(position, readable), position, n, self.card_height(position), step)

    def hand_bounds(self, position: int, n: int | None = None, readable: bool | None = None) -> Rect:
        """The box a hand of ``n`` cards (default: the most it holds) takes, raised cards included."""
        key = (position, n, readable)
        cache = self.__dict__.setdefault("_bounds", {})
        if key not in cache:
            cache[key] = self._hand_bounds(position, n, readable)
        return cache[key]  # type: ignore[no-any-return]

    def _hand_bounds(self, position: int, n: int | None, readable: bool | None) -> Rect:
        slots = self.hand_slots(position, self.max_hand if n is None else n, readable)
        box = bounding([s.bounds() for s in slots]) or Rect(*self.hand_centre(position), 0, 0)
        if position == SOUTH:
            box = box.adjusted(0, -RAISE * self.hand_height, 0, 0)
        return box

    # ------------------------------------------------------------ trick, piles, deck
    def trick_slot(self, position: int, order: int = 0) -> Slot:
        """Where a position's card of the current trick lies: round the centre, toward its player."""
        _check_position(position)
        cx, cy = self.trick_centre
        _, (ix, iy) = _axes(position)
        height = self.trick_height
        offset = (TRICK_OFFSET[0] * height / ASPECT if position in (WEST, EAST) else TRICK_OFFSET[1] * height)
        return Slot(cx - ix * offset, cy - iy * offset, TRICK_TILT[position], Z_TRICK + order,
                    height / CARD_HEIGHT)

    def trick_bounds(self) -> Rect:
        box = bounding([self.trick_slot(p).bounds() for p in self.positions])
        assert box is not None
        return box

    def pile_slot(self, side: int, index: int) -> Slot:
        """The ``index``-th card (from 0) of a side's won tricks, lying sideways: the person's side in
        the strip's right end, the next side at the top right, a third at the top left."""
        if side not in (0, 1, 2):
            raise ValueError(f"side must be 0, 1 or 2, not {side!r}")
        height = self.pile_height
        growth = min(index, 48) * 0.1
        half_long, half_short = height / 2, height / ASPECT / 2
        if side == 0:
            x = self.table.right - PAD - half_long - 4
            y = self.strip.center[1]
        else:
            x = self.table.right - PAD - half_long - 4 if side == 1 else PAD + half_long + 4
            y = PAD + half_short + 4
            if side == 1 and EAST in self.positions and NORTH in self.positions:
                # left of the column of East's plate, so that a trick taken flies up to it past the plate
                # rather than across it
                # (where North's hand leaves room for it)
                clear_of_north = self.hand_bounds(NORTH).right + GAP + half_long + 8
                x = max(clear_of_north, min(x, self.table.right - PAD - self.plate_size[0] - GAP - half_long - 4))
                x = min(x, self.table.right - PAD - half_long - 4)
        tilt = ((index * 37) % 7 - 3) * 0.8
        return Slot(x - growth * 0.5, y - growth * 0.5, 90.0 + tilt, Z_PILE + index, height / CARD_HEIGHT)

    def pile_bounds(self, side: int) -> Rect:
        box = bounding([self.pile_slot(side, i).bounds() for i in (0, 3, 40, 80)])
        assert box is not None
        return box.adjusted(-3, -3, 3, 3)

    def stock_slot(self, index: int = 0) -> Slot:
        """Two-handed: the ``index``-th card (from the bottom) of the stock, left of the trick, face down."""
        cx, cy = self.trick_centre
        scale = self.trick_height / CARD_HEIGHT
        lift = min(index, 30) * 0.35
        x = cx - 1.9 * self.trick_height / ASPECT
        return Slot(x - lift, cy - lift, 0.0, Z_TRICK + 60 + index, scale)

    def turn_up_slot(self) -> Slot:
        """Two-handed: the turned-up trump, across under the stock, most of it showing to the left (its index
        and its face: the stock covers only its far end)."""
        stock = self.stock_slot(0)
        return Slot(stock.x - 0.95 * self.trick_height / ASPECT, stock.y, 90.0, Z_TRICK + 50, stock.scale)

    def stock_bounds(self) -> Rect:
        box = bounding([self.stock_slot(0).bounds(), self.stock_slot(24).bounds(), self.turn_up_slot().bounds()])
        assert box is not None
        return box

    def widow_slot(self, index: int, n: int) -> Slot:
        """The ``index``-th of ``n`` widow cards, side by side: across the table from the person, where a
        fourth player would sit (between the side seats' plates), else in the middle at trick size."""
        cx, cy = self.trick_centre
        height = self.trick_height
        if NORTH not in self.positions:
            plates_bottom = self.side_band.top + self.plate_size[1]
            between = self.table.width - 2 * (PAD + self.plate_size[0] + GAP + self.bubble_room)  # calls by the plates
            height = min(height, plates_bottom - PAD - 2, between / max(n, 1) / 1.08 * ASPECT)
            cy = (PAD + plates_bottom) / 2
        step = height / ASPECT * 1.08
        return Slot(cx + (index - (n - 1) / 2) * step, cy, 0.0, Z_TRICK + 50 + index, height / CARD_HEIGHT)

    def widow_bounds(self, n: int) -> Rect:
        box = bounding([self.widow_slot(i, n).bounds() for i in range(n)])
        assert box is not None
        return box

    def deck_slot(self, index: int = 0) -> Slot:
        """The stacked deck in the table centre, where a deal starts (one card per ``index``)."""
        cx, cy = self.trick_centre
        lift = min(index, 80) * 0.2
        return Slot(cx - lift, cy - lift, 0.0, Z_TRICK + 100 + index, self.trick_height / CARD_HEIGHT)

    # ------------------------------------------------------------ name plates
    def plate_rect(self, position: int) -> Rect:
        """The box of a position's name plate: the person's in the strip's left end, the opposite seat's
        left of its hand, the side seats' above their hands."""
        _check_position(position)
        pw, ph = self.plate_size
        if position == SOUTH:
            return Rect(PAD, self.strip.top + GAP, pw, ph)
        if position == NORTH:
            half = self._fan_length(NORTH) / 2
            x = max(PAD, self.table.width / 2 - half - GAP - pw)
            return Rect(x, max(PAD, (self.top_band.bottom - ph) / 2), pw, ph)
        top = self.side_band.top
        return Rect(PAD, top, pw, ph) if position == WEST else Rect(self.table.width - PAD - pw, top, pw, ph)

    def meld_region(self) -> Rect:
        """Where melded cards and their captions may go while meld is shown: anywhere on the felt clear of the
        hands, plates and piles (the centre first, then the empty felt round it: beside the opposite hand, in the
        strip's middle, in the corners)."""
        return self.table.adjusted(PAD / 2, PAD / 2, -PAD / 2, -PAD / 2)


def positions_for(seat_count: int) -> tuple[int, ...]:
    """Screen positions for a table of ``seat_count`` seats (the person at the bottom)."""
    try:
        return POSITIONS[seat_count]
    except KeyError:
        raise ValueError(f"a table has 2, 3 or 4 seats, not {seat_count!r}") from None
