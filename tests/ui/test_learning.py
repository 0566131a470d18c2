"""The learner's helpers: hints that match the expert, and rules help that follows the active rules."""

from __future__ import annotations

from pinochle_desktop.engine.game import legal_actions
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.learning.hints import hint_player
from pinochle_desktop.ui.learning.rules_help import rules_html
from pinochle_desktop.ui.table.controller import Mode

from .table_driver import make_window, step, wait_for

PAUSES = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER)


def test_a_hint_is_legal_matches_the_expert_and_says_why(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=41)
    hints = 0
    for _ in range(300):
        wait_for(qtbot, c, *PAUSES)
        if c.mode is Mode.HUMAN_TURN and c.state.phase in (Phase.AUCTION, Phase.TRICKS) and hints < 3:
            v = c.table_view()
            expected = hint_player(v).choose(v)
            window.scoreboard.hint_button.click()
            qtbot.waitUntil(lambda: window.last_hint is not None, timeout=30000)
            assert window.last_hint == expected and window.last_hint in legal_actions(v)
            assert window.toast.isVisible() and window.toast.text().startswith("Hint:")
            if hints == 0:
                window.grab().save(f"{screenshot_dir}/12-call-hint.png")
            if hints == 1:
                window.grab().save(f"{screenshot_dir}/12-hint.png")
            c.submit(window.last_hint)
            window.last_hint = None
            hints += 1
            continue
        if hints >= 3:
            break
        step(c)
    assert hints == 3


def test_hints_can_be_turned_off(qtbot) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    window, c = make_window(qtbot)
    window.settings = dataclasses.replace(
        window.settings, preferences=dataclasses.replace(window.settings.preferences, show_hints=False))
    window.new_game(preset("single-deck"), seed=41)
    wait_for(qtbot, c, Mode.HUMAN_TURN)
    assert not window.act_hint.isEnabled() and not window.scoreboard.hint_button.isVisible()


def test_rules_help_writes_out_the_active_options() -> None:
    single = rules_html(preset("single-deck"))
    assert "250" in single and "pass with help" in single.lower() and "1500" in single
    double = rules_html(preset("double-deck"))
    assert "marriage" in double and "-1000" in double and "20" in double
    assert "Dix" not in double  # no nines in a double deck


def test_rules_help_says_how_each_auction_ends_and_what_the_400_rule_means() -> None:
    from pinochle_desktop.engine.rules import PRESETS

    for name, rules in PRESETS.items():
        text = rules_html(rules)
        if rules.draw_game:
            assert "the next card is turned up and its suit is trump" in text, name
            assert "royal marriage and then A 10 J added scores the run" in text and "Hoyle" in text
            assert "score A 11, 10 10, K 4, Q 3, J 2, and a 9 nothing" in text
        elif rules.bid_cap is None:
            assert "There is no bid cap: every rung of the ladder may be bid." in text, name
        else:
            assert f"or at once on a bid of {rules.bid_cap}" in text, name
    meld20 = rules_html(PRESETS["double-deck-meld20"])
    assert "Once both teams have 400 or more, only the team that won the bid can go out" in meld20
    assert "even in a hand they were set" in meld20


def test_preferences_take_effect_at_once_and_are_saved(qtbot) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from pinochle_desktop.persistence.settings import AnimationSpeed, load_settings

    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=41)
    dialog = window.open_preferences()
    prefs = dataclasses.replace(dialog.answer(), four_colour=True, card_back="red",
                                animation_speed=AnimationSpeed.SLOW)
    window.apply_preferences(prefs, save=True)
    assert window.style_.four_colour and window.style_.back == "red" and window.animation == "slow"
    assert window.act_four_colour.isChecked()
    saved, notice = load_settings()
    assert notice is None and saved.preferences == prefs


def test_new_game_dialog_from_the_menu_starts_the_chosen_rules(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.persistence.settings import load_settings

    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=41)
    dialog = window.open_new_game_dialog()
    dialog.select_rule_set("double-deck")
    dialog.ok_button.click()
    wait_for(qtbot, c, *PAUSES)
    assert c.state.rules.name == "double-deck" and c.state.rules.deck.copies == 4
    assert load_settings()[0].last_rules["name"] == "double-deck"
    window.act_new.trigger()  # Ctrl+N keeps the last settings
    wait_for(qtbot, c, *PAUSES)
    assert c.state.rules.name == "double-deck"


def test_bid_analysis_draws_every_allowed_suit_with_safe_and_recommended_bids(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=5)
    wait_for(qtbot, c, *PAUSES)
    assert c.state.phase is Phase.AUCTION and "analysis" in window.panel.buttons
    window.panel.buttons["analysis"].click()
    dialog = window.bid_analysis
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: bool(dialog.outlooks), timeout=30000)
    assert len(dialog.outlooks) == 4  # single deck: any suit may be trump
    for outlook in dialog.outlooks:
        assert len(outlook.totals) == 30
        if outlook.safe_bid is not None:
            assert outlook.make_rate(outlook.safe_bid) >= 0.8
        if outlook.recommended_bid is not None and outlook.safe_bid is not None:
            assert outlook.recommended_bid >= outlook.safe_bid
    dialog.grab().save(f"{screenshot_dir}/13-bid-analysis.png")


