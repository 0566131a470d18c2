"""Lines about the player at the computer speak to them in the second person, in every language: "Vous avez
pris à 310", "Tú juegas 310", "Du spielst 310", never "Vous a pris" or "Tú juega" (the name "You" put into a
third-person sentence)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.i18n import install_translators, remove_translators
from pinochle_desktop.ui.texts import is_you, tr, turn_title

from .table_driver import make_window
from .test_three_handed_tools import play_out_a_hand

YOU_FORMS = {  # the line about "You", and the line about anybody else it replaces
    "You bid {bid}": "{name} bid {bid}",
    "You bid {bid}: {outcome}": "{name} bid {bid}: {outcome}",
    "Last trick: you took {points}": "Last trick: {name} took {points}",
    "You take the trick": "{name} takes the trick",
    "You take the widow": "{name} takes the widow",
    "You buried {cards}.": "{name} buried {cards}.",
    "You declared out": "{name} declared out",
    "Bidding opens: you call first": "Bidding opens: {name} calls first",
    "You win {x} to {y}.": "{name} wins {x} to {y}.",
    "High bid {bid} by you": "High bid {bid} by {name}",
    "High bid: {bid} by you": "High bid: {bid} by {name}",
    "led by you": "led by {name}",
    "played by you": "played by {name}",
    "won by you, {points} points": "won by {name}, {points} points",
    "meld by you: {meld}, {points}": "meld by {name}: {meld}, {points}",
}
WRONG = {"fr": ("Vous a ", "Vous prend ", "Vous remporte ", "Vous enterre ", "Vous parle ", "Vous gagne ",
                "Vous s'est"),
         "es": ("Tú juega ", "Tú se ", "Tú toma", "Tú enterró", "Tú habla", "Tú gana ", "Tú pujó", "de Tú", "por Tú"),
         "de": ("Du spielt", "Du bekam ", "Du bekommt", "Du nimmt", "Du hat", "Du sagt", "Du gewinnt", "von Du")}


@pytest.fixture(params=["fr", "es", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    before = QLocale()
    assert install_translators(qapp, request.param) == request.param
    yield request.param
    remove_translators(qapp)
    QLocale.setDefault(before)


def test_the_you_lines_agree_with_you(language: str) -> None:
    you = tr("You")
    assert is_you(you) and is_you("You") and not is_you("Alice")
    values = dict(name=you, bid=310, outcome="…", points=20, cards="9♥ 9♥", x=1500, y=900, meld="Dix")
    for yours, theirs in YOU_FORMS.items():
        own, put_in = tr(yours).format(**values), tr(theirs).format(**values)
        assert own != yours and own != put_in, (language, yours, own)  # translated, and not the name put in
        for wrong in WRONG[language]:
            assert wrong not in own, (language, own)
    assert tr("You bid {bid}").format(bid=310) == {"fr": "Vous avez pris à 310", "es": "Tú juegas 310",
                                                   "de": "Du spielst 310"}[language]


def test_the_hand_result_says_you_bid_in_the_players_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    play_out_a_hand(qtbot, window, c)  # three-handed: the person takes the bid and the widow
    window.presenter.refresh()
    result = c.state.results[-1]
    assert result.bidder == 0
    expected = {"fr": f"Vous avez pris à {result.bid}", "es": f"Pujaste {result.bid}",
                "de": f"Du hast {result.bid} gespielt"}[language]
    title = window.panel.title.text() if hasattr(window.panel, "title") else ""
    texts = [title, window.panel.accessibleName()]
    assert any(text.startswith(expected) for text in texts), texts


def test_the_privacy_screen_says_what_the_person_is_called_for(language: str) -> None:
    said = {phase: turn_title(phase, "Alice") for phase in Phase}
    assert len({said[Phase.AUCTION], said[Phase.TRICKS], said[Phase.PASS_TO_BIDDER], said[Phase.BURY]}) == 4
    assert all("Alice" in text for text in said.values())
