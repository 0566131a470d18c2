"""Overlay panels on the table: the action panel (bids, trump, passing, continue) and the privacy screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

PANEL_STYLE = """
QFrame#panel { background: rgba(12, 30, 20, 225); border: 1px solid rgba(255,255,255,70); border-radius: 12px; }
QLabel { color: white; font-size: 15px; }
QLabel#title { color: #ffe08a; font-size: 17px; font-weight: bold; }
QPushButton { color: #102015; background: #f4f1e6; border: 1px solid #b9b39a; border-radius: 7px;
              padding: 7px 14px; font-size: 15px; min-height: 22px; }
QPushButton:hover { background: #ffffff; }
QPushButton:disabled { color: #8a8a80; background: #c9c6b8; }
QPushButton#primary { background: #ffd75e; border-color: #a88a1e; font-weight: bold; }
QPushButton#primary:hover { background: #ffe38a; }
QPushButton#suit { font-size: 18px; min-width: 110px; padding: 10px; }
QComboBox { font-size: 15px; padding: 5px; min-width: 80px; }
"""


class ActionPanel(QFrame):
    """A panel floating over the bottom of the table with what the person can do now."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 12, 16, 12)
        self._layout.setSpacing(8)
        self.buttons: dict[str, QPushButton] = {}
        self.combo: QComboBox | None = None
        self.height_fraction = 0.60  # where the panel's centre sits, as a fraction of the table's height
        self.corner = False  # sit in the bottom-right corner instead (when the middle is full)
        self.hide()

    def clear(self) -> None:
        while self._layout.count():
            child = self._layout.takeAt(0)
            widget = child.widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
            elif child.layout() is not None:
                _delete_layout(child.layout())
                child.layout().deleteLater()
        self.buttons = {}
        self.combo = None

    def set_content(self, title: str, text: str = "") -> None:
        self.hide()  # shown again by finish(), which shows the new children with it
        self.clear()
        label = QLabel(title)
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as written, never as HTML
        label.setObjectName("title")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(label)
        if text:
            body = QLabel(text)
            body.setTextFormat(Qt.TextFormat.PlainText)
            body.setWordWrap(True)
            body.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._layout.addWidget(body)

    def add_table(self, lines: list[tuple[str, str]]) -> None:
        """Two columns of text (a label on the left, figures on the right), as in a hand's result."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(3)
        for row, (left, right) in enumerate(lines):
            a, b = QLabel(left), QLabel(right)
            a.setTextFormat(Qt.TextFormat.PlainText)
            b.setTextFormat(Qt.TextFormat.PlainText)
            b.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(a, row, 0)
            grid.addWidget(b, row, 1)
        self._layout.addLayout(grid)

    def add_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(8)
        row.addStretch(1)
        self._layout.addLayout(row)
        return row

    def add_button(self, row: QHBoxLayout | QGridLayout, key: str, text: str, slot: Callable[[], None],
                   primary: bool = False, enabled: bool = True, name: str = "", tooltip: str = "",
                   at: tuple[int, int] | None = None) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("primary" if primary else name)
        button.setEnabled(enabled)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        if tooltip:
            button.setToolTip(tooltip)
        button.clicked.connect(lambda _checked=False: slot())
        if isinstance(row, QGridLayout):
            assert at is not None
            row.addWidget(button, *at)
        else:
            row.addWidget(button)
        self.buttons[key] = button
        return button

    def add_combo(self, row: QHBoxLayout, items: list[str]) -> QComboBox:
        combo = QComboBox()
        combo.addItems(items)
        row.addWidget(combo)
        self.combo = combo
        return combo

    def finish(self) -> None:
        for i in range(self._layout.count()):
            item = self._layout.itemAt(i)
            if isinstance(item, QHBoxLayout):
                item.addStretch(1)
        self.adjustSize()
        self.show()
        self.raise_()
        self.reposition()

    def reposition(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self._layout.activate()
        self.adjustSize()
        w, h = self.width(), self.height()
        if self.corner:
            self.move(parent.width() - w - 24, parent.height() - h - 24)
        else:
            self.move((parent.width() - w) // 2, int(parent.height() * self.height_fraction) - h // 2)


def _delete_layout(layout: object) -> None:
    while layout.count():  # type: ignore[attr-defined]
        child = layout.takeAt(0)  # type: ignore[attr-defined]
        if child.widget() is not None:
            child.widget().hide()
            child.widget().deleteLater()
        elif child.layout() is not None:
            _delete_layout(child.layout())


class PrivacyScreen(QWidget):
    """Hot-seat: hides the table until the next person clicks that they are ready."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: white; font-size: 30px; font-weight: bold;")
        layout.addWidget(self.label)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #d8e8dc; font-size: 17px;")
        layout.addWidget(self.hint)
        self.button = QPushButton()
        self.button.setStyleSheet(
            "QPushButton { font-size: 18px; padding: 10px 26px; background: #ffd75e; border-radius: 8px; }")
        self.button.clicked.connect(self.ready)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        self.hide()

    def show_for(self, title: str, hint: str, button: str) -> None:
        self.label.setText(title)
        self.hint.setText(hint)
        self.button.setText(button)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#0d2a18"))

    def mouseReleaseEvent(self, event: object) -> None:
        self.ready.emit()


class Banner(QFrame):
    """A slim notice across the top of the table with one button (e.g. "New game instead")."""

    clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 8, 10, 8)
        self.label = QLabel()
        row.addWidget(self.label)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.clicked.connect(lambda _checked=False: (self.hide(), self.clicked.emit()))
        row.addWidget(self.button)
        self.hide()

    def show_message(self, text: str, button: str) -> None:
        self.label.setText(text)
        self.button.setText(button)
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, 14)
        self.show()
        self.raise_()
