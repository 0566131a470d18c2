"""Saved games: round trips at every phase of every preset, refusals that say why, atomic writes."""

from __future__ import annotations

import dataclasses
import errno
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from pinochle_desktop import __version__
from pinochle_desktop.engine.actions import Action, Play, action_to_dict
from pinochle_desktop.engine.cards import cards_of
from pinochle_desktop.engine.errors import IllegalAction, Reason
from pinochle_desktop.engine.game import apply
from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import PRESETS, Rules
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence import paths, savegame
from pinochle_desktop.persistence.atomic import SaveError
from pinochle_desktop.persistence.savegame import (
    MAX_LADDER_RUNGS,
    SAVE_SUFFIX,
    SavedGame,
    SaveFileError,
    ladder_rungs,
    load_game,
    save_game,
    save_path,
)
from pinochle_desktop.persistence.settings import seats_for
from tests.persistence.games import SEATS, play

ATOMIC = "pinochle_desktop.persistence.atomic"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


@pytest.fixture(scope="module")
def game() -> Match:
    """A single-deck game three hands in, stopped in the middle of a trick."""
    return play(PRESETS["single-deck"], 7, stop=lambda m: len(m.state.results) == 3 and len(m.state.trick) == 2)


def saved_of(match: Match, length: int | None = None, **extra: object) -> SavedGame:
    actions = match.actions if length is None else match.actions[:length]
    return SavedGame(match.rules, match.seed, actions, seats_for(match.rules.players, SEATS), dict(extra))


def folder_listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# --- round trips ---


def checkpoints(match: Match) -> list[int]:
    """Action counts worth saving at: each change of phase and point of a trick in the first hands, the last hand."""
    marks = []
    last_hand = match.state.hand_number
    for i, state in enumerate(match.states):
        before = match.states[i - 1] if i else None
        if state.hand_number not in (0, 1, 2, last_hand):
            continue
        changed = before is None or state.phase is not before.phase or state.hand_number != before.hand_number
        mid_trick = state.phase is Phase.TRICKS and state.hand_number <= 2 and len(state.trick) in (1, 2, 3)
        if changed or mid_trick:
            marks.append(i)
    marks.append(len(match.actions))
    return sorted(set(marks))


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_game_saved_at_any_phase_loads_to_the_same_state(home: Path, preset: str) -> None:
    rules = PRESETS[preset]
    match = play(rules, seed=2024)
    assert match.state.phase is Phase.GAME_OVER
    path = save_path("round-trip")
    seen: set[object] = set()
    for length in checkpoints(match):
        original = saved_of(match, length, view={"sorted": True, "length": length})
        save_game(path, original)
        saved, loaded = load_game(path)

        assert loaded.state == match.states[length]
        assert loaded.states == match.states[: length + 1]
        assert loaded.actions == match.actions[:length]
        assert saved == original
        assert saved.actions == tuple(match.actions[:length])
        assert (saved.rules, saved.seed, saved.seats) == (rules, match.seed, seats_for(rules.players, SEATS))
        assert saved.extra == {"view": {"sorted": True, "length": length}}
        assert saved.app_version == __version__
        assert saved.saved_at is not None and saved.saved_at.tzinfo is not None
        state = loaded.state
        seen.add(state.phase)
        if state.phase in (Phase.TRICKS, Phase.STOCK) and state.trick:
            seen.add("mid-trick")
        if state.phase is Phase.DEAL and state.results:
            seen.add("after a hand")
    if rules.draw_game:  # both stages, and a save in the winner's meld turn
        assert {Phase.DEAL, Phase.STOCK, Phase.MELD, Phase.TRICKS, Phase.GAME_OVER, "mid-trick", "after a hand"} <= seen
        return
    expected = {Phase.DEAL, Phase.AUCTION, Phase.TRICKS, Phase.GAME_OVER, "mid-trick", "after a hand"}
    if rules.cards_passed:
        expected |= {Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER}
    if not rules.pass_before_trump or not rules.cards_passed:
        expected.add(Phase.TRUMP)
    if rules.widow_size:
        expected |= {Phase.WIDOW, Phase.BURY}
    assert expected <= seen
    assert folder_listing(path.parent) == [f"round-trip{SAVE_SUFFIX}"]


