"""Bid analysis: for each trump suit, the likely totals of the hand if this seat takes the bid.

Simulated like ``trump_sim``: random deals of the unseen cards, passing by the
conventions (three players: the widow taken, and the bury), meld, and a play-out
of the tricks.  From the spread of totals come a *safe* bid (made in four deals of five) and a *recommended* one (the
highest bid still worth taking on average, set penalty included).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import Suit, deck_mask
from ..engine.game import trump_choices
from ..engine.rules import Rules
from ..engine.scoring import counted_meld, unplayed_outcome
from ..engine.view import PlayerView
from .endgame import union
from .futures import play_future
from .trump_sim import deal_others

SAFE_RATE = 0.8
RECOMMENDED_RATE = 0.5


@dataclass(frozen=True)
class SuitOutlook:
    """What naming ``suit`` would likely bring: simulated team totals and the bids they support."""

    suit: Suit
    totals: tuple[int, ...]  # the bidders' hand total in each simulated deal (0 when they would score nothing)
    safe_bid: int | None
    recommended_bid: int | None

    def make_rate(self, bid: int) -> float:
        return sum(t >= bid for t in self.totals) / len(self.totals) if self.totals else 0.0


def team_total(rules: Rules, hands: list[int], me: int, trump: Suit, bid: int, widow: int = 0) -> int:
    """The bidders' total (counted meld plus trick points) in one deal, or 0 if they score nothing
    (three players: the bidder takes ``widow`` first, and buries)."""
    future = play_future(rules, hands, me, trump, widow=widow)
    if unplayed_outcome(rules, bid, future.bidders_meld) is not None:
        return counted_meld(rules, future.bidders_meld)
    if future.bidders_tricks < rules.keep_trick_points and not rules.bidders_keep_meld:
        return 0
    return counted_meld(rules, future.bidders_meld) + future.bidders_tricks


def _bids(rules: Rules, totals: list[int]) -> tuple[int | None, int | None]:
    safe = recommended = None
    for bid in rules.ladder():
        made = sum(t >= bid for t in totals) / len(totals)
        expected = sum(t if t >= bid else -bid for t in totals) / len(totals)
        if made >= SAFE_RATE:
            safe = bid
        if made >= RECOMMENDED_RATE and expected >= 0:
            recommended = bid
        if made < RECOMMENDED_RATE and made < SAFE_RATE:
            break
    return safe, recommended


def analyse_bids(view: PlayerView, rng: random.Random, samples: int = 30) -> tuple[SuitOutlook, ...]:
    """An outlook for every suit this seat could name as trump, over the same ``samples`` deals."""
    rules = view.rules
    suits = trump_choices(view) or tuple(Suit)  # with no marriage at all, show every suit anyway
    bid = view.high_bid or rules.min_bid
    totals: dict[Suit, list[int]] = {s: [] for s in suits}
    for _ in range(samples):
        hands = deal_others(view, rng)
        widow = deck_mask(rules.deck) & ~union(hands) if rules.widow_size else 0  # not yet taken: its likely help
        for suit in suits:
            totals[suit].append(team_total(rules, hands, view.seat, suit, bid, widow))
    return tuple(SuitOutlook(s, tuple(totals[s]), *_bids(rules, totals[s])) for s in suits)
