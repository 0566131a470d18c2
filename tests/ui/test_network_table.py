"""Two windows at one networked table over 127.0.0.1: one hosts (Game → Host a table…), one joins with
the join line (Game → Join a table…); they play a hand to the score like a local game."""

from __future__ import annotations

from pinochle_desktop.engine.actions import Bid, Pass
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence import paths
from pinochle_desktop.ui.network import menu
from pinochle_desktop.ui.table.controller import Mode
from tests.ui.table_driver import make_window, step


def test_two_windows_host_and_join_a_table_and_play_a_hand(qtbot):
    host, hc = make_window(qtbot)
    guest, gc = make_window(qtbot)
    dialog = menu.host_table(host, port=0, listen="127.0.0.1", pace=0, seed=27)
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("single-deck"))
    for seat in (1, 3):
        dialog.seat_boxes[seat].setCurrentIndex(dialog.seat_boxes[seat].findData("easy"))
    assert dialog.seat_boxes[2].currentData() == "person"
    dialog.host_button.click()
    qtbot.waitUntil(lambda: dialog.join_edit.isVisible())
    line = dialog.join_edit.text()
    assert line.startswith("pinochle://") and "#" in line
    join = menu.join_table(guest)
    join.line_edit.setText(line.replace(line.split("//")[1].split(":")[0], "127.0.0.1", 1))
    join.name_edit.setText("<b>Bea</b>")
    join.findChildren(type(dialog.host_button))[-1].click()  # Join
    qtbot.waitUntil(lambda: gc.networked and hc.networked, timeout=30000)
    assert gc.humans == (2,) and hc.humans == (0,)
    qtbot.waitUntil(lambda: host.names()[2] == "<b>Bea</b>", timeout=5000)  # her name, as written

    held = []
    hints = []

    def played() -> bool:
        assert gc.state.hands[0] == 0  # the guest never holds the host's cards
        held.append(gc.state.hands[2].bit_count())
        if not hints and gc.mode is Mode.HUMAN_TURN:  # her own hint, worked out on her computer
            with qtbot.waitSignal(gc.hint_ready, timeout=20000) as hint:
                assert gc.request_hint()
            assert hint.args[0].action in gc.human_options()
            hints.append(hint.args[0])
        for c in (hc, gc):
            if c.mode in (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.TRICK_SHOWN):
                step(c)
        return all(len(c.state.results) >= 1 for c in (hc, gc))
    qtbot.waitUntil(played, timeout=30000)
    assert hc.state.results[0] == gc.state.results[0]  # the same hand, scored once, by the host
    assert max(held) >= 12  # but her own (16 while she holds the cards passed to her)
    assert hints
    assert not gc.can_undo()

    def next_hand() -> bool:  # each window's "next hand" tells the host; it deals once both have
        for c in (hc, gc):
            if c.mode in (Mode.HAND_OVER, Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.TRICK_SHOWN):
                step(c)
        return all(c.state.hand_number == 2 and c.state.phase is not Phase.DEAL for c in (hc, gc))
    qtbot.waitUntil(next_hand, timeout=30000)
    assert host.scoreboard.score_labels[0].text() == str(hc.state.scores[0])
    host.close()  # the host closes: the table ends for everyone, the game is saved on the host
    qtbot.waitUntil(lambda: getattr(guest, "last_network_message", "") == "The host closed the table.",
                    timeout=30000)
    assert list(paths.saves_dir().glob("network-*.pinochle"))
    assert gc.mode is Mode.IDLE and gc.state.phase is not Phase.GAME_OVER


def test_joining_with_a_bad_line_or_a_wrong_code_says_why(qtbot):
    from pinochle_desktop.engine import preset
    from pinochle_desktop.net.host import SeatPlan
    from pinochle_desktop.ui.network.hosting import HostedTable

    guest, gc = make_window(qtbot)
    join = menu.join_table(guest)
    join.line_edit.setText("192.168.1.2 ABCD")
    join._check()
    assert "not a join line" in join.problem.text() and join.isVisible()
    hosted = HostedTable(preset("two-handed"), [SeatPlan("Ann", True), SeatPlan("Bob", True)], 0, pace=0,
                         listen="127.0.0.1", seed=28)
    try:
        line = hosted.join_line("127.0.0.1")
        wrong = str(line).replace(line.code[:4], "2222" if line.code[:4] != "2222" else "3333", 1)
        join.line_edit.setText(wrong)
        join._check()
        assert "Give a name" in join.problem.text()  # nobody is "You" to the others: a name first
        join.name_edit.setText("Bea")
        join._check()
        qtbot.waitUntil(lambda: getattr(guest, "last_network_message", "") == "The table code is wrong.", timeout=30000)
        assert not gc.networked
    finally:
        hosted.close()


