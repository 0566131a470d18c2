"""Meld: one test per rule of RULES.md for every table, the seed's counted hands, and a brute force check."""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pinochle_desktop.engine import (
    Deck,
    MeldKind,
    MeldResult,
    Rank,
    Rules,
    Suit,
    card_text,
    cards_of,
    find_meld,
    meld_points,
    parse_cards,
    rank_of,
    suit_of,
)
from pinochle_desktop.engine.cards import deck_cards
from tests.helpers.cards import DOUBLE, ENGINE_SETTINGS, MELD20, SINGLE, TENS, suit

PAGAT = DOUBLE  # double-deck plays the pagat table
RUN16 = MELD20  # double-deck-meld20 plays the run16 table

# The tables of RULES.md, written out here (not read from the engine):
# single / double / triple / quadruple.
TABLES: dict[str, dict[str, tuple[int, ...]]] = {
    "single-deck": {
        "run": (150, 1500), "royal marriage": (40,), "marriage": (20,), "dix": (10,),
        "pinochle": (40, 300), "aces around": (100, 1000), "kings around": (80, 800),
        "queens around": (60, 600), "jacks around": (40, 400),
    },
    "pagat": {
        "run": (15, 150, 225, 300), "royal marriage": (4,), "marriage": (2,), "dix": (0,),
        "pinochle": (4, 30, 90, 120), "aces around": (10, 100, 150, 200), "kings around": (8, 80, 120, 160),
        "queens around": (6, 60, 90, 120), "jacks around": (4, 40, 60, 80),
    },
}
TABLES["run16"] = {**TABLES["pagat"], "run": (16, 150, 225, 300)}
TABLES["tens"] = {name: tuple(10 * v for v in values) for name, values in TABLES["pagat"].items()}

ALL_TABLES = [SINGLE, PAGAT, RUN16, TENS]
DOUBLE_TABLES = [PAGAT, RUN16, TENS]


def table_of(rules: Rules) -> dict[str, tuple[int, ...]]:
    return TABLES[rules.meld_table.value]


def value(rules: Rules, name: str, times: int = 1) -> int:
    return table_of(rules)[name][times - 1]


def meld(text: str, trump: str | None, rules: Rules) -> MeldResult:
    """The best meld of a hand; the fast total must agree with the finder."""
    hand = parse_cards(text, rules.deck)
    result = find_meld(hand, suit(trump), rules)
    assert meld_points(hand, suit(trump), rules) == result.total
    assert result.total == sum(m.points for m in result.melds)
    check_meld_is_valid(hand, suit(trump), rules, result)
    return result


def kinds(result: MeldResult) -> Counter[tuple[str, int]]:
    return Counter((m.kind.value, m.multiplicity) for m in result.melds)


CLASS_OF = {
    MeldKind.RUN: 1, MeldKind.ROYAL_MARRIAGE: 1, MeldKind.MARRIAGE: 1, MeldKind.DIX: 1,
    MeldKind.PINOCHLE: 2, MeldKind.ACES_AROUND: 3, MeldKind.KINGS_AROUND: 3,
    MeldKind.QUEENS_AROUND: 3, MeldKind.JACKS_AROUND: 3,
}


