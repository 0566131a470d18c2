"""The window's side of the computer players' process (``worker``): jobs out, answers in, never a wait.

A ``Thinker`` takes jobs (``ask`` returns the job's id) and answers each wanted one with
``answered(id, value)`` or ``failed(id, text)``; ``cancel(id)`` means the answer is no longer wanted
(the worker interrupts the job if it is on it, and a late answer is dropped).

``ProcessThinker`` runs the jobs in a worker process (started with *spawn*, the way Windows and macOS
start processes anyway, so a fork never copies Qt's threads): the interpreter lock of the window's
process stays with the window, and frames stay on time while the experts think.  The process is
started when first needed or after the first paint (``start_after_first_paint``), so the window never
waits for it.  If it dies or hangs it is started again and the unanswered jobs are sent again; after
``MAX_FAILURES`` failures in a row without an answer, the players think inside the window's process
(``InlineThinker``) and ``trouble`` says so.

``InlineThinker`` works the jobs out on the window's thread, one per turn of the event loop: the
fallback, and the tests' fast, deterministic mode (``DEFAULT_MODE = "inline"``).
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections import deque
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal

from ..texts import tr
from . import worker
from .worker import Job, PlayerSpec

if TYPE_CHECKING:  # multiprocessing and pickle are imported when the process starts, after the first paint
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

DEFAULT_MODE = "process"
"""What ``make_thinker`` builds: ``"process"``, or ``"inline"`` (the tests' mode)."""


class Thinker(QObject):
    """Jobs for the computer players, answered later through signals."""

    answered = Signal(int, object)
    failed = Signal(int, str)
    trouble = Signal(str)  # the worker process keeps failing: the players now think in the window's process

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._last_id = 0
        self._specs: dict[int, PlayerSpec] = {}

    def _new_id(self) -> int:
        self._last_id += 1
        return self._last_id

    def set_players(self, specs: dict[int, PlayerSpec]) -> None:
        """The computer players of a new game (by seat); they keep their state until the next call."""
        self._specs = dict(specs)

    def ask(self, job: Job) -> int:
        raise NotImplementedError

    def cancel(self, job_id: int) -> None:
        raise NotImplementedError

    def start(self) -> None:
        """Get ready for the first job (the process thinker starts its process)."""

    def shutdown(self) -> None:
        raise NotImplementedError


class InlineThinker(Thinker):
    """Works the jobs out on the window's thread, in order, one per turn of the event loop."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: worker.Players = {}
        self._queue: deque[tuple[int, Job]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)

    def set_players(self, specs: dict[int, PlayerSpec]) -> None:
        super().set_players(specs)
        self._players = worker.build_players(specs)

    def ask(self, job: Job) -> int:
        job_id = self._new_id()
        self.take(job_id, job)
        return job_id

    def take(self, job_id: int, job: Job) -> None:
        """A job under an id given elsewhere (the process thinker's, when it falls back on this one)."""
        self._last_id = max(self._last_id, job_id)
        self._queue.append((job_id, job))
        self._timer.start()

    def cancel(self, job_id: int) -> None:
        self._queue = deque(item for item in self._queue if item[0] != job_id)

    def shutdown(self) -> None:
        self._queue.clear()
        self._timer.stop()

    def _work(self) -> None:
        if not self._queue:
            return
        job_id, job = self._queue.popleft()
        kind, value = worker.run_here(job, self._players)
        if self._queue:
            self._timer.start()
        if kind == "answer":
            self.answered.emit(job_id, value)
        else:
            self.failed.emit(job_id, value)


class ProcessThinker(Thinker):
    """Works the jobs out in a worker process; restarts it if it dies or hangs (see the module text)."""

    MAX_FAILURES = 3
    POLL_MS = 4  # how often answers are looked for while a job is out
    START_SECONDS = 60.0  # a process not ready by then is taken for dead
    HANG_SECONDS = 30.0  # a job unanswered by then (the experts take under a second) is taken for a hang

    ready = Signal()  # the worker process has started and imported the players

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: BaseProcess | None = None
        self._requests: Connection | None = None
        self._answers: Connection | None = None
        self._pending: dict[int, Job] = {}  # sent and wanted, in the order sent
        self._failures = 0  # worker failures since the last answer
        self._heard = 0.0  # when the worker last said something (or was started)
        self._closed = False
        self._broken = False  # a send failed: the next look at the process starts another
        self.fallback: InlineThinker | None = None
        self.worker_pid: int | None = None  # set when the worker says it is ready
        self.restarts = 0
        self._timer = QTimer(self)
        self._timer.setInterval(self.POLL_MS)
        self._timer.timeout.connect(self._poll)

    # ------------------------------------------------------------ the window's calls
    def set_players(self, specs: dict[int, PlayerSpec]) -> None:
        super().set_players(specs)
        if self.fallback is not None:
            self.fallback.set_players(specs)
        elif self._process is not None:
            self._send(("players", self._specs))

    def ask(self, job: Job) -> int:
        job_id = self._new_id()
        if self._closed:
            return job_id  # the window is closing: nobody waits for the answer
        if self.fallback is not None:
            self.fallback.take(job_id, job)
            return job_id
        self._pending[job_id] = job
        if self._process is None:
            self._launch()  # sends the pending jobs, this one with them
        else:
            self._send(("job", job_id, job))
            self._timer.start()
        return job_id

    def cancel(self, job_id: int) -> None:
        if self.fallback is not None:
            self.fallback.cancel(job_id)
        if self._pending.pop(job_id, None) is not None and self._process is not None:
            self._send(("cancel", job_id))

    def start(self) -> None:
        if self._process is None and self.fallback is None and not self._closed:
            self._launch()

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def shutdown(self) -> None:
        """End the worker process (it ends at once, even mid-thought; killed if it does not)."""
        self._closed = True
        self._pending.clear()
        self._timer.stop()
        if self.fallback is not None:
            self.fallback.shutdown()
        self._end_process(polite=True)

    # ------------------------------------------------------------ the process
    def _launch(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        try:
            request_out, request_in = context.Pipe(duplex=False)
            answer_out, answer_in = context.Pipe(duplex=False)
            process = context.Process(target=worker.serve, args=(request_out, answer_in),
                                      name="pinochle-computer-players", daemon=True)
            process.start()
        except Exception as exc:  # no process to be had (resources, a broken bundle): count it as a failure
            self._failed_process(f"{type(exc).__name__}: {exc}")
            return
        request_out.close()  # the worker's ends: closing ours lets each side see the other go
        answer_in.close()
        self._process, self._requests, self._answers = process, request_in, answer_out
        self.worker_pid = None
        self._broken = False
        self._heard = time.monotonic()
        if self._specs:
            self._send(("players", self._specs))
        for job_id, job in list(self._pending.items()):
            self._send(("job", job_id, job))
        self._timer.start()

    def _send(self, message: tuple[Any, ...]) -> None:
        if self._broken or self._requests is None:
            return
        import pickle

        try:
            data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # a job that cannot travel is a bug of its own: fail that job
            if message[0] == "job" and self._pending.pop(message[1], None) is not None:
                self.failed.emit(message[1], f"{type(exc).__name__}: {exc}")
            return
        try:
            self._requests.send_bytes(data)
        except (OSError, ValueError):
            self._broken = True  # handled on the next look, not in the middle of sending
            self._timer.start()

    def _poll(self) -> None:
        if self._process is None or self._answers is None:
            self._timer.stop()
            return
        if self._broken:
            self._failed_process("the process has gone")
            return
        try:
            while self._answers is not None and self._answers.poll():
                self._heard = time.monotonic()
                self._received(self._answers.recv())
        except (EOFError, OSError):
            self._failed_process(f"the process ended (exit code {self._process.exitcode})")
            return
        if self._process is None:
            return
        if not self._process.is_alive():
            self._failed_process(f"the process ended (exit code {self._process.exitcode})")
        elif self.worker_pid is None and time.monotonic() - self._heard > self.START_SECONDS:
            self._failed_process("the process did not start")
        elif self._pending and time.monotonic() - self._heard > self.HANG_SECONDS:
            self._failed_process("the process stopped answering")
        elif not self._pending and self.worker_pid is not None:
            self._timer.stop()  # nothing out: no need to look

    def _received(self, message: tuple[Any, ...]) -> None:
        kind = message[0]
        if kind == "ready":
            self.worker_pid = message[1]
            self.ready.emit()
            return
        self._failures = 0
        job_id, value = message[1], message[2]
        if self._pending.pop(job_id, None) is None:
            return  # cancelled: nobody wants it any more
        if kind == "answer":
            self.answered.emit(job_id, value)
        else:
            self.failed.emit(job_id, value)

    def _failed_process(self, what: str) -> None:
        """The worker died, hung or could not start: start another and send it the jobs again."""
        self._end_process(polite=False)
        if self._closed:
            return
        self._failures += 1
        self.restarts += 1
        if self._failures < self.MAX_FAILURES:
            if self._pending:
                self._launch()
            return
        self.fallback = InlineThinker(self)
        self.fallback.answered.connect(self.answered)
        self.fallback.failed.connect(self.failed)
        self.fallback.set_players(self._specs)
        for job_id, job in self._pending.items():
            self.fallback.take(job_id, job)
        self._pending.clear()
        print(f"pinochle: the computer players' process failed {self._failures} times (last: {what}); "
              "they now think in the window's process", file=sys.stderr)
        self.trouble.emit(tr("Computer players now think inside the window (their process failed {n} times).")
                          .format(n=self._failures))

    def _end_process(self, *, polite: bool) -> None:
        process, requests, answers = self._process, self._requests, self._answers
        self._process = self._requests = self._answers = None
        self.worker_pid = None
        if process is None:
            return
        if polite and requests is not None:
            with contextlib.suppress(OSError, ValueError):  # already gone: nothing to stop
                requests.send(("stop",))
        for connection in (requests, answers):
            if connection is not None:
                connection.close()
        process.join(0.5 if polite else 0.0)
        if process.is_alive():
            process.terminate()
            process.join(0.5)
        if process.is_alive():
            process.kill()
            process.join(1.0)
        if not process.is_alive():
            process.close()


def make_thinker(parent: QObject | None = None) -> Thinker:
    """The thinker for a new controller: a worker process, or inline where ``DEFAULT_MODE`` says so."""
    return InlineThinker(parent) if DEFAULT_MODE == "inline" else ProcessThinker(parent)


class _AfterFirstPaint(QObject):
    def __init__(self, widget: QObject, thinker: Thinker, delay_ms: int) -> None:
        super().__init__(widget)
        self.thinker = thinker
        self.delay_ms = delay_ms
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(self.delay_ms, self.thinker.start)  # 0: once this paint has reached the screen
        return False


def start_after_first_paint(widget: QObject, thinker: Thinker, delay_ms: int = 0) -> None:
    """Start the worker ``delay_ms`` after ``widget`` has painted for the first time: the window never waits
    for it (a job asked for sooner starts it at once)."""
    _AfterFirstPaint(widget, thinker, delay_ms)
