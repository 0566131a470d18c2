"""Statistics per rule set: games and hands played, bids, meld, and the best meld ever shown.

Counted for the person's side, side 0: South, with North as partner in a four-handed game.  The table calls
``record_hand`` after each hand and ``record_game`` when a game ends, then
``save_statistics``.  The values are frozen: each ``record_…`` returns new
statistics.  ``load_statistics`` never fails, like ``load_settings``.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.cards import Suit, cards_text
from ..engine.meld import MeldResult
from ..engine.rule_limits import MAX_RULES_NAME
from ..engine.scoring import Outcome
from ..engine.state import HandResult
from . import paths
from .atomic import SaveError, StrPath, write_json_atomic
from .documents import (
    BAD,
    Parser,
    Refused,
    describe_key,
    describe_value,
    is_plain_text,
    keep_aside,
    list_problems,
    read_json_document,
    read_record,
)
from .locks import FileLock
from .notices import Notice, sentences, tr_noop, what_went_wrong

STATISTICS_FORMAT = "pinochle-statistics"
STATISTICS_VERSION = 1
HUMAN_TEAM = 0  # the side of seat 0 (South): the person at the table, and partner if any
MAX_CARDS_TEXT = 400  # a double-deck hand of 20 cards is 59 characters
MAX_RULE_SETS = 1000  # rule sets with statistics: far more than anybody plays
MAX_COUNT = 10**12  # no figure grows past this in a lifetime of play
MAX_GAMES_KEPT = 500  # the latest games of a rule set kept one by one, for the win rate over time
LOCK_TIMEOUT_S = 5.0  # how long a recording waits for another window's recording

_SUITS_BY_NAME = {suit.name.lower(): suit for suit in Suit}


@dataclass(frozen=True, slots=True)
class BestMeld:
    """One player's meld in one hand: its points, its cards (card text), the trump, the day, the seat."""

    points: int
    cards: str
    trump: Suit | None
    date: dt.date
    seat: int = 0


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game: the day it ended and whether the person's side won it."""

    date: dt.date
    won: bool


@dataclass(frozen=True, slots=True)
class PresetStatistics:
    """The figures of one rule set.  ``bids_*`` and ``bid_total`` count contracts won by team 0."""

    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0
    bids_won: int = 0
    bids_made: int = 0
    bids_set: int = 0  # every contract lost: set, board set, out of reach, thrown in, forfeit
    bid_total: int = 0
    meld_total: int = 0  # team 0's meld over all hands, before the minimum-meld rule
    best_meld: BestMeld | None = None
    games: tuple[GameRecord, ...] = ()  # the latest games, oldest first (at most MAX_GAMES_KEPT)

    @property
    def average_bid(self) -> float | None:
        """Team 0's average winning bid (``None`` before it has won one)."""
        return self.bid_total / self.bids_won if self.bids_won else None

    @property
    def average_meld(self) -> float | None:
        """Team 0's average meld per hand (``None`` before the first hand)."""
        return self.meld_total / self.hands_played if self.hands_played else None


@dataclass(frozen=True, slots=True)
class Statistics:
    """Statistics by rule set name (``Rules.name``); treat ``presets`` as read-only."""

    presets: dict[str, PresetStatistics] = field(default_factory=dict)

    def for_rules(self, rules_name: str) -> PresetStatistics:
        """The figures of one rule set (all zero if it was never played)."""
        return self.presets.get(rules_name, PresetStatistics())

    def with_rules(self, rules_name: str, figures: PresetStatistics) -> Statistics:
        return Statistics({**self.presets, rules_name: figures})

    def to_dict(self) -> dict[str, object]:
        """The JSON document ``save_statistics`` writes."""
        return {
            "format": STATISTICS_FORMAT,
            "version": STATISTICS_VERSION,
            "presets": {name: _figures_to_dict(figures) for name, figures in self.presets.items()},
        }


def _figures_to_dict(figures: PresetStatistics) -> dict[str, object]:
    out: dict[str, object] = {
        f.name: getattr(figures, f.name) for f in dataclasses.fields(PresetStatistics)
        if f.name not in ("best_meld", "games")
    }
    out["games"] = [{"date": game.date.isoformat(), "won": game.won} for game in figures.games]
    best = figures.best_meld
    out["best_meld"] = None if best is None else {
        "points": best.points,
        "cards": best.cards,
        "trump": None if best.trump is None else best.trump.name.lower(),
        "date": best.date.isoformat(),
        "seat": best.seat,
    }
    return out


# --- recording ---


