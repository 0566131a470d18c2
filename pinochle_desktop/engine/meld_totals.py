"""Which meld totals a side can have at all: the score keeper refuses a total no hands could show.

A side's meld is the sum over its hands of each hand's best meld.  Each meld is counted from
copies of cards the deck holds (at most two of each card in a single deck, four in a double),
and the three classes share cards freely, so the totals a side can reach are contained in the
sums of one choice per part: the trump suit's runs and royal marriages, the dix, the marriages
of each other suit, the pinochles and each "around", with the copies of each card shared out
among the side's hands.  The set is a little generous (a side's card count is not checked), so
a total outside it is certainly impossible, e.g. 35 under the single-deck table or 3 under
``pagat``.
"""

from __future__ import annotations

import functools
from itertools import product

from .cards import Rank
from .meld import AROUND_RANKS, MeldKind, _trump_plan, meld_value
from .rules import Rules


def _splits(copies: int, hands: int) -> list[tuple[int, ...]]:
    """Ways to share out up to ``copies`` copies of a card among ``hands`` hands."""
    return [split for split in product(range(copies + 1), repeat=hands) if sum(split) <= copies]


def _multiple_meld_values(rules: Rules, kind: MeldKind, hands: int) -> set[int]:
    """A meld scored by multiplicity (pinochle, an around): each hand melds what it holds."""
    return {sum(meld_value(rules.meld_table, kind, n) for n in split if n)
            for split in _splits(rules.deck.copies, hands)}


def _trump_values(rules: Rules, hands: int) -> set[int]:
    """Runs and royal marriages in trump, each hand counted by the best plan for its cards.

    A hand's plan depends on its kings, its queens and how many full runs A 10 J allow; the
    side shares out the deck's copies of each of those among its hands.
    """
    copies = rules.deck.copies
    per_hand: dict[tuple[int, int, int], int] = {}
    for run_cards, king, queen in product(range(copies + 1), repeat=3):
        counts = [0, run_cards, queen, king, run_cards, run_cards]  # 9 J Q K 10 A
        per_hand[(run_cards, king, queen)] = _trump_plan(counts, rules)[0]
    values = set()
    for hands_cards in product(per_hand, repeat=hands):
        if all(sum(card[i] for card in hands_cards) <= copies for i in range(3)):
            values.add(sum(per_hand[card] for card in hands_cards))
    return values


def _sum_sets(parts: list[set[int]]) -> int:
    """Every sum of one value from each part, as a bit set (bit n: total n is reachable)."""
    reach = 1
    for part in parts:
        grown = 0
        for value in part:
            grown |= reach << value
        reach = grown
    return reach


@functools.cache
def _reachable(rules: Rules, hands: int) -> int:
    copies = rules.deck.copies
    marriage = {n * meld_value(rules.meld_table, MeldKind.MARRIAGE) for n in range(copies + 1)}
    dix = meld_value(rules.meld_table, MeldKind.DIX) if Rank.NINE in rules.deck.ranks else 0
    common = [_multiple_meld_values(rules, MeldKind.PINOCHLE, hands)]
    common += [_multiple_meld_values(rules, kind, hands) for kind in AROUND_RANKS]
    with_trump = [_trump_values(rules, hands), {n * dix for n in range(copies + 1)}, *[marriage] * 3, *common]
    without_trump = [*[marriage] * 4, *common]  # a forfeit: meld is laid down with no trump named
    return _sum_sets(with_trump) | _sum_sets(without_trump)


@functools.lru_cache(maxsize=64)  # a Rules is slow to build; a score sheet asks for every figure of every hand
def _rules_key(rules: Rules) -> Rules:
    """Only the deck, the meld table and the run/marriage option matter: share one cache entry."""
    return Rules(deck=rules.deck, meld_table=rules.meld_table, run_shares_marriage=rules.run_shares_marriage)


def possible_side_meld(rules: Rules, meld: int, hands: int = 2) -> bool:
    """Whether a side of ``hands`` hands could show ``meld`` in all under these rules."""
    return meld >= 0 and bool(_reachable(_rules_key(rules), hands) >> meld & 1)


def nearest_side_melds(rules: Rules, meld: int, hands: int = 2) -> tuple[int | None, int | None]:
    """The possible totals just below and just above ``meld`` (None where there is none)."""
    reach = _reachable(_rules_key(rules), hands)
    below = next((m for m in range(min(meld, reach.bit_length()) - 1, -1, -1) if reach >> m & 1), None)
    above = next((m for m in range(meld + 1, reach.bit_length()) if reach >> m & 1), None)
    return below, above


def most_makeable_bid(rules: Rules) -> int:
    """The highest bid any side could ever make: the most meld a side of two hands can show plus every trick
    point.  Without a bid cap, a higher bid is refused (nobody could make it)."""
    return _most_side_meld(_rules_key(rules)) + rules.trick_total


@functools.lru_cache(maxsize=64)
def _most_side_meld(rules: Rules) -> int:
    return _reachable(rules, 2).bit_length() - 1


__all__ = ["most_makeable_bid", "nearest_side_melds", "possible_side_meld"]