def check_meld_is_valid(hand: int, trump: Suit | None, rules: Rules, result: MeldResult) -> None:
    """Every shown meld is made of the hand's cards, each card once per class (a run's K or Q may
    also serve one royal marriage under ``run_shares_marriage``), and scores from the table."""
    run_cards: set[int] = set()
    used: dict[int, Counter[int]] = {1: Counter(), 2: Counter(), 3: Counter()}
    for m in result.melds:
        assert all(hand >> c & 1 for c in m.cards), f"{m} shows a card not in the hand"
        assert len(set(m.cards)) == len(m.cards)
        ranks = Counter(rank_of(c) for c in m.cards)
        if m.kind is MeldKind.RUN:
            assert m.suit is trump
            assert all(suit_of(c) is trump for c in m.cards)
            assert ranks == {r: m.multiplicity for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)}
            run_cards.update(m.cards)
        elif m.kind in (MeldKind.ROYAL_MARRIAGE, MeldKind.MARRIAGE):
            assert ranks == {Rank.KING: 1, Rank.QUEEN: 1}
            assert all(suit_of(c) is m.suit for c in m.cards)
            assert (m.suit is trump) == (m.kind is MeldKind.ROYAL_MARRIAGE)
        elif m.kind is MeldKind.DIX:
            assert [(rank_of(c), suit_of(c)) for c in m.cards] == [(Rank.NINE, trump)]
        elif m.kind is MeldKind.PINOCHLE:
            assert sorted(card_text(c) for c in m.cards) == ["JD"] * m.multiplicity + ["QS"] * m.multiplicity
        else:
            assert len(m.cards) == 4 * m.multiplicity
            assert Counter(suit_of(c) for c in m.cards) == {s: m.multiplicity for s in Suit}
            assert len(ranks) == 1
        name = m.kind.value
        per_copy = name in ("royal marriage", "marriage", "dix")
        expected = table_of(rules)[name][0] * m.multiplicity if per_copy else table_of(rules)[name][m.multiplicity - 1]
        assert m.points == expected, f"{m} should score {expected}"
        used[CLASS_OF[m.kind]].update(m.cards)
    royal = [m for m in result.melds if m.kind is MeldKind.ROYAL_MARRIAGE]
    for m in royal:
        shared = run_cards.intersection(m.cards)
        assert len(shared) <= (1 if rules.run_shares_marriage else 0), (
            f"royal marriage {[card_text(c) for c in m.cards]} uses the run's own cards"
        )
    for cls, counter in used.items():
        for card, times in counter.items():
            allowed = 2 if cls == 1 and card in run_cards and rules.run_shares_marriage else 1
            assert times <= allowed, f"{card_text(card)} serves in {times} class-{cls} melds"


# ------------------------------------------------------------------ class 1: runs and marriages
@pytest.mark.parametrize("rules", ALL_TABLES, ids=lambda r: r.meld_table.value)
def test_run_in_trump(rules: Rules) -> None:
    result = meld("AH TH KH QH JH", "H", rules)
    assert result.total == value(rules, "run")
    assert kinds(result) == {("run", 1): 1}


def test_run_scores_150_15_16_150_by_table() -> None:
    assert [meld("AH TH KH QH JH", "H", r).total for r in ALL_TABLES] == [150, 15, 16, 150]


def test_run_outside_trump_is_worth_only_its_marriage() -> None:
    for rules in ALL_TABLES:
        result = meld("AH TH KH QH JH", "S", rules)
        assert result.total == value(rules, "marriage")
        assert kinds(result) == {("marriage", 1): 1}


def test_run_uses_its_own_king_and_queen() -> None:
    """The run's K and Q are not also a royal marriage."""
    for rules in ALL_TABLES:
        assert meld("AH TH KH QH JH", "H", rules).total == value(rules, "run")


def test_run_shares_marriage_run_and_king_is_190() -> None:
    assert SINGLE.run_shares_marriage
    result = meld("AH TH KH KH QH JH", "H", SINGLE)
    assert result.total == 190
    assert kinds(result) == {("run", 1): 1, ("royal marriage", 1): 1}


def test_run_shares_marriage_run_and_queen_is_190() -> None:
    assert meld("AH TH KH QH QH JH", "H", SINGLE).total == 190


def test_run_shares_marriage_run_king_and_queen_is_230() -> None:
    result = meld("AH TH KH KH QH QH JH", "H", SINGLE)
    assert result.total == 230
    assert kinds(result) == {("run", 1): 1, ("royal marriage", 1): 2}


def test_without_sharing_a_spare_king_and_queen_make_the_royal_marriage() -> None:
    """Double deck: A-10-K-K-Q-Q-J of trump is 15 + 4 = 19 (seed 004)."""
    assert not PAGAT.run_shares_marriage
    result = meld("AH TH KH KH QH QH JH", "H", PAGAT)
    assert result.total == 19
    assert kinds(result) == {("run", 1): 1, ("royal marriage", 1): 1}
    assert meld("AH TH KH KH QH QH JH", "H", RUN16).total == 20  # the "twenty pounder" of seed 002
    assert meld("AH TH KH KH QH QH JH", "H", TENS).total == 190


