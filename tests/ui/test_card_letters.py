"""One card-letter convention per language, the same on the card faces and in every text.

English A K Q J; German A K D B (Dame, Bube: the letters on German-printed French-suited cards);
French A R D V (roi, dame, valet); Spanish keeps A K Q J (the letters on Spanish poker decks).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.engine.errors import IllegalAction, Reason
from pinochle_desktop.engine.rules import PRESETS, PlayRules
from pinochle_desktop.ui.i18n import install_translators, remove_translators
from pinochle_desktop.ui.learning.rules_help import rules_html, trick_examples
from pinochle_desktop.ui.table.card_pixmaps import face_pixmap
from pinochle_desktop.ui.texts import card_long_name, card_name, dealer_letter, rank_letter, reason_text

ROOT = Path(__file__).resolve().parents[2]
LETTERS = {"en": "AKQJ", "de": "AKDB", "es": "AKQJ", "fr": "ARDV"}
CARD = re.compile(r"(?<![\w{])(10|9|[A-Z])(?=[♠♥♦♣])")
RANK_RUN = re.compile(r"(?<![\w{])(?:A|10|[B-Z]|9)(?: (?:A|10|[B-Z]|9)){1,}(?![\w}])")
COURT_LETTER = re.compile(r"(?<![\w{&])[KQJDBRV](?![\w}'’.])")  # a lone K, Q, J (D, B, R, V) in a sentence
CARD_INPUT = ("write the rank", "Type a hand")  # typed cards keep English letters, as the card reader takes them


@pytest.fixture(params=list(LETTERS))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    before = QLocale()
    assert install_translators(qapp, request.param) == request.param
    yield request.param
    remove_translators(qapp)
    QLocale.setDefault(before)


def _face(card: int) -> bytes:
    image = face_pixmap(card, 80).toImage()
    return bytes(image.constBits())


def test_rank_letters_and_card_names_follow_the_language(language: str) -> None:
    a, k, q, j = LETTERS[language]
    assert [rank_letter(r) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE)] == \
        [a, k, q, j, "10", "9"]
    assert card_name(card_id(Suit.SPADES, Rank.QUEEN)) == q + "♠"
    assert card_name(card_id(Suit.DIAMONDS, Rank.JACK)) == j + "♦"
    if language == "de":
        assert card_long_name(card_id(Suit.SPADES, Rank.ACE)) == "Pik-Ass"
    elif language == "en":
        assert card_long_name(card_id(Suit.SPADES, Rank.ACE)) == "Ace of spades"
    # A rule message names the card the way the card shows it.
    beat = IllegalAction(Reason.MUST_BEAT, card=card_id(Suit.HEARTS, Rank.QUEEN))
    assert q + "♥" in reason_text(beat)


def test_card_faces_carry_the_letters_of_the_language(qapp: QApplication) -> None:
    queen, jack, king, ace = (card_id(Suit.SPADES, r) for r in (Rank.QUEEN, Rank.JACK, Rank.KING, Rank.ACE))
    faces = {}
    for code in LETTERS:
        try:
            install_translators(qapp, code)
            faces[code] = {card: _face(card) for card in (queen, jack, king, ace)}
        finally:
            remove_translators(qapp)
    assert faces["de"][queen] != faces["en"][queen] and faces["de"][jack] != faces["en"][jack]  # D, B
    assert faces["de"][king] == faces["en"][king] and faces["de"][ace] == faces["en"][ace]
    assert faces["fr"][king] != faces["en"][king] and faces["fr"][queen] == faces["de"][queen]  # R; D as German
    assert faces["es"] == faces["en"]


def test_the_rules_help_writes_cards_as_the_faces_show_them(language: str) -> None:
    a, k, q, j = LETTERS[language]
    text = rules_html(PRESETS["single-deck"]) + "".join(trick_examples(PRESETS["single-deck"]))
    text += "".join(trick_examples(dataclasses.replace(PRESETS["single-deck"], play_rules=PlayRules.MODERN)))
    letters = set(CARD.findall(text)) - {"10", "9"}
    assert letters and letters <= {a, k, q, j}, letters
    assert f"{q}♠ {j}♦" in text  # the pinochle
    assert f"A 10 {k} {q} {j} 9" in text  # the single deck's ranks


def test_the_dealer_chip_is_not_a_card_letter(language: str) -> None:
    """The chip on the dealer's name plate carries the dealer's initial, never a court card's letter: a
    German "D" read as Dame, a French "D" as dame."""
    letter = dealer_letter()
    assert letter and letter not in LETTERS[language]
    assert letter == {"en": "D", "de": "G", "es": "R", "fr": "Do"}[language]


def _load_extractor():  # type: ignore[no-untyped-def]
    path = ROOT / "packaging" / "extract_strings.py"
    spec = importlib.util.spec_from_file_location("_pinochle_extract_letters", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("lang", ["de", "es", "fr"])
def test_no_text_writes_a_card_letter_itself(lang: str) -> None:
    """Cards in texts are placeholders filled with ``card_name``/``rank_letter``, so a translation cannot
    use other letters than the faces (as "D♠" in one German text and "Q♥" in the next did)."""
    extract = _load_extractor()
    _, entries = extract.read_ts(extract.ts_path(lang))
    found = []
    for entry in entries:
        if entry.kind in ("vanished", "obsolete") or entry.comment.startswith(("card index", "the dealer's chip")):
            continue
        if any(marker in entry.source for marker in CARD_INPUT):
            continue
        for text in (entry.source, *entry.forms):
            if CARD.search(text) or RANK_RUN.search(text) or COURT_LETTER.search(text):
                found.append(text)
    assert not found, found
