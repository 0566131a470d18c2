"""Settings: a round trip, silent first run, and every bad file kept aside with a notice."""

from __future__ import annotations

import base64
import dataclasses
import errno
import json
import re
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from pinochle_desktop.engine.rules import PRESETS, Rules
from pinochle_desktop.persistence import documents, paths
from pinochle_desktop.persistence.atomic import SaveError
from pinochle_desktop.persistence.settings import (
    DEFAULT_SEATS,
    AnimationSpeed,
    CardSize,
    Preferences,
    SeatConfig,
    Settings,
    load_settings,
    save_settings,
)

ATOMIC = "pinochle_desktop.persistence.atomic"
STAMP = r"\d{8}-\d{6}"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


@pytest.fixture
def settings_path(home: Path) -> Path:
    return paths.settings_file()


def good_document(**changes: object) -> dict[str, object]:
    document = Settings().to_dict()
    document.update(changes)
    return document


def write_document(path: Path, document: object) -> bytes:
    raw = json.dumps(document, indent=2).encode()
    path.write_bytes(raw)
    return raw


def other_files(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if p != path)


def custom_settings() -> Settings:
    return Settings(
        preferences=Preferences(
            animation_speed=AnimationSpeed.INSTANT,
            four_colour=True,
            card_size=CardSize.EXTRA_LARGE,
            card_back="red",
            confirm_play=True,
            auto_play_single=True,
            show_hints=False,
            language="de",
            sound_effects=False,
            sound_volume=35,
            turn_cue=False,
        ),
        seats=(
            SeatConfig("Anna", human=True, level="expert"),
            SeatConfig("Bert", human=True),
            SeatConfig("Clara ♥", human=False, level="hard"),
            SeatConfig("Dieter", human=False, level="random"),
        ),
        last_rules=PRESETS["double-deck"].to_dict(),
        custom_rules={
            "Friday club": dataclasses.replace(
                PRESETS["single-deck"], target=1000
            ).to_dict()
        },
        window_geometry="AdnQywADAAAAAAAAAAAAAAAAA+8AAAJXAAAAAA==",
    )


# --- defaults and round trip ---


def test_first_run_is_silent_defaults(settings_path: Path) -> None:
    settings, notice = load_settings()
    assert notice is None
    assert settings == Settings()
    assert list(settings_path.parent.iterdir()) == []


def test_defaults_are_those_of_the_design() -> None:
    settings = Settings()
    assert settings.preferences.animation_speed is AnimationSpeed.NORMAL
    assert settings.preferences.show_hints is True
    assert settings.preferences.card_back == "blue"
    assert [(s.name, s.human, s.level) for s in settings.seats] == [
        ("You", True, "medium"),
        ("West", False, "medium"),
        ("North", False, "medium"),
        ("East", False, "medium"),
    ]
    assert settings.last_rules == PRESETS["single-deck"].to_dict()
    assert settings.custom_rules == {}
    assert settings.window_geometry is None


def test_settings_round_trip_through_the_default_file(settings_path: Path) -> None:
    original = custom_settings()
    save_settings(original)
    assert settings_path.is_file()
    loaded, notice = load_settings()
    assert notice is None
    assert loaded == original
    assert other_files(settings_path) == []


