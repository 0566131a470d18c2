"""How much the expert's bid limit moves when nothing that matters moves.

For each of ``--positions`` seeded auction positions, the expert is asked for its
limit (``max_bid``) in ``--variants`` copies of the position that differ only in
irrelevant history (the hand's number in the game), each asked of a player with
another seed.  A limit that depends on the position alone has no spread; a noisy
simulation shows one.  Printed: the average and worst spread (highest minus
lowest limit) in rungs of the ladder, and the share of positions where the call
itself (bid or pass) differs between copies.  Run:
``PYTHONPATH=. python benchmarks/bid_spread.py --rules single-deck --positions 40 --variants 20``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from pinochle_desktop.ai import make_player
from pinochle_desktop.engine.actions import Bid, Pass
from pinochle_desktop.engine.game import apply, bid_choices
from pinochle_desktop.engine.match import deal_for
from pinochle_desktop.engine.rules import Rules, preset
from pinochle_desktop.engine.state import GameState, new_game
from pinochle_desktop.engine.view import view


def positions(rules: Rules, count: int, seed: int) -> list[GameState]:
    """First calls of seeded deals, and calls with partner holding the minimum and one opponent out."""
    out = []
    for i in range(count):
        state = new_game(rules, i % rules.players).evolve(hand_number=0)
        state = apply(state, deal_for(state, seed * 7919 + i))
        if i % 2:
            state = apply(apply(state, Bid(rules.min_bid)), Pass())
        out.append(state)
    return out


def rung_index(rules: Rules, limit: float) -> int:
    """How many rungs of the ladder lie at or below ``limit``."""
    return sum(1 for rung in rules.ladder() if rung <= limit)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", default="single-deck")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--variants", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = preset(args.rules)
    spreads: list[int] = []
    sds: list[float] = []
    split_calls = 0
    times: list[float] = []
    for state in positions(rules, args.positions, args.seed):
        seat = state.to_act
        assert seat is not None
        rungs = []
        calls = set()
        for k in range(args.variants):
            v = view(state.evolve(hand_number=1 + k), seat)
            player = make_player("expert", random.Random(1000 + k), time_limit=None)
            started = time.perf_counter()
            limit = player.basic.max_bid(v)  # type: ignore[attr-defined]
            times.append(time.perf_counter() - started)
            rungs.append(rung_index(rules, limit))
            calls.add(bid_choices(v)[0] <= limit)
        spreads.append(max(rungs) - min(rungs))
        sds.append(statistics.pstdev(rungs))
        split_calls += len(calls) > 1
    times.sort()
    print(f"{rules.name}: {args.positions} positions x {args.variants} copies differing only in irrelevant history")
    print(f"  limit spread (highest - lowest) in rungs: mean {statistics.mean(spreads):.2f}, "
          f"median {statistics.median(spreads):.1f}, worst {max(spreads)}; mean SD {statistics.mean(sds):.2f} rungs")
    print(f"  positions where the call (bid or pass) differs between copies: {split_calls} of {args.positions}")
    print(f"  first-call limit time p50 {times[len(times) // 2] * 1000:.0f} ms, "
          f"p95 {times[int(0.95 * len(times))] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
