"""Game → Host a table… and Game → Join a table…: small forms; hosting shows how friends join."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import PRESETS, Rules, RulesError
from ...net.host import SeatPlan
from ...net.protocol import DEFAULT_PORT, MAX_NAME, JoinLine, parse_join_line, plain, shown_code
from ..texts import seat_name, tr

PERSON = "person"
LEVEL_CHOICES = ("easy", "medium", "hard", "expert")


def _plain_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


def level_text(level: str) -> str:
    return {"easy": tr("Computer: easy"), "medium": tr("Computer: medium"), "hard": tr("Computer: hard"),
            "expert": tr("Computer: expert")}[level]


class HostDialog(QDialog):
    """Choose the rules and who sits where; after ``Host``, shows the join line to give friends."""

    def __init__(self, parent: QWidget | None, custom_rules: dict[str, Rules], name: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Host a table"))
        self.setMinimumWidth(560)
        self.rule_sets: dict[str, Rules] = {**PRESETS, **custom_rules}
        column = QVBoxLayout(self)
        form = QFormLayout()
        self.rules_box = QComboBox()
        for key in self.rule_sets:
            self.rules_box.addItem(key, key)
        self.rules_box.currentIndexChanged.connect(self._fill_seats)
        form.addRow(tr("Rules:"), self.rules_box)
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_NAME)
        form.addRow(tr("Your name:"), self.name_edit)
        self.seat_boxes: list[QComboBox] = []
        seats = QGroupBox(tr("Seats"))
        self.seat_rows = QFormLayout(seats)
        column.addLayout(form)
        column.addWidget(seats)
        form = QFormLayout()
        self.port_box = QSpinBox()
        self.port_box.setRange(0, 65535)  # 0: any free port
        self.port_box.setValue(DEFAULT_PORT)
        form.addRow(tr("Port:"), self.port_box)
        column.addLayout(form)
        self.info = _plain_label()
        column.addWidget(self.info)
        self.join_edit = QLineEdit()
        self.join_edit.setReadOnly(True)
        self.join_edit.hide()
        column.addWidget(self.join_edit)
        self.copy_button = QPushButton(tr("Copy the join line"))
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.join_edit.text()))
        self.copy_button.hide()
        column.addWidget(self.copy_button)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = self.buttons.addButton(tr("Host"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        column.addWidget(self.buttons)
        self._fill_seats()

    def rules(self) -> Rules:
        return self.rule_sets[self.rules_box.currentData()]

    def _fill_seats(self) -> None:
        while self.seat_rows.rowCount():
            self.seat_rows.removeRow(0)
        self.seat_boxes = []
        players = self.rules().players
        for seat in range(players):
            box = QComboBox()
            if seat == 0:
                box.addItem(tr("You, at this window"), PERSON)
                box.setEnabled(False)
            else:
                box.addItem(tr("A friend (joins over the network)"), PERSON)
                for level in LEVEL_CHOICES:
                    box.addItem(level_text(level), level)
                box.setCurrentIndex(0 if seat == players // 2 or players < 4 else 2)
            self.seat_boxes.append(box)
            self.seat_rows.addRow(seat_name(seat) + ":", box)

    def your_name(self) -> str:
        return plain(self.name_edit.text(), MAX_NAME) or tr("Host", "the name of the person who hosts the table")

    def seats(self) -> list[SeatPlan]:
        plans = []
        for seat, box in enumerate(self.seat_boxes):
            choice = box.currentData()
            if choice == PERSON:
                plans.append(SeatPlan(self.your_name() if seat == 0 else tr("Friend {n}").format(n=seat), True))
            else:
                plans.append(SeatPlan(seat_name(seat), False, choice))
        return plans

    def show_join(self, lines: list[JoinLine]) -> None:
        """The table is open: how friends join (every address this computer has, and the code)."""
        first = lines[0]
        addresses = ", ".join(f"{line.host}:{line.port}" for line in lines)
        self.info.setText(tr("The table is open. Friends choose Game → Join a table… and paste the join line "
                             "below (on this computer's network: {addresses}; table code {code}). Over the "
                             "internet, your router must forward port {port} to this computer.").format(
            addresses=addresses, code=shown_code(first.code), port=first.port))
        self.join_edit.setText(str(first))
        self.join_edit.show()
        self.copy_button.show()
        for widget in (self.rules_box, self.name_edit, self.port_box, *self.seat_boxes):
            widget.setEnabled(False)
        self.host_button.hide()
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.adjustSize()  # room for the join line without squeezing the seats


class JoinDialog(QDialog):
    """The join line a friend gave, your name, and a seat (or any free one)."""

    def __init__(self, parent: QWidget | None, name: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a table"))
        self.setMinimumWidth(560)
        column = QVBoxLayout(self)
        form = QFormLayout()
        self.line_edit = QLineEdit()
        self.line_edit.setPlaceholderText("pinochle://ADDRESS:PORT/CODE#…")
        self.line_edit.setMaxLength(200)
        form.addRow(tr("Join line:"), self.line_edit)
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(MAX_NAME)
        form.addRow(tr("Your name:"), self.name_edit)
        self.seat_box = QComboBox()
        self.seat_box.addItem(tr("Any free seat"), None)
        for seat in range(4):
            self.seat_box.addItem(seat_name(seat), seat)
        form.addRow(tr("Seat:"), self.seat_box)
        column.addLayout(form)
        self.problem = _plain_label()
        self.problem.setStyleSheet("color: #b00020")
        column.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(tr("Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.join_line: JoinLine | None = None

    def _check(self) -> None:
        try:
            self.join_line = parse_join_line(self.line_edit.text())
        except ValueError:
            self.problem.setText(tr("That is not a join line: it looks like pinochle://ADDRESS:PORT/CODE#FINGERPRINT, "
                                    "as the host's window shows it."))
            return
        if plain(self.name_edit.text(), MAX_NAME) is None:
            self.problem.setText(tr("Give a name of 1 to {n} characters.").format(n=MAX_NAME))
            return
        self.accept()

    def your_name(self) -> str:
        return plain(self.name_edit.text(), MAX_NAME) or "?"

    def seat(self) -> int | None:
        return self.seat_box.currentData()


__all__ = ["HostDialog", "JoinDialog", "RulesError"]
