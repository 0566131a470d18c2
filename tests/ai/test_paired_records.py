"""benchmarks/paired_records.py: two records files of the same deals compared deal by deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.paired_records import compare


def write(path: Path, seed: int, diffs: dict[int, float]) -> Path:
    with path.open("w", encoding="utf-8") as out:
        for index, diff in diffs.items():
            out.write(json.dumps({"rules": "single-deck", "seed": seed, "a": "expert", "b": "basic", "unit": "deal",
                                  "record": {"index": index, "diff": diff, "stats": []}}) + "\n")
    return path


def test_the_deals_both_files_hold_are_paired_by_index(tmp_path: Path) -> None:
    before = write(tmp_path / "before.jsonl", 1, {0: 100.0, 1: -50.0, 2: 20.0, 3: 7.0})
    after = write(tmp_path / "after.jsonl", 1, {2: 30.0, 1: -40.0, 0: 100.0})  # deal 3 not played yet
    out = compare(before, after)
    assert out["pairs"] == 3 and out["changed"] == 2
    assert out["before"] == pytest.approx(70 / 3) and out["after"] == pytest.approx(30.0)
    assert out["paired"] == pytest.approx(20 / 3), "after minus before, deal by deal"
    assert 0 < out["paired_ci"] < out["before_ci"], "the luck of the cards cancels out of the pairs"


def test_files_of_other_deals_are_refused(tmp_path: Path) -> None:
    before = write(tmp_path / "before.jsonl", 1, {0: 1.0})
    after = write(tmp_path / "after.jsonl", 2, {0: 1.0})
    with pytest.raises(SystemExit, match="seed"):
        compare(before, after)
