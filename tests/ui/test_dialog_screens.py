"""Every dialog in every language on a 1366×768 and a 1024×700 screen: it fits, and no text is cut off.

Also what the dialogs say: preset titles instead of ids, seat names and card letters in the player's
language, the best meld in card symbols, and a Players box that stays put.  Screenshots go to the
``screenshot_dir`` folder (``PINOCHLE_SCREENSHOTS=folder`` keeps them to look at).
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect, QSize
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QStyleOptionViewItem, QTextBrowser, QWidget

from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.rules import PRESET_TITLES, PRESETS
from pinochle_desktop.persistence.settings import MAX_NAME_LENGTH, Preferences
from pinochle_desktop.persistence.statistics import BestMeld, PresetStatistics, Statistics, save_statistics
from pinochle_desktop.ui.dialogs.new_game_dialog import NewGameDialog, NewGameQuestion
from pinochle_desktop.ui.dialogs.preferences_dialog import PreferencesDialog
from pinochle_desktop.ui.dialogs.rule_set_list import NAME_ROLE
from pinochle_desktop.ui.dialogs.score_sheet_dialog import ScoreSheetDialog
from pinochle_desktop.ui.dialogs.screen_fit import fit_to_screen
from pinochle_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
from pinochle_desktop.ui.i18n import install_translators, remove_translators
from pinochle_desktop.ui.learning.review_dialog import ReviewDialog
from pinochle_desktop.ui.learning.rules_help import show_rules_help
from pinochle_desktop.ui.texts import rules_title

from .dialog_check import SCREENS, played_match, settled_problems
from .table_driver import make_window

LANGUAGES = ("en", "de", "es", "fr")


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The language of ``request.param`` for one test; English (the source language) again afterwards."""
    before = QLocale()
    code = request.param
    assert install_translators(qapp, code) == code
    yield code
    remove_translators(qapp)
    QLocale.setDefault(before)


def _statistics() -> Statistics:
    best = BestMeld(190, "JS JH AD TD KD QD JD QS", Suit.DIAMONDS, dt.date(2025, 3, 4), 0)
    figures = PresetStatistics(games_played=3, games_won=2, hands_played=30, bids_won=12, bids_made=9,
                               bids_set=3, bid_total=3000, meld_total=2400, best_meld=best)
    presets = {name: figures for name in PRESETS}
    presets["Club night"] = dataclasses.replace(figures, best_meld=None)
    presets["double-deck (customised)"] = figures
    return Statistics(presets=presets)


def _dialogs(window: QWidget) -> Iterator[tuple[str, QDialog]]:
    """Each dialog of the game, opened over ``window`` in the language installed."""
    custom = {"Club night": dataclasses.replace(PRESETS["single-deck"], name="Club night", target=1000)}
    yield "new-game", NewGameDialog(NewGameQuestion(custom_rules=custom, game_in_progress=True), window)
    hot_seat = NewGameDialog(NewGameQuestion(rules=PRESETS["double-deck"]), window)
    hot_seat.seats_editor.kind_combos[2].setCurrentIndex(0)
    yield "new-game-hot-seat", hot_seat
    yield "preferences", PreferencesDialog(Preferences(), window)
    yield "rules-single", show_rules_help(window, PRESETS["single-deck"])
    yield "rules-double", show_rules_help(window, PRESETS["double-deck"])
    window.files.statistics = _statistics()
    yield "statistics", StatisticsDialog(window, window.files)
    match = played_match(PRESETS["single-deck"], seed=3, hands=3)
    names = ("South", "West", "North", "East")
    yield "score-sheet", ScoreSheetDialog(window, match.state, names, lambda _hand: None)
    yield "review", ReviewDialog(window, match, 1, names, (0,))


