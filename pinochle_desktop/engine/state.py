"""The game state: one frozen value per moment of the game."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
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


@dataclass(frozen=True)
class GameState:
    """Everything about a moment of the game (frozen).

    Not slotted on purpose: a copy with changes is one dict copy, about three times
    faster than writing 23 slots, and copying states is the engine's hottest path.
    """

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
        assert _FIELDS.issuperset(changes), f"not GameState fields: {sorted(set(changes) - _FIELDS)}"
        new = _new(GameState)
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(changes)
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


_new = object.__new__
_FIELDS = frozenset(f.name for f in dataclasses.fields(GameState))


def copier(*changed: str) -> Callable[..., GameState]:
    """A function ``(state, *values)`` returning a copy of ``state`` with just these fields
    replaced, in this order: no keyword arguments, for the engine's hottest transitions."""
    unknown = set(changed) - _FIELDS
    if unknown:
        raise ValueError(f"not GameState fields: {sorted(unknown)}")
    stores = "\n".join(f"    fields[{name!r}] = {name}" for name in changed)
    source = (f"def copy_with(state, {', '.join(changed)}):\n    new = _new(_cls)\n    fields = new.__dict__\n"
              f"    fields.update(state.__dict__)\n{stores}\n    return new\n")
    namespace: dict[str, Any] = {"_new": _new, "_cls": GameState}
    exec(source, namespace)  # noqa: S102 - generated from our own field names only
    copy_with: Callable[..., GameState] = namespace["copy_with"]
    return copy_with


def new_game(rules: Rules, dealer: int) -> GameState:
    """The state before the first deal."""
    return GameState(
        rules=rules, phase=Phase.DEAL, dealer=dealer, hand_number=0, scores=(0, 0), to_act=None,
        hands=(0, 0, 0, 0), auction=(), high_bid=None, bidder=None, passed=0, stuck=False,
        trump=None, passed_to_bidder=0, passed_to_partner=0, melds=(), leader=0, trick=(),
        tricks=(), taken=(0, 0), results=(), winner=None,
    )
