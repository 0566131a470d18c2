"""Card play by perfect-information Monte Carlo: sampled deals, playouts, exact endgames.

For each deal of the hidden cards consistent with this seat's knowledge,
every distinct legal card is tried: with few cards left the rest of the
hand is solved exactly, otherwise the policy of ``playout`` plays on and
the last tricks are solved exactly.  Each result is turned into the hand
score (our score minus theirs, with the contract, set and keep-meld rules),
and the card with the best average wins.  Search stops at the work budget,
the time limit, or early when one card is clearly best.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ..engine.game import legal_play_cards
from ..engine.meld import MeldKind, meld_value
from ..engine.rules import CardValues, Rules
from ..engine.scoring import Outcome, score_played
from ..engine.tricks import card_points
from ..engine.view import PlayerView
from .auction_evidence import EvidenceSampler
from .endgame import EndgameSolver, SearchAborted, TrickRules, union
from .knowledge import knowledge_of
from .playout import playout
from .sampling import sample_hands
from .tables import move_groups


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard to think about one card: work units (cards played plus solver nodes), samples, time."""

    work: int = 60_000
    min_samples: int = 12
    max_samples: int = 400
    time_limit: float | None = None  # seconds; None: the work budget alone decides (deterministic)
    exact_cards: int = 20  # solve every candidate exactly when at most this many cards are left
    tail_cards: int = 12  # playouts hand over to the exact solver at this many cards left
    early_stop: float = 3.0  # stop when the best card leads the next by this many standard errors
    evidence_candidates: int = 3  # deals drawn per sample, one kept by how well it explains the auction (1: off)
    convention_z: float = 1.5  # the conventional card (``prefer``) stands unless another beats it by this many
    # standard errors of the paired difference: within the search's noise the convention wins the tie


def trick_rules(view: PlayerView) -> TrickRules:
    """The trick rules to search with: with three players the two against the bidder play as one side."""
    return TrickRules.of(view.rules, -1 if view.trump is None else int(view.trump), view.bidder)


def _alone_against_bidder(view: PlayerView) -> bool:
    return not view.rules.partnerships and view.rules.players > 2 and view.bidder is not None


def side_taken(view: PlayerView, tr: TrickRules, team: int) -> int:
    """Trick points side ``team`` of the search seating has taken so far (the bidder's buried cards
    included when this seat knows them: it is the bidder)."""
    if not _alone_against_bidder(view):
        return view.taken[team]
    side_of = view.rules.seating.side_of
    taken = sum(view.taken[side_of[s]] for s in tr.seating.members[team])
    if view.bidder in tr.seating.members[team]:
        taken += card_points(view.rules, view.buried)
    return taken


def _dix(view: PlayerView, sides: list[int]) -> int:
    if view.trump is None or not view.melds:
        return 0
    nine = (int(view.trump) * 6) * 4
    members = view.rules.seating.members
    cards = union([view.melds[seat].cards for side in sides for seat in members[side]])
    return ((cards >> nine) & 0xF).bit_count() * meld_value(view.rules.meld_table, MeldKind.DIX)


def score_table(view: PlayerView, team: int) -> list[float]:
    """Our hand score minus theirs, by the trick points side ``team`` takes over the whole hand.

    With three players each alone, ``team`` is a side of the search seating (the bidder, or the two
    against it: ``trick_rules``) and the score is this seat's minus the others' average.
    """
    rules: Rules = view.rules
    total = rules.trick_total
    if view.bidder is None or view.high_bid is None:
        return [float(2 * t - total) for t in range(total + 1)]
    if _alone_against_bidder(view):
        return _alone_table(view, team)
    seating = rules.seating
    bidders = seating.side_of[view.bidder]
    others = [s for s in seating.sides if s != bidders]
    meld = view.side_meld
    others_meld = sum(meld[s] for s in others)
    dix = (_dix(view, [bidders]), _dix(view, others))
    out = []
    for t in range(total + 1):
        mine, theirs = (t, total - t) if team == bidders else (total - t, t)
        s = score_played(rules, view.high_bid, meld[bidders], others_meld, mine, theirs, dix[0], dix[1])
        b, o = s.bidders, s.others
        out.append(float(b - o if team == bidders else o - b))
    return out


def _alone_table(view: PlayerView, team: int) -> list[float]:
    """Each for themself against a bidder: this seat's hand score minus the others' average, by the trick
    points of its search side (``team`` 0: the bidder, its buried cards counted; 1: the defenders together,
    who share what is still to take evenly)."""
    rules = view.rules
    total = rules.trick_total
    bidder, bid, me = view.bidder, view.high_bid, view.seat
    assert bidder is not None and bid is not None
    seats = rules.seating.seats
    side_of = rules.seating.side_of
    melds = [view.melds[s].total if view.melds else 0 for s in seats]
    taken = [view.taken[side_of[s]] for s in seats]
    defenders = [s for s in seats if s != bidder]
    out = []
    for t in range(total + 1):
        bidder_tricks = t if team == 0 else total - t
        to_share = total - bidder_tricks - sum(taken[d] for d in defenders)
        tricks: dict[int, float] = {bidder: float(bidder_tricks)}
        for d in defenders:
            tricks[d] = taken[d] + to_share / len(defenders)
        scores: dict[int, float] = {}
        for s in seats:
            kept = tricks[s] >= rules.keep_trick_points
            if s == bidder:
                made = score_played(rules, bid, melds[s], 0, bidder_tricks, 0).outcome is Outcome.MADE
                scores[s] = (bid if rules.bid_only_when_made else melds[s] + bidder_tricks) if made else -bid
            else:
                scores[s] = melds[s] + tricks[s] if kept else 0.0
        others = [scores[s] for s in seats if s != me]
        out.append(scores[me] - sum(others) / len(others))
    return out


