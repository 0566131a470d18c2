"""The unfinished game is never lost: a file that fails to open (in any way), New game, Open, a start with
``--rules`` and a second window each leave the game that was on the table in the autosave, or put it aside
in the saves folder under a name (said in the status bar), and it comes back at the next start.

Every file is a real one in a temporary user folder (``PINOCHLE_HOME``); ``pinochle`` is started as the
command does (``run_app``), with Qt's event loop left out.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from pinochle_desktop import app as app_module
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence import paths, savegame
from pinochle_desktop.persistence.savegame import load_game
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.controller import GameController

from .table_driver import make_window, wait_for
from .test_files import PAUSES, play_until

NOT_A_GAME = "This file is not a saved Pinochle game. It may be damaged, or made by another program."


def game_in_progress(qtbot, rules: str = "single-deck", seed: int = 41) -> tuple[MainWindow, GameController]:  # type: ignore[no-untyped-def]
    """A window with a game the person has played into (two tricks), autosaved."""
    window, c = make_window(qtbot)
    window.new_game(preset(rules), seed=seed)
    play_until(qtbot, c, lambda: c.state.phase in (Phase.TRICKS, Phase.STOCK) and len(c.state.tricks) >= 2)
    wait_for(qtbot, c, *PAUSES)
    assert window.files.unfinished_worth_keeping()
    return window, c


def start_pinochle(qtbot, monkeypatch, *argv: str) -> MainWindow:  # type: ignore[no-untyped-def]
    """``pinochle ARGS``: the window the command builds (its event loop left out)."""
    before = set(QApplication.topLevelWidgets())
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert app_module.run_app(list(argv)) == 0
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
    assert len(windows) == 1
    window = windows[0]
    qtbot.addWidget(window)
    window.controller.pace_ms = 0
    return window


def bad_file(kind: str, folder: Path, good: Path) -> tuple[Path, str]:
    """A file ``pinochle`` cannot open, of ``kind``, and the person's words that refuse it."""
    path = folder / f"{kind}.pinochle"
    if kind == "bytes":
        path.write_bytes(os.urandom(3000) + b"\xff\xfe")
    elif kind == "foreign JSON":
        path.write_text(json.dumps({"name": "Spreadsheet", "cells": [[1, 2], [3, 4]]}), encoding="utf-8")
    elif kind == "folder":
        path.mkdir()
        return path, "This is a folder, not a saved Pinochle game. Choose a file ending in .pinochle."
    elif kind == "unreadable":  # a link to itself: the system refuses to read it (root reads any file mode)
        os.symlink(path, path)
        return path, "This file could not be read. You may not be allowed to open it, or the disk may have a problem."
    elif kind == "newer version":
        document = json.loads(good.read_text(encoding="utf-8"))
        document["version"] = savegame.SAVE_VERSION + 1
        path.write_text(json.dumps(document), encoding="utf-8")
        return path, ("This game was saved by a newer version of Pinochle Desktop, which this version cannot open. "
                      "Install the newer version to go on with it.")
    elif kind == "crash while opening":  # a well-formed save whose replay trips a fault in the program
        path.write_bytes(good.read_bytes())
    return path, NOT_A_GAME


KINDS = ("bytes", "foreign JSON", "folder", "unreadable", "newer version", "crash while opening")


@pytest.mark.parametrize("kind", KINDS)
def test_a_file_that_fails_to_open_keeps_the_game_now_and_at_the_next_start(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch, kind: str) -> None:
    window, c = game_in_progress(qtbot)
    state = c.state
    good = tmp_path / "good.pinochle"
    assert window.files.save_to(good)
    window.files.current_path = None  # the game on the table is held by the autosave only
    autosaved = paths.autosave_file().read_bytes()
    bad, headline = bad_file(kind, tmp_path, good)
    if kind == "crash while opening":
        read_game = savegame.read_game

        def fault(path):  # type: ignore[no-untyped-def]
            if Path(path) == bad:
                raise RuntimeError("a fault in replaying")
            return read_game(path)
        monkeypatch.setattr(savegame, "read_game", fault)

    # Game → Open of the bad file: refused in a person's words, with the reason as the detail
    assert not window.files.open_file(bad)
    assert c.state is state
    box = window.files._last_box
    assert box is not None and box.text() == headline
    assert str(bad) in box.informativeText()
    assert paths.autosave_file().read_bytes() == autosaved
    box.done(0)
    window.close()

    # `pinochle BAD`: refused, and the unfinished game is back on the table at once (not a new deal)
    started = start_pinochle(qtbot, monkeypatch, str(bad))
    assert started.controller.state == state
    assert started.files._last_box is not None and started.files._last_box.text() == headline
    assert started.banner.isVisible()  # "Your unfinished game is back on the table."
    assert paths.autosave_file().read_bytes() == autosaved
    started.close()

    # and the next plain `pinochle` (a new window on the same user folder) resumes it again
    again = start_pinochle(qtbot, monkeypatch)
    assert again.controller.state == state
    again.close()


