"""The autosave: resumes exactly, survives a killed process, and a bad one is kept aside with a notice."""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.atomic import SaveError
from pinochle_desktop.persistence.autosave import (
    clear_autosave,
    is_unfinished,
    read_autosave,
    read_unfinished_autosave,
    write_autosave,
)
from pinochle_desktop.persistence.savegame import SavedGame
from tests.persistence.games import SEATS, play

REPO_ROOT = Path(__file__).resolve().parents[2]
STAMP = r"\d{8}-\d{6}"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


@pytest.fixture(scope="module")
def game() -> Match:
    return play(PRESETS["double-deck-tens"], 5, stop=lambda m: m.state.hand_number == 2 and len(m.state.tricks) == 4)


def autosave_folder_listing() -> list[str]:
    return sorted(p.name for p in paths.state_dir().iterdir())


def test_no_autosave_is_no_game_and_no_notice(home: Path) -> None:
    assert read_autosave() == (None, None)
    assert read_unfinished_autosave() == (None, None)


def test_the_autosave_resumes_the_game(home: Path, game: Match) -> None:
    saved = SavedGame.from_match(game, SEATS, {"selected": [3]})
    write_autosave(saved)
    assert paths.autosave_file().name == "autosave.pinochle"
    resumed, notice = read_autosave()
    assert notice is None and resumed is not None
    loaded_save, match = resumed
    assert loaded_save == saved
    assert match.state == game.state
    assert is_unfinished(match)
    assert read_unfinished_autosave()[0] is not None


def test_a_finished_game_is_not_offered_for_resuming(home: Path) -> None:
    finished = play(PRESETS["single-deck"], 3)
    assert finished.state.phase is Phase.GAME_OVER
    write_autosave(SavedGame.from_match(finished, SEATS))
    resumed, _ = read_autosave()
    assert resumed is not None and not is_unfinished(resumed[1])
    assert read_unfinished_autosave() == (None, None)


def test_clear_autosave_removes_it_and_is_harmless_twice(home: Path, game: Match) -> None:
    write_autosave(SavedGame.from_match(game, SEATS))
    clear_autosave()
    clear_autosave()
    assert read_autosave() == (None, None)
    assert autosave_folder_listing() == []


def swap_last_two_plays(raw: bytes) -> bytes:
    """Two cards of one trick played in the wrong order: each player plays a card not in hand."""
    document = json.loads(raw)
    actions = document["actions"]
    assert actions[-1]["type"] == actions[-2]["type"] == "play"
    actions[-1], actions[-2] = actions[-2], actions[-1]
    return json.dumps(document).encode()


