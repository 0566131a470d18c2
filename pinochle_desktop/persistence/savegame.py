"""Saved games: rules, seed, seats and every action, as a versioned JSON document.

A save holds what determines a game (its rules, seed and action list) and who
sits where; loading replays every action through the engine's checking
``apply``, so a damaged or hand-edited file is refused with a ``SaveFileError``
naming the problem and can never produce an illegal game.  Loading never
changes the file; saving is atomic.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from .. import __version__
from ..engine.actions import Action, ActionFormatError, action_from_dict, action_to_dict
from ..engine.errors import IllegalAction
from ..engine.match import Match
from ..engine.rule_limits import MAX_LADDER_RUNGS, ladder_rungs
from ..engine.rules import Rules, RulesError, check_rules
from . import paths
from .atomic import StrPath, dumps_json, write_atomic
from .documents import MAX_DOCUMENT_BYTES, Refused, describe_value, read_json_document, shorten
from .notices import Notice, tr_noop
from .settings import SeatConfig, positions_for

__all__ = ["MAX_LADDER_RUNGS", "ladder_rungs"]  # the engine's ladder guard, kept importable from here

SAVE_FORMAT = "pinochle-save"
SAVE_VERSION = 2
SAVE_SUFFIX = ".pinochle"
MAX_EXTRA_BYTES = 64 * 1024  # the table's own small notes in a save (``SavedGame.extra``)
MAX_APP_VERSION = 40

Document = dict[str, object]



def _two_to_four_players(data: Document) -> Document:
    """Version 1 to 2: games may have 2, 3 or 4 players (the rules say how many, the seats list has
    one per player); every version-1 game was four-handed, so its rules say so."""
    rules = data.get("rules")
    if isinstance(rules, dict) and "players" not in rules:
        rules = {**rules, "players": 4}
    return {**data, "rules": rules, "version": 2}


# Migrations: ``MIGRATIONS[n]`` turns a version-``n`` document into a version
# ``n + 1`` one (format and version included).  Loading chains them from the
# file's version up to ``SAVE_VERSION``; a version without a migration is
# refused by name.  A new version adds its migration and bumps ``SAVE_VERSION``.
MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: _two_to_four_players}


class SaveFileError(ValueError):
    """A saved game that cannot be loaded, and why.

    ``str(error)`` is one sentence naming the file and the problem, e.g. ``The
    saved game /x/a.pinochle is not a legal game: action 57 is illegal: must
    beat the Q♥ if you can.``  ``path`` and ``reason`` are kept for callers;
    ``keep_aside_tag`` is ``"newer"`` for a file from a newer version,
    ``None`` when the file could not be read at all, else ``"corrupt"``.
    """

    def __init__(self, path: StrPath, reason: str, keep_aside_tag: str | None = "corrupt") -> None:
        self.path = Path(path)
        self.reason = reason if isinstance(reason, Notice) else shorten(reason)
        self.keep_aside_tag = keep_aside_tag
        self.message = self.notice = Notice(tr_noop("The saved game {file} {reason}."), file=self.path,
                                            reason=self.reason)
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.path, self.reason, self.keep_aside_tag))


@dataclass(frozen=True, slots=True)
class SavedGame:
    """Everything a save holds.

    ``actions`` replay the game from its first deal; ``seats`` are one per
    player, seat 0 (South) first.  ``extra`` is a small JSON object
    the table may keep (e.g. view state); the engine never reads it.
    ``saved_at`` and ``app_version`` are filled in by ``load_game`` from the
    file (``None`` when absent or unreadable) and are ignored by ``save_game``
    and by ``==``.
    """

    rules: Rules
    seed: int
    actions: Sequence[Action]
    seats: tuple[SeatConfig, ...]
    extra: dict[str, object] = field(default_factory=dict)
    saved_at: datetime | None = field(default=None, compare=False)
    app_version: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        # Stored as tuples, so that a save made from a list equals its loaded copy.
        object.__setattr__(self, "actions", tuple(self.actions))
        object.__setattr__(self, "seats", tuple(self.seats))
        if len(self.seats) != self.rules.players:
            raise ValueError(f"a saved game of {self.rules.players} players needs exactly {self.rules.players} seats")

    @classmethod
    def from_match(
        cls, match: Match, seats: Sequence[SeatConfig], extra: dict[str, object] | None = None
    ) -> SavedGame:
        """The save of ``match`` as it stands (actions taken back by undo are not kept)."""
        return cls(match.rules, match.seed, tuple(match.actions), tuple(seats), dict(extra or {}))

    def to_dict(self, saved_at: datetime | None = None) -> Document:
        """The JSON document ``save_game`` writes (``saved_at`` defaults to now, local time)."""
        when = saved_at or datetime.now().astimezone()
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "app_version": __version__,
            "saved_at": when.isoformat(timespec="seconds"),
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in self.seats],
            "extra": self.extra,
            "actions": [action_to_dict(action) for action in self.actions],
        }


def save_path(name: str) -> Path:
    """The file ``<name>.pinochle`` (``name`` is a file name) in ``paths.saves_dir()``, created if needed."""
    file_name = name if name.endswith(SAVE_SUFFIX) else name + SAVE_SUFFIX
    return paths.saves_dir() / file_name


def save_game(path: StrPath, saved: SavedGame) -> None:
    """Write ``saved`` atomically to ``path``.

    Raises ``SaveError`` (an ``OSError``) naming the file when the disk refuses;
    the old file is then untouched.  Anything ``load_game`` would refuse (rules
    the engine cannot play, a game too long, an ``extra`` too large or not
    JSON) raises ``ValueError``/``TypeError`` before anything is written.
    """
    problems = check_rules(saved.rules)
    if problems:  # what is saved must always open: the loader refuses these rules
        raise ValueError(f"these rules cannot be saved: {problems[0]}")
    if _json_size(saved.extra) > MAX_EXTRA_BYTES:
        raise ValueError("the table's notes in the save are too large")
    text = document_text(saved.to_dict())
    if len(text.encode("utf-8")) > MAX_DOCUMENT_BYTES:
        raise ValueError(f"the game is too long to be saved (a save holds at most {MAX_DOCUMENT_BYTES // 2**20} MB)")
    write_atomic(path, text)


def _json_size(value: object) -> int:
    return len(json.dumps(value, ensure_ascii=False).encode("utf-8"))


def document_text(document: Document) -> str:
    """The file's text: ``dumps_json`` layout, but one action per line (readable, and fast to write)."""
    actions = document["actions"]
    assert isinstance(actions, list) and list(document)[-1] == "actions"
    head = dumps_json({**document, "actions": []})
    tail = '[]\n}\n'
    assert head.endswith(tail)
    if not actions:
        return head
    lines = ",\n".join("    " + json.dumps(a, ensure_ascii=False, allow_nan=False) for a in actions)
    return f"{head[: -len(tail)]}[\n{lines}\n  ]\n}}\n"


