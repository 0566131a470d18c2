"""The four seats of the new-game dialog: a name, a person or the computer, and the computer's level,
partners side by side.

The default names (``You``, ``West`` …) are shown in the player's language and
kept in English in the settings, so the table can show them in any language.
The lines under the seats have room for their longest text from the start, so
choosing Person or typing a long name never moves a field under the mouse.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from ...ai import LEVELS as AI_LEVELS
from ...persistence.settings import (
    DEFAULT_SEATS,
    LEVELS,
    MAX_NAME_LENGTH,
    SEAT_POSITIONS,
    SeatConfig,
    positions_for,
    seats_for,
)
from ..i18n import DEFAULT_SEAT_NAMES, display_name
from ..plain_text import plain_label
from ..texts import SEAT_NAMES, seat_name, tr

TEAM_COLOURS = ("#2f6db5", "#c0672a")  # South & North, West & East
ALONE_COLOURS = ("#2f6db5", "#c0672a", "#7a4bb0")  # each player alone, by its seat in the game: as on the table


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
        self._rows: list[tuple[QWidget, ...]] = []  # each position's widgets
        self.players = 4
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(2, 1)
        rows: dict[int, int] = {}
        for position, seat in enumerate(self.ORDER):
            rows[seat] = position + (position // 2)  # a gap row between the partnerships
        for seat in range(4):
            chip = plain_label()
            chip.setFixedSize(6, 22)
            chip.setStyleSheet(f"background: {TEAM_COLOURS[seat & 1]}; border-radius: 3px;")
            where = plain_label(seat_name(seat))
            name = QLineEdit()
            name.setMaxLength(MAX_NAME_LENGTH)
            name.setPlaceholderText(seat_name(seat))
            name.setAccessibleName(tr("Name at {seat}").format(seat=seat_name(seat)))
            name.setMinimumWidth(90)
            kind = QComboBox()
            kind.addItem(tr("Person"), True)
            kind.addItem(tr("Computer"), False)
            kind.setAccessibleName(tr("Who plays {seat}").format(seat=seat_name(seat)))
            level = QComboBox()
            level.setAccessibleName(tr("Computer level at {seat}").format(seat=seat_name(seat)))
            for key, text in self._levels.items():
                level.addItem(text, key)
            level.setToolTip(tr("How strong the computer plays; harder levels think longer"))
            row = rows[seat]
            grid.addWidget(chip, row, 0)
            grid.addWidget(where, row, 1)
            where.setBuddy(name)
            grid.addWidget(name, row, 2)
            grid.addWidget(kind, row, 3)
            grid.addWidget(level, row, 4)
            self.name_edits.append(name)
            self.kind_combos.append(kind)
            self.level_combos.append(level)
            self._rows.append((chip, where, name, kind, level))
            name.textChanged.connect(self._on_change)
            kind.currentIndexChanged.connect(self._on_change)
            level.currentIndexChanged.connect(self._on_change)
        grid.setRowMinimumHeight(2, 6)
        self.partnership = QLabel()
        self.partnership.setTextFormat(Qt.TextFormat.RichText)  # bold names, escaped
        self.partnership.setWordWrap(True)
        self.note = plain_label()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(placeholder-text);")
        for label in (self.partnership, self.note):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.partnership, 5, 0, 1, 5)
        grid.addWidget(self.note, 6, 0, 1, 5)
        self._reserved_for = -1
        self.set_seats(seats)

    # ------------------------------------------------------------ room for the lines under the seats
    def _name_in_line(self, name: str) -> str:
        """A name as the partnership line shows it: escaped, and cut short so that the line keeps to two lines
        or so whatever the names."""
        bold = QFont(self.partnership.font())
        bold.setBold(True)
        most = max(60, self.partnership.width() // 4)
        return html.escape(QFontMetrics(bold).elidedText(name, Qt.TextElideMode.ElideRight, most))

    def _partnership_text(self, names: list[str]) -> str:
        a, b, c, d = (self._name_in_line(name) for name in names)
        return tr("Partners: <b>{a} & {b}</b> play against <b>{c} & {d}</b>.").format(a=a, b=b, c=c, d=d)

    @staticmethod
    def _note_text(people: int) -> str:
        if people == 0:
            return tr("Computers only: you watch them play.")
        if people > 1:
            return tr("Hot seat: {n} people share this computer; each hand is hidden until its "
                      "player is ready.").format(n=people)
        return ""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reserve_room()

    def reserve_room(self) -> None:
        """Give the partnership line and the note the height of their longest text at the present width."""
        width = self.partnership.width()
        if width == self._reserved_for or width <= 0:
            return
        self._reserved_for = width
        widest = ["W" * MAX_NAME_LENGTH] * 4
        probe = plain_label()
        probe.setWordWrap(True)
        probe.setFont(self.partnership.font())
        probe.setText(self._partnership_text(widest))
        self.partnership.setMinimumHeight(max(probe.heightForWidth(width), self.partnership.heightForWidth(width)))
        heights = []
        for people in range(5):
            probe.setText(self._note_text(people) or " ")
            heights.append(probe.heightForWidth(width))
        self.note.setMinimumHeight(max(heights))
        self._on_change()

    # ------------------------------------------------------------ seats
    def set_seats(self, seats: tuple[SeatConfig, ...]) -> None:
        for i, seat in enumerate(seats[:4]):
            self.name_edits[i].setText(display_name(seat.name))
            self.kind_combos[i].setCurrentIndex(0 if seat.human else 1)
            index = self.level_combos[i].findData(seat.level)
            self.level_combos[i].setCurrentIndex(index if index >= 0 else self.level_combos[i].findData("medium"))
        self._on_change()

    def set_players(self, players: int) -> None:
        """Show the seats a game of ``players`` uses (two-handed: South and North; three-handed: South, West and
        East), each player alone in a colour of its own; the others keep their settings for a game of four."""
        if players == self.players:
            return
        self.players = players
        used = [SEAT_POSITIONS.index(p) for p in positions_for(players)]  # by the player's seat in the game
        for seat, widgets in enumerate(self._rows):
            for widget in widgets:
                widget.setVisible(seat in used)
            # each player alone: the colour of its side on the table (its dot on the plate, its scoreboard line)
            colour = TEAM_COLOURS[seat & 1] if players == 4 or seat not in used else ALONE_COLOURS[used.index(seat)]
            widgets[0].setStyleSheet(f"background: {colour}; border-radius: 3px;")
        self._on_change()

    def seats(self) -> tuple[SeatConfig, ...]:
        out = []
        shown_defaults = {display_name(name): name for name in DEFAULT_SEAT_NAMES}
        for i in range(4):
            name = self.name_edits[i].text().strip() or SEAT_NAMES[i]
            name = shown_defaults.get(name, name)  # a default name in the player's language is kept in English
            level = self.level_combos[i].currentData() or "medium"
            out.append(SeatConfig(name[:MAX_NAME_LENGTH], human=bool(self.kind_combos[i].currentData()), level=level))
        return tuple(out)

    def _on_change(self) -> None:
        seats = self.seats()
        for i in range(4):
            self.level_combos[i].setEnabled(not seats[i].human)
        playing = seats_for(self.players, seats)
        if self.players == 4:
            self.partnership.setText(self._partnership_text([display_name(seats[i].name) for i in (0, 2, 1, 3)]))
        else:
            names = ", ".join(f"<b>{self._name_in_line(display_name(s.name))}</b>" for s in playing)
            self.partnership.setText(tr("Each for themself: {names}.").format(names=names))
        self.note.setText(self._note_text(sum(seat.human for seat in playing)))  # empty but in place for one
        self.changed.emit()