@pytest.mark.parametrize("rules", DOUBLE_TABLES, ids=lambda r: r.meld_table.value)
def test_without_sharing_a_lone_extra_king_adds_nothing(rules: Rules) -> None:
    assert meld("AH TH KH KH JH QH", "H", rules).total == value(rules, "run")
    assert meld("AH TH KH QH QH JH", "H", rules).total == value(rules, "run")
    assert meld("AH TH KH KH KH QH JH", "H", rules).total == value(rules, "run")


def test_single_deck_without_run_shares_marriage_option() -> None:
    rules = dataclasses.replace(SINGLE, run_shares_marriage=False)
    assert meld("AH TH KH KH QH JH", "H", rules).total == 150
    assert meld("AH TH KH KH QH QH JH", "H", rules).total == 190


def test_double_run_is_1500_in_a_single_deck() -> None:
    result = meld("AH AH TH TH KH KH QH QH JH JH", "H", SINGLE)
    assert result.total == 1500
    assert kinds(result) == {("run", 2): 1}


@pytest.mark.parametrize("rules", DOUBLE_TABLES, ids=lambda r: r.meld_table.value)
@pytest.mark.parametrize("times", [2, 3, 4])
def test_double_triple_quadruple_runs_score_from_the_table(rules: Rules, times: int) -> None:
    result = meld(" ".join(["AH TH KH QH JH"] * times), "H", rules)
    assert result.total == value(rules, "run", times)
    assert kinds(result) == {("run", times): 1}


def test_dix_is_ten_per_nine_of_trump() -> None:
    assert meld("9H", "H", SINGLE).total == 10
    assert meld("9H 9H", "H", SINGLE).total == 20
    assert meld("9H 9S", "S", SINGLE).total == 10
    assert meld("9H 9H", "S", SINGLE).total == 0


def test_dix_counts_beside_a_run() -> None:
    assert meld("AH TH KH QH JH 9H", "H", SINGLE).total == 160


@pytest.mark.parametrize("rules", ALL_TABLES, ids=lambda r: r.meld_table.value)
def test_royal_marriage_and_marriage(rules: Rules) -> None:
    assert meld("KH QH", "H", rules).total == value(rules, "royal marriage")
    assert meld("KH QH", "S", rules).total == value(rules, "marriage")
    assert meld("KS QS KD QD KC QC", "H", rules).total == 3 * value(rules, "marriage")


def test_royal_marriage_is_40_and_marriage_20_in_a_single_deck() -> None:
    assert meld("KS QS", "S", SINGLE).total == 40
    assert meld("KS QS", "C", SINGLE).total == 20


@pytest.mark.parametrize("rules", ALL_TABLES, ids=lambda r: r.meld_table.value)
def test_king_and_two_queens_make_one_marriage(rules: Rules) -> None:
    assert meld("KD QD QD", "S", rules).total == value(rules, "marriage")
    assert meld("KD KD QD", "S", rules).total == value(rules, "marriage")
    assert meld("KD KD QD QD", "S", rules).total == 2 * value(rules, "marriage")


def test_marriages_score_per_pair_in_a_double_deck() -> None:
    assert meld("KD KD KD KD QD QD QD QD", "S", PAGAT).total == 8
    assert meld("KS KS KS KS QS QS QS QS", "S", PAGAT).total == 16


def test_no_trump_named_means_no_royal_marriage() -> None:
    assert meld("KH QH", None, SINGLE).total == 20
    assert meld("AH TH KH QH JH", None, SINGLE).total == 20


# ------------------------------------------------------------------ class 2: pinochle
@pytest.mark.parametrize("rules", ALL_TABLES, ids=lambda r: r.meld_table.value)
def test_pinochle(rules: Rules) -> None:
    result = meld("QS JD", "H", rules)
    assert result.total == value(rules, "pinochle")
    assert kinds(result) == {("pinochle", 1): 1}


def test_double_pinochle_is_300_not_80() -> None:
    result = meld("QS QS JD JD", "H", SINGLE)
    assert result.total == 300
    assert kinds(result) == {("pinochle", 2): 1}


def test_unmatched_pinochle_half_counts_once() -> None:
    assert meld("QS QS JD", "H", SINGLE).total == 40


