"""Printed pages on the paper of the player's country: Letter in the US and Canada, A4 elsewhere (whatever
language the window speaks), checked in the PDF files written."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.ui.tools.printing import export_pdf, paper_for
from pinochle_desktop.ui.tools.sheet_pages import meld_chart_html


def page_size(path: Path) -> str:
    assert shutil.which("pdfinfo"), "pdfinfo (poppler-utils) is needed to read the PDF back"
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, timeout=60, check=True).stdout
    return next(line for line in info.splitlines() if line.startswith("Page size:"))


def test_letter_and_a4_by_territory() -> None:
    letter, a4 = paper_for(QLocale.Country.UnitedStates), paper_for(QLocale.Country.Germany)
    assert paper_for(QLocale.Country.Canada).id() == letter.id() != a4.id()
    assert (letter.id(), a4.id()) == (letter.PageSizeId.Letter, a4.PageSizeId.A4)
    assert paper_for(QLocale.Country.UnitedKingdom).id() == a4.id()


@pytest.mark.parametrize(("paper", "expected"), [("en_US.UTF-8", "(letter)"), ("en_CA.UTF-8", "(letter)"),
                                                 ("de_DE.UTF-8", "(A4)"), ("fr_FR.UTF-8", "(A4)")])
def test_the_pdf_is_on_the_paper_of_lc_paper(qapp, tmp_path: Path, monkeypatch, paper: str,  # type: ignore[no-untyped-def]
                                             expected: str) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_PAPER", paper)
    path = tmp_path / "chart.pdf"
    export_pdf(str(path), meld_chart_html(PRESETS["single-deck"]), "Meld chart")
    assert expected in page_size(path)


def test_an_american_playing_in_german_prints_on_letter(tmp_path: Path) -> None:
    """The language chosen in Preferences does not change the paper: a system in en_CA prints Letter in German."""
    script = ("import sys\n"
              "from PySide6.QtWidgets import QApplication\n"
              "from pinochle_desktop.ui.i18n import install_translators\n"
              "from pinochle_desktop.engine.rules import PRESETS\n"
              "from pinochle_desktop.ui.tools.printing import export_pdf\n"
              "from pinochle_desktop.ui.tools.sheet_pages import meld_chart_html\n"
              "app = QApplication([])\n"
              "assert install_translators(app, 'de') == 'de'\n"
              "export_pdf(sys.argv[1], meld_chart_html(PRESETS['single-deck']), 'Meldetabelle')\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(LANG="en_CA.UTF-8", QT_QPA_PLATFORM="offscreen")
    for system, expected in (("en_CA.UTF-8", "(letter)"), ("de_AT.UTF-8", "(A4)")):
        env["LANG"] = system
        path = tmp_path / f"{system}.pdf"
        subprocess.run([sys.executable, "-c", script, str(path)], env=env, check=True, timeout=120)
        assert expected in page_size(path), system
