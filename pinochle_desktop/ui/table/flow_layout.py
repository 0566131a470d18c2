"""A layout that lines its widgets up in a row and wraps onto more rows when the row is too narrow,
so a panel of buttons fits a small table without cutting any button off."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Widgets left to right, centred, wrapping to the next row; its preferred size is one row."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._do_layout(QRect(0, 0, width, 0), test_only=True)

    def sizeHint(self) -> QSize:
        visible = [i for i in self._items if not i.isEmpty()]
        if not visible:
            return QSize(0, 0)
        width = sum(i.sizeHint().width() for i in visible) + self._spacing * (len(visible) - 1)
        height = max(i.sizeHint().height() for i in visible)
        m = self.contentsMargins()
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        size = QSize(0, 0)
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.sizeHint())
        m = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._do_layout(rect, test_only=False)

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._items:
            if item.isEmpty():
                continue
            w = item.sizeHint().width()
            if rows[-1] and used + self._spacing + w > width:
                rows.append([])
                used = 0
            used += (self._spacing if rows[-1] else 0) + w
            rows[-1].append(item)
        return [row for row in rows if row]

    def _do_layout(self, rect: QRect, test_only: bool) -> int:
        m = self.contentsMargins()
        inner = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        y = inner.y()
        rows = self._rows(inner.width())
        for n, row in enumerate(rows):
            height = max(i.sizeHint().height() for i in row)
            width = sum(i.sizeHint().width() for i in row) + self._spacing * (len(row) - 1)
            x = inner.x() + max(0, (inner.width() - width) // 2)
            for item in row:
                hint = item.sizeHint()
                if not test_only:
                    item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), hint))
                x += hint.width() + self._spacing
            y += height + (self._spacing if n < len(rows) - 1 else 0)
        return y - rect.y() + m.bottom()
