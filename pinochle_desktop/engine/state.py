"""The game state: one frozen value per moment of the game."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .actions import Bid, Pass
from .cards import Suit
from .meld import MeldResult
from .rules import Rules
from .scoring import HandScore

SEATS = (0, 1, 2, 3)  # South, West, North, East: clockwise


class Phase(Enum):
    DEAL = "deal"  # chance: the next action is a Deal
    AUCTION = "auction"
    TRUMP = "trump"
    PASS_TO_BIDDER = "pass-to-bidder"  # the bidder's partner gives cards
    PASS_TO_PARTNER = "pass-to-partner"  # the bidder gives cards back
    TRICKS = "tricks"
    GAME_OVER = "game-over"


def team_of(seat: int) -> int:
    """Team 0 is South and North, team 1 West and East."""
    return seat & 1


def partner_of(seat: int) -> int:
    return (seat + 2) & 3


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[int, ...]
    winner: int
    points: int  # trick points, with the last-trick bonus when it applies

    def seat_of(self, index: int) -> int:
        return (self.leader + index) & 3


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended: the contract, each team's meld and trick points, and the score."""

    hand_number: int
    dealer: int
    bidder: int
    bid: int
    stuck: bool  # the dealer took the minimum bid after everyone passed
    trump: Suit | None
    meld: tuple[int, int]  # per team, before the minimum-meld rule
    trick_points: tuple[int, int] | None  # None: the hand was not played
    score: HandScore
    points: tuple[int, int]  # what each team scores for the hand
    totals: tuple[int, int]  # the game score after the hand

    @property
    def bidders(self) -> int:
        return team_of(self.bidder)


@dataclass(frozen=True, slots=True)
class GameState:
    rules: Rules
    phase: Phase
    dealer: int
    hand_number: int  # hands dealt so far (the current hand is hand_number - 1 after a deal)
    scores: tuple[int, int]
    to_act: int | None  # None: a chance action (the deal) or game over
    hands: tuple[int, int, int, int]  # card sets
    auction: tuple[tuple[int, Bid | Pass], ...]  # (seat, call) in order
    high_bid: int | None
    bidder: int | None
    passed: int  # bit per seat that has passed
    stuck: bool
    trump: Suit | None
    passed_to_bidder: int  # cards the partner gave (card set)
    passed_to_partner: int  # cards the bidder gave back
    melds: tuple[MeldResult, ...]  # per seat, once meld is laid down
    leader: int
    trick: tuple[int, ...]  # cards of the trick in progress, leader first
    tricks: tuple[Trick, ...]  # completed tricks of this hand
    taken: tuple[int, int]  # trick points per team this hand
    results: tuple[HandResult, ...]  # every finished hand of the game
    winner: int | None  # the winning team once the game is over

    def evolve(self, **changes: Any) -> GameState:
        """A copy with some fields changed (fast: no validation, no deep copy)."""
        new: GameState = _evolve(self, **changes)
        return new

    @property
    def team_meld(self) -> tuple[int, int]:
        if not self.melds:
            return (0, 0)
        return (self.melds[0].total + self.melds[2].total, self.melds[1].total + self.melds[3].total)

    @property
    def trick_number(self) -> int:
        return len(self.tricks)

    @property
    def last_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None


def _make_evolve() -> Any:
    """Generate a keyword-only copy-with-changes function: a hot path of every search.

    Each field is written through its slot descriptor (no name lookup, no frozen check).
    """
    fields = GameState.__slots__
    params = ", ".join(f"{f}=_M" for f in fields)
    body = "\n".join(f"    _s_{f}(new, self.{f} if {f} is _M else {f})" for f in fields)
    source = f"def evolve(self, *, {params}):\n    new = _new(_cls)\n{body}\n    return new\n"
    namespace: dict[str, Any] = {"_M": object(), "_new": object.__new__, "_cls": GameState}
    for f in fields:
        namespace[f"_s_{f}"] = GameState.__dict__[f].__set__
    exec(source, namespace)  # noqa: S102 - generated from our own field names only
    return namespace["evolve"]


_evolve = _make_evolve()
GameState.evolve = _evolve  # type: ignore[method-assign]  # the generated function itself, no wrapper call


def new_game(rules: Rules, dealer: int) -> GameState:
    """The state before the first deal."""
    return GameState(
        rules=rules, phase=Phase.DEAL, dealer=dealer, hand_number=0, scores=(0, 0), to_act=None,
        hands=(0, 0, 0, 0), auction=(), high_bid=None, bidder=None, passed=0, stuck=False,
        trump=None, passed_to_bidder=0, passed_to_partner=0, melds=(), leader=0, trick=(),
        tricks=(), taken=(0, 0), results=(), winner=None,
    )
