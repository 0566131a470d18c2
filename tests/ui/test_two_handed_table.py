"""Two-handed Pinochle through the window: a whole hand by clicking (both stages, a meld made by selecting
its cards, the dix exchanged), saves at each stage, and two people at one table with the privacy screen."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.actions import ExchangeDix, MeldCards
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence.savegame import load_game
from pinochle_desktop.ui.table.controller import Mode, Seat

from .table_driver import click_button, click_card, draw_game_turn, make_window, wait_for

person_turn = draw_game_turn  # the person clicks what the basic player would choose

TWO = preset("two-handed")
SEED = 5  # North deals; South exchanges the dix and melds more than once (found with the engine alone)
PAUSES = (Mode.HUMAN_TURN, Mode.HAND_OVER, Mode.GAME_OVER, Mode.PRIVACY)


def shot(window, folder: str, name: str) -> None:  # type: ignore[no-untyped-def]
    assert window.grab().save(os.path.join(folder, f"two-{name}.png"))


def test_a_two_handed_hand_by_clicking_with_saves_at_each_stage(qtbot, screenshot_dir, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    done: list[str] = []
    saved_phases: set[Phase] = set()
    seen_stock_line = seen_last_line = False
    for _ in range(400):
        wait_for(qtbot, c, *PAUSES)
        if c.mode in (Mode.HAND_OVER, Mode.GAME_OVER):
            break
        state = c.state
        assert c.human_to_act() == 0 and c.viewer == 0
        text = window.scoreboard.contract.text()
        if state.phase is Phase.TRICKS:
            seen_last_line |= "Last 12 tricks" in text
        else:
            seen_stock_line |= f"Stock: {len(state.stock)} cards" in text
        if state.phase not in saved_phases:  # a save at each stage loads back exactly
            path = tmp_path / f"{state.phase.value}.pinochle"
            assert window.files.save_to(path)
            _saved, loaded = load_game(path)
            assert loaded.state == state
            saved_phases.add(state.phase)
            shot(window, screenshot_dir, state.phase.value)
        before = state.melds[0].total
        what = person_turn(window, c, 0)
        done.append(what)
        if what in ("meld", "exchange"):
            assert c.state.melds[0].total > before  # the meld scored (and lies on the table)
            if what == "meld":
                assert c.state.table[0]
    assert c.mode is Mode.HAND_OVER
    result = c.state.results[-1]
    assert result.trick_points is not None and sum(result.trick_points) == 250
    assert {"meld", "exchange", "play"} <= set(done)
    assert saved_phases == {Phase.STOCK, Phase.MELD, Phase.TRICKS}
    assert seen_stock_line and seen_last_line
    assert window.panel.isVisible() and "next-hand" in window.panel.buttons
    shot(window, screenshot_dir, "result")


def test_two_people_at_one_table_with_the_privacy_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Ann", True), Seat("Bo", True))
    window, c = make_window(qtbot)
    window.new_game(TWO, seats=seats, seed=SEED)
    screens, viewers = 0, set()
    for _ in range(800):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is Mode.PRIVACY:
            screens += 1
            assert window.privacy.isVisible()
            assert seats[c.state.to_act].name in window.privacy.label.text()
            QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            continue
        if c.mode in (Mode.HAND_OVER, Mode.GAME_OVER):
            break
        seat = c.state.to_act
        assert c.viewer == seat and window.scene.viewer == seat  # only the hand of the person to act shows
        viewers.add(seat)
        person_turn(window, c, seat)
    assert c.mode is Mode.HAND_OVER
    assert viewers == {0, 1}
    assert screens >= 24  # the two change places at least once a trick


def test_the_new_game_dialog_offers_two_handed_with_two_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.dialogs.new_game_dialog import NewGameDialog, NewGameQuestion

    dialog = NewGameDialog(NewGameQuestion())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.select_rule_set("two-handed")
    answer = dialog.answer()
    assert answer.rules == TWO  # every option of the preset kept, the players and card values too
    editor = dialog.seats_editor
    shown = [i for i, name in enumerate(editor.name_edits) if name.isVisible()]
    assert shown == [0, 2]  # South and North face each other
    assert "Each for themself" in editor.partnership.text()
    dialog.select_rule_set("single-deck")
    assert [i for i, name in enumerate(editor.name_edits) if name.isVisible()] == [0, 1, 2, 3]


def to_a_meld_turn_with_a_meld(qtbot, window, c) -> None:  # type: ignore[no-untyped-def]
    """A two-handed game played on to the person's first meld turn with a meld to lay out."""
    window.new_game(TWO, seed=SEED)
    for _ in range(200):
        wait_for(qtbot, c, *PAUSES)
        if c.state.phase is Phase.MELD and any(isinstance(a, MeldCards) for a in c.human_options()):
            return
        person_turn(window, c, 0)
    raise AssertionError("no meld turn with a meld in 200 steps")


