"""The main window's size: the scoreboard beside the table grows with the window, folds into a drawer over the
table when the window is narrow (``table.score_drawer``), and the widgets over the table follow a resize; the
window's size and place kept from one run to the next.

A part of ``MainWindow`` (a mixin)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent

from .table.score_drawer import folds
from .window_size import board_scale, fit_to_screen, fit_when_shown


class WindowFold:
    """The scoreboard's column or drawer, and the window's size (part of ``MainWindow``)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The scoreboard grows with the window, its texts too (``board_scale``); the table takes the rest."""
        ui, width = board_scale(self.width(), self.height())
        self.scoreboard.set_ui(ui)
        self.scoreboard.setMinimumWidth(0)
        self.scoreboard.setMaximumWidth(16777215)
        least = self.scoreboard.minimumSizeHint().width()
        self.scoreboard.setFixedWidth(max(least, width))
        self.score_drawer.fold(folds(self.width()))  # narrow: a drawer over the table's edge
        self.score_drawer.place()  # an open drawer at its new width (the table was resized before this)
        super().resizeEvent(event)

    def _drawer_changed(self) -> None:
        """The scoreboard folded or unfolded, or its drawer opened or shut: the tab comes or goes."""
        self.act_score_drawer.setEnabled(self.score_drawer.folded)
        self.score_drawer.hint_tab.wanted = self.score_drawer.folded and self.settings.preferences.show_hints
        if self.score_drawer.folded and self._banner_to_show and self.banner.wanted:
            self._banner_to_show = False
            self.score_drawer.open()  # emits changed again
            return
        self.presenter.place_widgets()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            fit_when_shown(self)
            QTimer.singleShot(0, self.refresh)

    def _reposition_overlays(self) -> None:
        """The window was resized: the table is laid out again at once, widgets included."""
        self.presenter.place_widgets(self.scene.placed)
        if self.meld_zoom.isVisible():  # again at the table's new size and scale, over the panel
            self.show_meld_of(self.meld_zoom.seat)
        if self.privacy.isVisible():
            self.privacy.setGeometry(self.centralWidget().rect())
        self.score_drawer.place()

    def restore_geometry(self, data: str | None) -> None:
        """The size and place the window had last time, cut down to fit the screen it is on now."""
        if data:
            self.restoreGeometry(QByteArray.fromBase64(data.encode("ascii")))
        fit_to_screen(self)

    def saved_geometry(self) -> str:
        return bytes(self.saveGeometry().toBase64().data()).decode("ascii")


__all__ = ["WindowFold"]
