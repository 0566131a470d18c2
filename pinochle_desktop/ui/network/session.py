"""A networked table in the window: the connection's signals drive the ``GameController`` (through a
``RemoteMatch``), people's names and stand-ins on the scoreboard, the chat line, and the end of the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QLineEdit, QMessageBox, QPlainTextEdit, QVBoxLayout, QWidget

from ...engine.hand_record import PlayedHand
from ...net.client import SeatInfo, TableClient
from ...net.protocol import MAX_CHAT, JoinLine
from ...persistence.settings import MAX_NAME_LENGTH, SeatConfig
from ..i18n import display_name
from ..texts import tr
from .connection import NetConnection
from .hosting import HostedTable
from .remote_match import RemoteMatch
from .seat_tokens import keep_token

if TYPE_CHECKING:
    from ..main_window import MainWindow


def reason_text(reason: str, message: str) -> str:
    """The host's reason in the window's language (its own English words when we do not know it)."""
    texts = {
        "version": tr("The table runs another version of Pinochle Desktop ({detail})."),
        "bad-code": tr("The table code is wrong."),
        "too-many-tries": tr("Too many wrong table codes from this computer: try again later."),
        "seat-taken": tr("That seat is taken."),
        "table-full": tr("Every seat at that table is taken."),
        "host-closed": tr("The host closed the table."),
        "game-over": tr("The game is over."),
        "connection-lost": tr("The connection to the table was lost."),
        "unreachable": tr("The table cannot be reached ({detail})."),
        "fingerprint": tr("That is not the table of the join line: its certificate differs."),
        "not-your-turn": tr("It is not your turn."),
        "illegal": tr("The host refused that: {detail}"),
        "replaced": tr("You joined this seat from another window."),
    }
    text = texts.get(reason)
    if text is None:
        return tr("The table said: {detail}").format(detail=message)
    return text.format(detail=message)


def seat_name_of(index: int, info: SeatInfo) -> str:
    """A seat's name in this window's words: the name its person gave, a computer seat's position in this
    window's language, or "Player N" while no person has sat down there."""
    if info.name is None:
        return tr("Player {n}").format(n=index + 1)
    return display_name(info.name[:24])


def seat_note(info: SeatInfo) -> str:
    """The word for a seat that is not simply played by its person: free, away, or the computer's."""
    if info.standin:
        return tr("computer", "a computer player plays for a person who is away")
    if info.person and not info.connected:
        return tr("free", "a seat nobody has taken yet") if info.name is None else tr("away", "a person who left")
    return ""


def seat_label(index: int, info: SeatInfo) -> str:
    """What the table shows for a seat: its name, and whether it is free, away or played by a stand-in
    (the host sends the facts; the words are the window's)."""
    name = seat_name_of(index, info)
    if info.standin:
        said = tr("{name} (computer)")
    elif info.person and not info.connected:
        said = tr("{name} (free)", "a seat nobody has taken yet") if info.name is None else tr("{name} (away)")
    else:
        return name
    room = MAX_NAME_LENGTH - len(said.format(name=""))  # a long name is cut, not the word after it
    return said.format(name=name[:max(1, room)])


