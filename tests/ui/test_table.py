"""Whole hands played through the window by clicking, as a person plays them."""

from __future__ import annotations

import dataclasses
import os

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from pinochle_desktop.engine.actions import Bid, Pass, Play
from pinochle_desktop.engine.game import legal_play_cards
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence.settings import load_settings
from pinochle_desktop.ui.table.controller import Mode, Seat

from .table_driver import click_button, click_card, make_window, playable_cards, step, wait_for

TURN_OR_PAUSE = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER, Mode.PRIVACY)


def shot(window, folder: str, name: str) -> str:  # type: ignore[no-untyped-def]
    path = os.path.join(folder, f"{name}.png")
    assert window.grab().save(path)
    return path


def test_a_whole_hand_by_clicking(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=11)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.AUCTION and c.human_to_act() == 0
    assert window.panel.isVisible() and "bid" in window.panel.buttons and "help" in window.panel.buttons
    shot(window, screenshot_dir, "1-auction")
    # South keeps bidding the next rung until the computers give up.
    while c.state.phase is Phase.AUCTION:
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.state.phase is Phase.AUCTION:
            expected = c.state.rules.next_bid(c.state.high_bid)
            assert window.panel.buttons["bid"].text().endswith(str(expected))
            click_button(window, "bid")
    assert c.state.bidder == 0
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.TRUMP
    shot(window, screenshot_dir, "2-trump")
    enabled = [k for k, b in window.panel.buttons.items() if k.startswith("trump-") and b.isEnabled()]
    assert len(enabled) == 4  # single deck: any suit may be trump
    click_button(window, "trump-hearts")
    assert c.state.trump is not None and c.state.trump.name == "HEARTS"
    # North (computer) passes four cards to South, then South passes four back.
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.PASS_TO_PARTNER
    hand = window.scene.viewer_hand()
    assert len(hand) == 16
    for card in hand[-4:]:
        click_card(window, card)
    assert window.panel.buttons["pass-cards"].isEnabled()
    # the prompt tells a person with the mouse what to do too (it once named only Enter and Space)
    prompt = " ".join(label.text() for label in window.panel.findChildren(QLabel) if label.isVisible())
    assert "Pass these 4 with the button or Enter; click one (or Space) to take it back." in prompt
    shot(window, screenshot_dir, "3-passing")
    click_button(window, "pass-cards")
    wait_for(qtbot, c, Mode.MELD_SHOWN)
    assert len(window.scene.viewer_hand()) + len(window.scene.meld_captions) >= 4
    assert all(caption.isVisible() for caption in window.scene.meld_captions)
    shot(window, screenshot_dir, "4-meld")
    click_button(window, "continue")
    tricks_seen = 0
    while c.state.phase is Phase.TRICKS:
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is not Mode.HUMAN_TURN:
            break
        legal = legal_play_cards(c.table_view())
        cards = playable_cards(window)
        assert cards and all(legal >> card & 1 for card in cards)
        if tricks_seen == 5:
            shot(window, screenshot_dir, "5-tricks")
        before = len(c.match.actions)
        click_card(window, cards[0])
        assert len(c.match.actions) == before + 1
        tricks_seen += 1
    wait_for(qtbot, c, Mode.HAND_OVER, Mode.GAME_OVER)
    assert tricks_seen == 12
    result = c.state.results[-1]
    assert sum(result.trick_points) == 250
    assert "next-hand" in window.panel.buttons and window.panel.isVisible()
    assert window.scoreboard.sheet.rowCount() == 1
    shot(window, screenshot_dir, "6-result")
    click_button(window, "next-hand")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.hand_number == 2


def test_an_illegal_card_says_why_and_changes_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=4)
    for _ in range(400):
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS and c.state.trick:
            legal = legal_play_cards(c.table_view())
            illegal = [card for card in window.scene.viewer_hand() if not legal >> card & 1]
            if illegal:
                break
        step(c)
    else:
        raise AssertionError("no position with an illegal card came up")
    state = c.state
    assert window.scene.item_for(illegal[0]).is_dimmed()
    click_card(window, illegal[0])
    assert c.state is state
    assert window.toast.isVisible() and "must" in window.toast.text()