def test_the_file_is_a_versioned_json_document(home: Path, game: Match) -> None:
    path = save_path("doc")
    save_game(path, saved_of(game, theme="green"))
    text = path.read_text(encoding="utf-8")
    assert "Ann ♥" in text  # not \u escaped
    document = json.loads(text)
    assert list(document)[:4] == ["format", "version", "app_version", "saved_at"]
    assert (document["format"], document["version"]) == ("pinochle-save", savegame.SAVE_VERSION)
    assert document["rules"] == game.rules.to_dict()
    assert document["seed"] == 7
    assert document["seats"][0] == {"name": "Ann ♥", "human": True, "level": "medium"}
    assert document["extra"] == {"theme": "green"}
    assert document["actions"] == [action_to_dict(a) for a in game.actions]
    assert path.parent == paths.data_dir() / "saves"


def test_save_path_adds_the_suffix_once(home: Path) -> None:
    assert save_path("Friday").name == "Friday.pinochle"
    assert save_path("Friday.pinochle").name == "Friday.pinochle"
    assert save_path("x").parent.is_dir()


def test_a_saved_game_needs_four_seats(game: Match) -> None:
    with pytest.raises(ValueError, match="exactly 4 seats"):
        SavedGame(game.rules, 1, [], SEATS[:3])


def test_from_match_keeps_what_was_played_not_what_was_undone(game: Match) -> None:
    match = Match(game.rules, game.seed, game.actions[:20])
    match.undo(5)
    saved = SavedGame.from_match(match, SEATS, {"a": 1})
    assert saved.actions == tuple(game.actions[:15])
    assert saved == SavedGame(game.rules, game.seed, list(game.actions[:15]), SEATS, {"a": 1})


# --- refusals: each says what is wrong, and the file is left alone ---


def document_of(match: Match) -> dict[str, object]:
    return saved_of(match).to_dict()


def illegal_follow_up(match: Match) -> tuple[int, Action, IllegalAction]:
    """The first place in ``match`` where some card may not be played because it must beat."""
    for i, state in enumerate(match.states):
        if state.phase is not Phase.TRICKS or not state.trick or state.to_act is None:
            continue
        for card in cards_of(state.hands[state.to_act]):
            try:
                apply(state, Play(card))
            except IllegalAction as exc:
                if exc.reason in (Reason.MUST_BEAT, Reason.MUST_BEAT_TRUMP):
                    return i, Play(card), exc
    raise AssertionError("no must-beat position in this game")


def with_changes(document: dict[str, object], **changes: object) -> dict[str, object]:
    out = dict(document)
    for key, value in changes.items():
        if value is DELETE:
            del out[key]
        else:
            out[key] = value
    return out


DELETE = object()


