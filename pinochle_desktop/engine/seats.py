"""Seats and sides: how many play, who plays with whom, who is next.

Seats are numbered clockwise from 0; the deal, the auction and the play go
clockwise.  With four players the seats across from each other are partners
(side 0 is seats 0 and 2, side 1 is seats 1 and 3); with two or three players
each plays alone and a seat's side has the seat's number.  Every rule and tool
asks a ``Seating`` (``rules.seating``) instead of doing arithmetic on seat
numbers; its tables are plain tuples so the engine's and the search's hot paths
read them by index.
"""

from __future__ import annotations

from dataclasses import dataclass

PLAYER_COUNTS = (2, 3, 4)


@dataclass(frozen=True, slots=True)
class Seating:
    """The seats and sides of a game of ``players`` players."""

    players: int
    partnerships: bool  # four players in two sides of two; otherwise each plays alone
    seats: tuple[int, ...]  # 0 .. players-1, clockwise
    sides: tuple[int, ...]  # 0 .. number of sides-1
    side_of: tuple[int, ...]  # by seat
    members: tuple[tuple[int, ...], ...]  # by side: its seats, lowest first
    partner: tuple[int | None, ...]  # by seat: the partner's seat (None when playing alone)
    next: tuple[int, ...]  # by seat: the seat to its left (who acts next)
    after: tuple[tuple[int, ...], ...]  # after[seat][k]: the seat k places clockwise from seat (k < players)

    @classmethod
    def of(cls, players: int) -> Seating:
        try:
            return SEATINGS[players]
        except KeyError:
            raise ValueError(f"Pinochle is played by 2, 3 or 4 players, not {players}") from None

    def opponents(self, seat: int) -> tuple[int, ...]:
        """Every seat not on ``seat``'s side, clockwise from its left."""
        side = self.side_of[seat]
        return tuple(s for s in self.after[seat][1:] if self.side_of[s] != side)

    def others(self, seat: int) -> tuple[int, ...]:
        """Every other seat, clockwise from ``seat``'s left."""
        return self.after[seat][1:]

    def per_side(self, value: int = 0) -> tuple[int, ...]:
        """One ``value`` per side (e.g. the scores of a new game)."""
        return (value,) * len(self.sides)

    def per_seat(self, value: int = 0) -> tuple[int, ...]:
        return (value,) * self.players

    def side_sums(self, per_seat: tuple[int, ...] | list[int]) -> tuple[int, ...]:
        """Per-seat figures added up per side (e.g. partners' meld)."""
        if self.partnerships:  # the common case, written out: it is on the engine's path
            return (per_seat[0] + per_seat[2], per_seat[1] + per_seat[3])
        return tuple(per_seat)


def _seating(players: int) -> Seating:
    partnerships = players == 4
    seats = tuple(range(players))
    side_of = tuple(s % 2 for s in seats) if partnerships else seats
    sides = tuple(range(max(side_of) + 1))
    members = tuple(tuple(s for s in seats if side_of[s] == side) for side in sides)
    partner = tuple((s + 2) % 4 if partnerships else None for s in seats)
    after = tuple(tuple((s + k) % players for k in range(players)) for s in seats)
    return Seating(players, partnerships, seats, sides, side_of, members, partner,
                   tuple((s + 1) % players for s in seats), after)


SEATINGS: dict[int, Seating] = {players: _seating(players) for players in PLAYER_COUNTS}
"""The seating of each number of players (the engine's hot paths index it by ``rules.players``)."""

__all__ = ["PLAYER_COUNTS", "SEATINGS", "Seating"]
