"""A window open for a long evening does not grow: dialogs and message boxes opened again and again are
freed when they close, and the table keeps only the cards of the game on it.

(The long GUI fuzz run, ``benchmarks/gui_fuzz.py``, prints the process's memory as it goes.)
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import Mode

from .table_driver import make_window
from .test_files import play_until


def settle() -> None:
    """Run what the event loop would run between two clicks: pending events, then deferred deletions."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def close_every_dialog() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isVisible():
            widget.reject()


def test_dialogs_opened_again_and_again_are_freed_when_closed(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=5)
    play_until(qtbot, c, lambda: c.mode is Mode.HAND_OVER)

    def open_and_close_everything() -> None:
        window.open_preferences()
        window.open_new_game_dialog()
        window.show_statistics()
        window.show_score_sheet()
        window.review_hand(1)
        window.act_rules.trigger()
        window.files.report("The saved game /tmp/x.pinochle is damaged.")
        assert sum(isinstance(w, QDialog) and w.isVisible() for w in QApplication.topLevelWidgets()) >= 7
        close_every_dialog()
        settle()

    open_and_close_everything()  # the first time may make what stays (fonts, icons, style sheets)
    children = len(window.findChildren(QObject))
    top_levels = len(QApplication.topLevelWidgets())
    for _ in range(5):
        open_and_close_everything()
    assert len(window.findChildren(QObject)) == children
    assert len(QApplication.topLevelWidgets()) == top_levels
    assert not any(isinstance(w, QDialog) for w in window.findChildren(QWidget))


def live(kind: type) -> int:
    settle()
    return sum(isinstance(o, kind) for o in gc.get_objects())


def test_the_cards_and_games_of_earlier_games_are_let_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Counted as growth: windows of earlier tests in this process may still hold theirs.
    items_before, matches_before = live(CardItem), live(Match)
    window, c = make_window(qtbot)
    for seed in range(4):
        window.new_game(preset("single-deck"), seed=seed)
        play_until(qtbot, c, lambda: c.mode is Mode.HAND_OVER)
        c.continue_()  # the next hand is dealt: the cards of the last one go
        play_until(qtbot, c, lambda: c.mode is Mode.HUMAN_TURN)
    assert len(window.scene.card_items()) == 48
    assert live(CardItem) - items_before <= 48  # the 48 on the table, none of the three games before
    assert live(Match) - matches_before <= 1
