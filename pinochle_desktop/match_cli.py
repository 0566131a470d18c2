"""``pinochle match``: two computer levels play duplicate deals (or games) and the figures are printed."""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from functools import partial
from pathlib import Path
from typing import Any

from .ai import LEVELS
from .ai.arena import DealRecord, LevelStats, mean_ci, percentile, play_deal, play_game
from .engine.figures import FigureError, parse_figure
from .engine.rules import Rules, RulesError, preset

MAX_DEALS = 1_000_000  # deals (or games) one match plays: days of computing at the fastest level
MAX_JOBS = 256  # worker processes
RECORD_START = '{"rules": '  # how every line append_record writes begins


def _count_arg(most: int) -> Callable[[str], int]:
    """A count from the command line: the digits 0 to 9, from 1 to ``most``."""
    def parse(text: str) -> int:
        try:
            value = parse_figure(text)
        except FigureError:
            if not (text.isascii() and text.strip().isdigit()):
                raise argparse.ArgumentTypeError(f"not a whole number in the digits 0 to 9: {text!r}") from None
            value = most + 1  # too many digits for any count
        if not 1 <= value <= most:
            raise argparse.ArgumentTypeError(f"must be from 1 to {most}, not {text.strip()[:30]}")
        return value
    return parse


def _seed_arg(text: str) -> int:
    try:
        return parse_figure(text)
    except FigureError:
        raise argparse.ArgumentTypeError(f"not a whole number in the digits 0 to 9: {text!r}") from None


def add_match_parser(sub: Any) -> None:
    p = sub.add_parser("match", help="computer levels against each other, duplicate")
    p.add_argument("--rules", default="single-deck")
    p.add_argument("--rule", action="append", default=[], metavar="OPTION=VALUE",
                   help="change one rule option of the preset (repeatable), as `pinochle rules PRESET` names it, "
                        "e.g. --rule min_bid=200 --rule cards_passed=3 --rule first_bidder_opens=true")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--deals", type=_count_arg(MAX_DEALS), default=None,
                       help="deals to play, each once per side (default 100)")
    group.add_argument("--games", type=_count_arg(MAX_DEALS), default=None, help="full games to play twice instead")
    p.add_argument("--seed", type=_seed_arg, default=1)
    p.add_argument("--a", default="basic", choices=LEVELS)
    p.add_argument("--b", default="random", choices=LEVELS)
    p.add_argument("--jobs", type=_count_arg(MAX_JOBS), default=1)
    p.add_argument("--json", action="store_true")
    p.add_argument("--records", metavar="FILE", default=None,
                   help="keep every finished deal in FILE (one JSON line each): a stopped match run again with "
                        "the same FILE and options plays only the deals still missing, and the figures cover all")
    p.set_defaults(func=cmd_match)


def _run(func: Any, indices: list[int], jobs: int, show_progress: bool,
         keep: Callable[[DealRecord], None] = lambda record: None) -> list[DealRecord]:
    records: list[DealRecord] = []
    total = len(indices)

    def progress() -> None:
        if show_progress:
            done = len(records)
            bar = "#" * (30 * done // max(total, 1))
            print(f"\r[{bar:<30}] {done}/{total}", end="", file=sys.stderr, flush=True)

    if jobs <= 1:
        for i in indices:
            records.append(func(i))
            keep(records[-1])
            progress()
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for record in pool.map(func, indices, chunksize=max(1, total // (jobs * 20))):
                records.append(record)
                keep(record)
                progress()
    if show_progress:
        print(file=sys.stderr)
    return records


def append_record(path: Path, settings: dict[str, Any], record: DealRecord) -> None:
    """One finished deal, written at once (a line each, flushed): a stopped match loses at most the deal
    being played."""
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps({**settings, "record": asdict(record)}) + "\n")
        out.flush()


def check_records_file(path: Path) -> bool:
    """Whether ``path`` holds kept deals already (False: it is to be made).  Refuses with ``CliError``,
    before anything is opened (a FIFO would block), a folder, a device or a pipe, and a missing folder."""
    from .cli import CliError

    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise CliError(f"{path}: the folder {path.parent} does not exist") from None
        return False
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}") from None
    if stat.S_ISDIR(mode):
        raise CliError(f"{path} is a folder, not a records file")
    if not stat.S_ISREG(mode):
        raise CliError(f"{path} is not a regular file (a pipe or a device?), so it is not a records file")
    return True


def _read_records_text(path: Path) -> bytes:
    from .cli import CliError

    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):  # changed since it was looked at
                raise CliError(f"{path} is not a regular file, so it is not a records file")
            return file.read()
    except OSError as exc:
        raise CliError(f"{path}: {exc.strerror or exc}") from None


