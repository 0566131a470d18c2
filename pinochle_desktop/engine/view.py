"""What one seat may see: its own hand and everything shown at the table.

Computer players and the table only ever receive a ``PlayerView``.  Its field
names match ``GameState`` so ``legal_actions`` works on it for the seat to act;
other seats' hands are empty sets, with their sizes in ``hand_sizes``; the widow
and the buried cards are shown only as counts, except to whoever may see them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Bid, Pass
from .cards import Suit
from .meld import MeldResult
from .rules import Rules
from .scoring import HandScore
from .state import GameState, HandResult, Phase, Trick, side_meld

__all__ = ["PlayerView", "view", "widow_shown", "HandScore"]


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: Rules
    phase: Phase
    dealer: int
    hand_number: int
    scores: tuple[int, ...]  # per side
    to_act: int | None
    hands: tuple[int, ...]  # only this seat's hand; the others are 0
    hand_sizes: tuple[int, ...]
    widow: int  # shown to all once the auction is won (``widow_shown``); face down before: 0
    widow_size: int
    buried: int  # known to the bidder who buried them; else 0
    buried_size: int
    stock_size: int  # two-handed: cards left face down in the stock (their order is hidden)
    turn_up: int | None  # two-handed: the turned-up trump, face up
    table: tuple[int, ...]  # two-handed: each seat's melded cards lying face up
    exposed: tuple[int, ...]  # two-handed: cards each seat's opponent has seen in its hand this hand
    meld_turn: int
    auction: tuple[tuple[int, Bid | Pass], ...]
    high_bid: int | None
    bidder: int | None
    passed: int
    stuck: bool
    trump: Suit | None
    passed_to_bidder: int  # known to the partner who gave them and the bidder who got them; else 0
    passed_to_partner: int
    melds: tuple[MeldResult, ...]  # shown face up by every seat
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    taken: tuple[int, ...]  # per side
    results: tuple[HandResult, ...]
    winner: int | None

    @property
    def hand(self) -> int:
        return self.hands[self.seat]

    @property
    def side_meld(self) -> tuple[int, ...]:
        return side_meld(self.rules, self.melds)

    @property
    def played_cards(self) -> int:
        """Every card played this hand, the trick in progress included."""
        mask = 0
        for trick in self.tricks:
            for card in trick.cards:
                mask |= 1 << card
        for card in self.trick:
            mask |= 1 << card
        return mask


def widow_shown(state: GameState | PlayerView) -> bool:
    """The widow has been turned face up: the auction was won (it stays known until the next deal;
    when everyone passed and the cards were thrown in, nobody saw it)."""
    return state.bidder is not None and state.phase is not Phase.AUCTION


def view(state: GameState, seat: int) -> PlayerView:
    """The part of ``state`` that ``seat`` may see."""
    bidder = state.bidder
    in_exchange = bidder is not None and seat in (bidder, state.rules.seating.partner[bidder])
    hands = [0] * len(state.hands)
    hands[seat] = state.hands[seat]
    return PlayerView(
        seat=seat, rules=state.rules, phase=state.phase, dealer=state.dealer,
        hand_number=state.hand_number, scores=state.scores, to_act=state.to_act,
        hands=tuple(hands), hand_sizes=tuple(h.bit_count() for h in state.hands),
        widow=state.widow if widow_shown(state) else 0,
        widow_size=state.widow.bit_count(),
        buried=state.buried if seat == bidder else 0, buried_size=state.buried.bit_count(),
        stock_size=len(state.stock), turn_up=state.turn_up, table=state.table, exposed=state.exposed,
        meld_turn=state.meld_turn,
        auction=state.auction, high_bid=state.high_bid, bidder=bidder, passed=state.passed,
        stuck=state.stuck, trump=state.trump,
        passed_to_bidder=state.passed_to_bidder if in_exchange else 0,
        passed_to_partner=state.passed_to_partner if in_exchange else 0,
        melds=tuple(m.shown() for m in state.melds), leader=state.leader, trick=state.trick, tricks=state.tricks,
        taken=state.taken, results=state.results, winner=state.winner,
    )

