"""``pinochle match``: every failure is one line and exit 2, never a traceback or a hang; a file that is not
a records file is refused and left as it was."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pinochle_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]
MATCH = ("match", "--rules", "single-deck", "--deals", "2", "--a", "random", "--b", "random", "--seed", "3")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one error line of a refused match (nothing on standard output)."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith("pinochle: error: ") and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("content", [
    b"my shopping list\n",  # one line of text: it was truncated and replaced
    b"my shopping list",
    b"[1, 2, 3]\n",  # JSON, not an object
    b'{"rules": "single-deck", "seed": 3}\n',  # an object without "record"
    b'{"record": {"index": "x"}}\n',
    b"\xff\xfe\x00 not UTF-8\n",
    b"[" * 100_000 + b"\n",  # deeper than the JSON reader goes
    b"[" * 100_000,
])
def test_a_file_that_is_not_a_records_file_is_refused_and_left_unchanged(capsys, tmp_path: Path,
                                                                          content: bytes) -> None:
    records = tmp_path / "notes.txt"
    records.write_bytes(content)
    err = refused(capsys, *MATCH, "--records", str(records))
    assert "notes.txt" in err and "not a records file" in err
    assert records.read_bytes() == content


def test_records_on_a_folder_or_in_a_missing_folder_is_one_line(capsys, tmp_path: Path) -> None:
    assert "is a folder" in refused(capsys, *MATCH, "--records", str(tmp_path))
    missing = tmp_path / "no such folder" / "deals.jsonl"
    assert "does not exist" in refused(capsys, *MATCH, "--records", str(missing))
    assert not missing.parent.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_records_on_a_fifo_is_refused_at_once_without_opening_it(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pinochle_desktop", *MATCH, "--records", str(fifo)],
                          env=env, capture_output=True, text=True, timeout=60)
    assert time.monotonic() - started < 30
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "not a regular file" in done.stderr


@pytest.mark.parametrize(("option", "value", "says"), [
    ("--deals", "9" * 30, "1 to"),  # listed every deal number first: MemoryError after 20 s
    ("--deals", "1" + "0" * 7, "1 to"),
    ("--games", "0", "1 to"),
    ("--jobs", "9" * 20, "1 to"),  # OverflowError
    ("--jobs", "0", "1 to"),
    ("--deals", "٦٠", "digits 0 to 9"),
    ("--deals", "３４", "digits 0 to 9"),
    ("--deals", "2_2", "digits 0 to 9"),
    ("--seed", "٣", "digits 0 to 9"),
])
def test_counts_out_of_bounds_or_not_in_ascii_digits_are_one_line_at_once(capsys, option: str, value: str,
                                                                           says: str) -> None:
    argv = [a for a in MATCH]
    if option in argv:
        argv[argv.index(option) + 1] = value
    else:
        argv[argv.index("--deals"):argv.index("--deals") + 2] = [option, value] if option == "--games" else [
            "--deals", "2", option, value]
    started = time.monotonic()
    err = refused(capsys, *argv)
    assert time.monotonic() - started < 5
    assert option in err and says in err


def test_a_records_file_of_ours_still_resumes_and_its_cut_line_goes(capsys, tmp_path: Path) -> None:
    records = tmp_path / "deals.jsonl"
    code, _out, _err = run(capsys, *MATCH, "--records", str(records))
    assert code == 0
    whole = records.read_text(encoding="utf-8")
    first = whole.splitlines()[0]
    records.write_text(first + "\n" + first[:30], encoding="utf-8")  # stopped while writing the second
    code, _out, err = run(capsys, *MATCH, "--records", str(records))
    assert code == 0 and "1 deals kept" in err
    assert records.read_text(encoding="utf-8").splitlines()[0] == first
    assert len(records.read_text(encoding="utf-8").splitlines()) == 2