@pytest.mark.parametrize(
    ("damage", "problem", "tag"),
    [
        pytest.param(lambda raw: raw[: len(raw) // 2], "is damaged or truncated", "corrupt", id="truncated"),
        pytest.param(lambda raw: b"", "is empty", "corrupt", id="empty"),
        pytest.param(
            lambda raw: raw.replace(b'"version": 2', b'"version": 3', 1), "saved game version 3", "newer", id="newer"
        ),
        pytest.param(swap_last_two_plays, "is not a legal game: action", "corrupt", id="plays-swapped"),
    ],
)
def test_an_unusable_autosave_is_kept_aside_with_a_notice(
    home: Path, game: Match, damage: object, problem: str, tag: str
) -> None:
    write_autosave(SavedGame.from_match(game, SEATS))
    path = paths.autosave_file()
    content = damage(path.read_bytes())  # type: ignore[operator]
    path.write_bytes(content)

    resumed, notice = read_autosave()
    assert resumed is None and notice is not None
    assert notice.startswith(f"The autosaved game {path} ")
    assert problem in notice
    assert "so it cannot be resumed." in notice
    (kept,) = autosave_folder_listing()
    assert re.fullmatch(rf"autosave\.pinochle\.{tag}-{STAMP}", kept)
    assert (path.parent / kept).read_bytes() == content
    assert f"The file was kept as {path.parent / kept}." in notice
    assert read_autosave() == (None, None)  # the next start begins afresh


def test_an_unreadable_autosave_is_reported_and_left_in_place(home: Path) -> None:
    paths.autosave_file().mkdir()
    resumed, notice = read_autosave()
    assert resumed is None and notice is not None
    assert "is a folder, not a file" in notice
    assert autosave_folder_listing() == ["autosave.pinochle"]


def test_a_state_folder_that_cannot_be_created_gives_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"x")
    monkeypatch.setenv(paths.HOME_ENV, str(blocker))
    resumed, notice = read_autosave()
    assert resumed is None and notice is not None
    assert str(blocker / "state") in notice


def test_a_failed_autosave_keeps_the_previous_one(
    home: Path, game: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_autosave(SavedGame.from_match(Match(game.rules, game.seed, game.actions[:30]), SEATS))
    before = paths.autosave_file().read_bytes()

    def no_space(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(SaveError, match="No space left on device"):
        patch.setattr("pinochle_desktop.persistence.atomic.os.replace", no_space)
        write_autosave(SavedGame.from_match(game, SEATS))
    assert paths.autosave_file().read_bytes() == before
    resumed, _ = read_autosave()
    assert resumed is not None and resumed[1].state == game.states[30]


# --- a process killed in the middle of a hand ---

KILLED_GAME = """
import os, signal, sys
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.persistence.autosave import write_autosave
from pinochle_desktop.persistence.savegame import SavedGame
from tests.persistence.games import SEATS, play

preset, seed, kill_at, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]

def die(*args):
    if hasattr(signal, "SIGKILL"):
        os.kill(os.getpid(), signal.SIGKILL)
    os._exit(70)

def on_action(match):
    if mode == "mid-write" and len(match.actions) == kill_at + 1:
        os.replace = die  # the temporary file is written; the process dies before it replaces the autosave
    write_autosave(SavedGame.from_match(match, SEATS))
    if mode == "after-write" and len(match.actions) == kill_at:
        die()

play(PRESETS[preset], seed, on_action=on_action)
sys.exit(3)  # not reached: the game ended before the kill
"""


def mid_hand(match: Match) -> int:
    """An action count in the second hand, halfway through a trick."""
    for i, state in enumerate(match.states):
        if state.hand_number == 2 and state.phase is Phase.TRICKS and len(state.tricks) == 3 and len(state.trick) == 2:
            return i
    raise AssertionError("the game never got there")


@pytest.mark.parametrize("mode", ["after-write", "mid-write"])
@pytest.mark.parametrize("preset", ["single-deck", "double-deck"])
def test_a_killed_game_resumes_after_its_last_completed_action(
    home: Path, preset: str, mode: str
) -> None:
    seed = 31
    reference = play(PRESETS[preset], seed)
    kill_at = mid_hand(reference)
    env = {**os.environ, paths.HOME_ENV: str(home), "PYTHONPATH": str(REPO_ROOT)}
    process = subprocess.run(
        [sys.executable, "-c", KILLED_GAME, preset, str(seed), str(kill_at), mode],
        env=env, cwd=REPO_ROOT, capture_output=True, text=True, timeout=120,
    )
    killed = -signal.SIGKILL if hasattr(signal, "SIGKILL") else 70
    assert process.returncode == killed, process.stderr

    resumed, notice = read_autosave()
    assert notice is None and resumed is not None
    saved, match = resumed
    assert len(match.actions) == kill_at
    assert match.actions == reference.actions[:kill_at]
    assert match.state == reference.states[kill_at]
    assert match.state.phase is Phase.TRICKS and len(match.state.trick) == 2
    assert saved.seats == SEATS
    leftovers = [name for name in autosave_folder_listing() if name != "autosave.pinochle"]
    if mode == "mid-write":  # the unfinished write left only its temporary file behind
        assert len(leftovers) == 1 and re.fullmatch(r"\.autosave\.pinochle\.[0-9a-f]{12}\.tmp", leftovers[0])
        assert json.loads((paths.state_dir() / leftovers[0]).read_bytes())["actions"][-1]
    else:
        assert leftovers == []