@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s.width()}x{s.height()}")
@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_dialog_fits_the_screen_with_nothing_cut_off(qtbot, screenshot_dir, language: str,
                                                           screen: QSize) -> None:  # type: ignore[no-untyped-def]
    window, _ = make_window(qtbot)
    found = {}
    for name, dialog in _dialogs(window):
        qtbot.addWidget(dialog)
        fit_to_screen(dialog, None, screen)
        dialog.show()
        qtbot.waitExposed(dialog)
        problems = settled_problems(qtbot, dialog, screen)
        if problems:
            found[name] = problems
        dialog.grab().save(f"{screenshot_dir}/dialog-{language}-{screen.width()}-{name}.png")
        dialog.close()
    assert not found, found


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_options_stand_in_two_columns_where_they_fit_and_in_one_on_a_narrow_screen(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(NewGameQuestion(game_in_progress=True))
    qtbot.addWidget(dialog)
    fit_to_screen(dialog, None, QSize(1920, 1080))
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.editor.column_count() == 2
    fit_to_screen(dialog, None, QSize(1024, 700))
    qtbot.waitUntil(lambda: dialog.editor.column_count() == 1)
    assert not settled_problems(qtbot, dialog, QSize(1024, 700))


# ---------------------------------------------------------------- what the dialogs say
@pytest.mark.parametrize("language", ["de"], indirect=True)
def test_german_dialogs_show_preset_titles_and_seat_names_but_keep_the_ids(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(NewGameQuestion())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    shown = [dialog.rule_list.item(i).text() for i in range(dialog.rule_list.count())]
    assert shown == ["Einfaches Blatt", "Einfaches Blatt, 0, 2 oder 4 weitergeben", "Doppeltes Blatt",
                     "Doppeltes Blatt, Familie 16", "Doppeltes Blatt in Zehnern", "Zu zweit", "Zu dritt"]
    assert "<b>Einfaches Blatt</b> unverändert" in dialog.based_on.text()
    seats = dialog.seats_editor
    assert [edit.text() for edit in seats.name_edits] == ["Du", "West", "Nord", "Ost"]
    assert "Partner: <b>Du & Nord</b> spielen gegen <b>West & Ost</b>" in seats.partnership.text()
    seats.name_edits[3].setText("Oskar")
    answer = dialog.answer()
    assert answer.rules.name == "single-deck"  # the id, for files and the command line
    assert [seat.name for seat in answer.seats] == ["You", "West", "North", "Oskar"]

    browser = show_rules_help(dialog, PRESETS["double-deck"]).findChild(QTextBrowser)
    assert browser.toPlainText().startswith("Regeln: Doppeltes Blatt")
    assert rules_title("double-deck (customised)") == "Doppeltes Blatt (angepasst)"
    assert rules_title("Club night") == "Club night"


def test_every_preset_has_a_title() -> None:
    assert set(PRESET_TITLES) == set(PRESETS)
    assert len(set(PRESET_TITLES.values())) == len(PRESETS)


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
def test_statistics_show_titles_and_the_best_meld_in_card_symbols(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window, _ = make_window(qtbot)
    save_statistics(_statistics())  # the dialog shows the statistics on disk (another window may add to them)
    dialog = StatisticsDialog(window, window.files)
    qtbot.addWidget(dialog)
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    best = dialog.best.text()
    assert "JS JH" not in best and "TD" not in best
    if language == "de":
        assert "Einfaches Blatt" in headers and "Doppeltes Blatt (angepasst)" in headers, headers
        assert "B♠ B♥ A♦ 10♦ K♦ D♦ B♦ D♠" in best, best
        assert "04.03.2025" in best
    else:
        assert "Single deck" in headers and "single-deck" not in headers, headers
        assert "J♠ J♥ A♦ 10♦ K♦ Q♦ J♦ Q♠" in best, best
        assert "3/4/2025" in best


# ---------------------------------------------------------------- the Players box stays put
def _places(dialog: NewGameDialog) -> list[tuple[int, int, int, int]]:
    seats = dialog.seats_editor
    widgets = [dialog.seats_box, *seats.name_edits, *seats.kind_combos, *seats.level_combos]
    return [QRect(w.mapTo(dialog, QPoint(0, 0)), w.size()).getRect() for w in widgets]


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
def test_the_players_box_does_not_move_whatever_is_chosen(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(NewGameQuestion())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    seats = dialog.seats_editor
    before = _places(dialog)

    def still() -> None:
        QApplication.processEvents()
        assert _places(dialog) == before

    seats.kind_combos[2].setCurrentIndex(0)  # North becomes a person: hot seat, a note appears
    still()
    assert seats.note.text()
    seats.kind_combos[0].setCurrentIndex(1)
    seats.kind_combos[2].setCurrentIndex(1)  # computers only
    still()
    for edit in seats.name_edits:  # the longest names there can be
        edit.clear()
        QTest.keyClicks(edit, "W" * MAX_NAME_LENGTH)
    still()
    assert seats.partnership.heightForWidth(seats.partnership.width()) <= seats.partnership.height()


# ---------------------------------------------------------------- rule set descriptions
@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_no_description_runs_into_the_next_title(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(NewGameQuestion(custom_rules={
        "Club night": dataclasses.replace(PRESETS["double-deck"], name="Club night", target=700, lose_at=-500)}))
    qtbot.addWidget(dialog)
    rule_list = dialog.rule_list
    for screen in (QSize(1920, 1080), QSize(1024, 700)):
        fit_to_screen(dialog, None, screen)
        dialog.show()
        qtbot.waitExposed(dialog)
        for width in (360, 300, 420):  # the list narrower and wider than the dialog makes it
            rule_list.setFixedWidth(width)
            QApplication.processEvents()
            delegate = rule_list.delegate
            option = QStyleOptionViewItem()
            option.font = rule_list.font()
            text_width = delegate.text_width(option)
            previous_bottom = -1
            for i in range(rule_list.count()):
                item = rule_list.item(i)
                rect = rule_list.visualItemRect(item)
                assert rect.top() > previous_bottom, f"{item.text()} overlaps the item above"
                previous_bottom = rect.bottom()
                need = delegate.text_height(option, rule_list.indexFromItem(item), text_width)
                assert need <= rect.height(), (item.data(NAME_ROLE), need, rect.height(), width)


# ---------------------------------------------------------------- score sheets
def test_the_score_sheet_gives_no_column_all_the_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _ = make_window(qtbot)
    match = played_match(PRESETS["single-deck"], seed=3, hands=3)
    dialog = ScoreSheetDialog(window, match.state, ("South", "West", "North", "East"), lambda _hand: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    widths = [table.columnWidth(c) for c in range(table.columnCount())]
    for column, width in enumerate(widths):
        assert width >= table.sizeHintForColumn(column) - 1, (column, widths)  # no text cut off
    last = widths[-1]
    assert last <= 2 * max(table.sizeHintForColumn(table.columnCount() - 1), 60), widths

    board = window.scoreboard
    board.update_from(match.state, ("South", "West", "North", "East"))
    QApplication.processEvents()
    sheet = board.sheet
    sheet_widths = [sheet.columnWidth(c) for c in range(3)]
    header = sheet.horizontalHeader()
    for column in (1, 2):  # the points are as wide as their numbers, not the rest of the panel
        assert sheet_widths[column] <= max(sheet.sizeHintForColumn(column), header.sectionSizeHint(column)) + 2, \
            sheet_widths
    assert sheet_widths[0] >= sheet.sizeHintForColumn(0) - 1, sheet_widths


def test_dates_follow_the_locale_and_never_read_day_month_year_in_bare_numbers(qapp) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.texts import date_text

    before = QLocale()
    day = dt.date(2026, 12, 1)
    try:
        for locale, expected in ((QLocale.c(), "1 Dec 2026"), (QLocale("en_US"), "12/1/2026"),
                                 (QLocale("de_DE"), "01.12.2026"), (QLocale("fr_FR"), "01/12/2026"),
                                 (QLocale("en_GB"), "01/12/2026")):
            QLocale.setDefault(locale)
            assert date_text(day) == expected, locale.name()
    finally:
        QLocale.setDefault(before)
