"""The table says what is going on: the contract and what the bidders still need, tricks and counters per
side, whose turn it is, the auction until the first lead, the last trick in place, cards received in
passing, meld under the minimum, the first deal, Review hand at game over, hints that stay, and Claim."""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QLabel

from pinochle_desktop.engine.actions import PassCards, Play
from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.scoring import points_still_needed
from pinochle_desktop.persistence.settings import AnimationSpeed, Preferences
from pinochle_desktop.ui.learning.hints import Hint
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table import layout
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController, Mode
from pinochle_desktop.ui.texts import call_text, suit_in_text, tr

from .layout_checker import EASY, game_over, play_hand, settle, wait_until

SEED = 21


def _window(qtbot, animation: AnimationSpeed = AnimationSpeed.INSTANT, show: bool = True) -> MainWindow:  # type: ignore[no-untyped-def]
    CardItem.LIFT_DURATION_MS = 0
    window = MainWindow(GameController(pace_ms=0), animation=animation.value)
    window.apply_preferences(dataclasses.replace(Preferences(), auto_play_single=False, animation_speed=animation))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    if show:
        window.show()
        qtbot.waitExposed(window)
    return window


def _centre(item) -> QPointF:  # type: ignore[no-untyped-def]
    return item.sceneBoundingRect().center()


