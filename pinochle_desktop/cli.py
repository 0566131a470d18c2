"""The ``pinochle`` command: opens the table, or runs a tool subcommand.

Subcommands: ``meld`` (meld calculator), ``score`` (score keeper), ``rules``
(the presets), ``match`` (computer players against each other).  Bad input
exits with status 2 and one line naming the problem.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from .engine.cards import CardTextError, card_text, parse_cards, parse_suit
from .engine.explain import auction_end_note, bidders_note, going_out_notes, others_note
from .engine.figures import MAX_FIGURE_DIGITS, FigureError, parse_figure
from .engine.keeper import KeptHand, score_line
from .engine.meld import find_meld
from .engine.rules import PRESET_DESCRIPTIONS, PRESETS, Rules, RulesError, preset
from .engine.scoring import Ending, Outcome, ScoreInputError, TableHand, score_keeper, table_ending

SUBCOMMANDS = ("meld", "score", "rules", "match", "host")


class CliError(Exception):
    """Bad command-line input: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def _rules(name: str) -> Rules:
    try:
        return preset(name)
    except RulesError as exc:
        raise CliError(str(exc)) from None


# ------------------------------------------------------------------ meld
def cmd_meld(args: argparse.Namespace) -> int:
    rules = _rules(args.rules)
    try:
        trump = parse_suit(args.trump)
        hand = parse_cards(args.cards, rules.deck)
    except CardTextError as exc:
        raise CliError(str(exc)) from None
    if not hand:
        raise CliError("no cards given: write the hand's cards, e.g. AH TH KH QH JH")
    result = find_meld(hand, trump, rules)
    melds = [
        {"name": meld_name(m.kind.value, m.multiplicity, m.suit.name.lower() if m.suit is not None else None),
         "cards": [card_text(c) for c in m.cards], "points": m.points}
        for m in result.melds
    ]
    if args.json:
        print(json.dumps({"total": result.total, "melds": melds}))
        return 0
    width = max((len(m["name"]) for m in melds), default=0)  # type: ignore[arg-type]
    for m in melds:
        print(f"{m['name']:<{width}}  {' '.join(m['cards']):<40} {m['points']:>5}")  # type: ignore[arg-type]
    print(f"{'total':<{width}}  {'':<40} {result.total:>5}")
    return 0


_MULTIPLE = {1: "", 2: "double ", 3: "triple ", 4: "quadruple "}


def meld_name(kind: str, multiplicity: int, suit: str | None) -> str:
    """English name of a meld, e.g. ``double pinochle`` or ``marriage in hearts``."""
    name = _MULTIPLE.get(multiplicity, f"{multiplicity}x ") + kind
    if kind == "marriage" and suit:
        name += f" in {suit}"
    return name


# ------------------------------------------------------------------ score
_OUTCOME_TEXT = {
    Outcome.MADE: "bid made",
    Outcome.SET: "bidders set",
    Outcome.BOARD_SET: "board set: bidders' meld under the minimum, hand not played",
    Outcome.OUT_OF_REACH: "bid out of reach: hand not played",
    Outcome.THROWN_IN: "thrown in: bidders concede",
    Outcome.FORFEIT: "forfeit: bidder has no marriage",
}


_PLAYER_OUTCOME_TEXT = {  # each for themself: one bidder
    **_OUTCOME_TEXT,
    Outcome.SET: "bidder set",
    Outcome.THROWN_IN: "conceded: the bidder threw in before the first lead",
}


def cmd_score(args: argparse.Namespace) -> int:
    rules = _rules(args.rules)
    if args.meld is not None or rules.players != 4:
        return _score_each_side(args, rules)
    if args.bid is None or args.others_meld is None:
        raise CliError("give --bid and --others-meld (or --bidder, --bid, --meld and --tricks, a figure per side)")
    if args.bidders_meld is None and not args.forfeit:
        raise CliError("give --bidders-meld (it may be left out only with --forfeit)")
    if args.dix is not None and len(args.dix) != 1:
        raise CliError("--dix takes one figure here: the dix in the others' meld")
    if args.declared_out is not None:
        raise CliError(f"only a two-handed game is declared out, not {rules.name}")
    bidders_meld = args.bidders_meld or 0
    others_dix = args.dix[0] if args.dix else 0
    try:
        score = score_keeper(rules, args.bid, bidders_meld, args.others_meld,
                             args.bidders_tricks, args.others_tricks, args.throw_in,
                             not_played=args.not_played, forfeit=args.forfeit, others_dix=others_dix)
    except ScoreInputError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        print(json.dumps({"bidders": score.bidders, "others": score.others, "outcome": score.outcome.value}))
        return 0
    hand = TableHand(args.bid, bidders_meld, args.others_meld, args.bidders_tricks, args.others_tricks,
                     others_dix=others_dix)
    print(f"bidders: {score.bidders:+d}")
    print(f"others:  {score.others:+d}")
    print(f"{_OUTCOME_TEXT[score.outcome]} (bid {args.bid})")
    print(f"bidders: {bidders_note(rules, hand, score).message}")
    print(f"others:  {others_note(rules, hand, score).message}")
    return 0


