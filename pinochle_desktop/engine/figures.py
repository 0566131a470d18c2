"""Figures typed or read as text: ASCII digits only, so ``٦٠``, ``３４`` or ``2_2`` are never taken for a number.

Python's ``int()`` reads any Unicode decimal digits and underscores between them; a score sheet, a command
line or a file means the digits 0 to 9, so everything that reads a figure from text goes through here.
"""

from __future__ import annotations

import re

MAX_FIGURE_DIGITS = 18  # far past any score, bid, seed or count; keeps a figure a machine-sized integer

_FIGURE = re.compile(rf"[+-]?[0-9]{{1,{MAX_FIGURE_DIGITS}}}", re.ASCII)


class FigureError(ValueError):
    """Text that is not a whole number written in the digits 0 to 9 (at most ``MAX_FIGURE_DIGITS`` of them)."""


def parse_figure(text: str) -> int:
    """The whole number ``text`` writes (spaces around it allowed, a sign in front); ``FigureError`` if none."""
    stripped = text.strip(" \t")
    if not _FIGURE.fullmatch(stripped):
        raise FigureError(text)
    return int(stripped)


def is_figure(text: str) -> bool:
    """Whether ``parse_figure`` reads ``text``."""
    try:
        parse_figure(text)
    except FigureError:
        return False
    return True
