"""What is on the table, worked out from a view: pure logic, no Qt.

The scene turns a ``Picture`` into card positions.  Hands are lists of card
ids in display order; a hidden card is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import COUNTERS_MASK, Suit, cards_of
from ...engine.meld import MeldResult
from ...engine.state import GameState, Phase
from ...engine.view import PlayerView

HIDDEN = None


@dataclass(frozen=True)
class Picture:
    hands: tuple[tuple[int | None, ...], ...]  # per seat, display order
    face_up: tuple[bool, ...]  # per seat: whether its hand is shown face up
    trick: tuple[tuple[int, int], ...]  # (seat, card), in play order
    piles: tuple[tuple[int, ...], ...]  # cards won, per side
    melds: tuple[tuple[int, ...], ...]  # cards laid out in front of each seat
    side_of: tuple[int, ...] = (0, 1, 0, 1)  # each seat's side (piles and colours)
    stock: int = 0  # two-handed: cards face down in the stock
    turn_up: int | None = None  # two-handed: the turned-up trump
    widow: tuple[int | None, ...] = ()  # the widow in the middle of the table: face down in the auction
    widow_face_up: bool = False  # ... face up for all once the bid is won, until the bidder takes it
    buried: tuple[int | None, ...] = ()  # the bidder's buried cards, face down under its side's pile
    buried_side: int = 0
    meld_groups: tuple[tuple[int, ...], ...] = ()  # per seat: how many of its ``melds`` cards each meld shows,
    # in row order (a small gap on the table between two melds); empty: no groups known


def hand_order(cards: list[int] | tuple[int, ...], trump: Suit | None) -> list[int]:
    """Sorted for the eye: trump first, then alternating colours, each suit high to low."""
    order = [Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    if trump is not None:
        i = order.index(trump)
        order = order[i:] + order[:i]
    rank_of_suit = {s: n for n, s in enumerate(order)}
    return sorted(cards, key=lambda c: (rank_of_suit[Suit(c // 24)], -c))


def meld_groups(result: MeldResult, trump: Suit | None, on_table: int | None = None) -> list[list[int]]:
    """A player's melded cards grouped meld by meld, in the order their list names the melds (each meld's
    cards in hand order), so the row reads like the list beside it; a card two melds share stands with the
    first (a meld whose cards all stand with earlier ones has no group). Two-handed, ``on_table`` is the
    cards still lying out (the rest went into tricks); any of them in no meld of the list come last, as one
    group."""
    lying = result.cards if on_table is None else on_table
    placed: set[int] = set()
    groups: list[list[int]] = []
    for meld in result.melds:
        group = [c for c in hand_order(meld.cards, trump) if c not in placed and lying >> c & 1]
        placed.update(group)
        if group:
            groups.append(group)
    rest = [c for c in hand_order(cards_of(lying), trump) if c not in placed]
    return groups + [rest] if rest else groups


def meld_order(result: MeldResult, trump: Suit | None, on_table: int | None = None) -> list[int]:
    """The cards of ``meld_groups`` in one row."""
    return [c for group in meld_groups(result, trump, on_table) for c in group]


def known_in_hand(v: PlayerView, seat: int) -> int:
    """Cards this view knows to be in another seat's hand: passed to it, or shown in its meld (the widow
    a bidder took is not shown: it may bury those cards)."""
    if seat == v.seat:
        return v.hand
    played = v.played_cards
    if v.rules.draw_game:  # meld, the cards drawn or taken where the other saw them
        return v.exposed[seat] & ~played & ~v.table[seat] & ~v.hand
    known = 0
    if v.melds:
        known |= v.melds[seat].cards
    if v.bidder is not None:
        if seat == v.bidder:
            known |= v.passed_to_bidder & ~v.passed_to_partner
        elif seat == v.rules.seating.partner[v.bidder]:
            known |= v.passed_to_partner
    return known & ~played & ~v.hand


def picture_of(v: PlayerView, *, show_last_trick: bool = False, show_meld: bool = False,
               revealed: tuple[int, ...] | None = None) -> Picture:
    """The table as ``v``'s seat sees it.

    ``show_last_trick`` keeps the trick just finished in the middle (instead of on its pile);
    ``show_meld`` lays every seat's meld out in front of it; ``revealed`` gives every
    hand (spectating with the cards face up).
    """
    seating = v.rules.seating
    order = seating.after[v.leader]
    trick: list[tuple[int, int]] = [(order[i], c) for i, c in enumerate(v.trick)]
    tricks = v.tricks
    if show_last_trick and not v.trick and tricks:
        last = tricks[-1]
        trick = [(last.seat_of(i), c) for i, c in enumerate(last.cards)]
        tricks = tricks[:-1]
    piles: list[list[int]] = [[] for _ in seating.sides]
    for t in tricks:
        piles[seating.side_of[t.winner]].extend(t.cards)
    widow: tuple[int | None, ...] = ()
    if v.widow_size and v.phase is Phase.AUCTION:
        widow = (HIDDEN,) * v.widow_size
    elif v.widow and v.phase is Phase.WIDOW:
        widow = tuple(hand_order(cards_of(v.widow), None))
    buried: tuple[int | None, ...] = ()
    if v.buried_size and v.bidder is not None:
        buried = tuple(cards_of(v.buried)) if v.buried else (HIDDEN,) * v.buried_size
    groups: list[list[list[int]]] = [[] for _ in seating.seats]
    if v.rules.draw_game:  # meld lies on the table in front of its player until the last 12 tricks
        for seat in seating.seats:
            lying = hand_order(cards_of(v.table[seat]), v.trump)
            groups[seat] = meld_groups(v.melds[seat], v.trump, v.table[seat]) if v.melds else [lying] if lying else []
    elif show_meld and v.melds:
        for seat in seating.seats:
            groups[seat] = meld_groups(v.melds[seat], v.trump)
    melds = [tuple(c for group in seat_groups for c in group) for seat_groups in groups]
    hands: list[tuple[int | None, ...]] = []
    face_up = []
    for seat in seating.seats:
        shown = set(melds[seat])
        if revealed is not None or seat == v.seat:
            mask = revealed[seat] if revealed is not None else v.hand
            cards = [c for c in cards_of(mask) if c not in shown]
            hands.append(tuple(hand_order(cards, v.trump)))
            face_up.append(True)
            continue
        known = [c for c in cards_of(known_in_hand(v, seat)) if c not in shown]
        hidden = v.hand_sizes[seat] - len(known) - len(shown)
        hands.append(tuple(hand_order(known, v.trump)) + (HIDDEN,) * max(0, hidden))
        face_up.append(False)
    return Picture(tuple(hands), tuple(face_up), tuple(trick), tuple(tuple(p) for p in piles), tuple(melds),
                   seating.side_of, v.stock_size, v.turn_up, widow, v.phase is Phase.WIDOW, buried,
                   seating.side_of[v.bidder] if v.bidder is not None else 0,
                   tuple(tuple(len(group) for group in seat_groups) for seat_groups in groups))


def trick_counts(state: GameState | PlayerView) -> tuple[list[int], list[int]]:
    """Tricks won and counters taken by each side this hand."""
    seating = state.rules.seating
    tricks, counters = [0] * len(seating.sides), [0] * len(seating.sides)
    for trick in state.tricks:
        side = seating.side_of[trick.winner]
        tricks[side] += 1
        counters[side] += sum(1 for card in trick.cards if COUNTERS_MASK >> card & 1)
    return tricks, counters
