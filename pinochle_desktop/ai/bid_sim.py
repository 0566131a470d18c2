"""Bidding by simulating the whole hand over sampled partner and opponent hands.

For each deal of the unseen cards (weighted by what the other seats' calls
said, see ``auction_evidence``; each sampled deal is the best-explaining of
several, with every seating of its hands tried), two futures are played out with the fast
playout policy:

- *we hold the contract*: with the suit this seat would name (its best trump,
  as it names it when it wins the bid: simulating suits it would not name only
  flatters the hand), partner passes by the conventions, we pass back, all four
  hands meld and the tricks are played from our lead;
- *we pass now*: the strongest seat still in whose hand would bid the next
  rung takes it there (partner or an opponent, never the high bidder over
  itself); if none would, the high bidder keeps it, or the dealer is stuck.  The holder names its best trump,
  its partner passes to it, and the hand is played from its lead.

Each future gives meld and trick points once; the score at any bid then
follows from the scoring rules (made, set, board set, out of reach, meld not
kept).  This seat's limit is the highest rung at which holding the contract
is worth more, on average and by at least ``threshold`` of the trick points,
than passing now.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from ..engine.cards import Suit, deck_mask
from ..engine.game import bid_choices
from ..engine.meld import marriage_suits
from ..engine.rules import Rules
from ..engine.view import PlayerView
from .auction_evidence import AuctionSampler, bidding_value
from .endgame import union
from .evaluate import best_trump
from .futures import Future, play_future
from .trump_sim import deal_others
from .widow import best_total

SHUFFLES = 3
"""Deals drawn per sample, each tried in every seating, one kept by how well it explains the calls."""


@dataclass(frozen=True)
class Holder:
    """Who holds the contract in one sampled deal if this seat passes now, at what bid, and how it goes."""

    future: Future | None  # None: nobody holds it (everyone passed and the cards are dealt again)
    contract: int
    ours: bool  # this seat's team (partner, or this seat stuck as dealer); else the opponents


@dataclass(frozen=True)
class BidSimulation:
    """Sampled futures for one auction decision."""

    ours: dict[Suit | None, list[Future]]  # per suit we could name (None: named after seeing the widow)
    holders: list[Holder]  # the same deals if this seat passes now
    rules: Rules

    @functools.cached_property
    def contested(self) -> float:
        """Share of the deals in which the opponents hold the contract if this seat passes now."""
        return sum(1 for h in self.holders if h.future is not None and not h.ours) / max(len(self.holders), 1)

    @functools.cached_property
    def pass_value(self) -> float:
        """Average hand score (ours minus theirs) if this seat passes now (the same for every rung)."""
        total = 0.0
        for h in self.holders:
            if h.future is None:
                continue
            d = h.future.differential(self.rules, h.contract)
            total += d if h.ours else -d / h.future.others  # each of several others: its share of the loss
        return total / len(self.holders)

    def make_rate(self, rules: Rules, bid: int, suit: Suit | None) -> float:
        """Share of the deals in which naming ``suit`` makes ``bid``."""
        futures = self.ours[suit]
        return sum(f.made(rules, bid) for f in futures) / len(futures)

    def gain(self, rules: Rules, bid: int) -> tuple[float, Suit | None]:
        """Average (holding the contract at ``bid`` minus passing now), and the best suit to name there."""
        n = len(self.holders)
        best, best_suit = float("-inf"), next(iter(self.ours))
        for suit, futures in self.ours.items():
            value = sum(f.differential(rules, bid) for f in futures) / n
            if value > best:
                best, best_suit = value, suit
        return best - self.pass_value, best_suit


class SampledDeal:
    """One deal of the unseen cards with its futures, computed once and reused for every later call
    of the same hand (only who would hold the contract changes as the auction goes on)."""

    def __init__(self, rules: Rules, hands: tuple[int, ...], me: int, suits: tuple[Suit, ...],
                 values: dict[int, float] | None = None) -> None:
        self.rules = rules
        self.hands = hands
        self.widow = deck_mask(rules.deck) & ~union(hands) if rules.widow_size else 0
        self.ours: dict[Suit | None, Future]
        if self.widow:  # trump is named after the widow is seen
            self.ours = {None: self._with_widow(me)}
        else:
            self.ours = {suit: play_future(rules, hands, me, suit) for suit in suits}
        self.values = values or {s: bidding_value(hands[s], rules, False) for s in rules.seating.seats if s != me}
        self._holding: dict[int, Future] = {}

    def _with_widow(self, seat: int) -> Future:
        """``seat`` takes the widow, names its best trump for the 18 cards and buries, and plays."""
        rules, hand = self.rules, self.hands[seat] | self.widow
        allowed = (marriage_suits(hand) or tuple(Suit)) if rules.trump_needs_marriage else tuple(Suit)
        return play_future(rules, self.hands, seat, best_total(hand, rules, allowed)[0], widow=self.widow)

    def holding(self, seat: int) -> Future:
        """The hand played out with ``seat`` holding the contract in its best trump."""
        future = self._holding.get(seat)
        if future is None and self.widow:
            future = self._holding[seat] = self._with_widow(seat)
        if future is None:
            rules, hand = self.rules, self.hands[seat]
            allowed = (marriage_suits(hand) or tuple(Suit)) if rules.trump_needs_marriage else tuple(Suit)
            future = self._holding[seat] = play_future(rules, self.hands, seat, best_trump(hand, rules, allowed))
        return future


def sample_deals(view: PlayerView, rng: random.Random, samples: int) -> list[SampledDeal]:
    """``samples`` deals of the unseen cards, weighted by the calls so far, each played out our way."""
    rules = view.rules
    allowed = tuple(Suit)
    if rules.trump_needs_marriage and marriage_suits(view.hand):
        allowed = marriage_suits(view.hand)
    suits = (best_trump(view.hand, rules, allowed),)  # the suit this seat names if it wins the bid

    def uniform() -> tuple[int, ...]:
        return tuple(deal_others(view, rng))

    draw = AuctionSampler(view, uniform, rng, SHUFFLES)
    out = []
    for _ in range(samples):
        hands, values = draw.draw_valued()
        out.append(SampledDeal(rules, hands, view.seat, suits, values))
    return out


def weigh(view: PlayerView, deals: list[SampledDeal]) -> BidSimulation:
    """The futures of these deals for the call to make now: ours, and whoever holds it if we pass."""
    rules = view.rules
    me = view.seat
    choices = bid_choices(view)
    need = choices[0] if choices else rules.min_bid
    # Seats that could still take the bid if we pass: not us, not passed, and not the high bidder
    # (who would never outbid itself: with everyone else out, it simply keeps the contract).
    side_of = rules.seating.side_of
    still_in = [s for s in rules.seating.seats if s != me and s != view.bidder and not view.passed >> s & 1]
    ours: dict[Suit | None, list[Future]] = {suit: [] for suit in deals[0].ours}
    holders: list[Holder] = []
    for deal in deals:
        for suit, future in deal.ours.items():
            ours[suit].append(future)
        willing = [s for s in still_in if deal.values[s] >= need]
        if willing:  # the strongest seat still in takes it at the next rung
            holder, contract = max(willing, key=lambda s: deal.values[s]), need
        elif view.bidder is not None:  # nobody goes higher: the high bidder keeps it
            holder, contract = view.bidder, view.high_bid or rules.min_bid
        elif rules.redeal_on_all_pass:  # nobody bids at all: the cards are dealt again
            holders.append(Holder(None, 0, False))
            continue
        else:  # nobody bids at all: the dealer is stuck
            holder, contract = view.dealer, rules.min_bid
        future = deal.ours[max(deal.ours, key=lambda s: deal.ours[s].bidders_meld)] if holder == me \
            else deal.holding(holder)
        holders.append(Holder(future, contract, side_of[holder] == side_of[me]))
    return BidSimulation(ours, holders, rules)


def simulate(view: PlayerView, rng: random.Random, samples: int) -> BidSimulation:
    """Play ``samples`` deals both ways: this seat's team holding the contract, and passing now."""
    return weigh(view, sample_deals(view, rng, samples))


