"""Every tool of the table at three-handed Pinochle, used as a player would: hints at each phase, undo back
to the bid (the widow turns face down again), the bid analysis with the widow's likely help, the score
sheet, scoreboard and statistics for three players, the hand review naming the widow and the buried cards,
the new game dialog seating three, the rules help and resuming an unfinished game."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from pinochle_desktop.engine.actions import Bury, NameTrump, Play, TakeWidow
from pinochle_desktop.engine.cards import cards_of
from pinochle_desktop.engine.game import legal_actions
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.learning.hints import hint_player
from pinochle_desktop.ui.learning.rules_help import rules_html
from pinochle_desktop.ui.table.controller import Mode, Seat
from pinochle_desktop.ui.texts import card_name

from .table_driver import click_button, click_card, make_window, playable_cards, step, wait_for
from .test_three_handed_table import SOLO, TURN_OR_PAUSE, bury_by_clicking, widow_items, win_the_bid

THREE = preset("three-handed")


def to_the_bury(qtbot, window, c, seed: int = 11) -> None:  # type: ignore[no-untyped-def]
    window.new_game(THREE, seats=SOLO, seed=seed)
    win_the_bid(qtbot, window, c)
    click_button(window, "take-widow")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    click_button(window, "trump-hearts")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.BURY and c.mode is Mode.HUMAN_TURN


def ask_hint(qtbot, window, c):  # type: ignore[no-untyped-def]
    """Press the Hint button; the hint must be the expert's own choice, legal, and shown with its reason."""
    v = c.table_view()
    expected = hint_player(v).choose(v)
    window.last_hint = None
    window.scoreboard.hint_button.click()
    qtbot.waitUntil(lambda: window.last_hint is not None, timeout=60000)
    assert window.last_hint == expected and window.last_hint in legal_actions(v)
    assert window.toast.isVisible() and window.toast.text().startswith("Hint:")
    return window.last_hint, window.toast.text()


