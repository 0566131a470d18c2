"""Printing the tools' pages: to a printer through Qt's print dialog, or to a PDF file written atomically."""

from __future__ import annotations

import os

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLocale, QMarginsF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPdfWriter, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from ...persistence.atomic import write_atomic

_LETTER_TERRITORIES = (QLocale.Country.UnitedStates, QLocale.Country.Canada, QLocale.Country.Mexico,
                       QLocale.Country.Philippines, QLocale.Country.Chile, QLocale.Country.Colombia)


def paper_territory() -> QLocale.Country:
    """Where the printer paper is bought: the system's territory (``LC_PAPER`` or ``LC_ALL`` first on Unix), not
    the language chosen in Preferences (an American playing in German still prints on Letter); with no territory
    at all (the C locale) the language's own."""
    for variable in ("LC_ALL", "LC_PAPER"):
        value = os.environ.get(variable, "").split(".")[0]
        if value and value not in ("C", "POSIX"):
            territory = QLocale(value).territory()
            if territory != QLocale.Country.AnyTerritory:
                return territory
    territory = QLocale.system().territory()
    return territory if territory != QLocale.Country.AnyTerritory else QLocale().territory()


def paper_for(territory: QLocale.Country) -> QPageSize:
    """Letter in the United States, Canada and the other Letter countries, A4 elsewhere."""
    return QPageSize(QPageSize.PageSizeId.Letter if territory in _LETTER_TERRITORIES else QPageSize.PageSizeId.A4)


def paper_size() -> QPageSize:
    """The paper of the player's territory: Letter in the US and Canada, A4 elsewhere."""
    return paper_for(paper_territory())


def page_document(html: str) -> QTextDocument:
    document = QTextDocument()
    document.setDefaultStyleSheet("body { font-size: 10pt; } th { background: #e8e8e8; } "
                                  "td.total { font-weight: bold; }")
    document.setHtml(html)
    return document


def print_to(device: QPagedPaintDevice, html: str, landscape: bool = False) -> None:
    """Lay ``html`` out on the pages of ``device`` (a printer, or a PDF writer); score sheets go landscape."""
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    device.setPageLayout(QPageLayout(paper_size(), orientation, QMarginsF(15, 15, 15, 15),
                                     QPageLayout.Unit.Millimeter))
    page_document(html).print_(device)


def pdf_bytes(html: str, title: str, landscape: bool = False) -> bytes:
    """``html`` as a PDF file's bytes (the text stays text: it can be searched and copied)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("Pinochle Desktop")
    writer.setResolution(300)
    print_to(writer, html, landscape)
    del writer  # finishes the file
    buffer.close()
    return bytes(data.data())


def export_pdf(path: str, html: str, title: str, landscape: bool = False) -> None:
    """Write the PDF atomically to ``path``; ``SaveError`` (an ``OSError``) naming the file if it cannot be."""
    write_atomic(path, pdf_bytes(html, title, landscape))


def print_with_dialog(parent: QWidget, html: str, title: str, landscape: bool = False) -> bool:
    """Ask which printer (Qt's print dialog), then print; False if the player cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(title)
    printer.setPageSize(paper_size())
    printer.setPageOrientation(QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(title)
    answer = dialog.exec()
    dialog.deleteLater()  # asked again next time: the old dialog is not kept
    if answer != QPrintDialog.DialogCode.Accepted:
        return False
    printer_layout = printer.pageLayout()  # the player may have turned the page in the dialog
    print_to(printer, html, printer_layout.orientation() == QPageLayout.Orientation.Landscape)
    return True
