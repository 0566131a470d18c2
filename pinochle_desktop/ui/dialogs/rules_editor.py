"""The "Customise" part of the new-game dialog: a widget for every option of ``Rules``.

Each change is checked at once with the engine's ``rule_problems``; a problem is
shown in red under the option at fault, and ``problems()`` says whether the rules
can be played.  The editor never decides the rules' name: the dialog does.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Deck, Rank
from ...engine.rules import (
    CardValues,
    ForfeitScore,
    MeldTable,
    OutOfReach,
    PlayRules,
    RuleProblem,
    Rules,
    rule_problems,
)
from ..plain_text import plain_label
from ..texts import rank_letter, tr
from .rule_widgets import (
    ERROR_STYLE,
    MAX_POINTS,
    BidStepsEditor,
    OptionalNumber,
    OptionGroup,
    combo_box,
    mark_invalid,
    set_combo,
    spin_box,
)

OPTION_LABELS: dict[str, str] = {
    "players": "players",
    "redeal_on_all_pass": "everybody passes",
    "first_bidder_opens": "first bidder opens",
    "card_values": "card values",
    "bid_only_when_made": "bidder scores the bid",
    "deck": "deck",
    "min_bid": "minimum bid",
    "bid_steps": "bid steps",
    "bid_cap": "bid cap",
    "pass_with_help": "pass with help",
    "trump_needs_marriage": "trump needs a marriage",
    "forfeit_score": "forfeit",
    "cards_passed": "cards passed",
    "pass_before_trump": "when cards are passed",
    "meld_table": "meld table",
    "run_shares_marriage": "run and royal marriage",
    "min_meld": "minimum meld",
    "board_set": "board set",
    "counter_value": "counter value",
    "last_trick_bonus": "last trick",
    "keep_trick_points": "trick points to keep meld",
    "bidders_keep_meld": "bidders keep meld",
    "dix_saves_itself": "dix scores even so",
    "out_of_reach": "bid out of reach",
    "throw_in_anytime": "throw-in",
    "play_rules": "trick play",
    "target": "game target",
    "own_bid_to_go_out_from": "going out on own bid",
    "lose_at": "losing score",
}


def option_label(option: str) -> str:
    return tr(OPTION_LABELS.get(option, option.replace("_", " ")))


class RulesEditor(QWidget):
    """Every rule option as a widget; ``changed`` after each edit by the person."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loading = False
        self._base_name = ""
        self._shown = Rules()
        self.fields: dict[str, QWidget] = {}
        self.error_labels: dict[str, QLabel] = {}
        self._rows: dict[str, tuple[QFormLayout, int]] = {}
        self._groups: list[tuple[OptionGroup, int]] = []  # each group and its column when there are two
        self._column_count = 2
        self._build()
        self.set_rules(Rules())

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        columns = QHBoxLayout(self)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(12)
        left = QVBoxLayout()
        right = QVBoxLayout()
        for column in (left, right):
            column.setSpacing(10)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        self._column_layouts = (left, right)

        self.deck = combo_box([(Deck.SINGLE, tr("Single deck: 48 cards")),
                               (Deck.DOUBLE, tr("Double deck: 80, no nines"))])
        self.min_bid = spin_box(1, MAX_POINTS, 10)
        self.bid_steps = BidStepsEditor()
        self.bid_cap = OptionalNumber(tr("ends the auction at"), 1, MAX_POINTS, 250, 10)
        self.pass_with_help = QCheckBox(tr("Allow “pass with help”"))
        self.players = combo_box([(4, tr("Four, two partnerships")), (3, tr("Three, each for themself")),
                                  (2, tr("Two, trump turned up"))])
        self.players.setToolTip(tr("Three players: 15 cards each and a widow of 3 for the bidder, who buries 3"))
        self.redeal_on_all_pass = QCheckBox(tr("If everybody passes, deal again"))
        self.redeal_on_all_pass.setToolTip(tr("Instead of the dealer being stuck with the minimum bid"))
        self.first_bidder_opens = QCheckBox(tr("The first bidder must open at the minimum"))
        self.first_bidder_opens.setToolTip(tr("Nobody can pass before a bid stands, so nobody is ever stuck"))
        bidding = self._group(left, tr("Cards and bidding"), [
            ("players", tr("Players:"), self.players),
            ("deck", tr("Deck:"), self.deck),
            ("min_bid", tr("Minimum bid:"), self.min_bid),
            ("bid_steps", tr("Bids go up:"), self.bid_steps),
            ("bid_cap", tr("Bid cap:"), self.bid_cap),
            ("pass_with_help", "", self.pass_with_help),
            ("redeal_on_all_pass", "", self.redeal_on_all_pass),
            ("first_bidder_opens", "", self.first_bidder_opens),
        ])
        bidding.setToolTip(tr("If everybody passes, the dealer is stuck with the minimum bid."))

        self.trump_needs_marriage = QCheckBox(tr("Trump needs a marriage in that suit"))
        self.forfeit_score = combo_box([
            (ForfeitScore.NOTHING, tr("the others score nothing")),
            (ForfeitScore.MELD, tr("the others score their meld")),
        ])
        self.cards_passed = spin_box(0, 4)
        self.cards_passed.setSpecialValueText(tr("none"))
        self.pass_before_trump = combo_box([(False, tr("after trump is named")), (True, tr("before trump is named"))])
        self._group(left, tr("Trump and passing"), [
            ("trump_needs_marriage", "", self.trump_needs_marriage),
            ("forfeit_score", tr("Bidder without one:"), self.forfeit_score),
            ("cards_passed", tr("Cards passed:"), self.cards_passed),
            ("pass_before_trump", tr("Passed:"), self.pass_before_trump),
        ])
        self.forfeit_score.setToolTip(tr("The bidders lose the bid; what the other team scores"))
        self.cards_passed.setToolTip(tr("The bidder's partner passes this many cards, then the bidder passes "
                                        "as many back"))

        self.out_of_reach = combo_box([
            (OutOfReach.THROW_IN, tr("the bidder may throw in")),
            (OutOfReach.NOT_PLAYED, tr("the hand is not played")),
            (OutOfReach.PLAY, tr("the hand is played")),
        ])
        self.throw_in_anytime = QCheckBox(tr("The bidder may throw in any hand"))
        self._group(left, tr("Bid out of reach"), [
            ("out_of_reach", tr("Meld + all tricks < bid:"), self.out_of_reach),
            ("throw_in_anytime", "", self.throw_in_anytime),
        ])
        self.out_of_reach.setToolTip(tr("When the bidders' meld plus every trick point cannot reach the bid"))

        left.addStretch(1)

        self.meld_table = combo_box([
            (MeldTable.SINGLE, tr("Single deck (run 150)")),
            (MeldTable.PAGAT, tr("Double deck, run 15 (Pagat)")),
            (MeldTable.RUN16, tr("Double deck, run 16")),
            (MeldTable.TENS, tr("Double deck in tens (run 150)")),
        ])
        spare = tr("A spare {king} or {queen} of trump beside a run\nis a royal marriage")
        self.run_shares_marriage = QCheckBox(spare.format(king=rank_letter(Rank.KING), queen=rank_letter(Rank.QUEEN)))
        self.min_meld = spin_box(0, MAX_POINTS)
        self.min_meld.setSpecialValueText(tr("none"))
        self.board_set = QCheckBox(tr("Board set: bidders under it lose at once"))
        self._group(right, tr("Meld"), [
            ("meld_table", tr("Meld table:"), self.meld_table),
            ("run_shares_marriage", "", self.run_shares_marriage),
            ("min_meld", tr("Meld counts from:"), self.min_meld),
            ("board_set", "", self.board_set),
        ])
        self.min_meld.setToolTip(tr("A team's meld counts only if it reaches this"))

        letters = {key: rank_letter(rank) for key, rank in (("a", Rank.ACE), ("k", Rank.KING), ("q", Rank.QUEEN),
                                                            ("j", Rank.JACK))}
        self.card_values = combo_box([(CardValues.COUNTERS, tr("Counters")),
                                      (CardValues.CLASSIC, tr("Classic values"))])
        self.card_values.setToolTip(tr("Counters: each {a}, 10 and {k} scores the value below. Classic values: "
                                       "{a}=11, 10=10, {k}=4, {q}=3, {j}=2.").format(**letters))
        self.counter_value = spin_box(1, 1000)
        self.last_trick_bonus = spin_box(0, 10_000)
        self.trick_total = plain_label()
        self.keep_trick_points = spin_box(0, MAX_POINTS)
        self.dix_saves_itself = QCheckBox(tr("A dix scores even so"))
        self.bidders_keep_meld = QCheckBox(tr("The bidders keep meld without a trick"))
        self.bidders_keep_meld.setToolTip(tr("The bidders' meld counts toward the bid even if they take no trick "
                                             "points; the other team still needs them"))
        self._group(right, tr("Trick points"), [
            ("card_values", tr("Cards count:"), self.card_values),
            ("counter_value", tr("Each {ace}, 10 and {king}:").format(ace=rank_letter(Rank.ACE),
                                                                       king=rank_letter(Rank.KING)),
             self.counter_value),
            ("last_trick_bonus", tr("Last trick:"), self.last_trick_bonus),
            ("", tr("In all:"), self.trick_total),
            ("keep_trick_points", tr("To keep meld, take at least:"), self.keep_trick_points),
            ("dix_saves_itself", "", self.dix_saves_itself),
            ("bidders_keep_meld", "", self.bidders_keep_meld),
        ])
        self.keep_trick_points.setToolTip(tr("A team that takes fewer trick points than this scores nothing "
                                             "for its meld"))

        self.play_rules = combo_box([
            (PlayRules.CLASSIC, tr("Classic: must beat and trump")),
            (PlayRules.MODERN, tr("Modern: follow suit only")),
            (PlayRules.HOYLE, tr("Hoyle: follow suit, trump when out")),
        ])
        self.play_rules.setToolTip(tr(
            "Classic: follow suit and beat the highest card if you can; out of the suit, trump.\n"
            "Modern: follow suit if you can; beat only when trump is led; out of the suit, play anything.\n"
            "Hoyle: follow suit if you can; beat only when trump is led; out of the suit, trump if you can."))
        self.target = spin_box(1, MAX_POINTS, 50)
        self.own_bid_to_go_out_from = OptionalNumber(tr("both teams at"), 1, MAX_POINTS, 400, 50)
        self.own_bid_to_go_out_from.setToolTip(tr("Once both teams have this many points, a team can only go out "
                                                  "on its own bid"))
        self.lose_at = OptionalNumber(tr("a team at"), -MAX_POINTS, -1, -1000, 50)
        self.bid_only_when_made = QCheckBox(tr("A bidder who makes it scores only the bid"))
        self._group(right, tr("Play and game end"), [
            ("bid_only_when_made", "", self.bid_only_when_made),
            ("play_rules", tr("Trick play:"), self.play_rules),
            ("target", tr("Game to:"), self.target),
            ("own_bid_to_go_out_from", tr("Out only on own bid:"), self.own_bid_to_go_out_from),
            ("lose_at", tr("Loses:"), self.lose_at),
        ])
        right.addStretch(1)

        for widget in self.fields.values():
            self._connect(widget, self._on_edit)
        self.cards_passed.valueChanged.connect(self._on_cards_passed)

    def _group(self, column: QVBoxLayout, title: str, rows: list[tuple[str, str, QWidget]]) -> OptionGroup:
        box = OptionGroup(title)
        form = box.form
        for option, label, widget in rows:
            if label:
                form.addRow(label, widget)
            else:
                form.addRow(widget)
            if not option:
                continue
            self.fields[option] = widget
            error = plain_label()
            error.setObjectName(f"problem-{option}")
            error.setStyleSheet(ERROR_STYLE)
            error.setWordWrap(True)
            form.addRow(error)
            row = form.rowCount() - 1
            form.setRowVisible(row, False)
            self.error_labels[option] = error
            self._rows[option] = (form, row)
        column.addWidget(box)
        self._groups.append((box, self._column_layouts.index(column)))
        return box

    # ------------------------------------------------------------ columns
    def column_count(self) -> int:
        return self._column_count

    def two_column_width(self) -> int:
        """The narrowest the editor can be with its groups in two columns side by side."""
        widths = [0, 0]
        for box, column in self._groups:
            widths[column] = max(widths[column], box.minimum_width())
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        return widths[0] + spacing + widths[1]

    def set_column_count(self, count: int) -> None:
        """Lay the groups out in two columns side by side, or in one under the other (a narrow screen)."""
        count = 1 if count < 2 else 2
        if count == self._column_count:
            return
        self._column_count = count
        for layout in self._column_layouts:
            for box, _ in self._groups:
                layout.removeWidget(box)
        for box, column in self._groups:
            layout = self._column_layouts[column if count == 2 else 0]
            layout.insertWidget(layout.count() - 1, box)  # before the column's stretch
        columns = self.layout()
        if isinstance(columns, QHBoxLayout):
            columns.setStretch(1, 1 if count == 2 else 0)  # one column takes the whole width
        self.updateGeometry()

    @staticmethod
    def _connect(widget: QWidget, slot: Callable[[], None]) -> None:
        if isinstance(widget, QSpinBox):
            widget.valueChanged.connect(slot)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(slot)
        elif isinstance(widget, QCheckBox):
            widget.toggled.connect(slot)
        elif isinstance(widget, (OptionalNumber, BidStepsEditor)):
            widget.changed.connect(slot)

    # ------------------------------------------------------------ values
    def set_rules(self, rules: Rules) -> None:
        """Show ``rules``; later changes of cards passed follow the minimum-bid table of ``rules.name``."""
        self._loading = True
        try:
            self._base_name = rules.name
            self._shown = rules  # options without a widget here are kept from it
            set_combo(self.players, rules.players)
            self.redeal_on_all_pass.setChecked(rules.redeal_on_all_pass)
            self.first_bidder_opens.setChecked(rules.first_bidder_opens)
            set_combo(self.card_values, rules.card_values)
            self.bid_only_when_made.setChecked(rules.bid_only_when_made)
            set_combo(self.deck, rules.deck)
            self.min_bid.setValue(rules.min_bid)
            self.bid_steps.set_steps(rules.bid_steps)
            self.bid_cap.set_value(rules.bid_cap)
            self.pass_with_help.setChecked(rules.pass_with_help)
            self.trump_needs_marriage.setChecked(rules.trump_needs_marriage)
            set_combo(self.forfeit_score, rules.forfeit_score)
            self.cards_passed.setValue(rules.cards_passed)
            set_combo(self.pass_before_trump, rules.pass_before_trump)
            set_combo(self.meld_table, rules.meld_table)
            self.run_shares_marriage.setChecked(rules.run_shares_marriage)
            self.min_meld.setValue(rules.min_meld)
            self.board_set.setChecked(rules.board_set)
            self.counter_value.setValue(rules.counter_value)
            self.last_trick_bonus.setValue(rules.last_trick_bonus)
            self.keep_trick_points.setValue(rules.keep_trick_points)
            self.dix_saves_itself.setChecked(rules.dix_saves_itself)
            self.bidders_keep_meld.setChecked(rules.bidders_keep_meld)
            set_combo(self.out_of_reach, rules.out_of_reach)
            self.throw_in_anytime.setChecked(rules.throw_in_anytime)
            set_combo(self.play_rules, rules.play_rules)
            self.target.setValue(rules.target)
            self.own_bid_to_go_out_from.set_value(rules.own_bid_to_go_out_from)
            self.lose_at.set_value(rules.lose_at)
        finally:
            self._loading = False
        self._refresh()

    def rules(self, name: str | None = None) -> Rules:
        """The rules the widgets show, named ``name`` (default: the name of the rules last set); an option
        without a widget here keeps the value of the rules last set."""
        return dataclasses.replace(
            getattr(self, "_shown", Rules()),
            name=self._base_name if name is None else name,
            players=self.players.currentData(),
            redeal_on_all_pass=self.redeal_on_all_pass.isChecked(),
            first_bidder_opens=self.first_bidder_opens.isChecked(),
            card_values=self.card_values.currentData(),
            bid_only_when_made=self.bid_only_when_made.isChecked(),
            deck=self.deck.currentData(),
            min_bid=self.min_bid.value(),
            bid_steps=self.bid_steps.steps(),
            bid_cap=self.bid_cap.value(),
            pass_with_help=self.pass_with_help.isChecked(),
            trump_needs_marriage=self.trump_needs_marriage.isChecked(),
            forfeit_score=self.forfeit_score.currentData(),
            cards_passed=self.cards_passed.value(),
            pass_before_trump=bool(self.pass_before_trump.currentData()),
            meld_table=self.meld_table.currentData(),
            run_shares_marriage=self.run_shares_marriage.isChecked(),
            min_meld=self.min_meld.value(),
            board_set=self.board_set.isChecked(),
            counter_value=self.counter_value.value(),
            last_trick_bonus=self.last_trick_bonus.value(),
            keep_trick_points=self.keep_trick_points.value(),
            dix_saves_itself=self.dix_saves_itself.isChecked(),
            bidders_keep_meld=self.bidders_keep_meld.isChecked(),
            out_of_reach=self.out_of_reach.currentData(),
            throw_in_anytime=self.throw_in_anytime.isChecked(),
            play_rules=self.play_rules.currentData(),
            target=self.target.value(),
            own_bid_to_go_out_from=self.own_bid_to_go_out_from.value(),
            lose_at=self.lose_at.value(),
        )

    def problems(self) -> list[RuleProblem]:
        return rule_problems(self.rules())

    # ------------------------------------------------------------ reacting
    def _on_cards_passed(self, count: int) -> None:
        """Presets whose minimum bid depends on the cards passed (150/200/250) keep that link."""
        if self._loading:
            return
        minimum = self.rules().with_cards_passed(count).min_bid
        if minimum != self.min_bid.value():
            self.min_bid.setValue(minimum)

    def _on_edit(self) -> None:
        if self._loading:
            return
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        rules = self.rules()
        self.forfeit_score.setEnabled(rules.trump_needs_marriage)
        self.pass_before_trump.setEnabled(rules.cards_passed > 0)
        self.dix_saves_itself.setEnabled(rules.deck is Deck.SINGLE)
        self.redeal_on_all_pass.setEnabled(not rules.first_bidder_opens)  # nobody can pass before a bid
        self.board_set.setEnabled(rules.min_meld > 0 or rules.board_set)
        self.trick_total.setText(tr("{total} trick points in a hand").format(total=rules.trick_total))
        self.min_bid.setSingleStep(rules.bid_steps[0][1] if rules.bid_steps else 10)
        self.bid_steps.floor = rules.min_bid
        by_option: dict[str, list[str]] = {}
        at_fault: set[str] = set()
        for problem in rule_problems(rules):
            by_option.setdefault(problem.options[0], []).append(tr(problem.template).format(**dict(problem.values)))
            at_fault.update(problem.options)
        for option, label in self.error_labels.items():
            messages = by_option.get(option, [])
            label.setText("\n".join(m[0].upper() + m[1:] + "." for m in messages))
            form, row = self._rows[option]
            form.setRowVisible(row, bool(messages))
            mark_invalid(self.fields[option], option in at_fault)

    def changed_options(self, base: Rules) -> list[str]:
        """The options (field names) in which the shown rules differ from ``base``."""
        mine = self.rules(base.name)
        return [f.name for f in dataclasses.fields(Rules)
                if f.name != "name" and getattr(mine, f.name) != getattr(base, f.name)]
