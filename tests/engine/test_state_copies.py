"""A state is copied with changes on every action: the copy must change only what it names."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.engine import apply, deal_action, new_game, preset
from pinochle_desktop.engine.state import copier


def dealt():
    state = new_game(preset("single-deck"), 0)
    return apply(state, deal_action(state, random.Random(7)))


def test_evolve_changes_only_the_named_fields_and_leaves_the_original_alone() -> None:
    state = dealt()
    before = state.evolve()
    moved = state.evolve(to_act=3, trick=(5,))
    assert (moved.to_act, moved.trick) == (3, (5,))
    assert moved.hands == state.hands and moved.auction == state.auction and moved.rules is state.rules
    assert state == before  # the original is untouched


def test_evolve_refuses_a_field_the_state_does_not_have() -> None:
    with pytest.raises(AssertionError, match="not GameState fields"):
        dealt().evolve(trumps=None)


def test_a_copier_gives_the_same_state_as_evolve() -> None:
    state = dealt()
    with_trick = copier("trick", "to_act")
    assert with_trick(state, (8,), 2) == state.evolve(trick=(8,), to_act=2)
    with pytest.raises(ValueError, match="trumps"):
        copier("trumps")


def test_states_stay_frozen() -> None:
    with pytest.raises(AttributeError):
        dealt().to_act = 1  # type: ignore[misc]