@dataclass
class CardSearch:
    """The outcome of one search, for tests and tuning."""

    card: int
    means: dict[int, float]
    samples: int
    work: int
    convention: int | None = None  # the conventional card, when the search departs from it
    gain: float = 0.0  # ... and how much more the card chosen scores on average (hand points)


def search_card(view: PlayerView, rng: random.Random, budget: Budget, prefer: int | None = None) -> CardSearch:
    """The best card for the seat to act by sampled deals (``prefer`` wins ties)."""
    legal = legal_play_cards(view)
    know = knowledge_of(view)
    tmask = 0
    for c in view.trick:
        tmask |= 1 << c
    groups = move_groups(legal, know.unseen | tmask, view.rules.card_values is CardValues.CLASSIC)
    cands = sorted(set(groups.values()))
    pref_rep = groups.get(prefer, -1) if prefer is not None else -1
    if len(cands) == 1:
        card = prefer if prefer is not None and prefer in groups else cands[0]
        return CardSearch(card, {cands[0]: 0.0}, 0, 0)
    seat = view.seat
    tr = trick_rules(view)
    side_of = tr.seating.side_of
    team = side_of[seat]
    f = score_table(view, team)
    base = side_taken(view, tr, team)
    bidders = side_of[view.bidder if view.bidder is not None else seat]
    started = time.perf_counter()
    sums = [0.0] * len(cands)
    history: list[list[float]] = []
    work = 0
    tail_solver = EndgameSolver(tr, team)
    draw = EvidenceSampler(view, lambda: sample_hands(view, know, rng), rng, budget.evidence_candidates)
    while len(history) < budget.max_samples:
        hands = draw()
        left = union(hands).bit_count() - 1
        if left <= budget.exact_cards:
            solver = EndgameSolver(tr, team)
            raw = solver.solve_moves(hands, view.leader, view.trick, cands)
            work += solver.nodes
        else:
            raw = []
            for card in cands:
                h = list(hands)
                h[seat] &= ~(1 << card)
                g, hh, lead, played = playout(tuple(h), view.leader, (*view.trick, card), tr,
                                              team, bidders, budget.tail_cards)
                work += played
                if union(hh):
                    before = tail_solver.nodes
                    if len(tail_solver.tt) > 200_000:
                        tail_solver = EndgameSolver(tr, team)
                        before = 0
                    g += tail_solver.solve(tuple(hh), lead)
                    work += tail_solver.nodes - before
                raw.append(g)
        vals = [f[max(0, min(len(f) - 1, base + v))] for v in raw]
        history.append(vals)
        for i, v in enumerate(vals):
            sums[i] += v
        n = len(history)
        if n >= budget.min_samples:
            if work >= budget.work:
                break
            if budget.time_limit is not None and time.perf_counter() - started > budget.time_limit:
                break
            if n % 4 == 0 and _clear_winner(history, sums, budget.early_stop):
                break
    n = len(history)
    means = {c: sums[i] / n for i, c in enumerate(cands)}
    best = max(cands, key=lambda c: (means[c] + (1e-6 if c == pref_rep else 0.0), -c))
    if prefer is not None and pref_rep in means and best != pref_rep:
        if not _clearly_better(history, cands.index(best), cands.index(pref_rep), budget.convention_z):
            best = pref_rep
        else:
            return CardSearch(best, means, n, work, prefer, means[best] - means[pref_rep])
    card = prefer if prefer is not None and groups.get(prefer) == best else best
    return CardSearch(card, means, n, work)


def _clearly_better(history: list[list[float]], best: int, other: int, z: float) -> bool:
    """Card ``best`` scores more than ``other`` by more than ``z`` standard errors of the paired
    difference (with a difference in every sample alike, by any amount at all)."""
    n = len(history)
    diffs = [h[best] - h[other] for h in history]
    mean = sum(diffs) / n
    if mean <= 0.0:
        return False
    if n < 2:
        return True
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n)


def _clear_winner(history: list[list[float]], sums: list[float], z: float) -> bool:
    """The leading card is ahead of every other by ``z`` standard errors of the paired difference."""
    order = sorted(range(len(sums)), key=lambda i: -sums[i])
    best = order[0]
    n = len(history)
    for other in order[1:]:
        diffs = [h[best] - h[other] for h in history]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if var == 0.0:
            continue  # the same result in every sample: a true tie, or a sure lead
        if mean < z * math.sqrt(var / n):
            return False
    return True


__all__ = ["Budget", "CardSearch", "SearchAborted", "score_table", "search_card", "trick_rules"]
