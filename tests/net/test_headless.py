"""``pinochle host`` as its own process: join line on stdout, SIGTERM stops it with a save, a restart resumes."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys

import pytest

from pinochle_desktop.net.client import Refused, TableClient
from pinochle_desktop.net.protocol import parse_join_line
from tests.helpers.net import play


def start_host(tmp_path, *more: str) -> tuple[subprocess.Popen, str]:
    command = [sys.executable, "-m", "pinochle_desktop", "host", "--rules", "single-deck", "--port", "0",
               "--listen", "127.0.0.1", "--public", "127.0.0.1", "--seats", "person,easy,person,easy",
               "--pace", "0", "--wait", "30", "--seed", "7", "--state-dir", str(tmp_path / "state"),
               "--save", str(tmp_path / "table.pinochle"), *more]
    env = {**os.environ, "PINOCHLE_HOME": str(tmp_path / "home")}
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("join line: "), process.stderr.read() if process.poll() is not None else line
    return process, line.removeprefix("join line: ").strip()


def test_headless_host_stops_on_sigterm_with_a_save_and_a_restart_resumes(tmp_path):
    process, join = start_host(tmp_path)
    try:
        async def first() -> tuple[list[tuple[int, str]], int]:
            line = parse_join_line(join)
            ann = await TableClient.join(line, "Ann")
            bob = await TableClient.join(line, "Bob")
            await asyncio.gather(play(ann, random.Random(1), stop_at=20), play(bob, random.Random(2), stop_at=20))
            serial = max(ann.serial, bob.serial)
            process.send_signal(signal.SIGTERM)
            for client in (ann, bob):
                with pytest.raises(Refused) as closed:
                    await client.until(lambda c: False)
                assert closed.value.reason == "host-closed"
            return [(c.seat, c.token) for c in (ann, bob)], serial
        seats, serial = asyncio.run(first())
        assert process.wait(10) == 0
        assert (tmp_path / "table.pinochle").exists()
        assert "stopping" in process.stderr.read()
    finally:
        if process.poll() is None:
            process.kill()
    process, join_again = start_host(tmp_path)
    try:
        before, after = parse_join_line(join), parse_join_line(join_again)
        assert (after.code, after.fingerprint) == (before.code, before.fingerprint)  # same certificate and code

        async def second() -> None:
            line = parse_join_line(join_again)
            clients = [await TableClient.join(line, name, token=token) for name, (_seat, token)
                       in zip(("Ann", "Bob"), seats)]
            assert [c.seat for c in clients] == [s for s, _t in seats]
            assert clients[0].serial >= serial  # the game went on from where it stopped
            assert clients[0].view.hand_sizes[0] > 0
            await asyncio.gather(*(play(c, random.Random(9 + i)) for i, c in enumerate(clients)))
            assert clients[0].view.results
            for client in clients:
                await client.close()
        asyncio.run(second())
    finally:
        process.send_signal(signal.SIGTERM)
        assert process.wait(10) == 0


def test_headless_host_refuses_bad_seats_with_a_line():
    result = subprocess.run([sys.executable, "-m", "pinochle_desktop", "host", "--seats", "person,wizard,easy,easy"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "'wizard' is neither 'person' nor a level" in result.stderr
