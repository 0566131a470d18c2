"""Where the table's furniture goes: name plates, pile labels, bubbles, the contract chip, the turn line,
meld rows with their captions, the centre caption and the widgets floating over the table (the action
panel, the banner, the hint), each clear of the cards and of everything placed before it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING, Protocol

from . import layout
from .layout import EAST, GAP, NORTH, PAD, WEST, Rect
from .placement import SMALLEST_MELD, arrange_meld, place_box

if TYPE_CHECKING:
    from .picture import Picture
    from .scene_items import Bubble, CaptionBox, ContractChip, PileLabel, SeatPlate, TableItem, TurnLine


class Reserved(Protocol):
    """A widget the table keeps room for (``table_scene.Reserve``)."""

    key: str
    sizes: tuple[tuple[float, float], ...]
    anchor: str


class TableScene(Protocol):
    """What the arrangement reads and moves on the scene (``table_scene.TableScene``, which imports this
    module; this module does not import it)."""

    table: layout.TableLayout
    seat_count: int
    plates: list[SeatPlate]
    bubbles: list[Bubble]
    meld_captions: list[CaptionBox]
    pile_labels: list[PileLabel]
    chip: ContractChip
    chip_seat: int | None
    turn_line: TurnLine
    centre_caption: CaptionBox
    placed: dict[str, Rect]
    _reserve: Sequence[Reserved]
    _centre_anchor: str
    _picture: Picture | None

    def position_of(self, seat: int) -> int: ...

    def screen_side(self, side: int) -> int: ...


def _move(item: TableItem, box: Rect) -> None:
    inner = item.boundingRect()
    item.setPos(box.x - inner.x() * item.ui, box.y - inner.y() * item.ui)


def _put(item: TableItem, region: Rect, taken: list[Rect], anchor: tuple[float, float]) -> Rect:
    """Place ``item`` as near ``anchor`` as it goes clear of ``taken``; where nothing is free, at the
    anchor (the layout checker reports that)."""
    w, h = item.size()
    box = place_box((w, h), region, taken, anchor)
    if box is None:
        x = min(max(region.left, anchor[0] - w / 2), region.right - w)
        y = min(max(region.top, anchor[1] - h / 2), region.bottom - h)
        box = Rect(x, y, w, h)
    _move(item, box)
    taken.append(box)
    return box


def card_obstacles(scene: TableScene) -> list[Rect]:
    """The boxes of the hands (raised cards included), the trick, the piles (the buried cards too) and the
    widow as the picture has them."""
    picture = scene._picture
    t = scene.table
    out: list[Rect] = []
    if picture is None:
        return out
    for seat, hand in enumerate(picture.hands):
        if hand:
            position = scene.position_of(seat)
            readable = picture.face_up[seat]
            out.append(t.hand_bounds(position, len(hand), readable))
    for order, (seat, _card) in enumerate(picture.trick):
        out.append(t.trick_slot(scene.position_of(seat), order).bounds())
    for side, pile in enumerate(picture.piles):
        if pile or (picture.buried and side == picture.buried_side):
            out.append(t.pile_bounds(scene.screen_side(side)))
    if picture.stock or picture.turn_up is not None:
        out.append(t.stock_bounds())
    if picture.widow:
        out.append(t.widow_bounds(len(picture.widow)))
    return out


def hidden_hands(scene: TableScene) -> list[Rect]:
    """The boxes of the other seats' hands the person sees only the backs of (a message may lie over those,
    as a last resort: it hides nothing the person reads)."""
    picture = scene._picture
    if picture is None:
        return []
    return [scene.table.hand_bounds(scene.position_of(seat), len(hand), False)
            for seat, hand in enumerate(picture.hands)
            if hand and not picture.face_up[seat] and scene.position_of(seat) != layout.SOUTH]


@dataclass(frozen=True)
class _Stacked:
    """The action panel with the message above it, kept room for as one box (when the message finds no room
    of its own): ``parts`` gives, for each of its sizes, the panel's and the message's."""

    key: str
    sizes: tuple[tuple[float, float], ...]
    anchor: str
    parts: tuple[tuple[tuple[float, float], tuple[float, float]], ...]


def _stacked(panel: Reserved, toast: Reserved) -> _Stacked:
    sizes, parts = [], []
    for pw, ph in panel.sizes:
        fitting = [size for size in toast.sizes if size[0] <= pw] or [min(toast.sizes)]
        tw, th = min(fitting, key=lambda size: (size[1], -size[0]))  # the lowest message this wide
        sizes.append((max(pw, tw), ph + GAP + th))
        parts.append(((pw, ph), (tw, th)))
    return _Stacked(panel.key, tuple(sizes), panel.anchor, tuple(parts))


def arrange_table(scene: TableScene, melds: dict[int, int]) -> dict[int, list[layout.Slot]]:
    """Lay the table out (``_arrange_with_message``). With the meld on a small table whose melds do not all lie
    by their owners at a readable size, again with the person's hand giving them room
    (``TableLayout.meld_room_variant``), kept where the meld reads better so: the hand stays as it was wherever
    the meld already reads well."""
    usual = scene.table = scene.table.meld_room_variant(False)
    reserves = tuple(scene._reserve)
    if melds and usual.gives_meld_room and not any(r.key == "toast" for r in reserves):
        # (no message: the table is laid out once, ``_arrange``) the first try alone tells whether the usual
        # table's meld reads well; where it does not, a roomier table's that reads well wins without the usual
        # table's other tries, the slowest part of the meld's layout on a small table; else both, as below
        slots, _crowded = _arrange(scene, melds, reserves, readable_only=True)
        if scene.meld_fit is not None and scene.meld_fit[0] == READS_WELL:
            return slots
        scene.table = usual.meld_room_variant(True)
        roomier = _arrange(scene, melds, reserves)[0]
        if scene.meld_fit is not None and scene.meld_fit[0] == READS_WELL:
            return roomier
        scene.table = usual
    slots = _arrange_with_message(scene, melds)
    fit = scene.meld_fit
    if fit is None or fit[0] == READS_WELL or not usual.gives_meld_room:
        return slots
    scene.table = usual.meld_room_variant(True)
    roomier = _arrange_with_message(scene, melds)
    if scene.meld_fit is not None and scene.meld_fit < fit:
        return roomier
    scene.table = usual  # (laid out again: the arrangement put the plates, captions and bubbles in their places)
    return _arrange_with_message(scene, melds)


READS_WELL = 0
"""``TableScene.meld_fit``'s rank of the first try: every meld and its list by its owner, every index 14 px."""