def record_hand(
    stats: Statistics,
    rules_name: str,
    result: HandResult,
    melds: Sequence[MeldResult] = (),
    human_seats: Iterable[int] = (0,),
    when: dt.date | None = None,
) -> Statistics:
    """``stats`` with one more hand of ``rules_name``.

    Call right after a hand ends with ``state.rules.name``,
    ``state.last_result`` and ``state.melds`` (every seat's meld, in seat
    order): the best meld is the best of the ``human_seats``' melds.
    """
    figures = stats.for_rules(rules_name)
    changes: dict[str, Any] = {
        "hands_played": figures.hands_played + 1,
        "meld_total": figures.meld_total + result.meld[HUMAN_TEAM],
    }
    if result.bidders == HUMAN_TEAM:
        made = result.score.outcome is Outcome.MADE
        changes["bids_won"] = figures.bids_won + 1
        changes["bid_total"] = figures.bid_total + result.bid
        changes["bids_made"] = figures.bids_made + made
        changes["bids_set"] = figures.bids_set + (not made)
    best = figures.best_meld
    for seat in human_seats:
        if 0 <= seat < len(melds) and melds[seat].total > (best.points if best else 0):
            meld = melds[seat]
            best = BestMeld(meld.total, cards_text(meld.cards), result.trump, when or dt.date.today(), seat)
    changes["best_meld"] = best
    return stats.with_rules(rules_name, dataclasses.replace(figures, **changes))


def record_game(stats: Statistics, rules_name: str, winner: int | None, when: dt.date | None = None) -> Statistics:
    """``stats`` with one more game of ``rules_name``; ``winner`` is the winning team (``None``: abandoned).
    A finished game is also kept one by one (its day, won or not), for the win rate over time."""
    figures = stats.for_rules(rules_name)
    games = figures.games
    if winner is not None:
        games = (*games, GameRecord(when or dt.date.today(), winner == HUMAN_TEAM))[-MAX_GAMES_KEPT:]
    return stats.with_rules(
        rules_name,
        dataclasses.replace(
            figures,
            games_played=figures.games_played + 1,
            games_won=figures.games_won + (winner == HUMAN_TEAM),
            games=games,
        ),
    )


# --- reading a file: an unusable value keeps its default ---


def _parse_count(value: object) -> object:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT:
        return value
    return BAD


def _parse_best_meld(value: object) -> object:
    if value is None:
        return None
    if not isinstance(value, dict):
        return BAD
    points, cards, trump, day, seat = (value.get(k) for k in ("points", "cards", "trump", "date", "seat"))
    if _parse_count(points) is BAD or not isinstance(cards, str) or len(cards) > MAX_CARDS_TEXT:
        return BAD
    if trump is not None and (not isinstance(trump, str) or trump not in _SUITS_BY_NAME):
        return BAD
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
        return BAD
    try:
        when = dt.date.fromisoformat(day) if isinstance(day, str) else None
    except ValueError:
        when = None
    if when is None:
        return BAD
    assert isinstance(points, int)
    return BestMeld(points, cards, None if trump is None else _SUITS_BY_NAME[trump], when, seat)


def _parse_games(value: object) -> object:
    if not isinstance(value, list) or len(value) > MAX_GAMES_KEPT:
        return BAD
    games = []
    for item in value:
        if not isinstance(item, dict) or set(item) != {"date", "won"} or not isinstance(item["won"], bool) \
                or not isinstance(item["date"], str):
            return BAD
        try:
            games.append(GameRecord(dt.date.fromisoformat(item["date"]), item["won"]))
        except ValueError:
            return BAD
    return tuple(games)


_COUNT = (_parse_count, Notice(tr_noop("a whole number from 0 to {most}"), most=MAX_COUNT))
_FIGURE_PARSERS: dict[str, tuple[Parser, str]] = {
    f.name: _COUNT for f in dataclasses.fields(PresetStatistics) if f.name not in ("best_meld", "games")
}
_FIGURE_PARSERS["games"] = (_parse_games, Notice(tr_noop("a list of at most {most} games, each a date and won "
                                                         "true or false"), most=MAX_GAMES_KEPT))
_FIGURE_PARSERS["best_meld"] = (_parse_best_meld, Notice(tr_noop("points, cards, trump, date and seat of a meld")))


