"""Child process of benchmarks/gui.py: opens the real window and prints what it measured as ``KEY value`` lines.

Modes:
- ``first-paint``: the app as launched (``run_app``); prints the time of the first painted table and quits.
- ``startup``: the app as launched, left running for a few seconds: the first painted table, when the
  computer players' process was ready (if there is one) and the frames of the first deal meanwhile.
- ``play LEVEL HANDS SEED``: four computer players of LEVEL play HANDS hands with normal animation and
  almost no pause, so that they think while cards fly (during the deal and during the tricks); prints
  frame intervals, paint times, the main thread's longest stall and the peak memory of every process.
  With ``PINOCHLE_STALL_REPORT=1`` it also prints, on standard error, the longest stalls and what the event
  loop ran in each (``StallReport``), e.g.
  ``PINOCHLE_STALL_REPORT=1 PYTHONPATH=. python benchmarks/gui_child.py play expert 2 1 >/dev/null``.

It imports whichever ``pinochle_desktop`` is first on PYTHONPATH, so the same figures can be taken of
an older checkout (the thread design) for comparison.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from pathlib import Path

now_ms = lambda: time.perf_counter_ns() / 1e6  # noqa: E731
T0 = now_ms()


def descendants_peak_kb() -> dict[int, int]:
    """Linux: the peak resident memory (VmHWM) of every process started by this one."""
    peaks: dict[int, int] = {}
    me = os.getpid()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                ppid = int(stat.read().rsplit(")", 1)[1].split()[1])
            if ppid != me:
                continue
            with open(f"/proc/{entry}/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        peaks[int(entry)] = int(line.split()[1])
        except (OSError, ValueError, IndexError):
            continue
    return peaks


class PaintLog:
    """Wraps the table view's paintEvent: when each frame was painted, how long it took, and what moved."""

    def __init__(self, tag: object) -> None:
        from pinochle_desktop.ui.table import table_view

        self.frames: list[tuple[float, float, str]] = []
        self.cpu: list[float] = []  # the main thread's processor time per paint (wall time less waiting)
        self.cpu_at: list[float] = []  # the main thread's processor time when each paint began
        self.tag = tag
        original = table_view.TableView.paintEvent
        log = self

        def timed(view, event):  # type: ignore[no-untyped-def]
            start, cpu = now_ms(), time.thread_time_ns()
            original(view, event)
            log.frames.append((start, now_ms() - start, log.tag()))  # type: ignore[operator]
            log.cpu.append((time.thread_time_ns() - cpu) / 1e6)
            log.cpu_at.append(cpu / 1e6)

        table_view.TableView.paintEvent = timed  # type: ignore[method-assign]


def animating(window: object) -> bool:
    return any(item.is_animating() for item in window.scene.card_items())  # type: ignore[attr-defined]


def frame_report(frames: list[tuple[float, float, str]]) -> dict[str, list[float]]:
    """Intervals between consecutive painted frames of the same kind of movement."""
    out: dict[str, list[float]] = {"deal": [], "think": [], "paint": []}
    for (a, _, tag_a), (b, _, tag_b) in zip(frames, frames[1:]):
        if tag_a == tag_b and tag_a in ("deal", "think"):
            out[tag_a].append(b - a)
    out["paint"] = [d for _, d, tag in frames if tag != "idle"]
    return out


class Ticker:
    """A 2 ms precise timer on the main thread: a gap between ticks is a stall of the event loop."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.ticks: list[float] = []
        self.cpu: list[float] = []  # the main thread's processor time at each tick
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(2)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        self.ticks.append(now_ms())
        self.cpu.append(time.thread_time_ns() / 1e6)

    def gaps(self) -> list[float]:
        return [b - a for a, b in zip(self.ticks, self.ticks[1:])]

    def busy(self) -> list[float]:
        """Processor time the main thread spent between two ticks: a stall that no machine load explains."""
        return [b - a for a, b in zip(self.cpu, self.cpu[1:])]


class StallReport:
    """With ``PINOCHLE_STALL_REPORT`` set: what ran in the longest stalls. Every call the event loop makes into
    Python (a timer's handler, a paint, an answer from the computer players' process) is timed, and at the end
    the ten longest gaps between the ticker's ticks are printed on standard error with the handlers that ran in
    each and how long each took (timing every call slows the app down by about a half: read the shares, not the
    milliseconds)."""

    def __init__(self, ticker: Ticker) -> None:
        self.ticker = ticker
        self.handlers: list[tuple[float, float, str]] = []  # start, end (ms), function
        self.started: dict[int, float] = {}
        sys.setprofile(self.trace)

    def trace(self, frame: object, event: str, arg: object) -> None:
        caller = frame.f_back  # type: ignore[attr-defined]
        if caller is None or caller.f_code.co_name != "run_until":  # only what the event loop called
            return
        if event == "call":
            self.started[id(frame)] = now_ms()
        elif event == "return" and id(frame) in self.started:
            code = frame.f_code  # type: ignore[attr-defined]
            self.handlers.append((self.started.pop(id(frame)), now_ms(), f"{Path(code.co_filename).name}:"
                                                                          f"{code.co_name}"))

    def report(self) -> None:
        sys.setprofile(None)
        ticks = self.ticker.ticks
        for gap, busy, at in sorted(zip(self.ticker.gaps(), self.ticker.busy(), ticks), reverse=True)[:10]:
            print(f"stall {gap:5.1f} ms (main thread working {busy:5.1f} ms) {at - ticks[0]:7.0f} ms in",
                  file=sys.stderr)
            for begun, ended, name in self.handlers:
                if ended > at and begun < at + gap and ended - begun >= 0.5:
                    print(f"    +{begun - at:5.1f} ms: {name} {ended - begun:5.1f} ms", file=sys.stderr)


def run_until(done: object, limit_ms: float) -> None:
    """Run the event loop (sleeping when there is nothing to do, as the app does) until ``done()``."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    end = now_ms() + limit_ms
    check = QTimer()
    check.setInterval(50)
    check.timeout.connect(lambda: (done() or now_ms() >= end) and loop.quit())  # type: ignore[operator]
    check.start()
    loop.exec()
    check.stop()