def refused_documents(match: Match) -> list[tuple[str, object, str]]:
    good = document_of(match)
    actions = list(good["actions"])  # type: ignore[call-overload]
    seats = list(good["seats"])  # type: ignore[call-overload]
    rules = dict(good["rules"])  # type: ignore[call-overload]
    index, bad_play, exc = illegal_follow_up(match)
    illegal = [*actions[:index], action_to_dict(bad_play)]
    cases: list[tuple[str, object, str]] = [
        ("wrong-format", with_changes(good, format="pinochle-settings"), 'its format is "pinochle-settings"'),
        ("no-format", with_changes(good, format=DELETE), "has no format name"),
        (
            "newer",
            with_changes(good, version=3),
            "newer version of Pinochle Desktop (saved game version 3; this version reads up to 2)",
        ),
        ("version-0", with_changes(good, version=0), "unknown version number 0"),
        ("list", [good], "is not a Pinochle saved game"),
        ("rules-missing", with_changes(good, rules=DELETE), 'has no "rules" entry'),
        ("seed-missing", with_changes(good, seed=DELETE), 'has no "seed" entry'),
        ("seats-missing", with_changes(good, seats=DELETE), 'has no "seats" entry'),
        ("actions-missing", with_changes(good, actions=DELETE), 'has no "actions" entry'),
        ("seed-text", with_changes(good, seed="7"), '"seed" should be a whole number, found "7"'),
        ("seed-bool", with_changes(good, seed=True), '"seed" should be a whole number, found true'),
        ("rules-text", with_changes(good, rules="single-deck"), '"rules" should be a group of rule options'),
        (
            "rules-unplayable",
            with_changes(good, rules={**rules, "min_bid": -5}),
            "has rules this game cannot play: the minimum bid must be above zero",
        ),
        (
            "rules-unknown-option",
            with_changes(good, rules={**rules, "jokers": 2}),
            "has rules this game cannot play: unknown rule option 'jokers'",
        ),
        (
            "rules-infinite-step",
            with_changes(good, rules={**rules, "bid_steps": [[1e400, 10]]}),
            "is damaged: it holds NaN or Infinity, which JSON does not allow",
        ),
        (
            "rules-huge-counter",
            with_changes(good, rules={**rules, "counter_value": 10**9}),
            "no option may be more than 100000 points",
        ),
        (
            "rules-endless-ladder",
            with_changes(good, rules={**rules, "min_bid": 1, "bid_steps": [[0, 1]], "counter_value": 1000}),
            f"the bid ladder would have over {MAX_LADDER_RUNGS} bids",
        ),
        ("seats-three", with_changes(good, seats=seats[:3]), '"seats" should be a list of 4 seats, found a list of 3'),
        (
            "seat-level",
            with_changes(good, seats=[*seats[:2], {**seats[2], "level": "god"}, seats[3]]),
            "seats[2] (north): unknown level \"god\"",
        ),
        (
            "seat-human",
            with_changes(good, seats=[{**seats[0], "human": "yes"}, *seats[1:]]),
            'seats[0] (south) "human" should be true or false, found "yes"',
        ),
        ("extra-list", with_changes(good, extra=[1]), '"extra" should be a group of values, found a list of 1'),
        ("actions-text", with_changes(good, actions="none"), '"actions" should be a list of actions'),
        (
            "action-unknown",
            with_changes(good, actions=[*actions[:3], {"type": "jump"}]),
            "has a bad action record: action 3: unknown action type 'jump'",
        ),
        (
            "action-no-card",
            with_changes(good, actions=[*actions[:3], {"type": "play"}]),
            "has a bad action record: action 3: action 'play' needs an integer 'card'",
        ),
        (
            "action-unhashable-suit",
            with_changes(good, actions=[*actions[:3], {"type": "trump", "suit": []}]),
            "has a bad action record: action 3",  # whichever way the engine words it
        ),
        (
            "action-illegal",
            with_changes(good, actions=illegal),
            f"is not a legal game: action {index} is illegal: {exc}",
        ),
        (
            "deal-twice",
            with_changes(good, actions=[actions[0], actions[0]]),
            "is not a legal game: action 1 is illegal: that action does not belong in this phase",
        ),
    ]
    assert "must beat the " in str(exc)
    return cases


def test_refusals_name_the_problem(home: Path, game: Match) -> None:
    path = save_path("refused")
    for case, document, problem in refused_documents(game):
        raw = json.dumps(document, indent=1).encode()
        path.write_bytes(raw)
        with pytest.raises(SaveFileError) as caught:
            load_game(path)
        message = str(caught.value)
        assert message.startswith(f"The saved game {path} "), case
        assert problem in message, (case, message)
        assert message.endswith("."), case
        assert caught.value.path == path
        assert path.read_bytes() == raw, case
        assert folder_listing(path.parent) == ["refused.pinochle"], case


TRUNCATED_AT = 300


@pytest.mark.parametrize(
    ("content", "problem", "tag"),
    [
        pytest.param(b"", "is empty", "corrupt", id="empty"),
        pytest.param(b" \n\t", "is empty", "corrupt", id="blank"),
        pytest.param(None, "is damaged or truncated: it is not valid JSON", "corrupt", id="truncated"),
        pytest.param(b"\xff\xfe\x00garbage", "is damaged: it is not UTF-8 text", "corrupt", id="not-utf8"),
        pytest.param(b"PK\x03\x04 a zip file", "not valid JSON", "corrupt", id="not-json"),
        pytest.param(b'{"format": "pinochle-save", "version": 9}', "saved game version 9", "newer", id="newer"),
    ],
)
def test_damaged_files_are_refused(
    home: Path, game: Match, content: bytes | None, problem: str, tag: str
) -> None:
    path = save_path("damaged")
    if content is None:
        save_game(path, saved_of(game))
        content = path.read_bytes()[:TRUNCATED_AT]
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as caught:
        load_game(path)
    assert problem in str(caught.value)
    assert caught.value.keep_aside_tag == tag
    assert path.read_bytes() == content


def test_a_missing_or_unreadable_file_is_refused(home: Path) -> None:
    missing = save_path("missing")
    with pytest.raises(SaveFileError, match="does not exist"):
        load_game(missing)
    missing.mkdir()
    with pytest.raises(SaveFileError, match="is a folder, not a file"):
        load_game(missing)


