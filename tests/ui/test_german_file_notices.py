"""What the window says about a bad file, in German: the whole sentence, with paths and values as written.

The file layer describes a notice as data (``persistence.notices.Notice``); the window translates it.
"""

from __future__ import annotations

import html
import json
import os
from pathlib import Path

import pytest

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.documents import MAX_DOCUMENT_BYTES
from pinochle_desktop.persistence.notices import Notice, tr_noop
from pinochle_desktop.persistence.savegame import load_game
from pinochle_desktop.persistence.settings import Settings, load_settings
from pinochle_desktop.persistence.statistics import load_statistics
from pinochle_desktop.ui.dialogs.preferences_dialog import settings_notice_box
from pinochle_desktop.ui.texts import file_text

from .table_driver import make_window


def test_a_notice_is_its_english_text_and_translates_template_by_template() -> None:
    inner = Notice(tr_noop("is too large ({size}; a Pinochle file is at most {most})"), size="5 MB", most="4 MB")
    notice = Notice(tr_noop("The saved game {file} {reason}."), file=Path("/x/<b>a.pinochle"), reason=inner)
    assert notice == "The saved game /x/<b>a.pinochle is too large (5 MB; a Pinochle file is at most 4 MB)."
    words = {"The saved game {file} {reason}.": "Partie {file}: {reason}.", "is too large ({size}; a Pinochle file "
             "is at most {most})": "zu groß ({size} > {most})"}
    german = notice.render(lambda template: words.get(template, template))
    assert german == "Partie /x/<b>a.pinochle: zu groß (5 MB > 4 MB)."
    # A translation that names a field the template lacks cannot break the message: it stays English.
    assert notice.render(lambda template: template + " {oops}") == str(notice)


def test_a_corrupt_settings_file_is_reported_in_german(qtbot, german) -> None:  # type: ignore[no-untyped-def]
    folder = paths.settings_file().parent / "<b>Ordner"
    folder.mkdir()
    broken = folder / "settings.json"
    broken.write_text('{"format": "pinochle-settings", "version": 1, "preferences": {', encoding="utf-8")
    _, notice = load_settings(broken)
    assert notice is not None and str(notice).startswith(f"The settings file {broken} is damaged or truncated")
    text = file_text(notice)
    assert text.startswith(f"Die Einstellungsdatei {broken} ist beschädigt oder abgeschnitten: sie enthält kein "
                           "gültiges JSON"), text
    assert "(ein Name in doppelten Anführungszeichen wird erwartet in Zeile 1, Spalte 63)" in text
    assert ", daher werden die Standardeinstellungen verwendet. Die Datei wurde als " in text
    assert "settings.json.corrupt-" in text and " aufbewahrt." in text
    for english in ("The settings", "is damaged", "default settings", "was kept"):
        assert english not in text
    box = settings_notice_box(None, notice)
    qtbot.addWidget(box)
    assert box.text() == "Deine Einstellungen konnten nicht alle übernommen werden."
    shown = box.informativeText()
    assert "Die Einstellungsdatei" in shown and html.escape("<b>Ordner") in shown  # the path as written
    box.close()


def test_settings_with_bad_values_list_them_in_a_german_sentence(german) -> None:  # type: ignore[no-untyped-def]
    document = Settings().to_dict()
    document["preferences"] = {**document["preferences"], "card_back": "purple"}  # type: ignore[dict-item]
    paths.settings_file().write_text(json.dumps(document), encoding="utf-8")
    _, notice = load_settings()
    text = file_text(notice or "")
    assert text.startswith(f"Einige Einstellungen in {paths.settings_file()} konnten nicht übernommen werden und "
                           "wurden auf ihre Standardwerte zurückgesetzt: preferences.card_back"), text
    assert ('preferences.card_back: erwartet einer der Werte "blue", "red", "green", "navy", "burgundy", "black", '
            'gefunden: "purple".') in text
    assert "Eine Kopie der Datei wurde als " in text and "expected" not in text


