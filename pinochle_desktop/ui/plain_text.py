"""Text from files and people, made safe for Qt widgets that guess between plain text and HTML.

A ``QLabel`` or a static ``QMessageBox`` shows a text as HTML when it starts like HTML, so a name
such as ``<b>Ann</b>`` or a file path with a tag in it would be drawn bold, or worse.
``as_written`` turns such a text into HTML that shows every character as written (line breaks
kept); any other text is returned unchanged.
"""

from __future__ import annotations

from html import escape

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel


def as_written(text: str) -> str:
    """``text`` as Qt's automatic text format will show it character for character."""
    if not Qt.mightBeRichText(text) and "&" not in text:
        return text
    return "<p>" + escape(text, quote=False).replace("\n", "<br>") + "</p>"


def plain_label(text: str = "") -> QLabel:
    """A ``QLabel`` that shows its text exactly as written, never as HTML: for every label whose text is, or
    may ever hold, a name, a path, a figure or anything typed or read from a file."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label