def statistics_from_dict(data: dict[str, object]) -> tuple[Statistics, list[str]]:
    """Statistics from a document whose format and version were checked, and what could not be used."""
    problems: list[str] = [Notice(tr_noop("{key}: unknown entry, ignored"), key=describe_key(key)) for key in data
                if key not in ("format", "version", "presets")]
    raw = data.get("presets", {})
    if not isinstance(raw, dict):
        problems.append(Notice(tr_noop("presets: expected statistics by rule set, found {found}"),
                               found=describe_value(raw)))
        return Statistics(), problems
    presets = {}
    for name, record in raw.items():
        if len(presets) == MAX_RULE_SETS:
            problems.append(Notice(tr_noop("presets: only the first {most} rule sets were kept"), most=MAX_RULE_SETS))
            break
        if not is_plain_text(name, MAX_RULES_NAME):
            problems.append(Notice(tr_noop("presets: the statistics of a rule set named {found} were dropped: a rule"
                                           " set name has 1 to {most} characters, without control characters"),
                                   found=describe_value(name), most=MAX_RULES_NAME))
            continue
        presets[name] = read_record(record, PresetStatistics(), _FIGURE_PARSERS, f'presets["{name}"]', problems)
    return Statistics(presets), problems


def load_statistics(path: StrPath | None = None) -> tuple[Statistics, str | None]:
    """The statistics in ``path`` (default: ``paths.statistics_file()``) and a notice, or ``None``.

    Never raises for anything about the file.  Missing: empty statistics, no
    notice.  Unusable as a whole: kept aside (``statistics.json.corrupt-…``
    or ``.newer-…``) and empty statistics are used.  Some bad values: those
    are reset, the rest kept, and a copy of the file (``.backup-…``) is kept.
    """
    try:
        target = Path(path) if path is not None else paths.statistics_file()
    except OSError as exc:  # the data folder cannot be created
        return Statistics(), Notice(tr_noop("The statistics could not be read ({problem}), so they start afresh."),
                                    problem=what_went_wrong(exc))
    try:
        raw, data = read_json_document(target, STATISTICS_FORMAT, STATISTICS_VERSION,
                                       tr_noop("statistics file"))
    except FileNotFoundError:
        return Statistics(), None
    except Refused as refused:
        sentence = Notice(tr_noop("The statistics file {file} {reason}, so statistics start afresh."),
                          file=target, reason=refused.reason)
        if refused.keep_aside_tag is None:
            return Statistics(), sentence
        return Statistics(), sentences(sentence, keep_aside(target, refused.keep_aside_tag))
    stats, problems = statistics_from_dict(data)
    if not problems:
        return stats, None
    kept = keep_aside(target, "backup", copy_of=raw)
    listed = list_problems(problems)
    return stats, sentences(Notice(tr_noop("Some statistics in {file} could not be used and were reset: {problems}."),
                                   file=target, problems=listed), kept)


def save_statistics(stats: Statistics, path: StrPath | None = None) -> None:
    """Write ``stats`` atomically; ``SaveError`` names the file and the problem (the old file is untouched).

    Figures the next start could not read back (a rule set name too long, too many rule sets) are
    refused with a ``SaveError`` before anything is written.
    """
    target = Path(path) if path is not None else paths.statistics_file()
    document = stats.to_dict()
    _, problems = statistics_from_dict(document)
    if problems:
        raise SaveError(target, Notice(tr_noop("some statistics could not be read back ({problems})"),
                                       problems=list_problems(problems)))
    write_json_atomic(target, document)


def update_statistics(
    change: Callable[[Statistics], Statistics], path: StrPath | None = None
) -> tuple[Statistics, str | None]:
    """Apply ``change`` to the statistics on disk and save them: read, change and write under a lock.

    Two windows playing at once each add their hands to what the other wrote, so no hand is lost.
    Returns the statistics now on disk and ``load_statistics``' notice.  Raises ``SaveError`` when
    they cannot be written (or another window holds the lock for over ``LOCK_TIMEOUT_S``).
    """
    target = Path(path) if path is not None else paths.statistics_file()
    with FileLock(statistics_lock_file(target)).held(LOCK_TIMEOUT_S):
        current, notice = load_statistics(target)
        changed = change(current)
        save_statistics(changed, target)
    return changed, notice


def statistics_lock_file(target: Path) -> Path:
    """The lock file beside the statistics file that ``update_statistics`` holds while it works."""
    return target.with_name(target.name + ".lock")


def reset_statistics(rules_name: str | None = None, path: StrPath | None = None) -> Statistics:
    """Forget the statistics of ``rules_name`` (every rule set when ``None``), save, and return what is left."""
    if rules_name is None:
        stats, _notice = update_statistics(lambda _current: Statistics(), path)
    else:
        stats, _notice = update_statistics(
            lambda current: Statistics({k: v for k, v in current.presets.items() if k != rules_name}), path)
    return stats