def test_a_guest_who_leaves_gets_the_seat_and_cards_back_by_joining_again(qtbot):
    host, hc = make_window(qtbot)
    guest, gc = make_window(qtbot)
    dialog = menu.host_table(host, port=0, listen="127.0.0.1", pace=0, seed=27)
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("two-handed"))
    dialog.host_button.click()
    qtbot.waitUntil(lambda: dialog.join_edit.isVisible())
    line = dialog.join_edit.text().replace(dialog.join_edit.text().split("//")[1].split(":")[0], "127.0.0.1", 1)

    def join() -> None:
        j = menu.join_table(guest)
        j.line_edit.setText(line)
        j.name_edit.setText("Bea")
        j._check()
    join()
    qtbot.waitUntil(lambda: gc.networked and gc.mode in (Mode.HUMAN_TURN, Mode.THINKING), timeout=30000)
    cards = gc.state.hands[1]
    assert gc.humans == (1,) and cards
    menu.leave(guest)  # her window leaves the table
    qtbot.waitUntil(lambda: "(away)" in host.names()[1], timeout=30000)  # the host's table says so
    join()  # the seat token kept on her computer gives the seat back
    qtbot.waitUntil(lambda: gc.networked and guest.names()[1] == "Bea", timeout=30000)
    assert gc.humans == (1,) and gc.state.hands[1] == cards
    qtbot.waitUntil(lambda: host.names()[1] == "Bea", timeout=30000)
    menu.leave(host)


def test_a_move_the_host_refuses_gives_the_turn_back_with_the_reason(qtbot):
    host, hc = make_window(qtbot)
    dialog = menu.host_table(host, port=0, listen="127.0.0.1", pace=0, seed=29)
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("single-deck"))
    for seat in (1, 2, 3):
        dialog.seat_boxes[seat].setCurrentIndex(dialog.seat_boxes[seat].findData("easy"))
    dialog.host_button.click()
    qtbot.waitUntil(lambda: hc.networked and hc.mode is Mode.HUMAN_TURN, timeout=30000)
    before = hc.state
    host.network.match.apply = lambda action: host.network.connection.act(Bid(7))  # a move the rules forbid
    assert hc.submit(Pass())
    assert hc.mode is Mode.SENT  # sent: waiting for the host
    qtbot.waitUntil(lambda: hc.mode is Mode.HUMAN_TURN, timeout=30000)  # refused: the turn is hers again
    assert host.toast.text().startswith("The host refused that:")
    assert hc.state is before  # nothing moved: the host took no action
    menu.leave(host)


def test_after_a_move_the_persons_plate_never_says_they_are_thinking(qtbot):
    """While the move travels to the host and back, the table waits for the host: nobody is thinking."""
    host, hc = make_window(qtbot)
    dialog = menu.host_table(host, port=0, listen="127.0.0.1", pace=0, seed=31)
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("single-deck"))
    for seat in (1, 2, 3):
        dialog.seat_boxes[seat].setCurrentIndex(dialog.seat_boxes[seat].findData("easy"))
    dialog.host_button.click()
    qtbot.waitUntil(lambda: hc.networked and hc.mode is Mode.HUMAN_TURN, timeout=30000)
    plate = host.scene.plates[0]
    shown: list[str] = []
    follow = plate.set_info

    def set_info(name, status, *rest):  # every status the person's own plate is given from now on
        shown.append(status)
        follow(name, status, *rest)
    plate.set_info = set_info
    moves = 0
    while moves < 3:
        qtbot.waitUntil(lambda: hc.mode is Mode.HUMAN_TURN, timeout=30000)
        serial = len(hc.match.actions)
        options = hc.human_options()
        assert hc.submit(Pass() if Pass() in options else options[0])
        assert hc.mode is Mode.SENT and hc.state.to_act == 0  # the host has not answered yet
        assert host.presenter.turn_text == "Waiting for the host…"
        assert plate.status != "thinking…" and not plate.active
        qtbot.waitUntil(lambda before=serial: len(hc.match.actions) > before, timeout=30000)
        moves += 1
    assert shown and "thinking…" not in shown
    menu.leave(host)


