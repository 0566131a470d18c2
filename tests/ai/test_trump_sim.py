"""Naming trump by simulating the hand (an option of the searching players, off by default)."""

from __future__ import annotations

import random

from pinochle_desktop.ai import ExpertPlayer
from pinochle_desktop.ai.pimc import Budget
from pinochle_desktop.ai.trump_sim import deal_others, simulate_trump
from pinochle_desktop.engine import NameTrump, Suit, legal_actions, view
from pinochle_desktop.engine.cards import deck_mask
from tests.helpers.cards import DOUBLE, SINGLE, full_hands, trump_position


def test_a_long_strong_suit_wins_the_simulation() -> None:
    state = trump_position(SINGLE, full_hands(SINGLE, ["AH AH TH TH KH QH JH 9H AS KC 9D JC", "", "", ""]))
    assert simulate_trump(view(state, 0), random.Random(1), 8, Suit.SPADES) == Suit.HEARTS


def test_simulated_deals_hold_every_card_once() -> None:
    state = trump_position(DOUBLE, full_hands(DOUBLE, ["AH KH QH", "", "", ""]))
    v = view(state, 0)
    hands = deal_others(v, random.Random(3))
    assert hands[0] == v.hand
    assert sum(h.bit_count() for h in hands) == DOUBLE.deck.size
    assert hands[0] | hands[1] | hands[2] | hands[3] == deck_mask(DOUBLE.deck)


def test_the_option_names_a_legal_trump_deterministically() -> None:
    state = trump_position(DOUBLE, full_hands(DOUBLE, ["KS QS KD QD", "", "", ""], seed=4))
    v = view(state, 0)
    choices = [ExpertPlayer(Budget(work=200), trump_samples=4).choose(v) for _ in range(2)]
    assert choices[0] == choices[1]
    assert isinstance(choices[0], NameTrump) and choices[0] in legal_actions(state)
