"""Statistics: hands and games recorded per rule set, averages, the best meld, reset, a bad file."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import pytest

from pinochle_desktop.engine.cards import Deck, Suit, cards_text, parse_cards
from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.meld import NO_MELD, MeldResult, find_meld
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.engine.scoring import HandScore, Outcome
from pinochle_desktop.engine.state import HandResult, Phase
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.statistics import (
    BestMeld,
    GameRecord,
    PresetStatistics,
    Statistics,
    load_statistics,
    record_game,
    record_hand,
    reset_statistics,
    save_statistics,
)
from tests.persistence.games import play

DAY = date(2024, 5, 1)
STAMP = r"\d{8}-\d{6}"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


def hand(
    bidder: int, bid: int, outcome: Outcome, meld: tuple[int, int], trump: Suit | None = Suit.HEARTS
) -> HandResult:
    score = HandScore(outcome, bid if outcome is Outcome.MADE else -bid, 0, True, True, True, True)
    return HandResult(1, 3, bidder, bid, False, trump, meld, (150, 100), score, (0, 0), (0, 0), bidder % 2)


def shown(text: str, trump: Suit) -> MeldResult:
    return find_meld(parse_cards(text, Deck.SINGLE), trump, PRESETS["single-deck"])


def test_hands_and_games_add_up_with_averages() -> None:
    stats = Statistics()
    stats = record_hand(stats, "single-deck", hand(0, 250, Outcome.MADE, (120, 40)), when=DAY)
    stats = record_hand(stats, "single-deck", hand(2, 300, Outcome.SET, (60, 80)), when=DAY)
    stats = record_hand(stats, "single-deck", hand(1, 350, Outcome.MADE, (0, 200)), when=DAY)  # West's contract
    stats = record_hand(stats, "single-deck", hand(0, 260, Outcome.THROWN_IN, (20, 0)), when=DAY)
    stats = record_game(stats, "single-deck", winner=0, when=DAY)
    stats = record_game(stats, "single-deck", winner=1, when=DAY)
    stats = record_game(stats, "single-deck", winner=None)  # abandoned

    figures = stats.for_rules("single-deck")
    assert figures == PresetStatistics(
        games_played=3, games_won=1, hands_played=4, bids_won=3, bids_made=1, bids_set=2,
        bid_total=810, meld_total=200, best_meld=None, games=(GameRecord(DAY, True), GameRecord(DAY, False)),
    )
    assert figures.average_bid == 270
    assert figures.average_meld == 50
    assert stats.for_rules("double-deck") == PresetStatistics()
    assert (PresetStatistics().average_bid, PresetStatistics().average_meld) == (None, None)


def test_the_games_are_kept_one_by_one_and_read_back(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import datetime as dt

    from pinochle_desktop.persistence.statistics import MAX_GAMES_KEPT, load_statistics, save_statistics

    stats = Statistics()
    for n in range(MAX_GAMES_KEPT + 3):
        stats = record_game(stats, "single-deck", winner=n % 3 == 0, when=dt.date(2026, 1, 1) + dt.timedelta(n))
    games = stats.for_rules("single-deck").games
    assert len(games) == MAX_GAMES_KEPT and games[-1].date == dt.date(2026, 1, 1) + dt.timedelta(MAX_GAMES_KEPT + 2)
    path = tmp_path / "statistics.json"
    save_statistics(stats, path)
    loaded, notice = load_statistics(path)
    assert notice is None and loaded == stats
    text = path.read_text().replace('"won": true', '"won": "yes"', 1)  # a bad game list is reset, not the rest
    path.write_text(text)
    loaded, notice = load_statistics(path)
    assert notice is not None and "games" in notice
    assert loaded.for_rules("single-deck").games == () and loaded.for_rules("single-deck").games_played > 0


def test_statistics_are_kept_per_rule_set() -> None:
    stats = record_hand(Statistics(), "single-deck", hand(0, 250, Outcome.MADE, (100, 0)))
    stats = record_hand(stats, "double-deck", hand(0, 55, Outcome.MADE, (30, 0)))
    stats = record_game(stats, "double-deck", 0)
    assert set(stats.presets) == {"single-deck", "double-deck"}
    assert stats.for_rules("single-deck").games_played == 0
    assert stats.for_rules("double-deck").games_won == 1
    assert stats.for_rules("double-deck").meld_total == 30


def test_the_best_meld_keeps_points_cards_trump_date_and_seat() -> None:
    big = shown("AS TS KS QS JS 9S QS JD KH QH", Suit.SPADES)
    small = shown("KH QH", Suit.SPADES)
    assert big.total == 260
    stats = record_hand(Statistics(), "single-deck", hand(0, 250, Outcome.MADE, (260, 0), Suit.SPADES),
                        (big, NO_MELD, small, NO_MELD), when=DAY)
    expected = BestMeld(260, "AS TS KS QS QS JS 9S KH QH JD", Suit.SPADES, DAY, seat=0)
    assert stats.for_rules("single-deck").best_meld == expected

    # A smaller meld later changes nothing; a bigger one by a computer player neither.
    stats = record_hand(stats, "single-deck", hand(1, 250, Outcome.MADE, (20, 900)),
                        (small, shown("AH AH AS AS AD AD AC AC", Suit.SPADES), NO_MELD, NO_MELD), when=date(2025, 1, 1))
    assert stats.for_rules("single-deck").best_meld == expected

    # North's meld counts when North is a person too (hot seat).
    aces = shown("AH AH AS AS AD AD AC AC", Suit.CLUBS)
    stats = record_hand(stats, "single-deck", hand(2, 250, Outcome.MADE, (1000, 0), Suit.CLUBS),
                        (small, NO_MELD, aces, NO_MELD), human_seats=(0, 2), when=date(2025, 1, 2))
    assert stats.for_rules("single-deck").best_meld == BestMeld(1000, "AS AS AH AH AD AD AC AC", Suit.CLUBS,
                                                                date(2025, 1, 2), seat=2)


def test_seeded_games_recorded_hand_by_hand(home: Path) -> None:
    stats = Statistics()
    best: list[tuple[int, str, Suit | None]] = [(0, "", None)]

    def after_action(match: Match) -> None:
        nonlocal stats
        state = match.state
        before = match.states[-2]
        if len(state.results) > len(before.results):
            stats = record_hand(stats, state.rules.name, state.last_result, state.melds, when=DAY)  # type: ignore[arg-type]
            if state.melds[0].total > best[0][0]:
                best[0] = (state.melds[0].total, cards_text(state.melds[0].cards), state.trump)
        if state.phase is Phase.GAME_OVER:
            stats = record_game(stats, state.rules.name, state.winner)

    games = [play(PRESETS[name], seed, on_action=after_action) for name in ("single-deck", "double-deck")
             for seed in (1, 2)]
    save_statistics(stats)
    loaded, notice = load_statistics()
    assert notice is None
    assert loaded == stats
    for name in ("single-deck", "double-deck"):
        results = [r for g in games if g.rules.name == name for r in g.state.results]
        ours = [r for r in results if r.bidders == 0]
        figures = loaded.for_rules(name)
        assert figures.games_played == 2
        assert figures.games_won == sum(g.state.winner == 0 for g in games if g.rules.name == name)
        assert figures.hands_played == len(results)
        assert figures.bids_won == len(ours)
        assert figures.bids_made == sum(r.score.outcome is Outcome.MADE for r in ours)
        assert figures.bids_made + figures.bids_set == len(ours)
        assert figures.average_bid == pytest.approx(sum(r.bid for r in ours) / len(ours))
        assert figures.average_meld == pytest.approx(sum(r.meld[0] for r in results) / len(results))
    overall_best = max((s.best_meld for s in loaded.presets.values() if s.best_meld), key=lambda b: b.points)
    assert (overall_best.points, overall_best.cards, overall_best.trump) == best[0]
    assert overall_best.date == DAY and overall_best.seat == 0


# --- on disk ---


def some_statistics() -> Statistics:
    stats = record_hand(Statistics(), "single-deck", hand(0, 250, Outcome.MADE, (260, 0), Suit.SPADES),
                        (shown("AS TS KS QS JS 9S QS JD KH QH", Suit.SPADES), NO_MELD, NO_MELD, NO_MELD), when=DAY)
    stats = record_hand(stats, "double-deck", hand(1, 50, Outcome.SET, (0, 20), None), when=DAY)
    return record_game(stats, "single-deck", 0)


def test_statistics_round_trip_as_a_versioned_document(home: Path) -> None:
    assert load_statistics() == (Statistics(), None)  # first run
    save_statistics(some_statistics())
    path = paths.statistics_file()
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (document["format"], document["version"]) == ("pinochle-statistics", 1)
    assert document["presets"]["single-deck"]["best_meld"] == {
        "points": 260, "cards": "AS TS KS QS QS JS 9S KH QH JD", "trump": "spades", "date": "2024-05-01", "seat": 0,
    }
    assert document["presets"]["double-deck"]["best_meld"] is None
    assert load_statistics() == (some_statistics(), None)
    assert sorted(p.name for p in path.parent.iterdir()) == ["statistics.json"]


def test_reset_forgets_one_rule_set_or_all(home: Path) -> None:
    save_statistics(some_statistics())
    left = reset_statistics("double-deck")
    assert set(left.presets) == {"single-deck"}
    assert load_statistics() == (left, None)
    assert reset_statistics() == Statistics()
    assert load_statistics() == (Statistics(), None)


@pytest.mark.parametrize(
    ("content", "problem", "tag"),
    [
        pytest.param(b"", "is empty", "corrupt", id="empty"),
        pytest.param(b'{"format": "pinochle-statistics", "vers', "not valid JSON", "corrupt", id="truncated"),
        pytest.param(b"\xff\xfe\x00", "not UTF-8", "corrupt", id="not-utf8"),
        pytest.param(b'{"format": "pinochle-save", "version": 1}', "is not a Pinochle statistics file", "corrupt",
                     id="a-save"),
        pytest.param(b'{"format": "pinochle-statistics", "version": 4}', "statistics file version 4", "newer",
                     id="newer"),
    ],
)
def test_an_unusable_file_is_kept_aside_and_statistics_start_afresh(
    home: Path, content: bytes, problem: str, tag: str
) -> None:
    path = paths.statistics_file()
    path.write_bytes(content)
    stats, notice = load_statistics()
    assert stats == Statistics()
    assert notice is not None
    assert notice.startswith(f"The statistics file {path} ")
    assert problem in notice and "so statistics start afresh" in notice
    (kept,) = list(path.parent.iterdir())
    assert re.fullmatch(rf"statistics\.json\.{tag}-{STAMP}", kept.name)
    assert kept.read_bytes() == content
    assert f"The file was kept as {kept}." in notice


def test_bad_values_are_reset_and_a_copy_is_kept(home: Path) -> None:
    document = some_statistics().to_dict()
    presets = document["presets"]
    assert isinstance(presets, dict)
    presets["single-deck"]["hands_played"] = -3
    presets["single-deck"]["best_meld"]["trump"] = "roses"
    presets["double-deck"]["games_won"] = "many"
    presets["double-deck"]["colour"] = "red"
    document["favourite"] = 1
    path = paths.statistics_file()
    raw = json.dumps(document).encode()
    path.write_bytes(raw)

    stats, notice = load_statistics()
    expected = some_statistics()
    single = expected.for_rules("single-deck")
    assert stats.for_rules("single-deck") == PresetStatistics(**{
        **{k: getattr(single, k) for k in PresetStatistics.__slots__},  # type: ignore[attr-defined]
        "hands_played": 0, "best_meld": None,
    })
    assert stats.for_rules("double-deck") == expected.for_rules("double-deck")
    assert notice is not None
    assert notice.startswith(f"Some statistics in {path} could not be used and were reset: ")
    for line in (
        'presets["single-deck"].hands_played: expected a whole number from 0 to 1000000000000, found -3',
        'presets["single-deck"].best_meld: expected points, cards, trump, date and seat of a meld',
        'presets["double-deck"].games_won: expected a whole number from 0 to 1000000000000, found "many"',
        'presets["double-deck"].colour: unknown',
        "favourite: unknown entry, ignored",
    ):
        assert line in notice
    assert path.read_bytes() == raw
    (copy,) = [p for p in path.parent.iterdir() if p != path]
    assert re.fullmatch(rf"statistics\.json\.backup-{STAMP}", copy.name)
    assert copy.read_bytes() == raw
