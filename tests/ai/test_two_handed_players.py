"""The two-handed computer players: what they know, how they meld, and the exact last 12 tricks."""

from __future__ import annotations

import random

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.arena import mean_ci, play_deal
from pinochle_desktop.ai.draw_knowledge import draw_knowledge, sample_deal
from pinochle_desktop.ai.endgame import EndgameSolver, TrickRules
from pinochle_desktop.ai.two_handed import DrawBasic, DrawBudget, DrawExpert
from pinochle_desktop.engine import Match, Phase, Play, apply, legal_actions, view
from pinochle_desktop.engine.actions import ExchangeDix, MeldCards
from pinochle_desktop.engine.cards import parse_kind
from pinochle_desktop.engine.declare import read_meld
from pinochle_desktop.engine.meld import MeldKind
from pinochle_desktop.engine.state import GameState
from tests.helpers.two_handed import TWO, draw_position


def states(seed: int, phases: set[Phase], count: int) -> list[GameState]:
    """States of seeded games between basic players, in the given phases."""
    out: list[GameState] = []
    rng = random.Random(seed)
    players = [make_player("basic", random.Random(seed + s)) for s in (0, 1)]
    match = Match(TWO, seed)
    while len(out) < count and match.state.phase is not Phase.GAME_OVER:
        state = match.state
        if state.phase is Phase.DEAL:
            match.deal()
            continue
        if state.phase in phases and rng.random() < 0.5:
            out.append(state)
        assert state.to_act is not None
        match.apply(players[state.to_act].choose(view(state, state.to_act)))
    return out


def test_the_last_12_tricks_are_played_with_both_hands_known() -> None:
    for state in states(1, {Phase.TRICKS}, 30):
        seat = state.to_act
        assert seat is not None
        know = draw_knowledge(view(state, seat))
        assert know.opponent_hand == state.hands[1 - seat]


def test_sampled_deals_fit_everything_seen() -> None:
    rng = random.Random(2)
    for state in states(2, {Phase.STOCK}, 30):
        seat = state.to_act
        assert seat is not None
        seen = view(state, seat)
        know = draw_knowledge(seen)
        for _ in range(5):
            opponent, stock = sample_deal(know, rng)
            assert opponent.bit_count() == state.hands[1 - seat].bit_count()
            assert len(stock) == len(state.stock)
            shown = state.exposed[1 - seat] & ~seen.played_cards  # what it showed stays with it
            assert opponent & shown == shown
            assert not opponent & (seen.hand | seen.played_cards)
            assert state.turn_up is None or not opponent >> state.turn_up & 1


def meld_turn(stock_size: int) -> GameState:
    return draw_position(["AS TS KS QS JS 9H", "AC"], turn_up="9D", trump="S", phase=Phase.MELD, stock_size=stock_size)


def test_a_royal_marriage_is_melded_before_the_run_while_tricks_are_to_come() -> None:
    player = DrawBasic()
    for stock_size, kind in ((8, MeldKind.ROYAL_MARRIAGE), (1, MeldKind.RUN)):  # 1: the last meld turn
        state = meld_turn(stock_size)
        assert state.trump is not None
        action = player.choose(view(state, 0))
        assert isinstance(action, MeldCards)
        found = read_meld(action.cards, state.trump, TWO)
        assert found is not None and found.kind is kind


def test_the_dix_is_exchanged_for_the_turned_up_trump() -> None:
    state = draw_position(["9S KH QH", "AC"], turn_up="AS", phase=Phase.MELD, stock_size=8)
    for player in (DrawBasic(), DrawExpert(DrawBudget(time_limit=0.05))):
        action = player.choose(view(state, 0))
        assert isinstance(action, ExchangeDix)


def test_a_worthless_trick_is_not_won_with_the_ace_of_trump() -> None:
    # Spades are trump; a 9 of clubs led; the follower holds the ace of trump and a 9 of diamonds.
    state = draw_position(["AS 9D", "KD"], turn_up="TS", trick="9C", to_act=0, stock_size=10)
    card = DrawBasic.stage_one_card(view(state, 0), state.trump)  # type: ignore[arg-type]
    assert card >> 2 == parse_kind("9D")


def test_a_trick_that_brings_a_big_meld_is_won_with_a_low_trump() -> None:
    # Spades trump; the follower holds aces around but one, the missing ace is led: winning it lays out 100.
    state = draw_position(["AS AH AD 9S JC", "KD"], turn_up="TS", trick="AC", to_act=0, stock_size=10)
    card = DrawBasic.stage_one_card(view(state, 0), state.trump)  # type: ignore[arg-type]
    assert card >> 2 == parse_kind("9S")


def test_the_expert_plays_the_exact_best_card_in_the_last_tricks() -> None:
    expert = DrawExpert()
    checked = 0
    for state in states(3, {Phase.TRICKS}, 12):
        seat = state.to_act
        assert seat is not None and state.trump is not None
        if state.hands[seat].bit_count() > 7:
            continue
        card = expert.choose(view(state, seat))
        assert isinstance(card, Play)
        solver = EndgameSolver(TrickRules.of(TWO, int(state.trump)), seat)
        values = {a.card: solver.solve_moves(state.hands, state.leader, state.trick, [a.card])[0]
                  for a in legal_actions(state) if isinstance(a, Play)}
        assert values[card.card] == max(values.values())
        checked += 1
    assert checked >= 3


def test_basic_beats_random_on_duplicate_deals() -> None:
    diffs = [play_deal(TWO, 5, index, "basic", "random").diff for index in range(16)]
    mean, half = mean_ci(diffs)
    assert mean - half > 0, (mean, half)


def test_the_expert_gives_one_answer_to_one_position() -> None:
    state = states(4, {Phase.STOCK}, 1)[0]
    seat = state.to_act
    assert seat is not None
    first = DrawExpert(DrawBudget(time_limit=None, max_samples=6)).choose(view(state, seat))
    again = DrawExpert(DrawBudget(time_limit=None, max_samples=6)).choose(view(state, seat))
    assert first == again
    assert apply(state, first)  # and it is legal
