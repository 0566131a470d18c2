"""Competitive bidding by value: a contract the other side would make is worth contesting."""

from __future__ import annotations

import dataclasses
import random

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.basic import BID_MARGIN, CONTEST_MARGIN, BasicPlayer
from pinochle_desktop.ai.bid_sim import CONTESTED_MIN_MAKE, limit_from, weigh
from pinochle_desktop.engine import Bid, Pass, apply, view
from tests.helpers.cards import SINGLE, deal_hands

PEER = dataclasses.replace(SINGLE, name="peer", min_bid=200, cards_passed=3, first_bidder_opens=True,
                           bidders_keep_meld=True)
CONTESTER = "9S QS TS TS 9H 9H JH 9C JC QC KC KC"
"""South's hand below: makes 260 in only about 72% of the expert's simulated deals."""


def expert_bidder():  # noqa: ANN201 - the expert's auction player
    return make_player("expert", random.Random(1), time_limit=None).basic  # type: ignore[attr-defined]


def test_a_contested_rung_is_judged_by_its_value_and_the_contested_make_rate() -> None:
    # South (0) was forced to open 200; East (1) jumped to 250; North and West passed. South to call.
    state = deal_hands(PEER, [CONTESTER, "", "", ""], dealer=3, seed=17)
    state = apply(apply(apply(apply(state, Bid(200)), Bid(250)), Pass()), Pass())
    spot = view(state, 0)
    bidder = expert_bidder()
    deals = bidder.hand_deals(spot)
    sim = weigh(spot, deals)
    gain, suit = sim.gain(PEER, 260)
    assert sim.contested == 1.0, "if South passes, East keeps the contract in every deal"
    assert sim.make_rate(PEER, 260, suit) < 0.75, "South is not sure to make 260 ..."
    assert gain > 0, "... but holding it is worth more than letting East score its 250"
    assert limit_from(spot, deals, 0.0, 0.75, contested_make=0.0) == 300, "on its value alone: up to 300"
    half = limit_from(spot, deals, 0.0, 0.75, contested_make=0.5)  # each rung made in at least half the deals
    assert half is not None and 260 <= half < 300
    assert sim.make_rate(PEER, half, suit) >= 0.5 > sim.make_rate(PEER, half + 10, suit)
    assert limit_from(spot, deals, 0.0, 0.75, contested_make=0.75) is None, "not made in 3 deals of 4: pass"
    limit = limit_from(spot, deals, 0.0, 0.75, contested_make=CONTESTED_MIN_MAKE)
    assert limit is not None and 260 <= limit < 300
    assert sim.make_rate(PEER, limit, suit) >= CONTESTED_MIN_MAKE > sim.make_rate(PEER, limit + 10, suit)
    assert bidder.choose(spot) == Bid(260), "the expert contests at its make rate (0.6), not at 0.75"


def test_the_same_deals_judge_every_rung_both_ways() -> None:
    """Common random numbers: the limit is the same over the same deals whatever else was sampled before."""
    state = deal_hands(PEER, [CONTESTER, "", "", ""], dealer=3, seed=17)
    state = apply(apply(apply(apply(state, Bid(200)), Bid(250)), Pass()), Pass())
    spot = view(state, 0)
    deals = expert_bidder().hand_deals(spot)
    first = limit_from(spot, deals, 0.0, 0.75, contested_make=0.0)
    assert first is not None and first >= 260
    assert limit_from(spot, list(deals), 0.0, 0.75, contested_make=0.0) == first
    sim = weigh(spot, deals)
    gains = [sim.gain(PEER, rung)[0] for rung in range(260, int(first) + 20, 10)]
    assert all(a >= b for a, b in zip(gains, gains[1:])), "a higher rung is never worth more on the same deals"
    assert gains[-1] < 0, "the rung above the limit loses to passing"


def test_basic_opens_a_hand_it_would_have_passed_while_the_opponents_are_in() -> None:
    hand = "AS AS JH JH QH KD TD 9C JC QC KC AC"
    first = view(deal_hands(SINGLE, [hand, "", "", ""], dealer=3, seed=7), 0)  # South calls first
    player = BasicPlayer()
    assert player.max_bid(first) >= 250 > player.max_bid(first) - (BID_MARGIN - CONTEST_MARGIN) * 250
    assert player.choose(first) == Bid(250)


def test_basic_keeps_the_full_margin_once_the_opponents_are_out() -> None:
    hand = "AS AS JH JH QH KD TD 9C JC QC KC AC"
    state = deal_hands(SINGLE, [hand, "", "", ""], dealer=0, seed=7)  # East (1) calls first, South deals
    state = apply(apply(apply(state, Pass()), Pass()), Pass())  # everyone passed: South calls last
    last = view(state, 0)
    contested = view(deal_hands(SINGLE, [hand, "", "", ""], dealer=3, seed=7), 0)
    player = BasicPlayer()
    assert player.max_bid(contested) - player.max_bid(last) == (BID_MARGIN - CONTEST_MARGIN) * 250
