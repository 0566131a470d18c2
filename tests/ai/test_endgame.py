"""The exact endgame solver agrees with brute-force minimax, and its trick rules with the engine's."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.ai.endgame import EndgameSolver, TrickRules
from pinochle_desktop.ai.tables import PLAY_MODES, legal_mask, merged_moves, move_groups
from pinochle_desktop.engine import PlayRules, Rules, Suit, cards_of
from pinochle_desktop.engine.cards import deck_cards
from pinochle_desktop.engine.tricks import card_points, legal_play_mask, trick_winner_index
from tests.helpers.cards import DOUBLE, SINGLE, hand

RULE_SETS = [
    SINGLE,
    dataclasses.replace(SINGLE, play_rules=PlayRules.MODERN),
    DOUBLE,
    dataclasses.replace(DOUBLE, play_rules=PlayRules.MODERN),
]
Hands = tuple[int, int, int, int]


def brute_force(rules: Rules, hands: Hands, leader: int, trick: tuple[int, ...], trump: Suit | None,
                team: int) -> int:
    """Plain minimax with the engine's own trick rules: every legal card, no pruning, no merging."""
    if len(trick) == 4:
        winner = (leader + trick_winner_index(trick, trump)) & 3
        last = not any(hands)
        points = card_points(rules, sum(1 << c for c in trick)) + (rules.last_trick_bonus if last else 0)
        gain = points if winner & 1 == team else 0
        return gain if last else gain + brute_force(rules, hands, winner, (), trump, team)
    seat = (leader + len(trick)) & 3
    values = []
    for card in cards_of(legal_play_mask(rules, hands[seat], trick, trump)):
        h = list(hands)
        h[seat] &= ~(1 << card)
        values.append(brute_force(rules, (h[0], h[1], h[2], h[3]), leader, (*trick, card), trump, team))
    return max(values) if seat & 1 == team else min(values)


def random_position(rules: Rules, rng: random.Random, per_hand: int) -> tuple[Hands, int, tuple[int, ...], Suit | None]:
    """A random deal of ``per_hand`` cards each, with a legally played partial trick."""
    deck = list(deck_cards(rules.deck))
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    for i, card in enumerate(deck[: 4 * per_hand]):
        hands[i % 4] |= 1 << card
    trump = rng.choice([None, *Suit])
    leader = rng.randrange(4)
    trick: tuple[int, ...] = ()
    for i in range(rng.randrange(4)):
        seat = (leader + i) & 3
        card = rng.choice(cards_of(legal_play_mask(rules, hands[seat], trick, trump)))
        hands[seat] &= ~(1 << card)
        trick = (*trick, card)
    return (hands[0], hands[1], hands[2], hands[3]), leader, trick, trump


def trick_rules(rules: Rules, trump: Suit | None) -> TrickRules:
    return TrickRules.of(rules, -1 if trump is None else int(trump))


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.name}-{r.play_rules.value}")
def test_solver_agrees_with_brute_force(rules: Rules) -> None:
    rng = random.Random(f"endgame:{rules.name}:{rules.play_rules.value}")
    for _ in range(60):
        hands, leader, trick, trump = random_position(rules, rng, rng.choice([1, 2, 3]))
        team = rng.randrange(2)
        expected = brute_force(rules, hands, leader, trick, trump, team)
        assert EndgameSolver(trick_rules(rules, trump), team).solve(hands, leader, trick) == expected


@pytest.mark.parametrize("rules", RULE_SETS[:2], ids=lambda r: r.play_rules.value)
def test_solver_values_each_move_like_brute_force(rules: Rules) -> None:
    rng = random.Random(f"moves:{rules.play_rules.value}")
    for _ in range(20):
        hands, leader, trick, trump = random_position(rules, rng, 3)
        seat = (leader + len(trick)) & 3
        team = rng.randrange(2)
        legal = cards_of(legal_play_mask(rules, hands[seat], trick, trump))
        got = EndgameSolver(trick_rules(rules, trump), team).solve_moves(hands, leader, trick, list(legal))
        for card, value in zip(legal, got, strict=True):
            h = list(hands)
            h[seat] &= ~(1 << card)
            assert value == brute_force(rules, (h[0], h[1], h[2], h[3]), leader, (*trick, card), trump, team)


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.name}-{r.play_rules.value}")
def test_legal_mask_matches_the_engine(rules: Rules) -> None:
    rng = random.Random(f"legal:{rules.name}:{rules.play_rules.value}")
    for _ in range(400):
        hands, leader, trick, trump = random_position(rules, rng, rng.randrange(1, 6))
        seat = (leader + len(trick)) & 3
        t = -1 if trump is None else int(trump)
        led, win, trumped = -1, -1, False
        if trick:
            led = trick[0] // 24
            win = trick[trick_winner_index(trick, trump)]
            trumped = win // 24 == t and led != t
        got = legal_mask(hands[seat], led, win, trumped, t, PLAY_MODES[rules.play_rules])
        assert got == legal_play_mask(rules, hands[seat], trick, trump)


def test_merged_moves_group_touching_cards_of_equal_worth() -> None:
    mine = hand("AS TS QS JS 9S KH")
    others = hand("KS AH")  # the K of spades splits A-T from Q-J-9
    reps = merged_moves(mine, others)
    groups = move_groups(mine, others)
    assert len(reps) == 3  # A T | Q J 9 | K of hearts
    assert len(set(groups.values())) == 3
    assert groups[cards_of(hand("AS"))[0]] == groups[cards_of(hand("TS"))[0]]
    assert groups[cards_of(hand("QS"))[0]] == groups[cards_of(hand("9S"))[0]]


def test_counters_and_blanks_never_merge() -> None:
    mine = hand("KS QS")
    assert len(merged_moves(mine, 0)) == 2  # adjacent, but a king counts and a queen does not
