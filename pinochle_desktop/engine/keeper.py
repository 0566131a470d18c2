"""The score keeper's sheet: the hands of a game played with real cards, scored as the engine scores them.

A ``ScoreSheet`` is a frozen value (rules, the sides' names, the hands as entered); its ``lines``
score every hand with ``scoring.score_sides_hand`` (``score_sides``, as a game does) and end the game
with ``game.game_winner`` (``draw_game.draw_game_winner`` for two players), the functions the engine's
own games use, so the keeper cannot disagree with the table.  A ``Keeper`` edits a sheet (add, change
or remove any hand, change the rules or the names) with undo and redo; an entry that does not describe
a hand under the rules is refused whole, with every reason.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from .cards import Suit
from .draw_game import declared_out_winner, draw_game_winner
from .explain import draw_game_end_note, game_end_note, side_notes
from .game import game_winner
from .notes import Note, note, tr_noop
from .rules import Rules
from .scoring import Ending, HandScore, ScoreInputError, SidesHand, score_sides_hand, sides_hand_problems

MAX_NAME_LENGTH = 40
MAX_HANDS = 1000


def side_count(rules: Rules) -> int:
    """How many sides keep a score (two partnerships in the four-handed games)."""
    return len(rules.seating.sides)


def hands_per_side(rules: Rules) -> int:
    """How many hands meld for one side (a partnership: two; a player alone: one)."""
    return len(rules.seating.members[0])


@dataclass(frozen=True, slots=True)
class KeptHand:
    """One hand as written down at the table; figures per side, side 0 first.

    ``bidders`` is the side that won the bid (None in the two-handed draw game, where nobody bids
    and ``bid`` is 0).  Three players: the bidder's trick points include the cards it buried.
    """

    bidders: int | None
    bid: int
    meld: tuple[int, ...]
    tricks: tuple[int, ...] | None = None  # None: the hand was not played
    ending: Ending = Ending.PLAYED
    trump: Suit | None = None
    dix: tuple[int, ...] = ()  # dix (9 of trump) each side showed, where a dix saves itself (empty: none)
    declared: int | None = None  # the player that declared itself out (``Ending.DECLARED_OUT``)

    def figures(self) -> SidesHand:
        """The figures as ``scoring`` takes them."""
        return SidesHand(self.bidders, self.bid, self.meld, self.tricks, self.ending, self.dix, self.declared)


@dataclass(frozen=True, slots=True)
class EntryProblem:
    """Why an entry is refused: the figure at fault (``bid``, ``meld``, ``tricks``, ``ending``, ``dix``,
    ``bidders``, ``names``, ``sheet``), the side it belongs to (or None) and the reason."""

    entry: str
    side: int | None
    reason: Note
    hand: int | None = None  # the hand's index on the sheet, when a sheet-wide change is refused

    @property
    def message(self) -> str:
        prefix = f"hand {self.hand + 1}: " if self.hand is not None else ""
        return prefix + self.reason.message


class EntryError(ValueError):
    """An entry refused with its problems (nothing was changed)."""

    def __init__(self, problems: list[EntryProblem]) -> None:
        self.problems = problems
        super().__init__("; ".join(p.message for p in problems))


def hand_problems(rules: Rules, hand: KeptHand) -> list[EntryProblem]:
    """Everything wrong with ``hand`` under ``rules`` (empty when it describes a hand)."""
    return [EntryProblem(p.entry, p.side, p.note)
            for p in sides_hand_problems(rules, hand.figures(), hands_per_side(rules))]


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One scored hand: what each side scored and why, the totals after it, and the game's end."""

    hand: KeptHand
    score: HandScore | None  # the bidders' contract (against the first other side); None without an auction
    points: tuple[int, ...]
    totals: tuple[int, ...]
    notes: tuple[Note, ...]  # why each side scored what it did, side 0 first
    winner: int | None  # the side that won the game on this hand
    end_note: Note | None  # why the game ended here (or why a side past the target plays on)
    after_the_end: bool  # the game had already been won before this hand


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The rules, one name per side, and the hands in the order they were played."""

    rules: Rules
    names: tuple[str, ...]
    hands: tuple[KeptHand, ...] = ()

    @property
    def lines(self) -> tuple[SheetLine, ...]:
        return _score(self)

    @property
    def totals(self) -> tuple[int, ...]:
        lines = self.lines
        return lines[-1].totals if lines else (0,) * len(self.names)

    @property
    def winner(self) -> int | None:
        return next((line.winner for line in self.lines if line.winner is not None), None)


@functools.lru_cache(maxsize=64)
def _score(sheet: ScoreSheet) -> tuple[SheetLine, ...]:
    totals = (0,) * len(sheet.names)
    won = False
    lines = []
    for hand in sheet.hands:
        line = score_line(sheet.rules, hand, totals, won)
        lines.append(line)
        won = won or line.winner is not None
        totals = line.totals
    return tuple(lines)


def score_line(rules: Rules, hand: KeptHand, before: tuple[int, ...], won: bool = False) -> SheetLine:
    """Score one hand from the scores before it: what each side scores and why, and whether the game ends
    (``won``: it had already ended).  ``ScoreInputError`` when the figures cannot be."""
    figures = hand.figures()
    scored = score_sides_hand(rules, figures, hands_per_side(rules))
    after = tuple(t + p for t, p in zip(before, scored.points, strict=True))
    winner = end = None
    if not won:
        winner = hand_winner(rules, before, after, hand)
        if rules.draw_game:
            end = draw_game_end_note(rules, after, winner, hand.declared)
        else:
            assert hand.bidders is not None
            end = game_end_note(rules, before, after, hand.bidders, winner)
    return SheetLine(hand, scored.contract, scored.points, after, side_notes(rules, figures, scored), winner, end,
                     won)


def hand_winner(rules: Rules, before: tuple[int, ...], after: tuple[int, ...], hand: KeptHand) -> int | None:
    """The side that won the game on this hand (None to play on), by the engine's own rules for it."""
    if hand.declared is not None:
        return declared_out_winner(rules.target, hand.declared, after)
    if hand.bidders is None:
        return draw_game_winner(rules.target, after)
    return game_winner(rules, before, after, hand.bidders)


