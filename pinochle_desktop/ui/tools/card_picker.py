"""A picture of the deck to click cards into a hand: each card can be taken as often as the deck holds it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QGridLayout, QWidget

from ...engine.cards import SUITS, Deck, Rank, kind_count
from ..table.card_art import CARD_ASPECT
from ..table.card_pixmaps import face_pixmap
from ..texts import card_long_name, card_name, tr

RANKS_HIGH_FIRST = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)
HIGHLIGHT = QColor(255, 190, 0)


class CardButton(QAbstractButton):
    """One card of the deck: click to take a copy, right-click (or Backspace) to put one back."""

    taken_changed = Signal(int, int)  # kind, copies now taken

    def __init__(self, kind: int, copies: int, width: int = 58, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.copies = copies
        self.taken = 0
        self.highlighted = False
        self.card_width = width
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(card_long_name(kind * 4))
        self.clicked.connect(lambda _c=False: self.take(1))
        self._update_tip()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.card_width + 6, round(self.card_width * CARD_ASPECT) + 6)

    def take(self, change: int) -> None:
        taken = max(0, min(self.copies, self.taken + change))
        if taken != self.taken:
            self.set_taken(taken)
            self.taken_changed.emit(self.kind, taken)

    def set_taken(self, taken: int) -> None:
        self.taken = taken
        self._update_tip()
        self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def _update_tip(self) -> None:
        self.setToolTip(tr("{card}: {taken} of {copies} in the hand. Click to add one, right-click to take one "
                           "away.").format(card=card_name(self.kind * 4), taken=self.taken, copies=self.copies))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.RightButton:
            self.take(-1)
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Minus):
            self.take(-1)
            return
        if event.key() in (Qt.Key.Key_Plus, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.take(1)
            return
        super().keyPressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pixmap = face_pixmap(self.kind * 4, self.card_width, dpr=self.devicePixelRatioF())
        height = round(self.card_width * CARD_ASPECT)
        rect = QRectF(3, 3, self.card_width, height)
        painter.setOpacity(1.0 if self.taken else 0.45)
        painter.drawPixmap(rect.topLeft(), pixmap)
        painter.setOpacity(1.0)
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
        elif self.hasFocus():
            painter.setPen(QPen(self.palette().highlight().color(), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 6, 6)
        if self.taken:
            badge = QRectF(rect.right() - 24, rect.bottom() - 22, 22, 20)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 90, 160))
            painter.drawRoundedRect(badge, 6, 6)
            painter.setPen(QColor("white"))
            font = painter.font()
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{self.taken}")
        painter.end()


class CardPicker(QWidget):
    """The deck laid out by suit and rank; ``hand_changed`` carries the hand as a card set."""

    hand_changed = Signal(object)  # the hand as a card set (a Python int wider than Qt's)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setSpacing(2)
        self.buttons: dict[int, CardButton] = {}
        self.deck: Deck | None = None

    def set_deck(self, deck: Deck, card_width: int = 58) -> None:
        """Lay out ``deck``; the hand keeps the cards that are in the new deck too."""
        if deck is self.deck:
            return
        keep = {kind: b.taken for kind, b in self.buttons.items()}
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons.clear()
        self.deck = deck
        for row, suit in enumerate(SUITS):
            for col, rank in enumerate(r for r in RANKS_HIGH_FIRST if r in deck.ranks):
                kind = suit * 6 + rank
                button = CardButton(kind, deck.copies, card_width)
                button.set_taken(min(keep.get(kind, 0), deck.copies))
                button.taken_changed.connect(lambda _k, _t: self.hand_changed.emit(self.hand()))
                self.grid.addWidget(button, row, col)
                self.buttons[kind] = button
        self.hand_changed.emit(self.hand())

    def hand(self) -> int:
        mask = 0
        for kind, button in self.buttons.items():
            mask |= ((1 << button.taken) - 1) << (kind * 4)
        return mask

    def set_hand(self, hand: int) -> None:
        for kind, button in self.buttons.items():
            button.set_taken(kind_count(hand, kind))
        self.hand_changed.emit(self.hand())

    def highlight(self, cards: int) -> None:
        """Ring the cards of ``cards`` (a card set): the meld the player points at."""
        for kind, button in self.buttons.items():
            button.set_highlighted(bool(kind_count(cards, kind)))


__all__ = ["CardButton", "CardPicker"]
