"""Checking a dialog as a person would see it on a small screen: the window fits, and no text is cut off."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QLabel,
    QScrollArea,
    QWidget,
)

from pinochle_desktop.engine.game import legal_actions
from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import Rules
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.dialogs.screen_fit import FRAME_ALLOWANCE

SCREENS = (QSize(1366, 768), QSize(1024, 700))


def played_match(rules: Rules, seed: int, hands: int) -> Match:
    """A game of ``hands`` hands, every seat taking its first legal action (passing where it may)."""
    from pinochle_desktop.engine.actions import Pass

    match = Match(rules, seed)
    while len(match.state.results) < hands and match.state.phase is not Phase.GAME_OVER:
        if match.state.phase is Phase.DEAL:
            match.deal()
            continue
        options = legal_actions(match.state)
        match.apply(Pass() if Pass() in options else options[0])
    return match


def _name(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        text = widget.text()
    elif isinstance(widget, QComboBox):
        text = widget.currentText()
    else:
        text = widget.objectName()
    return f"{type(widget).__name__} {text!r}"


def _in_scrolled_content(widget: QWidget, window: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def layout_problems(window: QWidget, screen: QSize) -> list[str]:
    """What a person would see wrong: a window bigger than the screen, a text cut off or squeezed, a widget
    outside the window, a scroll area that scrolls sideways."""
    problems = []
    outer = window.size() + FRAME_ALLOWANCE
    if outer.width() > screen.width() or outer.height() > screen.height():
        problems.append(f"the window with its frame is {outer.width()}×{outer.height()}, the screen "
                        f"{screen.width()}×{screen.height()}")
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.window() is not window:
            continue
        if isinstance(widget, QScrollArea) and widget.horizontalScrollBar().isVisible():
            problems.append(f"{_name(widget)} scrolls sideways")
        if not _in_scrolled_content(widget, window):
            where = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
            if not window.rect().contains(where):
                problems.append(f"{_name(widget)} at {where.getRect()} is outside the window")
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + 1:
                    problems.append(f"{_name(widget)} needs {need} px of height, has {widget.height()}")
            elif widget.sizeHint().width() > widget.width() + 1 or widget.sizeHint().height() > widget.height() + 1:
                problems.append(f"{_name(widget)} is cut: {widget.size().toTuple()} < {widget.sizeHint().toTuple()}")
        elif isinstance(widget, (QAbstractButton, QComboBox)):
            hint = widget.sizeHint()
            if hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1:
                problems.append(f"{_name(widget)} is squeezed: {widget.size().toTuple()} < {hint.toTuple()}")
    return problems


def settled_problems(qtbot, window: QWidget, screen: QSize, timeout_ms: int = 1000) -> list[str]:  # type: ignore[no-untyped-def]
    """``layout_problems`` once the layouts that follow the first one (wrapped rows, relaid lists) are done:
    what is still wrong after ``timeout_ms``, or nothing."""
    deadline = time.monotonic() + timeout_ms / 1000
    problems = layout_problems(window, screen)
    while problems and time.monotonic() < deadline:
        qtbot.wait(20)
        problems = layout_problems(window, screen)
    return problems
