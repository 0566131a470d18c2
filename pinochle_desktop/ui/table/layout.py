"""Pure table geometry: where each card goes on a table of a given scene size.

Seats run clockwise from the person: 0 South, 1 West, 2 North, 3 East. A ``Slot`` is a
card's *centre* in scene coordinates, its rotation in degrees (clockwise, as Qt turns
items) and its stacking order. No Qt here, so the layout is testable without a window.
The numbers are tuned for a 1600 x 1000 scene with 100 x 140 cards; the view scales it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
SOUTH, WEST, NORTH, EAST = 0, 1, 2, 3
SEATS = (SOUTH, WEST, NORTH, EAST)
# Where the seats of a game sit on screen, from the viewer's own (at the bottom) clockwise.
POSITIONS = {4: (SOUTH, WEST, NORTH, EAST), 3: (SOUTH, WEST, EAST), 2: (SOUTH, NORTH)}


def screen_position(seat: int, viewer: int, players: int) -> int:
    """The screen position (SOUTH, WEST, NORTH or EAST) of ``seat`` when ``viewer`` sits at the bottom."""
    return POSITIONS[players][(seat - viewer) % players]
SEAT_ROTATION = (0.0, 90.0, 180.0, -90.0)
"""Rotation of a seat's hand: each card's top points to the table centre."""

DEFAULT_SCENE = (0.0, 0.0, 1600.0, 1000.0)
MARGIN = 12.0
CORNER = 190.0
"""Room kept free at each end of a hand for a seat label or a pile of tricks."""
MAX_HAND = 20
"""Most cards a hand holds (double deck); hands are placed so this many fit."""
READABLE_STEP = (36.0, 62.0)
"""Least and most distance between neighbours of a face-up hand: the index must show."""
COMPACT_STEP = (12.0, 26.0)
"""The same for a hand seen from behind, where only the count matters."""
MELD_STEP = 44.0
MELD_GAP = 14.0
"""Gap between a hand and its seat's meld row (the row may reach into the empty trick area)."""
ARC_RADIUS = 3200.0
"""Radius of the gentle arc a hand is fanned along."""
TRICK_OFFSET = (112.0, 76.0)
"""Distance from the table centre to a trick card: from West or East, from North or South."""
TRICK_TILT = (-2.0, 3.0, 1.5, -3.5)
LABEL_SIZE = (160.0, 52.0)
Z_PILE, Z_MELD, Z_HAND, Z_TRICK = 100.0, 200.0, 300.0, 400.0


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

    def intersects(self, other: Rect) -> bool:
        return (
            other.left < self.right
            and self.left < other.right
            and other.top < self.bottom
            and self.top < other.bottom
        )


RectLike = Rect | tuple[float, float, float, float]


def as_rect(scene_rect: RectLike) -> Rect:
    """Accept a ``Rect`` or an ``(x, y, width, height)`` tuple."""
    return scene_rect if isinstance(scene_rect, Rect) else Rect(*map(float, scene_rect))


@dataclass(frozen=True)
class Slot:
    """Where one card goes: centre ``x, y``, clockwise ``rotation`` in degrees, stacking ``z``."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0

    def corners(self) -> tuple[tuple[float, float], ...]:
        """The card's four corners in scene coordinates (top-left, top-right, bottom-right, bottom-left)."""
        a = math.radians(self.rotation)
        cos, sin = math.cos(a), math.sin(a)
        half_w, half_h = CARD_WIDTH / 2, CARD_HEIGHT / 2
        local = (
            (-half_w, -half_h),
            (half_w, -half_h),
            (half_w, half_h),
            (-half_w, half_h),
        )
        return tuple(
            (self.x + u * cos - v * sin, self.y + u * sin + v * cos) for u, v in local
        )

    def bounds(self) -> Rect:
        """The axis-aligned box around the (rotated) card."""
        xs, ys = zip(*self.corners())
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def team_of(seat: int) -> int:
    """Partners sit opposite: South and North are team 0, West and East team 1."""
    return seat % 2


def _check_seat(seat: int) -> None:
    if seat not in SEATS:
        raise ValueError(
            f"seat must be 0 (South), 1 (West), 2 (North) or 3 (East), not {seat!r}"
        )


