"""The score sheet, the statistics and the About box as a player sees them: dressed like the table, with
pictures drawn from the game's own figures, and the About box naming the version, the games and the licence."""

from __future__ import annotations

import datetime as dt
from importlib import metadata

from PySide6.QtGui import QColor, QImage

from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.engine.scoring import Outcome
from pinochle_desktop.persistence.statistics import GameRecord, PresetStatistics, Statistics, save_statistics
from pinochle_desktop.ui.dialogs.about_dialog import about_html, app_version
from pinochle_desktop.ui.dialogs.charts import SIDE_COLOURS, BidsChart, ScoreChart, WinRateChart
from pinochle_desktop.ui.dialogs.score_sheet_dialog import ScoreSheetDialog
from pinochle_desktop.ui.dialogs.statistics_dialog import StatisticsDialog
from pinochle_desktop.ui.texts import date_text

from .dialog_check import played_match
from .table_driver import make_window


def colour_share(image: QImage, colour: QColor, tolerance: int = 40) -> float:
    """The share of the picture's pixels close to ``colour`` (sampled every 2 px)."""
    hits = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            total += 1
            hits += (abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green())
                     + abs(pixel.blue() - colour.blue())) < tolerance
    return hits / total


def test_the_score_sheet_draws_the_game_and_marks_bidders_and_sets(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _ = make_window(qtbot)
    match = played_match(PRESETS["single-deck"], seed=3, hands=6)
    names = ("South", "West", "North", "East")
    dialog = ScoreSheetDialog(window, match.state, names, lambda _hand: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    results = match.state.results
    assert dialog.chart.totals == [r.totals for r in results] and dialog.chart.target == 1500
    assert dialog.chart.names == ("South & North", "West & East")
    picture = dialog.chart.grab().toImage()
    for side in range(2):  # each side's line is drawn in its colour
        assert colour_share(picture, SIDE_COLOURS[side]) > 0.002, side
    for row, r in enumerate(results):
        assert dialog.table.item(row, 4 + r.bidders).font().bold()
        assert not dialog.table.item(row, 4 + (1 - r.bidders)).font().bold()
        red = dialog.table.item(row, 3).foreground().color().name() == "#b42318"
        assert red == (r.score.outcome is not Outcome.MADE), row
    assert dialog.objectName() == "tableDialog" and "#1f6b3c" in dialog.styleSheet()  # the felt


def test_the_score_chart_places_the_totals_hand_by_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(500, 260)
    chart.set_scores(("Us", "Them"), [(100, -50), (300, 20)], 500)
    plot = chart.plot_rect()
    start, first, second = (chart.point(plot, n, v) for n, v in ((0, 0), (1, 100), (2, 300)))
    assert start.x() == plot.left() and second.x() == plot.right()
    assert second.y() < first.y() < start.y()  # higher totals higher up
    assert chart.point(plot, 0, 500).y() >= plot.top()  # the target is in the picture
    assert chart.accessibleDescription() == "After hand 2: Us 300, Them 20"


def test_the_statistics_show_bids_and_the_games_won_over_time(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _ = make_window(qtbot)
    days = [dt.date(2026, 1, d) for d in (1, 5, 9)]
    stats = Statistics({
        "single-deck": PresetStatistics(games_played=2, games_won=1, bids_won=10, bids_made=7, bids_set=3,
                                        games=(GameRecord(days[0], True), GameRecord(days[2], False))),
        "two-handed": PresetStatistics(games_played=1, games_won=1, games=(GameRecord(days[1], True),)),
    })
    save_statistics(stats)
    dialog = StatisticsDialog(window, window.files)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.tabs.currentIndex() == 0  # the pictures first
    assert dialog.bids_chart.rows == [("Single deck", 7, 3)]  # two-handed has no bids
    assert dialog.wins_chart.results == [True, True, False]  # every game in the order played
    assert dialog.wins_chart.rates() == [100.0, 100.0, 200 / 3]
    assert (dialog.wins_chart.first_day, dialog.wins_chart.last_day) == (date_text(days[0]), date_text(days[2]))
    picture = dialog.bids_chart.grab().toImage()
    made, lost = colour_share(picture, QColor("#2e7d32")), colour_share(picture, QColor("#b42318"))
    assert made > 1.5 * lost > 0  # 7 made, 3 set
    close = [b for b in dialog.findChildren(type(dialog.reset_button)) if b.isDefault()]
    assert close and close[0] is not dialog.reset_button  # Enter closes; it never resets


def test_empty_pictures_say_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    for chart in (ScoreChart(), BidsChart(), WinRateChart()):
        qtbot.addWidget(chart)
        assert not chart.has_data() and chart.empty_text


def test_the_about_box_names_the_version_the_games_and_the_licence() -> None:
    text = about_html()
    assert app_version() == metadata.version("pinochle-desktop")
    assert f"Pinochle Desktop {app_version()}" in text
    for words in ("single deck", "double deck", "Two-handed", "Three-handed cutthroat", "score keeper",
                  "meld calculator", "MIT licence"):
        assert words in text, words
