"""One headless host process with many tables of scripted clients on loopback: latency and memory.

The host (a child process, like ``pinochle host``) runs ``--tables`` tables of four people each; this
process runs the 4 x tables scripted clients over TLS on 127.0.0.1.  Each client acts after a
random think of up to ``--think`` seconds.  Measured, for every action: the time from the acting
client's send to the moment every client of that table holds the update (p50/p95/max), and the
host's resident memory per table.  Run:
``PYTHONPATH=. nice -n 10 python benchmarks/net_host.py --tables 100 --seconds 60``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import random
import statistics
import subprocess
import sys
import time
from collections import defaultdict

HOST_CODE = r"""
import asyncio, json, sys, resource
from pinochle_desktop.engine import preset
from pinochle_desktop.net.host import SeatPlan, Table, TableSettings
from pinochle_desktop.net.guard import Limits
from pinochle_desktop.net.tls import Identity

def rss_kb():
    with open("/proc/self/status") as f:
        return next(int(l.split()[1]) for l in f if l.startswith("VmRSS"))

async def main(count):
    identity = Identity.generate()
    base = rss_kb()
    tables = []
    for i in range(count):
        t = Table(preset("single-deck"), [SeatPlan(f"P{s}", True) for s in range(4)], seed=i, identity=identity,
                  settings=TableSettings(wait_seconds=600, limits=Limits(max_connections_per_address=10**6,
                                                                         max_failures=10**6)))
        await t.start("127.0.0.1", 0)
        tables.append(t)
    print(json.dumps({"base_kb": base, "lines": [str(t.join_line()) for t in tables]}), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"rss_kb": rss_kb(), "actions": sum(t.serial for t in tables),
                      "cpu_s": usage.ru_utime + usage.ru_stime}), flush=True)

asyncio.run(main(int(sys.argv[1])))
"""


async def run_clients(lines: list[str], seconds: float, think: float) -> list[float]:
    from pinochle_desktop.engine import Phase
    from pinochle_desktop.net.client import TableClient
    from pinochle_desktop.net.protocol import parse_join_line
    from tests.helpers.net import scripted_choice

    sent: dict[tuple[int, int], float] = {}
    seen: dict[tuple[int, int], int] = defaultdict(int)
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds

    async def client_loop(table: int, client: TableClient, rng: random.Random) -> None:
        acted, readied = -1, -1
        while time.perf_counter() < deadline:
            v = client.view
            key = (table, client.serial)
            if key in sent:
                seen[key] += 1
                if seen[key] == 4:
                    latencies.append(time.perf_counter() - sent.pop(key))
            if v.to_act == client.seat and acted != client.serial:
                acted = client.serial
                await asyncio.sleep(rng.random() * think)
                sent[(table, client.serial + 1)] = time.perf_counter()
                client.act(scripted_choice(client, rng))
            elif v.phase is Phase.DEAL and v.hand_number > readied:
                readied = v.hand_number
                client.ready()
            elif v.phase is Phase.GAME_OVER:
                return
            try:
                if await asyncio.wait_for(client.receive(), 5) is None:
                    return
            except TimeoutError:
                continue

    clients = []
    for table, text in enumerate(lines):
        line = parse_join_line(text)
        for seat in range(4):
            clients.append((table, await TableClient.join(line, f"P{seat}")))
    await asyncio.gather(*(client_loop(t, c, random.Random(i)) for i, (t, c) in enumerate(clients)))
    return latencies


def _client_process(job: tuple[list[str], float, float]) -> tuple[list[float], float]:
    lines, seconds, think = job
    cpu = time.process_time()
    latencies = asyncio.run(run_clients(lines, seconds, think))
    return latencies, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=1.0, help="a client's longest think before acting (s)")
    parser.add_argument("--client-processes", type=int, default=1, help="processes the scripted clients run in")
    args = parser.parse_args()
    host = subprocess.Popen([sys.executable, "-c", HOST_CODE, str(args.tables)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None and host.stdin is not None
    start = json.loads(host.stdout.readline())
    began = time.perf_counter()
    chunks = [start["lines"][i::args.client_processes] for i in range(args.client_processes)]
    with multiprocessing.Pool(args.client_processes) as pool:
        results = pool.map(_client_process, [(chunk, args.seconds, args.think) for chunk in chunks])
    latencies = [x for part, _cpu in results for x in part]
    cpu = sum(c for _part, c in results)
    elapsed = time.perf_counter() - began
    host.stdin.write("\n")
    host.stdin.flush()
    end = json.loads(host.stdout.readline())
    host.wait(10)
    latencies.sort()
    p = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000  # noqa: E731
    report = {
        "tables": args.tables, "clients": 4 * args.tables, "client_processes": args.client_processes,
        "seconds": round(elapsed, 1),
        "actions": end["actions"], "actions_per_second": round(end["actions"] / elapsed, 1),
        "measured": len(latencies), "p50_ms": round(p(0.5), 2), "p95_ms": round(p(0.95), 2),
        "max_ms": round(latencies[-1] * 1000, 2) if latencies else None,
        "mean_ms": round(statistics.fmean(latencies) * 1000, 2) if latencies else None,
        "host_cpu_s": round(end["cpu_s"], 1), "clients_cpu_s": round(cpu, 1),
        "host_rss_mb": round(end["rss_kb"] / 1024, 1),
        "memory_per_table_kb": round((end["rss_kb"] - start["base_kb"]) / args.tables, 1),
    }
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
