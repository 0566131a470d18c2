"""The table's host: holds the ``Match``, referees every action, tells each seat only what it may see.

One asyncio server per table (TLS, JSON lines).  A seat is a person who joined with the table
code, or a computer player; a person who drops keeps the seat (a token gives it back) and after
``wait_seconds`` a computer player stands in until they return.  Computer players think in a
worker thread (``asyncio.to_thread``), so the event loop keeps serving the other clients.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..ai import make_player
from ..engine.actions import Action, PassCards
from ..engine.errors import IllegalAction
from ..engine.hand_record import finished_hands
from ..engine.match import Match, deal_for
from ..engine.rules import Rules
from ..engine.state import Phase
from ..engine.view import view
from .codec import CodecError, client_action_from_dict, hand_to_dict, public_action, view_to_dict
from .guard import Bucket, Failures, Limits
from .protocol import (
    MAX_CHAT,
    MAX_CLIENT_LINE,
    MAX_NAME,
    PROTOCOL_VERSION,
    JoinLine,
    ProtocolError,
    decode,
    encode,
    new_code,
    normal_code,
    plain,
)
from .tls import Identity

log = logging.getLogger("pinochle.host")


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """Who a seat is for: a person (who joins over the network) or a computer player of ``level``."""

    name: str
    person: bool
    level: str = "medium"  # the computer player's level, and the stand-in's for a person who dropped


@dataclass(eq=False)
class _Client:
    writer: asyncio.StreamWriter
    address: str
    bucket: Bucket
    seat: int | None = None
    errors: int = 0
    closed: bool = False
    results_sent: int = 0
    hands_sent: int = 0  # finished hands whose record this client has been sent


@dataclass(eq=False)
class _Seat:
    plan: SeatPlan
    name: str | None  # None for a person's seat until its person says their name (the window words it)
    client: _Client | None = None
    token_hash: str | None = None
    standin: bool = False
    ready: bool = False
    timer: asyncio.TimerHandle | None = None
    claimed: bool = False


@dataclass
class TableSettings:
    wait_seconds: float = 60.0  # how long a dropped person's seat waits before a computer player stands in
    pace: float = 0.0  # seconds a computer player waits before acting (so people can follow)
    limits: Limits = field(default_factory=Limits)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class Refusal(Exception):
    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason, self.message = reason, message


async def _readline(reader: asyncio.StreamReader) -> bytes:
    try:
        return await reader.readline()
    except ValueError:  # the stream's line limit
        raise Refusal("too-large", f"a message may hold at most {MAX_CLIENT_LINE} bytes") from None


class Table:
    """One networked table.  ``start()`` listens; ``close()`` ends it for everyone."""

    def __init__(self, rules: Rules, seats: Sequence[SeatPlan], *, seed: int | None = None,
                 match: Match | None = None, identity: Identity | None = None, code: str | None = None,
                 settings: TableSettings | None = None, token_hashes: Sequence[str | None] = (),
                 on_action: object = None) -> None:
        if len(seats) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} seats")
        self.match = match or Match(rules, secrets.randbelow(2**31) if seed is None else seed)
        self.rules = rules
        self.identity = identity or Identity.generate()
        self.code = normal_code(code) if code else new_code()
        self.settings = settings or TableSettings()
        self.limits = self.settings.limits
        self.seats = [_Seat(plan, None if plan.person else plan.name) for plan in seats]
        for seat, token_hash in zip(self.seats, token_hashes):
            if token_hash and seat.plan.person:
                seat.token_hash, seat.claimed = token_hash, True
                if self.match.actions and seat.plan.name:  # a resumed game: the name its person gave
                    seat.name = seat.plan.name
        self._players = [make_player(plan.level, random.Random(f"{self.match.seed}:{i}"))
                         for i, plan in enumerate(seats)]
        self._clients: set[_Client] = set()
        self._handlers: set[asyncio.Task[None]] = set()
        self._failures = Failures(self.limits)
        self._server: asyncio.Server | None = None
        self._thinking: asyncio.Task[None] | None = None
        self._closed = False
        self.started = bool(self.match.actions) or not any(p.person for p in seats)
        self.finished = asyncio.Event()
        self.on_action = on_action  # called with the table after every action (the headless host saves)
        self.port = 0
        if self.match.actions:  # a resumed game: every person's seat waits for its person
            for index, seat in enumerate(self.seats):
                if seat.plan.person and seat.claimed:
                    self._dropped(index)

    # ------------------------------------------------------------------ serving
    async def start(self, host: str | Sequence[str] | None = "127.0.0.1", port: int = 0) -> int:
        self._server = await asyncio.start_server(
            self._serve, host, port, ssl=self.identity.server_context(), limit=MAX_CLIENT_LINE,
            ssl_handshake_timeout=self.limits.hello_timeout)
        self.port = self._server.sockets[0].getsockname()[1]
        log.info("table listening on port %d", self.port)
        self._advance()
        return self.port

    def join_line(self, address: str = "127.0.0.1") -> JoinLine:
        return JoinLine(address, self.port, self.code, self.identity.fingerprint)

    async def close(self, reason: str = "host-closed", message: str = "The host closed the table.") -> None:
        if self._closed:
            return
        self._closed = True
        if self._thinking is not None:
            self._thinking.cancel()
        for seat in self.seats:
            if seat.timer is not None:
                seat.timer.cancel()
        for client in list(self._clients):
            self._drop(client, reason, message)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        if self._handlers:  # every connection was closed above: their readers end at once
            await asyncio.wait(self._handlers, timeout=2.0)
        self.finished.set()

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def serial(self) -> int:
        return len(self.match.actions)

    def seat_tokens(self) -> list[str | None]:
        return [seat.token_hash for seat in self.seats]

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        client = _Client(writer, address, Bucket(self.limits.rate, self.limits.burst))
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
            task.add_done_callback(self._handlers.discard)
        try:
            self._admit(client)
            self._clients.add(client)
            try:
                line = await asyncio.wait_for(_readline(reader), self.limits.hello_timeout)
            except TimeoutError:
                raise Refusal("timeout", "no hello in time") from None
            self._hello(client, self._read(line))
            while not client.closed:
                line = await _readline(reader)
                if not line:
                    break
                if not client.bucket.take():
                    raise Refusal("flooding", "too many messages: slow down")
                self._handle(client, self._read(line))
        except Refusal as refusal:
            self._drop(client, refusal.reason, refusal.message)
        except (ConnectionError, OSError, asyncio.IncompleteReadError):
            pass
        finally:
            self._drop(client, None, None)

    def _read(self, line: bytes) -> dict[str, object]:
        try:
            return decode(line, MAX_CLIENT_LINE)
        except ProtocolError as exc:
            raise Refusal(exc.reason, exc.message) from None

    def _admit(self, client: _Client) -> None:
        if self._closed:
            raise Refusal("host-closed", "the table is closed")
        if self._failures.blocked(client.address):
            raise Refusal("too-many-tries", "too many wrong table codes from your address: try again later")
        if len(self._clients) >= self.limits.max_connections:
            raise Refusal("busy", "the table has too many connections")
        if sum(c.address == client.address for c in self._clients) >= self.limits.max_connections_per_address:
            raise Refusal("busy", "too many connections from your address")

    def _send(self, client: _Client, message: dict[str, object] | bytes) -> None:
        if client.closed:
            return
        client.writer.write(message if isinstance(message, bytes) else encode(message))
        if client.writer.transport.get_write_buffer_size() > self.limits.max_buffer:
            self._drop(client, "not-reading", "the connection does not keep up with the table")

    def _drop(self, client: _Client, reason: str | None, message: str | None) -> None:
        if client.closed:
            return
        if reason is not None:
            log.info("%s: %s (%s)", client.address, reason, message)
            with contextlib.suppress(ConnectionError, OSError, RuntimeError):
                client.writer.write(encode({"type": "refused" if client.seat is None else "closed",
                                            "reason": reason, "message": message or reason}))
        client.closed = True
        self._clients.discard(client)
        with contextlib.suppress(ConnectionError, OSError, RuntimeError):
            client.writer.close()
        seat = client.seat
        if seat is not None and self.seats[seat].client is client:
            self.seats[seat].client = None
            if not self._closed:
                self._dropped(seat)
                self._send_seats()

    # ------------------------------------------------------------------ joining
    def _hello(self, client: _Client, hello: dict[str, object]) -> None:
        if hello.get("type") != "hello":
            raise Refusal("expected-hello", 'the first message must be a "hello"')
        version = hello.get("protocol")
        if version != PROTOCOL_VERSION:
            raise Refusal("version", f"this table speaks protocol {PROTOCOL_VERSION}, you speak "
                          f"{version if isinstance(version, int) and 0 <= version < 10_000 else 'an unknown one'}: "
                          "use the same version of Pinochle Desktop as the host")
        if self._failures.blocked(client.address):  # tries that arrived together count too
            raise Refusal("too-many-tries", "too many wrong table codes from your address: try again later")
        code = hello.get("code")
        if not isinstance(code, str) or not hmac.compare_digest(normal_code(code[:64]).encode(), self.code.encode()):
            self._failures.failed(client.address)
            raise Refusal("bad-code", "wrong table code")
        name = plain(hello.get("name"), MAX_NAME)
        if name is None:
            raise Refusal("bad-name", f"a name is one line of 1 to {MAX_NAME} characters")
        index = self._seat_for(hello.get("token"), hello.get("seat"))
        seat = self.seats[index]
        token = hello.get("token") if seat.token_hash and isinstance(hello.get("token"), str) else None
        if token is None:
            token = secrets.token_urlsafe(24)
            seat.token_hash = _hash(token)
        if seat.client is not None:
            self._drop(seat.client, "replaced", "you joined this seat from another connection")
        if seat.timer is not None:
            seat.timer.cancel()
            seat.timer = None
        seat.client, seat.name, seat.claimed, seat.ready = client, name, True, False
        client.seat = index
        returning = seat.standin
        seat.standin = False
        log.info("%s took seat %d as %r", client.address, index, name)
        self._send(client, {"type": "welcome", "protocol": PROTOCOL_VERSION, "seat": index, "token": token,
                            "rules": self.rules.to_dict(), "seats": self._seat_list()})
        self._send(client, self._update(index, client, None))
        self._send_hands()
        self._send_seats()
        if returning:
            self._notice("returned", index)
        if not self.started and all(s.claimed for s in self.seats if s.plan.person):
            self.started = True
        self._advance()

    def _seat_for(self, token: object, wanted: object) -> int:
        if token is not None:
            if not isinstance(token, str) or len(token) > 100:
                raise Refusal("malformed", '"token" must be a short text')
            digest = _hash(token)
            for index, seat in enumerate(self.seats):
                if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, digest):
                    return index
            raise Refusal("bad-token", "that seat token is not one of this table's")
        free = [i for i, s in enumerate(self.seats) if s.plan.person and not s.claimed]
        if wanted is None:
            if not free:
                raise Refusal("table-full", "every seat for a person is taken")
            return free[0]
        if isinstance(wanted, bool) or not isinstance(wanted, int) or not 0 <= wanted < len(self.seats):
            raise Refusal("bad-seat", f"a seat is a number from 0 to {len(self.seats) - 1}")
        if wanted not in free:
            raise Refusal("seat-taken", "that seat is taken or played by the computer")
        return wanted

    def _dropped(self, index: int) -> None:
        seat = self.seats[index]
        seat.timer = asyncio.get_running_loop().call_later(self.settings.wait_seconds, self._stand_in, index)

    def _stand_in(self, index: int) -> None:
        seat = self.seats[index]
        seat.timer = None
        if seat.client is None and not self._closed:
            seat.standin = True
            log.info("a computer player stands in for seat %d", index)
            self._send_seats()
            self._notice("standin", index)
            self._advance()

    # ------------------------------------------------------------------ messages
    def _handle(self, client: _Client, message: dict[str, object]) -> None:
        kind = message["type"]
        assert client.seat is not None
        if kind == "act":
            self._act(client, message)
        elif kind == "ready":
            self.seats[client.seat].ready = True
            self._advance()
        elif kind == "chat":
            text = plain(message.get("text"), MAX_CHAT)
            if text is None:
                self._refuse(client, "bad-chat", f"a chat line is one line of 1 to {MAX_CHAT} characters")
                return
            self._broadcast({"type": "chat", "seat": client.seat, "name": self.seats[client.seat].name, "text": text})
        elif kind == "ping":
            self._send(client, {"type": "pong"})
        elif kind == "bye":
            raise Refusal("bye", "you left the table")
        else:
            raise Refusal("unknown-message", "unknown message type")

    def _refuse(self, client: _Client, reason: str, message: str) -> None:
        client.errors += 1
        if client.errors > self.limits.max_errors:
            raise Refusal("too-many-errors", "too many refused messages")
        self._send(client, {"type": "error", "reason": reason, "message": message})

    def _act(self, client: _Client, message: dict[str, object]) -> None:
        seat = client.seat
        assert seat is not None
        if set(message) - {"type", "serial", "action", "seat"}:
            self._refuse(client, "malformed", 'an "act" holds only "serial", "action" and "seat"')
            return
        if "seat" in message and message["seat"] != seat:
            self._refuse(client, "not-your-seat", "you can act only for your own seat")
            return
        try:
            action = client_action_from_dict(message.get("action"))
        except CodecError as exc:
            self._refuse(client, "bad-action", str(exc))
            return
        if message.get("serial") != self.serial:
            self._refuse(client, "stale", "the game has moved on since that view")
            return
        if self.match.state.to_act != seat:
            self._refuse(client, "not-your-turn", "it is not your turn")
            return
        try:
            self._apply(seat, action)
        except IllegalAction as exc:
            self._refuse(client, "illegal", str(exc))
        else:  # a taken action is paced by the game itself: it does not count as flooding
            client.bucket.refund()

    # ------------------------------------------------------------------ the game
    def _apply(self, seat: int | None, action: Action) -> None:
        done = len(self.match.state.results)
        self.match.apply(action)  # checked by the engine; IllegalAction leaves the match as it was
        for index, s in enumerate(self.seats):
            if s.client is not None:
                self._send(s.client, self._update(index, s.client, (seat, action)))
        if len(self.match.state.results) > done:  # a hand is over: now everybody may see all of it
            self._send_hands()
        if self.match.state.phase is Phase.DEAL:
            for s in self.seats:
                s.ready = False
        if callable(self.on_action):
            try:
                self.on_action(self)
            except Exception:  # noqa: BLE001 - a failed save is logged; the table plays on
                log.exception("after an action")
        self._advance()

    def _update(self, seat: int, client: _Client, event: tuple[int | None, Action] | None) -> dict[str, object]:
        # The finished hands' results only once each: ``results_from`` says how many the client has.
        state = self.match.state
        done = len(state.results)
        known = min(client.results_sent, done)
        client.results_sent = done
        message: dict[str, object] = {"type": "update", "serial": self.serial, "results_from": known,
                                      "view": view_to_dict(view(state, seat), results_from=known)}
        if event is not None:
            actor, action = event
            sees = actor == seat or (isinstance(action, PassCards) and actor is not None
                                     and self.rules.seating.partner[actor] == seat)
            message["event"] = {"seat": actor, "action": public_action(action, sees_cards=sees)}
        return message

    def _send_hands(self) -> None:
        """Each finished hand's record (deal and actions) to every client that does not have it yet: only
        ever of hands already scored, never of the hand being played."""
        done = len(self.match.state.results)
        waiting = [s.client for s in self.seats if s.client is not None and s.client.hands_sent < done]
        if not waiting:
            return
        records = finished_hands(self.match.states, self.match.actions)
        for client in waiting:
            for record in records[client.hands_sent:]:
                self._send(client, {"type": "hand", **hand_to_dict(record)})
            client.hands_sent = len(records)

    def _computer_plays(self, index: int) -> bool:
        seat = self.seats[index]
        return not seat.plan.person or seat.standin

    def _advance(self) -> None:
        if self._closed or not self.started or self._server is None:
            return
        if not any(s.client is not None for s in self.seats) and any(s.plan.person for s in self.seats):
            return  # nobody to play for: wait
        state = self.match.state
        if state.phase is Phase.GAME_OVER:
            self.finished.set()
            return
        if state.to_act is None:
            people = [s for s in self.seats if s.client is not None]
            if state.hand_number == 0 or all(s.ready for s in people):
                self._apply(None, deal_for(state, self.match.seed))
            return
        if self._computer_plays(state.to_act) and (self._thinking is None or self._thinking.done()):
            self._thinking = asyncio.get_running_loop().create_task(self._think(state.to_act, self.serial))

    async def _think(self, seat: int, serial: int) -> None:
        if self.settings.pace:
            await asyncio.sleep(self.settings.pace)
        seen = view(self.match.state, seat)
        action = await asyncio.to_thread(self._players[seat].choose, seen)
        self._thinking = None
        if self._closed or serial != self.serial or not self._computer_plays(seat):
            self._advance()
            return
        try:
            self._apply(seat, action)
        except IllegalAction:
            log.exception("a computer player chose an illegal action")

    # ------------------------------------------------------------------ telling everyone
    def _seat_list(self) -> list[dict[str, object]]:
        return [{"name": s.name, "person": s.plan.person, "connected": s.client is not None, "standin": s.standin,
                 "level": s.plan.level} for s in self.seats]

    def _broadcast(self, message: dict[str, object]) -> None:
        data = encode(message)
        for seat in self.seats:
            if seat.client is not None:
                self._send(seat.client, data)

    def _send_seats(self) -> None:
        self._broadcast({"type": "seats", "seats": self._seat_list()})

    def _notice(self, what: str, seat: int) -> None:
        self._broadcast({"type": "notice", "event": what, "seat": seat, "name": self.seats[seat].name})

