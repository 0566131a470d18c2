"""Partners bidding each other up: expert-vs-expert auctions, takeovers counted, and whether they pay.

A *takeover* is a bid over one's own partner after both opponents have passed
(nobody else is left to bid: the partner would have had the contract).  For
each preset the script deals ``--auctions`` hands (seeded), lets four players
of ``--level`` bid, and prints

- the auctions with two or more takeovers (partners raising each other more
  than once with the opponents out; this must be 0),
- the auctions with exactly one takeover, and for those the hand played out
  both ways from the same deal: as bid, and with the taker passing instead (so
  the partner keeps the contract at its own bid).  The difference (the
  takers' team score minus the opponents', as bid minus partner's bid held)
  must be positive on average for the takeovers to pay.

The hands are played out by ``--play-level`` players without a time limit, so
the figures do not depend on how busy the machine is.  Run:
``PYTHONPATH=. python benchmarks/partner_auctions.py --rules single-deck --auctions 2000 --seed 1``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field

from pinochle_desktop.ai import make_player
from pinochle_desktop.engine.actions import Action, Bid, Pass
from pinochle_desktop.engine.game import apply
from pinochle_desktop.engine.match import deal_for
from pinochle_desktop.engine.rules import Rules, preset
from pinochle_desktop.engine.scoring import Outcome
from pinochle_desktop.engine.state import GameState, Phase, new_game
from pinochle_desktop.engine.view import view


def takeover_indices(rules: Rules, auction: tuple[tuple[int, Bid | Pass], ...]) -> list[int]:
    """Positions in ``auction`` of the bids over one's own partner with both opponents already passed."""
    seating = rules.seating
    out = []
    passed = 0
    bidder: int | None = None
    for i, (seat, call) in enumerate(auction):
        if isinstance(call, Bid):
            opponents_out = all(passed >> s & 1 for s in seating.opponents(seat))
            partner = seating.partner[seat]
            if opponents_out and partner is not None and bidder == partner:
                out.append(i)
            bidder = seat
        else:
            passed |= 1 << seat
    return out


def players_for(rules: Rules, level: str, seed: int, index: int, time_limit: bool) -> list:
    kwargs = {} if time_limit else {"time_limit": None}
    return [make_player(level, random.Random(seed * 1_000_003 + index * 4 + s), **kwargs)
            for s in rules.seating.seats]


def run_auction(state: GameState, players: list, times: list[float]) -> GameState:
    while state.phase is Phase.AUCTION:
        seat = state.to_act
        assert seat is not None
        started = time.perf_counter()
        action = players[seat].choose(view(state, seat))
        times.append(time.perf_counter() - started)
        state = apply(state, action)
    return state


def play_out(state: GameState, players: list) -> GameState:
    """Play the hand to its score (the first hand of a game: it may be scored already, e.g. a board set)."""
    while not state.results:
        seat = state.to_act
        assert seat is not None
        action: Action = players[seat].choose(view(state, seat))
        state = apply(state, action)
    return state


def hand_score(state: GameState, side: int) -> tuple[int, bool]:
    """This side's hand points minus the other side's, and whether the bidders were set."""
    result = state.results[-1]
    others = [p for s, p in enumerate(result.points) if s != side]
    return result.points[side] - sum(others) // len(others), result.score.outcome is not Outcome.MADE


@dataclass
class Figures:
    rules: str
    auctions: int = 0
    multi: int = 0
    single: int = 0
    longest: int = 0
    worst: list[str] = field(default_factory=list)
    diffs: list[float] = field(default_factory=list)
    as_bid: list[float] = field(default_factory=list)
    held: list[float] = field(default_factory=list)
    set_as_bid: int = 0
    set_held: int = 0
    call_times: list[float] = field(default_factory=list)


