"""The score keeper's entry form: one hand as written down at the table, with each refusal shown in place."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
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
from ...engine.keeper import EntryProblem, KeptHand, hand_problems
from ...engine.rules import CardValues, MeldTable, OutOfReach, Rules
from ...engine.scoring import Ending
from ..plain_text import plain_label
from ..texts import note_text, suit_name, tr

NO_CAP_TOP = 10_000_000
ERROR_STYLE = "color: #b00020;"


def ending_text(ending: Ending, rules: Rules, name: str = "") -> str:
    """How a hand ended, for the form's choice (``name``: who declared out)."""
    if ending is Ending.PLAYED:
        return tr("Played to the end") if rules.draw_game else tr("Played")
    if ending is Ending.NOT_PLAYED:
        if rules.board_set and rules.out_of_reach is OutOfReach.NOT_PLAYED:
            return tr("Not played (board set or out of reach)")
        return tr("Not played (board set)") if rules.board_set else tr("Not played (out of reach)")
    if ending is Ending.THROWN_IN:
        return tr("Thrown in") if rules.partnerships else tr("Conceded by the bidder (not played)")
    if ending is Ending.DECLARED_OUT:
        return tr("{name} declared out").format(name=name)
    return tr("Forfeit: no marriage")


def endings_of(rules: Rules) -> list[Ending]:
    """The ways a hand can end under these rules."""
    endings = [Ending.PLAYED]
    if rules.draw_game:
        return [*endings, Ending.DECLARED_OUT] if rules.declare_out else endings
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
        self.setLocale(QLocale.c())  # figures in the digits 0 to 9 only, never "٦٠" or "３４"
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
    spin.setLocale(QLocale.c())  # figures in the digits 0 to 9 only, never "٦٠" or "３４"
    spin.setRange(0, top)
    spin.setSingleStep(step)
    spin.setAccelerated(True)
    return spin


def _error_label() -> QLabel:
    label = plain_label()
    label.setStyleSheet(ERROR_STYLE)
    label.setWordWrap(True)
    label.hide()
    return label


