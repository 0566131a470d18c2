"""The table server inside the window: the same ``net.host.Table`` as ``pinochle host``, in its own
thread with its own event loop; the window then joins it like any friend (over 127.0.0.1)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from ...engine.rules import Rules
from ...net.addresses import local_addresses
from ...net.headless import saver_for
from ...net.host import SeatPlan, Table, TableSettings
from ...net.protocol import JoinLine
from ...net.tls import Identity
from ...persistence import paths


class HostedTable:
    """A running table; ``close()`` ends it for everyone and leaves the save on this computer."""

    def __init__(self, rules: Rules, seats: Sequence[SeatPlan], port: int, *, wait_seconds: float = 120.0,
                 pace: float = 0.8, save_path: Path | None = None, listen: str | None = None,
                 seed: int | None = None) -> None:
        self.save_path = save_path or paths.saves_dir() / f"network-{datetime.now():%Y-%m-%d-%H%M%S}.pinochle"
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self.table: Table | None = None
        self._args = (rules, tuple(seats), port, wait_seconds, pace, listen, seed)
        self._thread = threading.Thread(target=self._run, name="pinochle-host", daemon=True)
        self._thread.start()
        self._ready.wait(15.0)
        if self._error is not None:
            raise self._error
        if self.table is None:
            raise OSError("the table did not start")

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        rules, seats, port, wait_seconds, pace, listen, seed = self._args
        self._loop = asyncio.get_running_loop()
        try:
            table = Table(rules, seats, seed=seed, identity=Identity.load_or_create(paths.data_dir() / "host"),
                          settings=TableSettings(wait_seconds=wait_seconds, pace=pace))
            table.on_action = saver_for(self.save_path)
            await table.start(listen, port)
        except BaseException as exc:  # noqa: BLE001 - reported to the window's thread
            self._error = exc
            self._ready.set()
            return
        self.table = table
        self._ready.set()
        await table.finished.wait()
        if not table.closed:  # the game is over: let the last views arrive, then end the table
            await asyncio.sleep(1.0)
            await table.close("game-over", "The game is over.")

    @property
    def port(self) -> int:
        assert self.table is not None
        return self.table.port

    def join_line(self, address: str) -> JoinLine:
        assert self.table is not None
        return self.table.join_line(address)

    def close(self) -> None:
        table, loop = self.table, self._loop
        if table is not None and loop is not None and not loop.is_closed():
            try:
                future = asyncio.run_coroutine_threadsafe(table.close(), loop)
                future.result(5.0)
            except (RuntimeError, TimeoutError, OSError):
                pass
            saver = table.on_action
            if callable(saver):
                saver(table)
        self._thread.join(5.0)


__all__ = ["HostedTable", "local_addresses"]