def play(level: str, hands: int, seed: int) -> None:
    try:  # the Qt settings the app makes before its first window (an older --root may have none)
        from pinochle_desktop.app import prefer_smooth_frames

        prefer_smooth_frames()
    except ImportError:
        pass
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    from pinochle_desktop.engine.rules import preset
    from pinochle_desktop.engine.state import Phase
    from pinochle_desktop.persistence.settings import SeatConfig
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.table.controller import GameController, Mode

    controller = GameController(pace_ms=600)
    window = MainWindow(controller, animation="normal")
    try:  # as the app does once its window is built
        from pinochle_desktop.app import spare_what_lasts_from_collection

        spare_what_lasts_from_collection()
    except ImportError:
        pass

    def tag() -> str:
        if controller.match is None or not animating(window):
            return "idle"
        state = controller.state
        if state.phase in (Phase.DEAL, Phase.AUCTION) and not state.tricks:
            return "deal"
        return "think" if controller.mode is Mode.THINKING else "move"

    log = PaintLog(tag)
    window.resize(1400, 860)
    window.show()
    try:  # as the app does: the computer players' process starts after the first paint
        from pinochle_desktop.ui.table.thinking import start_after_first_paint

        start_after_first_paint(window.view.viewport(), controller.thinker)
    except ImportError:
        pass  # the thread design
    run_until(lambda: False, 1500)  # the window settles (and the worker starts) before the game
    seats = tuple(SeatConfig(n, False, level) for n in ("South", "West", "North", "East"))
    controller.auto_continue = True
    controller.pace_ms = 40  # think while the last card still flies
    controller.deal_pause_ms = 0  # bid while the deal flies
    log.frames.clear()
    ticker = Ticker()
    stalls = StallReport(ticker) if os.environ.get("PINOCHLE_STALL_REPORT") else None
    window.new_game(preset("single-deck"), seats, seed)
    run_until(lambda: len(controller.state.results) >= hands or controller.mode is Mode.GAME_OVER, 300_000)
    ticker.timer.stop()
    if stalls is not None:
        stalls.report()
    peaks = descendants_peak_kb() if sys.platform.startswith("linux") else {}
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    report = frame_report(log.frames)
    report["stall"] = ticker.gaps()
    report["stall_cpu"] = ticker.busy()
    report["paint_cpu"] = [c for c, (_, _, tag) in zip(log.cpu, log.frames) if tag != "idle"]
    report["frame_cpu"] = [b - a for a, b, (_, _, tag_a), (_, _, tag_b)
                           in zip(log.cpu_at, log.cpu_at[1:], log.frames, log.frames[1:])
                           if tag_a == tag_b and tag_a in ("deal", "think")]
    print("FRAMES " + json.dumps(report), flush=True)
    print(f"PEAK_KB {own} {json.dumps(peaks)}", flush=True)
    print(f"HANDS {len(controller.state.results)}", flush=True)
    window.close()


def startup(seconds: float) -> None:
    """The app as launched by a person: first paint, worker ready, frames of the first deal (ms after
    the interpreter started this module)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.ui.main_window import MainWindow

    windows: list[MainWindow] = []
    ready_at: list[float] = []
    original_show = MainWindow.show

    def show(window: MainWindow) -> None:  # the window run_app made: watch its first deal and its worker
        original_show(window)
        if windows:
            return
        windows.append(window)
        thinker = getattr(window.controller, "thinker", None)
        if thinker is not None and hasattr(thinker, "ready"):
            thinker.ready.connect(lambda: ready_at.append(now_ms()))
        QTimer.singleShot(int(seconds * 1000), report)

    def report() -> None:
        first = next((t for t, _, _ in log.frames), float("nan"))
        ready = ready_at[0] if ready_at else float("nan")
        print(f"FIRST_PAINT_MS {first - T0:.1f}", flush=True)
        print(f"WORKER_READY_MS {ready - T0:.1f}", flush=True)
        print("FRAMES " + json.dumps(frame_report(log.frames)), flush=True)
        QApplication.instance().quit()  # type: ignore[union-attr]

    MainWindow.show = show  # type: ignore[method-assign]
    log = PaintLog(lambda: "deal" if windows and animating(windows[0]) else "idle")
    from pinochle_desktop.app import run_app

    run_app(["--animation", "normal", "--seed", "3"])


def main() -> None:
    what = sys.argv[1]
    if what == "first-paint":
        from pinochle_desktop.ui.table import table_view

        original = table_view.TableView.paintEvent

        def paint_and_report(self, event):  # type: ignore[no-untyped-def]
            original(self, event)
            if self.scene() is not None and self.scene().card_items():
                print(f"FIRST_PAINT {time.time():.6f}", flush=True)
                os._exit(0)

        table_view.TableView.paintEvent = paint_and_report  # type: ignore[method-assign]
        from pinochle_desktop.app import run_app

        run_app(["--animation", "instant"])
    elif what == "startup":
        startup(float(sys.argv[2]) if len(sys.argv) > 2 else 4.0)
    elif what == "play":
        play(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))


if __name__ == "__main__":
    main()
