"""Scoring a hand played with real cards when each plays alone (three players): the bidder against
each opponent, with the same scoring as a game at the table (``scoring.score_played`` and
``score_unplayed``) and the same checks of the figures (``scoring.table_hand_problems``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .notes import Note, tr_noop
from .rules import Rules
from .scoring import (
    Ending,
    HandScore,
    Outcome,
    ScoreInputError,
    TableHand,
    score_played,
    score_table_hand,
    score_unplayed,
    table_hand_problems,
)


@dataclass(frozen=True, slots=True)
class AloneHand:
    """The figures of one hand: the bidder's, and each opponent's in order (trick points None: not played)."""

    bid: int
    bidder_meld: int
    others_meld: tuple[int, ...]
    bidder_tricks: int | None = None
    others_tricks: tuple[int, ...] | None = None
    ending: Ending = Ending.PLAYED

    def against(self, i: int, rules: Rules) -> TableHand:
        """The hand seen as the bidder against opponent ``i`` alone (the others' tricks given to that one,
        so that the trick points add up when the figures are checked)."""
        tricks = None
        if self.bidder_tricks is not None:
            tricks = rules.trick_total - self.bidder_tricks
        return TableHand(self.bid, self.bidder_meld, self.others_meld[i], self.bidder_tricks, tricks, self.ending)


def alone_hand_problems(rules: Rules, hand: AloneHand) -> list[ScoreInputError]:
    """Everything wrong with these figures (empty when they describe a hand); ``entry`` as in
    ``table_hand_problems``, an opponent's meld named ``others_meld``."""
    problems: list[ScoreInputError] = []
    seen: set[tuple[str, str]] = set()
    if len(hand.others_meld) != len(rules.seating.sides) - 1 or (
            hand.others_tricks is not None and len(hand.others_tricks) != len(hand.others_meld)):
        return [ScoreInputError("others_meld", Note(tr_noop("give a figure for each opponent")))]
    if hand.ending is Ending.PLAYED and hand.others_tricks is None and hand.bidder_tricks is not None:
        return [ScoreInputError("tricks", Note(tr_noop("the hand was played: give every player's trick points")))]
    for i in range(len(hand.others_meld)):
        for problem in table_hand_problems(rules, hand.against(i, rules), hands_per_side=1):
            key = (problem.entry, problem.note.message)
            if key not in seen:
                seen.add(key)
                problems.append(problem)
    if hand.others_tricks is not None and hand.bidder_tricks is not None:
        figures = (hand.bidder_tricks, *hand.others_tricks)
        if any(t < 0 for t in figures) or sum(figures) != rules.trick_total:
            problems.append(ScoreInputError("tricks", Note(
                tr_noop("trick points must add up to {total}, not {sum}"),
                (("total", rules.trick_total), ("sum", sum(figures))))))
    return problems


def score_alone_hand(rules: Rules, hand: AloneHand) -> tuple[HandScore, ...]:
    """The bidder's contract against each opponent (``bidders`` is the same in each; ``others`` is that
    opponent's score); the figures are checked first (``ScoreInputError`` for the first problem)."""
    problems = alone_hand_problems(rules, hand)
    if problems:
        raise problems[0]
    out = []
    for i, meld in enumerate(hand.others_meld):
        contract = score_table_hand(rules, hand.against(i, rules), hands_per_side=1)
        if not contract.played:
            out.append(score_unplayed(rules, contract.outcome, hand.bid, meld))
            continue
        assert hand.bidder_tricks is not None and hand.others_tricks is not None
        out.append(score_played(rules, hand.bid, hand.bidder_meld, meld, hand.bidder_tricks, hand.others_tricks[i]))
    return tuple(out)


__all__ = ["AloneHand", "Outcome", "alone_hand_problems", "score_alone_hand"]
