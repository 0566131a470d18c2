"""The score keeper's entry form: one hand as written down at the table, with each refusal shown in place."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import SUITS, Rank
from ...engine.keeper import EntryProblem, KeptHand
from ...engine.rules import MeldTable, OutOfReach, Rules
from ...engine.scoring import Ending
from ..texts import note_text, suit_name, tr

NO_CAP_TOP = 10_000_000
ERROR_STYLE = "color: #b00020;"


def ending_text(ending: Ending, rules: Rules) -> str:
    if ending is Ending.PLAYED:
        return tr("Played")
    if ending is Ending.NOT_PLAYED:
        if rules.board_set and rules.out_of_reach is OutOfReach.NOT_PLAYED:
            return tr("Not played (board set or out of reach)")
        return tr("Not played (board set)") if rules.board_set else tr("Not played (out of reach)")
    if ending is Ending.THROWN_IN:
        return tr("Thrown in")
    return tr("Forfeit: no marriage")


def endings_of(rules: Rules) -> list[Ending]:
    """The ways a hand can end under these rules."""
    endings = [Ending.PLAYED]
    if rules.board_set or rules.out_of_reach is OutOfReach.NOT_PLAYED:
        endings.append(Ending.NOT_PLAYED)
    if rules.out_of_reach is OutOfReach.THROW_IN or rules.throw_in_anytime:
        endings.append(Ending.THROWN_IN)
    if rules.trump_needs_marriage:
        endings.append(Ending.FORFEIT)
    return endings


class BidSpinBox(QSpinBox):
    """A bid: typed freely, the arrows step along the rules' bid ladder."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: Rules | None = None

    def set_rules(self, rules: Rules) -> None:
        self.rules = rules
        self.setRange(rules.min_bid, rules.bid_cap if rules.bid_cap is not None else NO_CAP_TOP)

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt's name
        rules = self.rules
        if rules is None:
            super().stepBy(steps)
            return
        bid = self.value()
        for _ in range(abs(steps)):
            bid = rung_above(rules, bid) if steps > 0 else rung_below(rules, bid)
        self.setValue(bid)


def rung_above(rules: Rules, bid: int) -> int:
    """The next rung of the ladder above ``bid`` (``bid`` itself at the cap)."""
    rung = rules.rung_at_or_above(bid)
    if rung == bid:
        rung = rules.next_bid(bid) or bid
    return rung if rules.bid_cap is None else min(rung, rules.bid_cap)


def rung_below(rules: Rules, bid: int) -> int:
    """The highest rung of the ladder below ``bid`` (the minimum bid at the bottom)."""
    if bid <= rules.min_bid:
        return rules.min_bid
    widest = max(step for _, step in rules.bid_steps)  # rungs are never further apart than this
    rung = rules.rung_at_or_above(max(rules.min_bid, bid - widest))
    while (nxt := rules.next_bid(rung)) is not None and nxt < bid:
        rung = nxt
    return rung


def _spin(top: int, step: int = 1) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, top)
    spin.setSingleStep(step)
    spin.setAccelerated(True)
    return spin


def _error_label() -> QLabel:
    label = QLabel()
    label.setStyleSheet(ERROR_STYLE)
    label.setWordWrap(True)
    label.hide()
    return label