def sheet_problems(sheet: ScoreSheet) -> list[EntryProblem]:
    """Everything wrong with a whole sheet (a file read from disk, the rules changed under its hands)."""
    problems = []
    if len(sheet.names) != side_count(sheet.rules):
        problems.append(EntryProblem("names", None, sides_note(sheet.rules)))
    for side, name in enumerate(sheet.names):
        if not name.strip() or len(name) > MAX_NAME_LENGTH:
            problems.append(EntryProblem("names", side, note(tr_noop("a name is 1 to {n} characters"),
                                                             n=MAX_NAME_LENGTH)))
    if len(sheet.hands) > MAX_HANDS:
        problems.append(EntryProblem("sheet", None, note(tr_noop("a sheet holds at most {n} hands"), n=MAX_HANDS)))
    if problems:
        return problems
    for index, hand in enumerate(sheet.hands):
        problems += [replace(p, hand=index) for p in hand_problems(sheet.rules, hand)]
    return problems


def sides_note(rules: Rules) -> Note:
    """How many scores these rules keep, for a refusal."""
    if rules.partnerships:
        return note(tr_noop("these rules keep a score for {n} sides"), n=side_count(rules))
    return note(tr_noop("these rules keep a score for {n} players"), n=side_count(rules))


def game_over_note(sheet: ScoreSheet) -> Note | None:
    """Why no hand can be added: the game is won (None while it goes on)."""
    if sheet.winner is None:
        return None
    return note(tr_noop("The game is over: {winner} won. Start a new sheet for the next game."),
                sides=("winner",), winner=sheet.winner)


class Keeper:
    """A score sheet being kept: every change checked, with undo and redo."""

    def __init__(self, sheet: ScoreSheet) -> None:
        problems = sheet_problems(sheet)
        if problems:
            raise EntryError(problems)
        self._history = [sheet]
        self._at = 0

    @property
    def sheet(self) -> ScoreSheet:
        return self._history[self._at]

    def _change(self, sheet: ScoreSheet) -> ScoreSheet:
        problems = sheet_problems(sheet)
        if problems:
            raise EntryError(problems)
        del self._history[self._at + 1:]
        self._history.append(sheet)
        self._at += 1
        return sheet

    def add(self, hand: KeptHand) -> ScoreSheet:
        """The next hand; refused when the game is already won (start a new sheet)."""
        over = game_over_note(self.sheet)
        if over is not None:
            raise EntryError([EntryProblem("sheet", None, over)])
        self._refuse_bad(hand)
        return self._change(replace(self.sheet, hands=(*self.sheet.hands, hand)))

    def replace_hand(self, index: int, hand: KeptHand) -> ScoreSheet:
        """Change an earlier hand: the totals after it are worked out again."""
        self._refuse_bad(hand)
        hands = list(self.sheet.hands)
        hands[index] = hand
        return self._change(replace(self.sheet, hands=tuple(hands)))

    def remove_hand(self, index: int) -> ScoreSheet:
        hands = list(self.sheet.hands)
        del hands[index]
        return self._change(replace(self.sheet, hands=tuple(hands)))

    def change_rules(self, rules: Rules, names: tuple[str, ...] | None = None) -> ScoreSheet:
        """Keep the sheet under other rules (with ``names`` when they keep a score for another number of
        sides): refused (naming each hand) if a hand cannot be under them."""
        sheet = self.sheet
        if side_count(rules) != len(sheet.names) and sheet.hands:
            raise EntryError([EntryProblem("sheet", None, note(
                tr_noop("this sheet keeps {n} scores and these rules keep {m}: start a new sheet for them"),
                n=len(sheet.names), m=side_count(rules)))])
        return self._change(replace(sheet, rules=rules, names=tuple(n.strip() for n in names or sheet.names)))

    def rename(self, names: tuple[str, ...]) -> ScoreSheet:
        return self._change(replace(self.sheet, names=tuple(n.strip() for n in names)))

    def start_over(self, sheet: ScoreSheet) -> ScoreSheet:
        """A new sheet (a new game, or one opened from a file); the old one stays behind undo."""
        return self._change(sheet)

    def _refuse_bad(self, hand: KeptHand) -> None:
        problems = hand_problems(self.sheet.rules, hand)
        if problems:
            raise EntryError(problems)

    @property
    def can_undo(self) -> bool:
        return self._at > 0

    @property
    def can_redo(self) -> bool:
        return self._at + 1 < len(self._history)

    def undo(self) -> ScoreSheet:
        if self.can_undo:
            self._at -= 1
        return self.sheet

    def redo(self) -> ScoreSheet:
        if self.can_redo:
            self._at += 1
        return self.sheet


__all__ = [
    "EntryError", "EntryProblem", "KeptHand", "Keeper", "ScoreSheet", "ScoreInputError", "SheetLine",
    "game_over_note", "hand_problems", "hand_winner", "hands_per_side", "score_line", "sheet_problems", "side_count",
    "sides_note",
]