def test_undo_takes_back_a_meld_to_the_meld_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    to_a_meld_turn_with_a_meld(qtbot, window, c)
    before = c.state
    option = next(a for a in c.human_options() if isinstance(a, MeldCards))
    assert c.submit(option)
    assert c.state.melds[0].total > before.melds[0].total
    wait_for(qtbot, c, *PAUSES)
    assert c.undo_to_human()
    wait_for(qtbot, c, *PAUSES)
    assert c.state == before and c.mode is Mode.HUMAN_TURN
    assert "meld-0" in window.panel.buttons  # the meld turn is offered again


def check_every_size(window, what: str) -> list[str]:  # type: ignore[no-untyped-def]
    from .layout_checker import WINDOW_SIZES, check_window, settle

    problems = []
    for size in WINDOW_SIZES:
        window.resize(*size)
        settle()
        problems += [f"[{what} {size[0]}x{size[1]}] {p}" for p in check_window(window)]
    return problems


def test_the_two_handed_table_fits_every_window_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The layout checker at both stages, a meld turn, the result, game over and the privacy screen, every window
    size, English and German: nothing clipped, off the table or over the cards (the stock and the meld lying out
    included)."""
    from pinochle_desktop.ui.i18n import install_translators, remove_translators

    from .layout_checker import WINDOW_SIZES, check_window, game_over, settle

    problems: list[str] = []
    for language in ("en", "de"):
        install_translators(QApplication.instance(), language)
        try:
            window, c = make_window(qtbot)
            window.new_game(TWO, seed=SEED)
            checked = set()
            for _ in range(400):
                wait_for(qtbot, c, *PAUSES)
                if c.mode is Mode.HUMAN_TURN:
                    phase = c.state.phase.value
                    if c.state.phase is Phase.MELD and not any(isinstance(a, MeldCards) for a in c.human_options()):
                        phase = "meld-nothing"
                else:
                    phase = "result"
                if phase not in checked:
                    checked.add(phase)
                    for size in WINDOW_SIZES:
                        window.resize(*size)
                        settle()
                        problems += [f"[{language} {phase} {size[0]}x{size[1]}] {p}" for p in check_window(window)]
                    window.resize(1400, 860)
                if c.mode is not Mode.HUMAN_TURN:
                    break
                person_turn(window, c, 0)
            assert {"stock", "meld", "tricks", "result"} <= checked
            for phase in game_over(window, TWO, SEED):  # the game-over panel with both players' lines
                problems += check_every_size(window, f"{language} {phase}")
            window.new_game(TWO, seats=(Seat("Anna", True), Seat("Bernhard", True)), seed=SEED)
            wait_for(qtbot, c, Mode.PRIVACY)
            assert window.privacy.isVisible()
            problems += check_every_size(window, f"{language} privacy")
            window.close()
        finally:
            remove_translators(QApplication.instance())
    assert not problems, "\n".join(problems[:30])


def meld_blocks(window) -> dict[int, QRectF]:  # type: ignore[no-untyped-def]
    """Each seat's meld lying on the table: its cards and its caption, as one box in scene coordinates."""
    blocks: dict[int, QRectF] = {}
    for item in window.scene.card_items():
        role, seat = window.scene.roles.get(id(item), ("", -1))
        if role == "meld" and item.isVisible():
            blocks[seat] = blocks.get(seat, QRectF()).united(item.sceneBoundingRect())
    for seat, caption in enumerate(window.scene.meld_captions[:2]):
        if caption.isVisible():
            blocks[seat] = blocks.get(seat, QRectF()).united(caption.sceneBoundingRect())
    return blocks


def test_each_players_meld_lies_on_their_own_side_of_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """North's meld in the upper half of the table above the person's, which reaches into the lower half, at
    every turn, with the meld turn's panel too (the panel once pushed North's meld down beside the person's
    name and the person's up above North's)."""
    from .layout_checker import settle

    wrong: list[str] = []
    for size in ((1024, 700), (1280, 800)):
        window, c = make_window(qtbot)
        window.resize(*size)
        window.new_game(TWO, seed=SEED)
        turns = 0
        for _ in range(400):
            wait_for(qtbot, c, *PAUSES)
            if c.mode is not Mode.HUMAN_TURN or c.state.phase is Phase.TRICKS:
                break
            settle()
            middle = window.scene.table.centre.center[1]
            blocks = meld_blocks(window)
            south, north = blocks.get(0), blocks.get(1)
            where = f"{size[0]}x{size[1]} {c.state.phase.value} stock {len(c.state.stock)}"
            if north is not None and north.top() > middle:
                wrong.append(f"{where}: North's meld {north} lies all below the middle {middle}")
            if south is not None and south.bottom() < middle:
                wrong.append(f"{where}: the person's meld {south} lies all above the middle {middle}")
            if north is not None and south is not None and north.center().y() >= south.center().y():
                wrong.append(f"{where}: North's meld {north} is not above the person's {south}")
            turns += 1
            person_turn(window, c, 0)
        assert turns > 10
        window.close()
    assert not wrong, "\n".join(wrong)


