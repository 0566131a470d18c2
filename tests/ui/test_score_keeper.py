"""Tools → Score keeper: a whole double-deck game from seed 004's worked examples entered in the form,
hand B changed and every total after it recomputed, refusals shown in place, undo and redo, the sheet
resumed after a restart, saved and opened, and printed (to a PDF whose text holds the totals)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter

from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.engine.scoring import Ending
from pinochle_desktop.ui.tools.keeper_window import ScoreKeeperWindow
from pinochle_desktop.ui.tools.printing import print_to
from pinochle_desktop.ui.tools.sheet_pages import kept_sheet_html

WE, THEY = 0, 1
# seed 004's worked examples A-E (the bid changing sides), then two big hands that end the game
GAME = (
    dict(bidders=WE, bid=60, meld=(34, 22), tricks=(31, None), trump=Suit.HEARTS),
    dict(bidders=THEY, bid=75, meld=(17, 41), tricks=(None, 28)),
    dict(bidders=WE, bid=55, meld=(16, 26), ending=Ending.NOT_PLAYED),
    dict(bidders=THEY, bid=100, meld=(18, 45), ending=Ending.NOT_PLAYED),
    dict(bidders=WE, bid=50, meld=(60, 24), tricks=(18, None)),
    dict(bidders=WE, bid=250, meld=(230, 20), tricks=(40, None)),
    dict(bidders=WE, bid=250, meld=(240, 30), tricks=(30, None)),
)
TOTALS = ["+65 → 65", "+22 → 87", "-55 → 32", "+0 → 32", "-50 → -18", "+270 → 252", "+270 → 522"]


def open_keeper(qtbot, rules=PRESETS["double-deck"]) -> ScoreKeeperWindow:  # type: ignore[no-untyped-def]
    window = ScoreKeeperWindow(rules=rules)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def fill(window: ScoreKeeperWindow, bidders: int, bid: int, meld: tuple[int, int],
         tricks: tuple[int | None, int | None] = (None, None), ending: Ending = Ending.PLAYED,
         trump: Suit | None = None, dix: int = 0) -> None:
    """Type one hand into the form as a player would: one side's trick points, the other fills in."""
    form = window.form
    form.bidders.setCurrentIndex(bidders)
    form.bid.setValue(bid)
    form.trump.setCurrentIndex(form.trump.findData(trump))
    form.ending.setCurrentIndex(form.ending.findData(ending))
    for side in (WE, THEY):
        form.meld[side].setValue(meld[side])
    for side in (WE, THEY):
        if tricks[side] is not None:
            form.tricks[side].setValue(tricks[side])  # type: ignore[arg-type]
    form.dix[1 - bidders].setValue(dix)


def add(qtbot, window: ScoreKeeperWindow, **hand: object) -> None:  # type: ignore[no-untyped-def]
    fill(window, **hand)  # type: ignore[arg-type]
    qtbot.mouseClick(window.form.submit_button, Qt.MouseButton.LeftButton)


def column(window: ScoreKeeperWindow, col: int) -> list[str]:
    return [window.table.item(row, col).text() for row in range(window.table.rowCount())]


def pdf_text(path: Path) -> str:
    assert shutil.which("pdftotext"), "pdftotext (poppler-utils) is needed to read the PDF back"
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return " ".join(done.stdout.split())  # words as they read, whatever the line breaks


