"""GUI figures with expert players: frame intervals during a deal and while the experts think, the main
thread's longest stall, peak memory of all the game's processes, and start to first painted table.

Run on a real X display (figures under offscreen say little about frames)::

    DISPLAY=:N QT_QPA_PLATFORM=xcb python benchmarks/gui.py [--runs 5] [--hands 2] [--root DIR]

``--root DIR`` measures the ``pinochle_desktop`` found in DIR instead of this checkout (e.g. an export
of an older commit, to compare designs).  Every figure is the median over the runs; each run is a
fresh process.  Targets (issue 13): frame interval p95 <= 20 ms, longest stall <= 25 ms, peak memory
<= 200 MB, first painted table <= 1.0 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHILD = HERE / "gui_child.py"


def child_env(root: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PINOCHLE_HOME"] = tempfile.mkdtemp(prefix="pinochle-bench-")
    env["PYTHONPATH"] = str(root)
    return env


def run_child(root: Path, *args: str, timeout: float = 600) -> dict[str, str]:
    done = subprocess.run([sys.executable, str(CHILD), *args], env=child_env(root), capture_output=True,
                          text=True, timeout=timeout, cwd=root)
    lines = {}
    for line in done.stdout.splitlines():
        key, _, value = line.partition(" ")
        lines[key] = value
    if not lines:
        raise RuntimeError(f"child {args} printed nothing: {done.stderr[-2000:]}")
    return lines


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def first_paint_seconds(root: Path) -> float:
    started = time.time()
    out = run_child(root, "first-paint", timeout=60)
    return float(out["FIRST_PAINT"]) - started


def play_run(root: Path, level: str, hands: int, seed: int) -> dict[str, float]:
    out = run_child(root, "play", level, str(hands), str(seed))
    frames = json.loads(out["FRAMES"])
    own_kb, _, children = out["PEAK_KB"].partition(" ")
    child_peaks = json.loads(children)
    return {
        "deal_p95": percentile(frames["deal"], 0.95), "deal_median": percentile(frames["deal"], 0.5),
        "deal_frames": len(frames["deal"]),
        "think_p95": percentile(frames["think"], 0.95), "think_median": percentile(frames["think"], 0.5),
        "think_frames": len(frames["think"]),
        "paint_p95": percentile(frames["paint"], 0.95), "paint_max": max(frames["paint"], default=float("nan")),
        "paint_cpu_p95": percentile(frames["paint_cpu"], 0.95),
        "paint_cpu_median": percentile(frames["paint_cpu"], 0.5),
        "stall_max": max(frames["stall"], default=float("nan")), "stall_p99": percentile(frames["stall"], 0.99),
        "stall_cpu_max": max(frames["stall_cpu"], default=float("nan")),
        "frame_cpu_p95": percentile(frames["frame_cpu"], 0.95),
        "window_mb": int(own_kb) / 1024, "workers_mb": sum(child_peaks.values()) / 1024,
        "processes": 1 + len(child_peaks), "total_mb": (int(own_kb) + sum(child_peaks.values())) / 1024,
    }


def startup_run(root: Path) -> dict[str, float]:
    out = run_child(root, "startup", "4", timeout=60)
    frames = json.loads(out["FRAMES"])
    return {"first_paint_ms": float(out["FIRST_PAINT_MS"]), "worker_ready_ms": float(out["WORKER_READY_MS"]),
            "first_deal_p95": percentile(frames["deal"], 0.95), "first_deal_frames": len(frames["deal"])}


def median_of(runs: list[dict[str, float]], key: str) -> float:
    return statistics.median(r[key] for r in runs)


def show(runs: list[dict[str, float]], key: str, unit: str, label: str, target: str = "") -> None:
    values = ", ".join(f"{r[key]:.1f}" for r in runs)
    print(f"{label:<52} median {median_of(runs, key):7.1f} {unit:<3} (runs: {values}){target}", flush=True)


def report(label: str, starts: list[dict[str, float]], launches: list[dict[str, float]],
           plays: list[dict[str, float]], level: str) -> None:
    print(f"\n== {label}", flush=True)
    if starts:
        show(starts, "s", "s", "start to first painted table", "  target <= 1.0 s")
    if launches:
        show(launches, "first_paint_ms", "ms", "launch: first paint (after imports)")
        if any(r["worker_ready_ms"] == r["worker_ready_ms"] for r in launches):  # not NaN: there is a worker
            show(launches, "worker_ready_ms", "ms", "launch: computer players' process ready")
        show(launches, "first_deal_p95", "ms", "launch: frame interval p95, first deal", "  target <= 20 ms")
    if not plays:
        return
    show(plays, "deal_p95", "ms", f"frame interval p95 during a deal ({level}s bid)", "  target <= 20 ms")
    show(plays, "deal_median", "ms", "frame interval median during a deal")
    show(plays, "think_p95", "ms", f"frame interval p95 while the {level}s think", "  target <= 20 ms")
    show(plays, "think_median", "ms", "frame interval median while they think")
    show(plays, "frame_cpu_p95", "ms", "main-thread processor time per frame p95")
    show(plays, "stall_max", "ms", "longest main-thread stall", "  target <= 25 ms")
    show(plays, "stall_p99", "ms", "main-thread timer gap p99 (2 ms timer)")
    show(plays, "stall_cpu_max", "ms", "longest stall in main-thread processor time")
    show(plays, "paint_p95", "ms", "table paint time p95")
    show(plays, "paint_max", "ms", "table paint time longest")
    show(plays, "paint_cpu_median", "ms", "table paint processor time median")
    show(plays, "paint_cpu_p95", "ms", "table paint processor time p95")
    show(plays, "window_mb", "MB", "peak memory, window process")
    show(plays, "workers_mb", "MB", "peak memory, its child processes")
    show(plays, "total_mb", "MB", "peak memory, all processes together", "  target <= 200 MB")
    show(plays, "load", "", "load average during the run")
    print(f"frames counted per run: deal {[int(r['deal_frames']) for r in plays]}, "
          f"thinking {[int(r['think_frames']) for r in plays]}; processes {[int(r['processes']) for r in plays]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=HERE.parent, help="folder holding pinochle_desktop")
    parser.add_argument("--compare", type=Path, default=None,
                        help="a second folder, measured run for run in turn with --root (same machine load)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--skip-start", action="store_true", help="no start-up figures")
    parser.add_argument("--skip-play", action="store_true", help="only the start-up figures")
    args = parser.parse_args()
    roots = [args.root.resolve()] + ([args.compare.resolve()] if args.compare else [])
    print(f"QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, DISPLAY={os.environ.get('DISPLAY', '')}; "
          f"load average {os.getloadavg()[0]:.2f}; {args.runs} runs of {args.hands} hands", flush=True)
    starts: dict[Path, list[dict[str, float]]] = {r: [] for r in roots}
    launches: dict[Path, list[dict[str, float]]] = {r: [] for r in roots}
    plays: dict[Path, list[dict[str, float]]] = {r: [] for r in roots}
    for run in range(args.runs):
        for root in roots:
            if not args.skip_start:
                starts[root] += [{"s": first_paint_seconds(root)} for _ in range(2)]
                launches[root].append(startup_run(root))
            if args.skip_play:
                continue
            result = play_run(root, args.level, args.hands, 11 + run)
            result["load"] = os.getloadavg()[0]
            plays[root].append(result)
            print(f"run {run + 1} {root}: deal p95 {result['deal_p95']:.1f} ms, think p95 {result['think_p95']:.1f} "
                  f"ms, stall {result['stall_max']:.1f} ms, load {result['load']:.2f}", flush=True)
    for root in roots:
        report(str(root), starts[root], launches[root], plays[root], args.level)


if __name__ == "__main__":
    main()