@pytest.mark.parametrize("rules", DOUBLE_TABLES, ids=lambda r: r.meld_table.value)
@pytest.mark.parametrize("times", [1, 2, 3, 4])
def test_double_deck_pinochles_from_the_table(rules: Rules, times: int) -> None:
    assert meld(" ".join(["QS JD"] * times), "H", rules).total == value(rules, "pinochle", times)


def test_double_deck_pinochle_table_values() -> None:
    assert [meld(" ".join(["QS JD"] * n), "H", PAGAT).total for n in (1, 2, 3, 4)] == [4, 30, 90, 120]
    assert [meld(" ".join(["QS JD"] * n), "H", TENS).total for n in (1, 2, 3, 4)] == [40, 300, 900, 1200]


# ------------------------------------------------------------------ class 3: arounds
AROUNDS = {"aces around": "A", "kings around": "K", "queens around": "Q", "jacks around": "J"}


@pytest.mark.parametrize("name", list(AROUNDS))
def test_single_deck_arounds_single_and_double(name: str) -> None:
    rank = AROUNDS[name]
    one = " ".join(rank + s for s in "SHDC")
    result = meld(one, None, SINGLE)
    assert kinds(result) == {(name, 1): 1}
    assert result.total == value(SINGLE, name, 1)
    result = meld(f"{one} {one}", None, SINGLE)
    assert kinds(result) == {(name, 2): 1}
    assert result.total == value(SINGLE, name, 2)


def test_single_deck_around_values() -> None:
    assert [meld(" ".join(r + s for s in "SHDC"), None, SINGLE).total for r in "AKQJ"] == [100, 80, 60, 40]
    assert [meld(" ".join(r + s for s in "SHDC" * 2), None, SINGLE).total for r in "AKQJ"] == [1000, 800, 600, 400]


@pytest.mark.parametrize("rules", DOUBLE_TABLES, ids=lambda r: r.meld_table.value)
@pytest.mark.parametrize("name", list(AROUNDS))
@pytest.mark.parametrize("times", [1, 2, 3, 4])
def test_double_deck_arounds_from_the_table(rules: Rules, name: str, times: int) -> None:
    text = " ".join(AROUNDS[name] + s for s in "SHDC" * times)
    result = meld(text, None, rules)
    assert kinds(result) == {(name, times): 1}
    assert result.total == value(rules, name, times)


def test_pagat_arounds_values() -> None:
    assert [meld(" ".join("A" + s for s in "SHDC" * n), None, PAGAT).total for n in (1, 2, 3, 4)] == [
        10, 100, 150, 200,
    ]


def test_an_around_needs_every_suit() -> None:
    assert meld("AS AH AD AD", None, SINGLE).total == 0
    assert meld("AS AS AH AH AD AD AC", None, SINGLE).total == 100


@pytest.mark.parametrize("rules", ALL_TABLES, ids=lambda r: r.meld_table.value)
def test_tens_around_score_nothing(rules: Rules) -> None:
    assert meld("TS TH TD TC", "H", rules).total == 0
    assert meld("TS TH TD TC TS TH TD TC", "H", rules).total == 0


def test_roundhouse_scores_as_its_parts_24_in_pagat() -> None:
    result = meld("KS QS KH QH KD QD KC QC", "H", PAGAT)
    assert result.total == 24  # royal 4 + three marriages 6 + kings around 8 + queens around 6
    assert kinds(result) == {
        ("royal marriage", 1): 1, ("marriage", 1): 3, ("kings around", 1): 1, ("queens around", 1): 1,
    }
    assert meld("KS QS KH QH KD QD KC QC " * 2, "H", PAGAT).total == 160  # double roundhouse


def test_roundhouse_with_a_run_in_run16_is_36() -> None:
    """Seed 002: "Run and a Roundhouse ... 24 + 16 - 4 = 36"."""
    assert meld("AH TH KH QH JH KS QS KD QD KC QC", "H", RUN16).total == 36


# ------------------------------------------------------------------ one meld per class
def test_queen_of_spades_serves_in_one_meld_of_each_class() -> None:
    """Q♠ in a spade marriage, a pinochle and queens around at once."""
    result = meld("KS QS JD QH QD QC", "C", SINGLE)
    assert result.total == 20 + 40 + 60
    queen = cards_of(parse_cards("QS", Deck.SINGLE))[0]
    holders = sorted(m.kind.value for m in result.melds if queen in m.cards)
    assert holders == ["marriage", "pinochle", "queens around"]


