"""Three-handed Pinochle at the table: whole hands played by clicking (bid, take the widow, name trump,
bury, meld, tricks), alone against two computers and hot-seat; conceding; saves at every phase."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.scoring import Outcome
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.table.controller import Mode, Seat

from .table_driver import click_button, click_card, make_window, playable_cards, wait_for

THREE = preset("three-handed")
TURN_OR_PAUSE = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER, Mode.PRIVACY)
SOLO = (Seat("You", True), Seat("West", False, "medium"), Seat("North", False, "medium"),
        Seat("East", False, "medium"))


def shot(window, folder: str, name: str) -> None:  # type: ignore[no-untyped-def]
    assert window.grab().save(str(Path(folder) / f"{name}.png"))


def win_the_bid(qtbot, window, c) -> None:  # type: ignore[no-untyped-def]
    """The person bids the next rung at each turn until the others give up."""
    while c.state.phase is Phase.AUCTION:
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.state.phase is Phase.AUCTION:
            assert window.panel.buttons["bid"].text().endswith(str(c.state.rules.next_bid(c.state.high_bid)))
            click_button(window, "bid")
    wait_for(qtbot, c, *TURN_OR_PAUSE)


def widow_items(window) -> list:  # type: ignore[no-untyped-def]
    return [item for item in window.scene.card_items() if window.scene.roles.get(id(item), ("",))[0] == "widow"]


def bury_by_clicking(qtbot, window, c) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    """Click the three lowest cards the hand shows (the meld's cards lie on the table) and press Bury."""
    hand = window.scene.viewer_hand()
    cards = sorted(hand, key=lambda card: (card >> 2) % 6)[:3]
    for card in cards:
        click_card(window, card)
    assert window.panel.buttons["bury"].isEnabled()
    click_button(window, "bury")
    return tuple(sorted(cards))


def play_tricks_by_clicking(qtbot, window, c) -> int:  # type: ignore[no-untyped-def]
    played = 0
    while True:
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is not Mode.HUMAN_TURN or c.state.phase is not Phase.TRICKS:
            return played
        click_card(window, playable_cards(window)[0])
        played += 1


def test_a_three_handed_hand_by_clicking(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(THREE, seats=SOLO, seed=11)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.rules.players == 3 and [s.name for s in c.seats] == ["You", "West", "East"]
    assert len(window.scene.viewer_hand()) == 15
    hidden = widow_items(window)
    assert len(hidden) == 3 and not any(item.is_face_up() for item in hidden)  # face down in the auction
    plates = [plate for plate in window.scene.plates if plate.isVisible()]
    assert len(plates) == 3
    shot(window, screenshot_dir, "three-1-auction")
    win_the_bid(qtbot, window, c)
    assert c.state.bidder == 0 and c.state.phase is Phase.WIDOW
    shown = widow_items(window)
    assert len(shown) == 3 and all(item.is_face_up() for item in shown)  # face up for all
    assert {item.card_id for item in shown} == {card for card in range(96) if c.state.widow >> card & 1}
    shot(window, screenshot_dir, "three-2-widow")
    click_button(window, "take-widow")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.TRUMP and len(window.scene.viewer_hand()) == 18
    assert not widow_items(window)  # the widow is in the person's hand now
    click_button(window, "trump-hearts")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.BURY
    melded = c.state.melds[0].cards
    assert not any(melded >> card & 1 for card in window.scene.viewer_hand())  # meld lies on the table
    assert str(c.state.high_bid) in window.panel.buttons["concede"].text()  # what conceding costs
    shot(window, screenshot_dir, "three-3-bury")
    buried = bury_by_clicking(qtbot, window, c)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.buried == sum(1 << card for card in buried)
    assert c.mode is Mode.MELD_SHOWN
    click_button(window, "continue")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert len(window.scene.viewer_hand()) == 15
    # the lone face-down card by the person's side says what it is
    labels = [label.text for label in window.scene.pile_labels if label.isVisible()]
    assert labels == ["3 cards buried"]
    played = play_tricks_by_clicking(qtbot, window, c)
    assert played == 15
    assert c.mode in (Mode.HAND_OVER, Mode.GAME_OVER)
    result = c.state.results[-1]
    assert len(result.points) == 3 and sum(result.trick_points or ()) == 250
    assert result.buried_points == sum(10 for card in buried if (card >> 2) % 6 >= 3)
    shot(window, screenshot_dir, "three-4-result")


def test_the_bidder_may_concede_with_what_it_costs(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(THREE, seats=SOLO, seed=11)
    win_the_bid(qtbot, window, c)
    click_button(window, "take-widow")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    click_button(window, "trump-spades")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    bid = c.state.high_bid
    concede = window.panel.buttons["concede"]
    assert str(bid) in concede.text()
    panel_text = " ".join(label.text() for label in window.panel.findChildren(QLabel))
    meld_west, meld_east = c.state.melds[1].total, c.state.melds[2].total
    assert f"Conceding loses {bid}" in panel_text and f"West {meld_west}" in panel_text \
        and f"East {meld_east}" in panel_text
    click_button(window, "concede")
    assert window.safe.asker.pending.text == f"Concede and lose {bid}?"  # asked first, naming the cost
    window.safe.asker.answer(yes=True)
    wait_for(qtbot, c, Mode.HAND_OVER, Mode.GAME_OVER)
    result = c.state.results[-1]
    assert result.score.outcome is Outcome.THROWN_IN
    assert result.points == (-bid, meld_west, meld_east)
    result_text = " ".join(label.text() for label in window.panel.findChildren(QLabel))
    assert f"bid {bid}: Conceded before the first lead" in result_text and "Thrown in" not in result_text


def test_hot_seat_three_handed_with_the_privacy_screen(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Ann", True), Seat("Bob", True), Seat("North", False, "medium"), Seat("Cy", True))
    window, c = make_window(qtbot)
    window.new_game(THREE, seats=seats, seed=21)
    screens, viewers, phases = 0, set(), set()
    for _ in range(800):
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode is Mode.PRIVACY:
            screens += 1
            assert window.privacy.isVisible()
            assert c.seats[c.state.to_act].name in window.privacy.label.text()
            QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            continue
        if c.mode in (Mode.HAND_OVER, Mode.GAME_OVER):
            break
        if c.mode is Mode.MELD_SHOWN:
            click_button(window, "continue")
            continue
        seat = c.state.to_act
        assert c.viewer == seat == window.scene.viewer  # only the person to act sees their cards
        viewers.add(seat)
        phase = c.state.phase
        phases.add(phase)
        if phase is Phase.AUCTION:
            click_button(window, "bid" if seat == 0 and c.state.high_bid is None else "pass")
        elif phase is Phase.WIDOW:
            click_button(window, "take-widow")
        elif phase is Phase.TRUMP:
            click_button(window, "trump-clubs")
        elif phase is Phase.BURY:
            shot(window, screenshot_dir, "three-hot-seat-bury")
            bury_by_clicking(qtbot, window, c)
        else:
            click_card(window, playable_cards(window)[0])
    assert c.mode in (Mode.HAND_OVER, Mode.GAME_OVER)
    assert viewers == {0, 1, 2} and {Phase.WIDOW, Phase.BURY, Phase.TRICKS} <= phases
    assert screens >= 10


def test_a_save_at_each_phase_opens_to_the_same_table(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(THREE, seats=SOLO, seed=11)
    saved: list[tuple[Path, object, list[int], int]] = []

    def save(name: str) -> None:
        assert window.files.save_to(tmp_path / name)
        saved.append((tmp_path / f"{name}.pinochle", c.state, window.scene.viewer_hand(), len(widow_items(window))))

    wait_for(qtbot, c, *TURN_OR_PAUSE)
    save("auction")
    win_the_bid(qtbot, window, c)
    save("widow")
    click_button(window, "take-widow")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    save("trump")
    click_button(window, "trump-hearts")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    save("bury")
    bury_by_clicking(qtbot, window, c)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    click_button(window, "continue")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    click_card(window, playable_cards(window)[0])
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    save("tricks")
    assert [s[1].phase for s in saved] == [Phase.AUCTION, Phase.WIDOW, Phase.TRUMP, Phase.BURY, Phase.TRICKS]
    for path, state, hand, widow in saved:
        other, c2 = make_window(qtbot)
        assert other.files.open_file(path)
        wait_for(qtbot, c2, *TURN_OR_PAUSE)
        assert c2.state == state, path.name
        assert other.scene.viewer_hand() == hand, path.name
        assert len(widow_items(other)) == widow, path.name
        other.close()
