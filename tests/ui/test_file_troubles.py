"""Odd settings, missing folders, full disks, two windows and names written as HTML: the window says what
happened, once, keeps playing, and loses nothing; the title and the status bar say which file is open."""

from __future__ import annotations

import dataclasses
import errno
import html
import json
import os
import time
from pathlib import Path

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QTextBrowser, QWidget

from pinochle_desktop.engine.rules import PRESETS, preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.autosave import read_autosave
from pinochle_desktop.persistence.savegame import load_game
from pinochle_desktop.persistence.settings import CARD_BACKS, DEFAULT_SEATS, LANGUAGES, SeatConfig, Settings
from pinochle_desktop.persistence.statistics import load_statistics
from pinochle_desktop.ui.game_files import second_window_box
from pinochle_desktop.ui.i18n import LANGUAGES as UI_LANGUAGES
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_art import BACK_NAMES
from pinochle_desktop.ui.table.controller import Mode

from .table_driver import make_window, wait_for
from .test_files import PAUSES, play_until


def problems_of(window: MainWindow) -> list[str]:
    said: list[str] = []
    window.files.problem.connect(said.append)
    return said


def next_hand(qtbot, c) -> None:  # type: ignore[no-untyped-def]
    """Play on until the hand after this one has been dealt."""
    hand = c.state.hand_number
    play_until(qtbot, c, lambda: c.state.hand_number > hand and c.mode is Mode.HUMAN_TURN)


# --- 1. a settings value the table cannot use is reset on load, with the corrupt-file notice ---


def test_the_settings_names_agree_with_what_the_table_can_draw_and_speak() -> None:
    assert set(CARD_BACKS) == set(BACK_NAMES)
    assert tuple(LANGUAGES) == tuple(UI_LANGUAGES)


def test_an_unknown_card_back_does_not_stop_the_start_and_stale_temporaries_go(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop import app as app_module
    from pinochle_desktop.ui import i18n

    document = Settings().to_dict()
    document["preferences"] = {**document["preferences"], "card_back": "purple", "language": "tlh"}  # type: ignore[dict-item]
    paths.settings_file().write_text(json.dumps(document), encoding="utf-8")
    stale = paths.state_dir() / ".autosave.pinochle.0123456789ab.tmp"  # left by a write killed an hour ago
    stale.write_bytes(b"half an autosave")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    before = set(QApplication.topLevelWidgets())
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)  # build the window as `pinochle` does, then return
    try:
        assert app_module.run_app([]) == 0
    finally:
        i18n.remove_translators(QApplication.instance())
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w not in before]
    assert len(windows) == 1
    window = windows[0]
    qtbot.addWidget(window)
    assert not stale.exists()  # and the start removed what an interrupted write left
    assert window.style_.back == "blue"
    boxes = [w for w in window.findChildren(QMessageBox)]
    qtbot.waitUntil(lambda: any(box.isVisible() for box in window.findChildren(QMessageBox)))
    notice = " ".join(box.informativeText() for box in boxes + window.findChildren(QMessageBox))
    assert ('preferences.card_back: expected one of "blue", "red", "green", "navy", "burgundy", "black", '
            'found "purple"') in notice
    assert 'preferences.language: expected one of' in notice
    window.close()


# --- 4. the saves folder cannot be created: say why and offer another folder ---


def test_save_and_open_offer_another_folder_when_the_saves_folder_cannot_be_made(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the home folder should be")
    monkeypatch.setenv(paths.HOME_ENV, str(blocker / "home"))
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=4)
    wait_for(qtbot, c, *PAUSES)
    chosen = tmp_path / "elsewhere" / "kept.pinochle"
    chosen.parent.mkdir()
    starts: list[str] = []

    def save_dialog(parent, caption, start, filter_):  # type: ignore[no-untyped-def]
        starts.append(start)
        return str(chosen), filter_

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, caption, start, f: (starts.append(start)
                                                                                          or (str(chosen), f)))
    window.act_save.trigger()
    box = window.files._last_box
    assert box is not None and box.isVisible()
    assert box.text() == "The folder for saved games could not be created."
    assert f"{blocker / 'home' / 'data'}: Not a directory" in box.informativeText()
    assert "Choose another folder for this game." in box.informativeText()
    choose = next(b for b in box.buttons() if b.text() == "Choose another folder…")
    choose.click()
    assert starts == [str(Path.home())]
    assert load_game(chosen)[1].state == c.state
    assert window.statusBar().currentMessage() == "Game saved as kept.pinochle."
    window.act_open.trigger()  # Open asks again and opens from the folder chosen
    next(b for b in window.files._last_box.buttons() if b.text() == "Choose another folder…").click()
    assert starts[-1] == str(Path.home()) and window.files.current_path == chosen