def test_the_meld_turn_says_what_there_is_to_do(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The line under "You won the trick" invites a click on a meld only when melds are offered."""
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    seen = set()
    for _ in range(400):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is not Mode.HUMAN_TURN:
            break
        if c.state.phase is Phase.MELD:
            options = c.human_options()
            text = window.panel.accessibleDescription()
            if any(isinstance(a, MeldCards) for a in options):
                assert text == "One meld: click it, or select its cards."
                seen.add("melds")
            elif any(isinstance(a, ExchangeDix) for a in options):
                assert text == "No meld in your hand: score the dix, or draw."
                seen.add("dix")
            else:
                assert text in ("Nothing to meld: draw.", "Nothing more to meld: draw."), text
                assert [k for k in window.panel.buttons if k != "skip-meld"] == []
                seen.add("nothing")
        person_turn(window, c, 0)
    assert seen == {"melds", "dix", "nothing"}


def test_cards_that_are_no_meld_are_refused_with_the_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.engine.cards import Rank, rank_of, suit_of

    window, c = make_window(qtbot)
    to_a_meld_turn_with_a_meld(qtbot, window, c)
    before = c.state
    hand = window.scene.viewer_hand()
    lone = next(card for card in hand if not (rank_of(card) is Rank.NINE and suit_of(card) == before.trump))
    click_card(window, lone)  # one card that is not the dix: no meld
    click_button(window, "meld-selected")
    assert c.state is before and c.mode is Mode.HUMAN_TURN
    assert window.toast.isVisible() and window.toast.text() == "Those cards are not a meld."
    assert "meld-0" in window.panel.buttons  # the melds are still offered


def test_with_nothing_to_meld_the_table_draws_by_itself(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After a trick won with no meld, no dix and no declaring out, nobody is asked to click Draw: the table
    draws after a short look; a meld turn with something to do waits for the person; undo skips the draw."""
    from pinochle_desktop.engine.actions import SkipMeld
    from pinochle_desktop.ui.table.controller import only_the_draw

    window, c = make_window(qtbot)
    window.new_game(TWO, seed=SEED)
    drawn_by_itself = waited = 0
    for _ in range(400):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is not Mode.HUMAN_TURN:
            break
        if c.state.phase is Phase.MELD:
            taken = len(c.match.actions)
            if only_the_draw(c.state):
                assert c.human_options() == (SkipMeld(),)
                qtbot.waitUntil(lambda taken=taken: len(c.match.actions) > taken, timeout=3000)  # no click
                assert c.match.actions[taken] == SkipMeld()
                drawn_by_itself += 1
                if drawn_by_itself == 1:  # undo goes back to the person's decision before, not to the draw
                    wait_for(qtbot, c, *PAUSES)
                    assert c.undo_to_human()
                    wait_for(qtbot, c, *PAUSES)
                    assert len(c.match.actions) < taken and c.mode is Mode.HUMAN_TURN
                    assert not only_the_draw(c.state)
                    assert c.redo_to_human()
                continue
            qtbot.wait(60)  # something to choose: the table waits
            assert len(c.match.actions) == taken and c.mode is Mode.HUMAN_TURN
            waited += 1
        person_turn(window, c, 0)
    assert c.mode is Mode.HAND_OVER
    assert drawn_by_itself >= 3 and waited >= 1


def test_a_turned_up_dix_is_named_as_the_dealers_ten(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seed 1: the turned-up trump is a dix and you deal: your meld says why you have 10, not just "Dix 10";
    a dix scored later in the hand is a plain "Dix"."""
    window, c = make_window(qtbot)
    window.new_game(TWO, seed=1)
    wait_for(qtbot, c, *PAUSES)
    state = c.state
    assert state.dealer == 0 and state.melds[0].total == 10 and state.turn_up is not None
    window.presenter.refresh()
    caption = window.scene.meld_captions[0]
    assert caption.isVisible() and caption.title == "You: 10"
    assert caption.lines == [("Turned-up dix: 10 to the dealer", "")]
    window.new_game(TWO, seed=SEED)  # North deals, South exchanges a dix later: that one is no turned-up dix
    for _ in range(400):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is not Mode.HUMAN_TURN:
            break
        if person_turn(window, c, 0) == "exchange":
            window.presenter.refresh()
            assert ("Dix", "10") in window.scene.meld_captions[0].lines
            assert not any("Turned-up" in left for left, _ in window.scene.meld_captions[0].lines)
            return
    raise AssertionError("no dix exchanged")
