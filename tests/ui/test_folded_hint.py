"""The Hint button while the scoreboard is folded (issue #28): under 1,000 px wide the scoreboard, and the Hint
button on it, are shut in the drawer, so a "Hint (H)" tab sits on the table by the Score tab: shown while hints
are on, enabled on the person's turn, clear of the cards, reached by Tab, named for a screen reader, and a click
on it shows the hint. At 1280x800 the board is a column with its own button, and the table has no Hint tab."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.table.controller import Mode

from .layout_checker import check_window, play_hand, settle
from .test_table_layout_check import _window


def _at(window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window.move(20, 20)
    window.resize(*size)
    settle()


def _clear_of_the_cards(window) -> list[str]:  # type: ignore[no-untyped-def]
    """What the Hint tab lies over: a card, the Score tab, the action panel, the message, a plate or another
    label on the table; or it leaves the table."""
    tab = window.score_drawer.hint_tab
    rect = QRectF(tab.geometry()).adjusted(1, 1, -1, -1)
    wrong = [f"{item.card_id}" for item in window.scene.card_items()
             if item.isVisible() and item.sceneBoundingRect().intersects(rect)]
    wrong += [name for name, widget in (("score tab", window.score_drawer.tab), ("panel", window.panel),
                                        ("message", window.toast))
              if widget.isVisible() and QRectF(widget.geometry()).intersects(rect)]
    for item in window.scene.furniture():  # the plates, bubbles, captions and labels on the table
        box = item.mapRectToScene(item._rect) if item.kind == "plate" else item.sceneBoundingRect()
        if item.isVisible() and box.intersects(rect):
            wrong.append(f"{item.kind} {getattr(item, 'name', '')}")
    if not QRectF(window.view.viewport().rect()).contains(QRectF(tab.geometry())):
        wrong.append("off the table")
    return wrong


def test_the_folded_board_has_a_hint_tab_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    phases = play_hand(window, preset("single-deck"), 12)
    assert next(phases) == "auction" and window.controller.mode is Mode.HUMAN_TURN
    _at(window, (960, 600))
    drawer, hint = window.score_drawer, window.score_drawer.hint_tab
    assert drawer.folded and not window.scoreboard.isVisible()
    assert hint.isVisible() and hint.isEnabled() and hint.text() == "Hint (H)"
    assert "(H)" in hint.toolTip() and hint.accessibleName() == "Hint"
    assert hint.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert not _clear_of_the_cards(window), _clear_of_the_cards(window)
    assert not check_window(window)
    # Tab from the table reaches it (the keyboard player's way to the mouse's button).
    window.activateWindow()
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    for _ in range(12):
        if QApplication.focusWidget() is hint:
            break
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        settle()
    assert QApplication.focusWidget() is hint
    # A click shows the hint, as the scoreboard's button does.
    window.last_hint = None
    QTest.mouseClick(hint, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.last_hint is not None, timeout=30000)
    settle()
    assert window.toast.isVisible() and window.toast.text().startswith("Hint:")
    # Not the person's turn (the meld on show, waiting for Continue): shown, but disabled, and a click does nothing.
    window.toast.withdraw()
    while next(phases) != "meld":
        pass
    assert window.controller.mode is not Mode.HUMAN_TURN
    assert hint.isVisible() and not hint.isEnabled()
    window.last_hint = None
    QTest.mouseClick(hint, Qt.MouseButton.LeftButton)
    settle()
    assert window.last_hint is None and not window.toast.isVisible()
    # Hints off in the preferences: gone, and the corner gives its room back.
    window.apply_preferences(dataclasses.replace(window.settings.preferences, show_hints=False))
    settle()
    assert not hint.isVisible() and drawer.tab.isVisible()
    assert drawer.tab.height() == window.scene.placed["score"].height


def test_each_size_that_folds_keeps_the_hint_tab_clear_and_wide_windows_have_none(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    phases = play_hand(window, preset("double-deck-tens"), 40)
    assert next(phases) == "auction"
    hint = window.score_drawer.hint_tab
    for size in ((800, 600), (960, 540), (960, 600)):
        _at(window, size)
        assert hint.isVisible() and hint.isEnabled(), size
        assert not _clear_of_the_cards(window), (size, _clear_of_the_cards(window))
        assert not check_window(window), size
    for size in ((1024, 700), (1280, 800)):
        _at(window, size)
        assert not hint.isVisible() and window.scoreboard.hint_button.isVisible(), size
        assert window.scoreboard.hint_button.isEnabled()