# --- 5. a brief full disk: said once, retried at every action, said once when it works again ---


def test_a_full_disk_is_said_once_and_autosave_and_statistics_come_back(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    said = problems_of(window)
    confirmed: list[str] = []
    window.files.notice.connect(confirmed.append)
    window.new_game(preset("single-deck"), seed=12)
    wait_for(qtbot, c, *PAUSES)
    real_fsync = os.fsync
    full = {"on": True}

    def fsync(fd: int) -> None:
        if full["on"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr("pinochle_desktop.persistence.atomic.os.fsync", fsync)
    next_hand(qtbot, c)  # a whole hand with the disk full: many actions, one hand recorded
    next_hand(qtbot, c)
    assert [s.split(":")[0] for s in said] == ["The game cannot be autosaved", "Statistics could not be saved"]
    assert all("No space left on device" in s for s in said)
    full["on"] = False
    play_until(qtbot, c, lambda: len(confirmed) == 1)
    assert confirmed == ["Autosave works again."]
    assert window.statusBar().currentMessage() == "Autosave works again."
    assert read_autosave()[0][1].state == c.state  # type: ignore[index]
    next_hand(qtbot, c)
    assert confirmed == ["Autosave works again.", "Statistics are saved again."]
    assert load_statistics()[0].for_rules("single-deck").hands_played == 3  # the hands of the full disk too
    assert len(said) == 2


# --- 6. two windows on one user folder ---


def test_a_second_window_plays_without_autosave_and_both_count_in_the_statistics(qtbot) -> None:  # type: ignore[no-untyped-def]
    first, c1 = make_window(qtbot)
    second, c2 = make_window(qtbot)
    assert first.files.claim_autosave()
    assert not second.files.claim_autosave()
    first.new_game(preset("single-deck"), seed=8)
    wait_for(qtbot, c1, *PAUSES)
    autosaved = paths.autosave_file().read_bytes()
    second.new_game(preset("single-deck"), seed=9)
    play_until(qtbot, c2, lambda: c2.mode is Mode.HAND_OVER)
    assert paths.autosave_file().read_bytes() == autosaved  # the first window's game is safe
    play_until(qtbot, c1, lambda: c1.mode is Mode.HAND_OVER)
    c2.continue_()
    play_until(qtbot, c2, lambda: c2.mode is Mode.HAND_OVER and len(c2.state.results) == 2)
    assert load_statistics()[0].for_rules("single-deck").hands_played == 3
    box = second_window_box(second)
    assert box.text() == "Pinochle is already open in another window."
    assert "does not autosave" in box.informativeText()
    first.close()  # the autosave is free again for the next window
    third, _ = make_window(qtbot)
    assert third.files.claim_autosave()


def test_a_second_score_keeper_says_so_and_leaves_the_first_ones_sheet_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.tools.keeper_window import ScoreKeeperWindow

    from .test_score_keeper import GAME, add, column, open_keeper

    first = open_keeper(qtbot)
    add(qtbot, first, **GAME[0])
    kept = paths.keeper_autosave_file().read_bytes()
    second = open_keeper(qtbot)  # another Pinochle window's Tools → Score keeper, or `pinochle keeper` again
    assert first.autosaving and not second.autosaving
    qtbot.waitUntil(lambda: getattr(second, "elsewhere_box", None) is not None and second.elsewhere_box.isVisible())
    assert second.elsewhere_box.text() == "The score keeper is already open in another window."
    assert "save it (Sheet → Save)" in second.elsewhere_box.informativeText()
    assert second.table.rowCount() == 0  # a sheet of its own, not a copy of the first one's
    for hand in GAME[1:3]:
        add(qtbot, second, **hand)
    assert column(second, 3)[-1] != column(first, 3)[-1]
    assert paths.keeper_autosave_file().read_bytes() == kept  # the first keeper's sheet is safe
    second.elsewhere_box.accept()
    first.close()  # the sheet is free again: the next keeper keeps it, and resumes it
    third = ScoreKeeperWindow()
    qtbot.addWidget(third)
    assert third.autosaving and column(third, 3) == column(first, 3)
    second.close()


# --- 10. names from files and people are shown as written, never as HTML ---

HTML_NAMES = ("<i>Ann</i>", "<b>Bo</b>", '<img src="x.png">', "<u>Di</u> & Co")


def rich_labels_showing(widgets: list[QWidget], marker: str) -> list[str]:
    """Labels that show ``marker`` (a name with tags) as HTML instead of the text as written."""
    found = []
    for top in widgets:
        for label in [top, *top.findChildren(QLabel)] if isinstance(top, QLabel) else top.findChildren(QLabel):
            text = label.text()
            fmt = label.textFormat()
            rich = fmt is Qt.TextFormat.RichText or (fmt is Qt.TextFormat.AutoText and Qt.mightBeRichText(text))
            if marker in text and rich:
                found.append(f"{type(label.parent()).__name__}: {text[:80]}")
    return found


def test_seat_and_rule_set_names_are_never_read_as_html(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
    from pinochle_desktop.ui.learning.rules_help import show_rules_help

    seats = tuple(SeatConfig(name, human=(i == 0), level=DEFAULT_SEATS[i].level) for i, name in enumerate(HTML_NAMES))
    window, c = make_window(qtbot)
    html_rules = dataclasses.replace(PRESETS["single-deck"], name="<a href='file:///etc/'>Home</a>")
    window.new_game(html_rules, seats, seed=3)
    play_until(qtbot, c, lambda: c.mode is Mode.HAND_OVER)
    window.review_hand(1)
    stats = StatisticsDialog(window, window.files)
    qtbot.addWidget(stats)
    window.settings = Settings(custom_rules={html_rules.name: html_rules.to_dict()}, last_rules=html_rules.to_dict(),
                               seats=seats)
    dialog = window.open_new_game_dialog()
    rules_help = show_rules_help(window, html_rules)
    window.files.report(f"The saved game /tmp/{HTML_NAMES[1]}.pinochle is damaged.")
    tops = [window, window.review_dialog, stats, dialog, window.files._last_box]
    for marker in (*HTML_NAMES, html_rules.name):
        assert rich_labels_showing(tops, marker) == [], marker
    browser = rules_help.findChild(QTextBrowser)
    assert f"Rules: {html_rules.name}" in browser.toPlainText()  # the name as written, not a link
    assert "Rules: <" in browser.toPlainText()
    # The names did reach those windows (the check above looked at something).
    texts = " ".join(label.text() for top in tops for label in top.findChildren(QLabel))
    assert "&lt;i&gt;Ann&lt;/i&gt;" in texts or HTML_NAMES[0] in texts
    assert HTML_NAMES[1] in window.files._last_box.text()
    for top in (window.review_dialog, stats, dialog, rules_help):
        top.close()


# --- #13.5: the game last on the table comes back; the title names its file ---


def test_a_game_opened_and_left_untouched_is_the_one_resumed_next_time(  # type: ignore[no-untyped-def]
        qtbot, tmp_path: Path, monkeypatch) -> None:
    a_window, a = make_window(qtbot)
    a_window.new_game(preset("single-deck"), seed=21)  # game A: autosaved
    play_until(qtbot, a, lambda: a.state.phase is Phase.TRICKS and len(a.state.tricks) == 1)
    b_path = tmp_path / "B.pinochle"
    b_window, b = make_window(qtbot)
    b_window.new_game(preset("double-deck"), seed=22)
    play_until(qtbot, b, lambda: b.state.phase is Phase.TRICKS and len(b.state.tricks) == 2)
    assert b_window.files.save_to(b_path)
    b_state = b.state
    a_window.new_game(preset("single-deck"), seed=23)  # and A again on the table, autosaved
    wait_for(qtbot, a, *PAUSES)
    a_state = a.state

    # `pinochle B.pinochle` in B's folder, then quit without a move
    monkeypatch.chdir(tmp_path)
    opened, o = make_window(qtbot)
    assert opened.files.open_file("B.pinochle")
    assert opened.windowTitle() == "B.pinochle[*] — Pinochle" and not opened.isWindowModified()
    opened.close()

    # the next plain `pinochle`, from another folder
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    later, c = make_window(qtbot)
    later.resume_or_new_game(preset("single-deck"))
    assert c.state == b_state != a_state
    assert later.windowTitle() == "B.pinochle[*] — Pinochle" and not later.isWindowModified()
    play_until(qtbot, c, lambda: len(c.match.actions) > len(load_game(b_path)[0].actions))
    assert later.isWindowModified()  # moves not yet saved to B.pinochle: the title shows a *
    later.act_save.trigger()  # saves to B.pinochle itself, and says so
    assert later.statusBar().currentMessage() == "Game saved as B.pinochle."
    assert not later.isWindowModified()
    assert load_game(b_path)[1].state == c.state
    later.new_game(preset("single-deck"))
    assert later.windowTitle() == "Pinochle"


def test_the_score_keeper_shows_a_refused_file_as_written(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QTextDocument

    from pinochle_desktop.ui.tools.keeper_window import ScoreKeeperWindow

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    keeper = ScoreKeeperWindow(Settings())
    qtbot.addWidget(keeper)
    bad = tmp_path / "<b>bold.pinochle-scores"
    bad.write_text('{"format": "pinochle-score-sheet", "version": 1, "rules": ', encoding="utf-8")
    assert not keeper.open_path(bad)
    document = QTextDocument()
    document.setHtml(shown[0]) if Qt.mightBeRichText(shown[0]) else document.setPlainText(shown[0])
    assert f"The score sheet {bad} is damaged" in document.toPlainText()  # every character as written


def test_the_details_of_a_warning_show_values_from_files_as_written(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.persistence.settings import load_settings
    from pinochle_desktop.ui.dialogs.preferences_dialog import settings_notice_box

    # A settings value with a tag in it: the notice quotes it, and the box shows the quote as written.
    document = Settings().to_dict()
    document["preferences"] = {**document["preferences"], "card_back": '<img src="file:///etc/hosts">'}  # type: ignore[dict-item]
    paths.settings_file().write_text(json.dumps(document), encoding="utf-8")
    _, notice = load_settings()
    assert notice is not None and "<img" in notice
    box = settings_notice_box(None, notice)
    qtbot.addWidget(box)
    # The saves folder cannot be made under a folder whose name holds a tag: the details name it as written.
    blocker = tmp_path / "<b>blocker"
    blocker.write_text("a file where the home folder should be")
    monkeypatch.setenv(paths.HOME_ENV, str(blocker / "home"))
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=4)
    window.act_save.trigger()
    saves_box = window.files._last_box
    for top, marker in ((box, "<img"), (saves_box, "<b>blocker")):
        assert rich_labels_showing([top], marker) == [], marker
        shown = " ".join(label.text() for label in top.findChildren(QLabel))
        assert html.escape(marker, quote=False) in shown  # it did reach the box, escaped
    box.close()
    saves_box.reject()


def test_the_score_keepers_notes_on_a_hand_show_side_names_as_written(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QTextDocument

    from .test_score_keeper import GAME, add, open_keeper

    keeper = open_keeper(qtbot)
    keeper.name_edits[0].setText("<b>Us</b>")
    keeper.rename()
    add(qtbot, keeper, **GAME[0])
    tip = keeper.table.item(0, 3).toolTip()  # why each side scored, as a tooltip on the hand's row
    document = QTextDocument()
    document.setHtml(tip) if Qt.mightBeRichText(tip) else document.setPlainText(tip)
    assert document.toPlainText().startswith("<b>Us</b>: ")
