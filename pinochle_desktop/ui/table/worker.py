"""The computer players' process: where the players and the learning aids think, away from the window.

No Qt here (the process must start fast and stay small): it imports the engine and the players.
The window's side (``thinking``) sends messages down one pipe and reads answers from another:

- ``("players", {seat: PlayerSpec})``: the computer players of a new game (they keep their state,
  such as the expert's simulated deals, from call to call until the next game);
- ``("job", id, job)``: work out ``job.run(players)``, answered ``("answer", id, value)`` or
  ``("failed", id, "what went wrong")``;
- ``("cancel", id)``: that job is no longer wanted; if it is being worked out it is interrupted;
- ``("stop",)``: end the process (so does the window's end of the pipe closing).

The process says ``("ready", pid)`` once it has imported the players.
"""

from __future__ import annotations

import _thread
import os
import queue
import random
import signal
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol

from ...ai import make_player
from ...ai.player import Player
from ...engine.view import PlayerView

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


@dataclass(frozen=True)
class PlayerSpec:
    """How to build a computer player: its level and the seed of its random choices."""

    level: str
    seed: int
    work: int | None = None  # None: the level's own search budget
    time_limit: float | None | Literal["default"] = "default"  # None: no clock, moves depend on the seed alone

    def build(self) -> Player:
        return make_player(self.level, random.Random(self.seed), work=self.work, time_limit=self.time_limit)


Players = dict[int, Player]


class Job(Protocol):
    def run(self, players: Players) -> Any: ...


@dataclass(frozen=True)
class Move:
    """A computer player's choice for its seat (the player is the one living in this process)."""

    seat: int
    view: PlayerView

    def run(self, players: Players) -> Any:
        return players[self.seat].choose(self.view)


@dataclass(frozen=True)
class Call:
    """Any module-level function of plain data, e.g. the hint or the bid analysis for a view."""

    function: Callable[..., Any]
    args: tuple[Any, ...]

    def run(self, players: Players) -> Any:
        return self.function(*self.args)


def build_players(specs: dict[int, PlayerSpec]) -> Players:
    return {seat: spec.build() for seat, spec in specs.items()}


class Cancelled(BaseException):
    """Raised inside a job that is no longer wanted (a BaseException, so no ``except Exception`` eats it)."""


class _Control:
    """What the pipe-reading thread and the working thread share."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running: int | None = None  # the job being worked out (written by the working thread only)
        self.interrupt: int | None = None  # the job to interrupt
        self.cancelled: set[int] = set()  # jobs cancelled before they started


def serve(requests: Connection, answers: Connection) -> None:
    """The process's main: jobs are worked out one after another on this (the main) thread, while a
    second thread reads the pipe so that a cancel can interrupt the job at once."""
    control = _Control()
    inbox: queue.SimpleQueue[tuple[Any, ...]] = queue.SimpleQueue()

    def on_interrupt(signum: int, frame: object) -> None:
        # Runs on the main thread between two bytecodes; only the job asked for is interrupted, so a real
        # Ctrl+C in a terminal does nothing here (the window decides when this process ends).
        if control.running is not None and control.interrupt == control.running:
            raise Cancelled

    signal.signal(signal.SIGINT, on_interrupt)
    lower_priority()
    threading.Thread(target=_read, args=(requests, inbox, control), name="pipe-reader", daemon=True).start()
    from ..learning import advice  # noqa: F401 - imported now so the first hint does not wait for it

    answers.send(("ready", os.getpid()))
    players: Players = {}
    while True:
        try:
            message = inbox.get()
            if message[0] == "players":
                players = build_players(message[1])
                continue
            _, job_id, job = message
            with control.lock:  # ids grow: a cancel for an id up to this one can be forgotten
                wanted = job_id not in control.cancelled
                control.cancelled = {i for i in control.cancelled if i > job_id}
                if wanted:
                    control.running = job_id
            if not wanted:
                continue
            try:
                answer: tuple[Any, ...] = ("answer", job_id, job.run(players))
            except Exception as exc:  # a player's bug is reported, and the process carries on
                answer = ("failed", job_id, f"{type(exc).__name__}: {exc}")
            with control.lock:
                control.running = None
            try:
                answers.send(answer)
            except OSError:  # the window is gone: so is this process
                os._exit(0)
        except Cancelled:  # the window no longer wants this job: drop it, take the next
            control.running = None


BELOW_NORMAL = 5  # the niceness the thinking process takes on Linux and macOS


def lower_priority() -> None:
    """Thinking yields the processor to the window (and, under X, to the display server): on a machine with
    few cores a busy search would otherwise delay the window's frames.  Best effort: where the system
    refuses, the process thinks at the normal priority."""
    try:
        if os.name == "nt":
            import ctypes

            below_normal_priority_class = 0x4000
            kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel32.SetPriorityClass(kernel32.GetCurrentProcess(), below_normal_priority_class)
        else:
            os.nice(BELOW_NORMAL)
    except (OSError, AttributeError):
        pass


def _read(requests: Connection, inbox: queue.SimpleQueue[tuple[Any, ...]], control: _Control) -> None:
    while True:
        try:
            message = requests.recv()
        except (EOFError, OSError):  # the window is gone (closed or crashed): so is this process
            os._exit(0)
        kind = message[0]
        if kind == "stop":
            os._exit(0)
        if kind == "cancel":
            with control.lock:
                if control.running == message[1]:
                    control.interrupt = message[1]
                    _thread.interrupt_main(signal.SIGINT)
                else:
                    control.cancelled.add(message[1])
            continue
        inbox.put(message)


def run_here(job: Job, players: Players) -> tuple[str, Any]:
    """A job worked out in this process (the window's fallback and the tests' inline mode)."""
    try:
        return "answer", job.run(players)
    except Exception as exc:
        return "failed", f"{type(exc).__name__}: {exc}"
