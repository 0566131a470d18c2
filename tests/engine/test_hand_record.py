"""A finished hand's record replays, on its own, into the very states the game went through; a record
that is not the hand (another deck, one action changed, two hands) is refused."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import PRESETS, Match, Phase, legal_actions, view
from pinochle_desktop.engine.actions import Bid, Deal, Pass
from pinochle_desktop.engine.hand_record import finished_hands, replay_hand


def played(rules_name: str, seed: int, hands: int) -> Match:
    match = Match(PRESETS[rules_name], seed)
    rng = random.Random(seed)
    while len(match.state.results) < hands and match.state.phase is not Phase.GAME_OVER:
        state = match.state
        if state.phase is Phase.DEAL:
            match.deal()
            continue
        options = legal_actions(view(state, state.to_act))
        passes = [a for a in options if isinstance(a, Pass)]
        bids = [a for a in options if isinstance(a, Bid)]
        choice = passes[0] if passes and (not bids or rng.random() < 0.6) else rng.choice(options)
        match.apply(choice)
    return match


@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_every_finished_hand_replays_into_the_games_own_states(rules_name):
    match = played(rules_name, 7, hands=4)
    records = finished_hands(match.states, match.actions)
    results = match.state.results
    assert [r.hand_number for r in records] == [r.hand_number for r in results]
    for index, (record, result) in enumerate(zip(records, results, strict=True)):
        hand = replay_hand(match.rules, record, result, results[:index])
        start = match.actions.index(record.deal)
        assert hand.actions == tuple(match.actions[start:start + len(hand.actions)])
        assert hand.states[1:] == tuple(match.states[start + 1:start + len(hand.states)])  # identical states


def test_a_record_that_is_not_the_hand_is_refused():
    match = played("single-deck", 8, hands=2)
    first, second = finished_hands(match.states, match.actions)
    results = match.state.results
    other_deck = dataclasses.replace(first, deal=Deal(tuple(reversed(first.deal.deck))))
    with pytest.raises(ValueError):
        replay_hand(match.rules, other_deck, results[0], ())
    with pytest.raises(ValueError, match="another hand"):
        replay_hand(match.rules, second, results[0], ())
    cut = dataclasses.replace(first, actions=first.actions[:-1])
    with pytest.raises(ValueError, match="result"):
        replay_hand(match.rules, cut, results[0], ())
