"""Two windows at one networked table on one display, for looking at (screenshots on a real display).

The left window hosts (Game → Host a table…, the dialog filled in and Host clicked), the right one joins
with the join line; then both play on by themselves (each person passes, or plays its last legal option).
Run: ``PINOCHLE_HOME=/tmp/demo /work/shared/tools/real-display -s 1920x1080 -t 3,6,9,24 -o shots/pair --
python benchmarks/net_two_windows.py`` (``DEMO_LANG=de``; ``DEMO_W``/``DEMO_H``: each window's size;
``DEMO_END``: when to stop, in ms; ``DEMO_PACE``: the computer players' pause, in s; ``DEMO_REVIEW=1``: once
the first hand is scored, the guest's window opens its hand review at trick 3 and the table waits).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from pinochle_desktop.engine.actions import Pass
from pinochle_desktop.ui.i18n import install_translators
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.network import menu
from pinochle_desktop.ui.table.controller import GameController, Mode


def main() -> None:
    app = QApplication(sys.argv[:1])
    if os.environ.get("DEMO_LANG", "en") != "en":
        install_translators(app, os.environ["DEMO_LANG"])
    width, height = int(os.environ.get("DEMO_W", "950")), int(os.environ.get("DEMO_H", "760"))
    pace = float(os.environ.get("DEMO_PACE", "0.8"))
    review = os.environ.get("DEMO_REVIEW") == "1"
    host = MainWindow(GameController(pace_ms=int(pace * 750)), animation="normal")
    guest = MainWindow(GameController(pace_ms=int(pace * 750)), animation="normal")
    host.show()
    guest.show()
    dialogs: dict[str, object] = {}

    def place() -> None:
        host.setGeometry(0, 30, width, height)
        guest.setGeometry(width + 10, 30, width, height)

    def open_host() -> None:
        dialog = menu.host_table(host, port=0, listen="127.0.0.1", pace=pace)
        dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findData("easy"))
        dialogs["host"] = dialog

    def open_join() -> None:
        dialogs["host"].close()  # type: ignore[attr-defined]
        line = host.network_join_lines[0]
        join = menu.join_table(guest)
        join.line_edit.setText(str(line).replace(line.host, "127.0.0.1", 1))
        join.name_edit.setText("Bea")
        dialogs["join"] = join

    def step() -> None:
        if review and guest.controller.mode is Mode.HAND_OVER:
            if "review" not in dialogs and guest.controller.match.played_hand(1) is not None:  # type: ignore[union-attr]
                guest.review_hand(1)
                guest.review_dialog.go(3)  # type: ignore[union-attr]
                guest.review_dialog.move(max(0, guest.x() + guest.width() - 1100), guest.y() + 60)  # type: ignore[union-attr]
                dialogs["review"] = guest.review_dialog
            return
        for c in (host.controller, guest.controller):
            if c.mode is Mode.HUMAN_TURN and c.networked:
                options = c.human_options()
                c.submit(Pass() if Pass() in options else options[-1])
            elif c.mode in (Mode.MELD_SHOWN, Mode.HAND_OVER) and c.networked:
                c.continue_()

    ticker = QTimer()
    ticker.timeout.connect(step)
    QTimer.singleShot(300, place)
    QTimer.singleShot(1000, open_host)
    QTimer.singleShot(4000, lambda: dialogs["host"].host_button.click())  # type: ignore[attr-defined]
    QTimer.singleShot(7000, open_join)
    QTimer.singleShot(10000, lambda: dialogs["join"].findChildren(QPushButton)[-1].click())  # type: ignore[attr-defined]
    QTimer.singleShot(13000, lambda: ticker.start(1500))
    QTimer.singleShot(int(os.environ.get("DEMO_END", "32000")), app.quit)
    app.exec()
    menu.leave(host)
    menu.leave(guest)


if __name__ == "__main__":
    main()
