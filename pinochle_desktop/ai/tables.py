"""Lean trick-play primitives on raw card bitmasks, shared by playouts and the exact solver.

The engine's ``legal_play_mask`` works on a trick tuple; search needs the same
rule from a few ints carried along the trick (suit led, winning card, whether
it was trumped), so it is restated here and tested against the engine.
"""

from __future__ import annotations

from ..engine.cards import COUNTERS_MASK, SUIT_MASK, Rank, higher_in_suit_mask, rank_mask
from ..engine.rules import CLASSIC_CARD_VALUES, PlayRules

HIGHER: tuple[int, ...] = tuple(higher_in_suit_mask(c) for c in range(96))
"""Cards of the same suit that beat card ``c``."""

SUITS4: tuple[int, ...] = SUIT_MASK
COUNTERS = COUNTERS_MASK
KIND_BITS: tuple[int, ...] = tuple(0xF << ((c >> 2) * 4) for c in range(96))
"""Every copy of the card's kind."""


PLAY_MODES: dict[PlayRules, tuple[bool, bool, bool]] = {
    PlayRules.CLASSIC: (True, True, True),
    PlayRules.MODERN: (False, False, False),
    PlayRules.HOYLE: (False, True, False),
}
"""Each trick rule as (must beat a plain lead not yet trumped, must trump when void, must beat a trump already
played when void); every rule makes a trump lead be beaten if possible."""

CLASSIC_VALUES: tuple[tuple[int, int], ...] = tuple(
    (rank_mask(rank), CLASSIC_CARD_VALUES[rank]) for rank in Rank if CLASSIC_CARD_VALUES[rank])
"""(cards of a rank, their points) under classic card values."""


def classic_points(mask: int) -> int:
    """Classic card points (A 11, 10 10, K 4, Q 3, J 2) of a card set."""
    total = 0
    for cards, value in CLASSIC_VALUES:
        total += (mask & cards).bit_count() * value
    return total


def legal_mask(hand: int, led: int, win: int, trumped: bool, trump: int,
               mode: tuple[bool, bool, bool] = PLAY_MODES[PlayRules.CLASSIC]) -> int:
    """Legal cards of ``hand`` when following (``led`` >= 0) a trick currently won by ``win``.

    ``trumped`` means a trump is winning a non-trump lead; ``mode`` is a ``PLAY_MODES`` entry.
    ``led < 0``: leading, any card.
    """
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    beat_plain, must_trump, overtrump = mode
    if follow:
        if led == trump or (beat_plain and not trumped):
            return (follow & HIGHER[win]) or follow
        return follow
    if not must_trump or trump < 0:
        return hand
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    if not trumped or not overtrump:
        return trumps
    return (trumps & HIGHER[win]) or trumps


def beats(card: int, win: int, trump: int) -> bool:
    """``card`` played after ``win`` takes the lead of the trick (first of identical cards wins)."""
    cs, ws = card // 24, win // 24
    if cs == ws:
        return card >> 2 > win >> 2
    return cs == trump


def low_bit_cards(mask: int) -> list[int]:
    """Card ids of a set, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def range_mask(low: int, high: int) -> int:
    """Every card id from ``low``'s kind to ``high``'s kind, inclusive (same suit assumed)."""
    return ((1 << ((high | 3) + 1)) - 1) & ~((1 << (low & ~3)) - 1)


def merged_moves(legal: int, others: int, by_kind: bool = False) -> list[int]:
    """One representative (the lowest) of each group of equivalent legal cards.

    Cards of one suit are equivalent when they are copies of one kind, or when
    no card held by anyone else (or lying in the trick, ``others``) ranks
    between them and they count the same (counter or not).  ``by_kind``: every
    rank counts differently (classic card values), so only copies merge.
    """
    out: list[int] = []
    prev = -1
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if prev >= 0 and prev // 24 == card // 24 and (
            prev >> 2 == card >> 2
            or (not by_kind and not others & range_mask(prev, card)
                and (COUNTERS >> prev & 1) == (COUNTERS >> card & 1))
        ):
            prev = card
            continue
        out.append(card)
        prev = card
    return out


def move_groups(legal: int, others: int, by_kind: bool = False) -> dict[int, int]:
    """Each legal card mapped to its group's representative (the lowest card, as ``merged_moves``)."""
    out: dict[int, int] = {}
    prev, rep = -1, -1
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if not (prev >= 0 and prev // 24 == card // 24 and (
            prev >> 2 == card >> 2
            or (not by_kind and not others & range_mask(prev, card)
                and (COUNTERS >> prev & 1) == (COUNTERS >> card & 1))
        )):
            rep = card
        out[card] = rep
        prev = card
    return out
