"""Under the comfortable size the scoreboard folds into a drawer (issue #28): the table gets the sidebar's width,
a "Score" tab on the table keeps the running score and the bid in view, F9 or a click on the tab opens the
whole scoreboard over the table's right edge, Escape or a click beside it shuts it; at the design size and
wider the scoreboard is the column beside the table, as before, and comes back when the window widens."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase

from .layout_checker import check_window, meld_lists_missing, play_hand, settle
from .test_table_layout_check import _window


def _press(window, key: Qt.Key) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    QTest.keyClick(QApplication.focusWidget() or window, key)
    settle()


def _at(window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window.move(20, 20)
    window.resize(*size)
    settle()


def test_a_small_window_folds_the_scoreboard_and_the_drawer_opens_and_shuts(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    phases = play_hand(window, preset("single-deck"), 12)
    while next(phases) != "trick-2":
        pass
    drawer, board, tab = window.score_drawer, window.scoreboard, window.score_drawer.tab
    _at(window, (800, 600))
    assert drawer.folded and not board.isVisible() and tab.isVisible()
    assert window.view.width() == window.centralWidget().width()  # the table has the sidebar's width back
    state = window.controller.state
    us, them = state.scores[0], state.scores[1]
    assert tab.text().splitlines() == ["Score (F9) ◂", f"Us {us} · Them {them}",
                                       f"Bid {state.high_bid} {state.trump.symbol}"]  # type: ignore[union-attr]
    assert window.act_score_drawer.isEnabled() and window.act_score_drawer.shortcut().toString() == "F9"
    assert not check_window(window)
    # F9 opens it over the table's right edge, with the same scores as the board shows; Escape shuts it.
    _press(window, Qt.Key.Key_F9)
    assert drawer.is_open and board.isVisible()
    assert board.geometry().right() == window.centralWidget().rect().right()
    assert [label.text() for label in board.score_labels[:2]] == [str(us), str(them)]
    assert not check_window(window)
    _press(window, Qt.Key.Key_Escape)
    assert not drawer.is_open and not board.isVisible() and tab.isVisible()
    # A click on the tab opens it; a click on the table beside it shuts it, and the card under it is not played.
    hand = len(window.scene.viewer_hand())
    QTest.mouseClick(tab, Qt.MouseButton.LeftButton)
    settle()
    assert drawer.is_open
    QTest.mouseClick(drawer.scrim, Qt.MouseButton.LeftButton, pos=QPoint(200, window.view.height() - 60))
    settle()
    assert not drawer.is_open and len(window.scene.viewer_hand()) == hand
    assert window.controller.state.phase is Phase.TRICKS
    # Wider again: the column comes back, the tab goes.
    _at(window, (1024, 700))
    assert not drawer.folded and board.isVisible() and not tab.isVisible()
    assert board.geometry().left() == window.view.geometry().right() + 1
    assert not window.act_score_drawer.isEnabled()


def test_at_the_design_size_the_scoreboard_is_a_column(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    phases = play_hand(window, preset("double-deck-tens"), 56)
    assert next(phases) == "auction"
    for size in ((1024, 700), (1280, 800), (1920, 1080)):
        _at(window, size)
        assert not window.score_drawer.folded and window.scoreboard.isVisible()
        assert not window.score_drawer.tab.isVisible()
        assert window.view.width() + window.scoreboard.width() == window.centralWidget().width()
        _press(window, Qt.Key.Key_F9)  # nothing to open
        assert not window.score_drawer.is_open and window.scoreboard.isVisible()


def test_the_meld_lists_show_in_double_deck_at_960x540_once_the_board_is_folded(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """At 960x540 (a 1920x1080 screen at scale 2) the players' meld lists, not only their totals, show on the
    table in a double-deck deal once the scoreboard is folded; with the column beside the table the same deal
    shows them too, in short where the full lists find no room (once it showed totals only)."""
    import pinochle_desktop.ui.window_fold as window_fold

    window = _window(qtbot)
    for phase in play_hand(window, preset("double-deck-tens"), 40):
        if phase == "meld":
            break

    def lists() -> list[bool]:
        _at(window, (1024, 700))
        _at(window, (960, 540))
        window.presenter.place_widgets()
        settle()
        assert not check_window(window)
        return [not c.compact for c in window.scene.meld_captions if c.isVisible()]

    folded = lists()
    assert window.score_drawer.folded and len(folded) == 4 and all(folded), folded
    monkeypatch.setattr(window_fold, "folds", lambda width: False)
    column = lists()  # (with the column the lists show too now: in short, where the full ones find no room)
    assert not window.score_drawer.folded and len(column) == 4 and not meld_lists_missing(window), column
