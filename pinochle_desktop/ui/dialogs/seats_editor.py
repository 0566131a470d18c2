"""The four seats of the new-game dialog: a name, a person or the computer, and the computer's level,
partners side by side.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from ...ai import LEVELS as AI_LEVELS
from ...persistence.settings import DEFAULT_SEATS, LEVELS, MAX_NAME_LENGTH, SeatConfig
from ..texts import seat_name, tr

TEAM_COLOURS = ("#2f6db5", "#c0672a")  # South & North, West & East


def _level_names() -> dict[str, str]:
    names = {"easy": tr("Easy"), "medium": tr("Medium"), "hard": tr("Hard"), "expert": tr("Expert"),
             "random": tr("Random")}
    # The levels a seat may have (settings) that the computer players know (ai).
    return {level: names.get(level, level) for level in LEVELS if level in AI_LEVELS}


class SeatsEditor(QWidget):
    """The four seats, partners side by side: a name, a person or the computer, and the computer's level."""

    changed = Signal()
    ORDER = (0, 2, 1, 3)  # South & North, then West & East

    def __init__(self, seats: tuple[SeatConfig, ...] = DEFAULT_SEATS, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._levels = _level_names()
        self.name_edits: list[QLineEdit] = []
        self.kind_combos: list[QComboBox] = []
        self.level_combos: list[QComboBox] = []
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(2, 1)
        rows: dict[int, int] = {}
        for position, seat in enumerate(self.ORDER):
            rows[seat] = position + (position // 2)  # a gap row between the partnerships
        for seat in range(4):
            chip = QLabel()
            chip.setFixedSize(6, 22)
            chip.setStyleSheet(f"background: {TEAM_COLOURS[seat & 1]}; border-radius: 3px;")
            where = QLabel(seat_name(seat))
            name = QLineEdit()
            name.setMaxLength(MAX_NAME_LENGTH)
            name.setPlaceholderText(seat_name(seat))
            name.setMinimumWidth(90)
            kind = QComboBox()
            kind.addItem(tr("Person"), True)
            kind.addItem(tr("Computer"), False)
            level = QComboBox()
            for key, text in self._levels.items():
                level.addItem(text, key)
            level.setToolTip(tr("How strong the computer plays; harder levels think longer"))
            row = rows[seat]
            grid.addWidget(chip, row, 0)
            grid.addWidget(where, row, 1)
            grid.addWidget(name, row, 2)
            grid.addWidget(kind, row, 3)
            grid.addWidget(level, row, 4)
            self.name_edits.append(name)
            self.kind_combos.append(kind)
            self.level_combos.append(level)
            name.textChanged.connect(self._on_change)
            kind.currentIndexChanged.connect(self._on_change)
            level.currentIndexChanged.connect(self._on_change)
        grid.setRowMinimumHeight(2, 6)
        self.partnership = QLabel()
        self.partnership.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(placeholder-text);")
        grid.addWidget(self.partnership, 5, 0, 1, 5)
        grid.addWidget(self.note, 6, 0, 1, 5)
        self.set_seats(seats)

    def set_seats(self, seats: tuple[SeatConfig, ...]) -> None:
        for i, seat in enumerate(seats[:4]):
            self.name_edits[i].setText(seat.name)
            self.kind_combos[i].setCurrentIndex(0 if seat.human else 1)
            index = self.level_combos[i].findData(seat.level)
            self.level_combos[i].setCurrentIndex(index if index >= 0 else self.level_combos[i].findData("medium"))
        self._on_change()

    def seats(self) -> tuple[SeatConfig, ...]:
        out = []
        for i in range(4):
            name = self.name_edits[i].text().strip() or seat_name(i)
            level = self.level_combos[i].currentData() or "medium"
            out.append(SeatConfig(name[:MAX_NAME_LENGTH], human=bool(self.kind_combos[i].currentData()), level=level))
        return tuple(out)

    def _on_change(self) -> None:
        seats = self.seats()
        for i in range(4):
            self.level_combos[i].setEnabled(not seats[i].human)
        self.partnership.setText(tr("Partners: <b>{a} & {b}</b> play against <b>{c} & {d}</b>.").format(
            a=escape(seats[0].name), b=escape(seats[2].name), c=escape(seats[1].name), d=escape(seats[3].name)))
        people = sum(seat.human for seat in seats)
        if people == 0:
            self.note.setText(tr("Computers only: you watch them play."))
        elif people > 1:
            self.note.setText(tr("Hot seat: {n} people share this computer; each hand is hidden until its "
                                 "player is ready.").format(n=people))
        else:
            self.note.setText("")
        self.note.setVisible(people != 1)
        self.changed.emit()
