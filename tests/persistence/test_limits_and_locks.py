"""Bounds, locks and leftovers: short refusals of long files, bounded texts written and read, two windows
sharing statistics, and temporary files of killed writes removed at the next start."""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.persistence import documents, paths
from pinochle_desktop.persistence.atomic import SaveError, remove_stale_temp_files, write_atomic
from pinochle_desktop.persistence.locks import FileLock
from pinochle_desktop.persistence.savegame import SavedGame, SaveFileError, load_game, save_game
from pinochle_desktop.persistence.settings import MAX_CUSTOM_RULE_SETS, Settings, load_settings
from pinochle_desktop.persistence.statistics import (
    Statistics,
    load_statistics,
    record_game,
    save_statistics,
    update_statistics,
)
from tests.persistence.games import SEATS, play

REPO_ROOT = Path(__file__).resolve().parents[2]
LONG = 200_000  # characters: the fuzzer's crafted save froze the window for 1.4 s at this size


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    home.mkdir()
    return home


@pytest.fixture
def document(home: Path) -> dict[str, object]:
    game = play(PRESETS["single-deck"], 3, stop=lambda m: len(m.state.tricks) == 1)
    return SavedGame.from_match(game, SEATS).to_dict()


def refusal(path: Path, document: object) -> str:
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    return str(caught.value)


# --- 2. a refusal quotes at most a readable piece of the file ---


@pytest.mark.parametrize("where", ["option name", "option value", "level", "suit", "action type", "seed"])
def test_a_refusal_quotes_a_long_value_cut_short(home: Path, document: dict[str, object], where: str) -> None:
    doc = json.loads(json.dumps(document))
    long = "z" * LONG
    if where == "option name":
        doc["rules"][long] = 1  # type: ignore[index]
    elif where == "option value":
        doc["rules"]["meld_table"] = long  # type: ignore[index]
    elif where == "level":
        doc["seats"][1]["level"] = long  # type: ignore[index]
    elif where == "suit":
        trump = next(a for a in doc["actions"] if a["type"] == "trump")  # type: ignore[union-attr]
        trump["suit"] = long
    elif where == "action type":
        doc["actions"][3]["type"] = long  # type: ignore[index]
    else:
        doc["seed"] = long
    path = home / "crafted.pinochle"
    message = refusal(path, doc)
    assert message.startswith(f"The saved game {path} ")
    assert len(message) < len(str(path)) + 300, message
    assert "zzzzz" in message and "z" * 60 not in message and "…" in message


