"""The score keeper's sheets on disk: a file the player saves and opens, and the keeper's autosave.

A sheet is a versioned JSON document (``"format": "pinochle-score-sheet"``) holding the rules,
the sides' names and each hand as written down.  Reading checks every hand with the engine's
own checks, so a damaged or hand-edited file is refused with a ``SheetFileError`` naming the
problem (and the hand) and never shows totals the rules could not give.  Writes are atomic.
The autosave is an ordinary sheet at ``paths.keeper_autosave_file()``; one that cannot be used
is kept aside under a new name and a notice says which file and why.
"""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

from .. import __version__
from ..engine.cards import Suit
from ..engine.keeper import MAX_HANDS, KeptHand, ScoreSheet, sheet_problems, side_count
from ..engine.scoring import Ending
from . import paths
from .atomic import SaveError, StrPath, write_json_atomic
from .documents import Refused, describe_value, has_control_characters, keep_aside, read_json_document, shorten
from .notices import Notice, sentences, tr_noop, what_went_wrong
from .savegame import read_rules_entry

SHEET_FORMAT = "pinochle-score-sheet"
SHEET_VERSION = 1
SHEET_SUFFIX = ".pinochle-scores"
MAX_SIDE_NAME = 40  # as the keeper's name fields allow

Document = dict[str, object]


class SheetFileError(ValueError):
    """A score sheet file that cannot be used: ``str()`` is one sentence naming the file and the problem.

    ``keep_aside_tag`` is ``"newer"`` for a file from a newer version, ``None`` when it could not be
    read at all, else ``"corrupt"``.
    """

    def __init__(self, path: StrPath, reason: str, keep_aside_tag: str | None = "corrupt") -> None:
        self.path = Path(path)
        self.reason = reason if isinstance(reason, Notice) else shorten(reason)
        self.keep_aside_tag = keep_aside_tag
        self.notice = Notice(tr_noop("The score sheet {file} {reason}."), file=self.path, reason=self.reason)
        super().__init__(self.notice)


def hand_to_dict(hand: KeptHand) -> Document:
    data: Document = {
        "bidders": hand.bidders, "bid": hand.bid, "meld": list(hand.meld),
        "tricks": None if hand.tricks is None else list(hand.tricks), "ending": hand.ending.value,
        "trump": None if hand.trump is None else hand.trump.name.lower(), "dix": _dix_entry(hand),
    }
    if hand.declared is not None:
        data["declared"] = hand.declared
    return data


def _dix_entry(hand: KeptHand) -> int | list[int]:
    """The dix as a file holds it: with two sides a count for the side that did not bid (as the first
    version wrote it), else one count per side."""
    if len(hand.meld) == 2 and hand.bidders is not None and all(
            n == 0 for side, n in enumerate(hand.dix) if side == hand.bidders):
        return hand.dix[1 - hand.bidders] if hand.dix else 0
    return list(hand.dix) if any(hand.dix) else 0


def sheet_to_dict(sheet: ScoreSheet, saved_at: datetime | None = None) -> Document:
    when = saved_at or datetime.now().astimezone()
    return {
        "format": SHEET_FORMAT, "version": SHEET_VERSION, "app_version": __version__,
        "saved_at": when.isoformat(timespec="seconds"), "rules": sheet.rules.to_dict(),
        "names": list(sheet.names), "hands": [hand_to_dict(h) for h in sheet.hands],
    }


def save_sheet(path: StrPath, sheet: ScoreSheet) -> None:
    """Write ``sheet`` atomically; ``SaveError`` (an ``OSError``) naming the file when the disk refuses.

    A sheet that ``read_sheet`` would refuse (rules with an option over the reader's limits, a name too
    long) is refused with a ``SaveError`` saying why, before anything is written: what is saved opens again.
    """
    document = sheet_to_dict(sheet)
    try:
        sheet_from_dict(json.loads(json.dumps(document)))  # read back as the reader will, from JSON
    except _Bad as bad:
        raise SaveError(path, Notice(tr_noop("it would not open again: the sheet {problem}"),
                                     problem=bad.args[0])) from None
    write_json_atomic(path, document)


