"""A drop-down of rule sets for the tools: the presets, the player's saved rule sets, and a sheet's own."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox, QWidget

from ...engine.rules import PRESETS, Rules, RulesError
from ...persistence.settings import Settings
from ..texts import rules_title, tr


def saved_rule_sets(settings: Settings | None) -> dict[str, Rules]:
    """The rule sets the player saved by name in the new-game dialog (unreadable ones left out)."""
    found: dict[str, Rules] = {}
    for name, data in (settings.custom_rules if settings else {}).items():
        try:
            found[name] = dataclasses.replace(Rules.from_dict(data), name=name)
        except RulesError:
            continue
    return found


class RulesChoice(QComboBox):
    """Chooses a rule set; ``chosen`` is emitted with the ``Rules`` when the player picks another."""

    chosen = Signal(object)

    def __init__(self, settings: Settings | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rules: list[Rules] = []
        for rules in PRESETS.values():
            self._add(rules_title(rules.name), rules)
        for name, rules in sorted(saved_rule_sets(settings).items(), key=lambda item: item[0].casefold()):
            self._add(tr("{name} (saved)").format(name=name), rules)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.activated.connect(lambda index: self.chosen.emit(self._rules[index]))

    def _add(self, label: str, rules: Rules) -> None:
        self._rules.append(rules)
        self.addItem(label)

    def rules(self) -> Rules:
        return self._rules[self.currentIndex()]

    def show_rules(self, rules: Rules) -> None:
        """Select ``rules`` without emitting ``chosen``; rules not in the list are added (a sheet's own)."""
        if rules not in self._rules:
            self._add(tr("{name} (from the sheet)").format(name=rules_title(rules.name)), rules)
        self.setCurrentIndex(self._rules.index(rules))


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Size a tool window as wished, but never larger than the screen's free area (a 1024×700 laptop)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        free = screen.availableGeometry()
        width, height = min(width, free.width() - 20), min(height, free.height() - 40)
    window.resize(width, height)