class HandForm(QGroupBox):
    """Who bid, the bid, trump, how the hand ended, and each side's meld and trick points."""

    submitted = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: Rules | None = None
        self.names: tuple[str, ...] = ()
        self.editing: int | None = None
        self.has_dix = False  # the rules let a dix save itself: the form asks for it
        self._touched: set[int] = set()  # trick fields the player typed into since the form was cleared
        self._filling = False
        outer = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        self.bidders = QComboBox()
        self.bid = BidSpinBox()
        self.trump = QComboBox()
        self.trump.addItem(tr("not noted"), None)
        for suit in SUITS:
            self.trump.addItem(f"{suit.symbol} {suit_name(suit)}", suit)
        self.ending = QComboBox()
        self.errors: dict[tuple[str, int | None], QLabel] = {}
        row = 0
        for label, widget, key in ((tr("Bid won by:"), self.bidders, ("bidders", None)),
                                   (tr("Bid:"), self.bid, ("bid", None)), (tr("Trump:"), self.trump, None),
                                   (tr("The hand:"), self.ending, ("ending", None))):
            grid.addWidget(QLabel(label), row, 0)
            grid.addWidget(widget, row, 1, 1, 2)
            row += 1
            if key is not None:
                self.errors[key] = _error_label()
                grid.addWidget(self.errors[key], row, 0, 1, 3)
                row += 1
        self.side_labels = [QLabel(), QLabel()]
        for side, label in enumerate(self.side_labels):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("font-weight: bold;")
            grid.addWidget(label, row, 1 + side)
        row += 1
        self.meld = [_spin(99_999), _spin(99_999)]
        self.tricks = [_spin(0), _spin(0)]
        self.tricks_label = QLabel()
        for label, spins, entry in ((tr("Meld:"), self.meld, "meld"), (None, self.tricks, "tricks")):
            grid.addWidget(self.tricks_label if label is None else QLabel(label), row, 0)
            for side, spin in enumerate(spins):
                grid.addWidget(spin, row, 1 + side)
            row += 1
            keys = [(entry, 0), (entry, 1)] if entry == "meld" else [(entry, None)]
            for key in keys:
                self.errors[key] = _error_label()
                grid.addWidget(self.errors[key], row, 0, 1, 3)
                row += 1
        self.dix_label = QLabel(tr("Dix shown by the side that did not bid:"))
        self.dix_label.setWordWrap(True)
        self.dix = _spin(2)
        grid.addWidget(self.dix_label, row, 0, 1, 2)
        grid.addWidget(self.dix, row, 2)
        row += 1
        self.errors[("dix", None)] = _error_label()
        grid.addWidget(self.errors[("dix", None)], row, 0, 1, 3)
        outer.addLayout(grid)
        self.general_error = _error_label()
        outer.addWidget(self.general_error)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.submit_button = QPushButton()
        self.submit_button.setDefault(True)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.submit_button)
        outer.addLayout(buttons)
        outer.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.submit_button.clicked.connect(lambda _c=False: self.submitted.emit())

        self.cancel_button.clicked.connect(lambda _c=False: self.cancelled.emit())
        self.ending.currentIndexChanged.connect(lambda _i: self._update_enabled())
        for side, spin in enumerate(self.tricks):
            spin.valueChanged.connect(lambda value, s=side: self._trick_points_typed(s, value))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Type the figures, press Enter: the hand goes in (the spin boxes pass Enter on to the form)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.submit_button.isEnabled():
            self.submit_button.animateClick()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------ set up
    def set_rules(self, rules: Rules, names: tuple[str, ...]) -> None:
        """Show the fields these rules need (keeping what is typed where it still fits)."""
        self.rules = rules
        self.set_names(names)
        self.bid.set_rules(rules)
        meld_step = 10 if rules.meld_table in (MeldTable.SINGLE, MeldTable.TENS) else 1
        for spin in self.meld:
            spin.setSingleStep(meld_step)
        for spin in self.tricks:
            spin.setRange(0, rules.trick_total)
            spin.setSingleStep(rules.counter_value)
        self.tricks_label.setText(tr("Trick points (of {total}):").format(total=rules.trick_total))
        current = self.ending.currentData()
        self.ending.clear()
        for ending in endings_of(rules):
            self.ending.addItem(ending_text(ending, rules), ending)
        self.ending.setCurrentIndex(max(0, self.ending.findData(current)))
        self.has_dix = rules.dix_saves_itself and Rank.NINE in rules.deck.ranks
        self.dix.setRange(0, rules.deck.copies)
        self.dix_label.setVisible(self.has_dix)
        self.dix.setVisible(self.has_dix)
        self._update_enabled()

    def set_names(self, names: tuple[str, ...]) -> None:
        self.names = names
        index = self.bidders.currentIndex()
        self.bidders.clear()
        self.bidders.addItems(list(names))
        self.bidders.setCurrentIndex(max(0, index))
        for label, name in zip(self.side_labels, names):
            label.setText(name)

    def _update_enabled(self) -> None:
        played = self.ending.currentData() in (Ending.PLAYED, None)
        for spin in self.tricks:
            spin.setEnabled(played)
        self.dix.setEnabled(played)

    def _trick_points_typed(self, side: int, value: int) -> None:
        """Counting one side's trick points is enough: the other side's fill in until typed themselves."""
        if self._filling or self.rules is None:
            return
        self._touched.add(side)
        other = 1 - side
        if other not in self._touched and self.rules.trick_total - value >= 0:
            self._filling = True
            self.tricks[other].setValue(self.rules.trick_total - value)
            self._filling = False

    # ------------------------------------------------------------ the hand
    def hand(self) -> KeptHand:
        ending = self.ending.currentData() or Ending.PLAYED
        played = ending is Ending.PLAYED
        return KeptHand(
            bidders=max(0, self.bidders.currentIndex()), bid=self.bid.value(),
            meld=tuple(spin.value() for spin in self.meld),
            tricks=tuple(spin.value() for spin in self.tricks) if played else None,
            ending=ending, trump=self.trump.currentData(),
            dix=self.dix.value() if played and self.has_dix else 0,
        )

    def load(self, hand: KeptHand, editing: int | None) -> None:
        """Show ``hand`` for changing it (``editing`` is its index) or as the start of a new one."""
        self._filling = True
        self.bidders.setCurrentIndex(hand.bidders)
        self.bid.setValue(hand.bid)
        self.trump.setCurrentIndex(max(0, self.trump.findData(hand.trump)))
        self.ending.setCurrentIndex(max(0, self.ending.findData(hand.ending)))
        for side in range(len(self.meld)):
            self.meld[side].setValue(hand.meld[side])
            self.tricks[side].setValue(hand.tricks[side] if hand.tricks is not None else 0)
        self.dix.setValue(hand.dix)
        self._filling = False
        self._touched = {0, 1} if hand.tricks is not None and editing is not None else set()
        self.set_editing(editing)
        self.clear_problems()

    def clear(self, number: int) -> None:
        """An empty form for hand ``number`` (the bid at the minimum)."""
        rules = self.rules
        self.load(KeptHand(0, rules.min_bid if rules else 0, (0,) * len(self.meld), None), None)
        self.set_editing(None, number)

    def set_editing(self, index: int | None, number: int | None = None) -> None:
        self.editing = index
        if index is None:
            self.setTitle(tr("Hand {n}").format(n=number) if number is not None else self.title())
            self.submit_button.setText(tr("&Add hand"))
            self.cancel_button.setText(tr("Clear"))
        else:
            self.setTitle(tr("Changing hand {n}").format(n=index + 1))
            self.submit_button.setText(tr("Sa&ve hand {n}").format(n=index + 1))
            self.cancel_button.setText(tr("Cancel"))

    # ------------------------------------------------------------ refusals in place
    def show_problems(self, problems: list[EntryProblem]) -> None:
        self.clear_problems()
        general = []
        shown: dict[tuple[str, int | None], list[str]] = {}
        for problem in problems:
            text = note_text(problem.reason, self.names.__getitem__)
            key = (problem.entry, problem.side if problem.entry == "meld" else None)
            if key in self.errors:
                shown.setdefault(key, []).append(text)
            else:
                general.append(text)
        for key, texts in shown.items():
            label = self.errors[key]
            text = " ".join(texts)
            if key[0] == "meld" and key[1] is not None:
                text = f"{self.names[key[1]]}: {text}"
            label.setText(text[:1].upper() + text[1:])  # a reason on its own starts a sentence
            label.show()
        if general:
            text = " ".join(general)
            self.general_error.setText(text[:1].upper() + text[1:])
            self.general_error.show()

    def clear_problems(self) -> None:
        for label in (*self.errors.values(), self.general_error):
            label.clear()
            label.hide()

    def problem_texts(self) -> list[str]:
        """The refusals on show (for tests and screen readers)."""
        return [label.text() for label in (*self.errors.values(), self.general_error) if label.isVisible()]


__all__ = ["BidSpinBox", "HandForm", "ending_text", "endings_of", "rung_above", "rung_below"]
