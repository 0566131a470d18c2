"""The computer players of two-handed Pinochle.

Basic: while the stock lasts it leads cards it will not miss, wins a trick when its cards and the meld it
then lays out are worth the card it costs, keeps meld-building cards, scores the dix and melds a stepping
stone first (``draw_policy``); it counts what the opponent showed and drew (``draw_knowledge``), so in the
last 12 tricks it knows both hands and plays them by card sense.

Expert: while the stock lasts it tries each card on deals of the opponent's hand and the stock consistent
with everything seen, playing each out (``draw_rollout``) and keeping the card with the best average; the
last 12 tricks are solved exactly (both hands are known by then), the search's table kept for the hand.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from ..engine.actions import Action, DeclareOut, Play
from ..engine.cards import Suit
from ..engine.declare import dix_cards
from ..engine.game import legal_actions, legal_play_cards
from ..engine.state import Phase
from ..engine.view import PlayerView
from . import draw_policy as policy
from .draw_knowledge import draw_knowledge, sample_deal
from .draw_rollout import Deal2, finish
from .endgame import EndgameSolver, SearchAborted, TrickRules
from .playout import follow_card as playout_follow
from .playout import lead_card as playout_lead
from .seeding import position_rng
from .tables import PLAY_MODES, merged_moves


@dataclass(frozen=True, slots=True)
class DrawBudget:
    """How hard the expert thinks: seconds and deals per card while the stock lasts, nodes (and twice the
    seconds) for an exact card in the last 12 tricks."""

    time_limit: float | None = 0.5
    min_samples: int = 8
    max_samples: int = 48
    solve_nodes: int = 150_000
    early_stop: float = 2.5


def declares_out(view: PlayerView) -> bool:
    rules = view.rules
    if not rules.declare_out:
        return False
    return view.scores[view.seat] + view.melds[view.seat].total + view.taken[view.seat] >= rules.target


class DrawBasic:
    """Rule-based two-handed play (see the module's docstring): it takes no seed."""

    name = "basic"

    def choose(self, view: PlayerView) -> Action:
        if declares_out(view):
            return DeclareOut()
        trump = view.trump
        assert trump is not None
        if view.phase is Phase.MELD:
            return policy.meld_turn_choice(legal_actions(view), trump, view.rules, view.stock_size)
        if view.phase is Phase.STOCK:
            return Play(self.stage_one_card(view, trump))
        return Play(stage_two_card(view))

    @staticmethod
    def stage_one_card(view: PlayerView, trump: Suit) -> int:
        me, rules = view.seat, view.rules
        history = view.melds[me].melds
        if not view.trick:
            know = draw_knowledge(view)
            return policy.lead_card(view.hand, view.table[me], history, trump, rules,
                                    know.unseen | know.opponent_known)
        dix = 10 if dix_cards(view.hand & ~view.table[me], history, trump) else 0
        return policy.follow_card(view.hand, view.table[me], history, trump, rules, view.trick[0], dix)


def stage_two_card(view: PlayerView) -> int:
    """The last 12 tricks with both hands known: ``playout``'s card sense."""
    legal = legal_play_cards(view)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    know = draw_knowledge(view)
    opponent = know.opponent_hand
    assert opponent is not None
    me, seating = view.seat, view.rules.seating
    hands = [0, 0]
    hands[me], hands[know.other] = view.hand, opponent
    trump = -1 if view.trump is None else int(view.trump)
    if not view.trick:
        return playout_lead(hands, me, seating.side_of[me], trump, seating)
    led = view.trick[0]
    return playout_follow(hands, view.leader, 1, led // 24, led, view.leader, False, legal, trump,
                          PLAY_MODES[view.rules.play_rules], seating)


class DrawExpert:
    """Sampled deals and playouts while the stock lasts; the last 12 tricks solved exactly."""

    def __init__(self, budget: DrawBudget | None = None, name: str = "expert") -> None:
        self.name = name
        self.budget = budget or DrawBudget()
        self._solver: tuple[tuple[int, int], EndgameSolver] | None = None

    def choose(self, view: PlayerView) -> Action:
        if declares_out(view):
            return DeclareOut()
        trump = view.trump
        assert trump is not None
        if view.phase is Phase.MELD:
            return policy.meld_turn_choice(legal_actions(view), trump, view.rules, view.stock_size)
        if view.phase is Phase.STOCK:
            return Play(self.stage_one_card(view, trump))
        return Play(self.stage_two_card(view))

    # ------------------------------------------------------------ while the stock lasts
    def stage_one_card(self, view: PlayerView, trump: Suit) -> int:
        prefer = DrawBasic.stage_one_card(view, trump)
        me, rules = view.seat, view.rules
        candidates = _one_card_a_kind(view.hand, view.table[me])
        if len(candidates) == 1:
            return candidates[0]
        know = draw_knowledge(view)
        other = know.other
        histories = [m.melds for m in view.melds]
        budget = self.budget
        started = time.perf_counter()
        alive = list(range(len(candidates)))  # candidates still tried; clearly worse ones are dropped
        totals = [0.0] * len(candidates)
        rows: list[list[float]] = []  # per sample: the value of each candidate still alive then
        samples = 0
        rng = position_rng(view, self.name, "draw-card")
        while samples < budget.max_samples and len(alive) > 1:
            opponent, stock = sample_deal(know, rng)
            hands = [0, 0]
            hands[me], hands[other] = view.hand, opponent
            base = Deal2(rules, trump, hands, list(view.table), list(histories), stock, view.turn_up)
            row = [0.0] * len(candidates)
            for i in alive:
                deal = base.copy()
                if view.trick:
                    finish(deal, view.leader, view.trick[0], candidates[i])
                else:
                    finish(deal, me, candidates[i])
                row[i] = float(deal.gained[me] - deal.gained[other])
                totals[i] += row[i]
            rows.append(row)
            samples += 1
            if samples >= budget.min_samples:
                if budget.time_limit is not None and time.perf_counter() - started > budget.time_limit:
                    break
                if samples % 4 == 0:
                    alive = _still_in_the_running(alive, rows, budget.early_stop)
        means = {i: totals[i] / samples for i in alive} if samples else {i: 0.0 for i in alive}
        best = max(alive, key=lambda i: (means[i] + (1e-6 if candidates[i] >> 2 == prefer >> 2 else 0.0),
                                        -candidates[i]))
        card = candidates[best]
        return prefer if prefer >> 2 == card >> 2 else card

    # ------------------------------------------------------------ the last 12 tricks
    def stage_two_card(self, view: PlayerView) -> int:
        legal = legal_play_cards(view)
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        know = draw_knowledge(view)
        opponent = know.opponent_hand
        assert opponent is not None
        me = view.seat
        hands = [0, 0]
        hands[me], hands[know.other] = view.hand, opponent
        solver = self._solver_for(view)
        by_kind = not solver.cv
        moves = merged_moves(legal, opponent | sum(1 << c for c in view.trick), by_kind)
        solver.node_limit = solver.nodes + self.budget.solve_nodes
        limit = self.budget.time_limit
        solver.deadline = None if limit is None else time.perf_counter() + 2 * limit
        try:
            card, _value = solver.best_move((hands[0], hands[1]), view.leader, view.trick, moves)
        except SearchAborted:
            return stage_two_card(view)  # too big to solve in time yet: card sense this once
        return card

    def _solver_for(self, view: PlayerView) -> EndgameSolver:
        key = (view.hand_number, view.seat)
        if self._solver is None or self._solver[0] != key or len(self._solver[1].tt) > 2_000_000:
            trump = -1 if view.trump is None else int(view.trump)
            self._solver = (key, EndgameSolver(TrickRules.of(view.rules, trump), view.seat))
        return self._solver[1]


def _still_in_the_running(alive: list[int], rows: list[list[float]], z: float) -> list[int]:
    """The candidates not clearly worse than the leader: behind it by less than ``z`` standard errors of
    the paired difference over the samples (each row holds every candidate alive since the first)."""
    n = len(rows)
    mean = {i: sum(r[i] for r in rows) / n for i in alive}
    leader = max(alive, key=lambda i: mean[i])
    keep = []
    for i in alive:
        if i == leader:
            keep.append(i)
            continue
        diffs = [r[leader] - r[i] for r in rows]
        gap = sum(diffs) / n
        var = sum((d - gap) ** 2 for d in diffs) / (n - 1)
        if gap <= z * math.sqrt(var / n) or var == 0.0 and gap == 0.0:
            keep.append(i)
    return keep


def _one_card_a_kind(hand: int, table: int) -> list[int]:
    """One card of each kind held, the copy on the table first (playing it shows nothing new)."""
    out = []
    for kind in sorted({c >> 2 for c in range(96) if hand >> c & 1}):
        copies = [kind * 4 + c for c in range(4) if hand >> (kind * 4 + c) & 1]
        shown = [c for c in copies if table >> c & 1]
        out.append((shown or copies)[0])
    return out


__all__ = ["DrawBasic", "DrawBudget", "DrawExpert", "declares_out", "stage_two_card"]
