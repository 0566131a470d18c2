"""A networked table names its seats in the window's own language: a free seat, a person who is away, a
computer player standing in (the host, English and far away, sends only the facts)."""

from __future__ import annotations

from pinochle_desktop.engine import preset
from pinochle_desktop.net.client import SeatInfo
from pinochle_desktop.net.host import SeatPlan
from pinochle_desktop.net.protocol import parse_join_line
from pinochle_desktop.ui.network import menu
from pinochle_desktop.ui.network.hosting import HostedTable
from pinochle_desktop.ui.network.session import NetworkSession, seat_label
from tests.ui.table_driver import make_window

ENGLISH = ("Player", "(away)", "(computer)", "(free)", "Friend")


def _three_handed_table(seed: int) -> HostedTable:
    """A three-handed table hosted on 127.0.0.1 by Ann, two seats free; a gone person's seat waits 1 s."""
    return HostedTable(preset("three-handed"), [SeatPlan("Ann", True), SeatPlan("", True), SeatPlan("", True)],
                       0, pace=0, listen="127.0.0.1", seed=seed, wait_seconds=1.0)


def _join(window, line: str, name: str) -> None:  # type: ignore[no-untyped-def]
    dialog = menu.join_table(window)
    dialog.line_edit.setText(line)
    dialog.name_edit.setText(name)
    dialog._check()


def test_free_away_and_standin_seats_read_in_german(qtbot, german):  # type: ignore[no-untyped-def]
    bea, bc = make_window(qtbot)
    cy, cc = make_window(qtbot)
    hosted = _three_handed_table(41)
    try:
        line = str(hosted.join_line("127.0.0.1"))
        _join(bea, line, "Bea")
        qtbot.waitUntil(lambda: bc.networked, timeout=30000)
        assert bc.humans == (1,)
        # nobody sits at seats 1 and 3 yet (seat 1 is kept for the host's own window)
        qtbot.waitUntil(lambda: bea.names() == ("Spieler 1 (frei)", "Bea", "Spieler 3 (frei)"), timeout=10000)
        plates = {plate.name: plate.status for plate in bea.scene.plates}  # the plate: the name, the word below
        assert plates["Spieler 1"] == "frei" and plates["Spieler 3"] == "frei" and plates["Bea"] in ("", "überlegt…")

        # (Cy's window shares this test's home with Bea's, and with it her seat token: he comes without one)
        cy.network = NetworkSession(cy, parse_join_line(line), "Cy")
        qtbot.waitUntil(lambda: bea.names()[2] == "Cy", timeout=30000)
        menu.leave(cy)  # Cy's window goes away: the seat waits for him, then a computer player stands in
        qtbot.waitUntil(lambda: bea.names()[2] == "Cy (weg)", timeout=30000)
        qtbot.waitUntil(lambda: bea.names()[2] == "Cy (Computer)", timeout=30000)
        qtbot.waitUntil(lambda: any(p.name == "Cy" and p.status.startswith("Computer") for p in bea.scene.plates),
                        timeout=10000)
        qtbot.waitUntil(lambda: "Ein Computerspieler spielt für Cy" in bea.network.chat.lines.toPlainText(),
                        timeout=10000)
        for name in bea.names():
            assert not any(word in name for word in ENGLISH), name
    finally:
        menu.leave(bea)
        hosted.close()


def test_a_seat_label_is_cut_in_its_name_never_in_the_word_after_it(german):  # type: ignore[no-untyped-def]
    long = SeatInfo("Maximiliane-Josefine Bauer"[:24], True, False, True, "medium")
    label = seat_label(1, long)
    assert label.endswith(" (Computer)") and len(label) <= 24 and label.startswith("Maximiliane")
    assert seat_label(0, SeatInfo("South", False, False, False, "easy")) == "Süd"  # a computer seat, translated
    assert seat_label(3, SeatInfo(None, True, False, False, "medium")) == "Spieler 4 (frei)"


def test_a_window_that_leaves_while_being_seated_frees_its_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Leaving at once after asking to join (before the host's welcome arrives) once left the seat taken by a
    window that was gone: the host never heard a goodbye, and nobody stood in for him."""
    bea, bc = make_window(qtbot)
    cy, cc = make_window(qtbot)
    hosted = _three_handed_table(42)
    try:
        line = str(hosted.join_line("127.0.0.1"))
        _join(bea, line, "Bea")
        qtbot.waitUntil(lambda: bc.networked, timeout=30000)
        cy.network = NetworkSession(cy, parse_join_line(line), "Cy")
        menu.leave(cy)  # at once: the host has not seated him yet
        # the host seats him, hears him go, and after the wait a computer player stands in for him
        qtbot.waitUntil(lambda: bea.names()[2] == "Cy (computer)", timeout=30000)
    finally:
        menu.leave(bea)
        hosted.close()
