"""Does a computer player thinking on the host stall the table's event loop?

A table with one scripted person and three computer players of ``--level`` plays ``--hands`` hands;
a ticker on the event loop asks to wake every 5 ms and records how late it wakes (the loop's lag,
which every other client of the host would feel).  ``--inline`` calls the players on the loop itself,
the way not to do it, for comparison.  Run: ``PYTHONPATH=. nice -n 10 python benchmarks/net_ai_lag.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import time

from pinochle_desktop.engine import preset
from pinochle_desktop.net import host as host_module
from pinochle_desktop.net.client import TableClient
from pinochle_desktop.net.host import SeatPlan, Table
from tests.helpers.net import play


async def run(level: str, hands: int, inline: bool) -> dict[str, object]:
    if inline:
        async def direct(function, *args):  # type: ignore[no-untyped-def]
            return function(*args)
        host_module.asyncio.to_thread = direct  # type: ignore[assignment]
    table = Table(preset("single-deck"), [SeatPlan("P", True)] + [SeatPlan(f"C{i}", False, level) for i in range(3)],
                  seed=5)
    await table.start()
    lags: list[float] = []
    stop = False

    async def ticker() -> None:
        while not stop:
            before = time.perf_counter()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter() - before - 0.005)
    tick = asyncio.create_task(ticker())
    client = await TableClient.join(table.join_line(), "P")
    began = time.perf_counter()
    await play(client, random.Random(1), hands=hands, timeout=600)
    elapsed = time.perf_counter() - began
    stop = True
    await tick
    await table.close()
    lags.sort()
    return {"level": level, "inline": inline, "hands": hands, "seconds": round(elapsed, 1),
            "lag_p50_ms": round(statistics.median(lags) * 1000, 2),
            "lag_p95_ms": round(lags[int(0.95 * len(lags))] * 1000, 2), "lag_max_ms": round(lags[-1] * 1000, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--inline", action="store_true")
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run(args.level, args.hands, args.inline))))


if __name__ == "__main__":
    main()
