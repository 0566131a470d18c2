"""Tools → Meld calculator: seed 004's two counted hands by clicking the deck, typed hands, what one
more card would add, and the meld chart printed to a PDF; and the Tools menu of the main window."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from pinochle_desktop.engine.cards import Deck, Suit, kind_count, parse_cards, parse_kind
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.ui.tools.meld_calculator import MeldCalculatorWindow, parse_hand_text

HAND_1 = "AH TH KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"  # Pagat's example: 87
HAND_2 = "AS AS AD AD AC AC AH AH TH KH QH JH JD JD QS QS KC KC QC TS"  # 147


def open_calculator(qtbot, rules=PRESETS["double-deck"]) -> MeldCalculatorWindow:  # type: ignore[no-untyped-def]
    window = MeldCalculatorWindow(rules=rules)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_hand(qtbot, window: MeldCalculatorWindow, text: str) -> None:  # type: ignore[no-untyped-def]
    for token in text.split():
        button = window.picker.buttons[parse_kind(token)]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))


def test_seed_004_counted_hands_by_clicking(qtbot, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window = open_calculator(qtbot)
    window.set_trump(Suit.HEARTS)
    click_hand(qtbot, window, HAND_1)
    assert window.picker.hand() == parse_cards(HAND_1, Deck.DOUBLE)
    assert window.total.text() == "Total meld: 87"
    assert sorted(window.meld_lines()) == sorted([("Run", 15), ("Royal marriage", 4), ("Marriage in spades", 2),
                                                  ("Marriage in spades", 2), ("Pinochle", 4), ("Double queens", 60)])
    window.grab().save(f"{screenshot_dir}/meld-calculator-hand-1.png")
    qtbot.mouseClick(window.clear_button, Qt.MouseButton.LeftButton)
    assert window.picker.hand() == 0 and window.total.text() == "Total meld: 0"
    click_hand(qtbot, window, HAND_2)
    assert window.total.text() == "Total meld: 147"
    assert ("Double aces", 100) in window.meld_lines() and ("Run", 15) in window.meld_lines()
    window.melds.setCurrentItem(window.melds.topLevelItem([n for n, _ in window.meld_lines()].index("Double aces")))
    ringed = {kind for kind, b in window.picker.buttons.items() if b.highlighted}
    assert ringed == {parse_kind(c) for c in ("AS", "AD", "AC", "AH")}, "the selected meld's cards are ringed"


def test_a_card_is_taken_as_often_as_the_deck_holds_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_calculator(qtbot)
    queen = window.picker.buttons[parse_kind("QS")]
    for _ in range(6):
        qtbot.mouseClick(queen, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    assert kind_count(window.picker.hand(), parse_kind("QS")) == 4
    qtbot.mouseClick(queen, Qt.MouseButton.RightButton, pos=QPoint(20, 20))
    assert kind_count(window.picker.hand(), parse_kind("QS")) == 3
    window.set_rules(PRESETS["single-deck"])
    assert kind_count(window.picker.hand(), parse_kind("QS")) == 2, "a single deck holds two"
    assert parse_kind("9S") in window.picker.buttons


def test_what_one_more_card_would_add(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_calculator(qtbot)
    window.set_trump(Suit.SPADES)
    window.text.setText("AS AS AD AD AC AC AH")
    assert window.use_text()
    advice = [window.advice.item(i).text() for i in range(window.advice.count())]
    assert advice[0] == "One more A♥ → Double aces (+90)"


def test_typed_hands_and_their_mistakes(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_calculator(qtbot, PRESETS["single-deck"])
    window.set_trump(Suit.SPADES)
    window.text.setText("AS 10S KS QS JS 9S")
    window.text.returnPressed.emit()
    assert window.total.text() == "Total meld: 160"
    assert parse_hand_text("AS ZZ", Deck.SINGLE)[1] == ("“ZZ” is not a card: write the rank (A, 10, K, Q, J, 9) "
                                                          "and then the suit (S, H, D, C), e.g. QS or 10H.")
    assert parse_hand_text("9H", Deck.DOUBLE)[1] == "A double deck has no 9♥."
    window.text.setText("QS QS QS")
    assert not window.use_text()
    assert window.text_error.text() == "A single deck has only 2 of Q♠." and window.text_error.isVisible()
    assert window.total.text() == "Total meld: 160", "nothing changed by a refused hand"


def test_the_meld_chart_prints_on_one_page(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_calculator(qtbot)
    pdf = tmp_path / "chart.pdf"
    window.export_chart_to(pdf)
    assert shutil.which("pdfinfo") and shutil.which("pdftotext")
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert re.search(r"^Pages:\s+1$", info, re.M), info
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "Meld chart: Double deck" in text
    run_row = next(line for line in text.splitlines() if line.strip().startswith("Run"))
    assert run_row.split()[-4:] == ["15", "150", "225", "300"], "single, double, triple, quadruple"


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the offscreen platform cannot raise windows
def test_the_tools_menu_opens_each_window_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.table_driver import make_window

    window, _c = make_window(qtbot)
    keeper = window.open_score_keeper()
    assert keeper.isVisible() and window.open_score_keeper() is keeper
    calculator = window.open_meld_calculator()
    assert calculator.isVisible() and window.open_meld_calculator() is calculator
    menus = [a.text() for a in window.menuBar().actions()]
    assert "&Tools" in menus


def test_the_two_and_three_player_presets_by_their_titles(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_calculator(qtbot)
    titles = [window.rules_choice.itemText(i) for i in range(window.rules_choice.count())]
    assert titles[:7] == ["Single deck", "Single deck, 0, 2 or 4 passed", "Double deck", "Double deck, run 16",
                          "Double deck in tens", "Two-handed", "Three-handed"]
    for title, size in (("Two-handed", "(a hand is 12)"), ("Three-handed", "(a hand is 15, the bidder's 18 with "
                                                                            "the widow)")):
        window.rules_choice.setCurrentIndex(titles.index(title))
        window.rules_choice.activated.emit(titles.index(title))
        assert window.rules.name == title.lower()
        assert len(window.picker.buttons) == 24, "a single deck: nines too"
        window.set_trump(Suit.SPADES)
        click_hand(qtbot, window, "9S AS TS KS QS JS JD 9S")  # two clicks on 9S: both copies
        assert window.total.text() == "Total meld: 210"  # run 150 + pinochle 40 + two dix 20
        assert size in window.hand_label.text()
        qtbot.mouseClick(window.clear_button, Qt.MouseButton.LeftButton)

    window.rules_choice.setCurrentIndex(titles.index("Two-handed"))
    window.rules_choice.activated.emit(titles.index("Two-handed"))
    pdf = tmp_path / "two-handed chart.pdf"
    window.export_chart_to(pdf)
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert "Meld chart: Two-handed" in text
    dix_row = next(line for line in text.splitlines() if line.strip().startswith("Dix"))
    assert dix_row.split()[-2:] == ["10", "20"], "single and double dix"
    words = " ".join(text.split())
    assert "ace 11, ten 10, king 4, queen 3, jack 2, nine nothing; the last trick 10 more (250 in all)" in words
    assert "If the card turned up is a dix, the dealer scores 10." in words
