"""Signals that mean what they say: a pass with help promises meld of the passer's own hand."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.ai import BasicPlayer, make_player
from pinochle_desktop.ai.basic import holds_help
from pinochle_desktop.engine import Pass, view
from pinochle_desktop.engine.cards import SUITS
from pinochle_desktop.engine.meld import meld_points
from tests.ai.test_basic_conventions import auction_state
from tests.helpers.cards import SINGLE, auction

NO_MELD = "AS AS AH AD TC TS TH TD KD JC JH JS"  # aces and tens, no meld in any suit (not even a dix)
MELD = "KS QS JD AH AD KH QH TC 9C JS 9S TD"  # a pinochle, a marriage in hearts and one in spades


def after_partner_opened(partner_of_opener: str) -> object:
    """Seat 0 opens at the minimum, seat 1 passes; seat 2 (seat 0's partner) is to call."""
    state = auction_state(["", "", partner_of_opener, ""], dealer=3)
    state = auction(state, SINGLE.min_bid, "pass")
    assert state.to_act == 2
    return view(state, 2)


def test_no_help_without_meld_even_when_partner_opened() -> None:
    # Counting partner's opening bid in, this hand is worth over 200; but it holds no meld to help with.
    v = after_partner_opened(NO_MELD)
    assert max(meld_points(v.hand, s, SINGLE) for s in SUITS) == 0
    assert not holds_help(v)
    assert BasicPlayer(random.Random(1)).choose(v) == Pass()


@pytest.mark.parametrize("level", ["basic", "hard"])
def test_pass_with_help_with_meld_to_help(level: str) -> None:
    v = after_partner_opened(MELD)
    assert holds_help(v)
    action = make_player(level, random.Random(1)).choose(v)
    assert action == Pass(help=True) or not isinstance(action, Pass)
