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
from .seats import SEATINGS


class Phase(Enum):
    DEAL = "deal"  # chance: the next action is a Deal
    AUCTION = "auction"
    WIDOW = "widow"  # the widow lies face up for all to see; the bidder takes it (three players)
    TRUMP = "trump"
    PASS_TO_BIDDER = "pass-to-bidder"  # the bidder's partner gives cards
    PASS_TO_PARTNER = "pass-to-partner"  # the bidder gives cards back
    BURY = "bury"  # meld is shown; the bidder lays cards away face down (three players)
    TRICKS = "tricks"  # with an auction: all the tricks; two-handed: the last 12, under the trick rules
    STOCK = "stock"  # two-handed, while the stock lasts: tricks where any card may be played
    MELD = "meld"  # two-handed: the winner of a trick may meld (and score a dix) before both draw
    GAME_OVER = "game-over"


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[int, ...]
    winner: int
    points: int  # trick points, with the last-trick bonus when it applies

    def seat_of(self, index: int) -> int:
        """The seat that played ``cards[index]`` (a finished trick holds one card per seat)."""
        return (self.leader + index) % len(self.cards)


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended: the contract, each side's meld and trick points, and the score.

    Figures are per side (``rules.seating.sides``): two partnerships, or each player alone.
    A hand without an auction (two-handed) has no bidder, bid 0 and no contract score: each
    side scores its meld and its trick points.
    """

    hand_number: int
    dealer: int
    bidder: int | None  # None: no auction (two-handed)
    bid: int
    stuck: bool  # the dealer took the minimum bid after everyone passed
    trump: Suit | None
    meld: tuple[int, ...]  # per side, before the minimum-meld rule
    trick_points: tuple[int, ...] | None  # per side; None: the hand was not played
    score: HandScore | None  # the contract: the bidders against (each of) the others; None without one
    points: tuple[int, ...]  # what each side scores for the hand
    totals: tuple[int, ...]  # the game score after the hand, per side
    bidders: int | None  # the bidder's side
    buried_points: int = 0  # trick points of the cards the bidder buried (in trick_points[bidders])
    declared_out: int | None = None  # two-handed: the seat that declared itself out and so ended the game


@dataclass(frozen=True)
class GameState:
    """Everything about a moment of the game (frozen).

    Not slotted on purpose: a copy with changes is one dict copy, about three times
    faster than writing every slot, and copying states is the engine's hottest path.
    """

    rules: Rules
    phase: Phase
    dealer: int
    hand_number: int  # hands dealt so far (the current hand is hand_number - 1 after a deal)
    scores: tuple[int, ...]  # per side
    to_act: int | None  # None: a chance action (the deal) or game over
    hands: tuple[int, ...]  # card sets, per seat
    widow: int  # cards dealt to the widow (three players): face down in the auction, then shown and taken
    buried: int  # cards the bidder laid away face down (three players); they count for the bidder
    stock: tuple[int, ...]  # two-handed: the face-down stock, top card first
    turn_up: int | None  # two-handed: the turned-up trump (or the dix exchanged for it) until taken
    table: tuple[int, ...]  # two-handed, per seat: its melded cards lying face up (still part of its hand)
    exposed: tuple[int, ...]  # two-handed, per seat: cards in its hand the other has seen (meld, draws, exchange)
    meld_turn: int  # two-handed: in the winner's meld turn, MELDED and/or DIXED (bits) once used
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
    taken: tuple[int, ...]  # trick points per side this hand
    results: tuple[HandResult, ...]  # every finished hand of the game
    winner: int | None  # the winning side once the game is over

    def evolve(self, **changes: Any) -> GameState:
        """A copy with some fields changed (fast: no validation, no deep copy)."""
        assert _FIELDS.issuperset(changes), f"not GameState fields: {sorted(set(changes) - _FIELDS)}"
        new = _new(GameState)
        fields = new.__dict__
        fields.update(self.__dict__)
        fields.update(changes)
        return new

    @property
    def side_meld(self) -> tuple[int, ...]:
        """Each side's meld (partners' added up)."""
        return side_meld(self.rules, self.melds)

    @property
    def trick_number(self) -> int:
        return len(self.tricks)

    @property
    def last_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None


def side_meld(rules: Rules, melds: tuple[MeldResult, ...]) -> tuple[int, ...]:
    """Per side, the meld of its seats (zeros before meld is laid down)."""
    seating = SEATINGS[rules.players]
    if not melds:
        return seating.per_side()
    return seating.side_sums([m.total for m in melds])


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
    seating = rules.seating
    return GameState(
        rules=rules, phase=Phase.DEAL, dealer=dealer, hand_number=0, scores=seating.per_side(), to_act=None,
        hands=seating.per_seat(), widow=0, buried=0, stock=(), turn_up=None, table=seating.per_seat(),
        exposed=seating.per_seat(), meld_turn=0, auction=(), high_bid=None, bidder=None, passed=0,
        stuck=False, trump=None, passed_to_bidder=0, passed_to_partner=0, melds=(), leader=0, trick=(),
        tricks=(), taken=seating.per_side(), results=(), winner=None,
    )
