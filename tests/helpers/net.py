"""Scripted network players for the net tests and the benchmark: seeded legal moves over a real socket."""

from __future__ import annotations

import asyncio
import random

from pinochle_desktop.engine import Phase, legal_actions
from pinochle_desktop.engine.actions import Bid, Pass
from pinochle_desktop.net.client import TableClient


def scripted_choice(client: TableClient, rng: random.Random):
    """A legal action for the client's seat: mostly passing in the auction so that hands get played."""
    view = client.view
    assert view is not None
    options = legal_actions(view)
    if view.phase is Phase.AUCTION:
        bids = [a for a in options if isinstance(a, Bid)]
        if bids and rng.random() < 0.3:
            return bids[0]
        passes = [a for a in options if isinstance(a, Pass)]
        if passes:
            return passes[0]
    return rng.choice(options)


async def play(client: TableClient, rng: random.Random, hands: int = 1, *, record: list[bytes] | None = None,
               stop_at: int | None = None, timeout: float = 30.0) -> None:
    """Play our seat until ``hands`` hands are scored (or the game ends, or ``stop_at`` actions)."""
    acted = -1

    def done(c: TableClient) -> bool:
        v = c.view
        return v is not None and (len(v.results) >= hands or v.phase is Phase.GAME_OVER
                                  or (stop_at is not None and c.serial >= stop_at))

    async def loop() -> None:
        nonlocal acted
        readied = -1
        while not done(client):
            v = client.view
            assert v is not None
            if v.to_act == client.seat and acted != client.serial:
                acted = client.serial
                client.act(scripted_choice(client, rng))
            elif v.phase is Phase.DEAL and v.hand_number > 0 and readied != v.hand_number:
                readied = v.hand_number
                client.ready()
            if await client.receive() is None:
                assert client.closed is not None
                raise client.closed

    await asyncio.wait_for(loop(), timeout)


async def raw_connection(port: int):
    """A TLS connection that speaks no protocol by itself (for hostile tests)."""
    from pinochle_desktop.net.protocol import MAX_HOST_LINE
    from pinochle_desktop.net.tls import client_context

    return await asyncio.open_connection("127.0.0.1", port, ssl=client_context(), limit=MAX_HOST_LINE)


async def answer(port: int, data: bytes, timeout: float = 5.0) -> dict:
    """Send ``data`` on a fresh connection and return the host's first message (its refusal, usually)."""
    import json

    reader, writer = await raw_connection(port)
    try:
        writer.write(data)
        line = await asyncio.wait_for(reader.readline(), timeout)
        return json.loads(line) if line else {}
    finally:
        writer.close()


async def start_table(rules, seats, seed: int, **settings):
    from pinochle_desktop.net.guard import Limits
    from pinochle_desktop.net.host import Table, TableSettings

    limits = settings.pop("limits", Limits())
    table = Table(rules, seats, seed=seed, settings=TableSettings(limits=limits, **settings))
    await table.start()
    return table


async def eventually(condition, timeout: float = 10.0) -> None:
    """Wait until ``condition()`` holds while other tasks read the sockets."""
    async def wait() -> None:
        while not condition():
            await asyncio.sleep(0.01)
    await asyncio.wait_for(wait(), timeout)
