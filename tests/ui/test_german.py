"""The table and a dialog in German: our translation and Qt's own (standard buttons) are loaded and shown.

Screenshots go to the ``screenshot_dir`` folder (``PINOCHLE_SCREENSHOTS=folder`` keeps them to look at).
"""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QTextBrowser

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.i18n import (
    LANGUAGES,
    display_name,
    install_translators,
    remove_translators,
    resolve_language,
)
from pinochle_desktop.ui.learning.rules_help import show_rules_help
from pinochle_desktop.ui.table.controller import Mode, Seat
from pinochle_desktop.ui.texts import tr

from .table_driver import make_window, wait_for

TURN_OR_PAUSE = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER, Mode.PRIVACY)


def shot(widget, folder: str, name: str) -> str:  # type: ignore[no-untyped-def]
    path = os.path.join(folder, f"{name}.png")
    assert widget.grab().save(path)
    return path


def test_the_table_in_german(qtbot, screenshot_dir, german) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    assert window.windowTitle() == "Pinochle"
    menus = [a.text() for a in window.menuBar().actions()]
    assert {"&Spiel", "&Ansicht", "&Hilfe"} <= set(menus) and not {"&Game", "&View", "&Help"} & set(menus), menus
    assert window.act_last_trick.text() == "&Letzter Stich"
    window.new_game(preset("single-deck"), seed=11)
    wait_for(qtbot, c, *TURN_OR_PAUSE, timeout=20000)
    assert c.human_to_act() == 0
    buttons = window.panel.buttons
    assert buttons["pass"].text() == "Passe"
    assert buttons["bid"].text().startswith("Gebot ")
    assert buttons["help"].text() == "Passe mit Hilfe"
    texts = [label.text() for label in window.panel.findChildren(QLabel)]
    assert "Dein Gebot" in texts, texts
    shot(window, screenshot_dir, "de-1-auction")

    computers = tuple(Seat(name, False) for name in ("Süd", "West", "Nord", "Ost"))
    window.new_game(preset("single-deck"), computers, seed=5)
    wait_for(qtbot, c, Mode.MELD_SHOWN, timeout=30000)
    assert buttons is not window.panel.buttons
    assert window.panel.buttons["continue"].text() == "Spielen"
    shot(window, screenshot_dir, "de-2-meld")


def test_the_rules_dialog_in_german(qtbot, screenshot_dir, german) -> None:  # type: ignore[no-untyped-def]
    window, _ = make_window(qtbot)
    dialog = show_rules_help(window, preset("single-deck"))
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "Regeln"
    html = dialog.findChild(QTextBrowser).toPlainText()
    for words in ("Mindestgebot", "Familie (A 10 K D B in Trumpf)", "Trumpfpaar", "Vier Asse", "Stichregeln"):
        assert words in html
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "Schließen"  # from Qt's own qtbase_de.qm
    shot(dialog, screenshot_dir, "de-3-rules")


def test_plural_forms_and_placeholders_in_german(german) -> None:  # type: ignore[no-untyped-def]
    assert tr("%n card(s)", None, 1) == "1 Karte"
    assert tr("%n card(s)", None, 4) == "4 Karten"
    assert tr("{name} to play").format(name="Anna") == "Anna ist dran"
    assert display_name("You") == "Du" and display_name("Anna") == "Anna"


def test_english_is_back_after_the_german_tests() -> None:
    assert tr("Pass") == "Pass" and tr("%n card(s)", None, 2) == "2 cards"


@pytest.mark.parametrize(("setting", "ui_languages", "expected"), [
    ("de", "en_US", "de"), ("en", "fr_FR", "en"), ("system", "fr_CA", "fr"), ("system", "es_MX", "es"),
    ("system", "it_IT", "en"), ("system", "de_AT", "de"), ("nonsense", "pt_BR", "en"),
])
def test_language_setting(setting: str, ui_languages: str, expected: str) -> None:
    assert resolve_language(setting, QLocale(ui_languages)) == expected


def test_every_language_of_preferences_can_be_installed(qapp) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.dialogs import preferences_dialog

    assert tuple(code for code, _ in preferences_dialog.LANGUAGES) == LANGUAGES
    before = QLocale()
    try:
        for code in LANGUAGES[1:]:
            assert install_translators(qapp, code) == code
            assert tr("Pass") == {"en": "Pass", "de": "Passe", "es": "Paso", "fr": "Passe"}[code]
    finally:
        remove_translators(qapp)
        QLocale.setDefault(before)


def test_rule_problems_in_the_rules_editor_are_in_german(qtbot, screenshot_dir, german) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.engine.rules import PRESETS
    from pinochle_desktop.ui.dialogs.new_game_dialog import NewGameDialog, NewGameQuestion

    dialog = NewGameDialog(NewGameQuestion(rules=PRESETS["double-deck-meld20"]))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.editor.min_bid.setValue(600)
    dialog.editor.bid_cap.check.setChecked(True)
    dialog.editor.bid_cap.spin.setValue(500)  # a cap below the minimum bid
    descriptions = [dialog.rule_list.item(i).toolTip() for i in range(dialog.rule_list.count())]
    assert any("Gebote ab 250 in Zehnern" in d for d in descriptions), descriptions
    text = dialog.editor.error_labels["bid_cap"].text()
    assert text == "Die Gebotsgrenze liegt unter dem Mindestgebot.", text
    shot(dialog, screenshot_dir, "de-3-rule-problem")
