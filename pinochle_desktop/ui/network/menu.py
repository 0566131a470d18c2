"""The window's Game → Host a table… and Join a table…: open the dialog, start the session, leave it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QMessageBox

from ...engine.rules import Rules
from ..i18n import DEFAULT_SEAT_NAMES
from ..texts import tr
from .dialogs import HostDialog, JoinDialog
from .hosting import HostedTable, local_addresses
from .seat_tokens import token_for
from .session import NetworkSession

if TYPE_CHECKING:
    from ..main_window import MainWindow


def _name(window: MainWindow) -> str:
    """The person's own name from the seats, if they gave one ("You" would read as "you" to everyone)."""
    humans = [s.name for s in window.settings.seats if s.human and s.name not in DEFAULT_SEAT_NAMES]
    return humans[0] if humans else ""


def _custom_rules(window: MainWindow) -> dict[str, Rules]:
    rules = {}
    for name, data in window.settings.custom_rules.items():
        try:
            rules[name] = Rules.from_dict(data)
        except (ValueError, TypeError, KeyError):
            continue
    return rules


def host_table(window: MainWindow, *, port: int | None = None, listen: str | None = None,
               pace: float = 0.8, seed: int | None = None) -> HostDialog:
    """Open the host dialog; its Host button opens the table and this window joins it."""
    dialog = HostDialog(window, _custom_rules(window), _name(window))
    if port is not None:
        dialog.port_box.setValue(port)

    def start() -> None:
        try:
            hosted = HostedTable(dialog.rules(), dialog.seats(), dialog.port_box.value(), listen=listen, pace=pace,
                                 seed=seed)
        except OSError as exc:
            dialog.info.setText(tr("The table could not be opened on port {port}: {problem}").format(
                port=dialog.port_box.value(), problem=exc.strerror or str(exc)))
            return
        leave(window)
        lines = [hosted.join_line(a) for a in (local_addresses() or ["127.0.0.1"])]
        window.network = NetworkSession(window, hosted.join_line("127.0.0.1"), dialog.your_name(), seat=0,
                                        token=hosted.owner_token, hosted=hosted)
        window.network_join_lines = lines
        dialog.show_join(lines)

    dialog.buttons.accepted.disconnect()
    dialog.buttons.accepted.connect(start)
    dialog.open()
    window.host_dialog = dialog
    return dialog


def join_table(window: MainWindow) -> JoinDialog:
    dialog = JoinDialog(window, _name(window))

    def joined(result: int) -> None:
        if result != QDialog.DialogCode.Accepted or dialog.join_line is None:
            return
        leave(window)
        line = dialog.join_line
        window.network = NetworkSession(window, line, dialog.your_name(), seat=dialog.seat(),
                                        token=token_for(line))

    dialog.finished.connect(joined)
    dialog.open()
    window.join_dialog = dialog
    return dialog


def leave(window: MainWindow) -> None:
    """Leave the networked table, if any (ending it, if this window hosts it)."""
    session: NetworkSession | None = getattr(window, "network", None)
    if session is not None:
        window.network = None
        session.leave()


__all__ = ["host_table", "join_table", "leave", "QMessageBox"]