def load_game(path: StrPath) -> tuple[SavedGame, Match]:
    """The saved game in ``path`` and its replayed ``Match``.

    Raises ``SaveFileError`` for anything wrong with the file: missing,
    unreadable, empty, not UTF-8, truncated or not JSON, not a save, from a
    newer version, a missing or bad entry (named), rules the engine refuses,
    a bad action record or an illegal action (named by its index in
    ``actions``, counting from 0).  The file is only read, never changed.
    """
    try:
        return read_game(path)
    except FileNotFoundError:
        raise SaveFileError(path, Notice(tr_noop("does not exist")), None) from None


def read_game(path: StrPath) -> tuple[SavedGame, Match]:
    """As ``load_game``, but a missing file raises ``FileNotFoundError`` (for the autosave)."""
    target = Path(path)
    try:
        _raw, data = read_json_document(target, SAVE_FORMAT, SAVE_VERSION, tr_noop("saved game"))
    except Refused as refused:
        raise SaveFileError(target, refused.reason, refused.keep_aside_tag) from None
    try:
        saved = saved_game_from_dict(migrate(data))
        return saved, replay(saved)
    except _Bad as bad:
        raise SaveFileError(target, bad.args[0]) from None


class _Bad(Exception):
    """Why a document cannot be loaded (completes "The saved game <path> …")."""


def migrate(data: Document) -> Document:
    """``data`` brought up to ``SAVE_VERSION`` through the chain of ``MIGRATIONS``."""
    version = data["version"]
    assert isinstance(version, int)
    while version < SAVE_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise _Bad(Notice(tr_noop("has version {version}, which this version of Pinochle Desktop cannot convert"),
                              version=version))
        try:
            data = step(data)
        except Exception as exc:  # noqa: BLE001 - an old file damaged in a way the migration did not expect
            raise _Bad(Notice(tr_noop("could not be converted from version {version} ({problem})"), version=version,
                              problem=_what(exc))) from None
        version += 1
        if data.get("version") != version:
            raise _Bad(Notice(tr_noop("could not be converted from version {version}"), version=version - 1))
    return data