def test_score_sheet_lists_every_hand_and_opens_its_review(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=7)
    for _ in range(800):
        wait_for(qtbot, c, *PAUSES)
        if len(c.state.results) >= 2:
            break
        step(c)
    reviewed: list[int] = []
    window.review_hand = reviewed.append  # type: ignore[method-assign]
    dialog = window.show_score_sheet()
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(c.state.results) >= 2
    assert dialog.table.item(1, 0).text() == window.names()[c.state.results[1].bidder]
    dialog.table.selectRow(1)
    dialog.review_button.click()
    assert reviewed == [2]


def test_rules_help_gives_an_example_of_each_trick_rule() -> None:
    from dataclasses import replace

    from pinochle_desktop.engine.rules import PlayRules
    from pinochle_desktop.ui.learning.rules_help import trick_examples

    classic = trick_examples(preset("single-deck"))
    modern = trick_examples(replace(preset("single-deck"), play_rules=PlayRules.MODERN))
    assert len(classic) >= 4 and any("must trump" in e for e in classic)
    assert any("need not trump" in e for e in modern) and classic != modern


def test_a_bid_hint_is_explained_by_the_experts_own_simulation() -> None:
    import random

    from pinochle_desktop.engine import Bid, Pass, view
    from pinochle_desktop.ui.learning.advice import advise
    from pinochle_desktop.ui.learning.hints import explain, hint_from
    from tests.helpers.cards import SINGLE, deal_hands

    strong = view(deal_hands(SINGLE, ["AS AS TS TS KS KS QS QS JS JS AH AD", "", "", ""], seed=2), 0)
    advice = advise(strong)  # what the worker process works out
    assert advice.call is not None and advice.call.samples == 16
    hint = hint_from(strong, advice)  # and the sentence the window makes of it
    assert isinstance(hint.action, Bid)
    assert "simulated deals" in hint.reason and "spades" in hint.reason and "more than passing" in hint.reason
    weak = view(deal_hands(SINGLE, ["9S 9S 9H 9H 9D 9C 9C JH JH JC TC TD", "", "", ""], seed=2), 0)
    reason = explain(weak, Pass(), random.Random(1))
    assert reason.startswith("Pass: in 16 simulated deals, taking the contract at 250 scores about")


def test_bid_chart_labels_stay_off_the_next_bid_line_and_the_legend_explains_only_what_is_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ai.bid_analysis import SuitOutlook
    from pinochle_desktop.engine.cards import Suit
    from pinochle_desktop.ui.learning.bid_chart import BidChart

    chart = BidChart()
    qtbot.addWidget(chart)
    chart.resize(640, 380)
    totals = tuple(range(240, 300, 3))
    # the recommended bid sits right on the next bid: its label must move beside the dashed line
    outlooks = (SuitOutlook(Suit.SPADES, totals, None, 260), SuitOutlook(Suit.HEARTS, totals, None, 262),
                SuitOutlook(Suit.DIAMONDS, totals, None, None), SuitOutlook(Suit.CLUBS, totals, None, 258))
    chart.set_outlooks(outlooks, 260)
    line = chart.next_bid_x()
    assert line is not None
    labels = [box for row in range(4) for _text, _colour, _x, box in chart.mark_labels(row)]
    assert len(labels) == 3
    assert all(not (box.left() <= line <= box.right()) for box in labels)
    legend = chart.legend()
    assert "Gold" in legend and "Green" not in legend  # no safe marks drawn: green is not explained
    chart.set_outlooks((SuitOutlook(Suit.SPADES, totals, 250, 270),), 260)
    assert "Green" in chart.legend() and "Gold" in chart.legend()
    chart.set_outlooks((SuitOutlook(Suit.SPADES, totals, None, None),), 260)
    assert "Green" not in chart.legend() and "pass" in chart.legend()


def test_rules_help_counts_the_trick_points_needed_in_the_right_number() -> None:
    import dataclasses

    single = preset("single-deck")
    assert single.keep_trick_points == 1
    assert "must take at least 1 trick point." in rules_html(single)
    assert "1 trick points" not in rules_html(single)
    assert "must take at least 20 trick points." in rules_html(dataclasses.replace(single, keep_trick_points=20))
    assert "To score at all" not in rules_html(dataclasses.replace(single, keep_trick_points=0))


def test_bid_chart_labels_sit_in_their_own_row_and_apart(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ai.bid_analysis import SuitOutlook
    from pinochle_desktop.engine.cards import Suit
    from pinochle_desktop.ui.learning.bid_chart import BidChart

    chart = BidChart()
    qtbot.addWidget(chart)
    totals = tuple(range(230, 320, 3))
    outlooks = tuple(SuitOutlook(suit, totals, 250, 254 + 4 * suit) for suit in Suit)
    chart.set_outlooks(outlooks, 300)
    for size in ((640, 380), (900, 700)):
        chart.resize(*size)
        _left, _right, top, row_h, _axis = chart._frame()
        for row in range(len(outlooks)):
            boxes = [box for _text, _colour, _x, box in chart.mark_labels(row)]
            assert len(boxes) == 2
            for box in boxes:  # the diamonds' "safe 250" is not drawn down among the clubs
                assert top + row_h * row <= box.top() and box.bottom() <= top + row_h * (row + 0.5), (row, box)
            assert not boxes[0].intersects(boxes[1])