def _arrange_with_message(scene: TableScene, melds: dict[int, int]) -> dict[int, list[layout.Slot]]:
    """Lay the table out (``_arrange``); where the message finds no free room, again with the message stacked
    on the action panel as one box, so the meld shrinks to make room for both rather than the message covering
    cards or the panel."""
    reserves = tuple(scene._reserve)
    slots, crowded = _arrange(scene, melds, reserves)
    panel = next((r for r in reserves if r.key == "panel"), None)
    toast = next((r for r in reserves if r.key == "toast"), None)
    if "toast" not in crowded or panel is None or toast is None:
        return slots
    if melds:  # the meld kept to the centre with its titles alone, leaving the felt round it to the message
        slots, crowded = _arrange(scene, melds, reserves, centre_meld=True)
        if "toast" not in crowded:
            return slots
    stacked = _stacked(panel, toast)
    others = tuple(r for r in reserves if r.key not in ("panel", "toast"))
    stacked_slots, still = _arrange(scene, melds, (stacked, *others))
    if "panel" in still:  # no room for the two together either: as first laid out (the checker says so)
        return _arrange(scene, melds, reserves)[0]
    box = scene.placed.pop("panel")
    index = min(range(len(stacked.sizes)), key=lambda i: abs(stacked.sizes[i][0] - box.width)
                + abs(stacked.sizes[i][1] - box.height))
    (pw, ph), (tw, th) = stacked.parts[index]
    scene.placed["toast"] = Rect(box.x + (box.width - tw) / 2, box.y, tw, th)
    scene.placed["panel"] = Rect(box.x + (box.width - pw) / 2, box.bottom - ph, pw, ph)
    return stacked_slots