def _record_of(entry: object) -> DealRecord | None:
    """The deal a line keeps (None: the line is not one of ours)."""
    if not isinstance(entry, dict) or not isinstance(entry.get("record"), dict):
        return None
    raw = entry["record"]
    try:
        stats = raw["stats"]
        record = DealRecord(raw["index"], raw["diff"], (LevelStats(**stats[0]), LevelStats(**stats[1])))
    except (KeyError, TypeError, IndexError):
        return None
    figures = [v for s in record.stats for k, v in vars(s).items() if k != "decision_times"]
    if not (_is_int(record.index) and isinstance(record.diff, (int, float)) and all(map(_is_int, figures))
            and all(isinstance(s.decision_times, list) for s in record.stats)):
        return None
    return record


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def load_records(path: Path, settings: dict[str, Any], count: int) -> dict[int, DealRecord]:
    """The deals an earlier run of the same match kept in ``path`` (none if there is no such file).

    A file that is not a records file (another kind of text, not UTF-8, a folder, a pipe) is refused with
    the reason and never changed; a line of another match (other rules, seed or levels) is refused too, so
    two matches are never mixed; a last line cut short by a stopped run (no line end, not JSON) is dropped.
    """
    from .cli import CliError

    if not check_records_file(path):
        return {}
    data = _read_records_text(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CliError(f"{path} is not a records file: line {line} is not UTF-8 text") from None
    kept: dict[int, DealRecord] = {}
    lines = text.split("\n")
    cut_short = lines.pop() if lines else ""  # the text after the last line end ("" when the file ends with one)
    for number, line in enumerate(lines, 1):
        record = _parse_line(path, number, line, settings)
        if record.index < count:
            kept[record.index] = record
    if cut_short:
        try:
            json.loads(cut_short)
        except (ValueError, RecursionError):
            if not cut_short.startswith(RECORD_START):
                raise CliError(f"{path} is not a records file: line {len(lines) + 1} is not a kept deal") from None
            with path.open("r+b") as records:  # the run was stopped while writing this line: it goes
                records.truncate(len(data) - len(cut_short.encode("utf-8")))
        else:
            raise CliError(f"{path}: line {len(lines) + 1} has no line end; give a new file for this match")
    return kept


def _parse_line(path: Path, number: int, line: str, settings: dict[str, Any]) -> DealRecord:
    from .cli import CliError

    try:
        entry = json.loads(line)
    except (ValueError, RecursionError):
        raise CliError(f"{path} is not a records file: line {number} is not a kept deal") from None
    record = _record_of(entry)
    if record is None:
        raise CliError(f"{path} is not a records file: line {number} is not a kept deal")
    assert isinstance(entry, dict)
    mine = {key: entry.get(key) for key in (*settings, "rule")}  # (rule options changed: only when any)
    if mine != {"rule": None, **settings}:
        raise CliError(f"{path} keeps another match ({json.dumps(mine)[:300]}); give a new file for this one "
                       f"({json.dumps(settings)})")
    return record


def summarise(records: list[DealRecord], level_a: str, level_b: str, games: bool) -> dict[str, Any]:
    totals = (LevelStats(), LevelStats())
    for record in records:
        totals[0].merge(record.stats[0])
        totals[1].merge(record.stats[1])
    mean, half = mean_ci(r.diff for r in records)
    out: dict[str, Any] = {
        "pairs": len(records),
        "unit": "game" if games else "deal",
        "diff_per_deal" if not games else "diff_per_game": round(mean, 3),
        "ci95": [round(mean - half, 3), round(mean + half, 3)],
        "levels": {},
    }
    for name, s in ((f"A:{level_a}", totals[0]), (f"B:{level_b}", totals[1])):
        out["levels"][name] = {
            "points_per_hand": round(s.points / max(s.hands, 1), 2),
            "hands": s.hands,
            "bids_won": s.bids_won,
            "set_rate": round(1 - s.bids_made / s.bids_won, 4) if s.bids_won else None,
            "average_bid": round(s.bid_total / s.bids_won, 1) if s.bids_won else None,
            "average_meld": round(s.meld_total / max(s.hands, 1), 1),
            "bidder_points_per_hand": round(s.points_as_bidder / max(s.hands, 1), 2),
            "defender_points_per_hand": round(s.points_as_defender / max(s.hands, 1), 2),
            "points_per_contract": round(s.points_as_bidder / s.bids_won, 1) if s.bids_won else None,
            "lost_both_share": round(s.lost_both / max(s.hands, 1), 4),
            "lost_one_rung_share": round(s.lost_one_rung / max(s.hands, 1), 4),
            "decision_ms_p50": round(percentile(s.decision_times, 0.5) * 1000, 3),
            "decision_ms_p95": round(percentile(s.decision_times, 0.95) * 1000, 3),
            **({"games_won": s.games_won} if games else {}),
        }
    return out


def print_summary(summary: dict[str, Any], rules_name: str, sides: int = 2) -> None:
    unit = summary["unit"]
    lo, hi = summary["ci95"]
    diff = summary.get("diff_per_deal", summary.get("diff_per_game"))
    if sides == 2:
        print(f"{rules_name}: {summary['pairs']} {unit} pairs (duplicate)")
    else:
        print(f"{rules_name}: {summary['pairs']} {unit}s, each played {sides} times, A in each seat in turn "
              "(duplicate)")
    versus = "B" if sides == 2 else "the two B players' average"
    print(f"A minus {versus} per {unit}: {diff:+.2f}  (95% CI {lo:+.2f} .. {hi:+.2f})")
    for name, s in summary["levels"].items():
        line = (f"  {name:<12} points/hand {s['points_per_hand']:>8}  bids won {s['bids_won']:>5}"
                f"  set rate {s['set_rate'] if s['set_rate'] is not None else '-':>6}"
                f"  avg bid {s['average_bid'] if s['average_bid'] is not None else '-':>7}"
                f"  avg meld {s['average_meld']:>7}"
                f"  decision p50 {s['decision_ms_p50']:.3f} ms  p95 {s['decision_ms_p95']:.3f} ms")
        if "games_won" in s:
            line += f"  games won {s['games_won']}"
        print(line)
        print(f"  {'':<12} as bidder {s['bidder_points_per_hand']:+.2f}/hand"
              f" ({s['points_per_contract'] if s['points_per_contract'] is not None else '-'} per contract)"
              f"  as defender {s['defender_points_per_hand']:+.2f}/hand")
        if unit == "deal" and sides == 2:
            print(f"  {'':<12} other side held the contract in both seatings: {s['lost_both_share']:.1%} of deals;"
                  f" at one rung above this side's last bid: {s['lost_one_rung_share']:.1%}")


def rule_overrides(base: Rules, options: list[str]) -> tuple[Rules, dict[str, Any]]:
    """``base`` with each ``OPTION=VALUE`` applied (the value read as JSON, else as text), checked like a
    save file's rules; and the changes, for the match's settings.  ``RulesError`` names a bad one."""
    changes: dict[str, Any] = {}
    for option in options:
        key, sep, text = option.partition("=")
        if not sep or not key.strip():
            raise RulesError(f"--rule needs OPTION=VALUE, not {option!r}")
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            value = text
        changes[key.strip()] = value
    if not changes:
        return base, {}
    return Rules.from_dict({**base.to_dict(), **changes}), changes


def cmd_match(args: argparse.Namespace) -> int:
    from .cli import CliError

    try:
        rules, changes = rule_overrides(preset(args.rules), args.rule)
    except RulesError as exc:
        raise CliError(str(exc)) from None
    games = args.games is not None
    count = args.games if games else (args.deals if args.deals is not None else 100)
    func = partial(play_game if games else play_deal, rules, args.seed, level_a=args.a, level_b=args.b)
    settings = {"rules": rules.name, "seed": args.seed, "a": args.a, "b": args.b, "unit": "game" if games else "deal"}
    if changes:  # (absent otherwise, so that files kept before options could be changed still match)
        settings["rule"] = changes
    kept: dict[int, DealRecord] = {}
    keep: Callable[[DealRecord], None] = lambda record: None
    if args.records:
        path = Path(args.records)
        kept = load_records(path, settings, count)
        keep = partial(append_record, path, settings)
    todo = [i for i in range(count) if i not in kept]  # count is at most MAX_DEALS
    if kept:
        print(f"{len(kept)} {settings['unit']}s kept in {args.records}; playing the other {len(todo)}", file=sys.stderr)
    try:
        records = list(kept.values()) + _run(func, todo, args.jobs, sys.stderr.isatty() and not args.json, keep)
    except OSError as exc:  # the records file cannot be written
        raise CliError(f"{args.records}: {exc.strerror or exc}") from None
    records.sort(key=lambda r: r.index)
    summary = summarise(records, args.a, args.b, games)
    if args.json:
        print(json.dumps(summary))
    else:
        title = rules.name + "".join(f" {key}={json.dumps(value)}" for key, value in changes.items())
        print_summary(summary, title, len(rules.seating.sides))
    return 0