def mean_ci(values: list[float]) -> tuple[float, float]:
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, float("inf")
    var = sum((x - mean) ** 2 for x in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def auction_text(auction: tuple[tuple[int, Bid | Pass], ...]) -> str:
    return " ".join(f"{s}:{c.amount}" if isinstance(c, Bid) else f"{s}:{'help' if c.help else 'pass'}"
                    for s, c in auction)


def measure(rules: Rules, auctions: int, seed: int, level: str, play_level: str | None,
            progress: bool, play_max: int | None = None, first: int = 0) -> Figures:
    fig = Figures(rules.name)
    for i in range(first, first + auctions):
        start = new_game(rules, i % rules.players).evolve(hand_number=i)
        dealt = apply(start, deal_for(start, seed))
        end = run_auction(dealt, players_for(rules, level, seed, i, time_limit=False), fig.call_times)
        fig.auctions += 1
        takeovers = takeover_indices(rules, end.auction)
        if len(takeovers) > 1:
            fig.multi += 1
            if len(takeovers) > fig.longest:
                fig.longest = len(takeovers)
            fig.worst.append(f"deal {i}: {auction_text(end.auction)}")
        elif len(takeovers) == 1 and play_level is not None and (play_max is None or len(fig.diffs) < play_max):
            fig.single += 1
            at = takeovers[0]
            taker = end.auction[at][0]
            side = rules.seating.side_of[taker]
            # As bid: the auction's own end, played out.
            a_state = play_out(end, players_for(rules, play_level, seed + 7, i, time_limit=False))
            # Held: the same calls up to the takeover, then the taker passes; the auction ends there.
            held = dealt
            for _, call in end.auction[:at]:
                held = apply(held, call)
            held = apply(held, Pass())
            held = run_auction(held, players_for(rules, level, seed, i, time_limit=False), [])
            b_state = play_out(held, players_for(rules, play_level, seed + 7, i, time_limit=False))
            a, a_set = hand_score(a_state, side)
            b, b_set = hand_score(b_state, side)
            fig.as_bid.append(a)
            fig.held.append(b)
            fig.diffs.append(a - b)
            fig.set_as_bid += a_set
            fig.set_held += b_set
        elif len(takeovers) == 1:
            fig.single += 1
        if progress:
            print(f"\r{rules.name}: {i + 1 - first}/{auctions}  multi {fig.multi}  single {fig.single}",
                  end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return fig


def report(fig: Figures) -> dict[str, object]:
    mean, half = mean_ci(fig.diffs)
    times = sorted(fig.call_times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
    out = {
        "rules": fig.rules,
        "auctions": fig.auctions,
        "multi_takeover_auctions": fig.multi,
        "longest_takeover_chain": fig.longest,
        "single_takeovers": fig.single,
        "single_takeovers_played": len(fig.diffs),
        "takeover_gain_mean": round(mean, 2),
        "takeover_gain_ci95": [round(mean - half, 2), round(mean + half, 2)],
        "as_bid_mean": round(sum(fig.as_bid) / len(fig.as_bid), 2) if fig.as_bid else None,
        "partner_held_mean": round(sum(fig.held) / len(fig.held), 2) if fig.held else None,
        "set_as_bid": fig.set_as_bid,
        "set_partner_held": fig.set_held,
        "call_ms_p50": round(times[len(times) // 2] * 1000, 1) if times else 0.0,
        "call_ms_p95": round(p95 * 1000, 1),
        "multi_examples": fig.worst[:5],
        "takeover_diffs": fig.diffs,  # each played takeover: as bid minus held, to pool runs over other deals
    }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rules", action="append", help="preset (repeatable; default single-deck and double-deck)")
    parser.add_argument("--auctions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--play-level", default="expert", help="who plays the takeover hands out; 'none' skips it")
    parser.add_argument("--play-max", type=int, default=None,
                        help="play out only the first N single takeovers (by deal); default all")
    parser.add_argument("--first", type=int, default=0, help="first deal number (split a long run over processes)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    play_level = None if args.play_level == "none" else args.play_level
    for name in args.rules or ["single-deck", "double-deck"]:
        fig = measure(preset(name), args.auctions, args.seed, args.level, play_level, sys.stderr.isatty(),
                      args.play_max, args.first)
        out = report(fig)
        if args.json:
            print(json.dumps(out), flush=True)
            continue
        print(f"{name}: {out['auctions']} {args.level} auctions (seed {args.seed}, deals {args.first} .. "
              f"{args.first + args.auctions - 1})")
        print(f"  auctions where partners raise each other more than once with both opponents out: "
              f"{out['multi_takeover_auctions']} (longest chain {out['longest_takeover_chain']} takeovers)")
        print(f"  single takeovers: {out['single_takeovers']}")
        if fig.diffs:
            lo, hi = out["takeover_gain_ci95"]  # type: ignore[misc]
            print(f"  takeover hands played both ways ({len(fig.diffs)}): as bid minus partner's bid held "
                  f"{out['takeover_gain_mean']:+.2f} per hand (95% CI {lo:+.2f} .. {hi:+.2f}); "
                  f"as bid {out['as_bid_mean']}, held {out['partner_held_mean']}; "
                  f"set {out['set_as_bid']} vs {out['set_partner_held']}")
        print(f"  auction call time p50 {out['call_ms_p50']} ms, p95 {out['call_ms_p95']} ms")
        for line in out["multi_examples"]:  # type: ignore[attr-defined]
            print(f"    {line}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