def test_keyboard_plays_a_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=8)
    for _ in range(400):
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS:
            break
        step(c)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    focused = playable_cards(window)[1] if len(playable_cards(window)) > 1 else playable_cards(window)[0]
    assert window.scene.item_for(focused).is_highlighted()
    before = len(c.match.actions)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert c.match.actions[before] == Play(focused)


def test_hot_seat_hand_with_privacy_screen(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Ann", True), Seat("West", False, "medium"), Seat("Bob", True), Seat("East", False, "medium"))
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seats=seats, seed=21)
    screens = 0
    viewers = set()
    phases_screened = set()
    shots_taken = False
    for _ in range(600):
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is Mode.PRIVACY:
            screens += 1
            assert window.privacy.isVisible()
            name = seats[c.state.to_act].name
            assert name in window.privacy.label.text()
            # the screen says what the person is called for, not "to play" while the auction is on
            doing = {Phase.AUCTION: "to bid", Phase.TRUMP: "to name trump", Phase.PASS_TO_BIDDER: "to pass cards",
                     Phase.PASS_TO_PARTNER: "to pass cards", Phase.TRICKS: "to play"}[c.state.phase]
            assert window.privacy.label.text() == f"{name} {doing}"
            phases_screened.add(c.state.phase)
            if not shots_taken:
                shot(window, screenshot_dir, "7-privacy")
                shots_taken = True
            QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            continue
        assert not window.privacy.isVisible()
        if c.mode in (Mode.HAND_OVER, Mode.GAME_OVER):
            break
        if c.mode is Mode.MELD_SHOWN:
            click_button(window, "continue")
            continue
        seat = c.state.to_act
        assert c.viewer == seat  # the table shows the hand of the person to act, nobody else's
        viewers.add(seat)
        assert window.scene.viewer == seat
        if c.state.phase is Phase.AUCTION:
            click_button(window, "pass")
        elif c.state.phase is Phase.TRUMP:
            key = next(k for k, b in window.panel.buttons.items() if b.isEnabled())
            click_button(window, key)
        elif c.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
            for card in window.scene.viewer_hand()[:4]:
                click_card(window, card)
            click_button(window, "pass-cards")
        else:
            click_card(window, playable_cards(window)[0])
    assert c.mode in (Mode.HAND_OVER, Mode.GAME_OVER)
    assert viewers == {0, 2}
    assert screens >= 12  # every change of person at the table goes through the privacy screen
    assert {Phase.AUCTION, Phase.TRICKS} <= phases_screened


