"""The user's settings: preferences, the four seats, rules last played and saved, window geometry.

``load_settings`` never fails: a missing file means first run (defaults, no
notice); a file it cannot use is kept aside under a new name and a notice says
which file and what was wrong.  ``save_settings`` writes atomically.
"""

from __future__ import annotations

import binascii
import dataclasses
from base64 import b64decode
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any, ClassVar

from ..engine.rules import PRESETS, Rules
from . import paths
from .atomic import SaveError, StrPath, write_json_atomic
from .documents import (
    BAD,
    Parser,
    Refused,
    choice_parser,
    describe_key,
    describe_value,
    is_plain_text,
    keep_aside,
    list_problems,
    parse_bool,
    read_json_document,
    read_record,
    shorten,
    text_parser,
)
from .notices import Notice, sentences, tr_noop, what_went_wrong

SETTINGS_FORMAT = "pinochle-settings"
SETTINGS_VERSION = 1
DEFAULT_RULES_PRESET = "single-deck"
MAX_NAME_LENGTH = 24
MAX_TEXT_LENGTH = 64  # custom rule set names
MAX_CUSTOM_RULE_SETS = 100
MAX_GEOMETRY_LENGTH = 10_000  # Qt's saved window geometry is under 100 characters of base64
CARD_BACKS: tuple[str, ...] = ("blue", "red", "green", "navy", "burgundy", "black")  # the back designs drawn
CARD_FACE_STYLES: tuple[str, ...] = ("classic", "simple")  # court cards: figures, or a letter under a crown
LANGUAGES: tuple[str, ...] = ("system", "en", "de", "es", "fr")  # "system": the computer's language
LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert", "random")
# The order of ``Settings.seats``: clockwise from the person at the table.
SEAT_POSITIONS: tuple[str, ...] = ("south", "west", "north", "east")
DEFAULT_SOUND_VOLUME = 60
OLD_PREFERENCES = frozenset({"sound"})
"""Preferences of earlier versions, read without a word and dropped: "sound" was a switch without sounds
(always false), so it must not silence the sounds that came later."""
class AnimationSpeed(Enum):
    INSTANT = "instant"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


class CardSize(Enum):
    """How large the person's hand and the trick are: as large as the table allows, or larger still."""

    AUTOMATIC = "automatic"
    LARGE = "large"
    EXTRA_LARGE = "extra-large"


@dataclass(frozen=True, slots=True)
class Preferences:
    """How the table looks and behaves; nothing here changes the rules of the game."""

    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    four_colour: bool = False
    card_size: CardSize = CardSize.AUTOMATIC
    card_back: str = "blue"
    face_style: str = "classic"
    confirm_play: bool = False
    auto_play_single: bool = True  # a forced card (the only legal one) plays itself
    show_hints: bool = True
    language: str = "system"
    sound_effects: bool = True  # the table's sounds (the S key mutes them)
    sound_volume: int = DEFAULT_SOUND_VOLUME  # 0 to 100
    turn_cue: bool = True  # a gentle sound when the table waits for you
    # Questions asked before an action that costs something (False: the person ticked "Don't ask again").
    ask_concede: bool = True
    ask_throw_in: bool = True
    ask_new_game: bool = True
    ask_open: bool = True
    ask_quit_hot_seat: bool = True


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """Who sits in one seat: a name, a person or the computer, and the computer's level.

    A human seat keeps its level so that switching it back to the computer
    remembers it.  Raises ``ValueError`` for a blank or over-long name or an
    unknown level.
    """

    name: str
    human: bool
    level: str = "medium"

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise ValueError("a seat needs a name")
        if len(self.name) > MAX_NAME_LENGTH:
            raise ValueError(f"a seat name has at most {MAX_NAME_LENGTH} characters")
        if not is_plain_text(self.name, MAX_NAME_LENGTH):
            raise ValueError("a seat name cannot hold control characters or line breaks")
        if self.level not in LEVELS:
            raise ValueError(
                f"unknown level {describe_value(self.level)} (choose from {', '.join(LEVELS)})"
            )


