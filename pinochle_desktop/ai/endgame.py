"""Exact solver of the remaining tricks with every hand known (double dummy).

Alpha-beta over trick points for one team, on int bitmask hands, with a
transposition table at trick starts (value bounds and the best lead),
equivalent cards merged into one move, and move ordering by simple card
sense.  The hand score is a non-decreasing function of a team's trick
points, so solving for trick points solves for the score too.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..engine.rules import CardValues, Rules
from ..engine.seats import Seating
from .tables import COUNTERS, HIGHER, PLAY_MODES, SUITS4, classic_points, merged_moves

INF = 1 << 30


@dataclass(frozen=True, slots=True)
class TrickRules:
    """The parts of the rules trick play needs, as plain ints (and the seating: who is next, who sides with whom)."""

    trump: int  # -1: no trump
    mode: tuple[bool, bool, bool]  # a tables.PLAY_MODES entry: which cards a follower must play
    counter_value: int  # 0: classic card values (A 11, 10 10, K 4, Q 3, J 2)
    last_bonus: int
    seating: Seating
    double_deck: bool = False  # the playout policy's habits differ a little with four copies of each card

    @classmethod
    def of(cls, rules: Rules, trump: int, bidder: int | None = None) -> TrickRules:
        """With three players each alone and a ``bidder``, the two others play as one side against it
        (``widow.contract_seating``: side 0 the bidder, side 1 the others)."""
        seating = rules.seating
        if bidder is not None and not seating.partnerships and seating.players > 2:
            from .widow import contract_seating  # local: widow imports the engine only, but keep this light

            seating = contract_seating(seating.players, bidder)
        value = 0 if rules.card_values is CardValues.CLASSIC else rules.counter_value
        return cls(trump, PLAY_MODES[rules.play_rules], value, rules.last_trick_bonus, seating,
                   rules.deck.copies == 4)

    def points(self, cards: int) -> int:
        """Card points of a card set."""
        if self.counter_value:
            return (cards & COUNTERS).bit_count() * self.counter_value
        return classic_points(cards)


def union(hands: tuple[int, ...] | list[int]) -> int:
    """Every card in these hands."""
    live = 0
    for hand in hands:
        live |= hand
    return live


class EndgameSolver:
    """Exact minimax value (trick points of side ``team`` from now on) of a trick-play position.

    With more than two sides, every other side plays against ``team`` (the usual "paranoid" reading).
    """

    def __init__(self, rules: TrickRules, team: int, node_limit: int | None = None) -> None:
        self.trump = rules.trump
        self.beat_plain, self.must_trump, self.overtrump = rules.mode
        self.cv = rules.counter_value  # 0: classic card values
        self.by_kind = not rules.counter_value  # every rank counts differently: only copies are equivalent
        self.bonus = rules.last_bonus
        seating = rules.seating
        self.side = seating.side_of
        self.after = seating.after
        self.players = seating.players
        self.team = team
        self.nodes = 0
        self.node_limit = node_limit
        self.deadline: float | None = None  # a time.perf_counter() past which the search gives up
        self.tt: dict[tuple[tuple[int, ...], int], tuple[int, int, int]] = {}

    # ------------------------------------------------------------ public
    def solve(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...] = ()) -> int:
        """Trick points ``team`` takes from here on (the cards already in ``trick`` included)."""
        return self._from_trick(hands, leader, trick, -INF, INF)

    def solve_moves(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...],
                    moves: list[int]) -> list[int]:
        """Exact value of each candidate card for the seat to play (values for ``team``)."""
        seat = self.after[leader][len(trick)]
        out = []
        for card in moves:
            h = list(hands)
            h[seat] &= ~(1 << card)
            out.append(self._from_trick(tuple(h), leader, (*trick, card), -INF, INF))
        return out

    def best_move(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...],
                  moves: list[int], guess: int = 0) -> tuple[int, int]:
        """The best of ``moves`` for the seat to play and its exact value (for ``team``).

        The first move is valued by MTD(f) from ``guess`` (null-window searches that converge on the
        value, reusing the table's bounds); each other move is only tested against the best so far
        with a null window, and valued exactly only when it is better.
        """
        seat = self.after[leader][len(trick)]
        maximizing = self.side[seat] == self.team

        def after(card: int) -> tuple[int, ...]:
            h = list(hands)
            h[seat] &= ~(1 << card)
            return tuple(h)

        best_card = moves[0]
        best = self._mtdf(after(best_card), leader, (*trick, best_card), guess)
        for card in moves[1:]:
            child, nxt = after(card), (*trick, card)
            if maximizing:
                if self._from_trick(child, leader, nxt, best, best + 1) > best:
                    best_card, best = card, self._mtdf(child, leader, nxt, best + 1)
            elif self._from_trick(child, leader, nxt, best - 1, best) < best:
                best_card, best = card, self._mtdf(child, leader, nxt, best - 1)
        return best_card, best

    def _mtdf(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...], guess: int) -> int:
        """Exact value by a sequence of null-window searches starting at ``guess``."""
        lower, upper = -INF, INF
        g = guess
        while lower < upper:
            beta = g + 1 if g == lower else g
            g = self._from_trick(hands, leader, trick, beta - 1, beta)
            if g < beta:
                upper = g
            else:
                lower = g
        return g

    def _from_trick(self, hands: tuple[int, ...], leader: int, trick: tuple[int, ...],
                    alpha: int, beta: int) -> int:
        """Search from a trick given as a tuple (recomputing the carried trick state)."""
        live = union(hands)
        if not trick:
            return self._lead(hands, live, leader, alpha, beta)
        trump = self.trump
        led = trick[0] // 24
        win, wseat, trumped, tmask = trick[0], leader, False, 1 << trick[0]
        for i in range(1, len(trick)):
            c = trick[i]
            tmask |= 1 << c
            cs = c // 24
            if (cs == win // 24 and c >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
                win, wseat = c, self.after[leader][i]
                if cs == trump and led != trump:
                    trumped = True
        if len(trick) == self.players:
            return self._trick_done(hands, live, wseat, tmask, alpha, beta)
        return self._follow(hands, live, leader, len(trick), led, tmask, win, wseat, trumped, alpha, beta)

    # ------------------------------------------------------------ search
    def _trick_done(self, hands: tuple[int, ...], live: int, winner: int, tmask: int,
                    alpha: int, beta: int) -> int:
        last = not live
        cv = self.cv
        pts = ((tmask & COUNTERS).bit_count() * cv if cv else classic_points(tmask)) + (self.bonus if last else 0)
        gain = pts if self.side[winner] == self.team else 0
        if last:
            return gain
        return gain + self._lead(hands, live, winner, alpha - gain, beta - gain)

    def _lead(self, hands: tuple[int, ...], live: int, leader: int, alpha: int, beta: int) -> int:
        """``live``: every card still in the hands."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchAborted
        if self.deadline is not None and not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise SearchAborted
        if live.bit_count() == self.players:
            return self._last_trick(hands, live, leader)
        cv = self.cv
        upper = ((live & COUNTERS).bit_count() * cv if cv else classic_points(live)) + self.bonus
        if upper <= alpha:
            return upper
        if beta <= 0:
            return 0
        key = (hands, leader)
        entry = self.tt.get(key)
        best_move = -1
        if entry is not None:
            lo, hi, best_move = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha, beta = max(alpha, lo), min(beta, hi)
        else:
            lo, hi = 0, upper
        a0, b0 = alpha, beta
        hand = hands[leader]
        moves = merged_moves(hand, live & ~hand, self.by_kind)
        moves = self._order_leads(moves, live & ~hand)
        if best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        maximizing = self.side[leader] == self.team
        best = -INF if maximizing else INF
        best_card = moves[0]
        for card in moves:
            h = list(hands)
            h[leader] = hand & ~(1 << card)
            v = self._follow(tuple(h), live & ~(1 << card), leader, 1, card // 24, 1 << card, card, leader,
                             False, alpha, beta)
            if maximizing:
                if v > best:
                    best, best_card = v, card
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best, best_card = v, card
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        # Store bounds relative to the window the node was searched with.
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo, hi, best_card)
        return best

    def _last_trick(self, hands: tuple[int, ...], live: int, leader: int) -> int:
        """One card each: the play is forced."""
        trump = self.trump
        win = hands[leader].bit_length() - 1
        wseat = leader
        for seat in self.after[leader][1:]:
            c = hands[seat].bit_length() - 1
            cs = c // 24
            if (cs == win // 24 and c >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
                win, wseat = c, seat
        if self.side[wseat] != self.team:
            return 0
        cv = self.cv
        return ((live & COUNTERS).bit_count() * cv if cv else classic_points(live)) + self.bonus

    def _order_leads(self, moves: list[int], others: int) -> list[int]:
        """Sure-looking winners first (high cards, counters), then low cards of long suits (``others``:
        the cards in the other hands)."""
        if len(moves) <= 1:
            return moves
        trump = self.trump

        def key(card: int) -> int:
            top = not others & HIGHER[card]
            score = (card >> 2) % 6
            if top:
                score += 20
                if card // 24 != trump:
                    score += 5
            return -score

        moves.sort(key=key)
        return moves

    def _follow(self, hands: tuple[int, ...], live: int, leader: int, n: int, led: int, tmask: int,
                win: int, wseat: int, trumped: bool, alpha: int, beta: int) -> int:
        """``live``: every card still in the hands (the trick's cards ``tmask`` are out of them)."""
        self.nodes += 1
        seat = self.after[leader][n]
        hand = hands[seat]
        trump = self.trump
        # Legal cards (tables.legal_mask), inline for speed.
        follow = hand & SUITS4[led]
        if follow:
            if led == trump or (self.beat_plain and not trumped):
                legal = (follow & HIGHER[win]) or follow
            else:
                legal = follow
        elif not self.must_trump or trump < 0:
            legal = hand
        else:
            trumps = hand & SUITS4[trump]
            if not trumps:
                legal = hand
            elif not trumped or not self.overtrump:
                legal = trumps
            else:
                legal = (trumps & HIGHER[win]) or trumps
        moves = merged_moves(legal, (live | tmask) & ~hand, self.by_kind)
        side = self.side
        maximizing = side[seat] == self.team
        if len(moves) > 1:
            partner_winning = side[wseat] == side[seat]
            if partner_winning:
                # Throw counters onto partner's trick first, low ranks among the rest.
                moves.sort(key=lambda c: (-(COUNTERS >> c & 1), c >> 2))
            else:
                # Cheapest winning card first, then the lowest losers.
                def key(c: int) -> tuple[int, int]:
                    cs = c // 24
                    wins = (cs == win // 24 and c >> 2 > win >> 2) or (cs == trump and win // 24 != trump)
                    return (0 if wins else 1, (c >> 2) % 6 + (COUNTERS >> c & 1) * (0 if wins else 6))
                moves.sort(key=key)
        best = -INF if maximizing else INF
        last = n == self.players - 1
        for card in moves:
            h = list(hands)
            h[seat] = hand & ~(1 << card)
            nh = tuple(h)
            nlive = live & ~(1 << card)
            cs = card // 24
            if (cs == win // 24 and card >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
                nwin, nseat, ntrumped = card, seat, trumped or (cs == trump and led != trump)
            else:
                nwin, nseat, ntrumped = win, wseat, trumped
            if last:
                v = self._trick_done(nh, nlive, nseat, tmask | (1 << card), alpha, beta)
            else:
                v = self._follow(nh, nlive, leader, n + 1, led, tmask | (1 << card), nwin, nseat, ntrumped,
                                 alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        return best


class SearchAborted(Exception):
    """The solver ran past its node limit."""
