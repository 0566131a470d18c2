"""What the file layer says about a file, as data a window can translate.

A ``Notice`` is a template (the English sentence with ``{name}`` fields, marked with ``tr_noop`` so
``packaging/extract_strings.py`` collects it) and the values that fill it: a file's path, the name it
was kept aside under, a value quoted from the file (cut to a readable length), an operating-system
reason, or another ``Notice`` (a reason that completes a sentence).  Like the engine's ``RuleProblem``,
nothing here is translated: the window translates each template and fills it in (``render``).

A ``Notice`` is also the English text itself (it is a ``str``), so the command line, logs and
``str(error)`` read exactly as they always did.
"""

from __future__ import annotations

from collections.abc import Callable
from os import PathLike

MAX_VALUE_LENGTH = 400  # a value quoted from a file is cut to this many characters ("…")


def tr_noop(text: str) -> str:
    """Mark ``text`` for translation (the window translates it); the file layer keeps English."""
    return text


def _cut(text: str) -> str:
    return text if len(text) <= MAX_VALUE_LENGTH else text[: MAX_VALUE_LENGTH - 1] + "…"


class Notice(str):
    """One sentence (or part of one) about a file: ``template`` filled with ``values``; ``str`` is English."""

    template: str
    values: tuple[tuple[str, str | int | Notice], ...]

    def __new__(cls, template: str, /, **values: object) -> Notice:
        kept: dict[str, str | int | Notice] = {}
        for key, value in values.items():
            if isinstance(value, Notice | int):
                kept[key] = value
            elif isinstance(value, PathLike):
                kept[key] = _cut(str(value.__fspath__()))
            else:
                kept[key] = _cut(str(value))
        self = super().__new__(cls, template.format(**kept) if kept else template)
        self.template = template
        self.values = tuple(kept.items())
        return self

    def __getnewargs__(self) -> tuple[str]:  # type: ignore[override]
        return (str(self),)

    def render(self, translate: Callable[[str], str]) -> str:
        """The text with every template (this one and those of its values) passed through ``translate``."""
        filled = {key: value.render(translate) if isinstance(value, Notice) else value for key, value in self.values}
        template = translate(self.template)
        try:
            return template.format(**filled) if filled else template
        except (KeyError, IndexError, ValueError):  # a translation with a wrong field: English is better than nothing
            return self.template.format(**filled) if filled else self.template


def sentences(*parts: str) -> Notice:
    """Sentences one after the other (each may be a ``Notice``), separated by a space."""
    fields = [f"{{s{index}}}" for index in range(len(parts))]
    return Notice(" ".join(fields), **{f"s{index}": part for index, part in enumerate(parts)})


def as_notice(text: str) -> Notice:
    """``text`` as a ``Notice`` (a text that is not one is shown as it is, untranslated)."""
    return text if isinstance(text, Notice) else Notice("{text}", text=text)


def what_went_wrong(exc: BaseException) -> str:
    """An error as a value for a notice: its ``Notice`` when it carries one (a ``SaveError``), else its text."""
    notice = getattr(exc, "notice", None)
    return notice if isinstance(notice, Notice) else str(exc)
