"""Two-handed in every tool of the table: the hand result without a bidder, hints (with a reason) in both
stages and at the meld turn, rules help for the game on the table, hand review of both stages, the score
sheet, statistics, saves opened in a window at each stage, resuming from the autosave, a whole game to its
end."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.actions import DeclareOut, MeldCards, Play
from pinochle_desktop.engine.game import apply, legal_actions
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence.autosave import read_autosave
from pinochle_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
from pinochle_desktop.ui.i18n import install_translators, remove_translators
from pinochle_desktop.ui.table.action_panels import result_lines
from pinochle_desktop.ui.table.controller import Mode
from pinochle_desktop.ui.texts import card_name
from tests.helpers.two_handed import draw_position

from .table_driver import click_button, draw_game_turn, make_window, wait_for

TWO = preset("two-handed")
SEED = 5
PAUSES = (Mode.HUMAN_TURN, Mode.HAND_OVER, Mode.GAME_OVER, Mode.PRIVACY)


def last_trick(rules=TWO, scores=(100, 200)):  # type: ignore[no-untyped-def]
    """The 24th trick to play, A♥ against 9♣; South melded a marriage, North a pinochle."""
    state = draw_position(["AH", "9C"], table=["KH QH", "QS JD"], melds=[("KH QH",), ("QS JD",)], turn_up=None,
                          trump="S", phase=Phase.TRICKS, scores=scores, taken=(120, 109), rules=rules)
    return state.evolve(hands=tuple(h & ~t for h, t in zip(state.hands, state.table, strict=True)), table=(0, 0))


def play_to(qtbot, window, c, done, seat: int = 0) -> None:  # type: ignore[no-untyped-def]
    """The person clicks (as the basic player would) until ``done()``."""
    for _ in range(600):
        wait_for(qtbot, c, *PAUSES)
        if done():
            return
        assert c.mode is Mode.HUMAN_TURN, c.mode
        draw_game_turn(window, c, seat)
    raise AssertionError("the game did not get there")


def test_the_hand_result_has_no_bidder_each_player_scores_meld_and_tricks(qapp) -> None:  # type: ignore[no-untyped-def]
    state = last_trick()
    end = apply(apply(state, Play(next(iter(legal_actions(state))).card)), Play(legal_actions(
        apply(state, Play(next(iter(legal_actions(state))).card)))[0].card))
    result = end.results[-1]
    assert result.bidder is None and result.score is None
    title, lines = result_lines(result, ("Ann", "Bo"), TWO)
    assert title == "Hand 1"
    assert lines == [("Ann", f"meld 20, tricks {result.trick_points[0]}"),
                     ("      scores", f"{result.points[0]:+d}  →  {result.totals[0]}"),
                     ("Bo", f"meld 40, tricks {result.trick_points[1]}"),
                     ("      scores", f"{result.points[1]:+d}  →  {result.totals[1]}")]
    declare = dataclasses.replace(TWO, declare_out=True)
    out = apply(last_trick(declare, scores=(940, 0)), DeclareOut()).results[-1]
    title, lines = result_lines(out, ("Ann", "Bo"), declare)
    assert title == "Ann declared out" and lines[0][0] == "Ann" and "meld 20" in lines[0][1]
    install_translators(qapp, "de")
    try:
        title, lines = result_lines(result, ("Ann", "Bo"), TWO)
        assert title == "Runde 1"
        assert lines[0] == ("Ann", f"Meldung 20, Stiche {result.trick_points[0]}")
    finally:
        remove_translators(qapp)


def test_hints_at_each_stage_and_the_meld_turn_say_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    asked: dict[str, str] = {}
    for _ in range(400):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is not Mode.HUMAN_TURN:
            break
        state = c.state
        stage = state.phase.value
        if stage == "meld" and not any(isinstance(a, MeldCards) for a in c.human_options()):
            stage = "meld-nothing"
        if stage not in asked:
            window.last_hint = None
            window.scoreboard.hint_button.click()
            qtbot.waitUntil(lambda: window.last_hint is not None, timeout=30000)
            hint = window.last_hint
            assert hint in c.human_options()
            text = window.toast.text()
            assert window.toast.isVisible() and text.startswith("Hint: ")
            assert len(text) > len("Hint: ") + 20, text  # a reason, not only the move
            if isinstance(hint, Play):
                assert card_name(hint.card) in text
            asked[stage] = text
            assert c.state is state  # a hint never plays for the person
        draw_game_turn(window, c, 0)
    assert set(asked) == {"stock", "meld", "meld-nothing", "tricks"}, asked
    assert "exact search of the last tricks" in asked["tricks"]
    assert "Meld the" in asked["meld"]


def test_rules_help_shows_the_rules_of_the_game_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """F1 in a two-handed game started with --rules (or opened from a file) explains the draw game, not
    the new-game dialog's last choice (single deck)."""
    window, c = make_window(qtbot)
    assert window._rules().name == "single-deck"
    window.new_game(TWO, seed=SEED)
    wait_for(qtbot, c, *PAUSES)
    dialog = window.show_rules_help()
    qtbot.addWidget(dialog)
    text = _help_text(dialog)
    assert "the next card is turned up and its suit is trump" in text and "stock" in text
    assert "Last 12 tricks" in text or "last 12 tricks" in text


