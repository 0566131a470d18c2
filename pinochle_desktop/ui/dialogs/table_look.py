"""The card table's look for the dialogs that show the game: felt behind, the score sheet's paper in front,
gold serif headings, and the table's buttons, so the score sheet and the statistics belong to the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHeaderView, QLabel, QTableWidget

from .charts import TITLE_FAMILIES

_SERIF = ", ".join(f"'{family}'" if " " in family else family for family in TITLE_FAMILIES)

TABLE_DIALOG_STYLE = f"""
QDialog#tableDialog {{
    background: qradialgradient(cx: 0.5, cy: 0.35, radius: 0.95, fx: 0.5, fy: 0.35,
                                stop: 0 #2f8a52, stop: 0.6 #1f6b3c, stop: 1 #134a29);
}}
QDialog#tableDialog QLabel {{ color: #f3efe0; font-size: 14px; }}
QDialog#tableDialog QLabel#heading {{ color: #ffe08a; font-family: {_SERIF}; font-size: 20px; font-weight: bold; }}
QDialog#tableDialog QLabel#note {{ color: #d8e8dc; font-size: 13px; }}
QDialog#tableDialog QTableWidget {{
    background: #f7f4ea; alternate-background-color: #efe9d8; color: #1d2a22; font-size: 14px;
    gridline-color: #e2ddd0; border: 1px solid #0d3a1f; border-radius: 6px;
    selection-background-color: #ffd75e; selection-color: #102015;
}}
QDialog#tableDialog QHeaderView::section {{
    background: #174f2d; color: #ffe08a; font-weight: bold; font-size: 13px; padding: 5px 10px;
    border: none; border-right: 1px solid #0f3a20; border-bottom: 1px solid #0f3a20;
}}
QDialog#tableDialog QTableCornerButton::section {{ background: #174f2d; border: none; }}
QDialog#tableDialog QPushButton {{
    color: #102015; background: #f4f1e6; border: 1px solid #b9b39a; border-radius: 7px;
    padding: 6px 14px; font-size: 14px;
}}
QDialog#tableDialog QPushButton:hover {{ background: #ffffff; }}
QDialog#tableDialog QPushButton:default {{ background: #ffd75e; border-color: #a88a1e; }}
QDialog#tableDialog QPushButton:focus {{ border: 2px solid #6cc4ff; padding: 5px 13px; }}
QDialog#tableDialog QPushButton:disabled {{ color: #8a8a80; background: #c9c6b8; }}
QDialog#tableDialog QTabWidget::pane {{ border: none; }}
QDialog#tableDialog QTabBar::tab {{
    color: #f3efe0; background: #174f2d; padding: 6px 16px; border-top-left-radius: 7px;
    border-top-right-radius: 7px; margin-right: 3px; font-size: 14px;
}}
QDialog#tableDialog QTabBar::tab:selected {{ color: #102015; background: #f7f4ea; font-weight: bold; }}
"""


def dress_as_table(dialog: QDialog) -> None:
    """Give ``dialog`` the card table's look (its own children only: message boxes it opens stay plain)."""
    dialog.setObjectName("tableDialog")
    dialog.setStyleSheet(TABLE_DIALOG_STYLE)


def heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("heading")
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def dress_table(table: QTableWidget) -> None:
    """A sheet of paper: alternate rows shaded, no grid, row numbers hidden where they say nothing."""
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
    table.horizontalHeader().setHighlightSections(False)
    rows = table.verticalHeader()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(table.fontMetrics().height() + 12)


__all__ = ["TABLE_DIALOG_STYLE", "dress_as_table", "dress_table", "heading"]
