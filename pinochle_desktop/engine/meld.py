"""Meld: the tables and the finder of a hand's best meld.

Three classes of meld are independent (a card may serve once in each), and
in class 1 the suits are independent too, so the best meld is found exactly
by choosing, in trump, how many runs to make; everything else is counting.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .cards import RANKS, SUITS, Rank, Suit, kind_count, kind_id
from .rules import MeldTable, Rules


class MeldKind(Enum):
    RUN = "run"
    ROYAL_MARRIAGE = "royal marriage"
    MARRIAGE = "marriage"
    DIX = "dix"
    PINOCHLE = "pinochle"
    ACES_AROUND = "aces around"
    KINGS_AROUND = "kings around"
    QUEENS_AROUND = "queens around"
    JACKS_AROUND = "jacks around"


AROUND_RANKS: dict[MeldKind, Rank] = {
    MeldKind.ACES_AROUND: Rank.ACE,
    MeldKind.KINGS_AROUND: Rank.KING,
    MeldKind.QUEENS_AROUND: Rank.QUEEN,
    MeldKind.JACKS_AROUND: Rank.JACK,
}

# Points for single / double / triple / quadruple of each meld.  Marriages and
# dix score per copy; the rest are read from the table by multiplicity.
_SINGLE_TABLE = {
    MeldKind.RUN: (150, 1500),
    MeldKind.ROYAL_MARRIAGE: (40,),
    MeldKind.MARRIAGE: (20,),
    MeldKind.DIX: (10,),
    MeldKind.PINOCHLE: (40, 300),
    MeldKind.ACES_AROUND: (100, 1000),
    MeldKind.KINGS_AROUND: (80, 800),
    MeldKind.QUEENS_AROUND: (60, 600),
    MeldKind.JACKS_AROUND: (40, 400),
}
_PAGAT_TABLE = {
    MeldKind.RUN: (15, 150, 225, 300),
    MeldKind.ROYAL_MARRIAGE: (4,),
    MeldKind.MARRIAGE: (2,),
    MeldKind.DIX: (0,),
    MeldKind.PINOCHLE: (4, 30, 90, 120),
    MeldKind.ACES_AROUND: (10, 100, 150, 200),
    MeldKind.KINGS_AROUND: (8, 80, 120, 160),
    MeldKind.QUEENS_AROUND: (6, 60, 90, 120),
    MeldKind.JACKS_AROUND: (4, 40, 60, 80),
}
MELD_TABLES: dict[MeldTable, dict[MeldKind, tuple[int, ...]]] = {
    MeldTable.SINGLE: _SINGLE_TABLE,
    MeldTable.PAGAT: _PAGAT_TABLE,
    MeldTable.RUN16: {**_PAGAT_TABLE, MeldKind.RUN: (16, 150, 225, 300)},
    MeldTable.TENS: {kind: tuple(10 * v for v in values) for kind, values in _PAGAT_TABLE.items()},
}


def meld_value(table: MeldTable, kind: MeldKind, multiplicity: int = 1) -> int:
    """Points of one meld of this multiplicity (0 when the table has none)."""
    values = MELD_TABLES[table][kind]
    if kind in (MeldKind.MARRIAGE, MeldKind.ROYAL_MARRIAGE, MeldKind.DIX):
        return values[0] * multiplicity
    return values[multiplicity - 1] if 0 < multiplicity <= len(values) else 0


@dataclass(frozen=True, slots=True)
class Meld:
    """One scoring meld: its kind, how many-fold, its suit (class 1), its cards and points."""

    kind: MeldKind
    multiplicity: int
    suit: Suit | None
    cards: tuple[int, ...]
    points: int


@dataclass(frozen=True, eq=False)
class MeldResult:
    """A hand's best meld: its total, and the melds with their cards.

    ``of_hand`` counts the total at once and finds the melds only when
    something asks for them (a game in progress needs only the total).  Its
    ``source`` is the whole hand, so views carry ``shown()`` copies without it.
    """

    total: int
    found: tuple[Meld, ...] | None = None
    source: tuple[int, Suit | None, Rules] | None = field(default=None, repr=False)

    @classmethod
    def of_hand(cls, hand: int, trump: Suit | None, rules: Rules) -> MeldResult:
        return cls(meld_points(hand, trump, rules), None, (hand, trump, rules))

    @property
    def melds(self) -> tuple[Meld, ...]:
        if self.found is None:
            assert self.source is not None
            object.__setattr__(self, "found", find_meld(*self.source).found)
        assert self.found is not None
        return self.found

    def shown(self) -> MeldResult:
        """What the table sees: the melds and their cards, not the rest of the hand."""
        return MeldResult(self.total, self.melds)

    @property
    def cards(self) -> int:
        """Every card shown in some meld, as a card set."""
        mask = 0
        for meld in self.melds:
            for card in meld.cards:
                mask |= 1 << card
        return mask

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MeldResult):
            return NotImplemented
        return self.total == other.total and self.melds == other.melds

    def __hash__(self) -> int:
        return hash((self.total, self.melds))


NO_MELD = MeldResult(0, ())


def _counts(hand: int, suit: int) -> list[int]:
    return [kind_count(hand, suit * 6 + r) for r in range(6)]


def _trump_plan(counts: list[int], rules: Rules) -> tuple[int, int, int]:
    """Best (points, runs, royal marriages) of the trump suit's run/marriage meld."""
    table = rules.meld_table
    ace, ten, king, queen, jack = (counts[Rank.ACE], counts[Rank.TEN], counts[Rank.KING],
                                   counts[Rank.QUEEN], counts[Rank.JACK])
    royal = meld_value(table, MeldKind.ROYAL_MARRIAGE)
    best = (-1, 0, 0)
    for runs in range(min(ace, ten, king, queen, jack) + 1):
        spare_k, spare_q = king - runs, queen - runs
        if runs and rules.run_shares_marriage:
            marriages = min(king, queen, spare_k + spare_q)
        else:
            marriages = min(spare_k, spare_q)
        points = (meld_value(table, MeldKind.RUN, runs) if runs else 0) + marriages * royal
        if points > best[0]:
            best = (points, runs, marriages)
    return best