def _help_text(dialog) -> str:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QTextBrowser

    browser = dialog.findChild(QTextBrowser)
    assert browser is not None
    return browser.toPlainText()


def test_review_score_sheet_and_statistics_after_a_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    play_to(qtbot, window, c, lambda: c.mode is Mode.HAND_OVER)
    result = c.state.results[-1]
    names = window.names()
    # The score sheet: the dealer, trump, each player's meld and tricks, and what each scored.
    sheet = window.show_score_sheet()
    assert sheet is not None
    qtbot.addWidget(sheet)
    headers = [sheet.table.horizontalHeaderItem(i).text() for i in range(sheet.table.columnCount())]
    assert headers == ["Dealer", "Trump", "Meld", "Tricks", *names]
    row = [sheet.table.item(0, i).text() for i in range(sheet.table.columnCount())]
    assert row == [names[result.dealer], "Hearts", f"{result.meld[0]} / {result.meld[1]}",
                   f"{result.trick_points[0]} / {result.trick_points[1]}",
                   f"{result.points[0]:+d} → {result.totals[0]}", f"{result.points[1]:+d} → {result.totals[1]}"]
    # Review: the deal, then each of the 24 tricks, both stages, every card shown.
    sheet.table.selectRow(0)
    sheet.review_button.click()
    review = window.review_dialog
    qtbot.addWidget(review)
    assert len(review.steps) == 25
    assert review.steps[12].state.phase is Phase.MELD or review.steps[12].state.stock == ()
    first = c.match.states[next(i for i, s in enumerate(c.match.states) if s.phase is Phase.STOCK)]
    assert review.position.text() == "The deal"
    assert review.caption.text() == f"The deal: the {card_name(first.turn_up)} is turned up, so hearts is trump; " \
                                    "23 cards in the stock."
    melds_told = []
    for i in range(1, 25):
        review.next_button.click()
        assert f"Trick {i} of 24" == review.position.text()
        assert "won by" in review.caption.text()
        melds_told += [part for part in review.caption.text().split(" · ") if part.startswith("meld by ")]
    assert not review.next_button.isEnabled()
    # each meld laid out after a trick is told with the trick, as many as were made
    made = sum(len(state.melds[seat].melds) for seat in (0, 1) for state in c.match.states[-2:-1])
    assert len(melds_told) == made >= 3, melds_told
    assert any(text.startswith("meld by you: Dix, 10") for text in melds_told), melds_told
    # Statistics: one hand of two-handed, the person's meld, no bids.
    figures = window.files._stats().for_rules("two-handed")
    assert figures.hands_played == 1 and figures.meld_total == result.meld[0] and figures.bids_won == 0
    assert figures.best_meld is not None and figures.best_meld.points == result.meld[0]
    dialog = StatisticsDialog(window, window.files)
    qtbot.addWidget(dialog)
    columns = [dialog.table.horizontalHeaderItem(i).text() for i in range(dialog.table.columnCount())]
    column = columns.index("Two-handed")
    assert dialog.table.item(2, column).text() == "1"  # hands played
    assert [dialog.table.item(row, column).text() for row in (3, 4, 5, 6)] == ["–"] * 4  # no bids in this game
    assert dialog.table.item(7, column).text() == str(result.meld[0])  # average meld


