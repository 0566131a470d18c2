"""What the learning aids ask the expert, worked out in the computer players' process (no Qt here).

``advise`` is the hint: the expert's action and, for a bid or a pass, what its simulation says about
the call; ``hints`` turns that into a sentence in the window's language.  ``bid_outlooks`` is the
bid analysis picture's data.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...ai import make_player
from ...ai.bid_analysis import SuitOutlook, analyse_bids
from ...ai.bid_sim import simulate
from ...ai.player import Player
from ...engine.actions import Action, Bid, Pass, Play
from ...engine.cards import Suit
from ...engine.game import bid_choices
from ...engine.view import PlayerView

HINT_WORK = 4000
HINT_BID_SAMPLES = 16  # deals simulated to explain a bid or a pass
BID_ANALYSIS_SAMPLES = 30


@dataclass(frozen=True)
class CallFigures:
    """The expert's simulation of a call: taking the contract at ``bid`` (best trump ``suit``; None: named
    after seeing the widow) scores ``gain`` points more than passing, on average over ``samples`` deals
    (negative: less)."""

    bid: int
    gain: float
    suit: Suit | None
    samples: int


@dataclass(frozen=True)
class Departure:
    """The expert's card search preferred another card to the conventional one (``usual``) by more than
    its noise: the card chosen scores ``gain`` points more on average over ``samples`` deals."""

    usual: int
    gain: float
    samples: int


@dataclass(frozen=True)
class Advice:
    """The expert's action for the seat to act, with the figures that explain a call (None otherwise) and,
    for a card, where it departs from the convention and why (None: it follows it)."""

    action: Action
    call: CallFigures | None
    departure: Departure | None = None


def position_seed(v: PlayerView) -> int:
    """The same question gets the same answer: the hint's random choices are seeded by the position."""
    return v.hand_number * 100_003 + len(v.auction) * 101 + len(v.tricks) * 7 + len(v.trick)


def hint_player(v: PlayerView) -> Player:
    """The expert, seeded from the position, deterministic (no clock)."""
    return make_player("expert", random.Random(position_seed(v)), work=HINT_WORK, time_limit=None)


def call_figures(v: PlayerView, action: Action, rng: random.Random | None = None) -> CallFigures | None:
    """For a bid or a plain pass, the simulated gain of taking the contract (at the bid made, or at the
    next rung for a pass); None for other actions and where nobody can bid."""
    if not isinstance(action, (Bid, Pass)) or (isinstance(action, Pass) and action.help):
        return None
    choices = bid_choices(v)
    if not choices:
        return None
    bid = action.amount if isinstance(action, Bid) else choices[0]
    gain, suit = simulate(v, rng or random.Random(position_seed(v)), HINT_BID_SAMPLES).gain(v.rules, bid)
    return CallFigures(bid, gain, suit, HINT_BID_SAMPLES)


def advise(v: PlayerView) -> Advice:
    """The hint's thinking: what the expert would do here, and the simulation behind a call."""
    player = hint_player(v)
    action = player.choose(v)
    search = getattr(player, "last_search", None)
    departure = None
    if isinstance(action, Play) and search is not None and search.convention is not None:
        departure = Departure(search.convention, search.gain, search.samples)
    return Advice(action, call_figures(v, action, random.Random(position_seed(v))), departure)


def bid_outlooks(v: PlayerView) -> tuple[SuitOutlook, ...]:
    """The bid analysis of the hand in ``v`` (seeded by the position: the same hand draws the same picture)."""
    return analyse_bids(v, random.Random(v.hand_number * 7919 + len(v.auction)), BID_ANALYSIS_SAMPLES)
