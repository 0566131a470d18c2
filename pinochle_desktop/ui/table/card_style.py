"""How cards look: the colour scheme, the court cards' design and the back, shared by every card on the table
so that one change repaints them all (Preferences, the View menu)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from pinochle_desktop.ui.table.card_art import BACK_NAMES, DEFAULT_BACK, DEFAULT_FACE_STYLE, FACE_STYLES


class CardStyle(QObject):
    """How cards look (colour scheme, court card design and back design); shared by all cards so one change
    repaints all."""

    changed = Signal()

    def __init__(
        self,
        four_colour: bool = False,
        back: str = DEFAULT_BACK,
        parent: QObject | None = None,
        face_style: str = DEFAULT_FACE_STYLE,
    ) -> None:
        super().__init__(parent)
        self._four_colour = bool(four_colour)
        self._back = DEFAULT_BACK
        self._face_style = DEFAULT_FACE_STYLE
        self.set_back(back)
        self.set_face_style(face_style)

    @property
    def face_style(self) -> str:
        return self._face_style

    def set_face_style(self, face_style: str) -> None:
        """Choose the court cards' design by name; raises ``ValueError`` for a name not in ``FACE_STYLES``."""
        if face_style not in FACE_STYLES:
            raise ValueError(f"unknown face style {face_style!r}; choose one of {', '.join(FACE_STYLES)}")
        if face_style != self._face_style:
            self._face_style = face_style
            self.changed.emit()

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @property
    def back(self) -> str:
        return self._back

    def set_four_colour(self, four_colour: bool) -> None:
        if bool(four_colour) != self._four_colour:
            self._four_colour = bool(four_colour)
            self.changed.emit()

    def set_back(self, back: str) -> None:
        """Choose a back design by name; raises ``ValueError`` for a name not in ``BACK_NAMES``."""
        if back not in BACK_NAMES:
            raise ValueError(
                f"unknown card back {back!r}; choose one of {', '.join(BACK_NAMES)}"
            )
        if back != self._back:
            self._back = back
            self.changed.emit()


_default_style: CardStyle | None = None


def default_style() -> CardStyle:
    """The style cards use when given none."""
    global _default_style
    if _default_style is None:
        _default_style = CardStyle()
    return _default_style


__all__ = ["CardStyle", "default_style"]
