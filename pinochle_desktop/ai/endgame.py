"""Exact solver of the remaining tricks with every hand known (double dummy).

Alpha-beta over trick points for one team, on int bitmask hands, with a
transposition table at trick starts (value bounds and the best lead),
equivalent cards merged into one move, and move ordering by simple card
sense.  The hand score is a non-decreasing function of a team's trick
points, so solving for trick points solves for the score too.
"""

from __future__ import annotations

from dataclasses import dataclass

from .tables import COUNTERS, HIGHER, SUITS4, merged_moves

INF = 1 << 30


@dataclass(frozen=True, slots=True)
class TrickRules:
    """The parts of the rules trick play needs, as plain ints."""

    trump: int  # -1: no trump
    classic: bool
    counter_value: int
    last_bonus: int


class EndgameSolver:
    """Exact minimax value (trick points of ``team`` from now on) of a trick-play position."""

    def __init__(self, rules: TrickRules, team: int, node_limit: int | None = None) -> None:
        self.trump = rules.trump
        self.classic = rules.classic
        self.cv = rules.counter_value
        self.bonus = rules.last_bonus
        self.team = team
        self.nodes = 0
        self.node_limit = node_limit
        self.tt: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}

    # ------------------------------------------------------------ public
    def solve(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...] = ()) -> int:
        """Trick points ``team`` takes from here on (the cards already in ``trick`` included)."""
        return self._from_trick(hands, leader, trick, -INF, INF)

    def solve_moves(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                    moves: list[int]) -> list[int]:
        """Exact value of each candidate card for the seat to play (values for ``team``)."""
        seat = (leader + len(trick)) & 3
        out = []
        for card in moves:
            h = list(hands)
            h[seat] &= ~(1 << card)
            out.append(self._from_trick((h[0], h[1], h[2], h[3]), leader, (*trick, card), -INF, INF))
        return out

    def _from_trick(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                    alpha: int, beta: int) -> int:
        """Search from a trick given as a tuple (recomputing the carried trick state)."""
        if not trick:
            return self._lead(hands, leader, alpha, beta)
        trump = self.trump
        led = trick[0] // 24
        win, wseat, trumped, tmask = trick[0], leader, False, 1 << trick[0]
        for i in range(1, len(trick)):
            c = trick[i]
            tmask |= 1 << c
            cs = c // 24
            if (cs == win // 24 and c >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
                win, wseat = c, (leader + i) & 3
                if cs == trump and led != trump:
                    trumped = True
        if len(trick) == 4:
            return self._trick_done(hands, wseat, tmask, alpha, beta)
        return self._follow(hands, leader, len(trick), led, tmask, win, wseat, trumped, alpha, beta)

    # ------------------------------------------------------------ search
    def _trick_done(self, hands: tuple[int, int, int, int], winner: int, tmask: int,
                    alpha: int, beta: int) -> int:
        last = not (hands[0] | hands[1] | hands[2] | hands[3])
        pts = (tmask & COUNTERS).bit_count() * self.cv + (self.bonus if last else 0)
        gain = pts if (winner & 1) == self.team else 0
        if last:
            return gain
        return gain + self._lead(hands, winner, alpha - gain, beta - gain)

    def _lead(self, hands: tuple[int, int, int, int], leader: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchAborted
        live = hands[0] | hands[1] | hands[2] | hands[3]
        if live.bit_count() == 4:
            return self._last_trick(hands, leader)
        upper = (live & COUNTERS).bit_count() * self.cv + self.bonus
        if upper <= alpha:
            return upper
        if beta <= 0:
            return 0
        key = (hands[0], hands[1], hands[2], hands[3], leader)
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
        moves = merged_moves(hand, live & ~hand)
        moves = self._order_leads(moves, hands, leader)
        if best_move in moves:
            moves.remove(best_move)
            moves.insert(0, best_move)
        maximizing = (leader & 1) == self.team
        best = -INF if maximizing else INF
        best_card = moves[0]
        for card in moves:
            h = list(hands)
            h[leader] = hand & ~(1 << card)
            v = self._follow((h[0], h[1], h[2], h[3]), leader, 1, card // 24, 1 << card, card, leader,
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

    def _last_trick(self, hands: tuple[int, int, int, int], leader: int) -> int:
        """One card each: the play is forced."""
        trump = self.trump
        win = hands[leader].bit_length() - 1
        wseat = leader
        for i in (1, 2, 3):
            seat = (leader + i) & 3
            c = hands[seat].bit_length() - 1
            cs = c // 24
            if (cs == win // 24 and c >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
                win, wseat = c, seat
        if (wseat & 1) != self.team:
            return 0
        return ((hands[0] | hands[1] | hands[2] | hands[3]) & COUNTERS).bit_count() * self.cv + self.bonus

    def _order_leads(self, moves: list[int], hands: tuple[int, int, int, int], leader: int) -> list[int]:
        """Sure-looking winners first (high cards, counters), then low cards of long suits."""
        if len(moves) <= 1:
            return moves
        others = 0
        for s in range(4):
            if s != leader:
                others |= hands[s]
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

    def _follow(self, hands: tuple[int, int, int, int], leader: int, n: int, led: int, tmask: int,
                win: int, wseat: int, trumped: bool, alpha: int, beta: int) -> int:
        self.nodes += 1
        seat = (leader + n) & 3
        hand = hands[seat]
        trump = self.trump
        # Legal cards (classic or modern rules), inline for speed.
        follow = hand & SUITS4[led]
        if follow:
            legal = follow if led != trump and (not self.classic or trumped) else (follow & HIGHER[win]) or follow
        elif not self.classic or trump < 0:
            legal = hand
        else:
            trumps = hand & SUITS4[trump]
            if not trumps:
                legal = hand
            elif not trumped:
                legal = trumps
            else:
                legal = (trumps & HIGHER[win]) or trumps
        live = hands[0] | hands[1] | hands[2] | hands[3] | tmask
        moves = merged_moves(legal, live & ~hand)
        maximizing = (seat & 1) == self.team
        if len(moves) > 1:
            partner_winning = (wseat & 1) == (seat & 1)
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
        last = n == 3
        for card in moves:
            h = list(hands)
            h[seat] = hand & ~(1 << card)
            nh = (h[0], h[1], h[2], h[3])
            cs = card // 24
            if (cs == win // 24 and card >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
                nwin, nseat, ntrumped = card, seat, trumped or (cs == trump and led != trump)
            else:
                nwin, nseat, ntrumped = win, wseat, trumped
            if last:
                v = self._trick_done(nh, nseat, tmask | (1 << card), alpha, beta)
            else:
                v = self._follow(nh, leader, n + 1, led, tmask | (1 << card), nwin, nseat, ntrumped,
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