def test_the_file_is_a_versioned_json_document(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(custom_settings(), path)
    text = path.read_text(encoding="utf-8")
    assert text.endswith("}\n")
    assert "Clara ♥" in text  # not \u escaped
    document = json.loads(text)
    assert list(document)[:2] == ["format", "version"]
    assert (document["format"], document["version"]) == ("pinochle-settings", 1)
    assert document["preferences"]["animation_speed"] == "instant"
    assert document["seats"][2] == {"name": "Clara ♥", "human": False, "level": "hard"}


def test_the_old_sound_switch_does_not_silence_the_sounds(settings_path: Path) -> None:
    """Versions without sounds wrote "sound": false (a switch that could not be turned on): the sounds that
    came later are on all the same, and nothing is said about the old entry."""
    write_document(settings_path, {"format": "pinochle-settings", "version": 1,
                                   "preferences": {"sound": False, "show_hints": False}})
    settings, notice = load_settings()
    assert notice is None
    assert settings.preferences == Preferences(show_hints=False)
    assert settings.preferences.sound_effects and settings.preferences.sound_volume == 60


def test_missing_values_take_their_defaults_silently(settings_path: Path) -> None:
    write_document(
        settings_path,
        {"format": "pinochle-settings", "version": 1, "preferences": {"sound_volume": 20}},
    )
    settings, notice = load_settings()
    assert notice is None
    assert settings == Settings(preferences=Preferences(sound_volume=20))
    assert other_files(settings_path) == []


def test_a_partial_rule_set_is_completed_from_its_preset(settings_path: Path) -> None:
    write_document(settings_path, good_document(last_rules={"name": "double-deck"}))
    settings, notice = load_settings()
    assert notice is None
    assert settings.last_rules == PRESETS["double-deck"].to_dict()


def test_a_byte_order_mark_from_a_windows_editor_is_accepted(
    settings_path: Path,
) -> None:
    settings_path.write_bytes(b"\xef\xbb\xbf" + json.dumps(good_document()).encode())
    assert load_settings() == (Settings(), None)


# --- a file that cannot be used at all: kept aside, defaults, a notice ---

TRUNCATED = json.dumps(good_document(), indent=2).encode()[:150]

REFUSED = [
    pytest.param(
        b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "not UTF-8 text", "corrupt", id="garbage"
    ),
    pytest.param(TRUNCATED, "not valid JSON", "corrupt", id="truncated"),
    pytest.param(b"", "is empty", "corrupt", id="empty"),
    pytest.param(b"  \n", "is empty", "corrupt", id="blank"),
    pytest.param(b"[1, 2, 3]", "not a Pinochle settings file", "corrupt", id="list"),
    pytest.param(
        b'{"format": "pinochle-save", "version": 1}',
        'its format is "pinochle-save"',
        "corrupt",
        id="wrong-format",
    ),
    pytest.param(b'{"version": 1}', "has no format name", "corrupt", id="no-format"),
    pytest.param(
        b'{"format": "pinochle-settings", "version": 99}',
        "newer version of Pinochle Desktop (settings file version 99;",
        "newer",
        id="version-99",
    ),
    pytest.param(
        b'{"format": "pinochle-settings", "version": "1"}',
        'no valid version number (found "1")',
        "corrupt",
        id="version-is-text",
    ),
    pytest.param(
        b'{"format": "pinochle-settings", "version": true}',
        "no valid version number",
        "corrupt",
        id="version-is-bool",
    ),
    pytest.param(
        b'{"format": "pinochle-settings", "version": 0}',
        "unknown version number 0",
        "corrupt",
        id="version-0",
    ),
    pytest.param(
        b'{"format": "pinochle-settings", "version": 1, "language": "\\ud800"}',
        "not valid Unicode",
        "corrupt",
        id="lone-surrogate",
    ),
    pytest.param(b"[" * 100_000, "nested too deeply", "corrupt", id="deep-nesting"),
    pytest.param(
        b'{"format": "pinochle-settings", "version": 1' + b"0" * 5000 + b"}",
        "a number too long to read",
        "corrupt",
        id="huge-number",
    ),
]


@pytest.mark.parametrize(("content", "problem", "tag"), REFUSED)
def test_an_unusable_file_is_kept_aside_and_defaults_are_used(
    settings_path: Path, content: bytes, problem: str, tag: str
) -> None:
    settings_path.write_bytes(content)
    settings, notice = load_settings()

    assert settings == Settings()
    assert notice is not None
    assert notice.startswith(f"The settings file {settings_path} ")
    assert problem in notice
    assert "default settings are used" in notice
    (kept,) = other_files(settings_path)
    assert re.fullmatch(rf"settings\.json\.{tag}-{STAMP}", kept.name)
    assert kept.read_bytes() == content  # byte for byte
    assert f"The file was kept as {kept}." in notice
    assert not settings_path.exists()


def test_a_kept_file_is_never_overwritten(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class FrozenClock(datetime):
        @classmethod
        def now(cls, tz: object = None) -> FrozenClock:
            return cls(2024, 5, 1, 12, 30, 0)

    monkeypatch.setattr(documents, "datetime", FrozenClock)
    folder = settings_path.parent
    (folder / "settings.json.corrupt-20240501-123000").write_bytes(b"already here")

    for content in (b"first bad file", b"second bad file"):
        settings_path.write_bytes(content)
        assert load_settings()[0] == Settings()
    save_settings(custom_settings())

    assert {p.name: p.read_bytes() for p in other_files(settings_path)} == {
        "settings.json.corrupt-20240501-123000": b"already here",
        "settings.json.corrupt-20240501-123000-2": b"first bad file",
        "settings.json.corrupt-20240501-123000-3": b"second bad file",
    }
    assert load_settings() == (custom_settings(), None)


def test_a_file_that_cannot_be_read_is_reported_and_left_in_place(
    settings_path: Path,
) -> None:
    settings_path.mkdir()  # a folder where the file should be
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None
    assert f"The settings file {settings_path} is a folder, not a file, so default settings are used." in notice
    assert settings_path.is_dir()
    assert other_files(settings_path) == []


def test_a_config_folder_that_cannot_be_created_gives_defaults_and_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"x")
    monkeypatch.setenv(paths.HOME_ENV, str(blocker))
    settings, notice = load_settings()
    assert settings == Settings()
    assert notice is not None
    assert str(blocker / "config") in notice


# --- some bad values in a good file: those take defaults, the rest is kept ---

BAD_VALUES = [
    pytest.param(
        {"preferences": {"four_colour": "yes", "turn_cue": False}},
        ['preferences.four_colour: expected true or false, found "yes"'],
        Settings(preferences=Preferences(turn_cue=False)),
        id="bool-as-text",
    ),
    pytest.param(
        {"preferences": {"animation_speed": "warp", "card_back": 5, "language": " "}},
        [
            (
                'preferences.animation_speed: expected one of "instant", "fast",'
                ' "normal", "slow", found "warp"'
            ),
            'preferences.card_back: expected one of "blue", "red", "green", "navy", "burgundy", "black", found 5',
            'preferences.language: expected one of "system", "en", "de", "es", "fr", found " "',
        ],
        Settings(),
        id="bad-preferences",
    ),
    pytest.param(
        {"preferences": {"card_size": "huge", "sound_effects": False}},
        ['preferences.card_size: expected one of "automatic", "large", "extra-large", found "huge"'],
        Settings(preferences=Preferences(sound_effects=False)),
        id="bad-card-size",
    ),
    pytest.param(
        {"preferences": {"sound_volume": 150, "turn_cue": "off"}},
        ["preferences.sound_volume: expected a whole number from 0 to 100, found 150",
         'preferences.turn_cue: expected true or false, found "off"'],
        Settings(),
        id="bad-sound",
    ),
    pytest.param(
        {"preferences": ["not", "a", "group"]},
        ["preferences: expected a group of values, found a list of 3"],
        Settings(),
        id="preferences-as-list",
    ),
    pytest.param(
        {"preferences": {"theme": "dark"}},
        ["preferences.theme: unknown setting, ignored"],
        Settings(),
        id="unknown-preference",
    ),
    pytest.param(
        {
            "seats": [
                {"name": "  Ann  ", "human": True, "level": "easy"},
                {"name": "W", "human": 1, "level": "god"},
                "North",
                {"name": "x" * 25},
            ]
        },
        [
            "seats[1] (west).human: expected true or false, found 1",
            (
                'seats[1] (west).level: expected one of "easy", "medium", "hard",'
                ' "expert", "random", found "god"'
            ),
            'seats[2] (north): expected a group of values, found "North"',
            "seats[3] (east).name: expected a name of 1 to 24 characters, found",
        ],
        Settings(
            seats=(
                SeatConfig("Ann", human=True, level="easy"),
                SeatConfig("W", human=False),
                DEFAULT_SEATS[2],
                DEFAULT_SEATS[3],
            )
        ),
        id="bad-seats",
    ),
    pytest.param(
        {"seats": [{"name": "A", "human": True}]},
        ["seats: expected a list of 4 seats, found a list of 1"],
        Settings(),
        id="too-few-seats",
    ),
    pytest.param(
        {"last_rules": {"min_bid": -5}},
        ["last_rules: the minimum bid must be above zero"],
        Settings(),
        id="unplayable-rules",
    ),
    pytest.param(
        {"last_rules": {"no_such_option": 1}},
        ["last_rules: unknown rule option 'no_such_option'"],
        Settings(),
        id="unknown-rule-option",
    ),
    pytest.param(
        {"last_rules": "single-deck"},
        ['last_rules: expected a set of rule options, found "single-deck"'],
        Settings(),
        id="rules-as-text",
    ),
    pytest.param(
        {"custom_rules": {"Good": {"name": "double-deck"}, "Bad": {"target": "lots"}}},
        ['custom_rules: the rule set "Bad" was dropped: bad value'],
        Settings(custom_rules={"Good": PRESETS["double-deck"].to_dict()}),
        id="one-bad-custom-rule-set",
    ),
    pytest.param(
        {"window_geometry": "not base64!"},
        ['window_geometry: expected base64 text, found "not base64!"'],
        Settings(),
        id="bad-geometry",
    ),
    pytest.param(
        {"theme": "dark"},
        ["theme: unknown entry, ignored"],
        Settings(),
        id="unknown-entry",
    ),
]


@pytest.mark.parametrize(("changes", "problems", "expected"), BAD_VALUES)
def test_bad_values_take_their_defaults_and_a_copy_is_kept(
    settings_path: Path,
    changes: dict[str, object],
    problems: list[str],
    expected: Settings,
) -> None:
    raw = write_document(settings_path, good_document(**changes))
    settings, notice = load_settings()

    assert settings == expected
    assert notice is not None
    assert notice.startswith(
        f"Some settings in {settings_path} could not be used and were reset"
    )
    for problem in problems:
        assert problem in notice
    # The original stays where it was until the next save; a copy is kept too.
    assert settings_path.read_bytes() == raw
    (copy,) = other_files(settings_path)
    assert re.fullmatch(rf"settings\.json\.backup-{STAMP}", copy.name)
    assert copy.read_bytes() == raw
    assert f"A copy of the file was kept as {copy}." in notice


# --- saving ---


def test_a_failed_save_keeps_the_old_file(
    settings_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_settings(custom_settings())
    before = settings_path.read_bytes()

    def no_space(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(f"{ATOMIC}.os.replace", no_space)
    with pytest.raises(SaveError) as caught:
        save_settings(Settings())
    monkeypatch.undo()
    assert str(caught.value) == (
        f"could not write {settings_path}: No space left on device"
    )
    assert settings_path.read_bytes() == before
    assert other_files(settings_path) == []


@pytest.mark.parametrize(
    ("name", "level"), [("", "easy"), ("   ", "easy"), ("x" * 25, "easy"), ("A", "god")]
)
def test_a_seat_refuses_a_bad_name_or_level(name: str, level: str) -> None:
    with pytest.raises(ValueError):
        SeatConfig(name, human=False, level=level)


def test_settings_need_four_seats() -> None:
    with pytest.raises(ValueError, match="exactly 4 seats"):
        Settings(seats=DEFAULT_SEATS[:3])


# --- nothing a file holds can crash the loader ---

FUZZ = hypothesis_settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _load_in_fresh_folder(content: bytes) -> tuple[Settings, str | None, list[bytes]]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(content)
        settings, notice = load_settings(path)
        kept = [p.read_bytes() for p in Path(folder).iterdir()]
    return settings, notice, kept


@FUZZ
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_never_crash_and_are_never_lost(content: bytes) -> None:
    settings, notice, kept = _load_in_fresh_folder(content)
    assert isinstance(settings, Settings)
    assert notice is None or "settings.json" in notice
    assert content in kept


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(st.text(max_size=12), inner, max_size=5)
    ),
    max_leaves=20,
)
rule_option_names = [f.name for f in dataclasses.fields(Rules)]
rules_values = st.dictionaries(
    st.sampled_from(rule_option_names),
    json_values | st.sampled_from([*PRESETS, "double", "single", "pagat", "modern"]),
    max_size=6,
)
seat_values = st.lists(
    st.dictionaries(st.sampled_from(["name", "human", "level", "x"]), json_values),
    min_size=4,
    max_size=4,
)
section_values = {
    "preferences": st.dictionaries(
        st.sampled_from([f.name for f in dataclasses.fields(Preferences)]), json_values
    ),
    "seats": seat_values,
    "last_rules": rules_values,
    "custom_rules": st.dictionaries(st.text(max_size=12), rules_values, max_size=3),
    "window_geometry": st.text(max_size=20)
    | st.binary(max_size=20).map(lambda b: base64.b64encode(b).decode()),
    "x": json_values,
}
sections = st.fixed_dictionaries(
    {}, optional={k: v | json_values for k, v in section_values.items()}
)


@FUZZ
@given(sections)
def test_any_values_in_a_good_header_never_crash_and_load_what_they_save(
    fields: dict[str, object],
) -> None:
    document = {"format": "pinochle-settings", "version": 1, **fields}
    content = json.dumps(document).encode()
    settings, _notice, kept = _load_in_fresh_folder(content)
    assert content in kept
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        save_settings(settings, path)
        assert load_settings(path) == (settings, None)
