"""The table scene: card items placed from a ``Picture`` and animated to where they belong.

The scene never decides legality: it is told which cards are playable and
reports clicks.  Seats are drawn rotated so the person whose cards are shown
always sits at the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene

from . import layout
from .card_art import UNKNOWN_CARD
from .card_item import CardItem, CardStyle, default_style
from .picture import Picture
from .scene_items import CaptionBox, SeatPlate, paint_felt

SCENE_RECT = layout.DEFAULT_SCENE


class TableScene(QGraphicsScene):
    """Cards, name plates and captions on green felt."""

    card_clicked = Signal(int)

    def __init__(self, style: CardStyle | None = None) -> None:
        super().__init__(QRectF(*SCENE_RECT))
        self.style = style or default_style()
        self.viewer = 0
        self.players = 4
        self._items: dict[int, CardItem] = {}
        self._hidden: list[list[CardItem]] = [[], [], [], []]
        self._hand_key: object = None
        self.plates = []
        for seat in range(4):
            r = layout.label_rect(seat, SCENE_RECT)
            plate = SeatPlate(seat, r.width, r.height)
            plate.setPos(r.x, r.y)
            self.addItem(plate)
            self.plates.append(plate)
        self.meld_captions = [CaptionBox(16) for _ in range(4)]
        for caption in self.meld_captions:
            caption.setVisible(False)
            self.addItem(caption)
        self.bubbles = [CaptionBox(18) for _ in range(4)]
        for bubble in self.bubbles:
            bubble.setVisible(False)
            self.addItem(bubble)
        self.centre_caption = CaptionBox(20)
        self.centre_caption.setVisible(False)
        self.addItem(self.centre_caption)
        self._playable: int | None = None
        self._selected: set[int] = set()
        self._focus: int | None = None
        self._viewer_hand: set[int] = set()
        self._viewer_order: list[int] = []

    # ------------------------------------------------------------ geometry
    def screen_seat(self, seat: int) -> int:
        """Where a seat sits on screen: the viewer at the bottom."""
        return layout.screen_position(seat, self.viewer, self.players)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_felt(painter, rect, self.sceneRect())

    # ------------------------------------------------------------ items
    def viewer_hand(self) -> list[int]:
        """The viewer's cards as shown, left to right."""
        return list(self._viewer_order)

    def card_items(self) -> list[CardItem]:
        return [*self._items.values(), *(i for hidden in self._hidden for i in hidden)]

    def item_for(self, card: int) -> CardItem | None:
        return self._items.get(card)

    def _new_item(self, card: int | None, at: layout.Slot) -> CardItem:
        item = CardItem(UNKNOWN_CARD if card is None else card, False, self.style)
        item.setPos(at.x, at.y)
        item.setZValue(at.z)
        item.clicked.connect(self._on_click)
        self.addItem(item)
        return item

    def _drop(self, item: CardItem) -> None:
        item.finish_animation()
        self.removeItem(item)
        item.deleteLater()

    def clear_cards(self) -> None:
        for item in self.card_items():
            self._drop(item)
        self._items.clear()
        self._hidden = [[], [], [], []]

    def _on_click(self, card: int) -> None:
        if card != UNKNOWN_CARD and card in self._items:
            self.card_clicked.emit(card)

    # ------------------------------------------------------------ the picture
    def show_picture(self, picture: Picture, viewer: int, hand_key: object, duration: int,
                     rebuild: bool = False) -> None:
        """Move every card to where ``picture`` puts it.

        A new ``hand_key`` deals from the deck in the middle; ``rebuild`` (a loaded game,
        an undo, another person's turn in hot-seat) places everything at once.
        """
        new_hand = hand_key != self._hand_key
        other_viewer = viewer != self.viewer or len(picture.hands) != self.players
        self.players = len(picture.hands)
        for seat, plate in enumerate(self.plates):
            plate.setVisible(seat < self.players)
            if seat < self.players:
                plate.side = picture.side_of[seat]
        if rebuild or new_hand or other_viewer:
            self.clear_cards()
            self.viewer = viewer
            self._hand_key = hand_key
            if rebuild or other_viewer:
                duration = 0
        self._viewer_order = [c for c in picture.hands[viewer] if c is not None]
        self._viewer_hand = set(self._viewer_order)
        self._selected &= set(c for hand in picture.hands for c in hand if c is not None)
        deck = layout.deck_slot(0, SCENE_RECT)
        places: list[tuple[CardItem, layout.Slot, bool]] = []

        def take(card: int, source: int) -> CardItem:
            item = self._items.get(card)
            if item is None:
                pool = self._hidden[source] or next((h for h in self._hidden if h), [])
                item = pool.pop() if pool else self._new_item(card, deck)
                item.set_card_id(card)
                self._items[card] = item
            return item

        # Known cards first (they may come out of a hidden hand), then hidden ones.
        for order, (seat, card) in enumerate(picture.trick):
            slot = layout.trick_slot(self.screen_seat(seat), SCENE_RECT, order)
            places.append((take(card, seat), slot, True))
        viewer_side = picture.side_of[viewer]
        for side, pile in enumerate(picture.piles):
            screen_pile = 0 if side == viewer_side else 1  # ours at the bottom, the others' at the top
            for index, card in enumerate(pile):
                places.append((take(card, side), layout.pile_slot(screen_pile, index, SCENE_RECT), False))
        seats = range(self.players)
        for seat in seats:
            row = picture.melds[seat]
            if row:
                slots = layout.meld_slots(self.screen_seat(seat), len(row), SCENE_RECT)
                places.extend((take(card, seat), slot, True) for card, slot in zip(row, slots, strict=True))
        hidden_needed = [0] * len(self._hidden)
        deal_rank: dict[int, int] = {}  # a card's turn in the deal: round the table, one card each
        hand_slots: list[list[layout.Slot]] = []
        for seat in seats:
            hand = picture.hands[seat]
            screen = self.screen_seat(seat)
            slots = layout.hand_slots(screen, len(hand), SCENE_RECT, readable=picture.face_up[seat] and screen == 0)
            hand_slots.append(slots)
            for card, slot in zip(hand, slots, strict=True):
                if card is not None:
                    places.append((take(card, seat), slot, picture.face_up[seat]))
                    deal_rank[id(places[-1][0])] = slots.index(slot) * 4 + screen
                else:
                    hidden_needed[seat] += 1
        spare = [item for hidden, needed in zip(self._hidden, hidden_needed, strict=True) for item in hidden[needed:]]
        for seat in seats:
            have = self._hidden[seat][: hidden_needed[seat]]
            while len(have) < hidden_needed[seat]:
                have.append(spare.pop() if spare else self._new_item(None, deck))
            self._hidden[seat] = have
            hidden_slots = [s for card, s in zip(picture.hands[seat], hand_slots[seat], strict=True) if card is None]
            for item, slot in zip(have, hidden_slots, strict=True):
                item.set_card_id(UNKNOWN_CARD)
                places.append((item, slot, False))
                deal_rank[id(item)] = hand_slots[seat].index(slot) * 4 + self.screen_seat(seat)
        for seat in range(self.players, len(self._hidden)):
            self._hidden[seat] = []  # no such seat in this game: its items were spare
        for item in spare:
            self._drop(item)
        placed = {id(item) for item, _, _ in places}
        for card, item in list(self._items.items()):
            if id(item) not in placed:
                del self._items[card]
                self._drop(item)
        if new_hand and not rebuild and duration > 0:
            places.sort(key=lambda place: deal_rank.get(id(place[0]), 0))
        self._place(places, duration, deal=new_hand and not rebuild and duration > 0)
        self._refresh_marks()

    def _place(self, places: list[tuple[CardItem, layout.Slot, bool]], duration: int, deal: bool) -> None:
        for n, (item, slot, face_up) in enumerate(places):
            pos = QPointF(slot.x, slot.y)
            if deal:
                item.setZValue(slot.z)
                delay = n * self.deal_stagger(duration, len(places))
                QTimer.singleShot(delay, item, lambda i=item, p=pos, s=slot, f=face_up: i.animate(
                    p, s.z, s.rotation, f, duration))
            else:
                item.animate(pos, slot.z, slot.rotation, face_up, duration)

    @staticmethod
    def deal_stagger(duration: int, cards: int) -> int:
        """Milliseconds between two cards of a deal: the whole deal takes about a second."""
        return max(4, min(duration // 12, 900 // max(cards, 1)))

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

    def set_focus_card(self, card: int | None) -> None:
        self._focus = card
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        for card, item in self._items.items():
            item.set_dimmed(self._playable is not None and card in self._viewer_hand
                            and not self._playable >> card & 1)
            item.set_raised(card in self._selected)
            item.set_highlight(card == self._focus)
            item.hover_lift = self._playable is not None and bool(self._playable >> card & 1)

    # ------------------------------------------------------------ plates and captions
    def set_plate(self, seat: int, name: str, status: str, dealer: bool, active: bool) -> None:
        screen = self.screen_seat(seat)
        r = layout.label_rect(screen, SCENE_RECT)
        plate = self.plates[seat]
        plate.setPos(r.x, r.y)
        plate.set_info(name, status, dealer, active)

    def set_bubble(self, seat: int, text: str) -> None:
        """A speech bubble by the seat's name plate (a bid, a pass), or none."""
        bubble = self.bubbles[seat]
        if not text:
            bubble.setVisible(False)
            return
        bubble.set_lines(text, [], max(90.0, 14.0 * len(text) + 30))
        screen = self.screen_seat(seat)
        r = layout.label_rect(screen, SCENE_RECT)
        box = bubble.boundingRect()
        if screen == layout.SOUTH:
            pos = (r.x + r.width + 12, r.y + (r.height - box.height()) / 2)
        elif screen == layout.NORTH:
            pos = (r.x + (r.width - box.width()) / 2, r.y + r.height + 10)
        elif screen == layout.WEST:
            pos = (r.x + r.width + 10, r.y + (r.height - box.height()) / 2)
        else:
            pos = (r.x - box.width() - 10, r.y + (r.height - box.height()) / 2)
        bubble.setPos(*pos)
        bubble.setVisible(True)

    def set_meld_caption(self, seat: int, title: str, lines: list[tuple[str, str]], cards: int) -> None:
        caption = self.meld_captions[seat]
        if not title:
            caption.setVisible(False)
            return
        caption.set_lines(title, lines, 260)
        screen = self.screen_seat(seat)
        row = layout.meld_slots(screen, max(cards, 1), SCENE_RECT)
        box = caption.boundingRect()
        first, last = row[0], row[-1]
        mid_x = (first.x + last.x) / 2
        if screen == layout.SOUTH:
            pos = (mid_x - box.width() / 2, first.y - layout.CARD_HEIGHT / 2 - box.height() - 8)
        elif screen == layout.NORTH:
            pos = (mid_x - box.width() / 2, first.y + layout.CARD_HEIGHT / 2 + 8)
        elif screen == layout.WEST:
            pos = (first.x - layout.CARD_WIDTH / 2, first.y - layout.CARD_HEIGHT / 2 - box.height() - 8)
        else:
            pos = (last.x + layout.CARD_WIDTH / 2 - box.width(), first.y - layout.CARD_HEIGHT / 2 - box.height() - 8)
        caption.setPos(*pos)
        caption.setVisible(True)

    def set_centre_caption(self, title: str, lines: list[tuple[str, str]], width: float = 420) -> None:
        if not title and not lines:
            self.centre_caption.setVisible(False)
            return
        self.centre_caption.set_lines(title, lines, width)
        box = self.centre_caption.boundingRect()
        centre = self.sceneRect().center()
        self.centre_caption.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
        self.centre_caption.setVisible(True)
