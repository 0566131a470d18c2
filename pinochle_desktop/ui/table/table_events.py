"""What just happened at the table, read from two pictures in a row: a card played, a trick gathered, meld
laid out, the widow turned, a card drawn.  Pure logic, no Qt: the scene emits these when the cards land.
"""

from __future__ import annotations

from dataclasses import dataclass

from .picture import Picture


@dataclass(frozen=True)
class TableEvent:
    kind: str  # "lead", "play", "gather", "meld", "widow", "stock"
    cards: tuple[int, ...]  # the cards that move for it: it sounds when the first of them lands


def piled(picture: Picture) -> int:
    """How many cards lie on the tricks' piles."""
    return sum(len(pile) for pile in picture.piles)


def events_between(old: Picture, new: Picture, most_piled: int) -> list[TableEvent]:
    """The events from ``old`` to ``new`` of the same hand, at most one of each kind.

    ``most_piled`` is the most cards the piles have held this hand, so that the last trick brought back
    to the middle to be looked at (and laid away again) is neither played nor gathered anew.
    """
    events: list[TableEvent] = []
    in_piles = {card for pile in old.piles for card in pile}
    before = set(old.trick)
    played = [(order, card) for order, (seat, card) in enumerate(new.trick)
              if (seat, card) not in before and card not in in_piles]
    if played:
        events.append(TableEvent("lead" if played[0][0] == 0 else "play", tuple(card for _, card in played)))
    if piled(new) > most_piled:
        gathered = {card for pile in new.piles for card in pile} - in_piles
        straight = gathered - {card for _, card in old.trick}  # played and gathered in one go (no pause)
        if straight and not played:
            events.append(TableEvent("lead" if not old.trick else "play", tuple(sorted(straight))))
        events.append(TableEvent("gather", tuple(sorted(gathered))))
    old_meld = {card for row in old.melds for card in row}
    laid = [card for row in new.melds for card in row if card not in old_meld]
    if laid and sum(map(len, new.melds)) > sum(map(len, old.melds)):
        events.append(TableEvent("meld", tuple(laid)))
    if new.widow_face_up and not old.widow_face_up and new.widow:
        events.append(TableEvent("widow", tuple(card for card in new.widow if card is not None)))
    if new.stock < old.stock:
        drawn = {card for hand in new.hands for card in hand} - {card for hand in old.hands for card in hand}
        events.append(TableEvent("stock", tuple(sorted(card for card in drawn if card is not None))))
    return events


__all__ = ["TableEvent", "events_between", "piled"]
