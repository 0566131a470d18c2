"""Saving, opening, the autosave and resuming, and statistics, through the window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from pinochle_desktop.engine.actions import Pass
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.autosave import read_autosave
from pinochle_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
from pinochle_desktop.ui.table.controller import Mode

from .table_driver import make_window, wait_for

PAUSES = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER)


def read_game_state(path):  # type: ignore[no-untyped-def]
    from pinochle_desktop.persistence.savegame import load_game

    return load_game(path)[1].state


def play_until(qtbot, c, done) -> None:  # type: ignore[no-untyped-def]
    """Play South with the first legal option (passing in the auction) until ``done()``."""
    for _ in range(2000):
        wait_for(qtbot, c, *PAUSES)
        if done():
            return
        if c.mode is Mode.HUMAN_TURN:
            options = c.human_options()
            c.submit(Pass() if Pass() in options else options[0])
        elif c.mode is Mode.GAME_OVER:
            return
        else:
            c.continue_()
    raise AssertionError("the game did not get there")


def test_save_and_open_put_the_table_back_exactly(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("double-deck"), seed=31)
    play_until(qtbot, c, lambda: c.state.phase is Phase.TRICKS and len(c.state.tricks) == 3 and c.state.trick)
    state, hand = c.state, window.scene.viewer_hand()
    assert window.files.save_to(tmp_path / "mid-trick")
    saved = tmp_path / "mid-trick.pinochle"
    assert saved.exists()
    other, c2 = make_window(qtbot)
    assert other.files.open_file(saved)
    wait_for(qtbot, c2, *PAUSES)
    assert c2.state == state
    assert other.scene.viewer_hand() == hand
    trick_items = [other.scene.item_for(card) for card in state.trick]
    assert all(item is not None and item.is_face_up() for item in trick_items)


def test_a_bad_file_is_refused_with_the_reason_and_the_game_goes_on(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=5)
    wait_for(qtbot, c, *PAUSES)
    state = c.state
    bad = tmp_path / "bad.pinochle"
    bad.write_text('{"format": "pinochle-save", "version": 1, "rules": ', encoding="utf-8")
    before = bad.read_bytes()
    assert not window.files.open_file(bad)
    assert "bad.pinochle" in window.files.last_message and "JSON" in window.files.last_message
    assert c.state is state
    assert bad.read_bytes() == before


def test_autosave_after_every_action_and_resume(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=17)
    play_until(qtbot, c, lambda: c.state.phase is Phase.TRICKS and len(c.state.tricks) >= 2)
    resumed, notice = read_autosave()
    assert notice is None and resumed is not None
    assert resumed[1].state == c.state
    other, c2 = make_window(qtbot)
    other.resume_or_new_game(preset("single-deck"))
    wait_for(qtbot, c2, *PAUSES)
    assert c2.state == c.state
    assert other.banner.isVisible()
    other.banner.button.click()  # "New game instead": asks first, since the resumed game is unfinished
    assert other.safe.asker.pending is not None and other.safe.asker.pending.key == "new_game"
    other.safe.asker.answer(yes=True)
    qtbot.waitUntil(lambda: not c2.state.tricks)
    wait_for(qtbot, c2, *PAUSES)
    assert c2.state.hand_number == 1 and not c2.state.tricks
    kept = other.files.put_aside_path  # and the resumed game is in the saves folder
    assert kept is not None and kept.parent == paths.saves_dir()
    assert read_game_state(kept) == resumed[1].state


def test_a_game_killed_mid_hand_resumes_from_the_autosave(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    script = textwrap.dedent("""
        import os, signal, sys
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from pinochle_desktop.engine.actions import Pass
        from pinochle_desktop.engine.rules import preset
        from pinochle_desktop.engine.state import Phase
        from pinochle_desktop.ui.table.controller import GameController, Mode
        from pinochle_desktop.ui.main_window import MainWindow
        c = GameController(pace_ms=0)
        w = MainWindow(c, animation="instant")
        w.new_game(preset("single-deck"), seed=23)
        while not (c.state.phase is Phase.TRICKS and len(c.state.tricks) == 4):
            app.processEvents()
            if c.mode is Mode.HUMAN_TURN:
                options = c.human_options()
                c.submit(Pass() if Pass() in options else options[0])
            elif c.mode in (Mode.MELD_SHOWN, Mode.HAND_OVER):
                c.continue_()
        print(len(c.match.actions), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr
    actions = int(done.stdout.split()[-1])
    assert paths.autosave_file().exists()
    window, c = make_window(qtbot)
    window.resume_or_new_game(preset("single-deck"))
    assert len(c.match.actions) == actions  # exactly where it was killed
    assert c.state.phase is Phase.TRICKS and len(c.state.tricks) == 4
    wait_for(qtbot, c, *PAUSES)  # and the game goes on from there
    assert len(c.match.actions) >= actions


def test_statistics_are_recorded_shown_and_reset(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=2)
    play_until(qtbot, c, lambda: c.mode is Mode.HAND_OVER)
    figures = window.files._stats().for_rules("single-deck")
    assert figures.hands_played == 1
    best = figures.best_meld
    assert best is None or best.points == c.state.melds[0].total
    dialog = StatisticsDialog(window, window.files)
    qtbot.addWidget(dialog)
    assert dialog.table.item(2, 0).text() == "1"  # hands played
    dialog.reset()
    assert window.files._stats().for_rules("single-deck").hands_played == 0
    assert dialog.table.item(2, 0) is None
