"""What one more card would add to a hand's meld: the meld calculator's "what would complete".

For every card the deck still has a copy of, the hand's best meld is found again with that
copy added; a card that raises the total is reported with the meld it makes or doubles.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import SUITS, Suit, kind_count
from .meld import Meld, MeldKind, find_meld
from .rules import Rules


@dataclass(frozen=True, slots=True)
class MeldStep:
    """One more copy of ``card`` raises the meld by ``gain``, making ``meld`` (new, or more copies of one)."""

    card: int
    gain: int
    meld: Meld


def _signature(meld: Meld) -> tuple[MeldKind, int, Suit | None]:
    return (meld.kind, meld.multiplicity, meld.suit)


def add_copy(hand: int, kind: int, copies: int) -> int | None:
    """``hand`` with one more copy of card kind ``kind`` (None when it holds all ``copies`` already)."""
    for copy in range(copies):
        bit = 1 << (kind * 4 + copy)
        if not hand & bit:
            return hand | bit
    return None


def next_melds(hand: int, trump: Suit | None, rules: Rules, limit: int = 6) -> list[MeldStep]:
    """The single cards that would raise the meld most, best first (ties in deck order)."""
    base = find_meld(hand, trump, rules)
    had = Counter(_signature(m) for m in base.melds)
    copies = rules.deck.copies
    steps = []
    for suit in SUITS:
        for rank in rules.deck.ranks:
            kind = suit * 6 + rank
            if kind_count(hand, kind) >= copies:
                continue
            bigger = add_copy(hand, kind, copies)
            assert bigger is not None
            result = find_meld(bigger, trump, rules)
            gain = result.total - base.total
            if gain <= 0:
                continue
            new = Counter(_signature(m) for m in result.melds) - had
            made = [m for m in result.melds if new[_signature(m)] > 0]
            best = max(made or result.melds, key=lambda m: m.points)
            steps.append(MeldStep(kind * 4 + kind_count(hand, kind), gain, best))
    steps.sort(key=lambda s: -s.gain)
    return steps[:limit]


__all__ = ["MeldStep", "add_copy", "next_melds"]
