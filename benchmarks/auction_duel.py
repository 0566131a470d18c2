"""The auction alone, measured fast: the expert's bidding with the basic player's card play, duplicate.

``pinochle match --a expert`` spends nearly all its time on the expert's card search.  To tune the auction,
this script plays duplicate deals in which side A bids as the expert (``SimulatingBidder``: the expert's
auction, trump and passing) but plays cards by the basic player's rules, against ``--b`` (by default the
``sparring`` level, which also plays by the basic rules).  So the difference comes from the auction
(and the takeover and the throw-in), and a deal pair takes a second or two instead of ten.

It prints A minus B per deal with its 95% CI, points as bidder and as defender, and how often B held the
contract in both seatings (and how often at one rung above A's last bid).  Rules as ``pinochle match``
takes them.  Run:
``PYTHONPATH=. python benchmarks/auction_duel.py --deals 300 --rule min_bid=200 --rule cards_passed=3
--rule first_bidder_opens=true --rule bidders_keep_meld=true``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from functools import partial

from pinochle_desktop.ai import basic as basic_module
from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.arena import (
    DealRecord,
    LevelStats,
    _count_lost_contracts,
    _lead_over_others,
    _record_hands,
    play_until,
)
from pinochle_desktop.ai.basic import BasicPlayer
from pinochle_desktop.engine.rules import Rules, preset
from pinochle_desktop.engine.state import GameState, new_game
from pinochle_desktop.match_cli import rule_overrides, summarise


def player_for(level: str, seed: int):  # noqa: ANN201 - a Player
    """A level by name; ``expert-auction`` (optionally ``:M``, the make rate a contested rung needs, 1 for
    none contested) and ``basic:MARGIN`` (its contest margin) are the variants this script compares."""
    name, _, arg = level.partition(":")
    if name == "expert-auction":
        bidder = make_player("expert", random.Random(seed)).basic  # type: ignore[attr-defined]
        if arg:
            bidder.contested_make = float(arg)
        return bidder
    if name == "basic" and arg:
        return _BasicWith(float(arg))
    return make_player(level, random.Random(seed))


class _BasicWith(BasicPlayer):
    """The basic player with another safety margin while an opponent is still in the auction."""

    def __init__(self, contest_margin: float) -> None:
        super().__init__()
        self.contest_margin = contest_margin

    def max_bid(self, view):  # noqa: ANN001, ANN201
        saved = basic_module.CONTEST_MARGIN
        basic_module.CONTEST_MARGIN = self.contest_margin
        try:
            return super().max_bid(view)
        finally:
            basic_module.CONTEST_MARGIN = saved


def duel_deal(rules: Rules, seed: int, level_a: str, level_b: str, index: int) -> DealRecord:
    stats = (LevelStats(), LevelStats())
    diff = 0.0
    ends: list[tuple[int, GameState]] = []
    for a_team in rules.seating.sides:
        start = new_game(rules, index % rules.players).evolve(hand_number=index)
        base = seed * 1_000_003 + index * 2 + a_team
        players = [(0 if side == a_team else 1, player_for(level_a if side == a_team else level_b, base * 4 + seat))
                   for seat, side in enumerate(rules.seating.side_of)]
        end = play_until(start, players, stats, seed, lambda s: bool(s.results))
        _record_hands(end, a_team, stats)
        ends.append((a_team, end))
        diff += _lead_over_others(end.results[-1].points, a_team) / 2
    _count_lost_contracts(rules, ends, stats)
    return DealRecord(index, diff, stats)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="single-deck")
    parser.add_argument("--rule", action="append", default=[])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first", type=int, default=0, help="index of the first deal (to split a run)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--a", default="expert-auction")
    parser.add_argument("--b", default="sparring")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--records", default=None, help="append each deal's record to this file (JSON lines, "
                        "as pinochle match keeps them, to pair runs deal by deal)")
    args = parser.parse_args()
    rules, changes = rule_overrides(preset(args.rules), args.rule)
    started = time.perf_counter()
    func = partial(duel_deal, rules, args.seed, args.a, args.b)
    indices = list(range(args.first, args.first + args.deals))
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            records = list(pool.map(func, indices))
    else:
        records = []
        for i in indices:
            records.append(func(i))
            if args.records:
                with open(args.records, "a", encoding="utf-8") as out:
                    out.write(json.dumps({"a": args.a, "b": args.b, "record": asdict(records[-1])}) + "\n")
            if len(records) % 20 == 0:  # a running figure on stderr, for long runs on a busy machine
                mean = sum(r.diff for r in records) / len(records)
                print(f"{len(records)} deals: {mean:+.2f}", file=sys.stderr, flush=True)
    summary = summarise(records, args.a, args.b, False)
    summary["rules"] = {"preset": args.rules, **changes}
    summary["seconds"] = round(time.perf_counter() - started, 1)
    json.dump(summary, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
