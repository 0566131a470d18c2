"""The deck's looks: court cards with figures ("classic") or a letter under a crown ("simple"), six backs,
chosen in Preferences, applied at once to the cards on the table and kept in the settings; the figures leave
the corner index clear and are drawn afresh, sharp, for a scale-2 screen."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QColor, QImage

from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import CARD_BACKS, CARD_FACE_STYLES, load_settings
from pinochle_desktop.ui.table import card_art, card_pixmaps
from pinochle_desktop.ui.table.card_item import CardStyle

from .table_driver import make_window

COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)
SKIN = QColor("#f6d7b8")


def _image(pixmap) -> QImage:  # type: ignore[no-untyped-def]
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _share(image: QImage, colour: QColor, region: tuple[float, float, float, float] = (0, 0, 1, 1)) -> float:
    x0, y0, x1, y1 = (round(f * n) for f, n in zip(region, (image.width(), image.height()) * 2, strict=True))
    hits = sum(1 for y in range(y0, y1) for x in range(x0, x1)
               if abs(image.pixelColor(x, y).red() - colour.red()) + abs(image.pixelColor(x, y).green()
                                                                         - colour.green())
               + abs(image.pixelColor(x, y).blue() - colour.blue()) < 30)
    return hits / max(1, (x1 - x0) * (y1 - y0))


def test_the_styles_and_backs_the_table_draws_are_the_ones_settings_keep() -> None:
    assert card_art.FACE_STYLES == CARD_FACE_STYLES and len(CARD_FACE_STYLES) >= 2
    assert card_art.BACK_NAMES == CARD_BACKS and len(CARD_BACKS) >= 6


@pytest.mark.parametrize("rank", COURTS)
@pytest.mark.parametrize("suit", list(Suit))
def test_classic_courts_are_figures_with_the_index_left_clear(qapp, suit: Suit, rank: Rank) -> None:  # type: ignore[no-untyped-def]
    card = card_id(suit, rank)
    classic = _image(card_pixmaps.face_pixmap(card, 160, face_style="classic"))
    simple = _image(card_pixmaps.face_pixmap(card, 160, face_style="simple"))
    assert classic != simple
    assert _share(classic, SKIN) > max(0.01, 2 * _share(simple, SKIN))  # faces: the figures' own
    for corner in ((0, 0, 0.22, 0.34), (0.78, 0.66, 1, 1)):  # the indices stand on white paper, nothing over them
        assert _share(classic, SKIN, corner) == 0
        assert _share(classic, QColor("#e2b236"), corner) == 0


def test_every_court_card_is_its_own_picture(qapp) -> None:  # type: ignore[no-untyped-def]
    pictures = {_image(card_pixmaps.face_pixmap(card_id(s, r), 90)).constBits().tobytes()
                for s in Suit for r in COURTS}
    assert len(pictures) == 12


def test_pip_cards_are_the_same_in_both_styles(qapp) -> None:  # type: ignore[no-untyped-def]
    for rank in (Rank.ACE, Rank.TEN, Rank.NINE):
        card = card_id(Suit.CLUBS, rank)
        assert card_pixmaps.face_pixmap(card, 100, face_style="classic").cacheKey() == \
            card_pixmaps.face_pixmap(card, 100, face_style="simple").cacheKey()


def test_figures_are_drawn_afresh_for_a_scale_2_screen(qapp) -> None:  # type: ignore[no-untyped-def]
    card = card_id(Suit.HEARTS, Rank.QUEEN)
    sharp = card_pixmaps.face_pixmap(card, 100, dpr=2.0, face_style="classic")
    assert (sharp.width(), sharp.devicePixelRatio()) == (200, 2.0)
    plain = _image(card_pixmaps.face_pixmap(card, 100, face_style="classic")).scaled(200, 280)
    assert _image(sharp) != plain  # drawn at 200 px, not blown up from 100


def test_an_unknown_face_style_is_refused(qapp) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="face style"):
        CardStyle(face_style="baroque")
    with pytest.raises(ValueError, match="face style"):
        card_pixmaps.face_pixmap(card_id(Suit.SPADES, Rank.KING), 80, face_style="baroque")


def test_the_new_backs_differ(qapp) -> None:  # type: ignore[no-untyped-def]
    pictures = {_image(card_pixmaps.back_pixmap(name, 80)).constBits().tobytes() for name in card_art.BACK_NAMES}
    assert len(pictures) == len(card_art.BACK_NAMES)


def test_preferences_choose_the_court_cards_and_the_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=41)
    assert window.style_.face_style == "classic"  # the default: figures
    dialog = window.open_preferences()
    dialog.face_style_buttons["simple"].click()
    dialog.back_buttons["burgundy"].click()
    prefs = dialog.answer()
    assert (prefs.face_style, prefs.card_back) == ("simple", "burgundy")
    window.apply_preferences(prefs, save=True)
    assert window.style_.face_style == "simple" and window.style_.back == "burgundy"
    saved, notice = load_settings()
    assert notice is None and saved.preferences == prefs
    again = window.open_preferences()
    assert again.face_style_buttons["simple"].isChecked() and again.back_buttons["burgundy"].isChecked()
    window.apply_preferences(dataclasses.replace(prefs, face_style="classic"), save=False)
    assert window.style_.face_style == "classic"
