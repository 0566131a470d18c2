"""Reading our versioned JSON documents, and keeping a file we cannot use aside.

Shared by settings, saves and statistics: a document is a JSON object with a
``format`` name and an integer ``version``.  Anything else is refused with a
reason that reads as the end of "The settings file /x/settings.json …".
"""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from .atomic import describe_os_error
from .notices import Notice, tr_noop

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

# Our documents are small (a long saved game is a few hundred KB): anything larger is refused
# before it is read, so a huge file can neither freeze the window nor fill the memory.
MAX_DOCUMENT_BYTES = 4 * 1024 * 1024
MAX_REASON_LENGTH = 400  # a reason repeats at most this much of what a file held


def shorten(text: str, limit: int = MAX_REASON_LENGTH) -> str:
    """``text`` cut to ``limit`` characters with "…", so a message about a file stays readable."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


_UNPRINTABLE = frozenset({"Cc", "Cs", "Zl", "Zp"})  # control characters, lone surrogates, line breaks


def has_control_characters(text: str) -> bool:
    """Control characters, line breaks or lone surrogates: nothing a name or a title may hold."""
    return any(unicodedata.category(ch) in _UNPRINTABLE for ch in text)


def is_plain_text(value: object, limit: int) -> bool:
    """Non-blank text of at most ``limit`` characters, without control characters or line breaks."""
    return isinstance(value, str) and bool(value.strip()) and len(value) <= limit and not has_control_characters(value)


class Refused(Exception):
    """A document that cannot be used.

    ``reason`` completes a sentence about the file; ``keep_aside_tag`` is the
    tag to rename it aside under (``None`` when it could not even be read).
    """

    def __init__(self, reason: str, keep_aside_tag: str | None = "corrupt") -> None:
        reason = reason if isinstance(reason, Notice) else shorten(reason)
        super().__init__(reason)
        self.reason = reason
        self.keep_aside_tag = keep_aside_tag


def describe_value(value: object) -> str:
    """A short, JSON-flavoured description of a value found in a file, for notices."""
    if isinstance(value, dict):
        return Notice(tr_noop("a group of values"))
    if isinstance(value, list):
        return Notice(tr_noop("a list of {count}"), count=len(value))
    if value is None:
        return Notice(tr_noop("nothing (null)"))
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def describe_key(key: str) -> str:
    """A key found in a file as it is written in notices: itself when short and plain, else quoted and cut."""
    return key if is_plain_text(key, 40) and key.isidentifier() else describe_value(key)


def list_problems(problems: list[str], most: int = 8) -> Notice:
    """The first ``most`` problems joined with "; ", and how many more there are."""
    shown: list[str] = list(problems[:most])
    if len(problems) > most:
        shown.append(Notice(tr_noop("and {count} more"), count=len(problems) - most))
    return Notice("; ".join(f"{{p{index}}}" for index in range(len(shown))),
                  **{f"p{index}": problem for index, problem in enumerate(shown)})


def _has_lone_surrogate(data: object) -> bool:
    """True when a string (or key) holds a lone surrogate: JSON allows it, UTF-8 cannot write it."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _not_a_file(mode: int) -> Refused:
    """Refuse (and never rename) a folder, a named pipe, a device or a socket: it is not a document."""
    if stat.S_ISDIR(mode):
        return Refused(Notice(tr_noop("is a folder, not a file")), None)
    if stat.S_ISFIFO(mode):
        return Refused(Notice(tr_noop("is a named pipe, not a file")), None)
    return Refused(Notice(tr_noop("is not a regular file (a device or a socket)")), None)