def test_a_set_aside_autosave_and_empty_statistics_are_reported_in_german(qtbot, german) -> None:  # type: ignore[no-untyped-def]
    paths.autosave_file().write_text('"just a text"', encoding="utf-8")
    paths.statistics_file().write_bytes(b"")
    window, _c = make_window(qtbot)
    assert not window.files.resume()
    said = window.files.last_message
    assert said.startswith(f"Die Datei der automatisch gespeicherten Partie {paths.autosave_file()} ist keine "
                           "Pinochle-Spielstandsdatei (sie enthält \"just a text\", kein JSON-Objekt), daher kann die "
                           "Partie nicht fortgesetzt werden. Die Datei wurde als "), said
    _, notice = load_statistics()
    assert file_text(notice or "").startswith(f"Die Statistikdatei {paths.statistics_file()} ist leer, daher beginnt "
                                              "die Statistik von vorn. Die Datei wurde als ")


NOT_A_GAME = ("Diese Datei ist keine gespeicherte Pinochle-Partie. Sie ist vielleicht beschädigt oder stammt "
              "von einem anderen Programm.")
NOT_FOUND = "Diese Datei wurde nicht gefunden. Sie wurde vielleicht verschoben, umbenannt oder gelöscht."


@pytest.mark.parametrize("content", ["too large", "not JSON", "missing"])
def test_a_refused_save_file_is_reported_in_german(qtbot, tmp_path: Path, german, content: str) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "<i>Partie.pinochle"
    if content == "too large":
        with open(bad, "wb") as stream:
            stream.truncate(MAX_DOCUMENT_BYTES + 1024 * 1024)
        expected = f"Die Spielstandsdatei {bad} ist zu groß (5 MB; eine Pinochle-Datei hat höchstens 4 MB)."
    elif content == "not JSON":
        bad.write_bytes(b"\xff\xfe not text")
        expected = f"Die Spielstandsdatei {bad} ist beschädigt: sie enthält keinen UTF-8-Text."
    else:
        expected = f"Die Spielstandsdatei {bad} existiert nicht."
    window, _c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=3)
    assert not window.files.open_file(bad)
    headline = NOT_FOUND if content == "missing" else NOT_A_GAME  # a person's words, the reason below them
    assert window.files.last_message == headline + "\n" + expected
    with pytest.raises(ValueError) as refused:  # the command line keeps the English sentence
        load_game(bad)
    assert str(refused.value).startswith(f"The saved game {bad} ")
    if os.path.exists(bad):
        assert bad.stat().st_size > 0  # refused, never changed


def test_a_save_the_disk_refuses_is_reported_in_german(qtbot, tmp_path: Path, german) -> None:  # type: ignore[no-untyped-def]
    window, _c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=5)
    target = tmp_path / "<b>fehlt" / "Partie.pinochle"  # a folder that is not there
    assert not window.files.save_to(target)
    said = window.files.last_message
    expected = f"Das Spiel konnte nicht gespeichert werden: {target} konnte nicht geschrieben werden: "
    assert said.startswith(expected), said
    assert not target.exists()


def test_a_save_with_a_missing_entry_and_a_sheet_with_a_bad_hand_are_reported_in_german(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, german
) -> None:
    from pinochle_desktop.engine.keeper import ScoreSheet
    from pinochle_desktop.persistence.score_sheets import load_sheet, save_sheet

    window, _c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=6)
    good = tmp_path / "gut.pinochle"
    assert window.files.save_to(good)
    document = json.loads(good.read_text(encoding="utf-8"))
    del document["seats"]
    bad = tmp_path / "ohne Plätze.pinochle"
    bad.write_text(json.dumps(document), encoding="utf-8")
    assert not window.files.open_file(bad)
    assert window.files.last_message == NOT_A_GAME + "\n" + (
        f'Die Spielstandsdatei {bad} ist beschädigt: ihr fehlt der Eintrag "seats".')

    sheet_file = tmp_path / "Liste.pinochle-scores"
    save_sheet(sheet_file, ScoreSheet(preset("single-deck"), ("Wir", "Ihr")))
    sheet = json.loads(sheet_file.read_text(encoding="utf-8"))
    sheet["hands"] = [{"bidders": 0, "bid": "viel", "meld": [20, 0], "ending": "played"}]
    sheet_file.write_text(json.dumps(sheet), encoding="utf-8")
    with pytest.raises(ValueError) as refused:
        load_sheet(sheet_file)
    assert str(refused.value) == (f"The score sheet {sheet_file} is damaged: the bid of hand 1 should be a whole "
                                  'number, found "viel".')
    assert file_text(refused.value) == (f"Die Spiellisten-Datei {sheet_file} ist beschädigt: das Gebot von Runde 1 "
                                        'sollte eine ganze Zahl sein, gefunden: "viel".')
