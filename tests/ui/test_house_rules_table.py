"""House rules at the table: the rules editor sets them, and a forced opening offers no pass."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QDialog

from pinochle_desktop.engine.actions import Bid
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.dialogs.new_game_dialog import NewGameDialog, NewGameQuestion
from pinochle_desktop.ui.table.controller import Mode

from .table_driver import click_button, make_window, wait_for
from .test_dialogs import click, open_dialog

PEER = dataclasses.replace(PRESETS["single-deck"], name="peer", min_bid=200, cards_passed=3, first_bidder_opens=True,
                           bidders_keep_meld=True)
TURN_OR_PAUSE = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER, Mode.PRIVACY)


def test_the_rules_editor_sets_the_house_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(qtbot, NewGameDialog(NewGameQuestion()))
    editor = dialog.editor
    assert not editor.first_bidder_opens.isChecked() and editor.redeal_on_all_pass.isEnabled()
    click(editor.first_bidder_opens)
    assert not editor.redeal_on_all_pass.isEnabled(), "nobody can pass before a bid: all-pass cannot happen"
    click(editor.bidders_keep_meld)
    editor.cards_passed.setValue(3)
    editor.min_bid.setValue(200)
    assert "first bidder opens" in dialog.based_on.text() and "bidders keep meld" in dialog.based_on.text()
    click(dialog.ok_button)
    assert dialog.result() == QDialog.DialogCode.Accepted
    rules = dialog.answer().rules
    assert (rules.first_bidder_opens, rules.bidders_keep_meld, rules.cards_passed, rules.min_bid) == (True, True, 3,
                                                                                                     200)


def test_the_first_bidder_is_offered_only_the_opening_bid(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(PEER, seed=11)
    wait_for(qtbot, c, *TURN_OR_PAUSE)
    assert c.state.phase is Phase.AUCTION and c.human_to_act() == 0 and not c.state.auction
    buttons = window.panel.buttons
    assert "bid" in buttons and buttons["bid"].text().endswith("200")
    assert "pass" not in buttons and "help" not in buttons and "jump" not in buttons
    click_button(window, "bid")
    assert c.state.auction[0] == (0, Bid(200))
