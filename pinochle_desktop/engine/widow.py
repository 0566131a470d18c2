"""The widow and the buried cards (three players): which cards the bidder may bury, and its meld after.

The order follows Hoyle and Pagat's Auction Pinochle: the bidder shows the widow to all, takes it,
names trump, everyone melds, and only then does the bidder bury, so a card shown in meld can be
held back from the bury.  Identical cards are interchangeable: burying one copy of a melded card
while holding a spare copy keeps the spare in the meld.  Should the meld need all but fewer cards
than must be buried (a freak hand), the bidder buries every spare card and the rest from its meld;
its meld is then the best meld of the cards it keeps (RULES.md), and only those cards lie shown.
"""

from __future__ import annotations

import random
from itertools import combinations

from .cards import Suit, cards_of
from .errors import IllegalAction, Reason
from .meld import Meld, MeldResult, find_meld
from .rules import Rules

_KINDS = range(24)


def _nibble(mask: int, kind: int) -> int:
    return ((mask >> (kind * 4)) & 0xF).bit_count()


def spare_counts(hand: int, meld_cards: int) -> list[int]:
    """Per card kind, the copies in ``hand`` beyond those its meld shows (the copies free to bury)."""
    return [max(0, _nibble(hand, k) - _nibble(meld_cards, k)) for k in _KINDS]


def bury_problem(hand: int, meld_cards: int, cards: tuple[int, ...], count: int) -> IllegalAction | None:
    """Why burying ``cards`` from ``hand`` is not allowed (None when it is)."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    for card in cards:
        if not hand >> card & 1:
            return IllegalAction(Reason.CARD_NOT_IN_HAND, card=card)
    if len(cards) != count or mask.bit_count() != count:
        return IllegalAction(Reason.WRONG_BURY_COUNT, count=count)
    spare = spare_counts(hand, meld_cards)
    enough = sum(spare) >= count
    for k in _KINDS:
        buried = _nibble(mask, k)
        if (enough and buried > spare[k]) or (not enough and buried < spare[k]):
            melded = next(c for c in cards if c >> 2 == k) if buried else next(
                c for c in cards if _nibble(meld_cards, c >> 2))
            return IllegalAction(Reason.BURY_MELDED, card=melded)
    return None


def bury_choices(hand: int, meld_cards: int, count: int) -> tuple[tuple[int, ...], ...]:
    """Every legal bury (sorted card ids), in a stable order."""
    spare = spare_counts(hand, meld_cards)
    enough = sum(spare) >= count
    out = []
    for combo in combinations(cards_of(hand), count):
        per_kind: dict[int, int] = {}
        for card in combo:
            per_kind[card >> 2] = per_kind.get(card >> 2, 0) + 1
        if enough:
            ok = all(n <= spare[k] for k, n in per_kind.items())
        else:
            ok = all(per_kind.get(k, 0) >= spare[k] for k in _KINDS)
        if ok:
            out.append(combo)
    return tuple(out)


def random_bury(hand: int, meld_cards: int, count: int, rng: random.Random) -> tuple[int, ...]:
    """A random legal bury, without listing them all."""
    spare = spare_counts(hand, meld_cards)
    free: list[int] = []
    for card in cards_of(hand):  # the highest copies of each kind count as the spare ones
        k = card >> 2
        held = _nibble(hand, k)
        position = (hand >> (k * 4) & ((1 << (card & 3)) - 1)).bit_count()  # copies of k below this card
        if position >= held - spare[k]:
            free.append(card)
    if len(free) >= count:
        return tuple(sorted(rng.sample(free, count)))
    rest = [c for c in cards_of(hand) if c not in free]
    return tuple(sorted(free + rng.sample(rest, count - len(free))))


def buried_copies(hand: int, meld_cards: int, cards: tuple[int, ...]) -> int:
    """The cards a legal bury of ``cards`` puts away, as a mask: of each kind, the copies not shown in meld
    first.  Identical cards are interchangeable, so naming the shown copy of a card held twice buries the
    spare and the meld on the table keeps its cards (nobody sees a shown card leave and another come)."""
    mask = 0
    for kind in {card >> 2 for card in cards}:
        wanted = sum(1 for card in cards if card >> 2 == kind)
        kind_bits = 0xF << (kind * 4)
        for pool in (hand & ~meld_cards & kind_bits, hand & meld_cards & kind_bits):
            while pool and wanted:
                low = pool & -pool
                mask |= low
                pool &= ~low
                wanted -= 1
    return mask


def meld_after_bury(meld: MeldResult, hand: int, trump: Suit | None, rules: Rules) -> MeldResult:
    """The bidder's meld once it has buried: the shown meld with each buried melded card replaced by a spare
    copy still in ``hand``; when a melded card had no spare (a freak hand), the best meld of ``hand``, the
    cards it keeps."""
    shown = meld.cards
    gone = shown & ~hand
    if not gone:
        return meld
    swap: dict[int, int] = {}
    free = hand & ~shown
    for card in cards_of(gone):
        kind_bits = 0xF << ((card >> 2) * 4)
        spare = free & kind_bits
        if spare:
            low = spare & -spare
            swap[card] = low.bit_length() - 1
            free &= ~low
        else:
            return find_meld(hand, trump, rules)
    melds = tuple(Meld(m.kind, m.multiplicity, m.suit, tuple(swap.get(c, c) for c in m.cards), m.points)
                  for m in meld.melds)
    return MeldResult(meld.total, melds)


__all__ = ["buried_copies", "bury_choices", "bury_problem", "meld_after_bury", "random_bury", "spare_counts"]