class _Scorer:
    """One meld table's values laid out for ``meld_points``: plain ints, indexed by multiplicity."""

    def __init__(self, rules: Rules) -> None:
        table = rules.meld_table

        def by_count(kind: MeldKind) -> tuple[int, ...]:
            return tuple(meld_value(table, kind, n) if n else 0 for n in range(5))

        self.marriage = meld_value(table, MeldKind.MARRIAGE)
        self.dix = meld_value(table, MeldKind.DIX)
        self.pinochle = by_count(MeldKind.PINOCHLE)
        # (rank, points by count) for the four "around" melds
        self.around = tuple((int(rank), by_count(kind)) for kind, rank in AROUND_RANKS.items())
        self.rules = rules
        self.trump_plans: dict[tuple[int, int, int, int, int], int] = {}

    def trump_points(self, ace: int, ten: int, king: int, queen: int, jack: int) -> int:
        key = (ace, ten, king, queen, jack)
        points = self.trump_plans.get(key)
        if points is None:
            counts = [0, jack, queen, king, ten, ace]
            points = self.trump_plans[key] = _trump_plan(counts, self.rules)[0]
        return points


_SCORERS: dict[tuple[MeldTable, bool], _Scorer] = {}
_KINDS = tuple(range(24))
_SPADE_QUEEN = kind_id(Suit.SPADES, Rank.QUEEN)
_DIAMOND_JACK = kind_id(Suit.DIAMONDS, Rank.JACK)


def meld_points(hand: int, trump: Suit | None, rules: Rules) -> int:
    """Total of the best meld in ``hand`` (fast path: counts only, no card lists)."""
    key = (rules.meld_table, rules.run_shares_marriage)
    scorer = _SCORERS.get(key)
    if scorer is None:
        scorer = _SCORERS[key] = _Scorer(rules)
    c = [(hand >> (k << 2) & 15).bit_count() for k in _KINDS]  # copies of each kind
    trump_suit = -1 if trump is None else int(trump)
    total = 0
    marriage = scorer.marriage
    for s in range(4):
        b = s * 6
        if s == trump_suit:
            total += scorer.trump_points(c[b + 5], c[b + 4], c[b + 3], c[b + 2], c[b + 1]) + c[b] * scorer.dix
        else:
            king, queen = c[b + 3], c[b + 2]
            total += (king if king < queen else queen) * marriage
    total += scorer.pinochle[min(c[_SPADE_QUEEN], c[_DIAMOND_JACK], 4)]
    for rank, points in scorer.around:
        total += points[min(c[rank], c[rank + 6], c[rank + 12], c[rank + 18], 4)]
    return total


