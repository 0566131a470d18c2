"""The table scene: card items placed from a ``Picture`` and animated to where they belong.

The scene is as large as the view (one unit per pixel) and lays itself out again when the view is
resized. It never decides legality: it is told which cards are playable and reports clicks. Seats are
drawn turned so that the person whose cards are shown always sits at the bottom.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from . import layout
from .arrange import arrange_table
from .card_art import UNKNOWN_CARD
from .card_item import CardItem, CardStyle, default_style
from .card_places import MAX_SEATS, POOLS, CardPlaces
from .layout import CardSize, Rect, TableLayout
from .picture import Picture
from .placement import arrange_meld, place_box
from .scene_items import Bubble, CaptionBox, ContractChip, PileLabel, SeatPlate, TableItem, TurnLine, paint_felt
from .table_events import TableEvent, events_between, piled

DEFAULT_SIZE = (1000.0, 700.0)
INSTANT_DEAL_MS = 500
"""A deal without animation is heard as a short riffle."""


@dataclass(frozen=True)
class Reserve:
    """A widget the scene keeps room for: its ``key``, the sizes it can take (best first: a narrower one
    is taller) and where it would like to sit (``anchor``: "centre", "top" of the centre area, "bottom", the
    strip above the person's hand, "corner": the top right, or "backs": anywhere clear but for the backs of
    another seat's hand;
    several, comma-separated, are tried in turn)."""

    key: str
    sizes: tuple[tuple[float, float], ...]
    anchor: str = "centre"

    @property
    def size(self) -> tuple[float, float]:
        return self.sizes[0]


class TableScene(CardPlaces, QGraphicsScene):
    """Cards, name plates and captions on green felt."""

    card_clicked = Signal(int)
    meld_clicked = Signal(int)  # a seat's melded card or meld caption: enlarge that seat's meld
    deal_landed = Signal()
    table_event = Signal(str, int)
    """Something happened that one hears: (what, how long it lasts in ms, 0 for its own length), emitted when
    its animation lands (the deal: as it starts).  See ``table_events`` and ``ui/sound``."""

    def __init__(self, style: CardStyle | None = None) -> None:
        super().__init__(QRectF(0, 0, *DEFAULT_SIZE))
        self.style = style or default_style()
        self.viewer = 0
        self.seat_count = MAX_SEATS
        self.card_size = CardSize.AUTOMATIC
        self.max_hand = 12
        self.table = TableLayout(*DEFAULT_SIZE)
        self._items: dict[int, CardItem] = {}
        self._hidden: list[list[CardItem]] = [[] for _ in range(POOLS)]
        self._stock: list[CardItem] = []  # two-handed: the stock's face-down cards, bottom first
        self._spare: list[CardItem] = []  # cards gone from the table, hidden, to be dealt again (see _new_item)
        self._hand_key: object = None
        self._picture: Picture | None = None
        self._reserve: tuple[Reserve, ...] = ()
        self.reserve_provider: Callable[[], tuple[Reserve, ...]] | None = None  # the widgets' sizes now
        self.placed: dict[str, Rect] = {}
        self.meld_fit: tuple[float, float] | None = None  # how well the meld found room (arrange.py)
        self.plates = [self._add(SeatPlate(seat, *layout.PLATE_SIZE)) for seat in range(MAX_SEATS)]
        self.meld_captions = [self._add(CaptionBox(14, "meld-caption"), False) for _ in range(MAX_SEATS)]
        for seat, caption in enumerate(self.meld_captions):
            caption.set_clickable(lambda s=seat: self.meld_clicked.emit(s))
        self.bubbles = [self._add(Bubble(), False) for _ in range(MAX_SEATS)]
        self.chip = self._add(ContractChip(), False)
        self.chip_seat: int | None = None
        self.turn_line = self._add(TurnLine(), False)
        self.pile_labels = [self._add(PileLabel(), False) for _ in range(3)]
        self.centre_caption = self._add(CaptionBox(16, "centre-caption"), False)
        self._centre_anchor = "centre"
        self._meld_slots: dict[int, list[layout.Slot]] = {}
        self._playable: int | None = None
        self._selected: set[int] = set()
        self._marked: set[int] = set()
        self._focus: int | None = None
        self._viewer_hand: set[int] = set()
        self._viewer_order: list[int] = []
        self.dealing = False
        self.roles: dict[int, tuple[str, int]] = {}  # id of a card item -> ("hand"|"trick"|"pile"|"meld", seat)
        self._landing: dict[int, list[str]] = {}  # id of a card item in flight -> the events it sounds on landing
        self._calls: list[str] = []  # a bid or pass just made, heard with the next picture
        self._calls_heard = 0
        self._most_piled = 0
        self._deal_ms = 0

    def _add(self, item: TableItem, visible: bool = True) -> TableItem:  # type: ignore[type-var]
        item.setVisible(visible)
        self.addItem(item)
        return item

    # ------------------------------------------------------------ geometry
    def position_of(self, seat: int) -> int:
        """Where a seat sits on screen: the viewer at the bottom."""
        return self.table.positions[(seat - self.viewer) % self.seat_count]

    def screen_seat(self, seat: int) -> int:
        return self.position_of(seat)

    def screen_side(self, side: int, side_of: tuple[int, ...] | None = None, viewer: int | None = None) -> int:
        """Where a side's pile lies: the viewer's side's first (0), then the others in turn (``side_of``:
        each seat's side, by default as the picture on the table has it)."""
        if side_of is None:
            side_of = self._picture.side_of if self._picture is not None else (0, 1, 0, 1)
        viewer = self.viewer if viewer is None else viewer
        mine = side_of[viewer] if viewer < len(side_of) else 0
        others = [s for s in sorted(set(side_of)) if s != mine]
        if side == mine:
            return 0
        if len(side_of) == 3 and side in side_of:  # three alone: each pile on its player's side of the table
            position = layout.positions_for(3)[(side_of.index(side) - viewer) % 3]
            return 2 if position == layout.WEST else 1
        return 1 + (others.index(side) if side in others else len(others))

    def set_table_size(self, width: float, height: float) -> None:
        """The view was resized: the scene takes its size and everything is laid out again at once."""
        width, height = max(200.0, float(width)), max(200.0, float(height))
        if (width, height) == (self.table.table.width, self.table.table.height):
            return
        self.setSceneRect(QRectF(0, 0, width, height))
        self._new_layout(width, height)

    def set_card_size(self, size: CardSize) -> None:
        if size is not self.card_size:
            self.card_size = size
            self._new_layout(self.table.table.width, self.table.table.height)

    def _new_layout(self, width: float, height: float) -> None:
        positions = layout.positions_for(self.seat_count)
        self.table = TableLayout(width, height, positions, self.max_hand, self.card_size, self.table.open_hands,
                                 self.table.meld)
        self.relayout()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_felt(painter, rect, self.sceneRect())

    # ------------------------------------------------------------ items
    def viewer_hand(self) -> list[int]:
        """The viewer's cards as shown, left to right."""
        return list(self._viewer_order)

    def card_items(self) -> list[CardItem]:
        return [*self._items.values(), *(i for hidden in self._hidden for i in hidden), *self._stock]

    def item_for(self, card: int) -> CardItem | None:
        return self._items.get(card)

    def _new_item(self, card: int | None, at: layout.Slot) -> CardItem:
        """A card face down at ``at``: one that has left the table, made another, or else a new one.  A new
        hand needs a deck of them at once, and making 48 anew took a quarter of the refresh that deals them."""
        card_id = UNKNOWN_CARD if card is None else card
        if self._spare:
            item = self._spare.pop()
            item.renew(card_id)
        else:
            item = self._made_item(card_id)
        item.setPos(at.x, at.y)
        item.setZValue(at.z)
        item.setScale(at.scale)
        return item

    def _made_item(self, card_id: int) -> CardItem:
        item = CardItem(card_id, False, self.style)
        item.clicked.connect(self._on_click)
        item.animation_finished.connect(self._card_landed)
        self.addItem(item)
        return item

    def keep_spare_cards(self, count: int) -> None:
        """Have ``count`` cards made now and put away, for the first deal to take instead of making them all in
        the refresh that deals (the window's table does, as it is built; a review's table makes its own)."""
        while len(self._spare) < count:
            item = self._made_item(UNKNOWN_CARD)
            item.put_away()
            self._spare.append(item)

    def _drop(self, item: CardItem) -> None:
        """Take ``item`` off the table: hidden, kept for the next ``_new_item``."""
        self._landing.pop(id(item), None)
        item.put_away()
        self._spare.append(item)

    def clear_cards(self) -> None:
        for item in self.card_items():
            self._drop(item)
        self._items.clear()
        self._hidden = [[] for _ in range(POOLS)]
        self._stock = []

    def _on_click(self, card: int) -> None:
        if card != UNKNOWN_CARD and card in self._items and not self.dealing:
            role, seat = self.roles.get(id(self._items[card]), ("", -1))
            if role == "meld" and seat != self.viewer:
                self.meld_clicked.emit(seat)  # another player's melded card (the person's own may be played)
                return
            self.card_clicked.emit(card)

    def meld_of(self, seat: int) -> list[int]:
        """The cards ``seat`` has melded, as they lie on the table (none while no meld is shown)."""
        picture = self._picture
        return list(picture.melds[seat]) if picture is not None and seat < len(picture.melds) else []

    # ------------------------------------------------------------ the picture
    def lay_out_for(self, picture: Picture, max_hand: int | None = None) -> None:
        """The table's layout for ``picture`` (its seats, the longest hand, open hands, the meld on the table):
        made anew where one of those changed. ``show_picture`` does it first; the presenter asks before it
        measures the widgets, which take their type from the layout (``TableLayout.text_ui``)."""
        seat_count = len(picture.hands)
        open_hands = all(picture.face_up)
        meld = meld_phase(picture)
        relayout = seat_count != self.seat_count or (max_hand is not None and max_hand != self.max_hand) \
            or open_hands != self.table.open_hands or meld != self.table.meld
        if relayout:
            self.seat_count = seat_count
            self.max_hand = max_hand if max_hand is not None else self.max_hand
            self.table = TableLayout(self.table.table.width, self.table.table.height,
                                     layout.positions_for(seat_count), self.max_hand, self.card_size, open_hands,
                                     meld)

    def show_picture(self, picture: Picture, viewer: int, hand_key: object, duration: int,
                     rebuild: bool = False, reserve: tuple[Reserve, ...] = (), max_hand: int | None = None
                     ) -> dict[str, Rect]:
        """Move every card to where ``picture`` puts it and lay out the captions; returns where the
        ``reserve`` widgets go.

        A new ``hand_key`` deals from the deck in the middle; ``rebuild`` (a loaded game, an undo, another
        person's turn in hot-seat) places everything at once.
        """
        self.lay_out_for(picture, max_hand)
        new_hand = hand_key != self._hand_key
        other_viewer = viewer != self.viewer
        if rebuild or new_hand or other_viewer:
            self.clear_cards()
            self.viewer = viewer
            self._hand_key = hand_key
            if rebuild or other_viewer:
                duration = 0
        quiet = rebuild or other_viewer or self._picture is None
        events = [] if quiet or new_hand else events_between(self._picture, picture, self._most_piled)  # type: ignore[arg-type]
        calls, self._calls = self._calls, []
        self._picture = picture
        self._reserve = tuple(reserve)
        deal = new_hand and not rebuild and duration > 0
        self._place_cards(duration, deal)
        self._hear(events, [] if quiet else calls, new_hand and not rebuild and not other_viewer, duration,
                   quiet or new_hand)
        return dict(self.placed)

    def _hear(self, events: list[TableEvent], calls: list[str], dealt: bool, duration: int, anew: bool) -> None:
        """Emit ``table_event`` for what this picture changed: the deal now, a call now, and each card event
        when its first card lands."""
        assert self._picture is not None
        self._most_piled = piled(self._picture) if anew else max(self._most_piled, piled(self._picture))
        if dealt:
            self.table_event.emit("deal", self._deal_ms if duration > 0 else INSTANT_DEAL_MS)
        for call in calls:
            self.table_event.emit(call, 0)
        for event in events:
            flying = [item for item in (self._items.get(c) for c in event.cards)
                      if item is not None and (item.is_animating() or item.is_waiting())]
            if flying:
                self._landing.setdefault(id(flying[0]), []).append(event.kind)
            elif duration > 0:
                QTimer.singleShot(duration, self, lambda kind=event.kind: self.table_event.emit(kind, 0))
            else:
                self.table_event.emit(event.kind, 0)

    def _card_landed(self, _card: int) -> None:
        item = self.sender()
        for kind in self._landing.pop(id(item), []):
            self.table_event.emit(kind, 0)

    def relayout(self, reserve: tuple[Reserve, ...] | None = None) -> dict[str, Rect]:
        """Everything to its place at once (a resize, another card size, widgets of another size)."""
        if reserve is None and self.reserve_provider is not None:
            reserve = self.reserve_provider()
        if reserve is not None:
            self._reserve = tuple(reserve)
        if self._picture is not None:
            self._place_cards(0, False)
        else:
            self._arrange({})
        return dict(self.placed)

    def redeal(self, duration: int) -> None:
        """Deal the cards on the table again from the deck (the first deal, which nobody saw)."""
        if self._picture is None or duration <= 0:
            return
        deck = self.table.deck_slot(0)
        for item in self.card_items():
            item.finish_animation()
            item.setPos(deck.x, deck.y)
            item.setRotation(0)
            item.setScale(deck.scale)
            item.set_face_up(False)
        self._place_cards(duration, True)

    def finish_animations(self) -> None:
        for item in self.card_items():
            item.finish_animation()

    # ------------------------------------------------------------ marks on the viewer's cards
    def set_playable(self, cards: int | None) -> None:
        """Dim every card of the viewer's hand not in ``cards`` (None: nothing dimmed)."""
        self._playable = cards
        self._refresh_marks()

    def set_selected(self, cards: set[int]) -> None:
        self._selected = set(cards)
        self._refresh_marks()

    def set_marked(self, cards: set[int]) -> None:
        """Mark cards of the viewer's hand (cards received from the partner)."""
        self._marked = set(cards)
        self._refresh_marks()

    def set_focus_card(self, card: int | None) -> None:
        self._focus = card
        self._refresh_marks()

    def playable_cards(self) -> list[int]:
        if self._playable is None:
            return []
        return [c for c in self._viewer_order if self._playable >> c & 1]

    def _refresh_marks(self) -> None:
        for card, item in self._items.items():
            item.set_dimmed(self._playable is not None and card in self._viewer_hand
                            and not self._playable >> card & 1)
            item.set_raised(card in self._selected)
            item.set_highlight(card == self._focus)
            item.set_marked(card in self._marked and card in self._viewer_hand)
            item.hover_lift = self._playable is not None and bool(self._playable >> card & 1)

    # ------------------------------------------------------------ plates and captions
    def set_plate(self, seat: int, name: str, status: str, dealer: bool, active: bool,
                  side: int | None = None) -> None:
        """A seat's name plate; ``side`` colours its dot (default: as the picture on the table has it)."""
        if side is None:
            side_of = self._picture.side_of if self._picture is not None else (0, 1, 0, 1)
            side = side_of[seat] if seat < len(side_of) else seat % 2
        self.plates[seat].set_info(name, status, dealer, active, side)

    def set_bubble(self, seat: int, text: str) -> None:
        """A speech bubble by the seat's name plate (a bid, a pass), or none."""
        bubble = self.bubbles[seat]
        bubble.set_text(text)
        bubble.setVisible(bool(text))

    def hear_calls(self, calls: int, last: str) -> None:
        """The auction has ``calls`` calls, the last one sounding ``last`` ("bid" or "pass"): a new one is heard
        with the next picture (one sound for several at once; none while the cards are dealt)."""
        if calls > self._calls_heard and not self.dealing:
            self._calls.append(last)
        if calls < self._calls_heard or not self.dealing:
            self._calls_heard = calls

    def set_contract(self, seat: int | None, bid: str = "", trump: object = None, note: str = "") -> None:
        """The contract chip beside the bidder ``seat`` (None: no contract yet)."""
        self.chip_seat = seat
        if seat is None:
            self.chip.setVisible(False)
            return
        self.chip.set_contract(bid, trump, note, self.style.four_colour)  # type: ignore[arg-type]
        self.chip.setVisible(True)

    def set_turn_line(self, text: str, mine: bool) -> None:
        self.turn_line.set_text(text, mine)
        self.turn_line.setVisible(bool(text))

    def set_pile_label(self, side: int, text: str) -> None:
        label = self.pile_labels[side]
        label.set_text(text)
        label.setVisible(bool(text))

    def set_meld_caption(self, seat: int, title: str, lines: list[tuple[str, str]], cards: int = 0,
                         compact: str = "", compact_items: list[str] | None = None) -> None:
        """A seat's meld: ``title`` and a line per meld; where room is short ``compact`` (e.g. "North 40") over
        ``compact_items`` ("Run 150", "Pinochle 40"), several to a line."""
        caption = self.meld_captions[seat]
        ui = self.table.text_ui  # the caption's own width: it is scaled onto the table
        caption.set_lines(title, lines, min(280.0, self.table.centre.width * 0.45 / ui), compact or title,
                          compact_items)
        caption.setVisible(bool(title))

    def set_centre_caption(self, title: str, lines: list[tuple[str, str]], width: float = 420,
                           anchor: str = "centre") -> None:
        """A caption in the middle of the table (the last trick, a result nobody has to confirm);
        ``anchor`` "below-trick" puts it under the trick."""
        self._centre_anchor = anchor
        if not title and not lines:
            self.centre_caption.setVisible(False)
            return
        self.centre_caption.set_lines(title, lines, min(width, self.table.centre.width / self.table.text_ui))
        self.centre_caption.setVisible(True)

    def arrange(self, reserve: tuple[Reserve, ...] | None = None) -> dict[str, Rect]:
        """Place the plates, bubbles and captions again (their texts changed) and the ``reserve`` widgets;
        cards in flight keep flying (only melded cards move, if their room changed)."""
        if reserve is not None:
            self._reserve = tuple(reserve)
        picture = self._picture
        melds = {seat: len(row) for seat, row in enumerate(picture.melds) if row} if picture else {}
        table = self.table
        slots = self._arrange(melds)
        if picture is not None and self.table is not table:  # the person's hand gives the meld room now, or
            self._place_cards(0, False)  # takes it back (``arrange_table``): every card to its place
            return dict(self.placed)
        if picture is not None and slots != self._meld_slots:
            self._meld_slots = slots
            for seat, row in enumerate(picture.melds):
                for card, slot in zip(row, slots.get(seat, []), strict=False):
                    item = self._items.get(card)
                    if item is not None:
                        item.animate(QPointF(slot.x, slot.y), slot.z, slot.rotation, True, 0, slot.scale)
        return dict(self.placed)

    def starts_deal(self, hand_key: object, rebuild: bool, duration: int) -> bool:
        """Whether showing a picture with ``hand_key`` now deals the cards out with animation."""
        return hand_key != self._hand_key and not rebuild and duration > 0

    # ------------------------------------------------------------ where the furniture goes
    def _arrange(self, melds: dict[int, int]) -> dict[int, list[layout.Slot]]:
        """Lay out plates, piles' labels, bubbles, the chip, the turn line, meld rows with their captions,
        the centre caption and the reserved widgets, each clear of what is placed before it."""
        return arrange_table(self, melds)

    def furniture(self) -> list[TableItem]:
        """Every visible text item on the table (for the layout checker)."""
        items: list[TableItem] = [*self.plates[: self.seat_count], *self.bubbles, *self.meld_captions,
                                  self.chip, self.turn_line, *self.pile_labels, self.centre_caption]
        return [i for i in items if i.isVisible()]


def meld_phase(picture: Picture) -> bool:
    """Whether ``picture`` shows the meld with nothing to play (not a draw game's meld, which lies on the table
    while its stock is drawn and tricks are played): the person's hand may give the melds room."""
    return any(picture.melds) and not picture.trick and not picture.stock and picture.turn_up is None


__all__ = ["TableScene", "Reserve", "place_box", "arrange_meld"]
