"""The long GUI fuzz run: random clicks, keys, menu actions and dialogs while games go on; prints figures.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/gui_fuzz.py --events 20000 --seed 1``
(or on a real display).  Counts every exception that reaches Qt's event loop and every Qt warning;
the exit status is 1 if there was any.  The settings, saves and statistics go to a fresh folder.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
# As pyproject.toml's qt_log_ignore: the offscreen platform cannot do these, a real one can.
IGNORED_WARNINGS = ("This plugin does not support propagateSizeHints", "This plugin does not support raise")


def memory_mb() -> float:
    """The process's resident memory now (Linux), or its peak where that is all the system tells."""
    try:
        with open("/proc/self/statm", encoding="ascii") as stream:
            return int(stream.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--events", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--report-every", type=int, default=2000)
    parser.add_argument("--log", type=Path, default=None, help="write each event's number and kind to this file")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(tempfile.mkdtemp(prefix="pinochle-gui-fuzz-"))
    os.environ["PINOCHLE_HOME"] = str(folder / "home")

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    warnings: list[str] = []
    exceptions: list[str] = []

    def on_message(kind: QtMsgType, _context: object, text: str) -> None:
        if kind != QtMsgType.QtDebugMsg and kind != QtMsgType.QtInfoMsg and not text.startswith(IGNORED_WARNINGS):
            warnings.append(text)
            print(f"Qt warning: {text}", file=sys.stderr)

    def on_exception(kind: type[BaseException], value: BaseException, tb: object) -> None:
        exceptions.append("".join(traceback.format_exception(kind, value, tb)))  # type: ignore[arg-type]
        print(exceptions[-1], file=sys.stderr)

    qInstallMessageHandler(on_message)
    sys.excepthook = on_exception

    from pinochle_desktop.engine.rules import preset
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.table.card_item import CardItem
    from pinochle_desktop.ui.table.controller import GameController
    from tests.ui.gui_fuzz import GuiFuzzer, fake_blocking_dialogs, hostile_files, open_dialogs

    CardItem.LIFT_DURATION_MS = 0
    controller = GameController(pace_ms=0)
    window = MainWindow(controller, animation="instant")
    window.resize(1280, 820)
    window.show()
    files = folder / "files"
    fuzzer = GuiFuzzer(window, random.Random(args.seed), hostile_files(files))
    window.new_game(preset("single-deck"), seed=args.seed)
    started = time.perf_counter()
    log = open(args.log, "w", buffering=1) if args.log else None  # noqa: SIM115 - open for the whole run
    memory = [memory_mb()]
    with fake_blocking_dialogs(fuzzer, files, setattr):
        for number in range(1, args.events + 1):
            kind = fuzzer.step()
            if log:
                log.write(f"{number} {kind} {fuzzer.last}\n")
            if number % args.report_every == 0:
                memory.append(memory_mb())
                print(f"{number} events, {fuzzer.hands} hands, {fuzzer.games} games, {len(exceptions)} exceptions,"
                      f" {len(warnings)} Qt warnings, {memory[-1]:.0f} MB, {time.perf_counter() - started:.0f} s",
                      flush=True)
    for dialog in open_dialogs():
        dialog.reject()
    app.processEvents()
    elapsed = time.perf_counter() - started
    print(f"seed {args.seed}: {args.events} events in {elapsed:.0f} s ({args.events / elapsed:.0f} per second)")
    print("events by kind: " + ", ".join(f"{kind} {n}" for kind, n in sorted(fuzzer.kinds.items())))
    print(f"hands finished {fuzzer.hands}, games finished {fuzzer.games}")
    print(f"exceptions {len(exceptions)}, Qt warnings {len(warnings)}")
    print("memory (MB) at the start and at each report: " + " ".join(f"{mb:.0f}" for mb in memory))
    window.close()
    controller.shutdown()
    return 1 if exceptions or warnings else 0


if __name__ == "__main__":
    sys.exit(main())