def saved_game_from_dict(data: Document) -> SavedGame:
    """A ``SavedGame`` from a current-version document; ``_Bad`` names the first bad entry."""
    rules = _read_rules(_required(data, "rules"))
    seed = _required(data, "seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise _Bad(Notice(tr_noop('is damaged: "seed" should be a whole number, found {found}'),
                           found=describe_value(seed)))
    seats = _read_seats(_required(data, "seats"), rules.players)
    actions = _read_actions(_required(data, "actions"))
    extra = data.get("extra", {})
    if not isinstance(extra, dict):
        raise _Bad(Notice(tr_noop('is damaged: "extra" should be a group of values, found {found}'),
                           found=describe_value(extra)))
    if _json_size(extra) > MAX_EXTRA_BYTES:
        raise _Bad(Notice(tr_noop('is damaged: "extra" holds over {size} KB'), size=MAX_EXTRA_BYTES // 1024))
    app_version = data.get("app_version")
    return SavedGame(
        rules=rules,
        seed=seed,
        actions=actions,
        seats=seats,
        extra=extra,
        saved_at=_read_time(data.get("saved_at")),
        app_version=app_version if isinstance(app_version, str) and len(app_version) <= MAX_APP_VERSION else None,
    )


def replay(saved: SavedGame) -> Match:
    """Replay every action through the checking ``apply``; ``_Bad`` names the first that fails."""
    match = Match(saved.rules, saved.seed)
    for index, action in enumerate(saved.actions):
        try:
            match.apply(action)
        except IllegalAction as exc:
            raise _Bad(Notice(tr_noop("is not a legal game: action {index} is illegal: {problem}"), index=index,
                              problem=str(exc))) from None
        # The engine is the judge; anything else it raises means it cannot replay this.
        except Exception as exc:  # noqa: BLE001
            raise _Bad(Notice(tr_noop("is not a legal game: action {index} could not be replayed ({problem})"),
                              index=index, problem=_what(exc))) from None
    return match


def _required(data: Document, key: str) -> object:
    if key not in data:
        raise _Bad(Notice(tr_noop('is damaged: it has no "{key}" entry'), key=key))
    return data[key]


def _what(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


def _read_rules(raw: object) -> Rules:
    if not isinstance(raw, dict):
        raise _Bad(Notice(tr_noop('is damaged: "rules" should be a group of rule options, found {found}'),
                           found=describe_value(raw)))
    try:
        rules = Rules.from_dict(raw)
    except RulesError as exc:
        raise _Bad(Notice(tr_noop("has rules this game cannot play: {problem}"), problem=str(exc))) from None
    except Exception as exc:  # noqa: BLE001 - an odd value the engine did not anticipate
        raise _Bad(Notice(tr_noop("has rules this game cannot play: {problem}"), problem=_what(exc))) from None
    return rules


def read_rules_entry(raw: object) -> Rules:
    """A document's ``"rules"`` entry (saves and score sheets): ``ValueError`` completes "The file … " if unusable."""
    try:
        return _read_rules(raw)
    except _Bad as bad:
        raise ValueError(bad.args[0]) from None


def _read_seats(raw: object, players: int) -> tuple[SeatConfig, ...]:
    if not isinstance(raw, list) or len(raw) != players:
        raise _Bad(Notice(tr_noop('is damaged: "seats" should be a list of {players} seats, found {found}'),
                           players=players, found=describe_value(raw)))
    positions = positions_for(players)
    seats = []
    for index, item in enumerate(raw):
        where = f"seats[{index}] ({positions[index]})"
        if not isinstance(item, dict):
            raise _Bad(Notice(tr_noop("is damaged: {where} should be a group of values, found {found}"), where=where,
                               found=describe_value(item)))
        name, human, level = item.get("name"), item.get("human"), item.get("level")
        if not isinstance(name, str):
            raise _Bad(Notice(tr_noop('is damaged: {where} "name" should be a text, found {found}'), where=where,
                               found=describe_value(name)))
        if not isinstance(human, bool):
            raise _Bad(Notice(tr_noop('is damaged: {where} "human" should be true or false, found {found}'),
                               where=where,
                               found=describe_value(human)))
        if not isinstance(level, str):
            raise _Bad(Notice(tr_noop('is damaged: {where} "level" should be a text, found {found}'), where=where,
                               found=describe_value(level)))
        try:
            seats.append(SeatConfig(name, human, level))
        except ValueError as exc:
            raise _Bad(Notice(tr_noop("is damaged: {where}: {problem}"), where=where, problem=str(exc))) from None
    return tuple(seats)


def _read_actions(raw: object) -> tuple[Action, ...]:
    if not isinstance(raw, list):
        raise _Bad(Notice(tr_noop('is damaged: "actions" should be a list of actions, found {found}'),
                           found=describe_value(raw)))
    actions = []
    for index, record in enumerate(raw):
        try:
            actions.append(action_from_dict(record))
        except ActionFormatError as exc:
            raise _Bad(Notice(tr_noop("has a bad action record: action {index}: {problem}"), index=index,
                              problem=str(exc))) from None
        except Exception:  # noqa: BLE001 - e.g. an unhashable value where a name belongs
            found = describe_value(record)
            raise _Bad(Notice(tr_noop("has a bad action record: action {index} is not an action ({found})"),
                              index=index, found=found)) from None
    return tuple(actions)


def _read_time(raw: object) -> datetime | None:
    if not isinstance(raw, str):
        return None
    try:
        return datetime.fromisoformat(raw)
    except ValueError:
        return None