def _score_each_side(args: argparse.Namespace, rules: Rules) -> int:
    """``--meld``/``--tricks`` with a figure per side (every preset; the only way for two and three players):
    scored by the score keeper's own ``score_line``, so the window and the command line agree."""
    sides = len(rules.seating.sides)
    word = "side" if rules.partnerships else "player"
    if args.meld is None:
        raise CliError(f"{rules.name} is played by {rules.players} players, each for themself: give --meld and "
                       f"--tricks with a figure per player" + ("" if rules.draw_game else ", --bidder and --bid"))
    if args.bidders_meld is not None or args.others_meld is not None or args.bidders_tricks is not None \
            or args.others_tricks is not None:
        raise CliError("give the figures once: --meld and --tricks (a figure per side), or the --bidders-/--others- "
                       "options")
    for option, values in (("--meld", args.meld), ("--tricks", args.tricks), ("--dix", args.dix),
                           ("--scores", args.scores)):
        if values is not None and len(values) != sides:
            raise CliError(f"{option} takes a figure per {word}: {sides} of them, not {len(values)}")
    if rules.draw_game:
        if args.bid is not None or args.bidder is not None:
            raise CliError(f"nobody bids in {rules.name} (the card turned up names trump): leave out --bid and "
                           "--bidder")
        bidders, bid = None, 0
    elif args.bid is None or args.bidder is None:
        raise CliError(f"give --bidder (the {word} that won the bid, 1 to {sides}) and --bid")
    else:
        bidders, bid = args.bidder - 1, args.bid
    declared = None if args.declared_out is None else args.declared_out - 1
    if declared is not None and args.scores is None:
        raise CliError(f"--declared-out needs --scores: each {word}'s score before the hand")
    tricks = None if args.tricks is None else tuple(args.tricks)
    try:
        if declared is not None:
            ending = Ending.DECLARED_OUT
        else:
            ending = table_ending(rules, bid, args.meld[bidders] if bidders in range(sides) else 0, tricks is not None,
                                  thrown_in=args.throw_in, not_played=args.not_played, forfeit=args.forfeit)
        hand = KeptHand(bidders, bid, tuple(args.meld), tricks, ending, dix=tuple(args.dix or ()), declared=declared)
        line = score_line(rules, hand, tuple(args.scores) if args.scores else (0,) * sides)
    except ScoreInputError as exc:
        raise CliError(str(exc)) from None
    outcome = None if line.score is None else line.score.outcome
    if args.json:
        data: dict[str, object] = {"points": list(line.points), "outcome": None if outcome is None else outcome.value}
        if args.scores:
            data.update(totals=list(line.totals), winner=None if line.winner is None else line.winner + 1)
        print(json.dumps(data))
        return 0
    name = [f"{word} {side + 1}" + (" (bidder)" if side == bidders else "") for side in range(sides)]
    width = max(map(len, name)) + 1
    for side in range(sides):
        print(f"{name[side] + ':':<{width}} {line.points[side]:+d}")
    if outcome is not None:
        print(f"{(_OUTCOME_TEXT if rules.partnerships else _PLAYER_OUTCOME_TEXT)[outcome]} (bid {bid})")
    for side, why in enumerate(line.notes):
        print(f"{name[side] + ':':<{width}} {why.fill(why.template, lambda s: f'{word} {s + 1}')}")
    if args.scores:
        print(f"{'totals:':<{width}} {' '.join(map(str, line.totals))}")
        if line.end_note is not None:
            print(line.end_note.fill(line.end_note.template, lambda s: f"{word} {s + 1}"))
    return 0


# ------------------------------------------------------------------ rules
def cmd_rules(args: argparse.Namespace) -> int:
    if args.preset is None:
        width = max(len(n) for n in PRESETS)
        for name, rules in PRESETS.items():
            print(f"{name:<{width}}  {PRESET_DESCRIPTIONS[name]}")
            for line in (auction_end_note(rules), *going_out_notes(rules)[1:]):
                print(f"{'':<{width}}  {line.message}")
        return 0
    rules = _rules(args.preset)
    for key, value in rules.to_dict().items():
        print(f"{key}: {json.dumps(value)}")
    if not rules.draw_game:
        top = f"up to {rules.bid_cap} (the cap)" if rules.bid_cap is not None else "and on with no cap"
        print(f"ladder: {', '.join(map(str, rules.ladder()[:12]))}, ... {top}")
    print(f"trick_total: {rules.trick_total}")
    print(f"auction: {auction_end_note(rules).message}")
    for line in going_out_notes(rules):
        print(f"game: {line.message}")
    return 0