def test_hints_at_every_three_handed_phase(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(THREE, seats=SOLO, seed=11)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    _call, text = ask_hint(qtbot, window, c)
    assert "widow" in text  # a call counts the widow's likely help
    win_the_bid(qtbot, window, c)
    action, text = ask_hint(qtbot, window, c)
    assert action == TakeWidow() and "widow" in text
    click_button(window, "take-widow")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    action, _text = ask_hint(qtbot, window, c)
    assert isinstance(action, NameTrump)
    c.submit(action)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.BURY
    action, text = ask_hint(qtbot, window, c)
    window.grab().save(f"{screenshot_dir}/three-bury-hint.png")
    assert isinstance(action, Bury) and "bury" in text.lower()
    # the hinted cards are chosen for the person, who only confirms: raised in the hand (where the hint names a
    # card the meld on the table shows, the spare copy in the hand), not in the meld
    hand = window.scene.viewer_hand()
    chosen = sorted(window._selected)
    assert len(chosen) == 3 and set(chosen) <= set(hand) and window.panel.buttons["bury"].isEnabled()
    assert sorted(card >> 2 for card in chosen) == sorted(card >> 2 for card in action.cards)
    assert any(card not in hand for card in action.cards)  # this deal's hint names a copy shown in meld
    assert all(window.scene.item_for(card).is_raised() for card in chosen)
    assert not any(window.scene.item_for(card).is_raised() for card in cards_of(c.state.melds[0].cards))
    click_button(window, "bury")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.buried == sum(1 << card for card in chosen)
    click_button(window, "continue")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.TRICKS and c.mode is Mode.HUMAN_TURN
    action, _text = ask_hint(qtbot, window, c)
    assert isinstance(action, Play) and action.card in playable_cards(window)


def test_undo_takes_back_to_the_bury_and_to_the_bid_where_the_widow_lies_face_down_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    to_the_bury(qtbot, window, c)
    at_bury = c.state
    hand_at_bury = window.scene.viewer_hand()
    buried = bury_by_clicking(qtbot, window, c)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    click_button(window, "continue")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    click_card(window, playable_cards(window)[0])
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.TRICKS and window.act_undo.isEnabled()
    window.act_undo.trigger()  # back before the person's first card: the meld is shown again first
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.mode is Mode.MELD_SHOWN
    click_button(window, "continue")
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.TRICKS and not c.state.tricks and len(window.scene.viewer_hand()) == 15
    window.act_undo.trigger()  # back to the bury: the bury panel and the same cards to choose from
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state == at_bury and window.scene.viewer_hand() == hand_at_bury
    assert window.panel.buttons["bury"].isVisible() and "concede" in window.panel.buttons
    for _ in range(3):  # the trump, taking the widow, the bid
        window.act_undo.trigger()
        wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.AUCTION
    hidden = widow_items(window)
    assert len(hidden) == 3 and not any(item.is_face_up() for item in hidden)  # the widow is secret again
    assert len(window.scene.viewer_hand()) == 15
    while window.act_redo.isEnabled() and c.state.phase is not Phase.TRICKS:
        window.act_redo.trigger()
        wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.buried == sum(1 << card for card in buried)


def test_bid_analysis_at_three_handed_counts_the_widow(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(THREE, seats=SOLO, seed=11)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.AUCTION
    window.panel.buttons["analysis"].click()
    dialog = window.bid_analysis
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: bool(dialog.outlooks), timeout=60000)
    assert len(dialog.outlooks) == 4  # any suit may be trump after the widow
    for outlook in dialog.outlooks:
        assert len(outlook.totals) == 30
        if outlook.safe_bid is not None:
            assert outlook.safe_bid >= THREE.min_bid and outlook.make_rate(outlook.safe_bid) >= 0.8
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "widow" in texts and "bury" in texts
    qtbot.wait(50)  # the dialog lays itself out for the rows and the legend: the legend stays below the chart
    chart, legend = dialog.chart.geometry(), dialog.legend.geometry()
    assert legend.top() > chart.bottom() and legend.height() >= dialog.legend.heightForWidth(legend.width())
    dialog.grab().save(f"{screenshot_dir}/three-bid-analysis.png")


def play_out_a_hand(qtbot, window, c) -> None:  # type: ignore[no-untyped-def]
    to_the_bury(qtbot, window, c)
    bury_by_clicking(qtbot, window, c)
    for _ in range(200):
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        if c.mode in (Mode.HAND_OVER, Mode.GAME_OVER):
            return
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS:
            click_card(window, playable_cards(window)[0])
        else:
            step(c)
    raise AssertionError("the hand did not end")


def test_score_sheet_scoreboard_statistics_and_review_for_three_players(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    play_out_a_hand(qtbot, window, c)
    state = c.state
    result = state.results[-1]
    names = window.names()
    assert names == ("You", "West", "East")
    # the scoreboard: a score for each of the three
    board = " ".join(label.text() for label in window.scoreboard.findChildren(QLabel))
    for name, total in zip(names, result.totals, strict=True):
        assert name in board and str(total) in board
    # the scoreboard's sheet: the bid column shows the bid whole (not "You…"), the bidder's column in bold
    small = window.scoreboard.sheet
    cell = small.item(0, 0)
    assert cell.text().split()[0] == str(result.bid) and cell.text()[-1] in "✓✗"
    assert small.fontMetrics().horizontalAdvance(cell.text()) <= small.columnWidth(0)
    assert small.item(0, 1 + result.bidder).font().bold()
    # the score sheet: a column per player
    sheet = window.show_score_sheet()
    qtbot.addWidget(sheet)
    headers = [sheet.table.horizontalHeaderItem(col).text() for col in range(sheet.table.columnCount())]
    assert headers[-3:] == list(names) and sheet.table.rowCount() == 1
    assert sheet.table.item(0, 0).text() == "You" and sheet.table.item(0, 1).text() == str(result.bid)
    for col, (points, total) in enumerate(zip(result.points, result.totals, strict=True)):
        assert sheet.table.item(0, 4 + col).text() == f"{points:+d} → {total}"
    sheet.grab().save(f"{screenshot_dir}/three-score-sheet.png")
    # the hand review: the meld step names the widow and what the bidder buried
    window.review_hand(1)
    review = window.review_dialog
    qtbot.addWidget(review)
    caption = review.caption.text()
    widow = [card_name(card) for card in cards_of(result_widow(c))]
    buried = [card_name(card) for card in cards_of(last_buried(c))]
    assert "Widow: " + " ".join(widow) in caption
    assert "You buried " + " ".join(buried) in caption
    review.grab().save(f"{screenshot_dir}/three-review.png")
    review.close()
    # statistics: the hand is counted under Three-handed
    from pinochle_desktop.ui.dialogs.statistics_dialog import StatisticsDialog

    stats = StatisticsDialog(window, window.files)
    qtbot.addWidget(stats)
    columns = [stats.table.horizontalHeaderItem(col).text() for col in range(stats.table.columnCount())]
    assert "Three-handed" in columns
    col = columns.index("Three-handed")
    assert stats.table.item(2, col).text() == "1"  # hands played
    assert stats.table.item(3, col).text() == "1"  # bids won: the person took the widow


def result_widow(c) -> int:  # type: ignore[no-untyped-def]
    """The widow of the hand just played, from the state before the bidder took it."""
    for state in reversed(c.match.states):
        if state.phase is Phase.WIDOW:
            return state.widow
    raise AssertionError("no widow shown")


def last_buried(c) -> int:  # type: ignore[no-untyped-def]
    for state in reversed(c.match.states):
        if state.buried:
            return state.buried
    raise AssertionError("nothing buried")


def test_the_new_game_dialog_seats_three_and_starts_three_handed(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=3)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    dialog = window.open_new_game_dialog()
    dialog.select_rule_set("three-handed")
    seats = dialog.seats_editor
    shown = [i for i, edit in enumerate(seats.name_edits) if edit.isVisibleTo(dialog)]
    assert shown == [0, 1, 3]  # South, West and East; North sits out
    # each in the colour the table gives that player (blue, amber, violet: East is the third player)
    from pinochle_desktop.ui.dialogs.seats_editor import ALONE_COLOURS

    chips = [seats._rows[position][0].styleSheet() for position in shown]
    assert all(colour in chip for colour, chip in zip(ALONE_COLOURS, chips, strict=True))
    assert "Each for themself" in seats.partnership.text()
    seats.name_edits[1].setText("Wilma")
    seats.kind_combos[3].setCurrentIndex(0)  # East is a person: hot-seat
    assert "Hot seat: 2 people" in seats.note.text()
    dialog.ok_button.click()
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.rules.name == "three-handed" and c.state.rules.players == 3
    assert [s.name for s in c.seats] == ["You", "Wilma", "East"] and [s.human for s in c.seats] == [True, False, True]
    plates = [plate for plate in window.scene.plates if plate.isVisible()]
    assert len(plates) == 3


def test_rules_help_for_three_handed_explains_each_phase(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QTextBrowser

    window, c = make_window(qtbot)
    window.new_game(THREE, seats=SOLO, seed=11)  # as `pinochle --rules three-handed` or an opened file does it:
    wait_for(qtbot, c, *TURN_OR_PAUSE)  # the rules last chosen in the dialog are still single-deck
    window.act_rules.trigger()  # F1: the rules of the game on the table
    shown = [b.toPlainText() for b in window.findChildren(QTextBrowser) if b.isVisible()]
    assert len(shown) == 1 and shown[0].startswith("Rules: Three-handed")
    text = rules_html(THREE)
    for words in ("15 cards each", "3 face down in the middle", "widow", "face up", "bury", "concede",
                  "1500", "300", "Hoyle"):
        assert words in text, words
    assert "partner" not in text.lower().replace("no partner", "")


def test_an_unfinished_three_handed_game_comes_back_at_the_next_start(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    to_the_bury(qtbot, window, c)
    state, hand = c.state, window.scene.viewer_hand()
    window.close()  # the autosave keeps the game
    other, c2 = make_window(qtbot)
    other.resume_or_new_game(preset("single-deck"))
    wait_for(qtbot, c2, *TURN_OR_PAUSE)
    assert c2.state == state and other.scene.viewer_hand() == hand
    assert other.panel.buttons["bury"].isVisible() and other.banner.isVisible()


def test_the_hand_result_says_whose_meld_counts_for_each_opponent_alone() -> None:
    """An opponent without a trick loses its meld; the other, with tricks, keeps it (each against the bidder)."""
    from pinochle_desktop.engine.cards import Suit
    from pinochle_desktop.engine.scoring import score_sides
    from pinochle_desktop.engine.state import HandResult
    from pinochle_desktop.ui.table.action_panels import result_lines

    meld, tricks = (120, 60, 40), (230, 0, 20)  # West (seat 1) took nothing, East (seat 2) took 20
    sides = score_sides(THREE, 0, 350, meld, tricks)
    result = HandResult(1, 2, 0, 350, False, Suit.SPADES, meld, tricks, sides.contract, sides.points,
                        sides.points, 0)
    assert sides.points == (350, 0, 60)
    _title, lines = result_lines(result, ("You", "West", "East"), THREE)
    assert lines[1] == ("West", "meld 60 (not counted), tricks 0:  +0  →  0")
    assert lines[2] == ("East", "meld 40, tricks 20:  +60  →  60")
    # and the other way round: the first opponent keeps its meld, the second does not
    meld, tricks = (120, 40, 60), (230, 20, 0)
    sides = score_sides(THREE, 0, 350, meld, tricks)
    result = HandResult(1, 2, 0, 350, False, Suit.SPADES, meld, tricks, sides.contract, sides.points,
                        sides.points, 0)
    _title, lines = result_lines(result, ("You", "West", "East"), THREE)
    assert lines[1] == ("West", "meld 40, tricks 20:  +60  →  60")
    assert lines[2] == ("East", "meld 60 (not counted), tricks 0:  +0  →  0")


def test_the_bidder_counts_its_buried_cards_and_everyone_keeps_the_widow_in_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hot-seat: the bidder's scoreboard counts the points it buried (they are its trick points); the next
    player's does not show them (the buried cards are secret until the hand is over), but does show the widow,
    which was face up for all while that player was behind the privacy screen."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from pinochle_desktop.engine.scoring import counted_meld
    from pinochle_desktop.engine.tricks import card_points
    from pinochle_desktop.ui.main_window import copies_in_hand

    seats = (Seat("Ann", True), Seat("Bob", True), Seat("North", False, "medium"), Seat("Cy", True))
    window, c = make_window(qtbot)
    window.new_game(THREE, seats=seats, seed=21)

    def reveal() -> None:
        wait_for(qtbot, c, *TURN_OR_PAUSE)
        while c.mode is Mode.PRIVACY:
            QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            wait_for(qtbot, c, *TURN_OR_PAUSE)

    reveal()
    assert "Widow" not in window.scoreboard.contract.text()  # face down: nobody knows it yet
    while c.state.phase is Phase.AUCTION:
        click_button(window, "bid" if c.state.to_act == 0 and c.state.high_bid is None else "pass")
        reveal()
    click_button(window, "take-widow")
    reveal()
    click_button(window, "trump-clubs")
    reveal()
    assert c.state.phase is Phase.BURY and c.viewer == 0
    options = [a for a in c.human_options() if isinstance(a, Bury)]
    richest = max(options, key=lambda a: card_points(THREE, sum(1 << card for card in a.cards)))
    for card in copies_in_hand(richest.cards, window.scene.viewer_hand()):
        click_card(window, card)
    click_button(window, "bury")
    reveal()
    click_button(window, "continue")
    reveal()
    state = c.state
    buried = card_points(THREE, state.buried)
    assert state.phase is Phase.TRICKS and c.viewer == 0 and buried >= 20
    need = state.high_bid - counted_meld(THREE, state.side_meld[0]) - buried
    assert f"needs {need}" in window.scoreboard.contract.text()
    assert f"{buried} points (buried {buried})" in window.scoreboard.hand_points.text()
    click_card(window, playable_cards(window)[0])  # Ann leads; Bob is next, behind the privacy screen
    reveal()
    assert c.viewer == 1
    assert "buried" not in window.scoreboard.hand_points.text()
    # Bob was behind the privacy screen while the widow lay face up: the scoreboard still shows it to him
    widow = " ".join(card_name(card) for card in cards_of(c.state.widow))
    assert f"Widow: {widow}." in window.scoreboard.contract.text()
    taken = c.state.taken[0]
    need = c.state.high_bid - counted_meld(THREE, c.state.side_meld[0]) - taken
    assert f"needs {need}" in window.scoreboard.contract.text()