def test_ctrl_n_asks_first_and_puts_the_unfinished_game_aside(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, c = game_in_progress(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    state = c.state
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    asker = window.safe.asker
    assert asker.pending is not None and asker.pending.text == "Start a new game and put the unfinished one aside?"
    qtbot.waitUntil(lambda: asker.box is not None and asker.box.isVisible())
    box = asker.box
    QTest.keyClick(box.focusWidget() or box, Qt.Key.Key_Return)  # Enter means No
    qtbot.waitUntil(lambda: asker.box is None)
    qtbot.wait(20)
    assert c.state is state and not list(paths.saves_dir().iterdir())

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    asker.answer(yes=True)
    qtbot.waitUntil(lambda: c.state.hand_number == 1 and not c.state.tricks)
    kept = window.files.put_aside_path
    assert kept is not None and kept.parent == paths.saves_dir() and kept.name.startswith("Unfinished game ")
    assert kept.name in window.statusBar().currentMessage()
    assert load_game(kept)[1].state == state
    wait_for(qtbot, c, *PAUSES)
    window.close()
    later = start_pinochle(qtbot, monkeypatch, str(kept))  # Game → Open (or `pinochle FILE`) brings it back
    assert later.controller.state == state
    later.close()


def test_undo_right_after_new_game_puts_the_game_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = game_in_progress(qtbot, seed=47)
    state = c.state
    window.act_new.trigger()
    window.safe.asker.answer(yes=True)
    qtbot.waitUntil(lambda: not c.state.tricks)
    wait_for(qtbot, c, *PAUSES)
    window.refresh()
    assert window.act_undo.isEnabled()
    window.act_undo.trigger()  # Ctrl+Z before acting in the new game: the game put aside is back
    assert c.state == state
    window.refresh()
    assert window.controller.can_undo() and not window.safe.can_undo_replace()  # Undo is the game's own again


def test_open_asks_first_and_puts_the_unfinished_game_aside(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    other, o = game_in_progress(qtbot, seed=43)
    chosen = tmp_path / "other.pinochle"
    assert other.files.save_to(chosen)
    other.close()
    window, c = game_in_progress(qtbot, seed=44)
    state = c.state
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(chosen), ""))
    window.act_open.trigger()
    asker = window.safe.asker
    assert asker.pending is not None and asker.pending.key == "open"
    asker.answer(yes=False)
    qtbot.wait(20)
    assert c.state is state
    window.act_open.trigger()
    asker.answer(yes=True)
    qtbot.waitUntil(lambda: window.files.current_path == chosen)
    assert c.state == o.state
    kept = window.files.put_aside_path
    assert kept is not None and load_game(kept)[1].state == state
    wait_for(qtbot, c, *PAUSES)
    window.refresh()
    assert c.can_undo()  # the opened game has moves of its own, but the last thing done was Open:
    window.act_undo.trigger()  # Ctrl+Z puts the game that was put aside back on the table
    assert c.state == state
    assert chosen.exists() and load_game(chosen)[1].state == o.state  # and the opened file is as it was


def test_new_game_keeps_the_kind_of_game_on_the_table(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = start_pinochle(qtbot, monkeypatch, "--rules", "two-handed", "--seed", "5")
    c = window.controller
    assert c.state.rules.players == 2
    window.act_new.trigger()  # nothing played yet: no question
    qtbot.waitUntil(lambda: c.match is not None and c.state.rules.players == 2)
    assert window.safe.asker.pending is None
    assert c.state.rules.name == "two-handed" and len(c.seats) == 2
    dialog = window.open_new_game_dialog()  # the dialog starts from the game on the table, too
    assert dialog.answer().rules.name == "two-handed"
    dialog.reject()
    window.close()


def test_a_start_with_rules_or_a_file_puts_the_autosaved_game_aside(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, c = game_in_progress(qtbot)
    state = c.state
    window.close()
    started = start_pinochle(qtbot, monkeypatch, "--rules", "two-handed")
    assert started.controller.state.rules.players == 2
    kept = started.files.put_aside_path
    assert kept is not None and load_game(kept)[1].state == state
    assert kept.name in started.statusBar().currentMessage()
    started.close()


def test_a_second_window_puts_its_unfinished_game_aside_when_it_closes(qtbot) -> None:  # type: ignore[no-untyped-def]
    first, c1 = make_window(qtbot)
    assert first.files.claim_autosave()
    first.new_game(preset("single-deck"), seed=8)
    wait_for(qtbot, c1, *PAUSES)
    autosaved = paths.autosave_file().read_bytes()
    second, c2 = make_window(qtbot)
    assert not second.files.claim_autosave()  # another window: this one does not autosave
    second.new_game(preset("single-deck"), seed=9)
    play_until(qtbot, c2, lambda: c2.state.phase is Phase.TRICKS and len(c2.state.tricks) >= 2)
    state = c2.state
    assert paths.autosave_file().read_bytes() == autosaved  # the first window's game is safe
    second.close()
    kept = list(paths.saves_dir().iterdir())
    assert len(kept) == 1 and load_game(kept[0])[1].state == state
    first.close()


def test_a_question_on_screen_is_a_real_dialog_whose_default_is_no(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = game_in_progress(qtbot)
    window.act_new.trigger()
    box = window.safe.asker.box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.defaultButton() is box.escapeButton()
    assert box.defaultButton().text() == "Keep playing"
    assert box.checkBox() is not None and box.checkBox().text() == "Don't ask again"
    window.safe.asker.answer(yes=False)


def test_a_game_its_file_holds_is_not_put_aside_again(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, c = game_in_progress(qtbot, seed=48)
    saved = tmp_path / "kept.pinochle"
    assert window.files.save_to(saved)  # the autosave names the file, which holds the game as it is
    window.close()
    started = start_pinochle(qtbot, monkeypatch, str(saved))
    assert started.controller.state == c.state
    assert started.files.put_aside_path is None and not list(paths.saves_dir().iterdir())
    started.close()
