"""The computer players' process, for real: same moves as thinking in-process, state kept across a hand,
cancelled work interrupted, a crash survived, and no process left behind when the window goes."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.bid_analysis import analyse_bids
from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.engine.view import view
from pinochle_desktop.persistence.settings import SeatConfig
from pinochle_desktop.ui.table.controller import GameController, Mode
from pinochle_desktop.ui.table.thinking import ProcessThinker, start_after_first_paint
from pinochle_desktop.ui.table.worker import Call, Move, PlayerSpec

ROOT = Path(__file__).resolve().parents[2]


def gone(pid: int) -> bool:
    """The process has ended (a zombie nobody reaps counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_gone(pid: int, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if gone(pid):
            return True
        time.sleep(0.02)
    return gone(pid)


def children_of(parent: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) == parent:
                        found.append(int(entry))
            except (OSError, ValueError):
                continue
    return found


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="looks for processes in /proc")


def reference_game(seats: tuple[SeatConfig, ...], seed: int, hands: int) -> list[object]:
    """The actions of the seeded game with every player thinking in this process, as before the worker."""
    match = Match(preset("single-deck"), seed)
    players = {s: make_player(seat.level, random.Random(seed * 7 + s)) for s, seat in enumerate(seats)}
    while len(match.state.results) < hands:
        if match.state.phase is Phase.DEAL:
            match.deal()
        else:
            seat = match.state.to_act
            assert seat is not None
            match.apply(players[seat].choose(view(match.state, seat)))
    return list(match.actions)


def test_a_seeded_game_gets_the_same_computer_moves_from_the_worker_process(qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (SeatConfig("S", False, "easy"), SeatConfig("W", False, "medium"),
             SeatConfig("N", False, "medium"), SeatConfig("E", False, "easy"))
    thinker = ProcessThinker()
    controller = GameController(pace_ms=0, thinker=thinker)
    controller.new_game(preset("single-deck"), seats, seed=21)
    for _ in range(200):
        qtbot.waitUntil(lambda: controller.mode is not Mode.THINKING, timeout=20000)
        if len(controller.state.results) >= 2:
            break
        controller.continue_()  # the meld on the table, the hand's result
    pid = thinker.worker_pid
    assert pid is not None and pid != os.getpid()  # the moves came from another process
    assert list(controller.match.actions) == reference_game(seats, 21, 2)  # type: ignore[union-attr]
    controller.shutdown()
    if sys.platform.startswith("linux"):
        assert wait_gone(pid, 2.0)


def test_the_expert_keeps_its_state_in_the_worker_across_a_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Experts (no clock, so the seed alone decides) bid from simulated deals they keep between their
    calls: the worker's players must be the same objects call after call, as in-process players are."""
    specs = {s: PlayerSpec("expert", 500 + s, work=3000, time_limit=None) for s in range(4)}
    local = {s: spec.build() for s, spec in specs.items()}
    thinker = ProcessThinker()
    thinker.set_players(specs)
    answers: dict[int, object] = {}
    thinker.answered.connect(answers.__setitem__)
    match = Match(preset("single-deck"), 77)
    match.deal()
    calls = 0
    while match.state.phase is not Phase.DEAL and len(match.state.tricks) < 3:
        seat = match.state.to_act
        assert seat is not None
        v = view(match.state, seat)
        job = thinker.ask(Move(seat, v))
        qtbot.waitUntil(lambda job=job: job in answers, timeout=20000)
        assert answers[job] == local[seat].choose(v), f"move {len(match.actions)} differs"
        match.apply(answers[job])  # type: ignore[arg-type]
        calls += 1
    thinker.shutdown()
    assert calls > 12


def test_a_cancelled_job_is_interrupted_and_the_next_one_answered_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    thinker = ProcessThinker()
    thinker.start()
    qtbot.waitUntil(lambda: thinker.worker_pid is not None, timeout=20000)
    answers: dict[int, object] = {}
    thinker.answered.connect(answers.__setitem__)
    match = Match(preset("single-deck"), 3)
    match.deal()
    v = view(match.state, match.state.to_act)  # type: ignore[arg-type]
    endless = thinker.ask(Call(analyse_bids, (v, random.Random(1), 200_000)))  # minutes of simulation
    qtbot.wait(300)  # it is being worked out
    thinker.cancel(endless)
    started = time.monotonic()
    quick = thinker.ask(Call(sorted, ((3, 1, 2),)))
    qtbot.waitUntil(lambda: quick in answers, timeout=10000)
    assert answers[quick] == [1, 2, 3]
    assert time.monotonic() - started < 2.0  # not after the simulation: it was interrupted
    assert endless not in answers and thinker.restarts == 0  # interrupted, not killed
    thinker.shutdown()


def test_new_game_while_an_expert_thinks_drops_its_move_and_plays_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    experts = tuple(SeatConfig(n, False, "expert") for n in "SWNE")
    thinker = ProcessThinker()
    controller = GameController(pace_ms=0, thinker=thinker)
    controller.auto_continue = True  # past the meld on the table
    errors: list[str] = []
    controller.error.connect(errors.append)
    controller.new_game(preset("double-deck"), experts, seed=5)
    qtbot.waitUntil(lambda: len(controller.state.tricks) >= 1, timeout=60000)
    assert controller.mode is Mode.THINKING  # an expert is choosing a card of the double deck
    controller.new_game(preset("single-deck"), experts, seed=6)  # mid-thought
    qtbot.waitUntil(lambda: len(controller.match.actions) >= 6, timeout=20000)  # type: ignore[union-attr]
    assert controller.state.rules.name == "single-deck" and thinker.restarts == 0
    assert errors == []  # no double-deck card was offered to the single-deck game
    controller.shutdown()


@linux_only
def test_a_killed_worker_is_restarted_and_the_move_worked_out_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = tuple(SeatConfig(n, False, "medium") for n in "SWNE")
    thinker = ProcessThinker()
    killed: list[int] = []

    def crash() -> None:  # the first worker dies before it answers the first move
        if not killed:
            killed.append(thinker.worker_pid)  # type: ignore[arg-type]
            os.kill(killed[0], signal.SIGKILL)

    thinker.ready.connect(crash)
    controller = GameController(pace_ms=0, thinker=thinker)
    controller.new_game(preset("single-deck"), seats, seed=8)
    qtbot.waitUntil(lambda: controller.mode is Mode.MELD_SHOWN, timeout=20000)
    assert killed and thinker.worker_pid not in (None, killed[0])
    assert thinker.restarts == 1 and thinker.fallback is None
    played = list(controller.match.actions)  # type: ignore[union-attr]
    assert played == reference_game(seats, 8, 1)[:len(played)]  # the new worker's players start afresh
    controller.shutdown()


def test_a_worker_that_keeps_dying_leaves_the_players_thinking_in_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    thinker = ProcessThinker()
    troubles: list[str] = []
    thinker.trouble.connect(troubles.append)
    thinker.ready.connect(lambda: os.kill(thinker.worker_pid, signal.SIGKILL))  # type: ignore[arg-type]
    answers: dict[int, object] = {}
    thinker.answered.connect(answers.__setitem__)
    match = Match(preset("single-deck"), 3)
    match.deal()
    v = view(match.state, match.state.to_act)  # type: ignore[arg-type]
    job = thinker.ask(Call(analyse_bids, (v, random.Random(1), 200)))
    qtbot.waitUntil(lambda: job in answers, timeout=60000)
    assert thinker.fallback is not None and thinker.restarts == ProcessThinker.MAX_FAILURES
    assert len(troubles) == 1 and "3 times" in troubles[0]
    assert answers[job] == analyse_bids(v, random.Random(1), 200)
    thinker.shutdown()


@linux_only
def test_closing_the_window_mid_thought_ends_the_worker(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.main_window import MainWindow

    controller = GameController(pace_ms=0, thinker=ProcessThinker())
    window = MainWindow(controller, animation="instant")
    qtbot.addWidget(window)
    window.show()
    window.new_game(preset("single-deck"), tuple(SeatConfig(n, False, "expert") for n in "SWNE"), seed=4)
    thinker = controller.thinker
    assert isinstance(thinker, ProcessThinker)
    qtbot.waitUntil(lambda: thinker.worker_pid is not None, timeout=20000)
    match = Match(preset("single-deck"), 3)
    match.deal()
    v = view(match.state, match.state.to_act)  # type: ignore[arg-type]
    thinker.ask(Call(analyse_bids, (v, random.Random(1), 200_000)))  # busy for minutes
    qtbot.wait(200)
    pid = thinker.worker_pid
    assert pid is not None and not gone(pid)
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 1.5  # the window does not hang on the worker
    assert wait_gone(pid, 2.0)


@linux_only
def test_the_worker_ends_when_the_window_process_is_killed() -> None:
    """No orphan even when the window's process dies without closing anything (kill -9)."""
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from pinochle_desktop.ui.table.thinking import ProcessThinker\n"
        "if __name__ == '__main__':\n"
        "    app = QApplication([])\n"
        "    thinker = ProcessThinker()\n"
        "    thinker.ready.connect(lambda: print(thinker.worker_pid, flush=True))\n"
        "    thinker.start()\n"
        "    app.exec()\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    window = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert window.stdout is not None
        pid = int(window.stdout.readline())
        children = children_of(window.pid)  # the worker, and multiprocessing's resource tracker
        assert pid in children and not gone(pid)
        window.kill()
        window.wait(10)
        assert all(wait_gone(child, 5.0) for child in children)
    finally:
        window.kill()


def test_the_worker_starts_after_the_first_paint_not_before(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    thinker = ProcessThinker()
    label = QLabel("table")
    qtbot.addWidget(label)
    start_after_first_paint(label, thinker)
    qtbot.wait(50)
    assert thinker._process is None  # nothing painted yet: no process
    label.show()
    qtbot.waitUntil(lambda: thinker.worker_pid is not None, timeout=20000)
    thinker.shutdown()


def test_the_worker_side_imports_no_qt() -> None:
    code = ("import sys\n"
            "import pinochle_desktop.ui.table.worker, pinochle_desktop.ui.learning.advice\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@linux_only
def test_the_app_paints_its_cards_without_qt_helper_threads(tmp_path: Path) -> None:
    """Qt hands big fills to helper threads and makes the window wait for them; on a machine with few
    cores, with the computers thinking and the display server drawing, that wait delayed frames (on 2
    cores under X: longest stall 54 ms with them, 17 ms without).  The real app deals and animates a
    hand; no helper thread may have been started."""
    script = (
        "import os, sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from pinochle_desktop.ui.main_window import MainWindow\n"
        "show = MainWindow.show\n"
        "def threads():\n"
        "    return sorted(open(f'/proc/self/task/{t}/comm').read().strip() for t in os.listdir('/proc/self/task'))\n"
        "def show_and_report(window):\n"
        "    show(window)\n"
        "    def report():\n"
        "        print('PAINTS', window.view.grab().width() > 0, 'THREADS', threads(), flush=True)\n"
        "        window.close()\n"
        "    QTimer.singleShot(2500, report)\n"
        "MainWindow.show = show_and_report\n"
        "if __name__ == '__main__':\n"
        "    from pinochle_desktop.app import run_app\n"
        "    sys.exit(run_app(['--demo', '--animation', 'normal', '--seed', '2']))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    env.update(PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", PINOCHLE_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    report = done.stdout.strip().splitlines()[-1]
    assert report.startswith("PAINTS True THREADS"), report
    assert "Thread (pooled)" not in report, report


@linux_only
def test_the_app_leaves_no_process_behind_when_it_quits(tmp_path: Path) -> None:
    """The real app (its worker started after the first paint) is closed as soon as the worker is ready,
    with the computers thinking: every process it started ends with it."""
    script = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from pinochle_desktop.ui.main_window import MainWindow\n"
        "show = MainWindow.show\n"
        "def show_and_close(window):\n"
        "    show(window)\n"
        "    window.controller.thinker.ready.connect(lambda: QTimer.singleShot(100, window.close))\n"
        "MainWindow.show = show_and_close\n"
        "if __name__ == '__main__':\n"
        "    from pinochle_desktop.app import run_app\n"
        "    sys.exit(run_app(['--demo', '--animation', 'instant', '--seed', '2']))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", PINOCHLE_HOME=str(tmp_path))
    app = subprocess.Popen([sys.executable, "-c", script], env=env, cwd=ROOT)
    try:
        children: set[int] = set()
        end = time.monotonic() + 60
        while app.poll() is None and time.monotonic() < end:
            children.update(children_of(app.pid))
            time.sleep(0.02)
        assert app.wait(30) == 0
        assert children, "the app started no worker process"
        assert all(wait_gone(child, 5.0) for child in children)
    finally:
        app.kill()


def test_the_hint_and_the_bid_analysis_are_worked_out_by_the_worker(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.learning.advice import advise, bid_outlooks
    from pinochle_desktop.ui.learning.hints import hint_from
    from pinochle_desktop.ui.main_window import MainWindow

    thinker = ProcessThinker()
    controller = GameController(pace_ms=0, thinker=thinker)
    window = MainWindow(controller, animation="instant")
    qtbot.addWidget(window)
    window.show()
    window.new_game(preset("single-deck"), seed=5)
    qtbot.waitUntil(lambda: controller.mode is Mode.HUMAN_TURN, timeout=20000)
    seat_view = view(controller.state, controller.state.to_act)  # type: ignore[arg-type]
    hints: list[object] = []
    controller.hint_ready.connect(hints.append)
    assert controller.request_hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    assert hints[0] == hint_from(seat_view, advise(seat_view))  # the same hint as worked out here
    dialog = window.show_bid_analysis()
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: bool(dialog.outlooks), timeout=20000)
    assert dialog.outlooks == bid_outlooks(seat_view)
    assert thinker.worker_pid not in (None, os.getpid()) and thinker.fallback is None
    window.close()


@linux_only
def test_the_worker_thinks_below_the_window_so_frames_come_first(qtbot) -> None:  # type: ignore[no-untyped-def]
    thinker = ProcessThinker()
    controller = GameController(pace_ms=0, thinker=thinker)
    controller.new_game(preset("single-deck"), tuple(SeatConfig(n, False, "medium") for n in "SWNE"), seed=3)
    qtbot.waitUntil(lambda: thinker.worker_pid is not None, timeout=20000)
    window = os.getpriority(os.PRIO_PROCESS, 0)
    worker = os.getpriority(os.PRIO_PROCESS, thinker.worker_pid)
    assert worker > window  # a higher niceness: the scheduler runs the window first
    controller.shutdown()