def test_a_file_over_the_limit_is_refused_before_it_is_parsed(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = home / "huge.pinochle"
    path.write_bytes(b'{"format": "pinochle-save", "x": "' + b"x" * (5 * 1024 * 1024) + b'"}')
    monkeypatch.setattr(documents.json, "loads", lambda *a, **k: pytest.fail("a huge file was parsed"))
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    assert str(caught.value) == (f"The saved game {path} is too large (5.0 MB; a Pinochle file is at most 4 MB).")


# --- 9. every text field is bounded on load and on write ---


def test_a_save_with_a_huge_rule_set_name_is_refused_and_none_is_written(home: Path,
                                                                      document: dict[str, object]) -> None:
    doc = json.loads(json.dumps(document))
    doc["rules"]["name"] = "n" * 1_000_000  # type: ignore[index]
    message = refusal(home / "long-name.pinochle", doc)
    assert "a rule set needs a name of 1 to 64 characters" in message and len(message) < 400
    game = play(dataclasses.replace(PRESETS["single-deck"], name="n" * 65), 3, stop=lambda m: len(m.actions) > 3)
    target = home / "never.pinochle"
    with pytest.raises(ValueError, match="these rules cannot be saved: a rule set needs a name"):
        save_game(target, SavedGame.from_match(game, SEATS))
    assert not target.exists()


def test_statistics_drop_huge_rule_set_names_on_load_and_refuse_them_on_write(home: Path) -> None:
    path = paths.statistics_file()
    good = record_game(Statistics(), "single-deck", 0)
    figures = good.to_dict()["presets"]["single-deck"]  # type: ignore[index]
    huge = {"n" * 1_000_000: figures, "m" * 1_000_000: figures, "single-deck": figures}
    path.write_text(json.dumps({"format": "pinochle-statistics", "version": 1, "presets": huge}), encoding="utf-8")
    stats, notice = load_statistics(path)
    assert list(stats.presets) == ["single-deck"]
    assert notice is not None and len(notice) < 1200 and "n" * 60 not in notice
    assert notice.count("were dropped: a rule set name has 1 to 64 characters") == 2
    before = path.read_bytes()
    with pytest.raises(SaveError, match="could not be read back"):
        save_statistics(record_game(stats, "x" * 65, 0), path)
    assert path.read_bytes() == before


def test_settings_keep_at_most_a_hundred_saved_rule_sets(home: Path) -> None:
    rules = PRESETS["double-deck"].to_dict()
    custom = {f"Set {i}": {**rules, "name": f"Set {i}"} for i in range(MAX_CUSTOM_RULE_SETS + 50)}
    document = {**Settings().to_dict(), "custom_rules": custom}
    paths.settings_file().write_text(json.dumps(document), encoding="utf-8")
    settings, notice = load_settings()
    assert len(settings.custom_rules) == MAX_CUSTOM_RULE_SETS
    assert notice is not None and f"only the first {MAX_CUSTOM_RULE_SETS} rule sets were kept" in notice


def test_a_notice_lists_a_few_problems_and_counts_the_rest(home: Path) -> None:
    document = {**Settings().to_dict(), **{f"junk{i}": i for i in range(100_000)}}
    paths.settings_file().write_text(json.dumps(document), encoding="utf-8")
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None and len(notice) < 1000 and "and 99992 more" in notice


# --- 6. two windows: one lock each way, statistics merged ---


def test_a_file_lock_excludes_a_second_holder_until_released(tmp_path: Path) -> None:
    first, second = FileLock(tmp_path / "x.lock"), FileLock(tmp_path / "x.lock")
    assert first.acquire()
    assert not second.acquire(timeout=0.1)
    first.release()
    assert second.acquire()
    second.release()


def test_a_lock_held_by_a_killed_process_is_free_at_once(tmp_path: Path) -> None:
    lock_path = tmp_path / "instance.lock"
    code = ("import sys, time; from pinochle_desktop.persistence.locks import FileLock;"
            f"lock = FileLock({str(lock_path)!r}); assert lock.acquire(); print('held', flush=True); time.sleep(60)")
    holder = subprocess.Popen([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert not FileLock(lock_path).acquire()
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
        assert FileLock(lock_path).acquire(timeout=2)  # no stale lock: the system freed it with the process
    finally:
        holder.kill()


RECORDER = textwrap.dedent("""
    import sys
    from pinochle_desktop.persistence.statistics import record_game, update_statistics
    for _ in range(int(sys.argv[1])):
        update_statistics(lambda stats: record_game(stats, "single-deck", 0))
""")


def test_two_processes_recording_at_once_lose_no_game(home: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), paths.HOME_ENV: str(home)}
    games = 30
    runs = [subprocess.Popen([sys.executable, "-c", RECORDER, str(games)], env=env, stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    for run in runs:
        _, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
    stats, notice = load_statistics()
    assert notice is None
    assert stats.for_rules("single-deck").games_played == 2 * games


def test_a_statistics_update_waits_for_the_other_window_then_fails_clearly(home: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from pinochle_desktop.persistence import statistics

    monkeypatch.setattr(statistics, "LOCK_TIMEOUT_S", 0.2)
    other = FileLock(statistics.statistics_lock_file(paths.statistics_file()))
    assert other.acquire()
    with pytest.raises(SaveError, match="another Pinochle window is using it"):
        update_statistics(lambda stats: record_game(stats, "single-deck", 0))
    other.release()
    stats, _ = update_statistics(lambda stats: record_game(stats, "single-deck", 0))
    assert stats.for_rules("single-deck").games_played == 1


# --- 8. temporary files of interrupted writes are removed at the next start ---


def test_stale_temporary_files_of_our_pattern_are_removed_and_nothing_else(home: Path) -> None:
    folders = [paths.config_dir(), paths.data_dir(), paths.state_dir(), paths.saves_dir()]
    old = time.time() - 3600
    stale, kept = [], []
    for folder in folders:
        for name in (".settings.json.0123456789ab.tmp", ".game.pinochle.abcdef012345.tmp"):
            (folder / name).write_bytes(b"half a file")
            os.utime(folder / name, (old, old))
            stale.append(folder / name)
        fresh = folder / ".statistics.json.ffffffffffff.tmp"  # another window may be writing it now
        fresh.write_bytes(b"being written")
        mine = folder / "notes.tmp"  # not our pattern
        mine.write_bytes(b"the person's own file")
        os.utime(mine, (old, old))
        kept += [fresh, mine]
    removed = paths.remove_stale_temp_files_everywhere()
    assert sorted(removed) == sorted(stale)
    assert all(path.exists() for path in kept) and not any(path.exists() for path in stale)


KILLED_WRITER = textwrap.dedent("""
    import sys
    from pinochle_desktop.persistence.atomic import write_atomic
    data = b"x" * 2_000_000
    print("ready", flush=True)
    while True:
        write_atomic(sys.argv[1], data)
""")


def test_writes_killed_at_random_leave_a_whole_file_and_temporaries_the_next_start_removes(tmp_path: Path) -> None:
    target = tmp_path / "autosave.pinochle"
    write_atomic(target, b"x" * 2_000_000)
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    for kill in range(12):
        writer = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(target)], env=env,
                                  stdout=subprocess.PIPE, text=True)
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        time.sleep(0.01 * (kill % 5))
        writer.send_signal(signal.SIGKILL)
        writer.wait(10)
        assert target.read_bytes() == b"x" * 2_000_000  # the old file or the new one, never half
    leftovers = [p for p in tmp_path.iterdir() if p != target]
    assert all(p.name.startswith(".autosave.pinochle.") and p.name.endswith(".tmp") for p in leftovers)
    assert sorted(remove_stale_temp_files(tmp_path, older_than_s=0)) == sorted(leftovers)
    assert list(tmp_path.iterdir()) == [target]


def test_a_lock_in_a_missing_folder_is_a_save_error_and_makes_no_folder(tmp_path: Path) -> None:
    lock = FileLock(tmp_path / "gone" / "x.lock")
    with pytest.raises(SaveError, match="gone"):
        lock.acquire()
    assert not (tmp_path / "gone").exists() and not lock.locked


def test_the_lock_file_names_its_holder_and_stays_after_release(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    lock = FileLock(path)
    assert lock.acquire() and lock.locked
    assert path.read_text(encoding="utf-8").strip() == str(os.getpid())
    assert lock.acquire()  # held already: still held, once
    lock.release()
    assert not lock.locked and path.exists()
    assert FileLock(path).acquire()


def test_the_locks_are_the_filelock_librarys() -> None:
    import filelock

    from pinochle_desktop.persistence import locks

    assert isinstance(FileLock("unused.lock")._lock, filelock.BaseFileLock)
    source = Path(locks.__file__).read_text(encoding="utf-8")
    assert "import fcntl" not in source and "import msvcrt" not in source
