"""The window's connection to a table: the asyncio client runs in a worker thread and reports through
Qt signals (delivered in the window's thread); it never touches a widget."""

from __future__ import annotations

import asyncio
import contextlib
import threading

from PySide6.QtCore import QObject, Signal

from ...engine.actions import Action
from ...net.client import Refused, TableClient
from ...net.protocol import JoinLine
from ...net.tls import FingerprintMismatch


class NetConnection(QObject):
    welcomed = Signal(object)  # the TableClient (read its seat, token, rules, seats once)
    updated = Signal(object, object)  # PlayerView, event dict or None
    seats_changed = Signal(object)  # tuple of SeatInfo
    chat = Signal(int, str, str)  # seat, name, text
    notice = Signal(str, int, str)  # "standin" or "returned", seat, the person's name ("" if none yet)
    hand_record = Signal(int, object)  # a finished hand's number and its PlayedHand (every card: the review)
    refused_action = Signal(str, str)  # reason, host's message: an action or chat line not taken
    ended = Signal(str, str)  # reason, host's message: the connection is over

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: TableClient | None = None
        self._thread: threading.Thread | None = None
        self._leaving = False  # closed by the window, perhaps before the host has welcomed us

    def start(self, line: JoinLine, name: str, seat: int | None = None, token: str | None = None) -> None:
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main(line, name, seat, token)),
                                        name="pinochle-net", daemon=True)
        self._thread.start()

    async def _main(self, line: JoinLine, name: str, seat: int | None, token: str | None) -> None:
        self._loop = asyncio.get_running_loop()
        try:
            try:
                client = await TableClient.join(line, name, seat=seat, token=token)
            except Refused as refused:
                if refused.reason != "bad-token" or token is None:
                    raise
                client = await TableClient.join(line, name, seat=seat)  # a kept token of an older game
        except Refused as refused:
            self.ended.emit(refused.reason, refused.message)
            return
        except FingerprintMismatch as exc:
            self.ended.emit("fingerprint", str(exc))
            return
        except (OSError, TimeoutError) as exc:
            self.ended.emit("unreachable", str(exc) or type(exc).__name__)
            return
        self._client = client
        if self._leaving:  # left while the host was still seating us: say goodbye at once, or the seat
            await client.close()  # would stay taken by a window that is gone
            return
        self.welcomed.emit(client)
        self.updated.emit(client.view, None)
        client.on_message = self._dispatch
        while await client.receive() is not None:
            pass
        closed = client.closed or Refused("connection-lost", "the connection to the host was lost")
        self.ended.emit(closed.reason, closed.message)

    def _dispatch(self, message: dict[str, object]) -> None:
        client = self._client
        assert client is not None
        kind = message["type"]
        if kind == "update":
            self.updated.emit(client.view, client.events[-1] if "event" in message else None)
            del client.events[:]
        elif kind == "seats":
            self.seats_changed.emit(client.seats)
        elif kind == "hand":
            number = message["hand_number"]
            assert isinstance(number, int)
            self.hand_record.emit(number, client.hands[number])
        elif kind == "chat":
            self.chat.emit(*client.chat.pop())
        elif kind == "notice":
            event, seat, name = client.notices.pop()
            self.notice.emit(event, seat, name or "")
        elif kind == "error":
            self.refused_action.emit(*client.errors.pop())

    def _call(self, function: object, *args: object) -> None:
        if self._loop is not None and self._client is not None and not self._loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop has just ended
                self._loop.call_soon_threadsafe(function, *args)  # type: ignore[arg-type]

    def act(self, action: Action) -> None:
        if self._client is not None:
            self._call(self._client.act, action)

    def ready(self) -> None:
        if self._client is not None:
            self._call(self._client.ready)

    def say(self, text: str) -> None:
        if self._client is not None:
            self._call(self._client.say, text)

    def close(self) -> None:
        """Leave the table (the worker thread ends), also while the host is still seating us."""
        self._leaving = True  # (before reading the client, which the worker sets before reading this)
        client = self._client
        if client is not None and self._loop is not None:
            self._call(lambda: self._loop.create_task(client.close()))  # type: ignore[union-attr]
        if self._thread is not None:
            self._thread.join(3.0)
