"""The table server for a window that hosts: ``pinochle host`` itself, started as a child process, so
the host's computer players never share the window's interpreter lock (frames stay smooth); the
window then joins the table like any friend, over 127.0.0.1."""

from __future__ import annotations

import hashlib
import json
import secrets
import subprocess
import sys
import threading
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from ...engine.rules import Rules
from ...net.addresses import local_addresses
from ...net.host import SeatPlan
from ...net.protocol import JoinLine, parse_join_line
from ...persistence import paths

START_SECONDS = 20.0


def host_command() -> list[str]:
    """How to run ``pinochle host`` from here (the installed app is its own interpreter)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "host"]
    return [sys.executable, "-m", "pinochle_desktop", "host"]


class HostedTable:
    """A running table; ``close()`` ends it for everyone and leaves the save on this computer."""

    def __init__(self, rules: Rules, seats: Sequence[SeatPlan], port: int, *, wait_seconds: float = 120.0,
                 pace: float = 0.8, save_path: Path | None = None, listen: str | None = None,
                 seed: int | None = None) -> None:
        self.save_path = save_path or paths.saves_dir() / f"network-{datetime.now():%Y-%m-%d-%H%M%S}.pinochle"
        # The first seat is this window's: kept for it by a token only it has (a friend who joins first, or
        # asks for "any free seat", gets another one), and given back to it after a drop.
        self.owner_token = secrets.token_urlsafe(24)
        owner_hash = hashlib.sha256(self.owner_token.encode()).hexdigest()
        levels = ",".join("person" if s.person else s.level for s in seats)
        command = [*host_command(), "--rules-json", json.dumps(rules.to_dict()), "--seats", levels,
                   "--port", str(port), "--public", "127.0.0.1", "--wait", str(wait_seconds), "--pace", str(pace),
                   "--save", str(self.save_path), "--control-stdin",
                   "--owner-token-hash", owner_hash]
        if listen is not None:
            command += ["--listen", listen]
        if seed is not None:
            command += ["--seed", str(seed)]
        self.log_path = paths.state_dir() / "hosted-table.log"
        log = self.log_path.open("w", encoding="utf-8")
        try:
            self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                            text=True, encoding="utf-8")
        finally:
            log.close()
        first = self._first_line()
        if not first.startswith("join line: "):
            self.process.kill()
            raise OSError(self._problem())
        self._line = parse_join_line(first.removeprefix("join line: "))

    def _first_line(self) -> str:
        found: list[str] = []
        reader = threading.Thread(target=lambda: found.append(self.process.stdout.readline()),  # type: ignore[union-attr]
                                  daemon=True)
        reader.start()
        reader.join(START_SECONDS)
        return found[0] if found else ""

    def _problem(self) -> str:
        try:
            lines = self.log_path.read_text("utf-8").strip().splitlines()
        except OSError:
            lines = []
        errors = [line for line in lines if "error" in line]
        text = (errors or lines or ["the table did not start"])[-1]
        return text.split("error: ", 1)[-1][:300]

    @property
    def port(self) -> int:
        return self._line.port

    @property
    def code(self) -> str:
        return self._line.code

    def join_line(self, address: str) -> JoinLine:
        return JoinLine(address, self._line.port, self._line.code, self._line.fingerprint)

    def close(self) -> None:
        """End the table (everyone is told; the host saves), waiting a few seconds at most."""
        if self.process.poll() is None:
            try:
                assert self.process.stdin is not None
                self.process.stdin.write("close\n")
                self.process.stdin.flush()
                self.process.stdin.close()
                self.process.wait(8.0)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait(5.0)


__all__ = ["HostedTable", "local_addresses"]