def test_the_hosting_windows_seat_is_kept_for_it_when_a_friend_joins_first() -> None:
    """A friend quick with the join line (or asking for any free seat) never takes the host's own seat."""
    import asyncio

    import pytest

    from pinochle_desktop.engine import preset
    from pinochle_desktop.net.client import Refused, TableClient
    from pinochle_desktop.net.host import SeatPlan
    from pinochle_desktop.ui.network.hosting import HostedTable

    hosted = HostedTable(preset("two-handed"), [SeatPlan("Ann", True), SeatPlan("Bob", True)], 0, pace=0,
                         listen="127.0.0.1", seed=30)
    line = hosted.join_line("127.0.0.1")

    async def play() -> None:
        bea = await TableClient.join(line, "Bea")  # before the host's window has sat down
        assert bea.seat == 1
        with pytest.raises(Refused) as refused:
            await TableClient.join(line, "Cy", seat=0)
        assert refused.value.reason == "seat-taken"
        ann = await TableClient.join(line, "Ann", seat=0, token=hosted.owner_token)
        assert ann.seat == 0
        for client in (bea, ann):
            await client.close()

    try:
        asyncio.run(play())
    finally:
        hosted.close()


def test_the_hand_review_at_a_networked_table_shows_every_card_trick_by_trick(qtbot):
    """Once a hand is scored the host sends its record: the review shows all hands, trick by trick, as at a
    local table (while the hand was played, this window held only its own cards)."""
    from pinochle_desktop.engine import Match
    from pinochle_desktop.persistence.savegame import load_game
    from tests.ui.table_driver import click_button

    host, hc = make_window(qtbot)
    dialog = menu.host_table(host, port=0, listen="127.0.0.1", pace=0, seed=27)
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findData("single-deck"))
    for seat in (1, 2, 3):
        dialog.seat_boxes[seat].setCurrentIndex(dialog.seat_boxes[seat].findData("easy"))
    dialog.host_button.click()
    qtbot.waitUntil(lambda: hc.networked, timeout=30000)
    assert hc.match.played_hand(1) is None

    def scored() -> bool:
        assert not any(hc.state.hands[s] for s in (1, 2, 3))  # only her own cards, while the hand is played
        if hc.mode in (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.TRICK_SHOWN):
            step(hc)
        return hc.mode is Mode.HAND_OVER
    qtbot.waitUntil(scored, timeout=30000)
    result = hc.state.results[0]
    assert result.trick_points is not None  # played out: the panel offers the review
    qtbot.waitUntil(lambda: hc.match.played_hand(1) is not None, timeout=10000)
    click_button(host, "review")
    review = host.review_dialog
    assert review is not None and review.isVisible()
    steps = review.steps
    assert len(steps) == 1 + 12 and [s.title_trick for s in steps] == list(range(13))
    assert [s.state.hands[seat].bit_count() for seat in range(4) for s in steps[:1]] == [12, 12, 12, 12]
    plays = [play for s in steps for play in s.plays]
    assert len(plays) == 48 and len({action.card for _seat, action, _better in plays}) >= 24
    assert steps[-1].state.results[-1] == result  # the host's score
    # the very hand the host played: its save holds the same cards
    saved = max(paths.saves_dir().glob("network-*.pinochle"), key=lambda p: p.stat().st_mtime)
    _game, match = load_game(saved)
    assert isinstance(match, Match)
    first_lead = next(s for s in match.states if s.hand_number == 1 and s.phase is Phase.TRICKS)
    assert steps[0].state.hands == first_lead.hands  # every seat's cards, as the host had them
    assert steps[-1].state.tricks == match.states[match.states.index(first_lead) + 48].tricks
    review.go(5)
    assert review.position.text() == "Trick 5 of 12"
    review.close()
    menu.leave(host)