def _royal_pairs(run_k: list[int], run_q: list[int], spare_k: list[int], spare_q: list[int],
                 count: int) -> list[tuple[int, int]]:
    """Cards of ``count`` royal marriages: spare with spare first, then a spare with a run card;
    never two run cards (the run's own K and Q) and no card twice."""
    for both_spare in range(min(len(spare_k), len(spare_q), count), -1, -1):
        pairs = (list(zip(spare_k[:both_spare], spare_q[:both_spare]))
                 + list(zip(spare_k[both_spare:], run_q)) + list(zip(run_k, spare_q[both_spare:])))
        if len(pairs) >= count:
            return pairs[:count]
    raise AssertionError("more royal marriages planned than the cards allow")


def find_meld(hand: int, trump: Suit | None, rules: Rules) -> MeldResult:
    """The best meld of a hand under the active table and options, with its cards."""
    table = rules.meld_table
    melds: list[Meld] = []

    def copies(suit: int, rank: Rank) -> list[int]:
        base = (suit * 6 + rank) * 4
        bits = (hand >> base) & 0xF
        return [base + c for c in range(4) if bits >> c & 1]

    for s in range(4):
        counts = _counts(hand, s)
        suit = SUITS[s]
        kings, queens = copies(s, Rank.KING), copies(s, Rank.QUEEN)
        if s == trump:
            _, runs, marriages = _trump_plan(counts, rules)
            if runs:
                run_cards = [c for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
                             for c in copies(s, r)[:runs]]
                melds.append(Meld(MeldKind.RUN, runs, suit, tuple(run_cards),
                                  meld_value(table, MeldKind.RUN, runs)))
            shared = runs if rules.run_shares_marriage else 0
            for k, q in _royal_pairs(kings[:shared], queens[:shared], kings[runs:], queens[runs:], marriages):
                melds.append(Meld(MeldKind.ROYAL_MARRIAGE, 1, suit, (k, q),
                                  meld_value(table, MeldKind.ROYAL_MARRIAGE)))
            if meld_value(table, MeldKind.DIX):
                for nine in copies(s, Rank.NINE):
                    melds.append(Meld(MeldKind.DIX, 1, suit, (nine,), meld_value(table, MeldKind.DIX)))
        else:
            for k, q in zip(kings, queens):
                melds.append(Meld(MeldKind.MARRIAGE, 1, suit, (k, q), meld_value(table, MeldKind.MARRIAGE)))
    spade_queens = copies(Suit.SPADES, Rank.QUEEN)
    diamond_jacks = copies(Suit.DIAMONDS, Rank.JACK)
    pinochles = min(len(spade_queens), len(diamond_jacks))
    if pinochles:
        cards = tuple(spade_queens[:pinochles] + diamond_jacks[:pinochles])
        melds.append(Meld(MeldKind.PINOCHLE, pinochles, None, cards,
                          meld_value(table, MeldKind.PINOCHLE, pinochles)))
    for kind, rank in AROUND_RANKS.items():
        per_suit = [copies(s, rank) for s in range(4)]
        n = min(len(c) for c in per_suit)
        if n:
            cards = tuple(c for suit_cards in per_suit for c in suit_cards[:n])
            melds.append(Meld(kind, n, None, cards, meld_value(table, kind, n)))
    return MeldResult(sum(m.points for m in melds), tuple(melds))


def has_marriage(hand: int, suit: Suit) -> bool:
    return bool(kind_count(hand, kind_id(suit, Rank.KING)) and kind_count(hand, kind_id(suit, Rank.QUEEN)))


def marriage_suits(hand: int) -> tuple[Suit, ...]:
    """Suits in which the hand holds a king and a queen."""
    return tuple(s for s in SUITS if has_marriage(hand, s))


__all__ = [
    "AROUND_RANKS", "MELD_TABLES", "Meld", "MeldKind", "MeldResult", "NO_MELD",
    "find_meld", "has_marriage", "marriage_suits", "meld_points", "meld_value", "RANKS",
]
