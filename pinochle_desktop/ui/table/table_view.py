"""The view onto the table: the scene takes the view's size (one scene unit per pixel), and keys go on."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .accessibility import TableAccessibility
from .card_item import CardItem
from .table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table unscaled: the scene lays itself out for the view's size, so texts keep their
    size and the cards grow with the window (cards are drawn for the device pixel ratio)."""

    key_pressed = Signal(int)
    resized = Signal()
    focused = Signal(bool)  # the view got the keyboard; True: by Tab or Shift+Tab

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt is drawn once per size
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMinimumSize(480, 320)
        self.table_scene = scene
        self.accessibility = TableAccessibility(self)  # the cards and what is going on, for screen readers

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
        self.resized.emit()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        self._fit()

    def _fit(self) -> None:
        size = self.viewport().size()
        self.table_scene.set_table_size(size.width(), size.height())
        self.resetTransform()
        self.setSceneRect(self.table_scene.sceneRect())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """A hand over a card that may be played (the view sets it: Qt's per-item cursors can crash when a
        card changes while the view has had no mouse event yet)."""
        super().mouseMoveEvent(event)
        item = self.itemAt(event.position().toPoint())
        playable = isinstance(item, CardItem) and item.hover_lift or getattr(item, "on_click", None) is not None
        if playable != (self.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor):
            if playable:
                self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.viewport().unsetCursor()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit(event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End,
                           Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_F6,
                           Qt.Key.Key_M):
            self.key_pressed.emit(event.key())
            event.accept()
            return
        super().keyPressEvent(event)
