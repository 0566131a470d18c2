"""The small widgets of the rules editor: a number that can be switched off, the bid ladder's steps,
and red marking of an option at fault.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QWidget,
)

from ..plain_text import plain_label
from ..texts import tr

ERROR_COLOUR = "#b00020"
ERROR_STYLE = f"color: {ERROR_COLOUR};"
MAX_POINTS = 100_000


def mark_invalid(widget: QWidget, invalid: bool) -> None:
    """Show a widget's text in red (through its palette, so the style draws it as ever)."""
    if not invalid:
        widget.setPalette(QPalette())  # inherit again
        return
    palette = QPalette(widget.palette())
    red = QColor(ERROR_COLOUR)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
        palette.setColor(QPalette.ColorGroup.Active, role, red)
        palette.setColor(QPalette.ColorGroup.Inactive, role, red)
    widget.setPalette(palette)


def spin_box(low: int, high: int, step: int = 1, suffix: str = "") -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setSuffix(suffix)
    box.setAccelerated(True)
    box.setMinimumWidth(90)
    return box


def combo_box(choices: list[tuple[object, str]]) -> QComboBox:
    box = QComboBox()
    for value, text in choices:
        box.addItem(text, value)
    return box


def set_combo(box: QComboBox, value: object) -> None:
    index = box.findData(value)
    box.setCurrentIndex(max(index, 0))


class OptionalNumber(QWidget):
    """A check box that turns a number on or off: ``None`` when off."""

    changed = Signal()

    def __init__(self, text: str, low: int, high: int, default: int, step: int = 1) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.check = QCheckBox(text)
        self.spin = spin_box(low, high, step)
        self.spin.setValue(default)
        self.spin.setEnabled(False)
        row.addWidget(self.check)
        row.addWidget(self.spin)
        row.addStretch(1)
        self.check.toggled.connect(self.spin.setEnabled)
        self.check.toggled.connect(self.changed)
        self.spin.valueChanged.connect(self.changed)

    def value(self) -> int | None:
        return self.spin.value() if self.check.isChecked() else None

    def set_value(self, value: int | None) -> None:
        self.check.setChecked(value is not None)
        if value is not None:
            self.spin.setValue(value)


