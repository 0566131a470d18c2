"""Random choices seeded from the position, so one position always gets one answer.

The searching players (``hard``, ``expert``) draw the deals they imagine from a
generator seeded by a digest of what they see and of their level: asking again
about the same view, with any player seed, in any process, gives the same bid,
card or hint.  The digest is taken over the view's ``repr`` (dataclasses, enums
and ints all the way down), never Python's ``hash``, which differs between runs.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random

from ..engine.actions import Bid
from ..engine.view import PlayerView


def position_seed(*parts: object) -> int:
    """A 64-bit seed from a digest of ``parts`` (views, level names, labels)."""
    digest = hashlib.blake2b(repr(parts).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def position_rng(*parts: object) -> random.Random:
    """A generator seeded from ``parts``: the same parts always give the same draws."""
    return random.Random(position_seed(*parts))


def first_call_view(view: PlayerView) -> PlayerView:
    """The view this seat had at its first call of this hand's auction (the view itself before that).

    The expert samples its bidding deals once per hand, at its first call; a later view of the same
    auction leads back to the same first call, so the deals (and the bids) depend on the view alone.
    """
    seat = view.seat
    high_bid: int | None = None
    bidder: int | None = None
    passed = 0
    for i, (caller, call) in enumerate(view.auction):
        if caller == seat:
            return dataclasses.replace(view, auction=view.auction[:i], high_bid=high_bid, bidder=bidder,
                                       passed=passed, to_act=seat)
        if isinstance(call, Bid):
            high_bid, bidder = call.amount, caller
        else:
            passed |= 1 << caller
    return view


__all__ = ["first_call_view", "position_rng", "position_seed"]
