"""What is on the table, worked out from a view: pure logic, no Qt.

The scene turns a ``Picture`` into card positions.  Hands are lists of card
ids in display order; a hidden card is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Suit, cards_of
from ...engine.state import partner_of
from ...engine.view import PlayerView

HIDDEN = None


@dataclass(frozen=True)
class Picture:
    hands: tuple[tuple[int | None, ...], ...]  # per seat, display order
    face_up: tuple[bool, bool, bool, bool]  # whether each hand is shown face up
    trick: tuple[tuple[int, int], ...]  # (seat, card), in play order
    piles: tuple[tuple[int, ...], tuple[int, ...]]  # cards won, per team
    melds: tuple[tuple[int, ...], ...]  # cards laid out in front of each seat


def hand_order(cards: list[int] | tuple[int, ...], trump: Suit | None) -> list[int]:
    """Sorted for the eye: trump first, then alternating colours, each suit high to low."""
    order = [Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    if trump is not None:
        i = order.index(trump)
        order = order[i:] + order[:i]
    rank_of_suit = {s: n for n, s in enumerate(order)}
    return sorted(cards, key=lambda c: (rank_of_suit[Suit(c // 24)], -c))


def known_in_hand(v: PlayerView, seat: int) -> int:
    """Cards this view knows to be in another seat's hand: passed to it, or shown in its meld."""
    if seat == v.seat:
        return v.hand
    played = v.played_cards
    known = 0
    if v.melds:
        known |= v.melds[seat].cards
    if v.bidder is not None:
        if seat == v.bidder:
            known |= v.passed_to_bidder & ~v.passed_to_partner
        elif seat == partner_of(v.bidder):
            known |= v.passed_to_partner
    return known & ~played & ~v.hand


def picture_of(v: PlayerView, *, show_last_trick: bool = False, show_meld: bool = False,
               revealed: tuple[int, int, int, int] | None = None) -> Picture:
    """The table as ``v``'s seat sees it.

    ``show_last_trick`` keeps the trick just finished in the middle (instead of on its pile);
    ``show_meld`` lays every seat's meld out in front of it; ``revealed`` gives all four
    hands (spectating with the cards face up).
    """
    trick: list[tuple[int, int]] = [((v.leader + i) & 3, c) for i, c in enumerate(v.trick)]
    tricks = v.tricks
    if show_last_trick and not v.trick and tricks:
        last = tricks[-1]
        trick = [(last.seat_of(i), c) for i, c in enumerate(last.cards)]
        tricks = tricks[:-1]
    piles: tuple[list[int], list[int]] = ([], [])
    for t in tricks:
        piles[t.winner & 1].extend(t.cards)
    melds: list[tuple[int, ...]] = [(), (), (), ()]
    if show_meld and v.melds:
        for seat in range(4):
            melds[seat] = tuple(hand_order(cards_of(v.melds[seat].cards), v.trump))
    hands: list[tuple[int | None, ...]] = []
    face_up = []
    for seat in range(4):
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
    return Picture(tuple(hands), (face_up[0], face_up[1], face_up[2], face_up[3]), tuple(trick),
                   (tuple(piles[0]), tuple(piles[1])), tuple(melds))
