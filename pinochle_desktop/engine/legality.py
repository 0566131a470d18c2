"""What may be done now: the ``legal_actions`` of a table (a ``GameState`` or a ``PlayerView``) and their
parts (the bids, trumps, buries and cards allowed), and a ``random_action`` among them.

Legality is computed from what the acting seat can see, so the same functions serve a ``PlayerView``;
``game.apply`` checks every action against them.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Protocol

from .actions import (
    Action,
    Bid,
    Bury,
    DeclareOut,
    NameTrump,
    Pass,
    PassCards,
    Play,
    TakeWidow,
    ThrowIn,
)
from .cards import SUITS, Suit, cards_of, count, nth_card
from .declare import meld_turn_actions
from .meld import MeldResult, marriage_suits
from .meld_totals import most_makeable_bid
from .rules import Rules
from .scoring import may_throw_in
from .state import Phase, Trick, side_meld
from .tricks import legal_play_mask
from .widow import bury_choices, random_bury


class Table(Protocol):
    """What legality needs to know: a ``GameState`` or a ``PlayerView`` of the seat to act."""

    @property
    def rules(self) -> Rules: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def hands(self) -> tuple[int, ...]: ...
    @property
    def high_bid(self) -> int | None: ...
    @property
    def bidder(self) -> int | None: ...
    @property
    def trump(self) -> Suit | None: ...
    @property
    def trick(self) -> tuple[int, ...]: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def melds(self) -> tuple[MeldResult, ...]: ...
    @property
    def table(self) -> tuple[int, ...]: ...
    @property
    def turn_up(self) -> int | None: ...
    @property
    def meld_turn(self) -> int: ...


# Enum members read through a class attribute cost about 0.1 µs each in Python 3.11;
# the per-card paths compare against this module constant instead.
_TRICKS = Phase.TRICKS


# ---------------------------------------------------------------- legality
def bid_choices(table: Table) -> tuple[int, ...]:
    """The bids the seat to act may make now, lowest first (without a cap, the list stops ten times
    the trick total past the next rung; ``apply`` takes any higher rung too, up to the highest bid a side
    could ever make).  Where the first bidder must open, the opening call is the minimum bid and nothing else."""
    rules = table.rules
    if table.high_bid is None and rules.first_bidder_opens:
        return (rules.min_bid,)
    bids = rules.bids_above(table.high_bid)
    if rules.bid_cap is None and bids and bids[-1] > (most := most_makeable_bid(rules)):
        return tuple(b for b in bids if b <= most)
    return bids


def pass_allowed(table: Table) -> bool:
    """The seat to act may pass now: always, except the opening call where the first bidder must open."""
    return table.high_bid is not None or not table.rules.first_bidder_opens


def trump_choices(table: Table) -> tuple[Suit, ...]:
    hand = table.hands[table.to_act or 0]
    if table.rules.trump_needs_marriage:
        return marriage_suits(hand)
    return SUITS


def throw_in_allowed(table: Table) -> bool:
    """The bidder may throw in (concede) now: before the first lead (with a widow, also while burying),
    where the rules allow it."""
    phase = table.phase
    if table.bidder is None or (phase is not Phase.BURY and (phase is not _TRICKS or table.tricks or table.trick)):
        return False
    rules = table.rules
    meld = side_meld(rules, table.melds)[rules.seating.side_of[table.bidder]]
    return may_throw_in(rules, table.high_bid or 0, meld)


def bury_count(table: Table) -> int:
    """How many cards the bidder buries: as many as the widow gave it."""
    return table.rules.widow_size


def bury_options(table: Table) -> tuple[tuple[int, ...], ...]:
    """Every bury the bidder may make now (sorted card ids): never a card its meld needs."""
    seat = table.to_act
    if table.phase is not Phase.BURY or seat is None:
        return ()
    return bury_choices(table.hands[seat], table.melds[seat].cards, bury_count(table))


def legal_play_cards(table: Table) -> int:
    """The cards the seat to act may play (a card set)."""
    seat = table.to_act
    if seat is None:
        return 0
    if table.phase is _TRICKS:
        return legal_play_mask(table.rules, table.hands[seat], table.trick, table.trump)
    if table.phase is _STOCK:
        return table.hands[seat]  # while the stock lasts, any card
    return 0


def legal_actions(table: Table) -> tuple[Action, ...]:
    """Every legal action of the seat to act, in a stable order (empty at a chance node or game over)."""
    phase = table.phase
    if phase is Phase.TRICKS:
        plays: tuple[Action, ...] = tuple([_PLAYS[c] for c in cards_of(legal_play_cards(table))])
        if table.rules.declare_out:
            return (*plays, DeclareOut())
        return (*plays, ThrowIn()) if throw_in_allowed(table) else plays
    if phase is _STOCK or phase is Phase.MELD:
        seat = table.to_act
        assert seat is not None and table.trump is not None
        actions = tuple([_PLAYS[c] for c in cards_of(legal_play_cards(table))]) if phase is _STOCK \
            else meld_turn_actions(table.hands[seat], table.table[seat], table.melds[seat].melds, table.trump,
                                   table.turn_up, table.meld_turn, table.rules)
        return (*actions, DeclareOut()) if table.rules.declare_out else actions
    if phase is Phase.AUCTION:
        passes: tuple[Action, ...] = (Pass(), Pass(True)) if table.rules.pass_with_help else (Pass(),)
        if not pass_allowed(table):
            passes = ()
        return passes + tuple(Bid(b) for b in bid_choices(table))
    if phase is Phase.TRUMP:
        return tuple(NameTrump(s) for s in trump_choices(table))
    if phase is Phase.WIDOW:
        return (TakeWidow(),)
    if phase is Phase.BURY:
        buries: tuple[Action, ...] = tuple(Bury(c) for c in bury_options(table))
        return (*buries, ThrowIn()) if throw_in_allowed(table) else buries
    if phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
        hand = cards_of(table.hands[table.to_act or 0])
        return tuple(PassCards(c) for c in combinations(hand, table.rules.cards_passed))
    return ()


_PLAYS = tuple(Play(c) for c in range(96))
_STOCK = Phase.STOCK


def random_action(table: Table, rng: random.Random) -> Action:
    """A random legal action, without listing every pass combination (in the auction: pass or bid, even odds)."""
    if (table.phase is _TRICKS and (table.trick or table.tricks or not throw_in_allowed(table))) \
            or table.phase is _STOCK:
        legal = legal_play_cards(table)
        return _PLAYS[nth_card(legal, int(rng.random() * count(legal)))]
    if table.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
        hand = cards_of(table.hands[table.to_act or 0])
        return PassCards(tuple(sorted(rng.sample(hand, table.rules.cards_passed))))
    if table.phase is Phase.BURY:  # concede now and then, else a random bury
        seat = table.to_act or 0
        if throw_in_allowed(table) and rng.random() < 0.1:
            return ThrowIn()
        return Bury(random_bury(table.hands[seat], table.melds[seat].cards, bury_count(table), rng))
    if table.phase is Phase.AUCTION:  # a pass or a bid, even odds, so that an auction without a cap ends
        bids = bid_choices(table)
        if bids and (rng.random() < 0.5 or not pass_allowed(table)):
            return Bid(rng.choice(bids))
        return Pass(table.rules.pass_with_help and rng.random() < 0.5)
    return rng.choice(legal_actions(table))


__all__ = [
    "Table", "bid_choices", "bury_count", "bury_options", "legal_actions", "legal_play_cards", "pass_allowed",
    "random_action", "throw_in_allowed", "trump_choices",
]