DEFAULT_SEATS: tuple[SeatConfig, ...] = (
    SeatConfig("You", human=True),
    SeatConfig("West", human=False),
    SeatConfig("North", human=False),  # your partner
    SeatConfig("East", human=False),
)


# Where the seats of a game sit at the table, by the number of players (seat 0, the person, is south;
# the others clockwise): ``Settings.seats`` keeps one configuration per position.
POSITIONS_BY_PLAYERS: dict[int, tuple[str, ...]] = {
    4: SEAT_POSITIONS,
    3: ("south", "west", "east"),
    2: ("south", "north"),
}


def positions_for(players: int) -> tuple[str, ...]:
    """The table positions of a game's seats, seat 0 first."""
    return POSITIONS_BY_PLAYERS[players]


def seats_for(players: int, seats: tuple[SeatConfig, ...]) -> tuple[SeatConfig, ...]:
    """The configured seats (``Settings.seats``, one per position) that play a game of ``players``."""
    return tuple(seats[SEAT_POSITIONS.index(p)] for p in positions_for(players))


def default_rules_dict() -> dict[str, object]:
    """The rules a first game uses: the single-deck preset, as ``Rules.to_dict`` gives it."""
    return PRESETS[DEFAULT_RULES_PRESET].to_dict()


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the game remembers between runs.

    ``last_rules`` and each value of ``custom_rules`` are ``Rules.to_dict()``
    dicts; treat them as read-only and build new ``Settings`` with
    ``dataclasses.replace``.  ``window_geometry`` is Qt's ``saveGeometry`` in
    base64.  ``seats`` are in ``SEAT_POSITIONS`` order.
    """

    FORMAT: ClassVar[str] = SETTINGS_FORMAT
    VERSION: ClassVar[int] = SETTINGS_VERSION

    preferences: Preferences = field(default_factory=Preferences)
    seats: tuple[SeatConfig, ...] = DEFAULT_SEATS
    last_rules: dict[str, object] = field(default_factory=default_rules_dict)
    custom_rules: dict[str, dict[str, object]] = field(default_factory=dict)
    window_geometry: str | None = None

    def __post_init__(self) -> None:
        if len(self.seats) != len(SEAT_POSITIONS):
            raise ValueError(f"settings need exactly {len(SEAT_POSITIONS)} seats")

    def to_dict(self) -> dict[str, object]:
        """The JSON document ``save_settings`` writes."""
        prefs = {
            f.name: _json_value(getattr(self.preferences, f.name))
            for f in dataclasses.fields(Preferences)
        }
        return {
            "format": SETTINGS_FORMAT,
            "version": SETTINGS_VERSION,
            "preferences": prefs,
            "seats": [dataclasses.asdict(seat) for seat in self.seats],
            "last_rules": self.last_rules,
            "custom_rules": self.custom_rules,
            "window_geometry": self.window_geometry,
        }


def _json_value(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


# --- reading a file's values: an unusable value keeps its default ---

_TEXT = (text_parser(MAX_TEXT_LENGTH), Notice(tr_noop("a text of 1 to {most} characters"), most=MAX_TEXT_LENGTH))
_BOOL = (parse_bool, Notice(tr_noop("true or false")))


def _choices(values: Iterable[object]) -> Notice:
    return Notice(tr_noop("one of {choices}"), choices=", ".join(f'"{value}"' for value in values))


def _one_of(choices: tuple[str, ...]) -> tuple[Parser, str]:
    return choice_parser(choices), _choices(choices)


def _percent(value: object) -> object:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100 else BAD


_PREFERENCE_PARSERS: dict[str, tuple[Parser, str]] = {
    "animation_speed": (
        choice_parser(AnimationSpeed),
        _choices(speed.value for speed in AnimationSpeed),
    ),
    "four_colour": _BOOL,
    "card_size": (
        choice_parser(CardSize),
        _choices(size.value for size in CardSize),
    ),
    "card_back": _one_of(CARD_BACKS),
    "face_style": _one_of(CARD_FACE_STYLES),
    "confirm_play": _BOOL,
    "auto_play_single": _BOOL,
    "show_hints": _BOOL,
    "language": _one_of(LANGUAGES),
    "sound_effects": _BOOL,
    "sound_volume": (_percent, Notice(tr_noop("a whole number from 0 to {most}"), most=100)),
    "turn_cue": _BOOL,
    "ask_concede": _BOOL,
    "ask_throw_in": _BOOL,
    "ask_new_game": _BOOL,
    "ask_open": _BOOL,
    "ask_quit_hot_seat": _BOOL,
}

_SEAT_PARSERS: dict[str, tuple[Parser, str]] = {
    "name": (
        text_parser(MAX_NAME_LENGTH),
        Notice(tr_noop("a name of 1 to {most} characters"), most=MAX_NAME_LENGTH),
    ),
    "human": _BOOL,
    "level": _one_of(LEVELS),
}


def _load_seats(raw: object, problems: list[str]) -> tuple[SeatConfig, ...]:
    if not isinstance(raw, list) or len(raw) != len(SEAT_POSITIONS):
        problems.append(Notice(tr_noop("seats: expected a list of {count} seats, found {found}"),
                               count=len(SEAT_POSITIONS), found=describe_value(raw)))
        return DEFAULT_SEATS
    return tuple(
        read_record(
            item, seat, _SEAT_PARSERS, f"seats[{i}] ({SEAT_POSITIONS[i]})", problems
        )
        for i, (item, seat) in enumerate(zip(raw, DEFAULT_SEATS, strict=True))
    )


def _load_rules(raw: object) -> tuple[dict[str, object] | None, str]:
    """The rules dict as the engine normalises it, or ``None`` and the engine's objection."""
    if not isinstance(raw, dict):
        return None, Notice(tr_noop("expected a set of rule options, found {found}"), found=describe_value(raw))
    try:
        return Rules.from_dict(raw).to_dict(), ""
    # The engine is the judge: whatever it objects to (even by a bug) is refused,
    # so that a hand-edited rule set can never stop the game from starting.
    except Exception as exc:  # noqa: BLE001
        return None, shorten(str(exc) or type(exc).__name__)


