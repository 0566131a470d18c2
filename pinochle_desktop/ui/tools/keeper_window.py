"""Tools → Score keeper (and ``pinochle keeper``): keep the score of a game played with real cards.

The sheet is the engine's ``Keeper`` (every hand scored by the engine's own scoring, checked, with
undo and redo); this window shows it, takes each hand in a form that refuses bad figures in place,
autosaves after every change, and saves, opens, prints and exports the sheet.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.keeper import MAX_NAME_LENGTH, EntryError, Keeper, ScoreSheet, game_over_note, side_count
from ...engine.rules import Rules, RulesError, preset
from ...persistence import paths
from ...persistence.atomic import SaveError
from ...persistence.score_sheets import (
    SHEET_SUFFIX,
    SheetFileError,
    load_sheet,
    read_keeper_autosave,
    save_sheet,
    write_keeper_autosave,
)
from ...persistence.settings import Settings
from ..closing import Latest
from ..plain_text import as_written, plain_label
from ..texts import file_text, note_text, rules_title, tr
from .hand_form import HandForm
from .keeper_lock import SheetLock, open_elsewhere_box
from .printing import export_pdf, print_with_dialog
from .rules_choice import RulesChoice, fit_to_screen
from .sheet_pages import bid_text, blank_sheet_html, kept_sheet_html, result_text, why_text, winner_text

FIRST_SIDE_COLUMN = 3  # the sheet's columns: #, bid, result, then one a side


def default_names(rules: Rules | None = None) -> tuple[str, ...]:
    """The names a new sheet starts with: "We" and "They" for two partnerships, else "Player 1" …"""
    if rules is None or rules.partnerships:
        return (tr("We"), tr("They"))
    return tuple(tr("Player {n}").format(n=n) for n in range(1, side_count(rules) + 1))


def names_for(rules: Rules, before: Rules, names: tuple[str, ...]) -> tuple[str, ...]:
    """The names for a sheet changing from ``before`` to ``rules``: the same names for as many sides; between
    two and three players, the names typed so far (as many as fit) and the rest by default; between teams
    and players alone, the new defaults (a team's name is nobody's own)."""
    if len(names) == side_count(rules):
        return names
    defaults = default_names(rules)
    if rules.partnerships != before.partnerships:
        return defaults
    given = {tr("Player {n}").format(n=n) for n in range(1, len(names) + 1)}
    typed = [n for n in names if n not in given]
    return tuple(typed[i] if i < len(typed) else defaults[i] for i in range(len(defaults)))


def sentence(text: str) -> str:
    """A reason on its own starts a sentence."""
    return text[:1].upper() + text[1:]


class ScoreKeeperWindow(QMainWindow):
    """The sheet on the left (with why each side scored), the next hand's form on the right."""

    sheet_changed = Signal()
    elsewhere_box = Latest()  # "already open in another window", while it is open

    def __init__(self, settings: Settings | None = None, rules: Rules | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.sheet_lock = SheetLock()  # one keeper at a time keeps its sheet after every change
        self._closed = False
        self.autosaving = self.sheet_lock.claim()
        sheet, self.notice = read_keeper_autosave() if self.autosaving else (None, None)
        if sheet is None:
            rules = rules or self._last_rules()
            sheet = ScoreSheet(rules, default_names(rules))
        self.keeper = Keeper(sheet)
        self.path: Path | None = None
        self._build()
        self._build_menus()
        self.show_sheet(fresh_form=True)
        fit_to_screen(self, 1100, 720)
        if self.notice:
            QTimer.singleShot(0, lambda: self._warn(file_text(self.notice or "")))
        if not self.autosaving:
            QTimer.singleShot(0, self._say_open_elsewhere)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closed (or hidden until Tools → Score keeper brings it back): another keeper may keep its sheet."""
        super().closeEvent(event)
        if event.isAccepted():
            self.sheet_lock.release()
            self._closed = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._closed:  # back again: it keeps its sheet if no other keeper does meanwhile
            self._closed = False
            self.autosaving = self.sheet_lock.claim()
            if not self.autosaving:
                QTimer.singleShot(0, self._say_open_elsewhere)

    def _say_open_elsewhere(self) -> None:
        self.elsewhere_box = open_elsewhere_box(self)

    def _last_rules(self) -> Rules:
        if self.settings is not None:
            try:
                return Rules.from_dict(self.settings.last_rules)
            except RulesError:
                pass
        return preset("double-deck")

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        central = QWidget()
        outer = QVBoxLayout(central)
        top = QHBoxLayout()
        top.addWidget(plain_label(tr("Rules:")))
        self.rules_choice = RulesChoice(self.settings)
        self.rules_choice.chosen.connect(self.change_rules)
        top.addWidget(self.rules_choice)
        top.addSpacing(16)
        top.addWidget(plain_label(tr("Names:")))
        self.names_row = QHBoxLayout()
        self.name_edits: list[QLineEdit] = []
        top.addLayout(self.names_row, 1)
        outer.addLayout(top)
        self.names_error = plain_label()
        self.names_error.setStyleSheet("color: #b00020;")
        self.names_error.hide()
        outer.addWidget(self.names_error)
        splitter = QSplitter()
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget(0, 3)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setMinimumSectionSize(40)
        self.table.itemSelectionChanged.connect(self._show_why)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.edit_hand(row))
        column.addWidget(self.table, 1)
        row_buttons = QHBoxLayout()
        self.change_button = QPushButton(tr("C&hange hand"))
        self.remove_button = QPushButton(tr("&Remove hand"))
        self.change_button.clicked.connect(lambda _c=False: self.edit_hand(self.table.currentRow()))
        self.remove_button.clicked.connect(lambda _c=False: self.remove_hand(self.table.currentRow()))
        row_buttons.addWidget(self.change_button)
        row_buttons.addWidget(self.remove_button)
        row_buttons.addStretch(1)
        column.addLayout(row_buttons)
        self.why = plain_label()
        self.why.setWordWrap(True)
        self.why.setFrameShape(QFrame.Shape.StyledPanel)
        self.why.setMinimumHeight(80)
        self.why.setMargin(6)
        column.addWidget(self.why)
        splitter.addWidget(left)
        self.form = HandForm()
        self.form.submitted.connect(self.submit)
        self.form.cancelled.connect(self.cancel_edit)
        scroll = QScrollArea()
        scroll.setWidget(self.form)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setMinimumWidth(340)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        outer.addWidget(splitter, 1)
        self.totals = plain_label()
        self.totals.setStyleSheet("font-size: 18px; font-weight: bold; padding: 4px;")
        self.totals.setWordWrap(True)
        outer.addWidget(self.totals)
        self.setCentralWidget(central)

    def _build_menus(self) -> None:
        sheet = self.menuBar().addMenu(tr("&Sheet"))
        sheet.addAction(tr("&New sheet"), QKeySequence.StandardKey.New, self.new_sheet)
        sheet.addAction(tr("&Open…"), QKeySequence.StandardKey.Open, self.open_dialog)
        sheet.addAction(tr("&Save"), QKeySequence.StandardKey.Save, self.save)
        sheet.addAction(tr("Save &as…"), QKeySequence("Ctrl+Shift+S"), self.save_as)
        sheet.addSeparator()
        sheet.addAction(tr("&Print…"), QKeySequence.StandardKey.Print, self.print_sheet)
        sheet.addAction(tr("Export P&DF…"), self.export_dialog)
        sheet.addAction(tr("Print a &blank sheet…"), self.print_blank)
        sheet.addAction(tr("Export a blank sheet as PD&F…"), self.export_blank_dialog)
        sheet.addSeparator()
        sheet.addAction(tr("&Close"), QKeySequence.StandardKey.Close, self.close)
        edit = self.menuBar().addMenu(tr("&Edit"))
        self.act_undo = edit.addAction(tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = edit.addAction(tr("&Redo"), QKeySequence("Ctrl+Shift+Z"), self.redo)

    # ------------------------------------------------------------ showing the sheet
    @property
    def sheet(self) -> ScoreSheet:
        return self.keeper.sheet

    def _show_names(self, names: tuple[str, ...]) -> None:
        """A name field for each side (as many as the rules keep scores for)."""
        while len(self.name_edits) > len(names):
            edit = self.name_edits.pop()
            self.names_row.removeWidget(edit)
            edit.deleteLater()
        while len(self.name_edits) < len(names):
            edit = QLineEdit()
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.editingFinished.connect(self.rename)
            self.names_row.addWidget(edit, 1)
            self.name_edits.append(edit)
        for edit, name in zip(self.name_edits, names):
            if edit.text() != name:
                edit.setText(name)

    def _show_columns(self, sheet: ScoreSheet) -> None:
        """#, the bid (the trump in the draw game), the result, then a column a side, which share the room."""
        sides = len(sheet.names)
        self.table.setColumnCount(FIRST_SIDE_COLUMN + sides)
        self.table.setHorizontalHeaderLabels(["#", tr("Trump") if sheet.rules.draw_game else tr("Bid"),
                                              tr("Result"), *sheet.names])
        self._size_columns()
        rules = sheet.rules  # every two-handed hand is played to the end unless a player may declare out
        self.table.setColumnHidden(FIRST_SIDE_COLUMN - 1, rules.draw_game and not rules.declare_out)

    def _size_columns(self) -> None:
        """#, the bid and the result as wide as their contents; the sides share the rest."""
        header = self.table.horizontalHeader()
        for col in range(self.table.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents if col < FIRST_SIDE_COLUMN
                                        else QHeaderView.ResizeMode.Stretch)

    def show_sheet(self, fresh_form: bool = False) -> None:
        sheet = self.sheet
        self.rules_choice.show_rules(sheet.rules)
        self._show_names(sheet.names)
        self.names_error.hide()
        lines = sheet.lines
        self._show_columns(sheet)
        header = self.table.horizontalHeader()
        for col in range(self.table.columnCount()):  # sized once, below: sized to fit after every cell set,
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)  # 1,000 hands took 30 s
        self.table.setRowCount(len(lines))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, line in enumerate(lines):
            why = why_text(sheet, line)
            cells = [str(row + 1), bid_text(sheet, line), result_text(sheet, line)]
            cells += [f"{p:+d} → {t}" for p, t in zip(line.points, line.totals)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(as_written(why))  # side names as written, never as HTML
                if col == 0 or col >= FIRST_SIDE_COLUMN:
                    item.setTextAlignment(right)
                if line.after_the_end:
                    item.setForeground(self.palette().placeholderText())
                self.table.setItem(row, col, item)
        self._size_columns()
        self.totals.setText(winner_text(sheet))
        self.form.set_rules(sheet.rules, sheet.names)
        if fresh_form or (self.form.editing is not None and self.form.editing >= len(lines)):
            self.form.clear(len(lines) + 1)
        elif self.form.editing is None:
            self.form.set_editing(None, len(lines) + 1)
        self._update_form_for_game_end()
        self._show_why()
        self._update_actions()
        title = tr("Score keeper")
        self.setWindowTitle(f"{title} — {self.path.name}" if self.path else title)
        self.sheet_changed.emit()

    def _update_form_for_game_end(self) -> None:
        over = game_over_note(self.sheet) if self.form.editing is None else None
        self.form.submit_button.setEnabled(over is None)
        if over is not None:
            self.form.general_error.setText(note_text(over, self.sheet.names.__getitem__))
            self.form.general_error.show()

    def _show_why(self) -> None:
        lines = self.sheet.lines
        row = self.table.currentRow() if self.table.selectedItems() else len(lines) - 1
        if 0 <= row < len(lines):
            self.why.setText(tr("Hand {n}:").format(n=row + 1) + " " + why_text(self.sheet, lines[row]))
        else:
            self.why.setText(tr("Enter each hand as it is played; the sheet scores it by the rules and "
                                "says why each side scored what it did."))
        selected = bool(self.table.selectedItems())
        self.change_button.setEnabled(selected)
        self.remove_button.setEnabled(selected)

    def _update_actions(self) -> None:
        self.act_undo.setEnabled(self.keeper.can_undo)
        self.act_redo.setEnabled(self.keeper.can_redo)

    def _changed(self, fresh_form: bool = False) -> None:
        """After every change: autosave, then show the sheet."""
        try:
            if self.autosaving:
                write_keeper_autosave(self.sheet)
        except SaveError as exc:
            self.statusBar().showMessage(file_text(exc), 10000)
        self.show_sheet(fresh_form)

    # ------------------------------------------------------------ editing
    def submit(self) -> bool:
        """Add the form's hand (or save the hand being changed); refused figures are shown in the form."""
        hand = self.form.hand()
        editing = self.form.editing
        try:
            if editing is None:
                self.keeper.add(hand)
            else:
                self.keeper.replace_hand(editing, hand)
        except EntryError as error:
            self.form.show_problems(error.problems)
            return False
        self.form.set_editing(None)
        self._changed(fresh_form=True)
        self.table.clearSelection()
        self.form.bidders.setFocus()  # the next hand starts at the top of the form
        return True

    def cancel_edit(self) -> None:
        self.form.clear(len(self.sheet.hands) + 1)
        self._update_form_for_game_end()

    def edit_hand(self, row: int) -> None:
        if 0 <= row < len(self.sheet.hands):
            self.form.load(self.sheet.hands[row], row)
            self._update_form_for_game_end()

    def remove_hand(self, row: int) -> None:
        if 0 <= row < len(self.sheet.hands):
            self.keeper.remove_hand(row)
            self.statusBar().showMessage(tr("Hand {n} removed (Undo brings it back).").format(n=row + 1), 8000)
            self._changed(fresh_form=self.form.editing is not None)

    def undo(self) -> None:
        self.keeper.undo()
        self._changed()

    def redo(self) -> None:
        self.keeper.redo()
        self._changed()

    def change_rules(self, rules: Rules) -> bool:
        """Keep the sheet under other rules (with a name for each player when their number changes)."""
        try:
            self.keeper.change_rules(rules, names_for(rules, self.sheet.rules, self.sheet.names))
        except EntryError as error:
            name = self.sheet.names.__getitem__
            text = "\n".join(tr("Hand {n}:").format(n=p.hand + 1) + " " + note_text(p.reason, name)
                             if p.hand is not None else sentence(note_text(p.reason, name))
                             for p in error.problems[:8])
            self.rules_choice.show_rules(self.sheet.rules)
            self._warn(tr("These hands cannot be kept under {name}:").format(name=rules_title(rules.name)) + "\n\n"
                       + text)
            return False
        self._changed()
        return True

    def rename(self) -> None:
        names = tuple(edit.text() for edit in self.name_edits)
        if tuple(n.strip() for n in names) == self.sheet.names:
            return
        try:
            self.keeper.rename(names)
        except EntryError as error:
            self.names_error.setText(" ".join(note_text(p.reason) for p in error.problems))
            self.names_error.show()
            return
        self._changed()

    def new_sheet(self) -> None:
        """A new game with the same rules and names (the old sheet stays behind Undo)."""
        had_hands = bool(self.sheet.hands)
        self.keeper.start_over(ScoreSheet(self.sheet.rules, self.sheet.names))
        self.path = None
        self._changed(fresh_form=True)
        if had_hands:
            self.statusBar().showMessage(tr("A new sheet (Undo brings the old one back)."), 8000)

    # ------------------------------------------------------------ files
    def _file_filter(self) -> str:
        return tr("Score sheets (*{suffix})").format(suffix=SHEET_SUFFIX)

    def _folder(self) -> str:
        try:
            return str(self.path.parent if self.path else paths.saves_dir())
        except OSError:
            return str(Path.home())

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, tr("Open a score sheet"), self._folder(), self._file_filter())
        if name:
            self.open_path(name)

    def _warn(self, text: str) -> None:
        """A warning that shows names and file contents as written, never as HTML."""
        QMessageBox.warning(self, tr("Score keeper"), as_written(text))

    def open_path(self, path: str | Path) -> bool:
        try:
            sheet = load_sheet(path)
        except SheetFileError as exc:
            self._warn(file_text(exc))
            return False
        self.keeper.start_over(sheet)
        self.path = Path(path)
        self._changed(fresh_form=True)
        return True

    def save(self) -> bool:
        return self.save_to(self.path) if self.path else self.save_as()

    def save_as(self) -> bool:
        start = str(Path(self._folder()) / (tr("score sheet") + SHEET_SUFFIX))
        name, _ = QFileDialog.getSaveFileName(self, tr("Save the score sheet"), start, self._file_filter())
        if not name:
            return False
        if not name.endswith(SHEET_SUFFIX):
            name += SHEET_SUFFIX
        return self.save_to(Path(name))

    def save_to(self, path: Path) -> bool:
        try:
            save_sheet(path, self.sheet)
        except (SaveError, OSError) as exc:
            self._warn(file_text(exc))
            return False
        self.path = path
        self.statusBar().showMessage(tr("Saved as {file}").format(file=path), 6000)
        self.show_sheet()
        return True

    # ------------------------------------------------------------ printing
    def print_sheet(self) -> None:
        print_with_dialog(self, kept_sheet_html(self.sheet), tr("Pinochle score sheet"), landscape=True)

    def print_blank(self) -> None:
        print_with_dialog(self, blank_sheet_html(self.sheet.rules, self.sheet.names), tr("Pinochle score sheet"),
                          landscape=True)

    def export_dialog(self) -> None:
        self._export(tr("score sheet") + ".pdf", self.export_pdf_to)

    def export_blank_dialog(self) -> None:
        self._export(tr("blank score sheet") + ".pdf", self.export_blank_pdf_to)

    def _export(self, file_name: str, write: object) -> None:
        name, _ = QFileDialog.getSaveFileName(self, tr("Export PDF"), str(Path(self._folder()) / file_name),
                                              tr("PDF files (*.pdf)"))
        if not name:
            return
        if not name.lower().endswith(".pdf"):
            name += ".pdf"
        try:
            write(Path(name))  # type: ignore[operator]
        except (SaveError, OSError) as exc:
            self._warn(file_text(exc))
            return
        self.statusBar().showMessage(tr("Exported {file}").format(file=name), 6000)

    def export_pdf_to(self, path: Path) -> None:
        export_pdf(str(path), kept_sheet_html(self.sheet), tr("Pinochle score sheet"), landscape=True)

    def export_blank_pdf_to(self, path: Path) -> None:
        export_pdf(str(path), blank_sheet_html(self.sheet.rules, self.sheet.names), tr("Pinochle score sheet"),
                   landscape=True)


__all__ = ["ScoreKeeperWindow", "default_names"]