def test_keep_a_whole_double_deck_game_change_hand_b_and_print_it(qtbot, tmp_path, screenshot_dir) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot)
    for number, hand in enumerate(GAME, 1):
        assert window.form.title() == f"Hand {number}"
        add(qtbot, window, **hand)
        over = ["The game is over: We won. Start a new sheet for the next game."] if number == len(GAME) else []
        assert window.form.problem_texts() == over
    assert column(window, WE + 3) == TOTALS
    assert column(window, THEY + 3)[-1] == "+50 → -43"
    assert column(window, 2)[:5] == ["Made", "Set", "Board set", "Out of reach", "Set"]
    assert window.totals.text() == "Game won by We, 522 to -43."
    assert not window.form.submit_button.isEnabled(), "no hand after the game is won"
    window.table.selectRow(0)
    assert "19 trick points taken, under the 20 needed: the meld of 22 is lost too" in window.why.text()
    window.grab().save(f"{screenshot_dir}/keeper-game.png")

    pdf = tmp_path / "club night.pdf"
    window.export_pdf_to(pdf)
    text = pdf_text(pdf)
    assert "522" in text and "-43" in text and "Game won by We, 522 to -43." in text
    assert "Rules: Double deck" in text

    # change hand B: they made it after all (41 + 35 = 76), we took under 20 trick points
    window.table.selectRow(1)
    qtbot.mouseClick(window.change_button, Qt.MouseButton.LeftButton)
    assert window.form.title() == "Changing hand 2" and window.form.bid.value() == 75
    window.form.tricks[THEY].setValue(35)
    window.form.tricks[WE].setValue(15)
    qtbot.mouseClick(window.form.submit_button, Qt.MouseButton.LeftButton)
    assert column(window, WE + 3) == ["+65 → 65", "+0 → 65", "-55 → 10", "+0 → 10", "-50 → -40", "+270 → 230",
                                      "+270 → 500"]
    assert column(window, THEY + 3)[1:] == ["+76 → 76", "+26 → 102", "-100 → 2", "+56 → 58", "+0 → 58",
                                            "+50 → 108"]
    assert window.totals.text() == "Game won by We, 500 to 108."
    window.export_pdf_to(pdf)
    text = pdf_text(pdf)
    assert "Game won by We, 500 to 108." in text and "522" not in text

    # Print… goes through a QPrinter; print to a PDF printer and read it back
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printed = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(printed))
    print_to(printer, kept_sheet_html(window.sheet))
    del printer
    assert "Game won by We, 500 to 108." in pdf_text(printed)

    window.undo()
    assert window.totals.text() == "Game won by We, 522 to -43."
    window.redo()
    assert window.totals.text() == "Game won by We, 500 to 108."


def test_refused_figures_are_shown_in_place_and_nothing_is_lost(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot)
    fill(window, WE, 62, (34, 3), (31, None))
    window.form.tricks[THEY].setValue(20)  # 31 + 20 = 51
    qtbot.mouseClick(window.form.submit_button, Qt.MouseButton.LeftButton)
    problems = window.form.problem_texts()
    assert "Bid 62 is not on the bid ladder (the rungs next to it are 60 and 65)" in problems
    assert "They: no hands can meld exactly 3 (the nearest totals are 2 and 4)" in problems
    assert "Trick points must add up to 50, not 31 + 20 = 51" in problems
    assert window.table.rowCount() == 0
    assert (window.form.bid.value(), window.form.meld[THEY].value(), window.form.tricks[WE].value()) == (62, 3, 31)
    window.form.bid.stepBy(1)
    assert window.form.bid.value() == 65, "the arrows follow the bid ladder"
    window.form.bid.stepBy(-2)
    assert window.form.bid.value() == 59
    window.form.bid.setValue(60)  # each reason goes as soon as its figure is mended, before Add
    assert not any("bid ladder" in text for text in window.form.problem_texts())
    assert "Trick points must add up to 50, not 31 + 20 = 51" in window.form.problem_texts()
    window.form.meld[THEY].setValue(22)
    assert not any("meld exactly" in text for text in window.form.problem_texts())
    window.form.tricks[THEY].setValue(18)  # still wrong: the reason says the new figures
    assert "Trick points must add up to 50, not 31 + 18 = 49" in window.form.problem_texts()
    window.form.tricks[THEY].setValue(19)
    assert window.form.problem_texts() == []
    window.form.tricks[THEY].setFocus()
    qtbot.keyClick(window.form.tricks[THEY], Qt.Key.Key_Return)  # Enter in the form adds the hand
    qtbot.waitUntil(lambda: window.table.rowCount() == 1)
    assert window.form.problem_texts() == [] and column(window, WE + 3) == ["+65 → 65"]