def test_a_save_at_each_stage_opens_to_the_same_table(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    other, c2 = make_window(qtbot)
    opened = set()
    for _ in range(400):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is not Mode.HUMAN_TURN:
            break
        state = c.state
        stage = state.phase.value + ("-melded" if state.table[0] else "")
        if stage not in opened:
            opened.add(stage)
            path = tmp_path / f"{stage}.pinochle"
            assert window.files.save_to(path)
            assert other.files.open_file(path)
            wait_for(qtbot, c2, *PAUSES)
            assert c2.state == state and c2.mode is Mode.HUMAN_TURN
            assert sorted(other.scene.viewer_hand()) == sorted(window.scene.viewer_hand())
            roles = [other.scene.roles.get(id(item), ("", -1)) for item in other.scene.card_items()
                     if item.isVisible()]
            assert roles.count(("stock", -1)) == len(state.stock)
            assert roles.count(("turn-up", -1)) == (state.turn_up is not None)
            for seat in (0, 1):
                assert roles.count(("meld", seat)) == state.table[seat].bit_count()
            assert sorted(other.panel.buttons) == sorted(window.panel.buttons)
            assert other.scoreboard.contract.text() == window.scoreboard.contract.text()
        draw_game_turn(window, c, 0)
    assert {"stock", "meld", "tricks", "stock-melded", "meld-melded"} <= opened, opened


def test_the_game_resumes_from_the_autosave_at_the_meld_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    play_to(qtbot, window, c, lambda: c.state.phase is Phase.MELD
            and any(isinstance(a, MeldCards) for a in c.human_options()))
    resumed, notice = read_autosave()
    assert notice is None and resumed is not None and resumed[1].state == c.state
    buttons = sorted(window.panel.buttons)
    window.close()
    other, c2 = make_window(qtbot)
    other.resume_or_new_game(preset("single-deck"))
    wait_for(qtbot, c2, *PAUSES)
    assert c2.state == c.state and c2.state.rules == TWO
    assert sorted(other.panel.buttons) == buttons and other.banner.isVisible()
    draw_game_turn(other, c2, 0)  # and the game goes on: the meld is made
    assert c2.state.melds[0].total > c.state.melds[0].total


def test_a_whole_game_to_its_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    hands = 0
    for _ in range(10):
        play_to(qtbot, window, c, lambda: c.mode in (Mode.HAND_OVER, Mode.GAME_OVER))
        hands += 1
        if c.mode is Mode.GAME_OVER:
            break
        click_button(window, "next-hand")
    state = c.state
    assert state.phase is Phase.GAME_OVER and state.winner is not None
    assert max(state.scores) >= 1000 and len(state.results) == hands >= 2
    title = window.panel.accessibleName()
    winner = window.names()[state.winner]
    assert title.startswith(f"Game over — {winner} wins"), title
    assert "new-game" in window.panel.buttons
    assert window.scoreboard.sheet.rowCount() == len(state.results)
    figures = window.files._stats().for_rules("two-handed")
    assert figures.games_played == 1 and figures.games_won == (state.winner == 0)
    assert figures.hands_played == len(state.results)


def test_the_two_handed_table_in_german(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every text the two-handed table shows at both stages and the meld turn is German."""
    app = QApplication.instance()
    install_translators(app, "de")
    try:
        window, c = make_window(qtbot)
        window.new_game(TWO, seed=SEED)
        seen = set()
        for _ in range(400):
            wait_for(qtbot, c, *PAUSES)
            if c.mode is not Mode.HUMAN_TURN:
                seen.add("result")
                texts = [window.panel.accessibleName()]
            else:
                seen.add(c.state.phase.value)
                texts = [window.panel.accessibleDescription(), window.scoreboard.contract.text(),
                         *(b.text() for b in window.panel.buttons.values())]
            for text in texts:
                for english in ("cards", "Last 12 tricks", "Meld selected", "No meld", "Draw", "You won",
                                "Exchange the dix", "Show the dix", "Hand ", "Next hand", "Trump:"):
                    assert english not in text, (english, text)
            if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.STOCK:
                # the draw pile is the Talon, as in Sechsundsechzig: "Stock" is the three-handed widow
                assert f"Talon: {len(c.state.stock)} Karte" in window.scoreboard.contract.text()
            if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS:
                assert "Letzte 12 Stiche" in window.scoreboard.contract.text()
            if c.mode is not Mode.HUMAN_TURN:
                break
            draw_game_turn(window, c, 0)
        assert {"stock", "meld", "tricks", "result"} <= seen
    finally:
        remove_translators(app)