class ChatDock(QDockWidget):
    """The table's chat: lines shown as plain text, one short line to send."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(tr("Table chat"), parent)
        self.setObjectName("table-chat")
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(6, 0, 6, 4)
        column.setSpacing(3)
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(500)
        self.lines.setFixedHeight(self.lines.fontMetrics().lineSpacing() * 4 + 12)  # a few lines: the table first
        self.entry = QLineEdit()
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setPlaceholderText(tr("Say something to the table"))
        column.addWidget(self.lines)
        column.addWidget(self.entry)
        self.setWidget(body)

    def add(self, name: str, text: str) -> None:
        self.lines.appendPlainText(f"{name}: {text}")


class NetworkSession(QObject):
    """The window at a networked table (joined, or hosted here and joined over 127.0.0.1)."""

    ended = Signal(str)

    def __init__(self, window: MainWindow, line: JoinLine, name: str, *, seat: int | None = None,
                 token: str | None = None, hosted: HostedTable | None = None) -> None:
        super().__init__(window)
        self.window, self.line, self.hosted = window, line, hosted
        self.match: RemoteMatch | None = None
        self.seat = -1
        self.connection = NetConnection(self)
        self.connection.welcomed.connect(self._welcomed)
        self.connection.updated.connect(self._updated)
        self.connection.seats_changed.connect(self._seats)
        self.connection.hand_record.connect(self._hand_record)
        self.connection.chat.connect(self._chat)
        self.connection.notice.connect(self._notice)
        self.connection.refused_action.connect(self._refused)
        self.connection.ended.connect(self._ended)
        self.chat = ChatDock(window)
        self.chat.entry.returnPressed.connect(self._say)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.chat)
        self.chat.hide()
        self.finished = False
        self.seat_infos: tuple[SeatInfo, ...] = ()
        self.hands: dict[int, PlayedHand] = {}
        self.connection.start(line, name, seat, token)

    def _welcomed(self, client: TableClient) -> None:
        assert client.rules is not None and client.view is not None
        if self.hosted is None:  # the hosting window gets its seat back with the table; a guest keeps its token
            keep_token(self.line, client.token)
        self.seat = client.seat
        w, c = self.window, self.window.controller
        w.files.autosave_enabled = False  # the game is kept by the host
        self.match = RemoteMatch(client.rules, client.view, self.connection.act, self.connection.ready)
        self.match.hands.update(self.hands)
        w.prepare_rebuild()
        c.load(self.match, self._seat_configs(client.seats),  # type: ignore[arg-type]
               remote_seats=frozenset(s for s in range(client.rules.players) if s != client.seat))
        self.chat.show()

    def _seat_configs(self, seats: tuple[SeatInfo, ...]) -> tuple[SeatConfig, ...]:
        self.seat_infos = seats
        self.window.presenter.seat_notes = {index: (seat_name_of(index, info), seat_note(info))
                                            for index, info in enumerate(seats) if seat_note(info)}
        return tuple(SeatConfig(seat_label(index, info), index == self.seat, "medium")
                     for index, info in enumerate(seats))

    def _updated(self, view: object, event: object) -> None:
        if self.match is None or event is None or self.window.controller.match is not self.match:
            return
        self.match.push(view, event)  # type: ignore[arg-type]
        self.window.controller.take_remote()

    def _hand_record(self, number: int, hand: object) -> None:
        """A finished hand with every card, for the hand review (records before the welcome are kept too)."""
        self.hands[number] = hand  # type: ignore[assignment]
        if self.match is not None:
            self.match.hands[number] = hand  # type: ignore[assignment]

    def _refused(self, reason: str, message: str) -> None:
        """The host did not take what this window sent: say why, and if it was the person's move, ask again."""
        self.window.show_toast(reason_text(reason, message))
        if reason != "bad-chat" and self.match is not None and self.window.controller.match is self.match:
            self.window.controller.take_remote()

    def _seats(self, seats: tuple[SeatInfo, ...]) -> None:
        self.window.controller.seats = self._seat_configs(seats)
        self.window.refresh()

    def _chat(self, seat: int, name: str, text: str) -> None:
        self.chat.add(name, text)

    def _notice(self, event: str, seat: int, name: str) -> None:
        """A stand-in took a seat or its person is back: said with the window's own name for the seat."""
        if 0 <= seat < len(self.seat_infos):
            name = seat_name_of(seat, self.seat_infos[seat])
        text = (tr("A computer player plays for {name} until they return.") if event == "standin"
                else tr("{name} is back at the table."))
        self.window.show_toast(text.format(name=name), error=False, ms=5000)
        self.chat.lines.appendPlainText(text.format(name=name))

    def _say(self) -> None:
        text = self.chat.entry.text().strip()
        if text:
            self.connection.say(text)
        self.chat.entry.clear()

    def _ended(self, reason: str, message: str) -> None:
        if self.finished:
            return
        self.finished = True
        text = reason_text(reason, message)
        if self.match is not None:
            self.window.controller.stop_remote()
        self.window.files.autosave_enabled = True
        if reason not in ("bye",):
            box = QMessageBox(QMessageBox.Icon.Information, tr("Networked table"), text, parent=self.window)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.open()
            self.window.last_network_message = text
        self.ended.emit(text)

    def leave(self) -> None:
        """Leave the table (and end it, if it is hosted here: the save stays on this computer)."""
        self.finished = True
        self.connection.close()
        if self.hosted is not None:
            self.hosted.close()
        if self.match is not None:
            self.window.controller.stop_remote()
        self.window.files.autosave_enabled = True
        self.chat.hide()