def _read_capped(path: Path) -> bytes:
    """The bytes of a regular file of at most ``MAX_DOCUMENT_BYTES``; ``Refused`` for anything else.

    The file is checked before it is opened and again once it is open (opened without blocking, so a
    named pipe put there in between cannot hang the reader), and its size before it is read.
    """
    mode = os.stat(path).st_mode  # follows links; a link loop raises OSError here
    if not stat.S_ISREG(mode):
        raise _not_a_file(mode)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    with open(os.open(path, flags), "rb") as stream:
        info = os.fstat(stream.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise _not_a_file(info.st_mode)
        if info.st_size > MAX_DOCUMENT_BYTES:
            raise Refused(Notice(tr_noop("is too large ({size}; a Pinochle file is at most {most})"),
                                 size=_megabytes(info.st_size), most=_megabytes(MAX_DOCUMENT_BYTES)))
        raw = stream.read(MAX_DOCUMENT_BYTES + 1)
    if len(raw) > MAX_DOCUMENT_BYTES:  # it grew while we read it
        raise Refused(Notice(tr_noop("is too large (a Pinochle file is at most {most})"),
                             most=_megabytes(MAX_DOCUMENT_BYTES)))
    return raw


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB" if size % (1024 * 1024) else f"{size // (1024 * 1024)} MB"


# What Python's JSON reader says, as templates the window can translate (the same English words).
_JSON_PROBLEMS = {
    text: Notice(text)
    for text in (
        tr_noop("Expecting value"),
        tr_noop("Expecting property name enclosed in double quotes"),
        tr_noop("Expecting ':' delimiter"),
        tr_noop("Expecting ',' delimiter"),
        tr_noop("Unterminated string starting at"),
        tr_noop("Invalid control character at"),
        tr_noop("Extra data"),
    )
}


class _NotANumber(Exception):
    pass


def _refuse_constant(_name: str) -> object:
    raise _NotANumber


def read_json_document(
    path: Path, format_name: str, max_version: int, what: str
) -> tuple[bytes, dict[str, object]]:
    """The raw bytes and the parsed object of a document of ``format_name``, version 1..``max_version``.

    Raises ``FileNotFoundError`` when there is no file, and ``Refused`` for any
    other problem (unreadable, damaged, not ours, newer, unknown version).
    ``what`` names the kind of file in reasons, e.g. ``"settings file"``.
    """
    try:
        raw = _read_capped(path)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise Refused(Notice(tr_noop("could not be read ({problem})"), problem=describe_os_error(exc)), None) from exc
    if not raw.strip():
        raise Refused(Notice(tr_noop("is empty")))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refused(Notice(tr_noop("is damaged: it is not UTF-8 text"))) from None
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except _NotANumber:
        raise Refused(Notice(tr_noop("is damaged: it holds NaN or Infinity, which JSON does not allow"))) from None
    except json.JSONDecodeError as exc:
        detail = _JSON_PROBLEMS.get(exc.msg, exc.msg)  # the JSON reader's words, in ours where we know them
        raise Refused(Notice(tr_noop("is damaged or truncated: it is not valid JSON ({detail} at line {line}, "
                                     "column {column})"), detail=detail, line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise Refused(Notice(tr_noop("is damaged: its JSON is nested too deeply"))) from None
    except ValueError:  # a number too long for Python to read
        raise Refused(Notice(tr_noop("is damaged: it holds a number too long to read"))) from None
    what_notice = Notice(what)
    if not isinstance(data, dict):
        raise Refused(Notice(tr_noop("is not a Pinochle {what} (it holds {found}, not a JSON object)"),
                             what=what_notice, found=describe_value(data)))
    found = data.get("format")
    if found != format_name:
        if found is None:
            raise Refused(Notice(tr_noop('is not a Pinochle {what} (it has no format name; expected "{expected}")'),
                                 what=what_notice, expected=format_name))
        raise Refused(Notice(tr_noop('is not a Pinochle {what} (its format is {found}; expected "{expected}")'),
                             what=what_notice, found=describe_value(found), expected=format_name))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise Refused(Notice(tr_noop("has no valid version number (found {found})"), found=describe_value(version)))
    if version > max_version:
        raise Refused(
            Notice(tr_noop("was written by a newer version of Pinochle Desktop ({what} version {version};"
                           " this version reads up to {most})"),
                   what=what_notice, version=describe_value(version), most=max_version),
            "newer",
        )
    if version < 1:
        raise Refused(Notice(tr_noop("has an unknown version number {version}"), version=version))
    if _has_lone_surrogate(data):
        raise Refused(Notice(tr_noop("is damaged: it holds text that is not valid Unicode")))
    return raw, data


def keep_aside(path: Path, tag: str, copy_of: bytes | None = None) -> Notice:
    """Keep ``path`` under a new name ``<name>.<tag>-YYYYmmdd-HHMMSS[-N]``; a sentence saying where.

    Without ``copy_of`` the file is renamed; with it, those bytes are written
    to the new name and the original stays.  An existing file is never
    overwritten: a taken name moves on to the next number.
    """
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.{tag}-{stamp}"
    for number in range(1, 1000):
        candidate = path.with_name(base if number == 1 else f"{base}-{number}")
        if os.path.lexists(candidate):
            continue
        try:
            if copy_of is None:
                os.rename(path, candidate)
            else:
                _write_new(candidate, copy_of)
        except FileExistsError:
            continue
        except OSError as exc:
            return Notice(tr_noop("It could not be kept aside ({problem})."), problem=describe_os_error(exc))
        if copy_of is None:
            return Notice(tr_noop("The file was kept as {file}."), file=candidate)
        return Notice(tr_noop("A copy of the file was kept as {file}."), file=candidate)
    return Notice(tr_noop("It could not be kept aside (no free name)."))


def _write_new(path: Path, data: bytes) -> None:
    """Write ``data`` to a file that must not exist yet; remove a partial file on failure."""
    with open(path, "xb") as stream:
        try:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        except BaseException:
            stream.close()
            os.unlink(path)
            raise


# --- reading one value at a time: an unusable value keeps its default ---

BAD = object()  # what a parser returns for a value it cannot use

Parser = Callable[[object], object]
_Record = TypeVar("_Record", bound="DataclassInstance")


def parse_bool(value: object) -> object:
    return value if isinstance(value, bool) else BAD


def text_parser(limit: int) -> Parser:
    """Non-blank text of at most ``limit`` characters without control characters, stripped."""

    def parse(value: object) -> object:
        if isinstance(value, str) and is_plain_text(value.strip(), limit):
            return value.strip()
        return BAD

    return parse


def choice_parser(choices: Iterable[object]) -> Parser:
    """One of ``choices``; an ``Enum`` class gives its members, read from their values."""
    by_value: dict[object, object]
    if isinstance(choices, type) and issubclass(choices, Enum):
        by_value = {member.value: member for member in choices}
    else:
        by_value = {choice: choice for choice in choices}

    def parse(value: object) -> object:
        try:
            return by_value.get(value, BAD)
        except TypeError:  # unhashable: a list or an object
            return BAD

    return parse


def read_record(
    raw: object,
    default: _Record,
    parsers: Mapping[str, tuple[Parser, str]],
    where: str,
    problems: list[str],
) -> _Record:
    """``default`` with each usable value of the JSON object ``raw`` put in.

    ``parsers`` maps a key to its parser and what it expects (for the notice).
    Every unusable or unknown value adds a line to ``problems``; an absent
    value keeps its default silently.
    """
    if not isinstance(raw, dict):
        problems.append(Notice(tr_noop("{where}: expected a group of values, found {found}"), where=where,
                               found=describe_value(raw)))
        return default
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in parsers:
            problems.append(Notice(tr_noop("{where}.{key}: unknown setting, ignored"), where=where,
                                   key=describe_key(key)))
            continue
        parse, expected = parsers[key]
        parsed = parse(value)
        if parsed is BAD:
            found = describe_value(value)
            problems.append(Notice(tr_noop("{where}.{key}: expected {expected}, found {found}"), where=where,
                                   key=key, expected=expected, found=found))
        else:
            values[key] = parsed
    return dataclasses.replace(default, **values)