def test_the_sheet_comes_back_after_a_restart_and_opens_from_a_file(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot)
    for hand in GAME[:3]:
        add(qtbot, window, **hand)
    window.name_edits[WE].setText("Anna & Ben")
    window.rename()
    saved = tmp_path / "tuesday.pinochle-scores"
    assert window.save_to(saved)
    window.close()
    again = open_keeper(qtbot, rules=PRESETS["single-deck"])
    assert again.sheet.rules.name == "double-deck" and again.sheet.names == ("Anna & Ben", "They")
    assert column(again, WE + 3) == TOTALS[:3]
    again.new_sheet()
    assert again.table.rowCount() == 0 and again.sheet.names == ("Anna & Ben", "They")
    assert again.open_path(saved) and column(again, WE + 3) == TOTALS[:3]
    assert again.windowTitle().endswith("tuesday.pinochle-scores")


def test_rules_that_do_not_fit_the_hands_are_refused(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    window = open_keeper(qtbot)
    add(qtbot, window, **GAME[0])
    assert not window.change_rules(PRESETS["single-deck"])
    assert "Hand 1:" in shown[0] and window.sheet.rules.name == "double-deck"
    assert window.rules_choice.currentText() == "Double deck", "the rules by their title, not their id"


@pytest.mark.parametrize("name", ["single-deck-passing", "single-deck", "double-deck-meld20", "double-deck-tens"])
def test_each_preset_offers_its_own_endings(qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot, PRESETS[name])
    endings = [window.form.ending.itemData(i) for i in range(window.form.ending.count())]
    rules = PRESETS[name]
    assert (Ending.FORFEIT in endings) == rules.trump_needs_marriage
    assert (Ending.THROWN_IN in endings) == (name == "single-deck")
    assert window.form.dix[THEY].isVisibleTo(window) == (name == "single-deck-passing")


def test_single_deck_passing_dix_saves_itself_in_the_keeper(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot, PRESETS["single-deck-passing"])
    add(qtbot, window, bidders=WE, bid=250, meld=(100, 30), tricks=(250, None), dix=2)
    assert column(window, THEY + 3) == ["+20 → 20"]
    assert "the dix scores even so: 20" in window.why.text()


def test_a_blank_sheet_for_the_chosen_rules(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = open_keeper(qtbot, PRESETS["double-deck-meld20"])
    window.name_edits[WE].setText("Anna & Ben")
    window.rename()
    pdf = tmp_path / "blank.pdf"
    window.export_blank_pdf_to(pdf)
    text = pdf_text(pdf)
    assert "Rules: Double deck, run 16" in text and "game to 500" in text and "Anna & Ben" in text
    assert "Trick points of both sides add up to 50." in text


def test_pinochle_keeper_opens_the_keeper_on_its_own(qtbot, monkeypatch, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.cli import main
    from pinochle_desktop.persistence.score_sheets import save_sheet

    opened: list[ScoreKeeperWindow] = []
    monkeypatch.setattr(QApplication, "exec", lambda _app: opened.extend(
        w for w in QApplication.topLevelWidgets() if isinstance(w, ScoreKeeperWindow)) or 0)
    sheet_file = tmp_path / "friday.pinochle-scores"
    from pinochle_desktop.engine.keeper import KeptHand, ScoreSheet

    hand = KeptHand(0, 250, (100, 40), (200, 50))
    save_sheet(sheet_file, ScoreSheet(PRESETS["single-deck"], ("Us", "Them"), (hand,)))
    assert main(["keeper", str(sheet_file)]) == 0
    window = next(w for w in opened if w.path == sheet_file)
    assert window.sheet.names == ("Us", "Them") and column(window, WE + 3) == ["+300 → 300"]
    window.close()
    assert main(["keeper", "--rules", "no-such-game"]) == 2
    assert "unknown preset 'no-such-game'" in capsys.readouterr().err
