"""Build the installer bundle for this platform with PyInstaller, then smoke-test and measure it.

    python packaging/build.py              # one folder: dist/onefolder/pinochle/ (Pinochle.app on macOS)
    python packaging/build.py --onefile    # one file:   dist/onefile/pinochle(.exe)
    python packaging/build.py --no-build   # only test and measure the last build

Steps: compile the translations (``build_translations.py``), run PyInstaller on
``packaging/pinochle.spec``, then with ``QT_QPA_PLATFORM=offscreen`` and a
throw-away ``PINOCHLE_HOME``:

1. self-test: the frozen app finds its translations and icons, German
   (ours and Qt's standard buttons) loads, and the computer players' worker
   process starts (spawned from the frozen app) and answers;
2. smoke test: ``pinochle --demo --hands 1 --animation instant`` exits 0;
3. prints the bundle size and the start-to-first-painted-table time (median
   of five runs), as the frozen app reports it through
   ``PINOCHLE_FIRST_PAINT_PROBE`` (see ``pinochle_entry.py``).

Exits 1 if a check fails or a figure is over its limit (100 MB, 1.5 s).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "pinochle.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
MAX_MB = 100.0
MAX_FIRST_PAINT_S = 1.5
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def run_pyinstaller(onefile: bool) -> None:
    env = {**os.environ, "PINOCHLE_ONEFILE": "1" if onefile else "0"}
    kind = "onefile" if onefile else "onefolder"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(DIST / kind), "--workpath", str(WORK / kind), str(SPEC)]
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True, env=env, cwd=ROOT)


def artifact(onefile: bool) -> tuple[Path, Path]:
    """(the executable, the thing that is shipped: folder, .app or the one file)."""
    if onefile:
        exe = DIST / "onefile" / f"pinochle{EXE_SUFFIX}"
        app = DIST / "onefile" / "Pinochle.app"
        if sys.platform == "darwin" and app.exists():
            return app / "Contents" / "MacOS" / "pinochle", app
        return exe, exe
    if sys.platform == "darwin":
        app = DIST / "onefolder" / "Pinochle.app"
        return app / "Contents" / "MacOS" / "pinochle", app
    folder = DIST / "onefolder" / "pinochle"
    return folder / f"pinochle{EXE_SUFFIX}", folder


def size_bytes(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def frozen_env(home: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"), PINOCHLE_HOME=home, **extra)
    return env


def self_test(exe: Path) -> list[str]:
    """Problems found by the frozen app's own check of its translations and icons (empty: all well)."""
    with tempfile.TemporaryDirectory(prefix="pinochle-selftest-") as home:
        report = Path(home) / "report.json"
        done = subprocess.run([str(exe)], env=frozen_env(home, PINOCHLE_SELF_TEST=str(report)),
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0 or not report.exists():
            return [f"self-test exited {done.returncode}: {done.stderr.strip()[-800:]}"]
        found = json.loads(report.read_text(encoding="utf-8"))
    print("self-test:", json.dumps(found, ensure_ascii=False))
    problems = []
    if not found.get("frozen"):
        problems.append("the app does not know it is frozen")
    for lang in ("de", "es", "fr"):
        if not found["translations"].get(lang, "").startswith(found["bundle"]):
            problems.append(f"pinochle_{lang}.qm not found inside the bundle")
    if found["icon_sizes"] != [16, 32, 48, 64, 128, 256, 512]:
        problems.append(f"icon sizes {found['icon_sizes']}")
    if found["pass_de"] != "Passe":
        problems.append(f"German translation not loaded: tr('Pass') = {found['pass_de']!r}")
    if found["close_de"] != "Schließen":
        problems.append(f"Qt's German translation not loaded: Close = {found['close_de']!r}")
    worker = found.get("worker", {})
    if not worker.get("answered_by") or worker["answered_by"] == worker.get("app_pid") or worker.get("fallback"):
        problems.append(f"the computer players' process did not start in the bundle: {worker}")
    sound = found.get("sound", {})
    if sound.get("sounds") != 14 or not sound.get("ready") or not sound.get("played"):
        problems.append(f"the sounds do not play in the bundle: {sound}")
    expected_icu = {"upper_de": "STRASSE", "collate_de": -1, "zone_de": "Mitteleuropäische Normalzeit"}
    for key, value in expected_icu.items():
        if found[key] != value:
            problems.append(f"ICU data: {key} = {found[key]!r}, not {value!r}")
    return problems


def smoke_test(exe: Path) -> list[str]:
    with tempfile.TemporaryDirectory(prefix="pinochle-smoke-") as home:
        started = time.monotonic()
        done = subprocess.run([str(exe), "--demo", "--hands", "1", "--animation", "instant", "--seed", "3"],
                              env=frozen_env(home), capture_output=True, text=True, timeout=600)
        print(f"smoke test: --demo --hands 1 exited {done.returncode} after {time.monotonic() - started:.1f} s")
        if done.returncode != 0:
            return [f"--demo --hands 1 exited {done.returncode}: {done.stderr.strip()[-800:]}"]
        if sys.platform.startswith("linux"):  # a console program there too: check a tool subcommand
            tool = subprocess.run([str(exe), "meld", "--trump", "hearts", "AH", "TH", "KH", "QH", "JH", "QS", "JD"],
                                  env=frozen_env(home), capture_output=True, text=True, timeout=60)
            if tool.returncode != 0 or "total" not in tool.stdout:
                return [f"`pinochle meld` failed ({tool.returncode}): {tool.stderr.strip()[-400:]}"]
    return []


def first_paint_seconds(exe: Path, runs: int) -> list[float]:
    """Start of the process to the first painted table with cards, each run with a fresh home."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="pinochle-paint-") as home:
            report = Path(home) / "paint.txt"
            env = frozen_env(home, PINOCHLE_FIRST_PAINT_PROBE=str(report))
            started = time.time()
            subprocess.run([str(exe), "--animation", "instant"], env=env, capture_output=True, timeout=120)
            if not report.exists():
                raise RuntimeError("the frozen app never painted the table")
            times.append(float(report.read_text(encoding="ascii").split()[1]) - started)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one executable instead of a folder")
    parser.add_argument("--no-build", action="store_true", help="test and measure the existing build")
    parser.add_argument("--runs", type=int, default=5, help="start-up measurements (median reported)")
    args = parser.parse_args(argv)
    if shutil.which("pyinstaller") is None and subprocess.run(
            [sys.executable, "-c", "import PyInstaller"], capture_output=True).returncode != 0:
        print("PyInstaller is not installed: pip install -e '.[dev]'", file=sys.stderr)
        return 1
    if not args.no_build:
        if subprocess.run([sys.executable, str(ROOT / "packaging" / "build_translations.py")]).returncode != 0:
            print("warning: translations not compiled (unfinished messages?): the bundle gets the committed "
                  ".qm files", file=sys.stderr)
        started = time.monotonic()
        run_pyinstaller(args.onefile)
        print(f"PyInstaller took {time.monotonic() - started:.0f} s")
    exe, shipped = artifact(args.onefile)
    if not exe.exists():
        print(f"no build at {exe}", file=sys.stderr)
        return 1
    problems = self_test(exe) + smoke_test(exe)
    size = size_bytes(shipped)
    mb = size / 1e6
    print(f"bundle: {shipped.relative_to(ROOT)}  {mb:.1f} MB ({size / 2**20:.1f} MiB)  limit {MAX_MB:.0f} MB")
    if not args.onefile and mb > MAX_MB:
        problems.append(f"the bundle is {mb:.1f} MB, over {MAX_MB:.0f} MB")
    if args.runs > 0:
        times = first_paint_seconds(exe, args.runs)
        median = statistics.median(times)
        print(f"start to first painted table: median {median:.3f} s "
              f"(runs: {', '.join(f'{t:.3f}' for t in times)}; limit {MAX_FIRST_PAINT_S} s)")
        if not args.onefile and median > MAX_FIRST_PAINT_S:
            problems.append(f"first paint {median:.2f} s, over {MAX_FIRST_PAINT_S} s")
    for problem in problems:
        print("FAILED:", problem, file=sys.stderr)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
