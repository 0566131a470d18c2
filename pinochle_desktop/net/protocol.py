"""The wire format: one JSON object per line, size-limited, read strictly; the join line; table codes.

JSON lines over TLS over TCP: a line is easy to frame, read and log, Python's ``json`` and ``ssl``
need no extra library on either side, and TLS (with the host's certificate pinned by the join line)
gives the encryption.  See ``docs/protocol.md``.
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass

PROTOCOL_VERSION = 2  # 2: a free person's seat has the name null; the finished hand's record (docs/protocol.md)
MAX_CLIENT_LINE = 4096  # bytes a client may send in one message, newline included
MAX_HOST_LINE = 1 << 20  # bytes the host may send in one message
MAX_CHAT = 200  # characters of one chat line
MAX_NAME = 24  # characters of a player's name
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # no 0/O, 1/I/L: read aloud or typed without mistakes
CODE_LENGTH = 12  # 31**12 is about 2**59: with a few tries a minute, never guessed
DEFAULT_PORT = 47117


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``reason`` is one of the codes in docs/protocol.md."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


def encode(message: dict[str, object]) -> bytes:
    return (json.dumps(message, ensure_ascii=True, allow_nan=False, separators=(",", ":")) + "\n").encode("ascii")


def _no_constants(name: str) -> object:
    raise ValueError(f"{name} is not JSON")


def decode(line: bytes, limit: int) -> dict[str, object]:
    """One message from one line; ``ProtocolError`` says why a line is refused."""
    if len(line) > limit or (len(line) == limit and not line.endswith(b"\n")):
        raise ProtocolError("too-large", f"a message may hold at most {limit} bytes")
    try:
        data = json.loads(line.decode("utf-8"), parse_constant=_no_constants)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("malformed", "a message must be one JSON object on one line") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolError("malformed", 'a message must be a JSON object with a "type"')
    return data


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A typed code as the host keeps it: upper case, without spaces or dashes."""
    return re.sub(r"[\s-]", "", text).upper()


def shown_code(code: str) -> str:
    """The code in groups of four, easier to read out: ``K7QM-ZXP4-HT9R``."""
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))


def plain(text: object, limit: int) -> str | None:
    """``text`` if it is a short single line of printable characters, else ``None``."""
    if not isinstance(text, str) or not 0 < len(text) <= limit:
        return None
    if any(not ch.isprintable() for ch in text) or not text.strip():
        return None
    return text.strip()


@dataclass(frozen=True, slots=True)
class JoinLine:
    """Everything a friend needs to join: address, port, table code and the certificate's SHA-256."""

    host: str
    port: int
    code: str
    fingerprint: str  # 64 lower-case hex digits

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"pinochle://{host}:{self.port}/{shown_code(self.code)}#{self.fingerprint}"


_JOIN = re.compile(r"^pinochle://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.\-]+):(\d{1,5})/([A-Za-z0-9\-]{4,40})#([0-9A-Fa-f]{64})$")


def parse_join_line(text: str) -> JoinLine:
    """Read a join line; ``ValueError`` says what is wrong with it."""
    match = _JOIN.match(text.strip())
    if match is None:
        raise ValueError("a join line looks like pinochle://ADDRESS:PORT/CODE#FINGERPRINT")
    host, port, code, fingerprint = match.groups()
    if not 0 < int(port) < 65536:
        raise ValueError("the port must be between 1 and 65535")
    code = normal_code(code)
    if any(ch not in CODE_ALPHABET for ch in code):
        raise ValueError("the table code holds a character no code has")
    return JoinLine(host.strip("[]"), int(port), code, fingerprint.lower())