def test_a_card_serves_in_only_one_meld_of_a_class() -> None:
    """Two kings and one Q♠: one marriage; the Q♠ is not married twice."""
    assert meld("KS KS QS", "H", SINGLE).total == 20
    assert meld("KS KS QS", "S", SINGLE).total == 40


# ------------------------------------------------------------------ seed 004's counted hands
HAND_1 = "AH TH KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
HAND_2 = "AS AS AD AD AC AC AH AH TH KH QH JH JD JD QS QS KC KC QC TS"


def test_seed_004_hand_1_is_87_pagat() -> None:
    result = meld(HAND_1, "H", PAGAT)
    assert result.total == 87
    assert kinds(result) == {
        ("run", 1): 1, ("royal marriage", 1): 1, ("marriage", 1): 2, ("pinochle", 1): 1, ("queens around", 2): 1,
    }
    # One Q♠ counts in the spade marriage, the pinochle and queens around.
    queens = cards_of(parse_cards("QS QS", Deck.DOUBLE))
    assert any(
        {m.kind for m in result.melds if q in m.cards} == {MeldKind.MARRIAGE, MeldKind.PINOCHLE, MeldKind.QUEENS_AROUND}
        for q in queens
    )


def test_seed_002_hand_is_88_with_a_run_of_16() -> None:
    assert meld(HAND_1, "H", RUN16).total == 88


def test_seed_004_hand_2_is_147() -> None:
    result = meld(HAND_2, "H", PAGAT)
    assert len(HAND_2.split()) == 20
    assert result.total == 147  # run 15, double aces 100, double pinochle 30, club marriage 2
    assert kinds(result) == {("run", 1): 1, ("aces around", 2): 1, ("pinochle", 2): 1, ("marriage", 1): 1}
    ace = next(m for m in result.melds if m.kind is MeldKind.RUN).cards
    aces = next(m for m in result.melds if m.kind is MeldKind.ACES_AROUND).cards
    assert set(ace) & set(aces), "one A♥ counts in both the run and double aces"


def test_meld_cards_are_reported() -> None:
    result = meld("KS QS JD", "H", SINGLE)
    shown = sorted(card_text(c) for c in cards_of(result.cards))
    assert shown == ["JD", "KS", "QS"]


# ------------------------------------------------------------------ brute force
def _best_partition(n: int, values: tuple[int, ...]) -> int:
    """Best score of n copies of a meld split into melds of any multiplicity the table has."""
    best = [0] * (n + 1)
    for total in range(1, n + 1):
        best[total] = max(
            (best[total - part] + values[part - 1] for part in range(1, min(total, len(values)) + 1)),
            default=0,
        )
    return best[n]


def _max_marriages(kings: list[tuple[int, bool]], queens: list[tuple[int, bool]], sharing: bool) -> int:
    """Most marriages by trying every pairing of concrete copies; (card, in_run) pairs.

    A run card may join at most one marriage, and only with sharing; never two run cards together.
    """
    best = 0

    def go(i: int, used_q: frozenset[int], made: int) -> None:
        nonlocal best
        best = max(best, made)
        if i == len(kings) or made + (len(kings) - i) <= best:
            return
        go(i + 1, used_q, made)
        k_card, k_run = kings[i]
        if k_run and not sharing:
            return
        for q_card, q_run in queens:
            if q_card in used_q or (q_run and not sharing) or (k_run and q_run):
                continue
            go(i + 1, used_q | {q_card}, made + 1)

    go(0, frozenset(), 0)
    return best


