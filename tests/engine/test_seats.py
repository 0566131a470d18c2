"""Seats and sides from the rules: partnerships of four, or two or three players each alone.

The engine's deal, auction, tricks and scoring take the number of seats and the sides from
``rules.seating``; a three-player game (widow, no passing) is played here through the generic
machinery, directly from ``Rules`` (its own phases are not in ``check_rules``' playable set yet).
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import (
    CardValues,
    Match,
    Phase,
    Rules,
    Seating,
    apply,
    deal_action,
    new_game,
    random_action,
    view,
)
from pinochle_desktop.engine.cards import deck_mask
from pinochle_desktop.engine.rules import check_rules, rule_problems
from tests.helpers.cards import SINGLE


def test_four_players_are_two_partnerships_across_the_table() -> None:
    seating = Seating.of(4)
    assert seating.partnerships
    assert seating.sides == (0, 1)
    assert seating.side_of == (0, 1, 0, 1)
    assert seating.members == ((0, 2), (1, 3))
    assert seating.partner == (2, 3, 0, 1)
    assert seating.next == (1, 2, 3, 0)
    assert seating.after[3] == (3, 0, 1, 2)
    assert seating.opponents(0) == (1, 3)
    assert seating.side_sums([10, 20, 30, 40]) == (40, 60)


@pytest.mark.parametrize("players", [2, 3])
def test_fewer_players_each_play_alone(players: int) -> None:
    seating = Seating.of(players)
    assert not seating.partnerships
    assert seating.sides == seating.seats == tuple(range(players))
    assert seating.side_of == seating.seats
    assert seating.partner == (None,) * players
    assert seating.next == tuple((s + 1) % players for s in range(players))
    assert seating.opponents(0) == tuple(range(1, players))
    assert seating.side_sums(list(range(players))) == tuple(range(players))


def test_other_player_counts_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="2, 3 or 4 players, not 5"):
        Seating.of(5)
    assert "Pinochle is played by 2, 3 or 4 players" in check_rules(dataclasses.replace(SINGLE, players=5))


def test_partnership_options_need_partners() -> None:
    three = dataclasses.replace(SINGLE, players=3)
    options = {option for p in rule_problems(three) for option in p.options}
    assert {"cards_passed", "pass_with_help"} <= options
    alone = dataclasses.replace(three, cards_passed=0, pass_with_help=False)
    assert rule_problems(alone) == []  # three players, each alone: playable


def test_hand_size_and_tricks_follow_the_players() -> None:
    four, three, two = (dataclasses.replace(SINGLE, players=n) for n in (4, 3, 2))
    assert (four.hand_size, four.widow_size, four.tricks_per_hand) == (12, 0, 12)
    assert (three.hand_size, three.widow_size, three.tricks_per_hand) == (15, 3, 15)
    assert (two.hand_size, two.widow_size, two.tricks_per_hand) == (12, 0, 24)


def test_classic_card_values_make_250_with_the_last_trick() -> None:
    classic = dataclasses.replace(SINGLE, card_values=CardValues.CLASSIC)
    assert classic.trick_total == 250  # A 11, 10 10, K 4, Q 3, J 2: 30 a suit, 8 suits, and 10
    assert Rules.from_dict(classic.to_dict()) == classic


def three_handed() -> Rules:
    return dataclasses.replace(SINGLE, name="three-seats", players=3, cards_passed=0, pass_with_help=False)


def test_a_deal_of_three_gives_fifteen_each_and_three_to_the_widow() -> None:
    rules = three_handed()
    state = new_game(rules, dealer=2)
    deal = deal_action(state, random.Random(4))
    state = apply(state, deal)
    assert [h.bit_count() for h in state.hands] == [15, 15, 15]
    assert state.widow.bit_count() == 3
    assert state.widow | state.hands[0] | state.hands[1] | state.hands[2] == deck_mask(rules.deck)
    assert state.to_act == 0  # left of the dealer
    assert state.hands[0] >> deal.deck[0] & 1 and state.hands[1] >> deal.deck[1] & 1  # round the table
    seen = view(state, 1)
    assert seen.widow == 0 and seen.widow_size == 3  # face down
    assert seen.hand_sizes == (15, 15, 15) and len(seen.hands) == 3


def test_three_seats_bid_play_tricks_of_three_and_score_per_side() -> None:
    rules = three_handed()
    rng = random.Random(11)
    match = Match(rules, 5)
    hands_seen = 0
    while match.state.phase is not Phase.GAME_OVER and hands_seen < 6:
        state = match.state
        if state.phase is Phase.DEAL:
            if state.results:
                hands_seen += 1
            match.deal()
            continue
        match.apply(random_action(state, rng))
        after = match.state
        if after.phase is Phase.TRUMP:
            assert after.passed.bit_count() == 2 or after.high_bid == rules.ladder_top  # two passes end it
        assert len(after.scores) == 3 and len(after.taken) == 3
    results = match.state.results
    assert results
    for result in results:
        assert len(result.points) == len(result.totals) == len(result.meld) == 3
        assert result.bidders == result.bidder
    for trick in (t for s in match.states for t in s.tricks):
        assert len(trick.cards) == 3
        assert trick.seat_of(0) == trick.leader
        assert {trick.seat_of(i) for i in range(3)} == {0, 1, 2}
