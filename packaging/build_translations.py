"""Compile ``translations/*.ts`` into ``pinochle_desktop/translations/*.qm`` with Qt's ``lrelease``.

The ``.qm`` files are committed (so ``pip install .`` on a fresh machine needs
no Qt tools) and ship in the wheel as package data and in the PyInstaller
bundle; ``tests/test_translations.py`` checks that they match the ``.ts`` files.

    python packaging/build_translations.py           # compile every language
    python packaging/build_translations.py --check   # exit 1 if a .qm is missing or stale

A ``.ts`` file with an unfinished message is refused: translate it first
(``python packaging/extract_strings.py`` lists how many are left).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "pinochle_desktop" / "translations"
LANGUAGES = ("de", "es", "fr")


def lrelease_command() -> list[str]:
    """PySide6's ``lrelease`` run through this Python (works in any venv, on every platform)."""
    return [sys.executable, "-c", "import sys; from PySide6.scripts.pyside_tool import lrelease; "
            "sys.argv[0] = 'lrelease'; sys.exit(lrelease())"]


def compile_ts(ts: Path, qm: Path) -> None:
    """Write ``qm`` from ``ts``; raises ``RuntimeError`` with lrelease's words if it fails."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([*lrelease_command(), "-silent", "-fail-on-unfinished", str(ts), "-qm", str(qm)],
                          capture_output=True, text=True)
    if done.returncode != 0 or not qm.exists():
        raise RuntimeError(f"lrelease failed on {ts.name}: {(done.stderr or done.stdout).strip()}")


def compiled_bytes(ts: Path) -> bytes:
    """What ``lrelease`` makes of ``ts`` now (in a temporary folder)."""
    with tempfile.TemporaryDirectory() as folder:
        qm = Path(folder) / (ts.stem + ".qm")
        compile_ts(ts, qm)
        return qm.read_bytes()


def qm_path(lang: str) -> Path:
    return QM_DIR / f"pinochle_{lang}.qm"


def ts_path(lang: str) -> Path:
    return TS_DIR / f"pinochle_{lang}.ts"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a .qm is stale")
    args = parser.parse_args(argv)
    stale = []
    for lang in LANGUAGES:
        data = compiled_bytes(ts_path(lang))
        target = qm_path(lang)
        if target.exists() and target.read_bytes() == data:
            continue
        stale.append(target)
        if not args.check:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    for path in stale:
        print(("stale: " if args.check else "wrote: ") + str(path.relative_to(ROOT)))
    if not stale:
        print("all .qm files are up to date")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
