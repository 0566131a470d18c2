"""Scoring one hand under a rule set: made, set, board set, out of reach, thrown in, forfeit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from .cards import Rank
from .meld import MeldKind, meld_value
from .meld_totals import nearest_side_melds, possible_side_meld
from .notes import Note, note, tr_noop
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
        outcome, bidders = Outcome.MADE, bid if rules.bid_only_when_made else bidders_total
    else:
        outcome, bidders = Outcome.SET, -bid
    if others_kept:
        others = (others_meld if o_counts else 0) + others_tricks
    else:
        others = others_dix if rules.dix_saves_itself else 0
    return HandScore(outcome, bidders, others, b_counts, o_counts, bidders_kept, others_kept)


class Ending(Enum):
    """How a hand at a real table ended, as the score keeper is told it."""

    PLAYED = "played"
    NOT_PLAYED = "not played"  # board set or out of reach: which one follows from the rules and the meld
    THROWN_IN = "thrown in"
    FORFEIT = "forfeit"  # the bidder named no trump: no marriage


@dataclass(frozen=True, slots=True)
class TableHand:
    """The figures of one hand played with real cards, for the two sides: bidders and others.

    Trick points are None when the hand was not played.  ``others_dix`` is how many dix (9 of
    trump) the others showed: where a dix saves itself they score it even without a trick.
    """

    bid: int
    bidders_meld: int
    others_meld: int
    bidders_tricks: int | None = None
    others_tricks: int | None = None
    ending: Ending = Ending.PLAYED
    others_dix: int = 0


class ScoreInputError(ValueError):
    """Score keeper figures that cannot describe a hand under these rules.

    ``entry`` names the figure at fault (``bid``, ``bidders_meld``, ``others_meld``, ``tricks``,
    ``ending``, ``dix``); ``note`` is the reason, for a window to translate; ``str()`` is English.
    """

    def __init__(self, entry: str, reason: Note) -> None:
        self.entry = entry
        self.note = reason
        super().__init__(reason.message)


def _dix_value(rules: Rules) -> int:
    return meld_value(rules.meld_table, MeldKind.DIX) if Rank.NINE in rules.deck.ranks else 0


def table_hand_problems(rules: Rules, hand: TableHand, hands_per_side: int = 2) -> list[ScoreInputError]:
    """Everything wrong with these figures under ``rules`` (empty when they describe a hand)."""
    problems: list[ScoreInputError] = []

    def problem(entry: str, template: str, **values: int) -> None:
        problems.append(ScoreInputError(entry, Note(template, tuple(values.items()))))

    if hand.bid < rules.min_bid:
        problem("bid", tr_noop("the bid must be at least {minimum}"), minimum=rules.min_bid)
    elif rules.bid_cap is not None and hand.bid > rules.bid_cap:
        problem("bid", tr_noop("the bid cannot be above {cap}, the cap"), cap=rules.bid_cap)
    elif not rules.is_on_ladder(hand.bid):
        below = rules.rung_at_or_above(max(rules.min_bid, hand.bid - max(step for _, step in rules.bid_steps)))
        while below + rules.bid_step(below) < hand.bid:
            below += rules.bid_step(below)
        problem("bid", tr_noop("bid {bid} is not on the bid ladder (the rungs next to it are {below} and {above})"),
                bid=hand.bid, below=below, above=rules.rung_at_or_above(hand.bid))
    for entry, meld in (("bidders_meld", hand.bidders_meld), ("others_meld", hand.others_meld)):
        if meld < 0:
            problem(entry, tr_noop("meld cannot be negative"))
        elif not possible_side_meld(rules, meld, hands_per_side):
            lower, higher = nearest_side_melds(rules, meld, hands_per_side)
            if higher is None:
                problem(entry, tr_noop("no hands can meld {meld}: the most there can be is {below}"),
                        meld=meld, below=lower or 0)
            else:
                problem(entry, tr_noop("no hands can meld exactly {meld} (the nearest totals are {below} and "
                                       "{above})"), meld=meld, below=lower or 0, above=higher)
    if hand.ending is Ending.PLAYED:
        _check_played(rules, hand, problem)
    else:
        _check_unplayed(rules, hand, problem)
    return problems


def _check_played(rules: Rules, hand: TableHand, problem: Callable[..., None]) -> None:
    unplayed = unplayed_outcome(rules, hand.bid, hand.bidders_meld)
    if unplayed is not None and hand.bidders_meld >= 0:
        if unplayed is Outcome.BOARD_SET:
            problem("ending", tr_noop("the bidders' meld is under {minimum}: the hand is not played (board set)"),
                    minimum=rules.min_meld)
        else:
            problem("ending", tr_noop("meld {meld} and all {total} trick points cannot reach {bid}: the hand is not "
                                      "played (out of reach)"),
                    meld=hand.bidders_meld, total=rules.trick_total, bid=hand.bid)
        return
    if hand.bidders_tricks is None or hand.others_tricks is None:
        problem("tricks", tr_noop("the hand was played: give both sides' trick points"))
        return
    if hand.bidders_tricks < 0 or hand.others_tricks < 0 \
            or hand.bidders_tricks + hand.others_tricks != rules.trick_total:
        problem("tricks", tr_noop("trick points must add up to {total}, not {a} + {b} = {sum}"),
                total=rules.trick_total, a=hand.bidders_tricks, b=hand.others_tricks,
                sum=hand.bidders_tricks + hand.others_tricks)
    if hand.others_dix:
        copies = rules.deck.copies if _dix_value(rules) else 0
        if not rules.dix_saves_itself:
            problem("dix", tr_noop("under these rules a dix does not score without trick points"))
        elif not 0 <= hand.others_dix <= copies:
            problem("dix", tr_noop("the deck holds {n} dix in trump"), n=copies)
        elif hand.others_dix * _dix_value(rules) > hand.others_meld:
            problem("dix", tr_noop("{n} dix are worth {points}, more than the others' meld of {meld}"),
                    n=hand.others_dix, points=hand.others_dix * _dix_value(rules), meld=hand.others_meld)


def _check_unplayed(rules: Rules, hand: TableHand, problem: Callable[..., None]) -> None:
    if hand.bidders_tricks is not None or hand.others_tricks is not None:
        problem("tricks", tr_noop("the hand was not played: leave out the trick points"))
    if hand.others_dix:
        problem("dix", tr_noop("the hand was not played: the dix counts in the meld"))
    if hand.ending is Ending.FORFEIT:
        if not rules.trump_needs_marriage:
            problem("ending", tr_noop("under these rules trump needs no marriage, so nobody forfeits"))
        return
    unplayed = unplayed_outcome(rules, hand.bid, hand.bidders_meld)
    if hand.ending is Ending.NOT_PLAYED:
        if unplayed is None and hand.bidders_meld >= 0:
            if rules.out_of_reach is OutOfReach.NOT_PLAYED or rules.board_set:
                problem("ending", tr_noop("with meld {meld} the bid of {bid} is within reach: the hand is played"),
                        meld=hand.bidders_meld, bid=hand.bid)
            else:
                problem("ending", tr_noop("under these rules every hand is played (or thrown in)"))
    elif unplayed is not None:
        problem("ending", tr_noop("the hand was not played, so there was nothing to throw in"))
    elif not may_throw_in(rules, hand.bid, hand.bidders_meld):
        if rules.out_of_reach is OutOfReach.THROW_IN:
            problem("ending", tr_noop("the bidder may throw in only when meld {meld} and all {total} trick points "
                                      "cannot reach the bid"), meld=hand.bidders_meld, total=rules.trick_total)
        else:
            problem("ending", tr_noop("under these rules the bidder may not throw in"))


def score_table_hand(rules: Rules, hand: TableHand, hands_per_side: int = 2) -> HandScore:
    """Score a hand from table figures: the same scoring as a game at the table; the figures are checked
    first (``ScoreInputError`` for the first problem)."""
    problems = table_hand_problems(rules, hand, hands_per_side)
    if problems:
        raise problems[0]
    if hand.ending is Ending.FORFEIT:
        return score_unplayed(rules, Outcome.FORFEIT, hand.bid, hand.others_meld)
    if hand.ending is Ending.THROWN_IN:
        return score_unplayed(rules, Outcome.THROWN_IN, hand.bid, hand.others_meld)
    unplayed = unplayed_outcome(rules, hand.bid, hand.bidders_meld)
    if unplayed is not None:
        return score_unplayed(rules, unplayed, hand.bid, hand.others_meld)
    assert hand.bidders_tricks is not None and hand.others_tricks is not None
    return score_played(rules, hand.bid, hand.bidders_meld, hand.others_meld, hand.bidders_tricks,
                        hand.others_tricks, 0, hand.others_dix * _dix_value(rules))


def score_keeper(rules: Rules, bid: int, bidders_meld: int, others_meld: int,
                 bidders_tricks: int | None = None, others_tricks: int | None = None,
                 thrown_in: bool = False, *, not_played: bool = False, forfeit: bool = False,
                 others_dix: int = 0) -> HandScore:
    """Score a hand from table figures (``pinochle score``): with no trick points and no ending named,
    a hand the rules do not play (board set, out of reach) is scored as not played."""
    endings = [e for e, on in ((Ending.THROWN_IN, thrown_in), (Ending.NOT_PLAYED, not_played),
                               (Ending.FORFEIT, forfeit)) if on]
    if len(endings) > 1:
        raise ScoreInputError("ending", note(tr_noop("a hand ends one way only: not played, thrown in or forfeit")))
    if endings:
        ending = endings[0]
    elif bidders_tricks is None and others_tricks is None and unplayed_outcome(rules, bid, bidders_meld):
        ending = Ending.NOT_PLAYED
    else:
        ending = Ending.PLAYED
    return score_table_hand(rules, TableHand(bid, bidders_meld, others_meld, bidders_tricks, others_tricks,
                                             ending, others_dix))


def points_still_needed(rules: Rules, bid: int, bidders_meld: int, bidders_tricks: int) -> int:
    """Trick points the bidders still need to make ``bid`` (0: made), their meld counted if it reaches
    the minimum, and at least the trick points that keep it."""
    needed_for_bid = bid - counted_meld(rules, bidders_meld) - bidders_tricks
    needed_to_keep = rules.keep_trick_points - bidders_tricks
    return max(0, needed_for_bid, needed_to_keep)