def _load_custom_rules(
    raw: object, problems: list[str]
) -> dict[str, dict[str, object]]:
    if not isinstance(raw, dict):
        problems.append(Notice(tr_noop("custom_rules: expected named rule sets, found {found}"),
                               found=describe_value(raw)))
        return {}
    out: dict[str, dict[str, object]] = {}
    for name, rules_raw in raw.items():
        if len(out) == MAX_CUSTOM_RULE_SETS:
            problems.append(Notice(tr_noop("custom_rules: only the first {most} rule sets were kept"),
                                   most=MAX_CUSTOM_RULE_SETS))
            break
        if _TEXT[0](name) is BAD:
            problems.append(Notice(tr_noop("custom_rules: a rule set named {found} was dropped: bad name"),
                                   found=describe_value(name)))
            continue
        rules, why = _load_rules(rules_raw)
        if rules is None:
            problems.append(Notice(tr_noop('custom_rules: the rule set "{name}" was dropped: {problem}'), name=name,
                                   problem=why))
        else:
            out[name.strip()] = rules
    return out


def _load_geometry(raw: object, problems: list[str]) -> str | None:
    if raw is None:
        return None
    if isinstance(raw, str) and len(raw) <= MAX_GEOMETRY_LENGTH:
        try:
            b64decode(raw, validate=True)
            return raw
        except (binascii.Error, ValueError):
            pass
    problems.append(Notice(tr_noop("window_geometry: expected base64 text, found {found}"),
                           found=describe_value(raw)))
    return None


