"""Two ``pinochle match --records`` files of the same deals compared deal by deal.

Two variants of a level played on the same seed meet the same cards, so the per-deal difference of
their figures (A minus B per deal) has far less noise than the two figures apart: a change that moves
a few auctions shows up without the luck of every other deal.  Run:
``python benchmarks/paired_records.py BEFORE.jsonl AFTER.jsonl`` (the deals both files hold are
compared; a file of another rules preset or seed is refused).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pinochle_desktop.ai.arena import mean_ci


def load(path: Path) -> tuple[dict[str, Any], dict[int, float]]:
    """The match settings of a records file and its A-minus-B difference per deal index."""
    settings: dict[str, Any] = {}
    diffs: dict[int, float] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        record = entry.pop("record")
        settings = settings or entry
        diffs[record["index"]] = record["diff"]
    return settings, diffs


def compare(before: Path, after: Path) -> dict[str, Any]:
    """The paired difference (after minus before) over the deals both files hold, with its 95% CI."""
    first, a = load(before)
    second, b = load(after)
    for key in ("rules", "seed", "unit", "rule"):
        if first.get(key) != second.get(key):
            raise SystemExit(f"not the same deals: {key} is {first.get(key)!r} in {before}, "
                             f"{second.get(key)!r} in {after}")
    common = sorted(set(a) & set(b))
    if not common:
        raise SystemExit("the files share no deal")
    before_mean, before_ci = mean_ci(a[i] for i in common)
    after_mean, after_ci = mean_ci(b[i] for i in common)
    paired, paired_ci = mean_ci(b[i] - a[i] for i in common)
    return {"pairs": len(common), "before": before_mean, "before_ci": before_ci, "after": after_mean,
            "after_ci": after_ci, "paired": paired, "paired_ci": paired_ci,
            "changed": sum(1 for i in common if a[i] != b[i])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    out = compare(args.before, args.after)
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{out['pairs']} deal pairs in both ({out['changed']} scored differently)")
    print(f"  before: {out['before']:+.2f} per deal (95% CI +-{out['before_ci']:.2f})")
    print(f"  after:  {out['after']:+.2f} per deal (95% CI +-{out['after_ci']:.2f})")
    print(f"  after minus before, paired by deal: {out['paired']:+.2f} (95% CI +-{out['paired_ci']:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
