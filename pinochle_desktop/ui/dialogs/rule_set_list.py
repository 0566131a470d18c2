"""The list of rule sets in the new-game dialog: each preset and saved set as its name over a description.

A preset shows its translated title (``single-deck`` is "Single deck"); the id
stays in ``NAME_ROLE`` for the files and the command line.  Descriptions wrap,
and every item is laid out again when the list changes width, so a long
description never runs into the next title.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ...engine.rules import PRESET_DESCRIPTIONS, PlayRules, Rules
from ..plain_text import as_written
from ..texts import rules_title, tr

KIND_ROLE = Qt.ItemDataRole.UserRole  # "preset", "custom" or "header"
NAME_ROLE = Qt.ItemDataRole.UserRole + 1  # the rule set's id (a preset's id, or the name the player gave)
DESCRIPTION_ROLE = Qt.ItemDataRole.UserRole + 2


def describe_rules(rules: Rules) -> str:
    """One line about a rule set, for the list (custom sets have no written description)."""
    parts = [tr("{n} cards").format(n=rules.deck.size)]
    bid = tr("bid from {bid}").format(bid=rules.min_bid)
    if rules.bid_cap is not None:
        bid += " " + tr("to {cap}").format(cap=rules.bid_cap)
    parts.append(bid)
    if rules.cards_passed:
        when = tr("before trump") if rules.pass_before_trump else tr("after trump")
        parts.append(tr("{n} cards passed {when}").format(n=rules.cards_passed, when=when))
    else:
        parts.append(tr("no passing"))
    if rules.trump_needs_marriage:
        parts.append(tr("trump needs a marriage"))
    if rules.min_meld:
        parts.append(tr("meld counts from {m}").format(m=rules.min_meld))
    if rules.play_rules is PlayRules.MODERN:
        parts.append(tr("modern play"))
    parts.append(tr("game to {target}").format(target=rules.target))
    if rules.lose_at is not None:
        parts.append(tr("lose at {score}").format(score=rules.lose_at))
    return ", ".join(parts)


class RuleSetDelegate(QStyledItemDelegate):
    """Draws a rule set as its name in bold over its description; headers as small capitals."""

    PAD = 8

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont]:
        bold = QFont(option.font)
        bold.setBold(True)
        small = QFont(option.font)
        small.setPointSizeF(max(7.0, option.font.pointSizeF() * 0.9))
        return bold, small

    def text_width(self, option: QStyleOptionViewItem) -> int:
        """The width the text gets: the list's viewport, less the padding (the same in sizeHint and paint)."""
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QAbstractItemView) else option.rect.width()
        return max(120, width - 2 * self.PAD)

    def text_height(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex,
                    width: int) -> int:
        """The height the name and the wrapped description need at ``width``."""
        bold, small = self._fonts(option)
        name_height = QFontMetrics(bold).height()
        if index.data(KIND_ROLE) == "header":
            return name_height
        text = str(index.data(DESCRIPTION_ROLE) or "")
        desc = QFontMetrics(small).boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
        return name_height + desc.height()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        width = self.text_width(option)
        pad = self.PAD + 2 if index.data(KIND_ROLE) == "header" else 2 * self.PAD
        return QSize(width, self.text_height(option, index, width) + pad)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        bold, small = self._fonts(option)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        main = palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        width = self.text_width(option)
        painter.save()
        if index.data(KIND_ROLE) == "header":
            rect = option.rect.adjusted(self.PAD, self.PAD // 2, -self.PAD, -self.PAD // 2)
            painter.setFont(small)
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             str(index.data(Qt.ItemDataRole.DisplayRole)).upper())
            painter.restore()
            return
        left, top = option.rect.left() + self.PAD, option.rect.top() + self.PAD
        painter.setFont(bold)
        painter.setPen(main)
        name = str(index.data(Qt.ItemDataRole.DisplayRole))
        name_height = painter.fontMetrics().height()
        painter.drawText(QRect(left, top, width, name_height),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, width))
        painter.setFont(small)
        if not selected:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(QRect(left, top + name_height, width, option.rect.bottom() - top - name_height),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
                         str(index.data(DESCRIPTION_ROLE) or ""))
        painter.restore()


class RuleSetList(QListWidget):
    """The presets, then "Your rule sets"; items are laid out again whenever the width changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.delegate = RuleSetDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.doItemsLayout()  # each item's height follows its wrapped description at the new width

    def fill(self, presets: Mapping[str, Rules], custom: Mapping[str, Rules]) -> None:
        """The presets (with their written descriptions), then the saved rule sets in name order."""
        self.clear()
        for name, rules in presets.items():
            description = PRESET_DESCRIPTIONS.get(name)
            self._add("preset", name, tr(description) if description else describe_rules(rules))
        if custom:
            header = QListWidgetItem(tr("Your rule sets"))
            header.setData(KIND_ROLE, "header")
            header.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addItem(header)
            for name in sorted(custom, key=str.casefold):
                self._add("custom", name, describe_rules(custom[name]))

    def _add(self, kind: str, name: str, description: str) -> None:
        title = rules_title(name)
        item = QListWidgetItem(title)
        item.setData(KIND_ROLE, kind)
        item.setData(NAME_ROLE, name)
        item.setData(DESCRIPTION_ROLE, description)
        item.setToolTip(as_written(description))  # a saved rule set's name, never HTML
        item.setData(Qt.ItemDataRole.AccessibleTextRole, title)
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, description)
        self.addItem(item)

    def find(self, kind: str, name: str) -> QListWidgetItem | None:
        for i in range(self.count()):
            item = self.item(i)
            if item.data(KIND_ROLE) == kind and item.data(NAME_ROLE) == name:
                return item
        return None
