"""Tools → Meld calculator: click (or type) a hand, choose trump, and see its melds, their cards, the
total and which one card would add the most; print the active rules' meld chart as a cheat sheet."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import SUITS, CardTextError, Deck, Suit, card_symbol_text, cards_of, parse_kind, rank_of
from ...engine.meld import find_meld
from ...engine.meld_advice import add_copy, next_melds
from ...engine.rules import Rules, RulesError, preset
from ...persistence import paths
from ...persistence.atomic import SaveError
from ...persistence.settings import Settings
from ..plain_text import as_written, plain_label
from ..texts import card_name, file_text, meld_name, rules_title, suit_name, tr
from .card_picker import CardPicker
from .printing import export_pdf, print_with_dialog
from .rules_choice import RulesChoice, fit_to_screen
from .sheet_pages import meld_chart_html

CARDS_ROLE = Qt.ItemDataRole.UserRole


def parse_hand_text(text: str, deck: Deck) -> tuple[int, str | None]:
    """The hand written in ``text`` (``AS 10H K♥ …``), or the cards read so far and why the rest is not a hand."""
    hand = 0
    for token in text.replace(",", " ").split():
        try:
            kind = parse_kind(token)
        except CardTextError:
            return hand, tr("“{token}” is not a card: write the rank (A, 10, K, Q, J, 9) and then the suit "
                            "(S, H, D, C), e.g. QS or 10H.").format(token=token)
        card = card_symbol_text(kind * 4)
        if rank_of(kind * 4) not in deck.ranks:
            return hand, tr("A double deck has no {card}.").format(card=card)
        bigger = add_copy(hand, kind, deck.copies)
        if bigger is None:
            return hand, (tr("A single deck has only {n} of {card}.") if deck is Deck.SINGLE else
                          tr("A double deck has only {n} of {card}.")).format(n=deck.copies, card=card)
        hand = bigger
    return hand, None


def hand_text(hand: int) -> str:
    return " ".join(card_symbol_text(c) for c in sorted(cards_of(hand), key=lambda c: (c // 24, -c)))


class MeldCalculatorWindow(QMainWindow):
    """The deck on the left; trump, the melds found, the total and what would add most on the right."""

    def __init__(self, settings: Settings | None = None, rules: Rules | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Meld calculator"))
        central = QWidget()
        outer = QVBoxLayout(central)
        top = QHBoxLayout()
        top.addWidget(plain_label(tr("Rules:")))
        self.rules_choice = RulesChoice(settings)
        top.addWidget(self.rules_choice)
        top.addSpacing(16)
        top.addWidget(plain_label(tr("Trump:")))
        self.trump = QComboBox()
        for suit in SUITS:
            self.trump.addItem(f"{suit.symbol} {suit_name(suit)}", suit)
        self.trump.addItem(tr("none named"), None)
        top.addWidget(self.trump)
        top.addStretch(1)
        self.chart_button = QPushButton(tr("Print the meld &chart…"))
        self.chart_pdf_button = QPushButton(tr("Meld chart as P&DF…"))
        top.addWidget(self.chart_button)
        top.addWidget(self.chart_pdf_button)
        outer.addLayout(top)
        entry = QHBoxLayout()
        self.text = QLineEdit()
        self.text.setPlaceholderText(tr("Type a hand, e.g. AH 10H KH QH JH QS JD, and press Enter"))
        self.clear_button = QPushButton(tr("C&lear"))
        entry.addWidget(self.text, 1)
        entry.addWidget(self.clear_button)
        outer.addLayout(entry)
        self.text_error = plain_label()
        self.text_error.setStyleSheet("color: #b00020;")
        self.text_error.setWordWrap(True)
        self.text_error.hide()
        outer.addWidget(self.text_error)
        body = QHBoxLayout()
        left = QVBoxLayout()
        self.picker = CardPicker()
        left.addWidget(self.picker)
        self.hand_label = plain_label()
        self.hand_label.setWordWrap(True)
        left.addWidget(self.hand_label)
        left.addStretch(1)
        body.addLayout(left)
        right = QVBoxLayout()
        self.melds = QTreeWidget()
        self.melds.setHeaderLabels([tr("Meld"), tr("Cards"), tr("Points")])
        self.melds.setRootIsDecorated(False)
        self.melds.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.melds.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.melds.header().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.melds.setMouseTracking(True)
        right.addWidget(self.melds, 2)
        self.total = plain_label()
        self.total.setStyleSheet("font-size: 20px; font-weight: bold;")
        right.addWidget(self.total)
        right.addWidget(plain_label(tr("One more card would add:")))
        self.advice = QListWidget()
        right.addWidget(self.advice, 1)
        body.addLayout(right, 1)
        outer.addLayout(body, 1)
        self.setCentralWidget(central)
        menu = self.menuBar().addMenu(tr("&Meld"))
        menu.addAction(tr("&Print the meld chart…"), QKeySequence.StandardKey.Print, self.print_chart)
        menu.addAction(tr("&Close"), QKeySequence.StandardKey.Close, self.close)

        self.rules_choice.chosen.connect(lambda _r: self.set_rules(self.rules_choice.rules()))
        self.trump.currentIndexChanged.connect(lambda _i: self.recount())
        self.picker.hand_changed.connect(lambda _h: self.recount())
        self.text.returnPressed.connect(self.use_text)
        self.clear_button.clicked.connect(lambda _c=False: self.clear())
        self.melds.itemSelectionChanged.connect(self._highlight_selected)
        self.melds.itemEntered.connect(lambda item, _col: self.picker.highlight(self._meld_cards(item)))
        self.chart_button.clicked.connect(lambda _c=False: self.print_chart())
        self.chart_pdf_button.clicked.connect(lambda _c=False: self.export_chart_dialog())
        self.rules = rules or self._last_rules(settings)
        self.rules_choice.show_rules(self.rules)
        self.set_rules(self.rules)
        fit_to_screen(self, 1060, 680)

    @staticmethod
    def _last_rules(settings: Settings | None) -> Rules:
        if settings is not None:
            try:
                return Rules.from_dict(settings.last_rules)
            except RulesError:
                pass
        return preset("double-deck")

    # ------------------------------------------------------------ the hand
    def set_rules(self, rules: Rules) -> None:
        self.rules = rules
        screen = self.screen()
        roomy = screen is not None and screen.availableGeometry().height() >= 900
        self.picker.set_deck(rules.deck, 78 if roomy else 58)
        self.recount()

    def set_trump(self, suit: Suit | None) -> None:
        self.trump.setCurrentIndex(self.trump.findData(suit))

    def clear(self) -> None:
        self.text.clear()
        self.text_error.hide()
        self.picker.set_hand(0)

    def use_text(self) -> bool:
        hand, error = parse_hand_text(self.text.text(), self.rules.deck)
        if error is not None:
            self.text_error.setText(error)
            self.text_error.show()
            return False
        self.text_error.hide()
        self.picker.set_hand(hand)
        return True

    def recount(self) -> None:
        hand = self.picker.hand()
        trump = self.trump.currentData()
        result = find_meld(hand, trump, self.rules)
        self.result = result
        self.melds.clear()
        for meld in result.melds:
            cards = " ".join(card_name(c) for c in meld.cards)
            item = QTreeWidgetItem([meld_name(meld), cards, str(meld.points)])
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight)
            item.setData(0, CARDS_ROLE, self.melds.topLevelItemCount())  # the meld's index in the result
            self.melds.addTopLevelItem(item)
        self.total.setText(tr("Total meld: {points}").format(points=result.total))
        size = hand.bit_count()
        if self.rules.widow_size:
            note = tr("{n} cards (a hand is {size}, the bidder's {bidder} with the widow)").format(
                n=size, size=self.rules.hand_size, bidder=self.rules.hand_size + self.rules.widow_size)
        else:
            note = tr("{n} cards (a hand is {size})").format(n=size, size=self.rules.hand_size)
        self.hand_label.setText(f"{note}: {hand_text(hand)}" if size else tr("Click cards to put them in the hand."))
        self.advice.clear()
        for step in next_melds(hand, trump, self.rules):
            self.advice.addItem(tr("One more {card} → {meld} (+{points})").format(
                card=card_name(step.card), meld=meld_name(step.meld), points=step.gain))
        if not self.advice.count():
            self.advice.addItem(tr("No single card adds meld to this hand."))
        self._highlight_selected()

    def _meld_cards(self, item: QTreeWidgetItem) -> int:
        mask = 0
        for card in self.result.melds[item.data(0, CARDS_ROLE)].cards:
            mask |= 1 << card
        return mask

    def _highlight_selected(self) -> None:
        items = self.melds.selectedItems()
        self.picker.highlight(self._meld_cards(items[0]) if items else self.result.cards)

    def meld_lines(self) -> list[tuple[str, int]]:
        """(name, points) of each meld found, as shown."""
        return [(self.melds.topLevelItem(i).text(0), int(self.melds.topLevelItem(i).text(2)))
                for i in range(self.melds.topLevelItemCount())]

    # ------------------------------------------------------------ the chart
    def print_chart(self) -> None:
        print_with_dialog(self, meld_chart_html(self.rules), tr("Meld chart"))

    def export_chart_dialog(self) -> None:
        try:
            folder = paths.saves_dir()
        except OSError:
            folder = Path.home()
        title = "".join("-" if c in '/\\:*?"<>|' else c for c in rules_title(self.rules.name))
        start = str(folder / (tr("meld chart") + f" {title}.pdf"))
        name, _ = QFileDialog.getSaveFileName(self, tr("Export PDF"), start, tr("PDF files (*.pdf)"))
        if not name:
            return
        if not name.lower().endswith(".pdf"):
            name += ".pdf"
        try:
            self.export_chart_to(Path(name))
        except (SaveError, OSError) as exc:
            QMessageBox.warning(self, tr("Meld calculator"), as_written(file_text(exc)))

    def export_chart_to(self, path: Path) -> None:
        export_pdf(str(path), meld_chart_html(self.rules), tr("Meld chart"))


__all__ = ["MeldCalculatorWindow", "parse_hand_text"]