def _arrange(scene: TableScene, melds: dict[int, int], reserves: Sequence[Reserved],
             centre_meld: bool = False, readable_only: bool = False) -> tuple[dict[int, list[layout.Slot]], set[str]]:
    """Place everything once (``centre_meld``: the meld in the centre only, its captions full or titles alone;
    ``readable_only``: only the first try, every meld and its list by its owner and readable, else the plain
    row ``meld_fit`` ranks last); also says which reserved widgets found no free room."""
    crowded: set[str] = set()
    t = scene.table
    region = t.table.adjusted(PAD / 2, PAD / 2, -PAD / 2, -PAD / 2)
    taken = card_obstacles(scene)
    for plate in scene.plates:
        plate.set_ui(t.ui)  # texts and boxes at the table's scale
    for item in (*scene.meld_captions, *scene.bubbles, scene.chip, scene.turn_line, *scene.pile_labels,
                 scene.centre_caption):
        item.set_ui(t.text_ui)
    for seat, plate in enumerate(scene.plates):
        plate.setVisible(seat < scene.seat_count)
        if seat < scene.seat_count:
            box = t.plate_rect(scene.position_of(seat))
            plate.set_size(box.width, box.height)
            plate.setPos(box.x, box.y)
            taken.append(box)
    if scene.turn_line.isVisible():  # first: it is what the person reads most
        south_plate = t.plate_rect(layout.SOUTH)
        room = t.strip.right - t.pile_height - 2 * GAP - (south_plate.right + GAP) - 2 * GAP
        scene.turn_line.set_width(max(160.0, room))
        _put(scene.turn_line, region, taken, t.strip.center)
    for side, label in enumerate(scene.pile_labels):
        if label.isVisible() and side < 3:
            pile = t.pile_bounds(side)
            anchor = (pile.left - GAP - label.size()[0] / 2, pile.center[1]) if side != 2 else \
                (pile.right + GAP + label.size()[0] / 2, pile.center[1])
            _put(label, region, taken, anchor)
    for seat, bubble in enumerate(scene.bubbles):
        if bubble.isVisible() and seat < scene.seat_count:
            _put(bubble, region, taken, _beside(scene, scene.position_of(seat), bubble.size(), first=True))
    if scene.chip.isVisible() and scene.chip_seat is not None:
        position = scene.position_of(scene.chip_seat)
        _put(scene.chip, region, taken, _beside(scene, position, scene.chip.size(), first=False))
    centre_reserve = next((r for r in reserves if r.anchor == "centre"), None)
    slots: dict[int, list[layout.Slot]] = {}
    scene.placed = {}
    scene.meld_fit = None
    captioned = {seat for seat, caption in enumerate(scene.meld_captions) if caption.isVisible()}
    if melds or captioned:
        rows = {}
        for seat in sorted(set(melds) | captioned):
            n = melds.get(seat, 0)
            caption = scene.meld_captions[seat]
            full = caption.full_size() if caption.isVisible() else (0.0, 0.0)
            compact = caption.compact_sizes() if caption.isVisible() else [(0.0, 0.0)]
            rows[scene.position_of(seat)] = (n, full, compact)
        breaks = meld_breaks(scene, melds)
        arrangement = None
        kept = taken + _corner_boxes(t, region, taken, reserves)  # the meld leaves the score tab its corner
        # every meld by its own seat with any size of the panel, before any not; failing that (and for a
        # message that needs the felt round the centre) kept to the centre, with full captions or titles alone
        # (the score tab's corner kept free, but for the last try, when the tab finds room after the meld);
        # the lists with any size of the panel before the titles alone with any, and first with cards whose
        # index reads 14 px
        lists, titles, no_lists = ("full", "list"), ("title",), ("full", "title")
        small = SMALLEST_MELD
        tries = [(True, None, lists, kept, layout.READABLE_MELD), (True, None, lists, kept, small),
                 (True, None, titles, kept, small), (False, None, lists, kept, small),
                 (False, None, titles, kept, small), (False, t.centre, no_lists, kept, small)]
        last = (False, t.centre, no_lists, taken, small)
        ordered = tuple(tries[:1]) if readable_only else (*(tries if not centre_meld else []), last)
        first_rank = 0 if readable_only else len(tries) + 1 - len(ordered)  # (a try's rank: its place in tries)
        for rank, (strict, room, levels, obstacles, least) in enumerate(ordered, first_rank):
            for size in centre_reserve.sizes if centre_reserve else (None,):
                arrangement = arrange_meld(t, rows, obstacles, size, strict, room, levels, least, breaks)
                if arrangement is not None:
                    break
            if arrangement is not None:
                scene.meld_fit = (rank, -arrangement.card_height)
                break
        if arrangement is None:  # nothing fits: the smallest cards in a plain row (the checker says so)
            arrangement = _fallback_meld(t, rows)
            scene.meld_fit = (len(tries) + 1, -arrangement.card_height)
        for seat in rows_seats(rows, scene):
            position = scene.position_of(seat)
            slots[seat] = arrangement.slots.get(position, [])
            if slots[seat]:
                taken.append(layout.bounding([s.bounds() for s in slots[seat]]) or Rect(0, 0, 0, 0))
            caption_box = arrangement.captions.get(position)
            if caption_box is not None:
                scene.meld_captions[seat].use_compact(arrangement.compact, arrangement.variants.get(position, 0))
                _move(scene.meld_captions[seat], caption_box)
                taken.append(caption_box)
            elif scene.meld_captions[seat].isVisible():  # the cards found no room with it: wherever it goes
                scene.meld_captions[seat].use_compact(True)
                _put(scene.meld_captions[seat], region, taken, _toward(t, position))
        if centre_reserve is not None and arrangement.reserved is not None:
            scene.placed[centre_reserve.key] = arrangement.reserved
            taken.append(arrangement.reserved)
    if scene.centre_caption.isVisible():
        cx, cy = t.centre.center
        if scene._centre_anchor == "below-trick":
            trick = t.trick_bounds()
            cy = trick.bottom + GAP + scene.centre_caption.size()[1] / 2
        _put(scene.centre_caption, region, taken, (cx, cy))
    for reserve in reserves:
        if reserve.key in scene.placed:
            continue
        box = None
        for where in reserve.anchor.split(","):
            obstacles = taken
            if where == "backs":  # the last resort: over the backs of another seat's cards
                backs = hidden_hands(scene)
                obstacles = [r for r in taken if r not in backs]
            for w, h in reserve.sizes:
                cx, cy = t.centre.center
                anchor = {"top": (cx, t.centre.top + h / 2), "bottom": (cx, t.strip.center[1]),
                          "corner": (t.table.right - w / 2, t.table.top + h / 2)}.get(where, (cx, cy))
                box = place_box((w, h), region, obstacles, anchor)
                if box is not None:
                    break
            if box is not None:
                break
        if box is None:  # nowhere free: in the middle (the layout checker reports it)
            crowded.add(reserve.key)
            if reserve.key == "score":  # the folded scoreboard's tab steps aside for a long hint
                continue
            w, h = reserve.sizes[0]
            box = Rect(max(region.left, t.centre.center[0] - w / 2), max(region.top, t.centre.center[1] - h / 2),
                       w, h)
        scene.placed[reserve.key] = box
        taken.append(box)
    return slots, crowded