def _int_arg(text: str) -> int:
    """A figure on the command line: the digits 0 to 9 only (``parse_figure``)."""
    try:
        return parse_figure(text)
    except FigureError:
        raise argparse.ArgumentTypeError(
            f"not a whole number in the digits 0 to 9 (at most {MAX_FIGURE_DIGITS} of them): {text!r}") from None


MAX_ERROR_WORD = 120  # characters of one word of an error line: a card, a path; an echoed 100 KB argument is cut
MAX_ERROR_LINE = 1000


def error_line(message: str) -> str:
    """``message`` as one line of reasonable length: line breaks become spaces, an over-long word is cut in the
    middle ("…"), so its start and end still say which argument it was."""
    words = message.replace("\r", " ").replace("\n", " ").split(" ")
    cut = [w if len(w) <= MAX_ERROR_WORD else w[: MAX_ERROR_WORD - 21] + "…" + w[-20:] for w in words]
    line = " ".join(cut)
    return line if len(line) <= MAX_ERROR_LINE else line[: MAX_ERROR_LINE - 1] + "…"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="pinochle", description="Pinochle Desktop tools")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    p = sub.add_parser("meld", help="find the best meld of a hand")
    p.add_argument("--rules", default="single-deck")
    p.add_argument("--trump", required=True)
    p.add_argument("--json", action="store_true")
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=cmd_meld)
    p = sub.add_parser("score", help="score a hand played with real cards",
                       epilog="Two or three players (or a figure per side for any preset): --meld and --tricks with "
                              "one figure per player in seat order, --bidder N and --bid (not in two-handed); the "
                              "bidder's trick points include the cards it buried. --scores gives the scores before "
                              "the hand, for the totals and the game's end.")
    p.add_argument("--rules", default="single-deck")
    p.add_argument("--bid", type=_int_arg)
    p.add_argument("--bidders-meld", type=_int_arg)
    p.add_argument("--others-meld", type=_int_arg)
    p.add_argument("--bidders-tricks", type=_int_arg)
    p.add_argument("--others-tricks", type=_int_arg)
    p.add_argument("--bidder", type=_int_arg, metavar="N", help="the player (or side) that won the bid, from 1")
    p.add_argument("--meld", type=_int_arg, nargs="+", metavar="N", help="each player's (or side's) meld")
    p.add_argument("--tricks", type=_int_arg, nargs="+", metavar="N",
                   help="each player's (or side's) trick points; they add up to the rules' total")
    p.add_argument("--scores", type=_int_arg, nargs="+", metavar="N", help="each score before this hand")
    ending = p.add_mutually_exclusive_group()
    ending.add_argument("--throw-in", action="store_true", help="the bidder threw in (conceded) before the first lead")
    ending.add_argument("--not-played", action="store_true",
                        help="the hand was not played (board set, or the bid out of reach)")
    ending.add_argument("--forfeit", action="store_true", help="the bidder had no marriage to name trump")
    ending.add_argument("--declared-out", type=_int_arg, metavar="N",
                        help="two-handed with the declare-out option: player N declared itself out during play "
                             "(--tricks: the trick points taken until then)")
    p.add_argument("--dix", type=_int_arg, nargs="+", metavar="N",
                   help="dix (9 of trump) in the others' meld: under single-deck-passing they score even without "
                        "trick points (with --meld: one figure per side)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_score)
    p = sub.add_parser("rules", help="list the presets, or print every option of one")
    p.add_argument("preset", nargs="?")
    p.set_defaults(func=cmd_rules)
    from .match_cli import add_match_parser  # the match tool needs the computer players

    add_match_parser(sub)
    from .net.headless import add_host_parser  # the table server (no Qt)

    add_host_parser(sub)
    return parser


def run_tool(argv: Sequence[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
        return int(args.func(args))
    except CliError as exc:
        print(f"pinochle: error: {error_line(str(exc))}", file=sys.stderr)
        return 2


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in SUBCOMMANDS:
        return run_tool(argv)
    if argv and argv[0] == "keeper":
        from .app import run_keeper  # a window of its own: the score keeper

        return run_keeper(argv[1:])
    if argv and argv[0] in ("-h", "--help") and len(argv) == 1:
        build_parser().print_help()
        print("\nWith no subcommand, pinochle opens the card table (options: FILE, --rules PRESET, e.g. "
              "`pinochle --rules two-handed`, --seed N, --demo, --face-up, --hands N, --animation SPEED);"
              "\n`pinochle keeper [SHEET] [--rules PRESET]` opens the score keeper for a game with real cards.")
        return 0
    from .app import run_app  # Qt is imported only when the window is wanted

    return run_app(argv)


if __name__ == "__main__":
    sys.exit(main())
