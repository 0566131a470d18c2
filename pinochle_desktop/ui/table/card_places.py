"""Where the cards of a picture go: which card item shows each card (its own, one turned over from a hidden
hand or the stock, or a new one), the slot each goes to, its role on the table, and the deal's order; the part of
``table_scene.TableScene`` that moves the cards (a mixin: it works on the scene's card items)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QTimer

from . import layout
from .card_art import UNKNOWN_CARD
from .card_item import CardItem

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from .picture import Picture

MAX_SEATS = 4
WIDOW_POOL, BURIED_POOL = MAX_SEATS, MAX_SEATS + 1
"""Hidden card items are kept per seat (its hand), and for the widow and the buried cards."""
POOLS = MAX_SEATS + 2
MANY_AT_ONCE = 24
"""A refresh that sets this many cards or more moving at once (the meld laid down or taken up; never a card
played and the hand closing up after it, which answer a click at once) starts them a frame later
(``NEXT_FRAME_MS``): the frame that shows the refresh's other changes (captions, plates, panel) is not also the
first of many cards in flight, each a frame's work of its own."""
NEXT_FRAME_MS = 16


class CardPlaces:
    """Placing the cards of the scene's picture (``TableScene`` has the state used here)."""

    if TYPE_CHECKING:
        _picture: Picture | None
        table: layout.TableLayout
        seat_count: int
        viewer: int
        dealing: bool
        deal_landed: SignalInstance
        roles: dict[int, tuple[str, int]]
        _items: dict[int, CardItem]
        _hidden: list[list[CardItem]]
        _stock: list[CardItem]
        _meld_slots: dict[int, list[layout.Slot]]
        _viewer_order: list[int]
        _viewer_hand: set[int]
        _selected: set[int]
        _deal_ms: int

        def position_of(self, seat: int) -> int: ...

        def screen_side(self, side: int) -> int: ...

        def _new_item(self, card: int | None, at: layout.Slot) -> CardItem: ...

        def _drop(self, item: CardItem) -> None: ...

        def _arrange(self, melds: dict[int, int]) -> dict[int, list[layout.Slot]]: ...

        def _refresh_marks(self) -> None: ...

    def _place_cards(self, duration: int, deal: bool) -> None:
        picture = self._picture
        assert picture is not None
        meld_slots = self._arrange({seat: len(row) for seat, row in enumerate(picture.melds) if row})
        self._meld_slots = meld_slots
        t = self.table  # (after the arrangement: on a small table the hand may have given the meld room)
        n = self.seat_count
        viewer = self.viewer
        self._viewer_order = [c for c in picture.hands[viewer] if c is not None]
        self._viewer_hand = set(self._viewer_order)
        self._selected &= {c for hand in picture.hands for c in hand if c is not None}
        deck = t.deck_slot(0)
        places: list[tuple[CardItem, layout.Slot, bool]] = []
        drawn = self._stock[picture.stock:]  # cards gone from the stock: they fly into the hands
        self._stock = self._stock[:picture.stock]

        def take(card: int, source: int, into_hand: bool = False) -> CardItem:
            """The item showing ``card``: its own, else one turned over from the stock (a card drawn into a
            hand) or from ``source``'s hidden cards (a card played or shown), else a new one."""
            item = self._items.get(card)
            if item is None:
                pools = (drawn, self._hidden[source]) if into_hand else (self._hidden[source], drawn)
                pool = pools[0] or pools[1] or next((h for h in self._hidden if h), [])
                item = pool.pop() if pool else self._new_item(card, deck)
                item.set_card_id(card)
                self._items[card] = item
            return item

        # Known cards first (they may come out of a hidden hand), then hidden ones.
        for order, (seat, card) in enumerate(picture.trick):
            places.append((take(card, seat), t.trick_slot(self.position_of(seat), order), True))
        buried_corner = self.screen_side(picture.buried_side)
        for side, pile in enumerate(picture.piles):
            corner = self.screen_side(side)
            under = len(picture.buried) if side == picture.buried_side else 0  # the buried cards lie first
            places.extend((take(card, side), t.pile_slot(corner, under + i), False) for i, card in enumerate(pile))
        if picture.turn_up is not None:
            places.append((take(picture.turn_up, viewer), t.turn_up_slot(), True))
        for seat, row in enumerate(picture.melds):
            if row:
                slots = meld_slots[seat]
                places.extend((take(card, seat), slot, True) for card, slot in zip(row, slots, strict=True))
        hidden_needed = [0] * POOLS
        deal_rank: dict[int, int] = {}  # a card's turn in the deal: round the table, one card each
        hand_slots: list[list[layout.Slot]] = []
        for seat in range(n):
            hand = picture.hands[seat]
            position = self.position_of(seat)
            readable = picture.face_up[seat]
            slots = t.hand_slots(position, len(hand), readable=readable)
            hand_slots.append(slots)
            turn = (seat - viewer) % n
            for i, (card, slot) in enumerate(zip(hand, slots, strict=True)):
                if card is not None:
                    places.append((take(card, seat, into_hand=True), slot, picture.face_up[seat]))
                    deal_rank[id(places[-1][0])] = i * n + turn
                else:
                    hidden_needed[seat] += 1
        extra_slots: dict[int, list[tuple[int | None, layout.Slot]]] = {
            WIDOW_POOL: [(card, t.widow_slot(i, len(picture.widow))) for i, card in enumerate(picture.widow)],
            BURIED_POOL: [(card, t.pile_slot(buried_corner, i)) for i, card in enumerate(picture.buried)],
        }
        for pool, cards in extra_slots.items():
            for card, slot in cards:
                if card is None:
                    hidden_needed[pool] += 1
                else:
                    places.append((take(card, pool), slot, pool == WIDOW_POOL and picture.widow_face_up))
        # Cards no longer known (the widow a computer bidder took) turn face down where they are needed.
        placed_now = {id(item) for item, _, _ in places}
        unknown = [card for card, item in self._items.items() if id(item) not in placed_now]
        given_up = [_thinned(self._hidden[pool], hidden_needed[pool]) for pool in range(POOLS)]
        kept = [[item for item in self._hidden[pool] if item not in given_up[pool]][: hidden_needed[pool]]
                for pool in range(POOLS)]
        spare = [item for items in given_up for item in items] + [self._items.pop(card) for card in unknown]
        for pool in range(POOLS):
            have = kept[pool]
            while len(have) < hidden_needed[pool]:
                have.append(drawn.pop() if drawn else spare.pop() if spare else self._new_item(None, deck))
            self._hidden[pool] = have
            if pool < MAX_SEATS and pool >= n:
                continue
            if pool < MAX_SEATS:
                hidden_slots = [(i, s) for i, (card, s) in enumerate(zip(picture.hands[pool], hand_slots[pool],
                                                                           strict=True)) if card is None]
                rank = (pool - viewer) % n
            else:
                hidden_slots = [(i, s) for i, (card, s) in enumerate(extra_slots[pool]) if card is None]
                rank = 3 * n  # the widow is dealt after the first rounds
            for item, (i, slot) in zip(have, hidden_slots, strict=True):
                _hide(item, duration)
                places.append((item, slot, False))
                deal_rank[id(item)] = i * n + rank
        while len(self._stock) < picture.stock:
            self._stock.append(spare.pop() if spare else self._new_item(None, deck))
        for i, item in enumerate(self._stock):
            item.set_card_id(UNKNOWN_CARD)
            places.append((item, t.stock_slot(i), False))
            deal_rank[id(item)] = 10_000 + i  # the stock is put down after the hands are dealt
        for item in (*spare, *drawn):
            self._drop(item)
        placed = {id(item) for item, _, _ in places}
        for card, item in list(self._items.items()):
            if id(item) not in placed:
                del self._items[card]
                self._drop(item)
        self.roles = {}
        for item, slot, _ in places:
            self.roles[id(item)] = _role_of(slot.z)
        for seat, row in enumerate(picture.melds):
            for card in row:
                self.roles[id(self._items[card])] = ("meld", seat)
        for seat, hand in enumerate(picture.hands):
            for card in hand:
                if card is not None:
                    self.roles[id(self._items[card])] = ("hand", seat)
            for item in self._hidden[seat]:
                self.roles[id(item)] = ("hand", seat)
        for seat, card in picture.trick:
            self.roles[id(self._items[card])] = ("trick", seat)
        for item in self._stock:
            self.roles[id(item)] = ("stock", -1)
        for card in picture.widow:
            for item in ([self._items[card]] if card is not None else self._hidden[WIDOW_POOL]):
                self.roles[id(item)] = ("widow", -1)
        if picture.turn_up is not None:
            self.roles[id(self._items[picture.turn_up])] = ("turn-up", -1)
        if deal:
            places.sort(key=lambda place: deal_rank.get(id(place[0]), 0))
        self._place(places, duration, deal)
        self._refresh_marks()

    def _place(self, places: list[tuple[CardItem, layout.Slot, bool]], duration: int, deal: bool) -> None:
        stagger = self.deal_stagger(duration, len(places)) if deal else 0
        sent = [not deal and duration > 0 and not item.goes_to(QPointF(slot.x, slot.y), slot.rotation, face_up,
                                                                 slot.scale) for item, slot, face_up in places]
        later = sum(sent) >= MANY_AT_ONCE
        for n, (item, slot, face_up) in enumerate(places):
            pos = QPointF(slot.x, slot.y)
            if deal:
                item.animate_after(n * stagger, pos, slot.z, slot.rotation, face_up, duration, slot.scale)
            elif later and sent[n]:
                item.animate_after(NEXT_FRAME_MS, pos, slot.z, slot.rotation, face_up, duration, slot.scale)
            else:
                item.animate(pos, slot.z, slot.rotation, face_up, duration, slot.scale)
        if deal:
            self.dealing = True
            self._deal_ms = len(places) * stagger + duration
            QTimer.singleShot(self._deal_ms + 20, self._deal_done)

    def _deal_done(self) -> None:
        self.dealing = False
        self.deal_landed.emit()

    @staticmethod
    def deal_stagger(duration: int, cards: int) -> int:
        """Milliseconds between two cards of a deal: the whole deal takes about a second."""
        return max(4, min(duration // 12, 900 // max(cards, 1)))


def _thinned(items: list[CardItem], keep: int) -> list[CardItem]:
    """The items a pool of ``items`` gives up to keep ``keep``: spread over it, so that cards laid away
    from a hidden hand (a bury) come from all along it, not from one end."""
    extra = len(items) - keep
    if extra <= 0:
        return []
    return [items[min(len(items) - 1, int((j + 0.5) * len(items) / extra))] for j in range(extra)]


def _hide(item: CardItem, duration: int) -> None:
    """A card now hidden shows no face: at once, or once it has turned over (a widow card a computer
    bidder took, which everyone saw, turns face down on its way into the hand)."""
    if item.card_id == UNKNOWN_CARD:
        return
    if duration <= 0 or not item.is_face_up():
        item.set_card_id(UNKNOWN_CARD)
        return
    QTimer.singleShot(duration + 10, item, lambda: item.set_card_id(UNKNOWN_CARD) if not item.is_face_up() else None)


def _role_of(z: float) -> tuple[str, int]:
    """A card's part of the table from its stacking order (piles lie lowest)."""
    return ("pile", -1) if z < layout.Z_MELD else ("hand", -1)
