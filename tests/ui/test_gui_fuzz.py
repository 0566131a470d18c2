"""A short seeded GUI fuzz run: random clicks, keys, menu actions and dialogs while games go on.

Any exception in a slot or a Qt warning fails the test (pytest-qt, ``qt_log_level_fail``).  The long
run is ``benchmarks/gui_fuzz.py``, which prints its figures.
"""

from __future__ import annotations

import random
from pathlib import Path

from pinochle_desktop.engine.rules import preset

from .gui_fuzz import GuiFuzzer, fake_blocking_dialogs, hostile_files, open_dialogs
from .table_driver import make_window

SEED = 1818
EVENTS = 300


def test_random_clicks_keys_menus_and_dialogs_while_games_go_on(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, controller = make_window(qtbot)
    folder = tmp_path / "files"
    fuzzer = GuiFuzzer(window, random.Random(SEED), hostile_files(folder))
    window.new_game(preset("single-deck"), seed=SEED)
    with fake_blocking_dialogs(fuzzer, folder, monkeypatch.setattr):
        for _ in range(EVENTS):
            fuzzer.step()
    for dialog in open_dialogs():
        dialog.reject()
    assert sum(fuzzer.kinds.values()) == EVENTS
    assert set(fuzzer.kinds) >= {"move", "click-table", "key", "menu", "dialog"}
    assert fuzzer.hands >= 2  # the games went on meanwhile