def brute_force_meld(hand: int, trump: Suit | None, rules: Rules) -> int:
    """Best meld by enumerating every way to assign the cards to melds (independent of the engine)."""
    table = table_of(rules)
    cards = cards_of(hand)
    by_kind: dict[tuple[Suit, Rank], list[int]] = {}
    for card in cards:
        by_kind.setdefault((suit_of(card), rank_of(card)), []).append(card)

    def n(s: Suit, r: Rank) -> int:
        return len(by_kind.get((s, r), []))

    total = 0
    for s in Suit:
        kings, queens = by_kind.get((s, Rank.KING), []), by_kind.get((s, Rank.QUEEN), [])
        if s is not trump:
            total += _max_marriages([(k, False) for k in kings], [(q, False) for q in queens], False) * table[
                "marriage"][0]
            continue
        total += n(s, Rank.NINE) * table["dix"][0]
        most_runs = min(n(s, r) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK))
        best = 0
        for runs in range(most_runs + 1):
            run_points = _best_partition(runs, table["run"])
            marriages = _max_marriages(
                [(k, i < runs) for i, k in enumerate(kings)],
                [(q, i < runs) for i, q in enumerate(queens)],
                rules.run_shares_marriage,
            )
            best = max(best, run_points + marriages * table["royal marriage"][0])
        total += best
    total += _best_partition(min(n(Suit.SPADES, Rank.QUEEN), n(Suit.DIAMONDS, Rank.JACK)), table["pinochle"])
    for name, letter in AROUNDS.items():
        rank = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK}[letter]
        total += _best_partition(min(n(s, rank) for s in Suit), table[name])
    return total


RULE_SETS = [
    SINGLE, PAGAT, RUN16, TENS,
    dataclasses.replace(SINGLE, run_shares_marriage=False),
    dataclasses.replace(PAGAT, run_shares_marriage=True),
]


@st.composite
def hands(draw: st.DrawFn, trump_heavy: bool = False) -> tuple[Rules, int, Suit | None]:
    rules = draw(st.sampled_from(RULE_SETS))
    deck = deck_cards(rules.deck)
    trump = draw(st.sampled_from([*Suit, None]))
    pool = list(deck)
    if trump_heavy and trump is not None:
        pool = [c for c in deck if suit_of(c) is trump] + pool  # more trumps: runs and royal marriages
    picked = draw(st.lists(st.sampled_from(pool), max_size=rules.hand_size, unique=True))
    hand = 0
    for card in picked:
        hand |= 1 << card
    return rules, hand, trump


@ENGINE_SETTINGS
@given(hands())
def test_find_meld_total_equals_meld_points(case: tuple[Rules, int, Suit | None]) -> None:
    rules, hand, trump = case
    result = find_meld(hand, trump, rules)
    assert result.total == meld_points(hand, trump, rules)
    check_meld_is_valid(hand, trump, rules, result)


@ENGINE_SETTINGS
@given(hands(trump_heavy=True))
def test_best_meld_is_at_least_the_brute_force(case: tuple[Rules, int, Suit | None]) -> None:
    rules, hand, trump = case
    result = find_meld(hand, trump, rules)
    assert result.total >= brute_force_meld(hand, trump, rules)
    # ... and the finder never claims more than a legal assignment gives:
    check_meld_is_valid(hand, trump, rules, result)


def test_brute_force_agrees_on_every_trump_suit_holding_of_a_single_deck() -> None:
    """Exhaustive over the trump suit: every count 0..2 of A 10 K Q J 9, with and without sharing."""
    for rules in (SINGLE, dataclasses.replace(SINGLE, run_shares_marriage=False)):
        for counts in itertools.product(range(3), repeat=6):
            text = " ".join(r + "H" for r, c in zip("ATKQJ9", counts, strict=True) for _ in range(c))
            hand = parse_cards(text, Deck.SINGLE)
            result = meld(text, "H", rules) if text else find_meld(0, Suit.HEARTS, rules)
            assert result.total == brute_force_meld(hand, Suit.HEARTS, rules), text


def test_brute_force_agrees_on_every_trump_suit_holding_of_a_double_deck() -> None:
    for rules in (PAGAT, TENS, dataclasses.replace(PAGAT, run_shares_marriage=True)):
        for counts in itertools.product(range(5), repeat=5):
            text = " ".join(r + "S" for r, c in zip("ATKQJ", counts, strict=True) for _ in range(c))
            hand = parse_cards(text, Deck.DOUBLE)
            result = meld(text, "S", rules) if text else find_meld(0, Suit.SPADES, rules)
            assert result.total == brute_force_meld(hand, Suit.SPADES, rules), text
