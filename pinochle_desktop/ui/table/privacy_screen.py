"""The hot-seat privacy screen: it covers the whole table between two people's turns, says whose turn it is
and asks everybody else to look away, until that person clicks (or presses Enter) to see their cards."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


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
            "QPushButton { font-size: 18px; padding: 10px 26px; background: #ffd75e; border-radius: 8px; }"
            " QPushButton:focus { border: 3px solid #6cc4ff; padding: 7px 23px; }")
        self.button.setAutoDefault(True)
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
        self.setAccessibleName(title)
        self.setAccessibleDescription(hint)
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        if self.window().isActiveWindow():
            self.button.setFocus(Qt.FocusReason.TabFocusReason)  # Enter or Space: "I am …, show my cards"

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#0d2a18"))

    def mouseReleaseEvent(self, event: object) -> None:
        self.ready.emit()


__all__ = ["PrivacyScreen"]
