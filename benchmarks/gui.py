"""GUI figures: start to first painted table, main-thread stalls while computers think,
frame interval during a deal, and peak memory.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/gui.py`` (or on a real display).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
CHILD = HERE / "gui_child.py"


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PINOCHLE_HOME"] = tempfile.mkdtemp(prefix="pinochle-bench-")
    env["PYTHONPATH"] = str(HERE.parent) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def first_paint_seconds(runs: int = 5) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.time()
        out = subprocess.run([sys.executable, str(CHILD), "first-paint"], env=child_env(),
                             capture_output=True, text=True, timeout=60)
        line = next(ln for ln in out.stdout.splitlines() if ln.startswith("FIRST_PAINT"))
        times.append(float(line.split()[1]) - started)
    return times


def peak_memory_mb(hands: int = 3) -> float:
    out = subprocess.run([sys.executable, str(CHILD), "memory", str(hands)], env=child_env(),
                         capture_output=True, text=True, timeout=600)
    line = next(ln for ln in out.stdout.splitlines() if ln.startswith("PEAK_KB"))
    return int(line.split()[1]) / 1024


def in_process_figures(level: str = "medium", hands: int = 2) -> tuple[float, float, float, float]:
    """(longest stall ms, p99 tick gap ms, median frame ms, longest frame ms)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PINOCHLE_HOME"] = tempfile.mkdtemp(prefix="pinochle-bench-")
    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.engine.rules import preset
    from pinochle_desktop.persistence.settings import SeatConfig
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.table.controller import GameController, Mode

    app = QApplication.instance() or QApplication([])
    clock = QElapsedTimer()
    clock.start()

    class PaintClock(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.stamps: list[float] = []

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                self.stamps.append(clock.nsecsElapsed() / 1e6)
            return False

    # Frames during a deal animation.
    controller = GameController(pace_ms=0)
    window = MainWindow(controller, animation="normal")
    window.resize(1400, 860)
    window.show()
    paints = PaintClock()
    window.view.viewport().installEventFilter(paints)
    window.new_game(preset("single-deck"), seed=7)
    end = clock.elapsed() + 1500
    while clock.elapsed() < end:
        app.processEvents()
    frames = [b - a for a, b in zip(paints.stamps, paints.stamps[1:], strict=False)]
    # Stalls while four computer players play whole hands.
    seats = tuple(SeatConfig(n, False, level) for n in ("South", "West", "North", "East"))
    controller.pace_ms = 40
    controller.auto_continue = True
    window.set_animation("fast")
    window.new_game(preset("single-deck"), seats, seed=9)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(2)
    timer.timeout.connect(lambda: ticks.append(clock.nsecsElapsed() / 1e6))
    timer.start()
    start_hands = 0
    deadline = clock.elapsed() + 120_000
    while clock.elapsed() < deadline:
        app.processEvents()
        if len(controller.state.results) - start_hands >= hands or controller.mode is Mode.GAME_OVER:
            break
    timer.stop()
    gaps = sorted(b - a for a, b in zip(ticks, ticks[1:], strict=False))
    controller.shutdown()
    window.close()
    p99 = gaps[int(0.99 * (len(gaps) - 1))] if gaps else 0.0
    return (gaps[-1] if gaps else 0.0, p99, statistics.median(frames) if frames else 0.0,
            max(frames) if frames else 0.0)


def main() -> None:
    starts = first_paint_seconds()
    print(f"start to first painted table: median {statistics.median(starts):.3f} s "
          f"(runs: {', '.join(f'{t:.3f}' for t in starts)}; target <= 1.0 s)")
    stall, p99, frame_median, frame_max = in_process_figures()
    print(f"longest main-thread stall while computers play (medium): {stall:.1f} ms "
          f"(p99 timer gap {p99:.1f} ms; target <= 50 ms)")
    print(f"frame interval during a deal animation: median {frame_median:.1f} ms, longest {frame_max:.1f} ms")
    stall, p99, _, _ = in_process_figures("expert")
    print(f"longest main-thread stall while computers play (expert, bidding by simulation): {stall:.1f} ms "
          f"(p99 timer gap {p99:.1f} ms; target <= 50 ms)")
    print(f"peak memory over 3 demo hands: {peak_memory_mb():.0f} MB (target <= 150 MB)")


if __name__ == "__main__":
    main()
