"""The score keeper and the meld calculator in German, Spanish and French, and the printed pages of
every preset fitting their page in every language."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.engine.scoring import Ending
from pinochle_desktop.ui.i18n import install_translators, remove_translators
from pinochle_desktop.ui.tools.keeper_window import ScoreKeeperWindow
from pinochle_desktop.ui.tools.meld_calculator import MeldCalculatorWindow
from pinochle_desktop.ui.tools.printing import export_pdf
from pinochle_desktop.ui.tools.sheet_pages import blank_sheet_html, meld_chart_html


@pytest.fixture(params=["de", "es", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    before = QLocale()
    assert install_translators(qapp, request.param) == request.param
    yield request.param
    remove_translators(qapp)
    QLocale.setDefault(before)


def pages(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"^Pages:\s+(\d+)$", info, re.M)
    assert found, info
    return int(found[1])


def test_the_keeper_speaks_the_language(qtbot, screenshot_dir, language: str) -> None:  # type: ignore[no-untyped-def]
    window = ScoreKeeperWindow(rules=PRESETS["double-deck"])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    title = {"de": "Spielliste führen", "es": "Tanteo", "fr": "Marque"}[language]
    assert window.windowTitle() == title
    assert window.sheet.names == {"de": ("Wir", "Ihr"), "es": ("Nosotros", "Ellos"), "fr": ("Nous", "Eux")}[language]
    window.form.bid.setValue(62)
    window.form.meld[0].setValue(34)
    window.form.tricks[0].setValue(31)
    qtbot.mouseClick(window.form.submit_button, Qt.MouseButton.LeftButton)
    problems = " ".join(window.form.problem_texts())
    assert {"de": "Das Gebot 62 liegt auf keiner Stufe", "es": "La puja 62 no es un escalón",
            "fr": "L'enchère 62 n'est pas un palier"}[language] in problems
    window.form.bid.setValue(60)
    window.form.meld[1].setValue(22)
    qtbot.mouseClick(window.form.submit_button, Qt.MouseButton.LeftButton)
    assert window.table.item(0, 3).text() == "+65 → 65"
    assert {"de": "Erfüllt", "es": "Cumplida", "fr": "Réussi"}[language] == window.table.item(0, 2).text()
    assert {"de": "Meldung 34 + Stiche 31 = 65", "es": "Cantes 34 + bazas 31 = 65",
            "fr": "Annonces 34 + plis 31 = 65"}[language] in window.why.text()
    window.grab().save(f"{screenshot_dir}/keeper-{language}.png")


def test_the_three_handed_keeper_speaks_the_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = ScoreKeeperWindow(rules=PRESETS["three-handed"])
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    player = {"de": "Spieler", "es": "Jugador", "fr": "Joueur"}[language]
    assert window.sheet.names == tuple(f"{player} {n}" for n in (1, 2, 3))
    assert window.rules_choice.currentText() == {"de": "Zu dritt", "es": "A tres", "fr": "À trois"}[language]
    form = window.form
    form.ending.setCurrentIndex(form.ending.findData(Ending.THROWN_IN))
    assert form.ending.currentText() == {"de": "Spielmacher gibt auf (nicht gespielt)",
                                         "es": "El declarante se rinde (no se juega)",
                                         "fr": "Le preneur abandonne (non jouée)"}[language]
    form.meld[1].setValue(80)
    qtbot.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert window.table.item(0, 2).text() == {"de": "Aufgegeben", "es": "Rendida", "fr": "Abandon"}[language]
    assert [window.table.item(0, 3 + side).text() for side in range(3)] == ["-300 → -300", "+80 → 80", "+0 → 0"]
    form.ending.setCurrentIndex(form.ending.findData(Ending.PLAYED))
    for spin, tricks in zip(form.tricks, (150, 60, 50)):
        spin.setValue(tricks)
    qtbot.mouseClick(form.submit_button, Qt.MouseButton.LeftButton)
    assert {"de": "nicht 150 + 60 + 50 = 260", "es": "no 150 + 60 + 50 = 260",
            "fr": "pas 150 + 60 + 50 = 260"}[language] in " ".join(form.problem_texts())


def test_the_meld_calculator_speaks_the_language(qtbot, screenshot_dir, language: str) -> None:  # type: ignore[no-untyped-def]
    window = MeldCalculatorWindow(rules=PRESETS["double-deck"])
    qtbot.addWidget(window)
    window.show()
    window.set_trump(Suit.HEARTS)
    window.text.setText("AH TH KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS")
    assert window.use_text()
    assert window.total.text().endswith("87")
    names = [name for name, _ in window.meld_lines()]
    assert {"de": "Acht Damen", "es": "Ocho reinas", "fr": "Huit dames"}[language] in names, names
    window.grab().save(f"{screenshot_dir}/meld-calculator-{language}.png")


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_blank_sheet_and_meld_chart_fits_one_page(tmp_path: Path, language: str, name: str) -> None:
    rules = PRESETS[name]
    blank, chart = tmp_path / "blank.pdf", tmp_path / "chart.pdf"
    names = ("Anna & Ben", "Cleo & Dan") if rules.partnerships else ("Anna", "Ben", "Cleo")[:rules.players]
    export_pdf(str(blank), blank_sheet_html(rules, names), "sheet", landscape=True)
    export_pdf(str(chart), meld_chart_html(rules), "chart")
    assert (pages(blank), pages(chart)) == (1, 1)
    lines = subprocess.run(["pdftotext", "-layout", str(blank), "-"], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    meld = {"de": "Meldung", "es": "Cantes", "fr": "Annonces"}[language]
    assert any(line.split().count(meld) == len(names) for line in lines), \
        "the column names are whole on one line, even with three players"
