"""Opening the window: ``pinochle`` with no subcommand (``--demo``, ``--hands N``, ``--face-up``)."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Sequence


def prefer_smooth_frames() -> None:
    """Qt splits every large fill (the felt, each card taller than about 100 pixels) over a pool of helper
    threads and makes the main thread wait for all of them.  With the computer players thinking in their
    own process and the display server drawing too, those hand-offs are what delayed frames: on a 2-core
    machine under X the longest main-thread stall fell from 54 to 17 ms and the paint time p95 from 19 to
    6 ms without them (``benchmarks/gui.py``).  Must run before the first paint; a person's own setting of
    the variable wins."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def spare_what_lasts_from_collection() -> None:
    """Python's full garbage collection goes through every object the program holds, and with the window built
    some 57,000 of them live as long as the app does (Qt's wrappers of the widgets, the rules, the texts).  One
    such pass took 34 ms in the middle of a hand, a frame lost (``benchmarks/gui.py``, stall report).  Moved
    out of the collector's way once the window is built (``gc.freeze``), they are not gone through again; all
    that the games make later is collected as before."""
    gc.freeze()


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="pinochle", description="Pinochle Desktop")
    parser.add_argument("file", nargs="?", help="a saved game to open")
    parser.add_argument("--demo", action="store_true", help="watch four computer players")
    parser.add_argument("--hands", type=int, default=None, help="quit after this many hands (with --demo)")
    parser.add_argument("--face-up", action="store_true", help="show every hand face up (with --demo)")
    parser.add_argument("--rules", default=None, help="rules preset for a new game")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--animation", choices=("instant", "fast", "normal", "slow"), default=None)
    return parser.parse_args(list(argv))


def run_app(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    args.rules_given = args.rules is not None
    args.rules = args.rules or "single-deck"
    prefer_smooth_frames()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .engine.rules import RulesError, preset
    from .ui.main_window import MainWindow
    from .ui.table.controller import Seat

    try:
        rules = preset(args.rules)
    except RulesError as exc:
        print(f"pinochle: error: {exc}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Pinochle")
    app.setOrganizationName("PinochleDesktop")
    from .persistence.settings import load_settings

    settings, notice = load_settings()
    from .ui.app_icon import DESKTOP_FILE_NAME, app_icon
    from .ui.i18n import install_translators

    install_translators(app, settings.preferences.language)  # before the window: its menus are translated
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    speed = args.animation or ("fast" if args.demo else settings.preferences.animation_speed.value)
    window = MainWindow(animation=speed, face_up=args.face_up, settings=settings)
    window.restore_geometry(settings.window_geometry)
    spare_what_lasts_from_collection()
    # A demo never autosaves, so it leaves the autosave to a window where somebody plays.
    owns_autosave = args.demo or window.files.claim_autosave()
    from .persistence.paths import remove_stale_temp_files_everywhere

    remove_stale_temp_files_everywhere()  # left by a write that was interrupted (a crash, a kill)
    from .ui.table.thinking import start_after_first_paint

    # The table never waits for the computer players' process: it starts once the first deal has flown out
    # (a deal_pause_ms after the first paint), in the pause before the first computer call.
    start_after_first_paint(window.view.viewport(), window.controller.thinker, window.controller.deal_pause_ms)
    if args.demo:
        seats = (Seat("South", False), Seat("West", False), Seat("North", False), Seat("East", False))
        window.controller.auto_continue = True
        if args.hands is not None:
            window.hand_shown.connect(lambda n: n >= args.hands and QTimer.singleShot(300, app.quit))
        window.new_game(rules, seats, args.seed)
    elif args.file:
        window.show()
        # A file that cannot be opened leaves the unfinished autosaved game where it was: it comes back now.
        if not window.files.open_file(args.file) and not (owns_autosave and window.resume()):
            window.new_game(rules, settings.seats, args.seed)
    elif args.seed is not None or args.rules_given:
        if owns_autosave:
            window.files.keep_unfinished()  # the autosaved unfinished game goes to the saves folder, named
        window.new_game(rules, settings.seats, args.seed)
    elif not owns_autosave:  # the other window has the autosaved game
        window.new_game(window._rules(), settings.seats)
    else:
        window.resume_or_new_game(window._rules(), settings.seats)
    window.show()
    if not owns_autosave:
        from .ui.game_files import second_window_box

        QTimer.singleShot(0, second_window_box(window).open)
    if notice:
        from .ui.dialogs.preferences_dialog import settings_notice_box

        box = settings_notice_box(window, notice)
        QTimer.singleShot(0, box.open)
    return int(app.exec())



def run_keeper(argv: Sequence[str]) -> int:
    """``pinochle keeper [SHEET] [--rules PRESET]``: the score keeper on its own, for a game with real cards."""
    parser = argparse.ArgumentParser(prog="pinochle keeper", description="Keep the score of a game of Pinochle "
                                     "played with real cards")
    parser.add_argument("file", nargs="?", help="a score sheet (.pinochle-scores) to open")
    parser.add_argument("--rules", default=None, help="rules preset for a new sheet")
    args = parser.parse_args(list(argv))
    prefer_smooth_frames()
    from PySide6.QtWidgets import QApplication

    from .engine.rules import RulesError, preset

    try:
        rules = preset(args.rules) if args.rules else None
    except RulesError as exc:
        print(f"pinochle: error: {exc}", file=sys.stderr)
        return 2
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Pinochle")
    app.setOrganizationName("PinochleDesktop")
    from .persistence.settings import load_settings
    from .ui.app_icon import DESKTOP_FILE_NAME, app_icon
    from .ui.i18n import install_translators
    from .ui.tools.keeper_window import ScoreKeeperWindow

    settings, _notice = load_settings()
    install_translators(app, settings.preferences.language)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    window = ScoreKeeperWindow(settings, rules)
    if rules is not None and rules != window.sheet.rules and not window.sheet.hands:
        window.change_rules(rules)
    window.show()
    if args.file and not window.open_path(args.file):
        return 2
    return int(app.exec())
