"""A thousand damaged saves: each is refused with a clean ``SaveFileError`` or loads a legal game.

Never another exception, and the file on disk is never changed by trying to load it.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.persistence.savegame import SavedGame, SaveFileError, load_game, save_game
from tests.persistence.games import SEATS, play

MUTATIONS = 1000
Json = object
Path_ = tuple[object, ...]  # keys and indices from the document root

REPLACEMENTS: list[Json] = [
    None, True, False, 0, -1, 1, 95, 96, 2**70, -(2**70), 1.5, 1e400, "x", "", "spades", [], {}, [0],
]


def all_paths(node: Json, here: Path_ = ()) -> list[Path_]:
    """Every place in the document that holds a value (not the root)."""
    found: list[Path_] = []
    if isinstance(node, dict):
        items: list[tuple[object, Json]] = list(node.items())
    elif isinstance(node, list):
        items = list(enumerate(node))
    else:
        return found
    for key, child in items:
        found.append((*here, key))
        found.extend(all_paths(child, (*here, key)))
    return found


def parent_of(document: Json, path: Path_) -> Json:
    node = document
    for key in path[:-1]:
        node = node[key]  # type: ignore[index]
    return node


def change_value(rng: random.Random, document: dict[str, Json], header_only: bool = False) -> str:
    paths = all_paths(document)
    if header_only:  # rules, seed, seats, version…: outnumbered by the actions' card ids otherwise
        paths = [p for p in paths if p[0] != "actions"] or paths
    path = rng.choice(paths)
    parent = parent_of(document, path)
    old = parent[path[-1]]  # type: ignore[index]
    choices = list(REPLACEMENTS)
    if isinstance(old, int) and not isinstance(old, bool):
        choices += [old + 1, old - 1, old * 10, rng.randrange(96)]
    parent[path[-1]] = rng.choice(choices)  # type: ignore[index]
    return "change-value"


def change_header(rng: random.Random, document: dict[str, Json]) -> str:
    return change_value(rng, document, header_only=True).replace("value", "header")


def delete_key(rng: random.Random, document: dict[str, Json]) -> str:
    keyed = [p for p in all_paths(document) if isinstance(parent_of(document, p), dict)]
    path = rng.choice(keyed)
    del parent_of(document, path)[path[-1]]  # type: ignore[attr-defined]
    return "delete-key"


def reorder_actions(rng: random.Random, document: dict[str, Json]) -> str:
    actions = document["actions"]
    assert isinstance(actions, list)
    i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
    how = rng.choice(["swap", "duplicate", "drop", "drop-last", "shuffle-slice", "repeat-tail"])
    if how == "swap":
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "duplicate":
        actions.insert(j, copy.deepcopy(actions[i]))
    elif how == "drop":
        del actions[i]
    elif how == "drop-last":
        del actions[-rng.randint(1, 5) :]
    elif how == "shuffle-slice":
        lo, hi = sorted((i, j))
        part = actions[lo : hi + 1]
        rng.shuffle(part)
        actions[lo : hi + 1] = part
    else:
        actions.extend(copy.deepcopy(actions[-rng.randint(1, 8) :]))
    return f"actions-{how}"


def swap_cards(rng: random.Random, document: dict[str, Json]) -> str:
    actions = document["actions"]
    assert isinstance(actions, list)
    deals = [a for a in actions if a.get("type") == "deal"]
    plays = [a for a in actions if a.get("type") == "play"]
    how = rng.choice(["deal", "plays", "one-card"])
    if how == "deal":
        deck = rng.choice(deals)["deck"]
        i, j = rng.randrange(len(deck)), rng.randrange(len(deck))
        deck[i], deck[j] = deck[j], deck[i]
    elif how == "plays":
        a, b = rng.choice(plays), rng.choice(plays)
        a["card"], b["card"] = b["card"], a["card"]
    else:
        rng.choice(plays)["card"] = rng.randrange(96)
    return f"cards-{how}"


Step = Callable[[random.Random, dict[str, Json]], str]


def _apply_step(rng: random.Random, step: Step, document: dict[str, Json]) -> str:
    """One mutation; when an earlier one broke the structure it needs (a second step), change a value instead."""
    try:
        return step(rng, document)
    except (KeyError, TypeError, AttributeError, IndexError, ValueError):
        return change_value(rng, document)


def mutate(rng: random.Random, raw: bytes, document: dict[str, Json]) -> tuple[str, bytes]:
    kind = rng.randrange(10)
    if kind == 0:
        return "truncate", raw[: rng.randrange(len(raw))]
    if kind == 1:
        data = bytearray(raw)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            data[i] = rng.randrange(256) if rng.random() < 0.5 else data[i] ^ (1 << rng.randrange(8))
        return "flip-bytes", bytes(data)
    changed = copy.deepcopy(document)
    steps = [change_value, change_header, change_header, delete_key, reorder_actions, reorder_actions, swap_cards,
             swap_cards]
    names = [_apply_step(rng, rng.choice(steps), changed) for _ in range(1 if kind < 9 else 2)]
    return "+".join(names), json.dumps(changed, indent=rng.choice([None, 1]), ensure_ascii=False).encode()


@pytest.fixture
def good_save(tmp_path: Path) -> tuple[Path, bytes]:
    game = play(PRESETS["single-deck"], 11, stop=lambda m: len(m.state.results) == 2 and len(m.state.trick) == 3)
    path = tmp_path / "fuzz.pinochle"
    save_game(path, SavedGame.from_match(game, SEATS, {"view": {"sort": "suit"}}))
    return path, path.read_bytes()


def test_a_thousand_damaged_saves_are_refused_cleanly_or_load_a_legal_game(good_save: tuple[Path, bytes]) -> None:
    path, raw = good_save
    document = json.loads(raw)
    rng = random.Random(20240501)
    outcomes: Counter[str] = Counter()
    for number in range(MUTATIONS):
        kind, data = mutate(rng, raw, document)
        path.write_bytes(data)
        try:
            saved, match = load_game(path)
        except SaveFileError as error:
            message = str(error)
            assert message.startswith(f"The saved game {path} ") and message.endswith("."), (number, kind)
            assert "could not be replayed" not in message, (number, kind, message)  # an engine crash, not a refusal
            outcomes[error.reason.split(":")[0].split("(")[0].strip()] += 1
        except Exception as exc:  # pragma: no cover - the point of the test
            raise AssertionError(f"mutation {number} ({kind}) raised {type(exc).__name__}: {exc}") from exc
        else:
            outcomes["loaded"] += 1
            assert Match(saved.rules, saved.seed, saved.actions).state == match.state
        assert path.read_bytes() == data, (number, kind)
        assert [p.name for p in path.parent.iterdir()] == [path.name], (number, kind)

    assert sum(outcomes.values()) == MUTATIONS
    assert outcomes["loaded"] > 0
    for reason in ("is not a legal game", "is damaged or truncated", "has a bad action record", "is damaged",
                   "has rules this game cannot play"):
        assert outcomes[reason] > 0, (reason, outcomes)
