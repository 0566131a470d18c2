"""Widgets over the table: the action panel (bids, trump, passing, continue), the banner and the toast (the
hot-seat privacy screen is ``privacy_screen``). The table works out where each goes (``TableScene.arrange``);
each says what size it needs for a given width (``size_for``), wrapping text and buttons only where it must."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..plain_text import as_written, plain_label
from .flow_layout import FlowLayout

PANEL_STYLE = """
QFrame#panel { background: rgba(12, 30, 20, 225); border: 1px solid rgba(255,255,255,70); border-radius: {r12}px; }
QLabel { color: white; font-size: {f15}px; }
QLabel#title { color: #ffe08a; font-size: {f17}px; font-weight: bold; }
QPushButton { color: #102015; background: #f4f1e6; border: 1px solid #b9b39a; border-radius: {r7}px;
              padding: {p7}px {p14}px; font-size: {f15}px; min-height: {h22}px; }
QPushButton:hover { background: #ffffff; }
QPushButton:disabled { color: #8a8a80; background: #c9c6b8; }
QPushButton#primary { background: #ffd75e; border-color: #a88a1e; font-weight: bold; }
QPushButton#primary:hover { background: #ffe38a; }
QPushButton#suit { font-size: {f16}px; min-width: {w110}px; padding: {p5}px {p10}px; }
QPushButton:focus, QPushButton#primary:focus { border: 3px solid #6cc4ff; padding: {p5}px {p12}px; }
QPushButton#suit:focus { border: 3px solid #6cc4ff; padding: {p3}px {p8}px; }
QPushButton[hinted="true"], QPushButton#primary[hinted="true"], QPushButton#suit[hinted="true"] {
    background: #b8f0b0; border-color: #3f9a3a; }
QComboBox { font-size: {f15}px; padding: {p5}px; min-width: {w80}px; }
QComboBox:focus { border: 3px solid #6cc4ff; padding: {p3}px; }
QComboBox[hinted="true"] { border: 3px solid #3f9a3a; padding: {p3}px; }
"""
"""The panels' look at the design size; ``panel_style`` scales its sizes (``{f15}``: 15 pixels at scale 1)."""


def scaled_style(template: str, ui: float) -> str:
    """``template`` with each ``{x15}`` (a font size, padding, radius, width) made ``15 * ui`` pixels (at least
    1; paddings of 3 stay 3 or more so a focus frame keeps its room)."""
    import re

    return re.sub(r"\{[a-z](\d+)\}", lambda m: str(max(1, round(int(m.group(1)) * ui))), template)


def panel_style(ui: float = 1.0) -> str:
    return scaled_style(PANEL_STYLE, ui)


def set_style(widget: QWidget, sheet: str) -> None:
    """``widget``'s style sheet, set only if it changes: setting one polishes the widget and all its children
    again (milliseconds for a panel of buttons), and nearby scales round to the same pixels."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


FOCUS_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def natural_width(label: QLabel) -> int:
    """How wide ``label`` is with every line of its text on one row."""
    label.ensurePolished()
    metrics = label.fontMetrics()
    lines = label.text().split("\n")
    return max((metrics.horizontalAdvance(line) for line in lines), default=0) + 4


def fit_width(widget: QWidget, max_width: int, wrapping: list[QLabel], beside: int = 0) -> tuple[int, int]:
    """The size ``widget`` takes at most ``max_width`` wide: wrapped labels break only where they must (with
    ``beside`` pixels of the width taken by what stands beside them)."""
    margins = widget.contentsMargins()
    room = max(40, max_width - margins.left() - margins.right() - 34 - beside)
    for label in wrapping:
        label.setMinimumWidth(min(natural_width(label), room))
    layout = widget.layout()
    if layout is not None:
        layout.invalidate()
        layout.activate()
    hint = widget.sizeHint()
    # never narrower than the content allows (nothing is cut), never wider than asked unless it must be
    width = max(min(hint.width(), max_width), widget.minimumSizeHint().width())
    height = widget.heightForWidth(width) if widget.hasHeightForWidth() else hint.height()
    return width, max(height, hint.height() if not widget.hasHeightForWidth() else 0)


class ActionPanel(QFrame):
    """A panel floating over the table with what the person can do now; the table says where it goes."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.ui = 1.0
        self.setStyleSheet(panel_style(self.ui))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 12, 16, 12)
        self._layout.setSpacing(8)
        self._layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        self.buttons: dict[str, QPushButton] = {}
        self._switching: tuple[FlowLayout, QVBoxLayout] | None = None  # (see add_switching_row)
        self._spacings: list[tuple[QLayout, int]] = []  # nested layouts' spacing at the design size
        self._beside = False
        self._below_sizes: set[tuple[int, int]] = set()
        self._beside_sizes: set[tuple[int, int]] = set()
        self._beside_width = 0  # what the buttons beside the text take of the width (see beside_sizes)
        self.default_key = ""
        self.combo: QComboBox | None = None
        self.anchor = "centre"
        self.beside_play = False  # an offer beside the cards (Claim): the turn line stays on the table
        self._wrapping: list[QLabel] = []
        self._enter_actions: dict[QWidget, Callable[[], None]] = {}
        self.wanted = False  # filled and waiting to be placed and shown
        self.take_focus = False  # the keyboard goes to the first button when the panel is shown
        self._focus_pending = False  # … and when the window is active again, if it was not
        self.hide()

    def set_ui(self, ui: float) -> None:
        """Texts, buttons and margins at the table's scale ``ui``."""
        if ui == self.ui:
            return
        self.ui = ui
        set_style(self, panel_style(ui))
        self._layout.setContentsMargins(round(16 * ui), round(12 * ui), round(16 * ui), round(12 * ui))
        self._layout.setSpacing(round(8 * ui))
        for button in self.findChildren(QPushButton):
            if not button.icon().isNull():
                button.setIconSize(QSize(round(22 * ui), round(22 * ui)))
        for layout, spacing in self._spacings:
            layout.setSpacing(round(spacing * ui))

    # ------------------------------------------------------------ the keyboard
    def controls(self) -> list[QWidget]:
        """The buttons and lists of the panel that the keyboard can reach, in the order shown."""
        return [w for w in self.findChildren(QWidget)
                if isinstance(w, (QAbstractButton, QComboBox)) and w.isEnabled() and not w.isHidden()]

    def default_control(self) -> QWidget | None:
        """Where the keyboard starts: the main button (bid, play, next hand) or the recommended one (trump: the
        suit the hand is best in), else the first one."""
        controls = self.controls()
        chosen = self.buttons.get(self.default_key)
        if chosen is not None and chosen in controls:
            return chosen
        primary = [w for w in controls if w.objectName() == "primary"]
        return (primary or controls or [None])[0]

    def has_focus_inside(self) -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and self.isAncestorOf(focus)

    def _give_focus(self) -> None:
        """Put the keyboard on the default control, unless the person is busy elsewhere (another window,
        the score sheet): only from the table, from nothing, or from this panel's last question."""
        target = self.default_control()
        window = self.window()
        if target is None:
            return
        if not window.isActiveWindow():  # the person is in another window: the keyboard comes when they return
            self._focus_pending = True
            window.installEventFilter(self)
            return
        self._focus_pending = False
        focus = QApplication.focusWidget()
        if focus is None or focus is self.parentWidget() or self.isAncestorOf(focus) or not focus.isVisible():
            target.setFocus(Qt.FocusReason.TabFocusReason)  # a tab reason: the style shows the focus

    def take_keyboard(self) -> bool:
        """F6 from the cards: the keyboard goes to the panel's default control (False: nothing to reach)."""
        target = self.default_control()
        if target is None or not self.isVisible():
            return False
        target.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def _return_focus(self) -> None:
        """The panel goes away: the keyboard goes back to the table rather than somewhere else."""
        parent = self.parentWidget()
        if parent is not None and self.has_focus_inside():
            parent.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Arrow keys move between the panel's buttons; Enter in the list of jump bids bids; Escape goes back
        to the cards."""
        if event.type() == QEvent.Type.WindowActivate and watched is self.window():
            if self._focus_pending and self.isVisible():
                QTimer.singleShot(0, self._give_focus)  # after Qt has put the focus back where it was
            return super().eventFilter(watched, event)
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent) or not isinstance(
                watched, QWidget):
            return super().eventFilter(watched, event)
        key = event.key()
        if key in ENTER_KEYS and watched in self._enter_actions:
            self._enter_actions[watched]()
            return True
        if key in (Qt.Key.Key_Escape, Qt.Key.Key_F6):  # back to the cards (F6: between the cards and the panel)
            self._return_focus()
            return True
        if key in FOCUS_KEYS and not (isinstance(watched, QComboBox) and key in (Qt.Key.Key_Up, Qt.Key.Key_Down)):
            controls = self.controls()
            if watched in controls:
                step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
                controls[(controls.index(watched) + step) % len(controls)].setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)

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
        self._switching = None
        self._spacings = []
        self._beside = False
        self._below_sizes: set[tuple[int, int]] = set()
        self._beside_sizes: set[tuple[int, int]] = set()
        self.default_key = ""  # the button the keyboard starts on, when not the main one (trump: the best suit)
        self.combo = None
        self._wrapping = []
        self._enter_actions = {}

    def set_content(self, title: str, text: str = "", anchor: str = "centre") -> None:
        self._focus_pending = False
        self._return_focus()
        self.hide()  # shown again where the table puts it
        self.clear()
        self.anchor = anchor
        self.beside_play = False
        self.setAccessibleName(title)  # a screen reader names the group the focused button is in
        self.setAccessibleDescription(text)
        label = QLabel(title)
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as written, never as HTML
        label.setObjectName("title")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self._wrapping.append(label)
        self._layout.addWidget(label)
        if text:
            body = QLabel(text)
            body.setTextFormat(Qt.TextFormat.PlainText)
            body.setWordWrap(True)
            body.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._wrapping.append(body)
            self._layout.addWidget(body)

    def add_text(self, text: str, bold: bool = False) -> QLabel:
        """A paragraph that wraps only where the panel is too narrow for it."""
        label = plain_label(text)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if bold:
            label.setStyleSheet("font-weight: bold;")
        self._wrapping.append(label)
        self._layout.addWidget(label)
        return label

    def add_table(self, lines: list[tuple[str, str]]) -> None:
        """Two columns of text (a label on the left, figures on the right), as in a hand's result."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(round(24 * self.ui))
        grid.setVerticalSpacing(3)
        for row, (left, right) in enumerate(lines):
            a, b = QLabel(left), QLabel(right)
            a.setTextFormat(Qt.TextFormat.PlainText)
            b.setTextFormat(Qt.TextFormat.PlainText)
            b.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(a, row, 0)
            grid.addWidget(b, row, 1)
        self._layout.addLayout(grid)

    def add_row(self) -> FlowLayout:
        row = FlowLayout(spacing=round(8 * self.ui))
        self._layout.addLayout(row)
        return row

    def add_switching_row(self) -> FlowLayout:
        """A row for buttons under the title and text that may also stand in a column beside them (see
        ``beside_sizes``): a notice low enough to leave the felt round it to the cards (the meld shown, each
        player's list by their cards)."""
        texts = QVBoxLayout()
        while self._layout.count():  # the title and text so far (labels only)
            widget = self._layout.takeAt(0).widget()
            if widget is not None:
                texts.addWidget(widget)
        top = QHBoxLayout()
        top.addLayout(texts, 1)
        column = QVBoxLayout()
        column.setAlignment(Qt.AlignmentFlag.AlignVCenter)
        top.addLayout(column)
        self._layout.addLayout(top)
        row = self.add_row()
        self._switching = (row, column)
        self._spacings += [(texts, 8), (top, 20)]
        for layout, spacing in self._spacings:
            layout.setSpacing(round(spacing * self.ui))
        return row

    def _put_buttons(self, beside: bool) -> None:
        """The switching row's buttons beside the text (``beside``) or under it."""
        if self._switching is None or beside == self._beside:
            return
        row, column = self._switching
        source, target = (row, column) if beside else (column, row)
        for widget in [source.itemAt(i).widget() for i in range(source.count())]:
            source.removeWidget(widget)
            target.addWidget(widget)
        self._beside = beside

    def beside_sizes(self, widest: float) -> tuple[tuple[int, int], ...]:
        """The sizes with the buttons beside the text, widest first (none without a switching row); ``place``
        puts the buttons there when given one of these sizes."""
        if self._switching is None:
            return ()
        self._put_buttons(True)
        column = self._switching[1]
        column.invalidate()  # (the buttons' type may have grown since: set_ui)
        beside = max((b.sizeHint().width() for b in self.buttons.values()), default=0) + round(20 * self.ui)
        self._beside_width = beside
        out: list[tuple[int, int]] = []
        for fraction in (1.0, 0.8, 0.6):
            size = fit_width(self, int(widest * fraction), self._wrapping, beside)
            if size not in out:
                out.append(size)
        self._put_buttons(False)
        self._beside_sizes = set(out) - self._below_sizes
        return tuple(out)

    def add_button(self, row: QLayout, key: str, text: str, slot: Callable[[], None],
                   primary: bool = False, enabled: bool = True, name: str = "", tooltip: str = "",
                   icon: QIcon | None = None) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("primary" if primary else name)
        button.setEnabled(enabled)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        if icon is not None:
            button.setIcon(icon)
            button.setIconSize(QSize(round(22 * self.ui), round(22 * self.ui)))
        if tooltip:
            button.setToolTip(as_written(tooltip))
        button.clicked.connect(lambda _checked=False: slot())
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        spoken = " ".join(text.replace("\n", ", ").split())
        if spoken != text:
            button.setAccessibleName(spoken)  # one line to read ("Spades, 4 cards"), not the button's two
        if tooltip:
            button.setAccessibleDescription(tooltip)
        button.installEventFilter(self)
        row.addWidget(button)
        self.buttons[key] = button
        return button

    def add_combo(self, row: QLayout, items: list[str], name: str = "",
                  on_enter: Callable[[], None] | None = None) -> QComboBox:
        """A list to choose from (``on_enter``: what Enter in it does, e.g. bid the amount chosen)."""
        combo = QComboBox()
        combo.addItems(items)
        combo.setAccessibleName(name)
        combo.installEventFilter(self)
        if on_enter is not None:
            self._enter_actions[combo] = on_enter
        row.addWidget(combo)
        self.combo = combo
        return combo

    def finish(self, focus: bool = True) -> None:
        """The content is complete: the window places the panel and shows it (``focus``: with the keyboard on
        its main button; not while the person chooses cards)."""
        self.wanted = True
        self.take_focus = focus

    def size_for(self, max_width: float) -> tuple[int, int]:
        self._put_buttons(False)
        size = fit_width(self, int(max_width), self._wrapping)
        self._below_sizes.add(size)
        return size

    def place(self, x: float, y: float, width: float, height: float) -> None:
        beside = (int(round(width)), int(round(height))) in self._beside_sizes
        self._put_buttons(beside)
        # the labels' least widths for this shape and width (measuring the other shapes left them at theirs,
        # which could push a line out past the panel's edge)
        fit_width(self, int(round(width)), self._wrapping, self._beside_width if beside else 0)
        self.setGeometry(int(round(x)), int(round(y)), int(width), int(height))
        self._layout.invalidate()  # laid out at this size now (measuring other sizes left it laid out for those)
        self._layout.activate()
        self.show()
        self.raise_()
        chain = [w for w in (self.parentWidget(), *self.controls()) if w is not None]
        for before, after in zip(chain, chain[1:]):
            QWidget.setTabOrder(before, after)  # Tab goes from the cards straight to the panel's buttons
        if self.take_focus:
            self.take_focus = False
            self._give_focus()

    def hideEvent(self, event: object) -> None:
        self._return_focus()
        super().hideEvent(event)  # type: ignore[arg-type]

    def withdraw(self) -> None:
        self.wanted = False
        self._focus_pending = False
        self._return_focus()
        self.hide()


def _delete_layout(layout: object) -> None:
    while layout.count():  # type: ignore[attr-defined]
        child = layout.takeAt(0)  # type: ignore[attr-defined]
        if child.widget() is not None:
            child.widget().hide()
            child.widget().deleteLater()
        elif child.layout() is not None:
            _delete_layout(child.layout())


class Banner(QFrame):
    """A notice at the top of the scoreboard with one button (e.g. "New game instead"): beside the table,
    so it never covers a card or a panel."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")  # styled by the scoreboard it sits in, at its scale
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 8, 8, 8)
        self.label = plain_label()
        self.label.setWordWrap(True)
        column.addWidget(self.label)
        self.button = QPushButton()
        self.button.clicked.connect(lambda _checked=False: (self.withdraw(), self.clicked.emit()))
        column.addWidget(self.button)
        self.wanted = False
        self.hide()

    def show_message(self, text: str, button: str) -> None:
        self.label.setText(text)
        self.button.setText(button)
        self.wanted = True
        self.show()

    def withdraw(self) -> None:
        self.wanted = False
        self.hide()


class Toast(QLabel):
    """A short message over the table (a hint, why a card cannot be played); wraps when long, and where the
    table has no free room for it at its usual type, takes a smaller one (never under the table's small
    text, ``SMALL_FONT``)."""

    FONT, SMALL_FONT = 16, 13
    """The message's text at the design size, and the least it shrinks to (the pile labels' and the plates'
    status line)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names in hints and reasons are shown as written
        self.setWordWrap(True)
        self.error = True
        self.sticky = False  # a hint: stays until the next action
        self.wanted = False
        self.ui = 1.0
        self.pixels = self.FONT  # the type the message is drawn in now (at the design size)
        self._font_of: dict[tuple[int, int], int] = {}  # a size offered by size_for -> the type it is for
        self._measured: dict[tuple[tuple[float, ...], int], list[tuple[int, int]]] = {}  # sizes_for's answers
        self.hide()

    def set_ui(self, ui: float) -> None:
        """The message's text at the table's scale ``ui``."""
        if ui != self.ui:
            self.ui = ui
            self._forget_sizes()
            self._restyle()

    def _forget_sizes(self) -> None:
        self._font_of.clear()
        self._measured.clear()

    def _restyle(self, pixels: int | None = None) -> None:
        if pixels is not None:
            self.pixels = pixels
        colour = "rgba(120, 20, 20, 225)" if self.error else "rgba(20, 50, 90, 230)"
        set_style(self, scaled_style(f"background: {colour}; color: white; font-size: {{f{self.pixels}}}px; "
                                     "padding: {p8}px {p16}px; border-radius: {r8}px;", self.ui))

    def show_text(self, text: str, error: bool) -> None:
        self.error = error
        self._forget_sizes()
        self._restyle(self.FONT)
        self.setText(text)
        self.wanted = True
        self.sticky = False

    def withdraw(self) -> None:
        self.wanted = False
        self.hide()

    def size_for(self, max_width: float, pixels: int | None = None) -> tuple[int, int]:
        """The size the message takes at most ``max_width`` wide, in its usual type or in ``pixels`` (at the
        design size); ``place`` draws it in the type that size was worked out for."""
        return self.sizes_for((max_width,), pixels)[0]

    def sizes_for(self, widths: tuple[float, ...] | list[float], pixels: int | None = None) -> list[tuple[int, int]]:
        """``size_for`` each of ``widths`` in one type: the style is set once for them all (setting it is
        what measuring costs)."""
        wanted = self.FONT if pixels is None else pixels
        key = (tuple(widths), wanted)  # (the table is laid out again and again with the same message)
        if key in self._measured:
            return list(self._measured[key])
        before = self.pixels
        if wanted != before:
            self._restyle(wanted)
        self.ensurePolished()
        natural = natural_width(self) + round(34 * self.ui)
        sizes = []
        for max_width in widths:
            width = int(min(natural, max_width))
            size = (width, self.heightForWidth(width))
            self._font_of.setdefault(size, wanted)
            sizes.append(size)
        if wanted != before:
            self._restyle(before)
        self._measured[key] = sizes
        return sizes

    def place(self, x: float, y: float, width: float, height: float) -> None:
        pixels = self._font_of.get((int(round(width)), int(round(height))), self.FONT)
        if pixels != self.pixels:
            self._restyle(pixels)
        self.setGeometry(int(round(x)), int(round(y)), int(width), int(height))
        self.show()
        self.raise_()
