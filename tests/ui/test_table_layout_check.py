"""The layout checker over the matrix: window sizes (800x600 to 2560x1440, and the largest the screen has
room for), four languages, every card size, the four games (single and double deck, three- and two-handed),
every phase of a hand. Nothing may be clipped, leave the table or cover cards; texts grow with the window; in
the double deck and three-handed play each melding player's list of melds shows by them on windows up to
1280 px wide.

The matrix is sampled so that it runs in a few minutes: English and German (the longest texts) at every size
and card size, Spanish and French at the smallest and the largest size with the automatic cards. Runs under
whatever Qt platform the tests run on: offscreen by default, a real X server (Xvfb with
``QT_QPA_PLATFORM=xcb``) in ``.ci/run``. Scale 2 (``QT_SCALE_FACTOR=2``) is checked in second processes: on a
2560x1600 screen (1280x800 points) and on a 1920x1080 screen (960x540 points, under the 1024x700 design size:
the window is as large as that screen allows). That whole matrix is checked on a real X server; offscreen
(other fonts and metrics than a desktop's: the real display is the judge) a smaller sample (see ``SAMPLED``).
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
from pinochle_desktop.ui.window_size import MINIMUM_SIZE, fit_to_screen

from .layout_checker import (
    EASY,
    WINDOW_SIZES,
    check_window,
    game_over,
    meld_lists_missing,
    play_hand,
    privacy,
    settle,
    text_sizes,
    two_handed,
    wait_until,
    with_drawer_open,
    with_long_hint,
)

LANGUAGES = ("en", "de", "es", "fr")
DECKS = {"single": "single-deck", "double": "double-deck-tens", "three": "three-handed", "two": "two-handed"}
SEEDS = {"single": 12, "double": 56, "three": 16, "two": 5}  # deals in which the person takes the bid and may claim
# the rest (the first two pass cards); two-handed: the person exchanges the dix and melds more than once
FULL_LANGUAGES = ("en", "de")
"""Languages checked at every window size and card size (German has the longest texts); the others at the
smallest and the largest window with the automatic size."""
SAMPLED = "PINOCHLE_LAYOUT_SAMPLED"
"""The sample of the matrix checked offscreen: "ends" (at scale 1, and on the 960x540-point screen that only
scale 2 has), every language at the smallest and the largest window the screen has room for, English and German
with the automatic and the extra-large cards; "smallest" (set by ``_second_process`` for the 1280x800-point
screen at scale 2: the same windows in points as at scale 1), the smallest window with the automatic cards."""


def _sample() -> str:
    """Which sample of the matrix this process checks (``SAMPLED``): offscreen "ends" unless told otherwise; on a
    real display all of it."""
    offscreen = QApplication.platformName().startswith("offscreen")
    return os.environ.get(SAMPLED, "ends") if offscreen else ""


def _scale() -> float:
    return float(os.environ.get("QT_SCALE_FACTOR", "1") or 1)


def _sizes(window: MainWindow, ends: bool = False) -> list[tuple[int, int]]:
    """The matrix's window sizes that fit this screen (at scale 2 the screen is half as many points), and the
    largest window the screen has room for with a frame round it, if that is smaller; ``ends``: only the
    smallest and the largest of those."""
    screen = window.screen().availableGeometry()
    room = (screen.width() - 16, screen.height() - 48)
    sizes = [s for s in WINDOW_SIZES if s[0] <= room[0] and s[1] <= room[1]]
    if not sizes or sizes[-1] != WINDOW_SIZES[-1]:
        largest = (min(room[0], WINDOW_SIZES[-1][0]), min(room[1], WINDOW_SIZES[-1][1]))
        if largest not in sizes:
            sizes.append(largest)
    return [sizes[0], sizes[-1]] if ends and len(sizes) > 1 else sizes


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


MELD_LIST_WIDTH = 1280
"""Up to this window width the meld phase of the double deck and of three-handed play is checked for each
melding player's list (beside no overlap; another seat's meld not in the person's row): these once showed only
the totals there. (Whether each lies nearer its own seat than another's is measured over many deals by
``benchmarks/meld_lists.py`` and checked for a few in ``test_meld_lists.py``.)"""


def _check_sizes(window: MainWindow, phase: str, problems: list[str], card_sizes: tuple[CardSize, ...],
                 ends: bool = False, lists: bool = False) -> None:
    sizes = _sizes(window, ends)
    if _sample() == "smallest":
        sizes = sizes[:1]
    for size in sizes:
        free = window.screen().availableGeometry()
        # a little in from the corner: whether the window manager reads the position as the frame's or the
        # window's (it differs while a window just shown has no frame yet), the frame stays on the screen
        x = free.left() + max(0, min(40, (free.width() - size[0]) // 2))
        y = free.top() + max(0, min(60, (free.height() - size[1]) // 2))
        window.move(x, y)
        window.resize(*size)
        settle()
        for _ in range(10):  # a window just shown: its frame is known only now; fitted as the app does it
            if free.contains(window.frameGeometry()):
                break
            fit_to_screen(window)
            settle(30)
        # the card sizes there and back in turn (each size one layout fewer); the scoreboard's drawer, sized by
        # the window and not by the cards, once a window size
        turn = card_sizes if sizes.index(size) % 2 == 0 else card_sizes[::-1]
        for card_size in turn:
            window.scene.set_card_size(card_size)
            window.presenter.place_widgets(window.scene.placed)
            settle()
            found = check_window(window) + with_long_hint(window)
            if card_size is turn[0]:
                found += with_drawer_open(window)
            if lists and phase == "meld" and size[0] <= MELD_LIST_WIDTH:
                found += [f"meld list: {p}" for p in meld_lists_missing(window, by_seat=False)]
            problems.extend(f"[{phase} {size[0]}x{size[1]} {card_size.value}] {p}" for p in found)
    if window.scene.card_size is not CardSize.AUTOMATIC:
        window.scene.set_card_size(CardSize.AUTOMATIC)
        window.presenter.place_widgets(window.scene.placed)


def _report(problems: list[str]) -> str:
    shown = problems[:40]
    more = f"\n… and {len(problems) - len(shown)} more" if len(problems) > len(shown) else ""
    return f"{len(problems)} layout problems:\n" + "\n".join(shown) + more


@pytest.mark.parametrize("deck", list(DECKS))
@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_phase_fits_every_window_size(qtbot, language, deck) -> None:  # type: ignore[no-untyped-def]
    """Every card size and window size in English and German (the longest texts), the automatic size at the
    smallest and largest window in the others (offscreen: a sample, see ``SAMPLED``)."""
    rules = preset(DECKS[deck])
    problems: list[str] = []
    full = language in FULL_LANGUAGES
    card_sizes = tuple(CardSize) if full else (CardSize.AUTOMATIC,)
    sample = _sample()
    if sample == "ends":
        card_sizes = (CardSize.AUTOMATIC, CardSize.EXTRA_LARGE) if full else card_sizes
        full = False  # the smallest and the largest window only
    elif sample == "smallest":
        card_sizes, full = (CardSize.AUTOMATIC,), False
    # At launch: the game is dealt before the window is first shown, as `pinochle` does it.
    window = _window(qtbot, show=False)
    assert window.devicePixelRatio() == _scale()
    seen = []
    if deck == "two":
        window.show()
        for phase in two_handed(window, rules, SEEDS[deck]):
            seen.append(phase)
            _check_sizes(window, phase, problems, card_sizes, not full)
        for phase in game_over(window, rules, SEEDS[deck]):
            seen.append(phase)
            _check_sizes(window, phase, problems, card_sizes, not full)
        expected = {"stock-trick", "meld-turn", "stock-with-meld", "last-tricks", "hand-result", "game-over"}
        assert expected <= set(seen), f"phases not reached: {expected - set(seen)}"
        assert not problems, _report(problems)
        return
    for phase in play_hand(window, rules, SEEDS[deck], launch=True):
        seen.append(phase)
        _check_sizes(window, phase, problems, card_sizes, not full, lists=deck in ("double", "three"))
    for phase in game_over(window, rules, SEEDS[deck]):
        seen.append(phase)
        _check_sizes(window, phase, problems, card_sizes, not full)
    for phase in privacy(window, rules, SEEDS[deck]):
        seen.append(phase)
        _check_sizes(window, phase, problems, card_sizes, not full)
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
    _check_sizes(resumed, "auction-resumed", problems, card_sizes, not full)
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
    frame = window.frameGeometry().height() - window.height() or 48  # offscreen: the allowance for a frame
    assert (least.width(), least.height()) == (min(MINIMUM_SIZE[0], free.width() - 16),
                                               min(MINIMUM_SIZE[1], free.height() - frame)) or free.height() >= 700
    assert window.width() >= least.width() and window.height() >= least.height()


def test_texts_grow_with_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The name plates', the turn line's, the bubbles', the action panel's and the scoreboard's texts, measured
    as drawn, are larger in a larger window: never smaller from one size to the next, larger at 1920x1080 than
    at 1024x700, and readable (at least 10 pixels) in the smallest."""
    window = _window(qtbot)
    rules = preset("single-deck")
    phases = play_hand(window, rules, SEEDS["single"])
    assert next(phases) == "auction"
    by_size: dict[tuple[int, int], dict[str, float]] = {}
    sizes = _sizes(window)
    for size in sizes:
        window.resize(*size)
        settle()
        window.presenter.place_widgets()
        settle()
        by_size[size] = text_sizes(window)
    kinds = set.intersection(*(set(found) for found in by_size.values()))
    assert {"plate", "panel title", "panel text", "scoreboard"} <= kinds, kinds
    wrong = []
    for kind in sorted(kinds):
        row = [by_size[size][kind] for size in sizes]
        if any(b < a - 0.01 for a, b in zip(row, row[1:])) or min(row) < 10:
            wrong.append(f"{kind}: {row}")
        if (1024, 700) in by_size and (1920, 1080) in by_size and \
                by_size[(1920, 1080)][kind] <= by_size[(1024, 700)][kind] * 1.2:
            wrong.append(f"{kind} hardly grows from 1024x700 to 1920x1080: {row}")
    assert not wrong, f"sizes {sizes}:\n" + "\n".join(wrong)


