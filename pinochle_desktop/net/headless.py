"""``pinochle host``: the table server without a window, for a home server or a rented machine.

Prints the join line, logs to stderr, keeps the game in a save file after every action (atomic
writes) so that a restart resumes it, and stops cleanly on SIGTERM or Ctrl+C.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from ..engine.rules import PRESETS, Rules, RulesError, preset
from ..persistence import paths
from ..persistence.savegame import SavedGame, SaveFileError, load_game, save_game
from ..persistence.settings import LEVELS, SeatConfig, positions_for
from .addresses import local_addresses
from .host import SeatPlan, Table, TableSettings
from .protocol import DEFAULT_PORT, shown_code
from .tls import Identity

log = logging.getLogger("pinochle.host")


class HostError(Exception):
    """Bad options for the host: one line, exit status 2."""


def parse_seats(text: str, players: int) -> list[SeatPlan]:
    """``person,easy,person,basic``: each seat a person (who joins) or a computer player's level."""
    words = [w.strip().lower() for w in text.split(",")]
    if len(words) != players:
        raise HostError(f"--seats needs {players} entries (one per seat), not {len(words)}")
    plans = []
    for index, word in enumerate(words):
        if word == "person":
            plans.append(SeatPlan("", True))  # named by the person who takes the seat
        elif word in LEVELS:
            plans.append(SeatPlan(positions_for(players)[index].capitalize(), False, word))  # shown translated
        else:
            raise HostError(f"seat {index + 1}: {word!r} is neither 'person' nor a level ({', '.join(LEVELS)})")
    if not any(p.person for p in plans):
        raise HostError("--seats needs at least one 'person'")
    return plans


def saver_for(path: Path) -> Callable[[Table], None]:
    """Save the table's game to ``path`` after every action (and at the end), seat tokens and code included."""
    def save(table: Table) -> None:
        extra = {"net": {"code": table.code, "tokens": table.seat_tokens()}}
        try:
            seats = tuple(SeatConfig(s.name or "", s.plan.person, s.plan.level) for s in table.seats)
            save_game(path, SavedGame.from_match(table.match, seats, extra))
        except (OSError, ValueError) as exc:
            log.error("could not save the game: %s", exc)
    return save


def build_table(args: argparse.Namespace) -> Table:
    state_dir = Path(args.state_dir) if args.state_dir else paths.data_dir() / "host"
    identity = Identity.load_or_create(state_dir)
    settings = TableSettings(wait_seconds=args.wait, pace=args.pace)
    save = Path(args.save) if args.save else None
    if save is not None and save.exists():
        try:
            saved, match = load_game(save)
        except SaveFileError as exc:
            raise HostError(str(exc)) from None
        net = saved.extra.get("net", {}) if isinstance(saved.extra, dict) else {}
        tokens = net.get("tokens", []) if isinstance(net, dict) else []
        code = net.get("code") if isinstance(net, dict) and isinstance(net.get("code"), str) else None
        plans = [SeatPlan(s.name, s.human, s.level) for s in saved.seats]
        log.info("resuming %s after %d actions", save, len(match.actions))
        table = Table(match.rules, plans, match=match, identity=identity, code=code, settings=settings,
                      token_hashes=[t if isinstance(t, str) else None for t in tokens])
    else:
        try:
            rules = Rules.from_dict(json.loads(args.rules_json)) if args.rules_json else preset(args.rules)
        except (RulesError, ValueError, TypeError) as exc:
            raise HostError(f"these rules cannot be played: {exc}") from None
        default = {4: "person,medium,person,medium", 3: "person,person,medium"}.get(rules.players, "person,person")
        plans = parse_seats(args.seats or default, rules.players)
        owner = [args.owner_token_hash] if args.owner_token_hash else []  # the first seat waits for its window
        table = Table(rules, plans, seed=args.seed, identity=identity, settings=settings, token_hashes=owner)
    if save is not None:
        if not save.parent.is_dir():
            raise HostError(f"the folder for the save file {save} does not exist")
        table.on_action = saver_for(save)
    return table


async def serve(args: argparse.Namespace) -> int:
    table = build_table(args)
    await table.start(args.listen, args.port)
    for address in ([args.public] if args.public else local_addresses() or ["127.0.0.1"]):
        print(f"join line: {table.join_line(address)}", flush=True)
    print(f"table code: {shown_code(table.code)}", flush=True)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        # Windows has no signal handlers here: Ctrl+C still raises KeyboardInterrupt
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop.set)
    if args.control_stdin:  # the window that started us says "close" (or goes away) to end the table
        loop.create_task(_watch_stdin(stop))
    ended = asyncio.create_task(table.finished.wait())
    stopped = asyncio.create_task(stop.wait())
    await asyncio.wait({ended, stopped}, return_when=asyncio.FIRST_COMPLETED)
    if stop.is_set():
        log.info("stopping: the table is closed and the game saved")
        await table.close("host-closed", "The host stopped the table; the game is saved and can go on later.")
    else:
        log.info("the game is over")
        await asyncio.sleep(1.0)  # let the last views reach everyone
        await table.close("game-over", "The game is over.")
    if table.on_action is not None:
        table.on_action(table)
    for task in (ended, stopped):
        task.cancel()
    return 0


async def _watch_stdin(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line or line.strip() == "close":
            stop.set()
            return


def add_host_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("host", help="run a table for friends on other computers, without a window")
    p.add_argument("--rules", default="single-deck", help=f"the preset ({', '.join(PRESETS)})")
    p.add_argument("--port", type=int, default=DEFAULT_PORT)
    p.add_argument("--listen", default=None, help="address to listen on (default: every address)")
    p.add_argument("--public", default=None, help="the address friends use (for the join line), e.g. a DNS name")
    p.add_argument("--seats", default=None,
                   help="per seat 'person' or a computer level, e.g. person,easy,person,medium "
                   "(default: people as partners, medium computers)")
    p.add_argument("--save", default=None, help="keep the game in this file; an existing one is resumed")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--rules-json", default=None, help=argparse.SUPPRESS)  # the window's own rule sets
    p.add_argument("--control-stdin", action="store_true", help=argparse.SUPPRESS)  # started by the window
    p.add_argument("--owner-token-hash", default=None, help=argparse.SUPPRESS)  # … whose seat is kept for it
    p.add_argument("--wait", type=float, default=120.0, help="seconds a dropped person's seat waits (default 120)")
    p.add_argument("--pace", type=float, default=0.8, help="seconds a computer player waits before acting")
    p.add_argument("--state-dir", default=None, help="where the host keeps its certificate (default: user data dir)")
    p.set_defaults(func=cmd_host)


def cmd_host(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(levelname)s %(message)s")
    try:
        return asyncio.run(serve(args))
    except HostError as exc:
        print(f"pinochle host: error: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"pinochle host: error: cannot listen on port {args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0