def test_a_stale_computer_answer_is_dropped(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    moves: list[int] = []
    c.thinker.answered.connect(lambda job, _answer: moves.append(job))
    window.new_game(preset("single-deck"), seed=3)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    old_job = moves[-1]  # the job of a computer move of the old game
    state = c.state
    window.new_game(preset("double-deck"), seed=4)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    new_state = c.state
    c._on_answer(old_job, Bid(250))  # its answer arrives late
    assert c.state is new_state and c.state is not state


def test_the_window_remembers_its_size_and_position(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _ = make_window(qtbot)
    window.setGeometry(30, 60, 1010, 690)
    window.close()  # writes the settings file
    settings, notice = load_settings()
    assert notice is None and settings.window_geometry
    other, _ = make_window(qtbot)
    other.restore_geometry(settings.window_geometry)
    assert (other.width(), other.height()) == (1010, 690)
    assert (other.geometry().x(), other.geometry().y()) == (30, 60)


def test_undo_goes_back_to_your_previous_decision_and_redo_forward(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=12)
    for _ in range(400):
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS and len(c.state.tricks) >= 2:
            break
        step(c)
    decision = c.state
    card = playable_cards(window)[0]
    click_card(window, card)
    wait_for(qtbot, c, Mode.HUMAN_TURN)  # the computers have played on to South's next turn
    later = c.state
    assert later is not decision and window.act_undo.isEnabled()
    window.act_undo.trigger()
    assert c.state == decision  # exactly the earlier state, computers' cards taken back too
    assert card in window.scene.viewer_hand() and not window.scene.item_for(card).is_dimmed()
    assert window.act_redo.isEnabled()
    window.act_redo.trigger()
    assert c.state == later


def test_throw_in_is_offered_with_its_cost_when_the_bid_is_out_of_reach(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.engine.match import first_dealer

    seed = next(s for s in range(100) if first_dealer(s) == 3)  # East deals: South bids first
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=seed)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    c.submit(Bid(1000))  # far beyond any meld plus 250
    while c.state.phase is not Phase.TRICKS:
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is Mode.HUMAN_TURN:
            c.submit(c.human_options()[0])
        elif c.mode is Mode.MELD_SHOWN:
            break
    wait_for(qtbot, c, Mode.MELD_SHOWN)
    click_button(window, "continue")
    wait_for(qtbot, c, Mode.HUMAN_TURN)
    assert "throw-in" in window.panel.buttons
    assert "1000" in window.panel.buttons["throw-in"].text()
    shot(window, screenshot_dir, "8-throw-in")
    click_button(window, "throw-in")
    assert window.safe.asker.pending.text == "Throw in and lose 1000?"  # asked first, naming the cost
    window.safe.asker.answer(yes=True)
    wait_for(qtbot, c, Mode.HAND_OVER, Mode.GAME_OVER)
    result = c.state.results[-1]
    assert result.score.outcome.name == "THROWN_IN" and result.points[0] == -1000
    shot(window, screenshot_dir, "9-thrown-in-result")


def test_hand_review_steps_through_every_trick_with_all_hands_shown(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.learning.review_dialog import ReviewDialog

    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=11)
    for _ in range(600):
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is Mode.HAND_OVER:
            break
        if c.mode is Mode.HUMAN_TURN:
            option = c.human_options()
            c.submit(option[-1] if c.state.phase is Phase.TRICKS else (Pass() if Pass() in option else option[0]))
        else:
            c.continue_()

    def advisor(state, seat):  # type: ignore[no-untyped-def]
        return c.human_options()[0] if False else Play(min(legal_cards(state, seat)))

    dialog = ReviewDialog(window, c.match, 1, window.names(), (0,), advisor)
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(dialog.steps) == 13  # the meld and twelve tricks
    shot(dialog, screenshot_dir, "10-review-meld")
    for n in range(1, 13):
        dialog.next_button.click()
        step = dialog.steps[n]
        assert len(step.state.tricks) == n
        shown = [item for item in dialog.scene.card_items() if item.is_face_up()]
        assert len(shown) == 4 * (12 - n) + 4  # every hand face up, and the trick just played
        if n == 4:
            shot(dialog, screenshot_dir, "11-review-trick")
    assert not dialog.next_button.isEnabled()
    # South played its highest legal card; the "advisor" prefers the lowest: every differing play is listed.
    assert dialog.differences and all(seat == 0 for seat, _, _ in dialog.differences)


def legal_cards(state, seat):  # type: ignore[no-untyped-def]
    from pinochle_desktop.engine.cards import cards_of
    from pinochle_desktop.engine.view import view as seat_view

    return cards_of(legal_play_cards(seat_view(state, seat)))


def test_a_whole_game_of_computers_ends_with_the_winner_and_a_new_game_button(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    seats = tuple(Seat(name, False, "easy") for name in ("South", "West", "North", "East"))
    window, c = make_window(qtbot)
    rules = dataclasses.replace(preset("double-deck"), target=250)  # (a whole game in fewer hands than to 500)
    window.new_game(rules, seats=seats, seed=2)
    for _ in range(200):
        wait_for(qtbot, c, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER, timeout=20000)
        if c.mode is Mode.GAME_OVER:
            break
        c.continue_()
    assert c.mode is Mode.GAME_OVER
    state = c.state
    winner = state.winner
    assert winner is not None
    lost = rules.lose_at is not None and state.scores[1 - winner] <= rules.lose_at
    assert state.scores[winner] >= rules.target or lost
    assert window.scoreboard.sheet.rowCount() == len(state.results)
    assert "new-game" in window.panel.buttons
    shot(window, screenshot_dir, "14-game-over")
    click_button(window, "new-game")
    wait_for(qtbot, c, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.THINKING)
    assert c.state.hand_number == 1 and c.state.scores == (0, 0)