def test_a_hand_edit_that_keeps_the_game_legal_loads(home: Path, game: Match) -> None:
    document = document_of(game)
    document.pop("saved_at")
    document["app_version"] = 5
    document["future_entry"] = "ignored"
    path = save_path("edited")
    path.write_text(json.dumps(document), encoding="utf-8")
    saved, loaded = load_game(path)
    assert loaded.state == game.state
    assert (saved.saved_at, saved.app_version) == (None, None)


# --- migrations ---


def test_every_old_version_has_a_migration() -> None:
    assert set(savegame.MIGRATIONS) == set(range(1, savegame.SAVE_VERSION))


def test_a_version_1_save_of_a_four_handed_game_still_loads(home: Path, game: Match) -> None:
    """Version 1 files (before games of 2 or 3 players) had no player count in their rules."""
    document = saved_of(game).to_dict()
    rules = dict(document["rules"])  # type: ignore[call-overload]
    del rules["players"], rules["card_values"]  # options version 1 did not have
    path = save_path("v1")
    path.write_text(json.dumps({**document, "version": 1, "rules": rules}), encoding="utf-8")
    saved, loaded = load_game(path)
    assert saved.rules == game.rules and saved.rules.players == 4
    assert loaded.state == game.state


def test_migrations_chain_from_an_old_version_to_the_current_one(
    home: Path, game: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hook, tried with two migrations that exist only in this test."""
    calls: list[int] = []

    def step(version: int) -> Callable[[dict[str, object]], dict[str, object]]:
        def migrate(document: dict[str, object]) -> dict[str, object]:
            assert document["version"] == version
            calls.append(version)
            return {**document, "version": version + 1}

        return migrate

    now = savegame.SAVE_VERSION
    path = save_path("old")
    save_game(path, saved_of(game))
    monkeypatch.setattr(savegame, "SAVE_VERSION", now + 2)
    monkeypatch.setattr(savegame, "MIGRATIONS", {now: step(now), now + 1: step(now + 1)})
    _saved, loaded = load_game(path)
    assert calls == [now, now + 1]
    assert loaded.state == game.state

    monkeypatch.setattr(savegame, "MIGRATIONS", {now + 1: step(now + 1)})
    cannot = f"has version {now}, which this version of Pinochle Desktop cannot convert"
    with pytest.raises(SaveFileError, match=cannot):
        load_game(path)

    def broken(document: dict[str, object]) -> dict[str, object]:
        raise KeyError("old_scores")

    monkeypatch.setattr(savegame, "MIGRATIONS", {now: broken, now + 1: step(now + 1)})
    with pytest.raises(SaveFileError, match=rf"could not be converted from version {now} \('old_scores'\)"):
        load_game(path)


# --- the bid ladder guard ---


@pytest.mark.parametrize(
    "rules",
    [
        *PRESETS.values(),
        dataclasses.replace(PRESETS["single-deck"], bid_steps=((600, 50), (0, 10))),
        dataclasses.replace(PRESETS["single-deck"], bid_steps=((0, 7), (300, 25), (301, 3)), bid_cap=1000),
        dataclasses.replace(PRESETS["single-deck"], min_bid=5000),
    ],
    ids=lambda rules: rules.name + str(rules.bid_steps) + str(rules.min_bid),
)
def test_ladder_rungs_counts_the_ladder_without_building_it(rules: Rules) -> None:
    assert ladder_rungs(rules) == len(rules.ladder())


# --- a failed write keeps the old save ---


def test_a_write_that_fails_before_the_replace_keeps_the_old_save(
    home: Path, game: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = save_path("precious")
    old = saved_of(game, 40)
    save_game(path, old)
    before = path.read_bytes()

    def no_space(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(SaveError) as caught:
        patch.setattr(f"{ATOMIC}.os.replace", no_space)
        save_game(path, saved_of(game))

    assert str(caught.value) == f"could not write {path}: No space left on device"
    assert path.read_bytes() == before
    assert folder_listing(path.parent) == ["precious.pinochle"]  # no temporary file left
    saved, loaded = load_game(path)
    assert saved == old
    assert loaded.state == game.states[40]


def test_a_value_json_cannot_hold_writes_nothing(home: Path, game: Match) -> None:
    path = save_path("odd")
    with pytest.raises(TypeError):
        save_game(path, saved_of(game, when={1, 2}))
    assert folder_listing(path.parent) == []