def _axes(seat: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """Unit vectors of a seat's hand: along it (in index order) and inward, to the table centre."""
    a = math.radians(SEAT_ROTATION[seat])
    return (math.cos(a), math.sin(a)), (math.sin(a), -math.cos(a))


def _hand_room(seat: int, table: Rect) -> float:
    """Length a hand may take along its edge of the table."""
    edge = table.width if seat in (SOUTH, NORTH) else table.height
    return max(CARD_WIDTH, edge - 2 * CORNER)


def _steps(readable: bool) -> tuple[float, float]:
    return READABLE_STEP if readable else COMPACT_STEP


def _hand_depth(seat: int, table: Rect, readable: bool) -> float:
    """Distance from a seat's table edge to the centre of the middle card of its hand.

    Fixed for the largest hand, so a hand does not move inward or outward as it shrinks.
    """
    longest = min(
        _hand_room(seat, table), CARD_WIDTH + (MAX_HAND - 1) * _steps(readable)[1]
    )
    theta = (longest - CARD_WIDTH) / 2 / ARC_RADIUS
    half_depth = CARD_HEIGHT / 2 * math.cos(theta) + CARD_WIDTH / 2 * math.sin(theta)
    return MARGIN + half_depth + ARC_RADIUS * (1 - math.cos(theta))


def _hand_centre(seat: int, table: Rect, readable: bool) -> tuple[float, float]:
    cx, cy = table.center
    depth = _hand_depth(seat, table, readable)
    return {
        SOUTH: (cx, table.bottom - depth),
        WEST: (table.left + depth, cy),
        NORTH: (cx, table.top + depth),
        EAST: (table.right - depth, cy),
    }[seat]


def hand_step(
    seat: int,
    n: int,
    scene_rect: RectLike = DEFAULT_SCENE,
    readable: bool | None = None,
) -> float:
    """Distance between neighbouring cards of a hand of ``n`` cards."""
    readable = seat == SOUTH if readable is None else readable
    most = _steps(readable)[1]
    if n <= 1:
        return most
    return min(most, (_hand_room(seat, as_rect(scene_rect)) - CARD_WIDTH) / (n - 1))


def hand_slots(
    seat: int,
    n: int,
    scene_rect: RectLike = DEFAULT_SCENE,
    readable: bool | None = None,
) -> list[Slot]:
    """Slots of a hand of ``n`` cards, fanned on a gentle arc along the seat's table edge.

    ``readable`` (default: only South) spreads the cards so every corner index shows;
    otherwise they overlap closely, as backs need only show how many there are. Index 0
    is leftmost as the seat's own player sees it, and each card lies on the one before.
    """
    _check_seat(seat)
    table = as_rect(scene_rect)
    readable = seat == SOUTH if readable is None else readable
    step = hand_step(seat, n, table, readable)
    (ax, ay), (ix, iy) = _axes(seat)
    hx, hy = _hand_centre(seat, table, readable)
    slots = []
    for i in range(n):
        theta = (i - (n - 1) / 2) * step / ARC_RADIUS
        along = ARC_RADIUS * math.sin(theta)
        sag = ARC_RADIUS * (1 - math.cos(theta))
        x = hx + ax * along - ix * sag
        y = hy + ay * along - iy * sag
        slots.append(Slot(x, y, SEAT_ROTATION[seat] + math.degrees(theta), Z_HAND + i))
    return slots


def trick_slot(seat: int, scene_rect: RectLike = DEFAULT_SCENE, order: int = 0) -> Slot:
    """Where ``seat``'s card of the current trick lies: near the centre, toward the seat.

    Cards are upright (so they read easily) with a slight tilt; ``order`` is the card's place
    in the trick, so later cards lie on earlier ones.
    """
    _check_seat(seat)
    cx, cy = as_rect(scene_rect).center
    _, (ix, iy) = _axes(seat)
    offset = TRICK_OFFSET[0] if seat in (WEST, EAST) else TRICK_OFFSET[1]
    return Slot(cx - ix * offset, cy - iy * offset, TRICK_TILT[seat], Z_TRICK + order)


def pile_slot(team: int, index: int, scene_rect: RectLike = DEFAULT_SCENE) -> Slot:
    """The ``index``-th card (from 0) of a team's pile of won tricks, lying sideways in a corner.

    Team 0 (South and North) piles at the bottom right, team 1 (West and East) at the top right.
    Each card sits a little higher and askew, so the pile looks like a stack that grows.
    """
    if team not in (0, 1):
        raise ValueError(f"team must be 0 or 1, not {team!r}")
    table = as_rect(scene_rect)
    growth = min(index, 80) * 0.2
    x = table.right - MARGIN - CARD_HEIGHT / 2 - 8
    if team == 0:
        y = table.bottom - MARGIN - CARD_WIDTH / 2 - 6 - growth
    else:
        y = table.top + MARGIN + CARD_WIDTH / 2 + 22 - growth
    tilt = ((index * 37) % 7 - 3) * 0.8
    return Slot(x - growth * 0.3, y, 90.0 + tilt, Z_PILE + index)


def meld_slots(seat: int, n: int, scene_rect: RectLike = DEFAULT_SCENE) -> list[Slot]:
    """Slots of ``n`` melded cards shown in a row in front of ``seat``, upright so anyone reads them.

    The row lies just inside the seat's hand and may reach into the trick area, which is
    empty while meld is shown. North's and South's rows are centred; West's and East's
    start at the hand and grow toward the centre, squeezing their cards when long.
    """
    _check_seat(seat)
    table = as_rect(scene_rect)
    cx, cy = table.center
    if seat in (SOUTH, NORTH):
        depth = _hand_depth(seat, table, seat == SOUTH) + CARD_HEIGHT + MELD_GAP
        y = table.bottom - depth if seat == SOUTH else table.top + depth
        room = table.width - 2 * CORNER
        step = MELD_STEP if n <= 1 else min(MELD_STEP, (room - CARD_WIDTH) / (n - 1))
        return [
            Slot(cx + (i - (n - 1) / 2) * step, y, 0.0, Z_MELD + i) for i in range(n)
        ]
    start = (
        _hand_depth(seat, table, False) + CARD_HEIGHT / 2 + MELD_GAP + CARD_WIDTH / 2
    )
    room = table.width / 2 - MARGIN - (start - CARD_WIDTH / 2)
    step = MELD_STEP if n <= 1 else min(MELD_STEP, (room - CARD_WIDTH) / (n - 1))
    if seat == WEST:
        return [
            Slot(table.left + start + i * step, cy, 0.0, Z_MELD + i) for i in range(n)
        ]
    first = table.right - start - (n - 1) * step  # East's row reads left to right too
    return [Slot(first + i * step, cy, 0.0, Z_MELD + i) for i in range(n)]


def label_rect(seat: int, scene_rect: RectLike = DEFAULT_SCENE) -> Rect:
    """The box for a seat's name plate (name, dealer chip at its right end), next to its hand."""
    _check_seat(seat)
    table = as_rect(scene_rect)
    w, h = LABEL_SIZE
    _cx, cy = table.center
    if seat == SOUTH:
        return Rect(table.left + MARGIN, table.bottom - MARGIN - h, w, h)
    if seat == NORTH:
        longest = min(
            _hand_room(NORTH, table), CARD_WIDTH + (MAX_HAND - 1) * COMPACT_STEP[1]
        )
        hx, hy = _hand_centre(NORTH, table, False)
        return Rect(hx - longest / 2 - MARGIN - w, hy - h / 2, w, h)
    longest = min(
        _hand_room(seat, table), CARD_WIDTH + (MAX_HAND - 1) * COMPACT_STEP[1]
    )
    hx, _ = _hand_centre(seat, table, False)
    return Rect(hx - w / 2, cy - longest / 2 - MARGIN - h, w, h)


def dealer_chip_pos(
    seat: int, scene_rect: RectLike = DEFAULT_SCENE
) -> tuple[float, float]:
    """Centre of the dealer chip: inside the right end of the seat's label box."""
    rect = label_rect(seat, scene_rect)
    return rect.right - rect.height / 2, rect.center[1]


def deck_slot(index: int = 0, scene_rect: RectLike = DEFAULT_SCENE) -> Slot:
    """The stacked deck in the table centre, where a deal starts (one card per ``index``)."""
    cx, cy = as_rect(scene_rect).center
    lift = min(index, 80) * 0.25
    return Slot(cx - lift, cy - lift, 0.0, Z_TRICK + 100 + index)
