"""What one player of two-handed Pinochle knows, and deals of the rest consistent with it.

Known: its own hand, every card played, the turned-up trump, and the cards the opponent showed (meld on
the table, the card taken for a dix, the last card of the stock, the turned-up trump it took).  Unknown:
the opponent's other cards and the stock, in any order.  Once the stock is gone the opponent holds
exactly the cards not yet seen, so the last 12 tricks are played with every card known.  Meld the
opponent did not make is left out as evidence: holding back meld is a legitimate plan, so it proves little.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import deck_mask
from ..engine.view import PlayerView
from .tables import low_bit_cards


@dataclass(frozen=True, slots=True)
class DrawKnowledge:
    seat: int
    other: int
    unseen: int  # in the opponent's concealed hand or the stock
    opponent_known: int  # cards known to be in the opponent's hand now
    opponent_hidden: int  # how many of the opponent's cards are unknown
    stock_size: int

    @property
    def opponent_hand(self) -> int | None:
        """The opponent's whole hand when it is known (no stock left), else None."""
        return self.opponent_known | self.unseen if self.stock_size == 0 else None


def draw_knowledge(view: PlayerView) -> DrawKnowledge:
    me = view.seat
    other = view.rules.seating.next[me]
    played = view.played_cards
    known = view.exposed[other] & ~played
    seen = view.hand | played | known
    if view.turn_up is not None:
        seen |= 1 << view.turn_up
    unseen = deck_mask(view.rules.deck) & ~seen
    hidden = view.hand_sizes[other] - known.bit_count()
    return DrawKnowledge(me, other, unseen, known, hidden, view.stock_size)


def sample_deal(know: DrawKnowledge, rng: random.Random) -> tuple[int, list[int]]:
    """A guess at the opponent's hand and the stock (top first), uniform over the unseen cards."""
    cards = low_bit_cards(know.unseen)
    rng.shuffle(cards)
    hand = know.opponent_known
    for card in cards[: know.opponent_hidden]:
        hand |= 1 << card
    return hand, cards[know.opponent_hidden: know.opponent_hidden + know.stock_size]


__all__ = ["DrawKnowledge", "draw_knowledge", "sample_deal"]
