"""Where a hint puts the keyboard: on the panel's control that does what the hint recommends (a bid, Pass,
a trump suit, the widow, a meld, the dix, the draw, Throw in), marked so it can be seen, so that Enter does
what the hint said.  Cards (a play, the cards to pass or bury) are the person input's job.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from ...engine.actions import (
    Action,
    Bid,
    ExchangeDix,
    MeldCards,
    NameTrump,
    Pass,
    ShowDix,
    SkipMeld,
    TakeWidow,
    ThrowIn,
)
from .panels import ActionPanel

HINTED = "hinted"  # the dynamic property the panel's style sheet marks


def hinted_control(panel: ActionPanel, action: Action) -> QWidget | None:
    """The control of ``panel`` that takes ``action`` (a jump bid: the list, set to the amount)."""
    b = panel.buttons
    key: str | None = None
    if isinstance(action, Bid):
        button = b.get("bid")
        if button is not None and button.text().split()[-1] == str(action.amount):
            return button
        combo = panel.combo
        if combo is not None:
            index = combo.findText(str(action.amount))
            if index >= 0:
                combo.setCurrentIndex(index)
                return combo
        return None
    if isinstance(action, Pass):
        key = "help" if action.help else "pass"
    elif isinstance(action, NameTrump):
        key = f"trump-{action.suit.name.lower()}"
    elif isinstance(action, TakeWidow):
        key = "take-widow"
    elif isinstance(action, ExchangeDix):
        key = "exchange-dix"
    elif isinstance(action, ShowDix):
        key = "show-dix"
    elif isinstance(action, SkipMeld):
        key = "skip-meld"
    elif isinstance(action, MeldCards):
        key = "meld-0"  # the panel lists the hinted meld first
    elif isinstance(action, ThrowIn):
        key = "throw-in" if "throw-in" in b else "concede"
    return b.get(key) if key is not None else None


def focus_hinted(panel: ActionPanel, action: Action) -> QWidget | None:
    """Put the keyboard on the control for ``action`` and mark it; the control (or ``None``)."""
    control = hinted_control(panel, action)
    for other in panel.controls():
        if other.property(HINTED):
            other.setProperty(HINTED, False)
            other.style().unpolish(other)
            other.style().polish(other)
    if control is None or not control.isEnabled():
        return None
    control.setProperty(HINTED, True)
    control.style().unpolish(control)
    control.style().polish(control)
    control.setFocus(Qt.FocusReason.TabFocusReason)  # a tab reason: the style shows the focus
    return control