class HandForm(QGroupBox):
    """Who bid, the bid, trump, how the hand ended, and each side's meld and trick points (a column a side)."""

    submitted = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setLocale(QLocale.c())  # figures in the digits 0 to 9 only, never "٦٠" or "３４"
        self.rules: Rules | None = None
        self.names: tuple[str, ...] = ()
        self.editing: int | None = None
        self.has_dix = False  # the rules let a dix save itself: the form asks for it
        self._touched: set[int] = set()  # trick fields the player typed into since the form was cleared
        self._filling = False
        self._rechecking = False  # a hand was refused: its figures are checked again at each change
        self._endings: list[tuple[Ending, int | None]] = []  # the ending choice's items: how, and who declared
        self.bidders = QComboBox()
        self.bid = BidSpinBox()
        self.trump = QComboBox()
        self.trump.addItem(tr("not noted"), None)
        for suit in SUITS:
            self.trump.addItem(f"{suit.symbol} {suit_name(suit)}", suit)
        self.ending = QComboBox()
        self.labels = {key: plain_label(text) for key, text in (
            ("bidders", tr("Bid won by:")), ("bid", tr("Bid:")), ("trump", tr("Trump:")), ("ending", tr("The hand:")),
            ("meld", tr("Meld:")), ("tricks", ""), ("dix", tr("Dix shown:")))}
        self.labels["dix"].setToolTip(tr("Dix (9 of trump) shown by a side that did not bid: under these rules "
                                         "they score even without trick points."))
        self.buried_note = plain_label(tr("The bidder's trick points include the cards it buried."))
        self.buried_note.setWordWrap(True)
        self.buried_note.setStyleSheet("color: palette(placeholder-text);")
        self.buried_note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # wraps, never widens
        self.side_labels: list[QLabel] = []
        self.meld: list[QSpinBox] = []
        self.tricks: list[QSpinBox] = []
        self.dix: list[QSpinBox] = []
        self.errors: dict[tuple[str, int | None], QLabel] = {}
        self.general_error = _error_label()
        self._grid_holder: QWidget | None = None
        outer = QVBoxLayout(self)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.submit_button = QPushButton()
        self.submit_button.setDefault(True)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.submit_button)
        outer.addWidget(self.general_error)
        outer.addLayout(buttons)
        outer.addStretch(1)
        self._build_sides(2)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.submit_button.clicked.connect(lambda _c=False: self.submitted.emit())
        self.cancel_button.clicked.connect(lambda _c=False: self.cancelled.emit())
        self.ending.currentIndexChanged.connect(lambda _i: self._update_enabled())
        self.bidders.currentIndexChanged.connect(lambda _i: self._update_enabled())
        for combo in (self.ending, self.bidders, self.trump):
            combo.currentIndexChanged.connect(lambda _i: self._recheck())
        self.bid.valueChanged.connect(lambda _value: self._recheck())

    def _build_sides(self, sides: int) -> None:
        """Lay the form out with a column of figures for each of ``sides`` sides (new fields for them)."""
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        for side in range(sides):
            grid.setColumnStretch(1 + side, 1)
        self.errors = {}
        row = 0
        for key, widget in (("bidders", self.bidders), ("bid", self.bid), ("trump", self.trump),
                            ("ending", self.ending)):
            grid.addWidget(self.labels[key], row, 0)
            grid.addWidget(widget, row, 1, 1, sides)
            row += 1
            if key != "trump":
                self.errors[(key, None)] = _error_label()
                grid.addWidget(self.errors[(key, None)], row, 0, 1, 1 + sides)
                row += 1
        self.side_labels = [plain_label() for _ in range(sides)]
        for side, label in enumerate(self.side_labels):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("font-weight: bold;")
            label.setWordWrap(True)
            grid.addWidget(label, row, 1 + side)
        row += 1
        self.meld = [_spin(99_999) for _ in range(sides)]
        self.tricks = [_spin(0) for _ in range(sides)]
        self.dix = [_spin(2) for _ in range(sides)]
        for key, spins in (("meld", self.meld), ("tricks", self.tricks), ("dix", self.dix)):
            grid.addWidget(self.labels[key], row, 0)
            for side, spin in enumerate(spins):
                grid.addWidget(spin, row, 1 + side)
            row += 1
            for error_key in ([(key, s) for s in range(sides)] if key != "tricks" else [(key, None)]):
                self.errors[error_key] = _error_label()
                grid.addWidget(self.errors[error_key], row, 0, 1, 1 + sides)
                row += 1
            if key == "tricks":
                grid.addWidget(self.buried_note, row, 1, 1, sides)
                row += 1
        for side, spin in enumerate(self.tricks):
            spin.valueChanged.connect(lambda value, s=side: self._trick_points_typed(s, value))
        for spin in (*self.meld, *self.tricks, *self.dix):
            spin.valueChanged.connect(lambda _value: self._recheck())
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        if self._grid_holder is not None:
            outer.removeWidget(self._grid_holder)
            self._grid_holder.deleteLater()  # the old side fields go with it; the others were moved over
        outer.insertWidget(0, holder)
        self._grid_holder = holder
        self._touched = set()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Type the figures, press Enter: the hand goes in (the spin boxes pass Enter on to the form)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.submit_button.isEnabled():
            self.submit_button.animateClick()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------ set up
    def set_rules(self, rules: Rules, names: tuple[str, ...]) -> None:
        """Show the fields these rules need (keeping what is typed where it still fits)."""
        if len(names) != len(self.meld):
            self._build_sides(len(names))
        self.rules = rules
        self.set_names(names)
        self.bid.set_rules(rules)
        meld_step = 10 if rules.meld_table in (MeldTable.SINGLE, MeldTable.TENS) else 1
        for spin in self.meld:
            spin.setSingleStep(meld_step)
        for spin in self.tricks:
            spin.setRange(0, rules.trick_total)
            spin.setSingleStep(rules.counter_value if rules.card_values is CardValues.COUNTERS else 1)
        self.labels["tricks"].setText(tr("Trick points (of {total}):").format(total=rules.trick_total))
        bids = not rules.draw_game
        for key, widget in (("bidders", self.bidders), ("bid", self.bid)):
            self.labels[key].setVisible(bids)
            widget.setVisible(bids)
        self.buried_note.setVisible(rules.widow_size > 0)
        self.has_dix = rules.dix_saves_itself and Rank.NINE in rules.deck.ranks and bids
        for widget in (self.labels["dix"], *self.dix):
            widget.setVisible(self.has_dix)
        for spin in self.dix:
            spin.setRange(0, rules.deck.copies)
        self._update_enabled()

    def set_names(self, names: tuple[str, ...]) -> None:
        self.names = names
        index = self.bidders.currentIndex()
        self.bidders.clear()
        self.bidders.addItems(list(names))
        self.bidders.setCurrentIndex(max(0, index))
        for label, name in zip(self.side_labels, names):
            label.setText(name)
        self._fill_endings()

    def _fill_endings(self) -> None:
        rules = self.rules
        if rules is None:
            return
        current = self._endings[self.ending.currentIndex()] if 0 <= self.ending.currentIndex() < len(
            self._endings) else None
        self._endings = []
        for ending in endings_of(rules):
            if ending is Ending.DECLARED_OUT:
                self._endings += [(ending, side) for side in range(len(self.names))]
            else:
                self._endings.append((ending, None))
        self.ending.blockSignals(True)
        self.ending.clear()
        for ending, side in self._endings:
            self.ending.addItem(ending_text(ending, rules, self.names[side] if side is not None else ""), ending)
        self.ending.setCurrentIndex(self._endings.index(current) if current in self._endings else 0)
        self.ending.blockSignals(False)
        several = len(self._endings) > 1
        self.labels["ending"].setVisible(several)
        self.ending.setVisible(several)

    def _chosen_ending(self) -> tuple[Ending, int | None]:
        index = self.ending.currentIndex()
        return self._endings[index] if 0 <= index < len(self._endings) else (Ending.PLAYED, None)

    def _update_enabled(self) -> None:
        ending, _declared = self._chosen_ending()
        played = ending in (Ending.PLAYED, Ending.DECLARED_OUT)
        for spin in self.tricks:
            spin.setEnabled(played)
        bidders = self.bidders.currentIndex()
        for side, spin in enumerate(self.dix):
            spin.setEnabled(ending is Ending.PLAYED and side != bidders)

    def _trick_points_typed(self, side: int, value: int) -> None:
        """Counting all sides' trick points but one is enough: the last fills in until typed itself."""
        if self._filling or self.rules is None:
            return
        self._touched.add(side)
        untouched = [s for s in range(len(self.tricks)) if s not in self._touched]
        if len(untouched) != 1 or self._chosen_ending()[0] is Ending.DECLARED_OUT:
            return
        rest = self.rules.trick_total - sum(self.tricks[s].value() for s in self._touched)
        if rest >= 0:
            self._filling = True
            self.tricks[untouched[0]].setValue(rest)
            self._filling = False

    # ------------------------------------------------------------ the hand
    def hand(self) -> KeptHand:
        rules = self.rules
        ending, declared = self._chosen_ending()
        played = ending in (Ending.PLAYED, Ending.DECLARED_OUT)
        bidders = None if rules is not None and rules.draw_game else max(0, self.bidders.currentIndex())
        dix = tuple(spin.value() if side != bidders else 0 for side, spin in enumerate(self.dix))
        return KeptHand(
            bidders=bidders, bid=0 if bidders is None else self.bid.value(),
            meld=tuple(spin.value() for spin in self.meld),
            tricks=tuple(spin.value() for spin in self.tricks) if played else None,
            ending=ending, trump=self.trump.currentData(),
            dix=dix if ending is Ending.PLAYED and self.has_dix and any(dix) else (), declared=declared,
        )

    def load(self, hand: KeptHand, editing: int | None) -> None:
        """Show ``hand`` for changing it (``editing`` is its index) or as the start of a new one."""
        self._filling = True
        if hand.bidders is not None:
            self.bidders.setCurrentIndex(hand.bidders)
            self.bid.setValue(hand.bid)
        self.trump.setCurrentIndex(max(0, self.trump.findData(hand.trump)))
        chosen = (hand.ending, hand.declared)
        self.ending.setCurrentIndex(self._endings.index(chosen) if chosen in self._endings else 0)
        for side in range(len(self.meld)):
            self.meld[side].setValue(hand.meld[side])
            self.tricks[side].setValue(hand.tricks[side] if hand.tricks is not None else 0)
            self.dix[side].setValue(hand.dix[side] if hand.dix else 0)
        self._filling = False
        self._touched = set(range(len(self.tricks))) if hand.tricks is not None and editing is not None else set()
        self.set_editing(editing)
        self.clear_problems()

    def clear(self, number: int) -> None:
        """An empty form for hand ``number`` (the bid at the minimum)."""
        rules = self.rules
        bidders = None if rules is None or rules.draw_game else 0
        self.load(KeptHand(bidders, rules.min_bid if rules else 0, (0,) * len(self.meld), None), None)
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
    def _recheck(self) -> None:
        """After a refusal, each change checks the figures again: a reason mended goes at once (not only when
        Add is pressed again), one still true stays."""
        if not self._rechecking or self._filling or self.rules is None:
            return
        self.show_problems(hand_problems(self.rules, self.hand()))

    def show_problems(self, problems: list[EntryProblem]) -> None:
        self.clear_problems()
        self._rechecking = True
        general = []
        shown: dict[tuple[str, int | None], list[str]] = {}
        for problem in problems:
            text = note_text(problem.reason, self.names.__getitem__)
            entry = "ending" if problem.entry == "declared" else problem.entry  # who declared: in the same choice
            key = (entry, problem.side if entry in ("meld", "dix") else None)
            if key in self.errors:
                shown.setdefault(key, []).append(text)
            else:
                general.append(text)
        for key, texts in shown.items():
            label = self.errors[key]
            text = " ".join(texts)
            if key[1] is not None and len(self.names) > key[1]:
                text = f"{self.names[key[1]]}: {text}"
            label.setText(text[:1].upper() + text[1:])  # a reason on its own starts a sentence
            label.show()
        if general:
            text = " ".join(general)
            self.general_error.setText(text[:1].upper() + text[1:])
            self.general_error.show()

    def clear_problems(self) -> None:
        self._rechecking = False
        for label in (*self.errors.values(), self.general_error):
            label.clear()
            label.hide()

    def problem_texts(self) -> list[str]:
        """The refusals on show (for tests and screen readers)."""
        return [label.text() for label in (*self.errors.values(), self.general_error) if label.isVisible()]


__all__ = ["BidSpinBox", "HandForm", "ending_text", "endings_of", "rung_above", "rung_below"]