_TOP_LEVEL = {"format", "version"} | {f.name for f in dataclasses.fields(Settings)}


def settings_from_dict(data: dict[str, object]) -> tuple[Settings, list[str]]:
    """Settings from a document whose format and version were already checked.

    Every value that cannot be used takes its default and adds one line to the
    returned problems; an absent value takes its default silently.
    """
    problems: list[str] = [
        Notice(tr_noop("{key}: unknown entry, ignored"), key=describe_key(key)) for key in data if key not in _TOP_LEVEL
    ]
    values: dict[str, Any] = {}
    if "preferences" in data:
        raw_preferences = data["preferences"]
        if isinstance(raw_preferences, dict):
            raw_preferences = {k: v for k, v in raw_preferences.items() if k not in OLD_PREFERENCES}
        values["preferences"] = read_record(
            raw_preferences,
            Preferences(),
            _PREFERENCE_PARSERS,
            "preferences",
            problems,
        )
    if "seats" in data:
        values["seats"] = _load_seats(data["seats"], problems)
    if "last_rules" in data:
        rules, why = _load_rules(data["last_rules"])
        if rules is None:
            problems.append(Notice("last_rules: {problem}", problem=why))
        else:
            values["last_rules"] = rules
    if "custom_rules" in data:
        values["custom_rules"] = _load_custom_rules(data["custom_rules"], problems)
    if "window_geometry" in data:
        values["window_geometry"] = _load_geometry(data["window_geometry"], problems)
    return Settings(**values), problems


def load_settings(path: StrPath | None = None) -> tuple[Settings, str | None]:
    """The settings in ``path`` (default: ``paths.settings_file()``) and a notice, or ``None``.

    Never raises for anything about the file.  Missing: defaults, no notice.
    Unusable as a whole (damaged, not a settings file, newer version): the file
    is renamed aside (``settings.json.corrupt-YYYYmmdd-HHMMSS`` or
    ``.newer-…``) and defaults are used.  Some bad values: those take their
    defaults, the rest is kept, and a copy of the file (``.backup-…``) is kept.
    """
    try:
        target = Path(path) if path is not None else paths.settings_file()
    except OSError as exc:  # the config folder cannot be created
        return Settings(), Notice(tr_noop("The settings could not be read ({problem}), so defaults are used."),
                                  problem=what_went_wrong(exc))
    try:
        raw, data = read_json_document(
            target, SETTINGS_FORMAT, SETTINGS_VERSION, tr_noop("settings file")
        )
    except FileNotFoundError:
        return Settings(), None
    except Refused as refused:
        sentence = Notice(tr_noop("The settings file {file} {reason}, so default settings are used."),
                          file=target, reason=refused.reason)
        if refused.keep_aside_tag is None:
            return Settings(), sentence
        return Settings(), sentences(sentence, keep_aside(target, refused.keep_aside_tag))
    settings, problems = settings_from_dict(data)
    if not problems:
        return settings, None
    kept = keep_aside(target, "backup", copy_of=raw)
    listed = list_problems(problems)
    return settings, sentences(
        Notice(tr_noop("Some settings in {file} could not be used and were reset to their defaults: {problems}."),
               file=target, problems=listed), kept)


def save_settings(settings: Settings, path: StrPath | None = None) -> None:
    """Write ``settings`` atomically to ``path`` (default: ``paths.settings_file()``).

    Raises ``SaveError`` naming the file and the problem (also for a value the next start could not read
    back); the old file is then untouched.
    """
    target = Path(path) if path is not None else paths.settings_file()
    document = settings.to_dict()
    _, problems = settings_from_dict(document)
    if problems:  # never write what the next start would refuse
        raise SaveError(target, Notice(tr_noop("some settings could not be read back ({problems})"),
                                       problems=list_problems(problems)))
    write_json_atomic(target, document)
