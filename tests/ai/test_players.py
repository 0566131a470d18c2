"""Every computer level: legal actions in seeded random states, deterministic per seed, view only."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from pinochle_desktop.ai import LEVELS, Budget, ExpertPlayer, make_player
from pinochle_desktop.ai.knowledge import knowledge_of
from pinochle_desktop.ai.player import Player
from pinochle_desktop.ai.sampling import sample_hands
from pinochle_desktop.engine import (
    PRESETS,
    GameState,
    Phase,
    PlayerView,
    apply,
    legal_actions,
    new_game,
    random_action,
    view,
)
from pinochle_desktop.engine.actions import Action, Bury, PassCards
from pinochle_desktop.engine.match import deal_for

TINY = Budget(work=300, min_samples=2, max_samples=4)


def player_of(level: str, seed: int) -> Player:
    """A player of ``level``; the searching levels get tiny node budgets to keep the tests quick."""
    if level in ("hard", "expert"):
        return ExpertPlayer(TINY, name=level)
    return make_player(level, random.Random(seed))


def random_states(rules_name: str, count: int, seed: int) -> list[GameState]:
    """States reached by random play from fresh deals, in every phase where a seat must act."""
    rng = random.Random(f"states:{rules_name}:{seed}")
    rules = PRESETS[rules_name]
    out: list[GameState] = []
    while len(out) < count:
        state = new_game(rules, rng.randrange(rules.players))
        state = apply(state, deal_for(state, rng.randrange(1 << 30)))
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER) and len(out) < count:
            if rng.random() < 0.35:
                out.append(state)
            state = apply(state, random_action(state, rng))
    return out


def is_legal(state: GameState, action: Action) -> bool:
    if isinstance(action, (PassCards, Bury)):
        try:
            apply(state, action)
        except ValueError:
            return False
        return True
    return action in legal_actions(state)


@pytest.mark.parametrize("rules_name", list(PRESETS))
@pytest.mark.parametrize("level", ["random", "easy", "medium", "basic"])
def test_rule_based_levels_always_act_legally(level: str, rules_name: str) -> None:
    player = player_of(level, 7)
    for state in random_states(rules_name, 600, 1):
        assert state.to_act is not None
        action = player.choose(view(state, state.to_act))
        assert is_legal(state, action), (level, rules_name, state.phase, action)


@pytest.mark.parametrize("rules_name", list(PRESETS))
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_searching_levels_always_act_legally(level: str, rules_name: str) -> None:
    player = player_of(level, 7)
    for state in random_states(rules_name, 120, 2):
        assert state.to_act is not None
        action = player.choose(view(state, state.to_act))
        assert is_legal(state, action), (level, rules_name, state.phase, action)


def play_hand(rules_name: str, levels: list[str], seed: int) -> list[Action]:
    rules = PRESETS[rules_name]
    players = [player_of(levels[s], seed * 4 + s) for s in range(4)]
    state = new_game(rules, seed % 4)
    state = apply(state, deal_for(state, seed))
    actions = []
    while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
        assert state.to_act is not None
        action = players[state.to_act].choose(view(state, state.to_act))
        actions.append(action)
        state = apply(state, action)
    return actions


@pytest.mark.parametrize("rules_name", ["single-deck", "double-deck"])
def test_same_seed_same_choices(rules_name: str) -> None:
    levels = ["expert", "easy", "hard", "basic"]
    for seed in (1, 2):
        assert play_hand(rules_name, levels, seed) == play_hand(rules_name, levels, seed)


def hidden_twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same state with the other seats' hidden cards dealt differently (sizes and shown meld kept)."""
    me = view(state, seat)
    know = knowledge_of(me)
    hands = sample_hands(me, know, rng)
    return state.evolve(hands=hands)


def test_a_player_sees_only_its_view() -> None:
    """Two states that differ only in cards this seat cannot see give the same view and the same choice.

    A player that peeked at hidden hands (through the view or any other way) would choose differently
    in some of these pairs; one that reads only its view cannot.
    """
    rng = random.Random(11)
    changed_hidden = 0
    for rules_name in ("single-deck", "double-deck"):
        for state in random_states(rules_name, 60, 3):
            seat = state.to_act
            assert seat is not None
            twin = hidden_twin(state, seat, rng)
            changed_hidden += twin.hands != state.hands
            assert view(twin, seat) == view(state, seat)
            for level in ("basic", "expert"):
                a = player_of(level, 5).choose(view(state, seat))
                b = player_of(level, 5).choose(view(twin, seat))
                assert a == b, (level, rules_name, state.phase)
    assert changed_hidden > 50  # the twins really do hide different cards


def test_a_view_holds_no_hidden_card() -> None:
    for state in random_states("single-deck", 100, 4):
        seat = state.to_act
        assert seat is not None
        v = view(state, seat)
        assert isinstance(v, PlayerView)
        assert all(v.hands[s] == 0 for s in range(4) if s != seat)


AI_DIR = Path(__file__).resolve().parents[2] / "pinochle_desktop" / "ai"


def test_players_never_import_the_full_state_or_qt() -> None:
    """Player modules import the engine only, never Qt, and never build or read a ``GameState``.

    (The arena, which runs matches, is the one module that holds full states.)
    """
    for path in sorted(AI_DIR.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert "Qt" not in module and "PySide" not in module, path.name
                if node.level == 2:  # from ..x: only the engine
                    assert module.startswith("engine"), (path.name, module)
                assert node.level in (0, 1, 2) and not module.startswith("pinochle_desktop"), path.name
                if path.name != "arena.py":
                    names = {alias.name for alias in node.names}
                    assert "GameState" not in names and "view" not in names - {"PlayerView"}, path.name
            if isinstance(node, ast.Import):
                assert not any("PySide" in a.name or "Qt" in a.name for a in node.names), path.name


def test_sampled_deals_respect_what_the_seat_knows() -> None:
    rng = random.Random(2)
    for rules_name in ("single-deck", "double-deck", "single-deck-passing"):
        for state in random_states(rules_name, 150, 5):
            if state.phase is not Phase.TRICKS or state.to_act is None:
                continue
            me = view(state, state.to_act)
            know = knowledge_of(me)
            for _ in range(3):
                hands = sample_hands(me, know, rng)
                assert hands[me.seat] == me.hand
                for s in range(4):
                    assert hands[s].bit_count() == me.hand_sizes[s]
                    assert hands[s] & know.known[s] == know.known[s]
                    if s != me.seat:
                        assert not hands[s] & ~know.possible[s], "a card placed where it cannot be"
                assert hands[0] | hands[1] | hands[2] | hands[3] == me.hand | know.unseen


def test_every_level_is_registered() -> None:
    for level in ("easy", "medium", "hard", "expert"):
        assert level in LEVELS
        assert make_player(level, random.Random(1)).name in (level, "basic")