class BidStepsEditor(QWidget):
    """The bid ladder's steps: the first applies from the minimum bid, each further one from a bid."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(4)
        # The widest row (from …, + …, ✕) sets the width from the start, so adding a step never widens it.
        probe_start, probe_remove = self._start_box(MAX_POINTS), self._remove_button()
        self._grid.setColumnMinimumWidth(0, probe_start.sizeHint().width())
        self._grid.setColumnMinimumWidth(2, probe_remove.sizeHint().width())
        probe_start.deleteLater()
        probe_remove.deleteLater()
        self.rows: list[tuple[QSpinBox | None, QSpinBox, QToolButton | None]] = []
        self.floor = 0  # the minimum bid: a new step starts above it
        self.add_button = QToolButton()
        self.add_button.setText(tr("Add a step"))
        self.add_button.setToolTip(tr("From a higher bid on, bids go up by another step"))
        self.add_button.clicked.connect(self._add_clicked)
        self.set_steps(((0, 10),))

    def steps(self) -> tuple[tuple[int, int], ...]:
        return tuple((start.value() if start else 0, step.value()) for start, step, _ in self.rows)

    def set_steps(self, steps: tuple[tuple[int, int], ...]) -> None:
        for i in reversed(range(self._grid.count())):
            item = self._grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None and widget is not self.add_button:
                self._grid.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
        self.rows = []
        for start, step in steps or ((0, 10),):
            self._append(start, step)

    def _add_clicked(self) -> None:
        last_start, last_step = self.steps()[-1]
        self._append(max(last_start, self.floor) + 10 * last_step, last_step)
        self.changed.emit()

    def _append(self, start: int, step: int) -> None:
        row = len(self.rows)
        step_box = spin_box(1, 10_000)
        step_box.setPrefix("+ ")
        step_box.setValue(step)
        step_box.valueChanged.connect(self.changed)
        if row == 0:
            start_box = None
            remove = None
            label = plain_label(tr("from the minimum bid"))
            self._grid.addWidget(label, 0, 0)
        else:
            start_box = self._start_box(start)
            start_box.valueChanged.connect(self.changed)
            remove = self._remove_button()
            remove.clicked.connect(lambda _=False, b=step_box: self._remove(b))
            self._grid.addWidget(start_box, row, 0)
        self._grid.addWidget(step_box, row, 1)
        if remove is not None:
            self._grid.addWidget(remove, row, 2)
        self.rows.append((start_box, step_box, remove))
        self._grid.addWidget(self.add_button, len(self.rows), 0, 1, 2, Qt.AlignmentFlag.AlignLeft)

    @staticmethod
    def _start_box(value: int) -> QSpinBox:
        box = spin_box(1, MAX_POINTS)
        box.setPrefix(tr("from") + " ")
        box.setValue(value)
        return box

    @staticmethod
    def _remove_button() -> QToolButton:
        button = QToolButton()
        button.setText("✕")
        button.setToolTip(tr("Remove this step"))
        return button

    def _remove(self, step_box: QSpinBox) -> None:
        kept = tuple(
            (start.value() if start else 0, step.value()) for start, step, _ in self.rows if step is not step_box
        )
        self.set_steps(kept)
        self.changed.emit()


# Display names of the options, for "changed:" lists and problems.


class OptionGroup(QGroupBox):
    """A titled group of options, a label beside each field; where the group is narrower than that needs,
    every label stands above its field instead, so no field is ever squeezed.

    (Qt's own ``WrapLongRows`` decides a few pixels wrong and squeezes some fields, so the group decides,
    again whenever a text in it changes.)
    """

    def __init__(self, title: str) -> None:
        super().__init__(title)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.form.setHorizontalSpacing(8)
        self.form.setVerticalSpacing(6)
        self._wrapped = True
        self._set_wrapped(False)

    def _set_wrapped(self, wrapped: bool) -> None:
        if wrapped == self._wrapped:
            return
        self._wrapped = wrapped
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows if wrapped
                                   else QFormLayout.RowWrapPolicy.DontWrapRows)
        horizontal = Qt.AlignmentFlag.AlignLeft if wrapped else Qt.AlignmentFlag.AlignRight
        self.form.setLabelAlignment(horizontal | Qt.AlignmentFlag.AlignVCenter)

    def _widths(self) -> tuple[int, int]:
        """(labels beside their fields, labels above them): the widths the rows need, margins included."""
        labels = fields = spanning = 0
        for row in range(self.form.rowCount()):
            if not self.form.isRowVisible(row):
                continue
            span = self.form.itemAt(row, QFormLayout.ItemRole.SpanningRole)
            if span is not None:
                widget = span.widget()
                wraps = isinstance(widget, QLabel) and widget.wordWrap()
                spanning = max(spanning, span.minimumSize().width() if wraps else span.sizeHint().width())
                continue
            label = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = self.form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            labels = max(labels, label.sizeHint().width() if label is not None else 0)
            fields = max(fields, field.sizeHint().width() if field is not None else 0)
        outer, inner = self.contentsMargins(), self.form.contentsMargins()
        margins = outer.left() + outer.right() + inner.left() + inner.right()
        beside = max(labels + self.form.horizontalSpacing() + fields, spanning) + margins
        above = max(labels, fields, spanning) + margins
        return beside, max(above, QFontMetrics(self.font()).horizontalAdvance(self.title()) + margins)

    def minimum_width(self) -> int:
        return self._widths()[1]

    def _settle(self) -> None:
        beside, above = self._widths()
        if self.minimumWidth() != above:
            self.setMinimumWidth(above)
        self._set_wrapped(self.width() < beside)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # a text or a problem line changed: decide again
            self._settle()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._settle()
        super().resizeEvent(event)
