"""Sentences the engine hands to a window or the command line: an English template and its values.

The engine keeps English (``message``) for logs, the CLI and tests; a window translates ``template``
(each is marked with ``tr_noop`` where it is written, so the translators see it) and then fills it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


def tr_noop(text: str) -> str:
    """Mark ``text`` for translation (``packaging/extract_strings.py`` collects it); the engine keeps English."""
    return text


@dataclass(frozen=True, slots=True)
class Note:
    """One sentence: ``template`` with ``{name}`` fields filled from ``values``.

    ``sides`` names the fields that hold a side's index (``{winner}``, ``{side}``): the reader
    puts the side's name there, so the same note serves the window and the command line.
    """

    template: str
    values: tuple[tuple[str, int], ...] = ()
    sides: tuple[str, ...] = ()

    @property
    def message(self) -> str:
        """The English sentence, sides written as "side 1", "side 2" …"""
        return self.fill(self.template, lambda side: f"side {side + 1}")

    def fill(self, template: str, side_name: Callable[[int], str]) -> str:
        """``template`` (this note's, or its translation) with the values in, sides named by ``side_name(i)``."""
        values: dict[str, object] = dict(self.values)
        for key in self.sides:
            values[key] = side_name(dict(self.values)[key])
        return template.format(**values)


def note(template: str, *, sides: tuple[str, ...] = (), **values: int) -> Note:
    return Note(template, tuple(values.items()), sides)


__all__ = ["Note", "note", "tr_noop"]