CONTESTED = 0.5
"""Where passing would leave the contract to the opponents in at least this share of the deals, a rung is
bid on its value alone: a contract the other side would make is worth contesting even at some risk of a set."""


CONTESTED_MIN_MAKE = 0.6
"""The make rate a contested rung needs (``min_make`` applies elsewhere; the lower of the two counts).
Measured single-deck against ``basic``, paired over the same 300 deals (seed 1): at 0.6 the expert scored
+19.5 a deal more than at 0.75 (95% CI +-15.3); 0.45 scored +3.9 more than 0.6 (CI +-9.9: noise, so the
safer 0.6 stays).  Over 1000 deals (seed 1) expert minus basic went from +82.7 to +107.0 (CI +-11.8).  At
0 (a contested rung bid on its value alone) an earlier expert scored 53 a deal less (53 deals, CI +-30),
set in 24% of its contracts.  ``benchmarks/auction_duel.py`` compares variants."""


def limit_from(view: PlayerView, deals: list[SampledDeal], threshold: float, min_make: float = 0.0,
               contested_make: float = CONTESTED_MIN_MAKE) -> float | None:
    """The highest bid worth making over these deals, or None when not even the next rung is.

    A rung is worth making when holding the contract there beats passing (the opponents, partner or
    the stuck dealer holding it as the deals and the calls say) by ``threshold`` of the trick points on
    average; and when the best suit makes it in at least ``min_make`` of the deals (``contested_make``
    where the opponents would hold it if we pass, see ``CONTESTED``).  Every rung is judged on the same deals and the
    same futures both ways (common random numbers), so the limit moves with the position, not with
    the sample: one rung is not conceded by noise.
    """
    rules = view.rules
    choices = bid_choices(view)
    if not choices:
        return None
    sim = weigh(view, deals)
    limit = None
    margin = threshold * rules.trick_total
    need_make = min(contested_make, min_make) if sim.contested >= CONTESTED else min_make
    for rung in choices:
        gain, suit = sim.gain(rules, rung)
        if gain < margin or sim.make_rate(rules, rung, suit) < need_make:
            break
        limit = float(rung)
    return limit


def simulated_limit(view: PlayerView, rng: random.Random, samples: int, threshold: float,
                    min_make: float = 0.0) -> float | None:
    """``limit_from`` over ``samples`` deals sampled now."""
    if not bid_choices(view):
        return None
    return limit_from(view, sample_deals(view, rng, samples), threshold, min_make)


__all__ = ["CONTESTED", "BidSimulation", "Holder", "SampledDeal", "limit_from", "sample_deals", "simulate",
           "simulated_limit", "weigh"]
