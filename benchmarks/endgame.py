"""Speed of the exact endgame solver by cards left: nodes per second and time per solve.

Positions are random deals cut down to ``n`` cards per hand (a trick start, a
random trump), solved for the leader's team.  Run:
``PYTHONPATH=. python benchmarks/endgame.py [--positions 20] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from pinochle_desktop.ai.endgame import EndgameSolver, TrickRules
from pinochle_desktop.engine.cards import deck_cards
from pinochle_desktop.engine.rules import preset

Position = tuple[tuple[int, int, int, int], int, int]


def positions(rules_name: str, per_hand: int, count: int, seed: int) -> list[Position]:
    rules = preset(rules_name)
    rng = random.Random(f"{seed}:{rules_name}:{per_hand}")
    deck = list(deck_cards(rules.deck))
    out = []
    for _ in range(count):
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        for i, card in enumerate(deck[: 4 * per_hand]):
            hands[i % 4] |= 1 << card
        out.append(((hands[0], hands[1], hands[2], hands[3]), rng.randrange(4), rng.randrange(4)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, default=20.0, help="skip larger sizes once one takes this long")
    args = parser.parse_args()
    for rules_name in ("single-deck", "double-deck"):
        rules = preset(rules_name)
        for per_hand in (1, 2, 3, 4, 5, 6, 7):
            times, nodes = [], 0
            for hands, leader, trump in positions(rules_name, per_hand, args.positions, args.seed):
                solver = EndgameSolver(TrickRules.of(rules, trump), rules.seating.side_of[leader])
                started = time.perf_counter()
                solver.solve(hands, leader)
                times.append(time.perf_counter() - started)
                nodes += solver.nodes
            total = sum(times)
            print(f"{rules_name:<12} {4 * per_hand:>2} cards left: {total / len(times) * 1000:9.2f} ms/solve"
                  f"  (median {statistics.median(times) * 1000:8.2f}, max {max(times) * 1000:9.2f})"
                  f"  {nodes / len(times):10.0f} nodes/solve  {nodes / max(total, 1e-9):9.0f} nodes/s", flush=True)
            if total > args.max_seconds:
                break


if __name__ == "__main__":
    main()
