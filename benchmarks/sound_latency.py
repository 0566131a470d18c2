"""From a card landing to its sound starting, through the whole path: a real window plays a seeded game of
four computer players; each card animation that lands makes the scene emit ``table_event``, the sound service
asks the miniaudio backend, whose mixer hands the samples to the device.

Printed: how many events were heard; the delay from the request (the landing: the signal reaches the backend
within microseconds) to the mixer handing the sound's first samples to the device (median, p90, max; the
first deal may wait for the device to open); the time ``play`` takes on the window's thread; the gaps between
the device's calls (a gap far over its 10 ms period could be heard as a stutter); and, with PulseAudio,
what the server says of the stream's buffer and the sink (the rest of the way to the speaker).

    PYTHONPATH=. QT_QPA_PLATFORM=offscreen python benchmarks/sound_latency.py --seconds 25 [--device null]

A sink without a sound card: miniaudio's null device (``--device null``), or a PulseAudio server with a null
sink (``pulseaudio -D --exit-idle-time=-1 -n --load=module-null-sink --load=module-native-protocol-unix``,
then run this with the same ``XDG_RUNTIME_DIR``).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=25.0)
    parser.add_argument("--device", choices=("default", "null"), default="default")
    parser.add_argument("--animation", default="fast")
    args = parser.parse_args()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from pinochle_desktop.engine.rules import preset
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.sound.backends import MiniaudioBackend
    from pinochle_desktop.ui.table.controller import GameController, Seat

    backend = MiniaudioBackend(lambda kind, detail: print("problem:", kind, detail), args.device)
    controller = GameController(pace_ms=300)  # the computer players in their own process, as in the app
    controller.auto_continue = True
    window = MainWindow(controller, animation=args.animation, sound=backend)
    events: list[str] = []
    window.scene.table_event.connect(lambda kind, _ms: events.append(kind))
    calls: list[float] = []
    play = backend.play

    def timed_play(name: str, volume: float, length_ms: int = 0) -> None:
        started = time.perf_counter()
        play(name, volume, length_ms)
        calls.append(time.perf_counter() - started)

    backend.play = timed_play  # type: ignore[method-assign]
    window.show()
    window.new_game(preset("single-deck"), tuple(Seat(n, False) for n in ("South", "West", "North", "East")), 5)
    pulse: list[str] = []

    def ask_pulse() -> None:
        try:
            out = subprocess.run(["pactl", "list", "sink-inputs"], capture_output=True, text=True, timeout=5).stdout
        except (OSError, subprocess.SubprocessError):
            return
        pulse.extend(line.strip() for line in out.splitlines() if "Latency" in line)

    QTimer.singleShot(int(args.seconds * 500), ask_pulse)
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    backend.close()
    print(f"device: {backend.backend_name or backend.status}")
    delays = sorted((mixed - asked) * 1000 for _, asked, mixed in backend.started)
    print(f"sounds started: {len(delays)} for {len(events)} table events")
    if delays:
        print(f"request -> first samples to the device: median {statistics.median(delays):.1f} ms, "
              f"p90 {delays[int(len(delays) * 0.9)]:.1f} ms, max {delays[-1]:.1f} ms")
    if calls:
        print(f"play() on the window's thread: median {statistics.median(calls) * 1e6:.0f} us, "
              f"max {max(calls) * 1e6:.0f} us")
    gaps = sorted(backend.gaps)
    if gaps:
        print(f"device calls: {len(gaps)}, gap median {statistics.median(gaps) * 1000:.1f} ms, "
              f"p99 {gaps[int(len(gaps) * 0.99)] * 1000:.1f} ms, over 25 ms: {sum(1 for g in gaps if g > 0.025)}")
    for line in pulse:
        print("PulseAudio:", line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
