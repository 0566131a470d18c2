"""Scoring one hand under a rule set: made, set, board set, out of reach, thrown in, forfeit."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .rules import ForfeitScore, OutOfReach, Rules


class Outcome(Enum):
    MADE = "made"
    SET = "set"
    BOARD_SET = "board set"
    OUT_OF_REACH = "out of reach"
    THROWN_IN = "thrown in"
    FORFEIT = "forfeit"


@dataclass(frozen=True, slots=True)
class HandScore:
    """What each side scores for a hand, and why."""

    outcome: Outcome
    bidders: int
    others: int
    bidders_meld_counts: bool
    others_meld_counts: bool
    bidders_kept: bool | None  # took enough trick points to score (None: hand not played)
    others_kept: bool | None

    @property
    def played(self) -> bool:
        return self.bidders_kept is not None


class ScoreInputError(ValueError):
    """Score keeper input that cannot describe a hand under these rules."""


def meld_counts(rules: Rules, meld: int) -> bool:
    """A team's meld counts only if it reaches the minimum meld."""
    return meld > 0 and meld >= rules.min_meld


def counted_meld(rules: Rules, meld: int) -> int:
    return meld if meld_counts(rules, meld) else 0


def unplayed_outcome(rules: Rules, bid: int, bidders_meld: int) -> Outcome | None:
    """Why a hand ends without being played (board set, out of reach), or None."""
    if rules.board_set and bidders_meld < rules.min_meld:
        return Outcome.BOARD_SET
    if rules.out_of_reach is OutOfReach.NOT_PLAYED and out_of_reach(rules, bid, bidders_meld):
        return Outcome.OUT_OF_REACH
    return None


def out_of_reach(rules: Rules, bid: int, bidders_meld: int) -> bool:
    """Bidders' meld plus every trick point cannot reach the bid."""
    return counted_meld(rules, bidders_meld) + rules.trick_total < bid


def may_throw_in(rules: Rules, bid: int, bidders_meld: int) -> bool:
    return rules.throw_in_anytime or (
        rules.out_of_reach is OutOfReach.THROW_IN and out_of_reach(rules, bid, bidders_meld)
    )


def score_unplayed(rules: Rules, outcome: Outcome, bid: int, others_meld: int) -> HandScore:
    """Bidders lose the bid; the others score their meld (nothing on a forfeit, if so ruled)."""
    others_counts = meld_counts(rules, others_meld)
    if outcome is Outcome.FORFEIT and rules.forfeit_score is ForfeitScore.NOTHING:
        others_counts = False
    return HandScore(outcome, -bid, others_meld if others_counts else 0,
                     False, others_counts, None, None)


def score_played(rules: Rules, bid: int, bidders_meld: int, others_meld: int,
                 bidders_tricks: int, others_tricks: int,
                 bidders_dix: int = 0, others_dix: int = 0) -> HandScore:
    """Score a played hand: a team below the keep threshold scores nothing (but a dix that saves itself)."""
    bidders_kept = bidders_tricks >= rules.keep_trick_points
    others_kept = others_tricks >= rules.keep_trick_points
    b_counts = meld_counts(rules, bidders_meld) and bidders_kept
    o_counts = meld_counts(rules, others_meld) and others_kept
    bidders_total = (bidders_meld if b_counts else 0) + bidders_tricks
    if bidders_kept and bidders_total >= bid:
        outcome, bidders = Outcome.MADE, bidders_total
    else:
        outcome, bidders = Outcome.SET, -bid
    if others_kept:
        others = (others_meld if o_counts else 0) + others_tricks
    else:
        others = others_dix if rules.dix_saves_itself else 0
    return HandScore(outcome, bidders, others, b_counts, o_counts, bidders_kept, others_kept)


def score_keeper(rules: Rules, bid: int, bidders_meld: int, others_meld: int,
                 bidders_tricks: int | None = None, others_tricks: int | None = None,
                 thrown_in: bool = False) -> HandScore:
    """Score a hand from table figures (the ``pinochle score`` command); checks the figures fit."""
    if not rules.is_on_ladder(bid):
        raise ScoreInputError(f"bid {bid} is not on the {rules.name} bid ladder (from {rules.min_bid})")
    if bidders_meld < 0 or others_meld < 0:
        raise ScoreInputError("meld cannot be negative")
    tricks_given = bidders_tricks is not None or others_tricks is not None
    if tricks_given and (bidders_tricks is None or others_tricks is None):
        raise ScoreInputError("give both --bidders-tricks and --others-tricks, or neither")
    unplayed = unplayed_outcome(rules, bid, bidders_meld)
    if thrown_in:
        if unplayed is not None:
            raise ScoreInputError(f"the hand was not played ({unplayed.value}): there was nothing to throw in")
        if not may_throw_in(rules, bid, bidders_meld):
            raise ScoreInputError(f"under {rules.name} the bidder may not throw in this hand")
        unplayed = Outcome.THROWN_IN
    if unplayed is not None:
        if tricks_given:
            raise ScoreInputError(f"the hand is not played ({unplayed.value}): leave out the trick points")
        return score_unplayed(rules, unplayed, bid, others_meld)
    if bidders_tricks is None or others_tricks is None:
        raise ScoreInputError("the hand was played: give --bidders-tricks and --others-tricks")
    if bidders_tricks < 0 or others_tricks < 0 or bidders_tricks + others_tricks != rules.trick_total:
        raise ScoreInputError(
            f"trick points must add up to {rules.trick_total}, "
            f"not {bidders_tricks} + {others_tricks} = {bidders_tricks + others_tricks}"
        )
    return score_played(rules, bid, bidders_meld, others_meld, bidders_tricks, others_tricks)


def points_still_needed(rules: Rules, bid: int, bidders_meld: int, bidders_tricks: int) -> int:
    """Trick points the bidders still need to make ``bid`` (0: made), their meld counted if it reaches
    the minimum, and at least the trick points that keep it."""
    needed_for_bid = bid - counted_meld(rules, bidders_meld) - bidders_tricks
    needed_to_keep = rules.keep_trick_points - bidders_tricks
    return max(0, needed_for_bid, needed_to_keep)
