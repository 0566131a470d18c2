"""Fit the three-handed bidder's trick estimate (``ai.widow.trick_estimate``) to played-out deals.

Random deals; seat 0 takes the widow, names its best trump by meld and trump strength, buries by card
sense, and the hand is played out by the playout policy, the other two defending as one side.  The
bidder's trick points (without the buried cards) are fitted by least squares on the features of
``trick_estimate``; the coefficients and the fit's error are printed.

    PYTHONPATH=. python benchmarks/three_handed_fit.py [--deals 3000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pinochle_desktop.ai.endgame import TrickRules  # noqa: E402
from pinochle_desktop.ai.evaluate import best_trump  # noqa: E402
from pinochle_desktop.ai.playout import playout  # noqa: E402
from pinochle_desktop.ai.widow import TRICK_FIT, quick_bury, trick_estimate  # noqa: E402
from pinochle_desktop.engine.cards import SUIT_MASK, SUITS, Rank, cards_of, deck_cards, kind_count, kind_id, rank_of  # noqa: E402
from pinochle_desktop.engine.rules import preset  # noqa: E402


def features(hand: int, trump: int) -> list[float]:
    suit = SUITS[trump]
    length = (hand & SUIT_MASK[trump]).bit_count()
    top = kind_count(hand, kind_id(suit, Rank.ACE)) + 0.5 * kind_count(hand, kind_id(suit, Rank.TEN))
    side_aces = sum(kind_count(hand, kind_id(s, Rank.ACE)) for s in SUITS if s != suit)
    voids = sum(1 for s in range(4) if s != trump and not hand & SUIT_MASK[s])
    counters = sum(1 for c in cards_of(hand) if rank_of(c) in (Rank.ACE, Rank.TEN, Rank.KING))
    return [1.0, float(length), top, float(side_aces), float(voids), float(counters)]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Least squares by the normal equations (Gauss-Jordan; the system is small)."""
    n = len(a[0])
    m = [[sum(r[i] * r[j] for r in a) for j in range(n)] + [sum(r[i] * y for r, y in zip(a, b, strict=True))]
         for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = preset("three-handed")
    rng = random.Random(args.seed)
    rows, ys, old_errors = [], [], []
    for _ in range(args.deals):
        deck = list(deck_cards(rules.deck))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[i * 15:(i + 1) * 15]) for i in range(3)]
        widow = sum(1 << c for c in deck[45:])
        hand = hands[0] | widow
        trump = best_trump(hand, rules)
        bury = quick_bury(hand, trump, rules)
        hands[0] = hand & ~bury
        taken, _, _, _ = playout(tuple(hands), 0, (), TrickRules.of(rules, int(trump), 0), 0, 0)
        rows.append(features(hands[0], int(trump)))
        ys.append(float(taken))
        old_errors.append(taken - trick_estimate(hands[0], trump, rules))
    fit = solve(rows, ys)
    errors = [y - sum(c * x for c, x in zip(fit, row, strict=True)) for row, y in zip(rows, ys, strict=True)]
    rms = (sum(e * e for e in errors) / len(errors)) ** 0.5
    old_rms = (sum(e * e for e in old_errors) / len(old_errors)) ** 0.5
    mean = sum(ys) / len(ys)
    print(f"{args.deals} deals, bidder's trick points without the bury: mean {mean:.1f}")
    print("fit (constant, trumps, top trumps, side aces, side voids, counters):",
          "(" + ", ".join(f"{c:.1f}" for c in fit) + ")")
    print(f"rms error of the fit {rms:.1f}; of the coefficients in use {TRICK_FIT}: {old_rms:.1f}")


if __name__ == "__main__":
    main()
