"""What a screen reader hears at the table: the cards as a list that the keyboard moves through.

QGraphicsItems have no accessible interface of their own, so Qt knows nothing of the cards on the felt.
Qt asks *factories* for the interface of an object it does not know; ``install`` adds one that gives

- the table view (``TableView``) an interface whose children are the cards that matter: the person's hand
  in the order shown, then the cards of the trick (or of the last trick, or the meld laid out);
- each card (``CardItem``, a QGraphicsObject) an interface with its name in words ("Ace of spades") and
  what it is doing in its description ("playable", "chosen to pass", "played by West").

When the keyboard moves to a card, ``TableAccessibility.set_focus_card`` sends a Focus event for that card;
Qt's platform bridge (AT-SPI on Linux, UI Automation on Windows, NSAccessibility on macOS) hands it to the
screen reader exactly as it does for the item of a list, which then reads "Ace of spades, playable".
The view's description is the line that says what is going on ("Your turn: follow clubs"); a change is
sent as a DescriptionChanged event and, where Qt has it (6.8+), as an announcement.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from ..texts import card_long_name, tr
from .card_item import CardItem

try:  # Qt 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt: the description change alone
    QAccessibleAnnouncementEvent = None

class TableAccessibility(QObject):
    """The accessible side of one table view: which cards a screen reader lists, what each is doing,
    which has the keyboard, and the line that says what is going on."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self._cards: list[CardItem] = []
        self._descriptions: dict[int, str] = {}
        self.focus_item: CardItem | None = None
        view.setProperty("tableAccessibility", self)
        view.setAccessibleName(tr("Card table"))
        install()

    def cards(self) -> list[CardItem]:
        """The cards a screen reader lists, in order (the person's hand as shown, then the trick)."""
        return [item for item in self._cards if item.scene() is self.view.scene()]

    def describe(self, item: CardItem) -> str:
        return self._descriptions.get(item.card_id, "")

    def set_cards(self, items: list[CardItem], descriptions: dict[int, str]) -> None:
        """The cards to list and what each is doing (by card id). A screen reader asks for the cards when it
        needs them; it is told only what changed on the card the keyboard is on (chosen, playable)."""
        before, chosen_before = self._descriptions, {item.card_id for item in self._cards if item.is_raised()}
        self._cards, self._descriptions = list(items), dict(descriptions)
        item = self.focus_item
        if item is None or item not in self._cards or not QAccessible.isActive():
            return
        if before.get(item.card_id) != self._descriptions.get(item.card_id):
            QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.DescriptionChanged))
        if (item.card_id in chosen_before) != item.is_raised():
            changed = QAccessible.State()
            changed.selected = True
            QAccessible.updateAccessibility(QAccessibleStateChangeEvent(item, changed))

    def card_name(self, item: CardItem) -> str:
        """The card in words; a card whose face this seat may not see is just a card face down."""
        return card_long_name(item.card_id) if item.card_id >= 0 else tr("A card face down")

    def set_focus_card(self, item: CardItem | None) -> None:
        """The card the keyboard is on (``None``: none); a screen reader hears it as the focus moving."""
        if item is self.focus_item:
            return
        self.focus_item = item
        if item is not None and self.view.hasFocus() and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))

    def set_situation(self, text: str) -> None:
        """The line that says what is going on: the view's description, announced when it changes."""
        if text == self.view.accessibleDescription():
            return
        self.view.setAccessibleDescription(text)  # Qt sends DescriptionChanged for the view
        if text and QAccessibleAnnouncementEvent is not None and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))


def accessibility_of(view: QGraphicsView | None) -> TableAccessibility | None:
    found = view.property("tableAccessibility") if view is not None else None
    return found if isinstance(found, TableAccessibility) else None


class CardAccessible(QAccessibleObject):
    """A card on the table as a list item: its name in words, what it is doing, where it is on screen."""

    def _item(self) -> CardItem | None:
        item = self.object()
        return item if isinstance(item, CardItem) else None

    def _table(self) -> TableAccessibility | None:
        item = self._item()
        scene = item.scene() if item is not None else None
        views = scene.views() if scene is not None else []
        return accessibility_of(views[0]) if views else None

    def text(self, kind: QAccessible.Text) -> str:
        item, table = self._item(), self._table()
        if item is None:
            return ""
        if kind == QAccessible.Text.Name:
            return table.card_name(item) if table is not None else card_long_name(item.card_id)
        if kind == QAccessible.Text.Description:
            return table.describe(item) if table is not None else ""
        return ""

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        item, table = self._item(), self._table()
        if item is None or table is None:
            state.invisible = True
            return state
        state.focusable = True
        state.selectable = True
        state.focused = table.focus_item is item and table.view.hasFocus()
        state.selected = item.is_raised()
        state.invisible = not item.isVisible()
        return state

    def parent(self) -> QAccessibleInterface | None:
        table = self._table()
        return QAccessible.queryAccessibleInterface(table.view) if table is not None else None

    def childCount(self) -> int:  # noqa: N802 - Qt's name
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt's name
        return -1

    def rect(self) -> QRect:
        item, table = self._item(), self._table()
        if item is None or table is None:
            return QRect()
        view = table.view
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())


class TableAccessible(QAccessibleWidget):
    """The table view as a list of the cards that matter; its description says what is going on."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.List)

    def _table(self) -> TableAccessibility | None:
        return accessibility_of(self.widget())  # type: ignore[arg-type]

    def _cards(self) -> list[CardItem]:
        table = self._table()
        return table.cards() if table is not None else []

    def childCount(self) -> int:  # noqa: N802 - Qt's name
        return len(self._cards())

    def child(self, index: int) -> QAccessibleInterface | None:
        cards = self._cards()
        return QAccessible.queryAccessibleInterface(cards[index]) if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt's name
        target = child.object() if child is not None else None
        for index, item in enumerate(self._cards()):
            if item is target:
                return index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802 - Qt's name
        table = self._table()
        if table is None or table.focus_item is None or table.focus_item not in self._cards():
            return None
        return QAccessible.queryAccessibleInterface(table.focus_item)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, CardItem):
        return CardAccessible(obj)
    if isinstance(obj, QGraphicsView) and accessibility_of(obj) is not None:
        return TableAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Give table views and cards their accessible interfaces (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
