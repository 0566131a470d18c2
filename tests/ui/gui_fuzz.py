"""A seeded GUI fuzzer: random clicks, keys, menu actions, dialogs and resizes while games go on.

Used by ``test_gui_fuzz`` (a short run in the normal test run) and ``benchmarks/gui_fuzz.py`` (a long
run that prints its figures).  Every choice comes from one ``random.Random(seed)``, so a failure
reproduces with its seed.  The blocking file and message dialogs Qt opens with static functions are
replaced (see ``fake_blocking_dialogs``) by random answers, so the run never waits for a person.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtPrintSupport import QPrintDialog
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMenu,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.controller import Mode

KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_L,
        Qt.Key.Key_H, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_1, Qt.Key.Key_A,
        Qt.Key.Key_Z, Qt.Key.Key_F1)
MODIFIERS = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
             Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
NAMES_TO_TYPE = ("Ann", "", "  ", "<b>Bo</b>", "x" * 40, "Zoë ♠", "1500", "-3", "\u202eevil")
WEIGHTS = {"move": 25, "click-table": 18, "click-panel": 10, "key": 14, "menu": 8, "dialog": 12, "resize": 3,
           "wait": 10}


class GuiFuzzer:
    """Drives one window at random; ``step()`` does one thing and returns its kind."""

    def __init__(self, window: MainWindow, rng: random.Random, files: list[Path]) -> None:
        self.window = window
        self.controller = window.controller
        self.rng = rng
        self.files = files  # what the fake Open dialog picks from (our saves and some hostile files)
        self.kinds: Counter[str] = Counter()
        self.last = ""  # what the last step did, for a log
        self.hands = 0
        self.games = 0
        self.controller.hand_finished.connect(self._hand_done)
        self.controller.game_finished.connect(self._game_done)

    def _hand_done(self, _result: object) -> None:
        self.hands += 1

    def _game_done(self, _winner: int) -> None:
        self.games += 1

    # ------------------------------------------------------------ one random thing
    def step(self) -> str:
        kind = self.rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]
        self.last = ""
        getattr(self, "_" + kind.replace("-", "_"))()
        QApplication.processEvents()
        self.kinds[kind] += 1
        return kind

    def _move(self) -> None:
        """What a player would do next: a random legal option, or going on past the meld or a result."""
        c = self.controller
        if c.match is None:
            self.window.new_game()
        elif c.mode is Mode.HUMAN_TURN:
            options = c.human_options()
            if options:
                c.submit(self.rng.choice(options))
        elif c.mode is Mode.GAME_OVER:
            if self.rng.random() < 0.5:
                self.window.new_game()
        else:
            c.continue_()

    def _click_table(self) -> None:
        viewport = self.window.view.viewport()
        point = QPoint(self.rng.randrange(max(1, viewport.width())), self.rng.randrange(max(1, viewport.height())))
        button = self.rng.choice((Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton))
        if self.rng.random() < 0.15:
            QTest.mouseDClick(viewport, button, Qt.KeyboardModifier.NoModifier, point)
        else:
            QTest.mouseClick(viewport, button, Qt.KeyboardModifier.NoModifier, point)

    def _click_panel(self) -> None:
        buttons = [b for b in self.window.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            button = self.rng.choice(buttons)
            self.last = f"{button.text()!r}"
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def _key(self) -> None:
        key, modifier = self.rng.choice(KEYS), self.rng.choice(MODIFIERS)
        target = self.rng.choice((self.window.view, self.window.view.viewport(), self.window))
        QTest.keyClick(target, key, modifier)

    def _menu(self) -> None:
        actions = [a for a in _menu_actions(self.window) if a.isEnabled() and a is not self.window.act_quit]
        if actions:
            action = self.rng.choice(actions)
            self.last = action.text()
            action.trigger()

    def _dialog(self) -> None:
        """Fiddle with a random open dialog: a button, a box, a field, or close it."""
        dialogs = open_dialogs()
        if not dialogs:
            return
        if len(dialogs) > 4:
            for open_dialog in dialogs:
                open_dialog.reject()
            return
        dialog = self.rng.choice(dialogs)
        self.last = type(dialog).__name__
        roll = self.rng.random()
        if roll < 0.15:
            dialog.reject()
        elif roll < 0.25:
            QTest.keyClick(dialog, Qt.Key.Key_Return)  # as a person accepts: only an enabled default button does
        else:
            widgets = [w for w in dialog.findChildren(QWidget) if w.isVisible() and w.isEnabled()
                       and isinstance(w, (QAbstractButton, QComboBox, QSpinBox, QLineEdit, QCheckBox))]
            if widgets:
                self._fiddle(self.rng.choice(widgets))

    def _fiddle(self, widget: QWidget) -> None:
        self.last += f" {type(widget).__name__} {getattr(widget, 'text', lambda: '')()!r}"
        if isinstance(widget, QComboBox) and widget.count():
            widget.setCurrentIndex(self.rng.randrange(widget.count()))
        elif isinstance(widget, QSpinBox):
            widget.setValue(self.rng.choice((widget.minimum(), widget.maximum(), self.rng.randint(widget.minimum(),
                                                                                             widget.maximum()))))
        elif isinstance(widget, QLineEdit):
            widget.setText(self.rng.choice(NAMES_TO_TYPE))
        elif isinstance(widget, QAbstractButton):
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton)

    def _resize(self) -> None:
        self.window.resize(self.rng.randint(640, 1700), self.rng.randint(480, 1100))

    def _wait(self) -> None:
        QTest.qWait(self.rng.choice((0, 5, 20, 60, 150)))

    # ------------------------------------------------------------ the blocking dialogs, answered at random
    def save_answer(self, folder: Path) -> str:
        roll = self.rng.random()
        if roll < 0.2:
            return ""  # cancelled
        if roll < 0.3:
            return str(folder / "missing-folder" / "x.pinochle")
        return str(folder / f"fuzz-{self.rng.randrange(4)}.pinochle")

    def open_answer(self) -> str:
        return "" if self.rng.random() < 0.2 or not self.files else str(self.rng.choice(self.files))


def _menu_actions(window: MainWindow) -> list[QAction]:
    found: list[QAction] = []

    def walk(actions: list[QAction]) -> None:
        for action in actions:
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu.actions())
            elif not action.isSeparator():
                found.append(action)

    walk(window.menuBar().actions())
    return found


def open_dialogs() -> list[QDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]


@contextmanager
def fake_blocking_dialogs(fuzzer: GuiFuzzer, folder: Path,
                          patch: Callable[[object, str, object], None]) -> Iterator[None]:
    """Replace Qt's blocking dialogs (file, message and print dialogs) with the fuzzer's random answers
    (``patch`` sets an attribute)."""
    patch(QFileDialog, "getSaveFileName", lambda *a, **k: (fuzzer.save_answer(folder), ""))
    patch(QFileDialog, "getOpenFileName", lambda *a, **k: (fuzzer.open_answer(), ""))
    patch(QMessageBox, "about", lambda *a, **k: None)
    for name in ("warning", "information", "critical"):
        patch(QMessageBox, name, lambda *a, **k: QMessageBox.StandardButton.Ok)
    patch(QMessageBox, "exec", lambda *a, **k: QMessageBox.StandardButton.Ok)  # a box shown and waited for
    patch(QMessageBox, "question", lambda *a, **k: fuzzer.rng.choice(
        (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)))
    patch(QPrintDialog, "exec", lambda *a, **k: QDialog.DialogCode.Rejected)  # no printer here: cancelled
    yield


def hostile_files(folder: Path) -> list[Path]:
    """A few files for the fake Open dialog to pick besides the fuzzer's own saves: damaged, huge, a folder."""
    folder.mkdir(parents=True, exist_ok=True)
    damaged = folder / "damaged.pinochle"
    damaged.write_text('{"format": "pinochle-save", "version": 1, "rules": ', encoding="utf-8")
    crafted = folder / "crafted.pinochle"
    crafted.write_text('{"format": "pinochle-save", "version": 1, "rules": {"' + "k" * 200_000 + '": 1}}',
                       encoding="utf-8")
    huge = folder / "huge.pinochle"
    with open(huge, "wb") as stream:
        stream.truncate(6 * 1024 * 1024)
    a_folder = folder / "a-folder.pinochle"
    a_folder.mkdir(exist_ok=True)
    return [damaged, crafted, huge, a_folder] + [folder / f"fuzz-{i}.pinochle" for i in range(4)]