def test_a_hand_as_the_table_tells_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """One hand, looked at phase by phase."""
    window = _window(qtbot)
    c = window.controller
    scene = window.scene
    seen = set()
    for phase in play_hand(window, preset("single-deck"), SEED):
        seen.add(phase)
        state = c.state
        plates = scene.plates
        if phase in ("trump", "passing", "meld"):
            # the contract beside the bidder, and every seat's last call until the first lead
            assert scene.chip.isVisible() and scene.chip.bid == str(state.high_bid)
            distance = math.dist(_centre(scene.chip).toTuple(), _centre(plates[state.bidder]).toTuple())
            assert distance < 260
            last = {seat: call_text(call) for seat, call in state.auction}
            for seat in state.rules.seating.seats:
                assert plates[seat].status == last.get(seat, ""), (phase, seat)
        if phase == "passing":  # the person (the bidder) holds the cards the partner passed, marked
            received = state.passed_to_bidder
            marked = {card for card in scene.viewer_hand() if scene.item_for(card).is_marked()}
            assert marked == {card for card in scene.viewer_hand() if received >> card & 1} and marked
            cards = tuple(scene.viewer_hand()[:state.rules.cards_passed])
            window.show_hint(Hint(PassCards(cards), "Give back these"))
            assert window._selected == set(cards)  # the hint chose them for the person to confirm
            assert all(scene.item_for(card).is_raised() for card in cards)
            assert window.panel.buttons["pass-cards"].isEnabled()
            window._selected.clear()
            window.presenter.refresh_passing_panel()
        if phase == "meld":
            assert plates[c.viewer].active and sum(p.active for p in plates) == 1  # Play waits for the person
            assert window.panel.buttons["continue"].isVisible()
        if phase.startswith("trick-"):
            n = int(phase.split("-")[1])
            assert plates[c.viewer].active and sum(p.active for p in plates[:4]) == 1
            line = scene.turn_line
            legal = [a.card for a in c.human_options() if isinstance(a, Play)]
            if not state.trick:
                assert line.text == tr("Your lead")
            elif all(card // 24 == state.trick[0] // 24 for card in legal):
                led = Suit(state.trick[0] // 24)
                assert line.text == tr("Your turn: follow {suit}").format(suit=suit_in_text(led))
            assert line.isVisible() and line.mine
            bidders = state.rules.seating.side_of[state.bidder]
            need = points_still_needed(state.rules, state.high_bid, state.side_meld[bidders], state.taken[bidders])
            assert scene.chip.note == (tr("made") if need == 0 else tr("needs {n}").format(n=need))
            assert scene.chip.trump is state.trump
            if n >= 2:  # the auction is over on the plates once the first card is led
                assert all(p.status == "" for p in plates[:4])
                assert not any(scene.item_for(card).is_marked() for card in scene.viewer_hand())
                text = window.scoreboard.hand_points.text()
                assert tr("%n trick(s)", None, 1).split()[-1].rstrip("s") in text  # tricks per side
                assert "counter" in text and " / " not in text
        if phase == "last-trick":
            last = state.tricks[-1]
            for i, card in enumerate(last.cards):
                item = scene.item_for(card)
                assert item is not None and scene.roles[id(item)][0] == "trick"
                slot = scene.table.trick_slot(scene.position_of(last.seat_of(i)), i)
                assert (item.pos().x(), item.pos().y()) == (slot.x, slot.y)
            assert scene.turn_line.text.startswith(tr("Last trick: {name} took {points}").split("{")[0])
        if phase == "hint":
            assert window.toast.isVisible()
            window._toast_timeout()  # the nine seconds a hint once lasted
            assert window.toast.isVisible()
    assert {"trump", "passing", "meld", "last-trick", "hint", "hand-result"} <= seen
    assert not window.toast.isVisible()  # the hint went with the next action


def test_meld_under_the_minimum_is_flagged_at_the_meld_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    rules = dataclasses.replace(preset("single-deck"), min_meld=1000)  # nobody's meld counts
    for phase in play_hand(window, rules, SEED):
        if phase == "meld":
            flag = tr("does not count: under {n}").format(n=1000)
            captions = [cap for cap in window.scene.meld_captions if cap.isVisible()]
            with_meld = [cap for cap in captions if any(left == flag for left, _ in cap.lines)]
            assert with_meld  # every seat with meld says so
            assert any(flag in label.text() for label in window.panel.findChildren(QLabel))
            break


def test_the_first_deal_after_launch_flies_out_and_bidding_opens_after(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, AnimationSpeed.FAST, show=False)
    window.new_game(preset("single-deck"), EASY, SEED)  # as at launch: dealt before the window shows
    assert not window.scene.card_items()  # nothing drawn for nobody
    window.show()
    qtbot.waitExposed(window)
    wait_until(lambda: bool(window.scene.card_items()))
    assert window.scene.dealing
    assert window.scene.turn_line.text == tr("Dealing…") and not window.panel.isVisible()
    assert not any(b.isVisible() for b in window.scene.bubbles)
    deck = window.scene.table.deck_slot(0)
    assert any(math.dist((i.pos().x(), i.pos().y()), (deck.x, deck.y)) < 30 for i in window.scene.card_items())
    qtbot.waitSignal(window.scene.deal_landed, timeout=5000).wait() if window.scene.dealing else None
    settle(20)
    assert not window.scene.dealing
    wait_until(lambda: window.controller.mode is Mode.HUMAN_TURN, timeout=20)
    settle(20)
    assert window.panel.isVisible() and window.scene.turn_line.text != tr("Dealing…")


def test_game_over_offers_review_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    assert list(game_over(window, preset("single-deck"), SEED)) == ["game-over"]
    assert "review" in window.panel.buttons and window.panel.buttons["review"].isVisible()
    window.panel.buttons["review"].click()
    assert window.review_dialog.isVisible()
    window.review_dialog.close()


def test_claim_plays_the_rest_at_once_when_the_persons_cards_take_every_trick(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    c = window.controller
    claimed = False
    for phase in play_hand(window, preset("single-deck"), 12):
        if phase.startswith("trick-"):
            settle(5)
            if window.claim_offer.available:
                left = c.state.rules.tricks_per_hand - len(c.state.tricks)
                assert "claim" in window.panel.buttons and window.panel.buttons["claim"].isVisible()
                assert window.scene.turn_line.isVisible()  # the person may still play card by card
                taken_before = c.state.taken
                mine = c.state.rules.seating.side_of[c.viewer]
                assert left >= 2
                window.panel.buttons["claim"].click()
                assert c.mode in (Mode.HAND_OVER, Mode.GAME_OVER)  # the rest was played at once
                points = c.state.results[-1].trick_points
                assert points is not None
                for side, before in enumerate(taken_before):
                    if side != mine:
                        assert points[side] == before  # the others took nothing more: every trick was ours
                claimed = True
                break
            assert "claim" not in window.panel.buttons
    assert claimed


def test_no_claim_is_offered_while_the_others_could_still_take_a_trick(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    offered = []
    for phase in play_hand(window, preset("single-deck"), SEED):
        if phase.startswith("trick-"):
            settle(5)
            offered.append(window.claim_offer.available)
    assert not offered[0]  # a full hand at the first trick: nobody can prove it
    assert layout.SOUTH == 0


def test_the_pointer_is_a_hand_over_a_card_that_may_be_played(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = _window(qtbot)
    c = window.controller
    phases = (p for seed in (SEED, 12, 5, 7) for p in play_hand(window, preset("single-deck"), seed))
    for phase in phases:
        if phase.startswith("trick-") and c.state.trick:
            scene = window.scene
            playable = set(scene.playable_cards())
            hand = scene.viewer_hand()
            if not playable or len(playable) == len(hand):
                continue
            shapes = {}
            for card in (next(x for x in hand if x in playable), next(x for x in hand if x not in playable)):
                item = scene.item_for(card)
                point = window.view.mapFromScene(item.mapToScene(-38, -40))
                QTest.mouseMove(window.view.viewport(), point)
                settle()
                shapes[card in playable] = window.view.viewport().cursor().shape()
            assert shapes[True] == Qt.CursorShape.PointingHandCursor
            assert shapes[False] != Qt.CursorShape.PointingHandCursor
            return
    raise AssertionError("no trick with both playable and unplayable cards")