def meld_breaks(scene: TableScene, melds: dict[int, int]) -> dict[int, tuple[int, ...]]:
    """Per position, the cards of its meld row that start a meld after the first (``Picture.meld_groups``):
    a small gap goes before each."""
    picture = scene._picture
    out: dict[int, tuple[int, ...]] = {}
    if picture is None:
        return out
    for seat, n in melds.items():
        groups = picture.meld_groups[seat] if seat < len(picture.meld_groups) else ()
        if len(groups) > 1 and sum(groups) == n:
            out[scene.position_of(seat)] = tuple(accumulate(groups[:-1]))
    return out


def rows_seats(rows: dict[int, object], scene: TableScene) -> list[int]:
    """The seats whose meld is laid out (rows are keyed by screen position)."""
    return [seat for seat in range(scene.seat_count) if scene.position_of(seat) in rows]


def _beside(scene: TableScene, position: int, size: tuple[float, float], first: bool) -> tuple[float, float]:
    """Where a bubble (``first``) or the contract chip would like to be: beside its seat's plate (the
    opposite seat's bubble right of its hand, where the top band has room)."""
    t = scene.table
    plate = t.plate_rect(position)
    w, h = size
    cy = plate.center[1]
    right = (plate.right + GAP + w / 2, cy)
    below = (plate.center[0], plate.bottom + GAP + h / 2)
    if position == EAST:
        return (plate.left - GAP - w / 2, cy) if first else below
    if position == NORTH:  # the call under the middle of the hand: toward the table, clear of West's plate
        hand = t.hand_bounds(NORTH)
        return (hand.center[0], hand.bottom + GAP + h / 2) if first else (plate.center[0], plate.bottom + GAP + h / 2)
    if position == WEST:
        return right if first else below
    return right


def _corner_boxes(t: layout.TableLayout, region: Rect, taken: list[Rect], reserves: Sequence[Reserved]) -> list[Rect]:
    """Where the widgets kept in the top right corner (the folded scoreboard's tab) would go now."""
    out = []
    for reserve in reserves:
        if reserve.anchor == "corner":
            w, h = reserve.sizes[0]
            box = place_box((w, h), region, taken, (t.table.right - w / 2, t.table.top + h / 2))
            if box is not None:
                out.append(box)
    return out


def _toward(t: layout.TableLayout, position: int) -> tuple[float, float]:
    """The middle of the centre's edge on ``position``'s side."""
    c = t.centre
    cx, cy = c.center
    return {layout.SOUTH: (cx, c.bottom), NORTH: (cx, c.top), WEST: (c.left, cy), EAST: (c.right, cy)}[position]


def _fallback_meld(t: layout.TableLayout, rows: dict[int, tuple[int, tuple[float, float]]]):  # type: ignore[no-untyped-def]
    from .placement import MeldArrangement, meld_row, row_width

    slots = {}
    y = t.centre.top
    for position, (n, _size, _compact) in rows.items():
        height = 34.0
        slots[position] = meld_row(n, height, t.centre.center[0] - row_width(n, height) / 2, y + height / 2)
        y += height + GAP
    return MeldArrangement(slots, {}, None, 34.0)


__all__ = ["arrange_table", "card_obstacles", "WEST"]
