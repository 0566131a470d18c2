"""The layout checker over the matrix: window sizes (the minimum, 1024x700, 1280x800, 1920x1080), languages,
single and double deck, every phase of a hand. Nothing may be clipped, leave the table or cover cards.

Runs under whatever Qt platform the tests run on: offscreen by default, a real X server (Xvfb with
``QT_QPA_PLATFORM=xcb``) in ``.ci/run``. Scale 2 (``QT_SCALE_FACTOR=2``) is checked in a second process
on a screen big enough for it (2560x1600, 1280x800 at scale 2).
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import AnimationSpeed, CardSize, Preferences
from pinochle_desktop.ui.i18n import install_translators, remove_translators
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController, Mode

from .layout_checker import (
    EASY,
    WINDOW_SIZES,
    check_window,
    game_over,
    play_hand,
    privacy,
    settle,
    wait_until,
)

LANGUAGES = ("en", "de", "es", "fr")
DECKS = {"single": "single-deck", "double": "double-deck-tens", "three": "three-handed"}  # the first two pass cards
SEEDS = {"single": 12, "double": 21, "three": 16}  # deals in which the person takes the bid and may claim the rest


def _scale() -> float:
    return float(os.environ.get("QT_SCALE_FACTOR", "1") or 1)


def _sizes(window: MainWindow) -> list[tuple[int, int]]:
    """The matrix's window sizes that fit this screen (at scale 2 the screen is half as many points)."""
    screen = window.screen().availableGeometry()
    return [s for s in WINDOW_SIZES if s[0] <= screen.width() and s[1] <= screen.height()]


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    before = QLocale()
    install_translators(qapp, request.param)
    yield request.param
    remove_translators(qapp)
    QLocale.setDefault(before)


def _window(qtbot, show: bool = True) -> MainWindow:  # type: ignore[no-untyped-def]
    CardItem.LIFT_DURATION_MS = 0
    controller = GameController(pace_ms=0)
    window = MainWindow(controller, animation="instant")
    window.apply_preferences(dataclasses.replace(Preferences(), auto_play_single=False,
                                                 animation_speed=AnimationSpeed.INSTANT))
    window.view.viewport().setUpdatesEnabled(False)  # geometry is checked, not pixels: no painting (fast)
    qtbot.addWidget(window)
    if show:
        window.show()
        qtbot.waitExposed(window)
    return window


def _check_sizes(window: MainWindow, phase: str, problems: list[str], card_sizes: tuple[CardSize, ...]) -> None:
    for size in _sizes(window):
        free = window.screen().availableGeometry()
        window.move(free.left(), free.top())
        window.resize(*size)
        settle()
        for card_size in card_sizes:
            window.scene.set_card_size(card_size)
            window.presenter.place_widgets(window.scene.placed)
            settle()
            problems.extend(f"[{phase} {size[0]}x{size[1]} {card_size.value}] {p}" for p in check_window(window))
        if card_sizes != (CardSize.AUTOMATIC,):
            window.scene.set_card_size(CardSize.AUTOMATIC)
            window.presenter.place_widgets(window.scene.placed)


def _report(problems: list[str]) -> str:
    shown = problems[:40]
    more = f"\n… and {len(problems) - len(shown)} more" if len(problems) > len(shown) else ""
    return f"{len(problems)} layout problems:\n" + "\n".join(shown) + more


@pytest.mark.parametrize("deck", list(DECKS))
@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_phase_fits_every_window_size(qtbot, language, deck) -> None:  # type: ignore[no-untyped-def]
    """Every card size in English and German (the longest texts), the automatic size in the others."""
    rules = preset(DECKS[deck])
    problems: list[str] = []
    card_sizes = tuple(CardSize) if language in ("en", "de") else (CardSize.AUTOMATIC,)
    # At launch: the game is dealt before the window is first shown, as `pinochle` does it.
    window = _window(qtbot, show=False)
    assert window.devicePixelRatio() == _scale()
    seen = []
    for phase in play_hand(window, rules, SEEDS[deck], launch=True):
        seen.append(phase)
        _check_sizes(window, phase, problems, card_sizes)
    for phase in game_over(window, rules, SEEDS[deck]):
        seen.append(phase)
        _check_sizes(window, phase, problems, card_sizes)
    for phase in privacy(window, rules, SEEDS[deck]):
        seen.append(phase)
        _check_sizes(window, phase, problems, card_sizes)
    # After a restart: the unfinished game comes back with the banner, the person's bid waiting.
    window.new_game(rules, EASY, SEEDS[deck])
    wait_until(lambda: window.controller.mode is Mode.HUMAN_TURN)
    window.files.autosave()
    window.close()
    resumed = _window(qtbot, show=False)
    resumed.resume_or_new_game(rules, EASY)
    resumed.show()
    qtbot.waitExposed(resumed)
    wait_until(lambda: resumed.controller.mode is Mode.HUMAN_TURN and resumed.panel.isVisible())
    assert resumed.banner.isVisible()
    seen.append("auction-resumed")
    _check_sizes(resumed, "auction-resumed", problems, card_sizes)
    expected = {"auction", "trump", "meld", "trick-1", "last-trick", "hint", "long-hint", "claim", "hand-result",
                "game-over", "privacy", "auction-resumed"}
    expected |= {"passing", "passing-selected"} if rules.cards_passed else {"widow", "bury", "bury-selected"}
    assert expected <= set(seen), f"phases not reached: {expected - set(seen)}"
    tricks = [p for p in seen if p.startswith("trick-")]
    assert len(tricks) == rules.hand_size
    assert not problems, _report(problems)


def test_the_first_window_fits_the_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """However large the screen (in points: at scale 2 a 2560x1600 screen has 1280x800), the first window
    and its frame lie inside the screen's free area, and it is no smaller than the table needs."""
    window = _window(qtbot, show=False)
    window.resize(1280, 820)  # what the window asks for before it knows the screen
    window.show()
    qtbot.waitExposed(window)
    settle(350)
    free = window.screen().availableGeometry()
    assert free.contains(window.frameGeometry()), (window.frameGeometry(), free)
    least = window.minimumSize()
    assert (least.width(), least.height()) == (min(900, free.width()), min(620, free.height() - 48)) or \
        free.height() >= 700
    assert window.width() >= least.width() and window.height() >= least.height()


def test_the_matrix_at_scale_two() -> None:
    """The whole matrix again in a second process at QT_SCALE_FACTOR=2 on a 2560x1600 screen."""
    env = dict(os.environ, QT_SCALE_FACTOR="2")
    if env.get("QT_QPA_PLATFORM", "offscreen").startswith("offscreen"):
        env["QT_QPA_PLATFORM"] = "offscreen"  # conftest gives it the 2560x1600 screen
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", str(Path(__file__)), "-k", "not scale_two",
                          "-p", "no:randomly"], cwd=root, env=env, capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert " passed" in run.stdout