class _Bad(Exception):
    """Why a sheet cannot be used (completes "The score sheet <path> …")."""


def _whole(value: object, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _Bad(Notice(tr_noop("is damaged: {where} should be a whole number, found {found}"), where=where,
                          found=describe_value(value)))
    return value


def _figures(value: object, where: str, sides: int) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != sides:
        raise _Bad(Notice(tr_noop("is damaged: {where} should be a list of {sides} whole numbers, found {found}"),
                          where=where, sides=sides, found=describe_value(value)))
    return tuple(_whole(v, where) for v in value)


def hand_from_dict(raw: object, number: int, sides: int) -> KeptHand:
    where = Notice(tr_noop("hand {number}"), number=number)
    if not isinstance(raw, dict):
        raise _Bad(Notice(tr_noop("is damaged: {where} should be a group of values, found {found}"), where=where,
                          found=describe_value(raw)))
    unknown = set(raw) - {"bidders", "bid", "meld", "tricks", "ending", "trump", "dix", "declared"}
    if unknown:
        raise _Bad(Notice(tr_noop('is damaged: {where} has an unknown entry "{key}"'), where=where,
                          key=sorted(unknown)[0]))
    for key in ("bidders", "bid", "meld", "ending"):
        if key not in raw:
            raise _Bad(Notice(tr_noop('is damaged: {where} has no "{key}" entry'), where=where, key=key))
    endings = {e.value: e for e in Ending}
    ending = raw["ending"]
    if not isinstance(ending, str) or ending not in endings:
        raise _Bad(Notice(tr_noop("is damaged: the ending of {where} should be one of {endings}, found {found}"),
                          where=where, endings=", ".join(endings), found=describe_value(ending)))
    trump = raw.get("trump")
    suits = {s.name.lower(): s for s in Suit}
    if trump is not None and (not isinstance(trump, str) or trump not in suits):
        raise _Bad(Notice(tr_noop("is damaged: the trump of {where} should be a suit, found {found}"), where=where,
                          found=describe_value(trump)))
    tricks = raw.get("tricks")
    def part(template: str) -> Notice:  # "the bid of hand 3"
        return Notice(template, where=where)

    bidders = None if raw["bidders"] is None else _whole(raw["bidders"], part(tr_noop("the bidders of {where}")))
    declared = raw.get("declared")
    return KeptHand(
        bidders=bidders, bid=_whole(raw["bid"], part(tr_noop("the bid of {where}"))),
        meld=_figures(raw["meld"], part(tr_noop("the meld of {where}")), sides),
        tricks=None if tricks is None else _figures(tricks, part(tr_noop("the trick points of {where}")), sides),
        ending=endings[ending], trump=None if trump is None else suits[trump],
        dix=_dix_from(raw.get("dix", 0), where, sides, bidders),
        declared=None if declared is None else _whole(declared, part(tr_noop("who declared out in {where}"))),
    )


def _dix_from(value: object, where: str, sides: int, bidders: int | None) -> tuple[int, ...]:
    """One count per side from a file: a list, or (two sides) the count of the side that did not bid."""
    if isinstance(value, list):
        return _figures(value, Notice(tr_noop("the dix of {where}"), where=where), sides)
    count = _whole(value, Notice(tr_noop("the dix of {where}"), where=where))
    if not count:
        return ()
    if sides != 2 or bidders not in (0, 1):
        raise _Bad(Notice(tr_noop("is damaged: {where} should be a list of {sides} whole numbers, found {found}"),
                          where=Notice(tr_noop("the dix of {where}"), where=where), sides=sides, found=count))
    return (count, 0) if bidders == 1 else (0, count)


def sheet_from_dict(data: Document) -> ScoreSheet:
    """A sheet from a current-version document; ``_Bad`` names the first problem."""
    if "rules" not in data:
        raise _Bad(Notice(tr_noop('is damaged: it has no "{key}" entry'), key="rules"))
    try:
        rules = read_rules_entry(data["rules"])
    except ValueError as exc:
        raise _Bad(exc.args[0] if exc.args else str(exc)) from None
    names, hands = data.get("names"), data.get("hands")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise _Bad(Notice(tr_noop('is damaged: "names" should be a list of names, found {found}'),
                          found=describe_value(names)))
    for name in names:
        if len(name) > MAX_SIDE_NAME or has_control_characters(name):
            raise _Bad(Notice(tr_noop("is damaged: a side's name has at most {most} characters and no control"
                                      " characters, found {found}"), most=MAX_SIDE_NAME, found=describe_value(name)))
    if len(names) != side_count(rules):
        raise _Bad(Notice(tr_noop("has {count} names, but these rules keep a score for {sides} sides"),
                          count=len(names), sides=side_count(rules)))
    if not isinstance(hands, list):
        raise _Bad(Notice(tr_noop('is damaged: "hands" should be a list of hands, found {found}'),
                          found=describe_value(hands)))
    if len(hands) > MAX_HANDS:
        raise _Bad(Notice(tr_noop("holds {count} hands, more than a sheet can ({most})"), count=len(hands),
                          most=MAX_HANDS))
    sheet = ScoreSheet(rules, tuple(names), tuple(hand_from_dict(h, i + 1, len(names)) for i, h in enumerate(hands)))
    problems = sheet_problems(sheet)
    if problems:
        raise _Bad(Notice(tr_noop("cannot be kept under its rules: {problem}"), problem=problems[0].message))
    return sheet


def read_sheet(path: StrPath) -> ScoreSheet:
    """The sheet in ``path``; ``FileNotFoundError`` when there is none, ``SheetFileError`` for anything else."""
    target = Path(path)
    try:
        _raw, data = read_json_document(target, SHEET_FORMAT, SHEET_VERSION, tr_noop("score sheet"))
    except Refused as refused:
        raise SheetFileError(target, refused.reason, refused.keep_aside_tag) from None
    try:
        return sheet_from_dict(data)
    except _Bad as bad:
        raise SheetFileError(target, bad.args[0]) from None


def load_sheet(path: StrPath) -> ScoreSheet:
    """As ``read_sheet``, a missing file being a ``SheetFileError`` too (for Open…)."""
    try:
        return read_sheet(path)
    except FileNotFoundError:
        raise SheetFileError(path, Notice(tr_noop("does not exist")), None) from None


def write_keeper_autosave(sheet: ScoreSheet) -> None:
    save_sheet(paths.keeper_autosave_file(), sheet)


def read_keeper_autosave() -> tuple[ScoreSheet | None, str | None]:
    """The autosaved sheet (or None) and a notice (or None); never raises for anything about the file."""
    try:
        path = paths.keeper_autosave_file()
    except OSError as exc:
        return None, Notice(tr_noop("The score keeper's sheet could not be read ({problem})."),
                            problem=what_went_wrong(exc))
    try:
        return read_sheet(path), None
    except FileNotFoundError:
        return None, None
    except SheetFileError as error:
        sentence = Notice(tr_noop("The score keeper's sheet {file} {reason}, so it cannot be resumed."),
                          file=path, reason=error.reason)
        if error.keep_aside_tag is None:
            return None, sentence
        return None, sentences(sentence, keep_aside(path, error.keep_aside_tag))


def clear_keeper_autosave() -> None:
    path = paths.keeper_autosave_file()
    try:
        os.remove(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise SaveError(path, exc, action="remove") from exc


__all__ = [
    "SHEET_SUFFIX", "SheetFileError", "clear_keeper_autosave", "load_sheet", "read_keeper_autosave", "read_sheet",
    "save_sheet", "sheet_from_dict", "sheet_to_dict", "write_keeper_autosave",
]
