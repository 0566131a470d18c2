"""Seat tokens kept on this computer (user data folder), so a dropped person gets their seat back."""

from __future__ import annotations

import contextlib
import hashlib
import json

from ...net.protocol import JoinLine
from ...persistence import paths
from ...persistence.atomic import write_atomic

FILE_NAME = "network-seats.json"
MAX_KEPT = 20


def _key(line: JoinLine) -> str:
    return hashlib.sha256(f"{line.fingerprint}:{line.code}".encode()).hexdigest()


def _read() -> dict[str, dict[str, object]]:
    try:
        data = json.loads((paths.data_dir() / FILE_NAME).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def token_for(line: JoinLine) -> str | None:
    entry = _read().get(_key(line))
    token = entry.get("token") if isinstance(entry, dict) else None
    return token if isinstance(token, str) and len(token) <= 100 else None


def keep_token(line: JoinLine, token: str) -> None:
    data = {k: v for k, v in _read().items() if k != _key(line)}
    data[_key(line)] = {"token": token}
    kept = dict(list(data.items())[-MAX_KEPT:])
    with contextlib.suppress(OSError):  # without it a rejoin takes a free seat instead
        write_atomic(paths.data_dir() / FILE_NAME, json.dumps(kept))
