"""Figures are the digits 0 to 9 only: the score keeper's boxes refuse ``٦٠`` and ``３４`` whatever the language,
and rules read from a file refuse a bid step written as text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QValidator

from pinochle_desktop.engine.figures import FigureError, parse_figure
from pinochle_desktop.engine.rules import PRESETS, Rules, RulesError
from pinochle_desktop.ui.tools.hand_form import HandForm


@pytest.fixture
def arabic_locale():  # type: ignore[no-untyped-def]
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt))
    yield
    QLocale.setDefault(before)


def test_the_keeper_form_takes_ascii_digits_only_even_in_arabic(qtbot, arabic_locale) -> None:  # type: ignore[no-untyped-def]
    form = HandForm()
    qtbot.addWidget(form)
    form.set_rules(PRESETS["double-deck"], ("We", "They"))
    for box in (form.bid, form.meld[0], form.tricks[1]):
        for typed in ("٦٠", "３４", "2_2"):
            assert box.validate(typed, 0)[0] is QValidator.State.Invalid, (box, typed)
        assert box.validate(str(box.maximum()), 0)[0] is QValidator.State.Acceptable


@pytest.mark.parametrize("text", ["٦٠", "３４", "2_2", "", " ", "+", "1 2", "0x1", "9" * 19])
def test_parse_figure_refuses_what_is_not_ascii_digits(text: str) -> None:
    with pytest.raises(FigureError):
        parse_figure(text)


def test_parse_figure_reads_ascii_digits() -> None:
    assert [parse_figure(t) for t in ("0", "60", " 250 ", "-20", "+5", "9" * 18)] == [0, 60, 250, -20, 5, 10**18 - 1]


@pytest.mark.parametrize("steps", [[["٦٠", 10]], [["60", 10]], ["12"], [[60.5, 10]]])
def test_rules_from_a_file_refuse_bid_steps_that_are_not_whole_numbers(steps: object) -> None:
    with pytest.raises(RulesError):
        Rules.from_dict({**PRESETS["single-deck"].to_dict(), "bid_steps": steps})
