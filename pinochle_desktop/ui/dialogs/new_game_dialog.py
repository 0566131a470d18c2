"""Game → New…: choose a rule set (a preset or a saved one), customise any option, and seat the players.

The dialog is built from a ``NewGameQuestion`` and read with ``answer()``
(qutebrowser's question pattern), so the code that starts the game is tested
without clicking.  Settings come and go through ``NewGameQuestion.from_settings``
and ``NewGameAnswer.apply_to``.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import PRESETS, Rules, RulesError
from ...persistence.settings import (
    DEFAULT_RULES_PRESET,
    DEFAULT_SEATS,
    SeatConfig,
    Settings,
)
from ..plain_text import plain_label
from ..texts import CUSTOMISED_SUFFIX, rules_title, tr
from .rule_set_list import KIND_ROLE, NAME_ROLE, RuleSetList
from .rules_editor import ERROR_STYLE, RulesEditor, option_label
from .screen_fit import fit_to_screen
from .seats_editor import SeatsEditor

TABLE_PLAYERS = (2, 3, 4)
"""The numbers of players the table seats."""
MAX_RULE_SET_NAME = 48
NOTE_STYLE = "background: #fff4c8; border: 1px solid #e0c96a; border-radius: 4px; padding: 6px 8px; color: #4a3b00;"


@dataclass(frozen=True)
class NewGameQuestion:
    """What the dialog starts from: the rules to show, the saved rule sets, the seats, and whether a game is on."""

    rules: Rules = field(default_factory=lambda: PRESETS[DEFAULT_RULES_PRESET])
    seats: tuple[SeatConfig, ...] = DEFAULT_SEATS
    custom_rules: Mapping[str, Rules] = field(default_factory=dict)
    game_in_progress: bool = False

    @classmethod
    def from_settings(cls, settings: Settings, *, game_in_progress: bool = False,
                      rules: Rules | None = None) -> NewGameQuestion:
        """The question for these settings; ``rules`` (e.g. the game on the table) beats the last rules played."""
        custom: dict[str, Rules] = {}
        for name, data in settings.custom_rules.items():
            try:
                custom[name] = dataclasses.replace(Rules.from_dict(data), name=name)
            except RulesError:
                continue  # load_settings already dropped these; never fail over one
        if rules is None:
            try:
                rules = Rules.from_dict(settings.last_rules)
            except RulesError:
                rules = PRESETS[DEFAULT_RULES_PRESET]
        return cls(rules=rules, seats=settings.seats, custom_rules=custom, game_in_progress=game_in_progress)


@dataclass(frozen=True)
class NewGameAnswer:
    """The rules and seats for the new game, and the saved rule sets as the dialog left them."""

    rules: Rules
    seats: tuple[SeatConfig, ...]
    custom_rules: dict[str, Rules]

    def apply_to(self, settings: Settings) -> Settings:
        """``settings`` remembering these rules (for Ctrl+N), seats and saved rule sets."""
        return dataclasses.replace(
            settings,
            last_rules=self.rules.to_dict(),
            seats=self.seats,
            custom_rules={name: rules.to_dict() for name, rules in self.custom_rules.items()},
        )


class NewGameDialog(QDialog):
    """Game → New…: rule sets on the left with the players, every option on the right."""

    custom_rules_changed = Signal(dict)  # name -> Rules, after a save or delete (even if later cancelled)

    def __init__(self, question: NewGameQuestion | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        question = question or NewGameQuestion()
        self.setWindowTitle(tr("New game"))
        self.question = question
        self.custom_rules: dict[str, Rules] = {
            name: dataclasses.replace(rules, name=name) for name, rules in question.custom_rules.items()}
        self._base_name = ""
        self._base_rules = question.rules
        self._build(question)
        self._show_initial(question.rules)
        fit_to_screen(self, self._preferred_size())

    # ------------------------------------------------------------ building
    def _build(self, question: NewGameQuestion) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 14, 14, 12)
        outer.setSpacing(10)
        self.note = plain_label(tr("A game is in progress. Its rules cannot change during a game: these take effect "
                              "in the new game, which replaces the one on the table."))
        self.note.setWordWrap(True)
        self.note.setStyleSheet(NOTE_STYLE)
        self.note.setVisible(question.game_in_progress)
        outer.addWidget(self.note)

        columns = QHBoxLayout()
        columns.setSpacing(12)
        outer.addLayout(columns, 1)
        left = QVBoxLayout()
        left.setSpacing(10)
        columns.addLayout(left, 0)

        rules_box = QGroupBox(tr("Rules"))
        rules_layout = QVBoxLayout(rules_box)
        self.rule_list = RuleSetList()
        self.rule_list.setMinimumHeight(120)  # it scrolls on a small screen
        self.rule_list.currentItemChanged.connect(self._on_rule_set_chosen)
        rules_layout.addWidget(self.rule_list, 1)
        self.delete_button = QPushButton(tr("Delete rule set"))
        self.delete_button.setToolTip(tr("Forget the selected saved rule set (presets stay)"))
        self.delete_button.clicked.connect(self.delete_selected)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.delete_button)
        rules_layout.addLayout(row)
        left.addWidget(rules_box, 1)

        seats_box = QGroupBox(tr("Players"))
        seats_layout = QVBoxLayout(seats_box)
        self.seats_editor = SeatsEditor(question.seats)
        seats_layout.addWidget(self.seats_editor)
        left.addWidget(seats_box, 0)
        width = max(360, seats_box.sizeHint().width())
        rules_box.setFixedWidth(width)
        seats_box.setFixedWidth(width)
        self.seats_editor.reserve_room()  # at its final width: the box keeps its height whatever is chosen
        self.seats_box = seats_box

        custom_box = QGroupBox(tr("Customise"))
        custom_layout = QVBoxLayout(custom_box)
        header = QHBoxLayout()
        self.based_on = QLabel()
        self.based_on.setTextFormat(Qt.TextFormat.RichText)  # the bold name is escaped
        self.based_on.setWordWrap(True)
        self.reset_button = QPushButton(tr("Undo changes"))
        self.reset_button.setToolTip(tr("Show the chosen rule set as it is"))
        self.reset_button.clicked.connect(self.reset_changes)
        header.addWidget(self.based_on, 1)
        header.addWidget(self.reset_button)
        custom_layout.addLayout(header)
        self.editor = RulesEditor()
        scroll = QScrollArea()
        scroll.setWidget(self.editor)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll = scroll
        # At least one column of options and a scroll bar, so that one never covers an option; the options
        # stand in two columns where the dialog is wide enough (``_update_columns``).
        self.editor.set_column_count(1)
        scroll.setMinimumWidth(self.editor.minimumSizeHint().width() + self._scroll_bar_room())
        scroll.setMinimumHeight(160)
        custom_layout.addWidget(scroll, 1)
        save_row = QHBoxLayout()
        save_row.addWidget(plain_label(tr("Save these rules as:")))
        self.save_name = QLineEdit()
        self.save_name.setMaxLength(MAX_RULE_SET_NAME)
        self.save_name.setPlaceholderText(tr("a name of your own"))
        self.save_name.installEventFilter(self)  # Enter saves the rule set, not start the game
        self.save_button = QPushButton(tr("Save"))
        self.save_button.clicked.connect(self._save_clicked)
        save_row.addWidget(self.save_name, 1)
        save_row.addWidget(self.save_button)
        custom_layout.addLayout(save_row)
        self.save_message = QLabel()
        self.save_message.setTextFormat(Qt.TextFormat.PlainText)  # it repeats the name as typed
        self.save_message.setWordWrap(True)
        self.save_message.hide()
        custom_layout.addWidget(self.save_message)
        columns.addWidget(custom_box, 1)

        bottom = QHBoxLayout()
        self.problem_summary = plain_label()
        self.problem_summary.setStyleSheet(ERROR_STYLE)
        self.problem_summary.setWordWrap(True)
        bottom.addWidget(self.problem_summary, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr("Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        outer.addLayout(bottom)
        self.editor.changed.connect(self._on_rules_edited)
        scroll.installEventFilter(self)  # after building: the filter needs every part

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._scroll and event.type() == QEvent.Type.Resize:
            self._update_columns()  # the scroll area has its new width now (the dialog's own resize is too early)
        elif (watched is self.save_name and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._save_clicked()
            return True
        return super().eventFilter(watched, event)

    def _scroll_bar_room(self) -> int:
        return self._scroll.verticalScrollBar().sizeHint().width() + 4

    def _preferred_size(self) -> QSize:
        """The size with the options in two columns, every option in view (a problem line to spare)."""
        self.editor.set_column_count(2)
        editor = self.editor.sizeHint()
        wanted = QSize(editor.width() + self._scroll_bar_room(), min(editor.height() + 40, 640))
        extra = wanted - self._scroll.sizeHint()
        hint = self.sizeHint()
        self._update_columns()
        return QSize(hint.width() + max(0, extra.width()), hint.height() + max(0, extra.height())).expandedTo(
            QSize(1080, 700))

    def _update_columns(self) -> None:
        """Two columns of options where they fit side by side, else one (a narrow screen)."""
        room = self._scroll.width() - self._scroll_bar_room()
        self.editor.set_column_count(2 if room >= self.editor.two_column_width() else 1)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The scroll area may decide on a scroll bar before the dialog has its size, and keep a useless
        # one: setting the policy again lays it out with the real size (now, and once events have run).
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self._relayout_scroll()
        QTimer.singleShot(0, self._relayout_scroll)

    def _relayout_scroll(self) -> None:
        self._scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def _fill_list(self, select: tuple[str, str] | None) -> None:
        self.rule_list.blockSignals(True)
        self.rule_list.fill({n: r for n, r in PRESETS.items() if r.players in TABLE_PLAYERS}, self.custom_rules)
        self.rule_list.setCurrentItem(None)
        if select is not None:
            item = self.rule_list.find(*select)
            if item is not None:
                self.rule_list.setCurrentItem(item)
        self.rule_list.blockSignals(False)
        self._update_buttons()

    def _show_initial(self, rules: Rules) -> None:
        name = rules.name.removesuffix(CUSTOMISED_SUFFIX)
        if name in self.custom_rules:
            kind, base = "custom", self.custom_rules[name]
        elif name in PRESETS:
            kind, base = "preset", PRESETS[name]
        else:
            kind, base = "", dataclasses.replace(rules, name=name)
        self._base_name, self._base_rules = name, base
        self._fill_list((kind, name) if kind else None)
        self.editor.set_rules(dataclasses.replace(rules, name=name))
        self._on_rules_edited()

    # ------------------------------------------------------------ reacting
    def _on_rule_set_chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is None or item.data(KIND_ROLE) not in ("preset", "custom"):
            self._update_buttons()
            return
        self.select_rule_set(item.data(NAME_ROLE), custom=item.data(KIND_ROLE) == "custom")

    def select_rule_set(self, name: str, *, custom: bool = False) -> None:
        """Show the preset (or saved rule set) ``name`` as it is, dropping unsaved changes."""
        rules = self.custom_rules[name] if custom else PRESETS[name]
        self._base_name, self._base_rules = name, rules
        item = self.rule_list.find("custom" if custom else "preset", name)
        if item is not None and self.rule_list.currentItem() is not item:
            self.rule_list.blockSignals(True)
            self.rule_list.setCurrentItem(item)
            self.rule_list.blockSignals(False)
        self.editor.set_rules(rules)
        self.save_message.hide()
        self._on_rules_edited()

    def reset_changes(self) -> None:
        self.editor.set_rules(self._base_rules)
        self._on_rules_edited()

    def _on_rules_edited(self) -> None:
        changed = self.editor.changed_options(self._base_rules)
        rules = self.current_rules()
        self.seats_editor.set_players(rules.players)
        title = html.escape(rules_title(self._base_name))
        if not changed:
            self.based_on.setText(tr("<b>{name}</b> as it is. Change any option below.").format(name=title))
        elif rules.name == self._base_name:  # only the cards passed, with the preset's own minimum bid
            self.based_on.setText(tr("<b>{name}</b> with {options}.").format(
                name=title, options=", ".join(option_label(o) for o in changed)))
        else:
            self.based_on.setText(tr("<b>{name}</b>, changed: {options}.").format(
                name=title, options=", ".join(option_label(o) for o in changed)))
        self.reset_button.setEnabled(bool(changed))
        problems = self.editor.problems()
        self.ok_button.setEnabled(not problems)
        self.save_button.setEnabled(not problems)
        if problems:
            self.problem_summary.setText(
                tr("These rules cannot be played yet: see the %n problem(s) shown in red.", None, len(problems)))
        else:
            self.problem_summary.setText("")
        self._update_buttons()

    def _update_buttons(self) -> None:
        item = self.rule_list.currentItem()
        self.delete_button.setEnabled(item is not None and item.data(KIND_ROLE) == "custom")

    # ------------------------------------------------------------ saved rule sets
    def _save_clicked(self) -> None:
        error = self.save_custom(self.save_name.text())
        if error:
            self.save_message.setStyleSheet(ERROR_STYLE)
            self.save_message.setText(error)
        else:
            self.save_message.setStyleSheet("")
            self.save_message.setText(tr("Saved as “{name}”: it is in the list of rules.").format(
                name=self.save_name.text().strip()))
            self.save_name.clear()
        self.save_message.show()

    def save_custom(self, name: str) -> str | None:
        """Save the rules shown under ``name``; the reason it cannot be done, or ``None``."""
        name = " ".join(name.split())
        if not name:
            return tr("Type a name for these rules first.")
        if len(name) > MAX_RULE_SET_NAME:
            return tr("A name has at most {n} characters.").format(n=MAX_RULE_SET_NAME)
        if name.casefold() in {text.casefold() for preset in PRESETS for text in (preset, rules_title(preset))}:
            return tr("“{name}” is the name of a preset: choose another name.").format(name=name)
        if name.endswith(CUSTOMISED_SUFFIX):
            return tr("Choose a name that does not end in “{suffix}”.").format(suffix=CUSTOMISED_SUFFIX.strip())
        if self.editor.problems():
            return tr("These rules cannot be played yet: fix the options marked in red first.")
        rules = self.editor.rules(name)
        self.custom_rules[name] = rules
        self._base_name, self._base_rules = name, rules
        self._fill_list(("custom", name))
        self.editor.set_rules(rules)
        self._on_rules_edited()
        self.custom_rules_changed.emit(dict(self.custom_rules))
        return None

    def delete_selected(self) -> None:
        item = self.rule_list.currentItem()
        if item is None or item.data(KIND_ROLE) != "custom":
            return
        del self.custom_rules[item.data(NAME_ROLE)]
        self._fill_list(None)
        self._on_rules_edited()
        self.custom_rules_changed.emit(dict(self.custom_rules))

    # ------------------------------------------------------------ the answer
    def current_rules(self) -> Rules:
        """The rules shown, named after their rule set, with " (customised)" once an option differs."""
        rules = self.editor.rules(self._base_name)
        if rules == self._base_rules:
            return rules
        preset = PRESETS.get(self._base_name)
        if preset is not None and self._base_rules == preset and rules == preset.with_cards_passed(rules.cards_passed):
            return rules  # "0, 2 or 4 cards passed" is an option of the preset itself
        return dataclasses.replace(rules, name=self._base_name + CUSTOMISED_SUFFIX)

    def answer(self) -> NewGameAnswer:
        """What the person chose; raises ``RulesError`` if the rules shown cannot be played."""
        problems = self.editor.problems()
        if problems:
            raise RulesError(problems[0].message)
        return NewGameAnswer(self.current_rules(), self.seats_editor.seats(), dict(self.custom_rules))