def _second_process(scale: str, screen: str, part: str, own_display: bool = False, sample: str = "ends") -> None:
    """The module's ``part`` (a game of the matrix, or the window tests) again in a process at ``scale`` on a
    ``screen`` (offscreen: conftest makes it; on X, with ``own_display``, a private Xvfb of that size)."""
    env = dict(os.environ, QT_SCALE_FACTOR=scale, PINOCHLE_TEST_SCREEN=screen)
    prefix: list[str] = []
    if env.get("QT_QPA_PLATFORM", "offscreen").startswith("offscreen"):
        env["QT_QPA_PLATFORM"] = "offscreen"  # conftest gives it the screen
        env[SAMPLED] = sample  # offscreen metrics are not a desktop's: a sample (the real display checks it all)
    elif own_display:
        prefix = ["xvfb-run", "-a", "-s", f"-screen 0 {screen}x24"]
    root = Path(__file__).resolve().parents[2]
    chosen = "first_window or texts_grow" if part == "window" else f"every_phase and {part}"
    run = subprocess.run([*prefix, sys.executable, "-m", "pytest", "-q", "-x", str(Path(__file__)), "-n", "0", "-k",
                          chosen, "-p", "no:randomly"], cwd=root, env=env,
                         capture_output=True, text=True, timeout=1200)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert " passed" in run.stdout


# One process a game (and one for the window tests), so that the test processes share the work.
PARTS = (*DECKS, "window")


@pytest.mark.parametrize("part", PARTS)
def test_the_matrix_at_scale_two(part: str) -> None:
    """The whole matrix again in a second process at QT_SCALE_FACTOR=2 on a 2560x1600 screen (offscreen: the
    smallest window)."""
    _second_process("2", "2560x1600", part, sample="smallest")


@pytest.mark.parametrize("part", PARTS)
def test_the_matrix_on_a_small_screen_at_scale_two(part: str) -> None:
    """And on a 1920x1080 screen at scale 2: 960x540 points, the window as large as the screen allows (under
    the 1024x700 design size and the old 900x620 minimum)."""
    _second_process("2", "1920x1080", part, own_display=True)
