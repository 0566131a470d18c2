"""Deals of the hidden cards consistent with everything one seat knows.

Cards pinned to a seat (meld shown face up, cards passed to it) stay there;
every other unseen card goes to a seat that may still hold it (voids and
"could not beat" inferences respected) so that each hand gets its size.
The most constrained cards are placed first, each to a seat chosen with
weight by the room left in it; a dead end retries, and after a few the
inferences are relaxed (they can never all be wrong: the real deal fits).
"""

from __future__ import annotations

import random

from ..engine.view import PlayerView
from .knowledge import Knowledge
from .tables import low_bit_cards


def _assign(free: list[int], options: list[tuple[int, ...]], room: list[int],
            rng: random.Random) -> list[int] | None:
    """Owners of ``free`` cards (same order) within ``room``, or None at a dead end.

    More cards than room (a position whose history is incomplete) leaves some out: owner -1.
    """
    order = sorted(range(len(free)), key=lambda i: len(options[i]))
    room = list(room)
    slack = len(free) - sum(room)
    owner = [-1] * len(free)
    for i in order:
        total = 0
        for s in options[i]:
            total += room[s]
        if total == 0:
            if slack > 0:
                slack -= 1
                continue
            return None
        pick = rng.randrange(total)
        for s in options[i]:
            pick -= room[s]
            if pick < 0:
                owner[i] = s
                room[s] -= 1
                break
    return owner


def sample_hands(view: PlayerView, know: Knowledge, rng: random.Random,
                 attempts: int = 12) -> tuple[int, ...]:
    """Every seat's hand: this seat's own and a random consistent guess at the others'.

    Unseen cards beyond the hands' room (the widow, or a buried card this seat cannot see)
    are left out at random.
    """
    me = view.seat
    seat_list = view.rules.seating.seats
    hands = [know.known[s] if s != me else view.hand for s in seat_list]
    pinned = 0
    for cards in know.known:
        pinned |= cards
    free_mask = know.unseen & ~pinned
    room = [0] * len(seat_list)
    for s in seat_list:
        if s != me:
            room[s] = max(0, view.hand_sizes[s] - know.known[s].bit_count())
    free = low_bit_cards(free_mask)
    rng.shuffle(free)
    seats = [s for s in seat_list if s != me]
    options = [tuple(s for s in seats if know.possible[s] >> c & 1) for c in free]
    owner = None
    for _ in range(attempts):
        owner = _assign(free, options, room, rng)
        if owner is not None:
            break
    if owner is None:  # an inference was too strong: place by room alone
        loose = [tuple(seats) for _ in free]
        owner = _assign(free, loose, room, rng)
        assert owner is not None
    for card, s in zip(free, owner, strict=True):
        if s >= 0:
            hands[s] |= 1 << card
    return tuple(hands)
