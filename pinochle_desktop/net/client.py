"""A client of a networked table (asyncio): joins with the join line, keeps the latest view of its seat.

Used by the window (in a worker thread), by the tests and by the benchmark.  Everything the host
sends is read strictly (``codec``); a message that does not fit closes the connection.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.actions import Action, action_to_dict
from ..engine.hand_record import PlayedHand, replay_hand
from ..engine.rules import Rules, RulesError
from ..engine.state import HandResult
from ..engine.view import PlayerView
from .codec import CodecError, event_from_dict, hand_from_dict, view_from_dict
from .protocol import MAX_HOST_LINE, PROTOCOL_VERSION, JoinLine, ProtocolError, decode, encode, plain
from .tls import check_fingerprint, client_context


class Refused(ConnectionError):
    """The host refused us or closed the table: ``reason`` is the protocol's code, ``message`` the host's words."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason, self.message = reason, message


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str | None  # None: no person has sat down here yet (the window words the seat)
    person: bool
    connected: bool
    standin: bool
    level: str


def _name(value: object) -> str | None:
    """A seat's name as the host sent it: a short plain line, or ``None`` (the seat has no name yet)."""
    return None if value is None else plain(value, 40)


def _seats(value: object) -> tuple[SeatInfo, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 4:
        raise CodecError("seats should be a list of 2 to 4 seats")
    out = []
    for item in value:
        if not isinstance(item, dict) or set(item) != {"name", "person", "connected", "standin", "level"}:
            raise CodecError("a seat has the wrong keys")
        name, level = _name(item["name"]), plain(item["level"], 20)
        flags = [item[k] for k in ("person", "connected", "standin")]
        if (name is None and item["name"] is not None) or level is None or not all(isinstance(f, bool) for f in flags):
            raise CodecError("a seat is not well formed")
        out.append(SeatInfo(name, *flags, level))
    return tuple(out)


class TableClient:
    """One connection to a table, for one seat."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.seat = -1
        self.token = ""
        self.rules: Rules | None = None
        self.view: PlayerView | None = None
        self.serial = -1
        self.results: tuple[HandResult, ...] = ()
        self.seats: tuple[SeatInfo, ...] = ()
        self.hands: dict[int, PlayedHand] = {}  # finished hands by number, every card known (for the review)
        self.events: list[dict[str, object]] = []
        self.chat: list[tuple[int, str, str]] = []
        self.notices: list[tuple[str, int, str | None]] = []
        self.errors: list[tuple[str, str]] = []
        self.closed: Refused | None = None
        self.on_message: Callable[[dict[str, object]], None] | None = None
        self.record: list[bytes] | None = None  # every line the host sent, when set (for tests)

    @classmethod
    async def join(cls, line: JoinLine, name: str, *, seat: int | None = None, token: str | None = None,
                   protocol: int = PROTOCOL_VERSION, timeout: float = 10.0) -> TableClient:
        """Connect, check the host's certificate against the join line, say hello; ``Refused`` says why not."""
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(line.host, line.port, ssl=client_context(), limit=MAX_HOST_LINE), timeout)
        try:
            check_fingerprint(writer.get_extra_info("ssl_object"), line.fingerprint)
        except ConnectionError:
            writer.close()
            raise
        client = cls(reader, writer)
        hello: dict[str, object] = {"type": "hello", "protocol": protocol, "code": line.code, "name": name}
        if seat is not None:
            hello["seat"] = seat
        if token is not None:
            hello["token"] = token
        client.send(hello)
        message = await asyncio.wait_for(client.receive(), timeout)
        if message is None or message["type"] != "welcome":
            writer.close()
            raise client.closed or Refused("protocol", "the host did not welcome us")
        await asyncio.wait_for(client.receive(), timeout)  # the first view
        return client

    def send(self, message: dict[str, object]) -> None:
        self.writer.write(encode(message))

    def act(self, action: Action) -> None:
        self.send({"type": "act", "serial": self.serial, "action": action_to_dict(action)})

    def ready(self) -> None:
        self.send({"type": "ready"})

    def say(self, text: str) -> None:
        self.send({"type": "chat", "text": text})

    async def close(self) -> None:
        if not self.writer.is_closing():
            with contextlib.suppress(ConnectionError, RuntimeError):
                self.send({"type": "bye"})
            self.writer.close()
        with contextlib.suppress(ConnectionError, OSError):
            await self.writer.wait_closed()

    async def receive(self) -> dict[str, object] | None:
        """The next message, taken in; ``None`` once the connection is closed (``closed`` says why)."""
        try:
            line = await self.reader.readline()
        except (ConnectionError, OSError, ValueError):
            line = b""
        if self.record is not None and line:
            self.record.append(line)
        if not line:
            if self.closed is None:
                self.closed = Refused("connection-lost", "the connection to the host was lost")
            return None
        try:
            message = decode(line, MAX_HOST_LINE)
            self._take(message)
        except (ProtocolError, CodecError, RulesError, KeyError, TypeError) as exc:
            self.closed = Refused("protocol", f"the host sent a message this version cannot read ({exc})")
            self.writer.close()
            return None
        if self.on_message is not None:
            self.on_message(message)
        return message

    def _take(self, message: dict[str, object]) -> None:
        kind = message["type"]
        if kind == "welcome":
            seat, token, rules = message["seat"], message["token"], message["rules"]
            if not isinstance(seat, int) or not isinstance(token, str) or not isinstance(rules, dict):
                raise CodecError("a welcome is not well formed")
            self.seat, self.token, self.rules = seat, token, Rules.from_dict(rules)
            self.seats = _seats(message["seats"])
        elif kind == "update":
            serial, known = message["serial"], message["results_from"]
            if isinstance(serial, bool) or not isinstance(serial, int) or self.rules is None \
                    or not isinstance(known, int) or not 0 <= known <= len(self.results):
                raise CodecError("an update is not well formed")
            self.view = view_from_dict(message["view"], self.rules, self.results[:known])
            self.results = self.view.results
            self.serial = serial
            if "event" in message:
                self.events.append(event_from_dict(message["event"]))
        elif kind == "seats":
            self.seats = _seats(message["seats"])
        elif kind == "hand":
            self._take_hand(message)
        elif kind == "chat":
            seat, name, text = message["seat"], plain(message["name"], 40), plain(message["text"], 400)
            if not isinstance(seat, int) or name is None or text is None:
                raise CodecError("a chat line is not well formed")
            self.chat.append((seat, name, text))
        elif kind == "notice":
            event, seat, name = message["event"], message["seat"], _name(message["name"])
            if event not in ("standin", "returned") or not isinstance(seat, int) \
                    or (name is None and message["name"] is not None):
                raise CodecError("a notice is not well formed")
            self.notices.append((str(event), seat, name))
        elif kind == "error":
            self.errors.append((str(message["reason"])[:40], str(message["message"])[:400]))
        elif kind in ("refused", "closed"):
            self.closed = Refused(str(message.get("reason"))[:40], str(message.get("message"))[:400])
        elif kind != "pong":
            raise CodecError(f"unknown message type {kind[:40]!r}")

    def _take_hand(self, message: dict[str, object]) -> None:
        """A finished hand's record: replayed here, and kept only if it ends in the result the host scored."""
        record = hand_from_dict({k: v for k, v in message.items() if k != "type"})
        index = next((i for i, r in enumerate(self.results) if r.hand_number == record.hand_number), None)
        if index is None or self.rules is None:
            raise CodecError("a hand record came before its hand was scored")
        try:
            self.hands[record.hand_number] = replay_hand(self.rules, record, self.results[index], self.results[:index])
        except ValueError as exc:
            raise CodecError(f"the hand's record does not fit its result: {exc}") from None

    async def until(self, condition: Callable[[TableClient], bool], timeout: float = 10.0) -> None:
        """Read messages until ``condition(self)`` holds (``Refused`` if the table ends first)."""
        async def wait() -> None:
            while not condition(self):
                if await self.receive() is None:
                    assert self.closed is not None
                    raise self.closed
        await asyncio.wait_for(wait(), timeout)
