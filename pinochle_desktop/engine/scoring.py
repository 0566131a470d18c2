"""Scoring one hand under a rule set: made, set, board set, out of reach, thrown in, forfeit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import Rank
from .meld import MeldKind, meld_value
from .meld_totals import most_makeable_bid, nearest_side_melds, possible_side_meld
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
    """Score a played hand: a team below the keep threshold scores nothing (but a dix that saves itself);
    where the bidders keep meld without a trick, the threshold is the others' only."""
    bidders_kept = bidders_tricks >= rules.keep_trick_points or rules.bidders_keep_meld
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


@dataclass(frozen=True, slots=True)
class SidesScore:
    """What every side scores for a hand (side 0 first) and, after an auction, the bidders' contract
    against each other side (None at the bidders' own index, and everywhere in the draw game)."""

    points: tuple[int, ...]
    against: tuple[HandScore | None, ...]

    @property
    def contract(self) -> HandScore | None:
        """The bidders against the first other side (the whole contract with two sides); None without one."""
        return next((score for score in self.against if score is not None), None)


def score_sides(rules: Rules, bidders: int | None, bid: int, meld: Sequence[int], taken: Sequence[int] | None,
                outcome: Outcome | None = None, dix: Sequence[int] | None = None) -> SidesScore:
    """Score a hand for every side: the one scoring of the game and of the score keeper.

    Without an auction (``bidders`` None: the two-handed draw game) each side scores its meld and its
    trick points.  Otherwise the bidders make or lose the bid, and each other side scores alike from its
    own meld and trick points (three players: the bidder against each opponent).  ``taken`` None is a
    hand not played, ``outcome`` saying why; ``dix`` is the points of the dix each side showed, which
    score where a dix saves itself.
    """
    sides = len(meld)
    if bidders is None:
        assert taken is not None
        return SidesScore(tuple(m + t for m, t in zip(meld, taken, strict=True)), (None,) * sides)
    points = [0] * sides
    against: list[HandScore | None] = [None] * sides
    dix = dix or (0,) * sides
    for others in range(sides):
        if others == bidders:
            continue
        if taken is None:
            assert outcome is not None
            score = score_unplayed(rules, outcome, bid, meld[others])
        else:
            score = score_played(rules, bid, meld[bidders], meld[others], taken[bidders], taken[others],
                                 dix[bidders], dix[others])
        points[bidders], points[others] = score.bidders, score.others
        against[others] = score
    return SidesScore(tuple(points), tuple(against))


class Ending(Enum):
    """How a hand at a real table ended, as the score keeper is told it."""

    PLAYED = "played"
    NOT_PLAYED = "not played"  # board set or out of reach: which one follows from the rules and the meld
    THROWN_IN = "thrown in"  # the bidder conceded before the first lead
    FORFEIT = "forfeit"  # the bidder named no trump: no marriage
    DECLARED_OUT = "declared out"  # two-handed: a player claimed the game during play


@dataclass(frozen=True, slots=True)
class TableHand:
    """The figures of one hand played with real cards, for two sides: the bidders and the others.

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


@dataclass(frozen=True, slots=True)
class SidesHand:
    """The figures of one hand played with real cards for every side, side 0 first.

    ``bidders`` is the side that won the bid (None in the draw game, where nobody bids and ``bid`` is 0).
    Trick points are None when the hand was not played (three players: the bidder's include the cards
    it buried).  ``dix`` is how many dix each side showed, where a dix saves itself (empty: none).
    ``declared`` is the player that declared itself out (``Ending.DECLARED_OUT``; its trick points are
    those taken until then).
    """

    bidders: int | None
    bid: int
    meld: tuple[int, ...]
    tricks: tuple[int, ...] | None = None
    ending: Ending = Ending.PLAYED
    dix: tuple[int, ...] = ()
    declared: int | None = None

    def against(self, others: int) -> TableHand:
        """The bidders' figures against one other side, as the notes explain them."""
        b = self.bidders
        assert b is not None
        tricks = self.tricks
        return TableHand(self.bid, self.meld[b], self.meld[others], None if tricks is None else tricks[b],
                         None if tricks is None else tricks[others], self.ending,
                         self.dix[others] if self.dix else 0)


class ScoreInputError(ValueError):
    """Score keeper figures that cannot describe a hand under these rules.

    ``entry`` names the figure at fault (``bid``, ``bidders``, ``meld``, ``tricks``, ``ending``, ``dix``,
    ``declared``; for a ``TableHand`` ``bidders_meld`` and ``others_meld``), ``side`` the side it belongs
    to (or None); ``note`` is the reason, for a window to translate; ``str()`` is English.
    """

    def __init__(self, entry: str, reason: Note, side: int | None = None) -> None:
        self.entry = entry
        self.note = reason
        self.side = side
        super().__init__(reason.message)


def _dix_value(rules: Rules) -> int:
    return meld_value(rules.meld_table, MeldKind.DIX) if Rank.NINE in rules.deck.ranks else 0


Problem = Callable[..., None]


def sides_hand_problems(rules: Rules, hand: SidesHand, hands_per_side: int = 2) -> list[ScoreInputError]:
    """Everything wrong with these figures under ``rules`` (empty when they describe a hand)."""
    problems: list[ScoreInputError] = []

    def problem(entry: str, template: str, side: int | None = None, **values: int) -> None:
        problems.append(ScoreInputError(entry, Note(template, tuple(values.items())), side))

    sides = len(rules.seating.sides)
    if len(hand.meld) != sides or len(hand.tricks or hand.meld) != sides or len(hand.dix or hand.meld) != sides:
        problem("meld", tr_noop("give a figure for each side"))
        return problems
    if rules.draw_game:
        if hand.bidders is not None or hand.bid:
            problem("bidders", tr_noop("nobody bids in this game: the card turned up names trump"))
    elif hand.bidders is None or not 0 <= hand.bidders < sides:
        problem("bidders", tr_noop("say which side won the bid"))
        return problems
    else:
        _check_bid(rules, hand.bid, problem)
    for side, meld in enumerate(hand.meld):
        if meld < 0:
            problem("meld", tr_noop("meld cannot be negative"), side)
        elif not possible_side_meld(rules, meld, hands_per_side):
            lower, higher = nearest_side_melds(rules, meld, hands_per_side)
            if higher is None:
                problem("meld", tr_noop("no hands can meld {meld}: the most there can be is {below}"), side,
                        meld=meld, below=lower or 0)
            else:
                problem("meld", tr_noop("no hands can meld exactly {meld} (the nearest totals are {below} and "
                                        "{above})"), side, meld=meld, below=lower or 0, above=higher)
    if hand.declared is not None and hand.ending is not Ending.DECLARED_OUT:
        problem("declared", tr_noop("only a hand declared out names who declared"))
    if rules.draw_game:
        _check_draw_game(rules, hand, problem)
    elif hand.ending is Ending.PLAYED:
        _check_played(rules, hand, problem)
    elif hand.ending is Ending.DECLARED_OUT:
        problem("ending", tr_noop("only in the two-handed game does a player declare out"))
    else:
        _check_unplayed(rules, hand, problem)
    return problems


def _check_bid(rules: Rules, bid: int, problem: Problem) -> None:
    if bid < rules.min_bid:
        problem("bid", tr_noop("the bid must be at least {minimum}"), minimum=rules.min_bid)
    elif rules.bid_cap is not None and bid > rules.bid_cap:
        problem("bid", tr_noop("the bid cannot be above {cap}, the cap"), cap=rules.bid_cap)
    elif rules.bid_cap is None and bid > (most := most_makeable_bid(rules)):
        problem("bid", tr_noop("no side can make a bid of {bid}: the most meld a side can have plus every trick "
                               "point is {most}"), bid=bid, most=most)
    elif not rules.is_on_ladder(bid):
        below = rules.rung_at_or_above(max(rules.min_bid, bid - max(step for _, step in rules.bid_steps)))
        while below + rules.bid_step(below) < bid:
            below += rules.bid_step(below)
        problem("bid", tr_noop("bid {bid} is not on the bid ladder (the rungs next to it are {below} and {above})"),
                bid=bid, below=below, above=rules.rung_at_or_above(bid))


def _check_trick_sum(rules: Rules, tricks: tuple[int, ...], problem: Problem, *, all_taken: bool = True) -> None:
    """Every side's trick points add up to the rules' total (or, declared out, to no more than it)."""
    total = sum(tricks)
    if all(t >= 0 for t in tricks) and (total == rules.trick_total if all_taken else total <= rules.trick_total):
        return
    figures = {key: t for key, t in zip("abc", tricks)}
    if not all_taken:
        problem("tricks", tr_noop("the trick points taken before declaring out cannot be negative or more than "
                                  "{total} in all, not {a} + {b} = {sum}"), total=rules.trick_total, sum=total,
                **figures)
    elif len(tricks) == 3:
        problem("tricks", tr_noop("trick points must add up to {total}, not {a} + {b} + {c} = {sum}"),
                total=rules.trick_total, sum=total, **figures)
    else:
        problem("tricks", tr_noop("trick points must add up to {total}, not {a} + {b} = {sum}"),
                total=rules.trick_total, sum=total, **figures)


def _check_draw_game(rules: Rules, hand: SidesHand, problem: Problem) -> None:
    if any(hand.dix):
        problem("dix", tr_noop("in this game a dix scores as meld: count it in the meld"))
    if hand.ending is Ending.DECLARED_OUT:
        if not rules.declare_out:
            problem("ending", tr_noop("under these rules nobody declares out: every hand is played to the end"))
        elif hand.declared is None or not 0 <= hand.declared < len(hand.meld):
            problem("declared", tr_noop("say who declared out"))
    elif hand.ending is not Ending.PLAYED:
        problem("ending", tr_noop("nobody bids in this game, so every hand is played"))
        return
    if hand.tricks is None:
        problem("tricks", tr_noop("the hand was played: give every side's trick points"))
    else:
        _check_trick_sum(rules, hand.tricks, problem, all_taken=hand.ending is Ending.PLAYED)


def _check_played(rules: Rules, hand: SidesHand, problem: Problem) -> None:
    bidders = hand.bidders
    assert bidders is not None
    bidders_meld = hand.meld[bidders]
    unplayed = unplayed_outcome(rules, hand.bid, bidders_meld)
    if unplayed is not None and bidders_meld >= 0:
        if unplayed is Outcome.BOARD_SET:
            problem("ending", tr_noop("the bidders' meld is under {minimum}: the hand is not played (board set)"),
                    minimum=rules.min_meld)
        else:
            problem("ending", tr_noop("meld {meld} and all {total} trick points cannot reach {bid}: the hand is not "
                                      "played (out of reach)"),
                    meld=bidders_meld, total=rules.trick_total, bid=hand.bid)
        return
    if hand.tricks is None:
        problem("tricks", tr_noop("the hand was played: give every side's trick points"))
        return
    _check_trick_sum(rules, hand.tricks, problem)
    copies = rules.deck.copies if _dix_value(rules) else 0
    for side, dix in enumerate(hand.dix):
        if not dix:
            continue
        if side == bidders:
            problem("dix", tr_noop("a dix saves only a side that did not bid"), side)
        elif not rules.dix_saves_itself:
            problem("dix", tr_noop("under these rules a dix does not score without trick points"), side)
        elif not 0 <= dix <= copies:
            problem("dix", tr_noop("the deck holds {n} dix in trump"), side, n=copies)
        elif dix * _dix_value(rules) > hand.meld[side]:
            problem("dix", tr_noop("{n} dix are worth {points}, more than the others' meld of {meld}"), side,
                    n=dix, points=dix * _dix_value(rules), meld=hand.meld[side])


def _check_unplayed(rules: Rules, hand: SidesHand, problem: Problem) -> None:
    bidders = hand.bidders
    assert bidders is not None
    bidders_meld = hand.meld[bidders]
    if hand.tricks is not None:
        problem("tricks", tr_noop("the hand was not played: leave out the trick points"))
    if any(hand.dix):
        problem("dix", tr_noop("the hand was not played: the dix counts in the meld"))
    if hand.ending is Ending.FORFEIT:
        if not rules.trump_needs_marriage:
            problem("ending", tr_noop("under these rules trump needs no marriage, so nobody forfeits"))
        return
    unplayed = unplayed_outcome(rules, hand.bid, bidders_meld)
    if hand.ending is Ending.NOT_PLAYED:
        if unplayed is None and bidders_meld >= 0:
            if rules.out_of_reach is OutOfReach.NOT_PLAYED or rules.board_set:
                problem("ending", tr_noop("with meld {meld} the bid of {bid} is within reach: the hand is played"),
                        meld=bidders_meld, bid=hand.bid)
            else:
                problem("ending", tr_noop("under these rules every hand is played (or thrown in)"))
    elif unplayed is not None:
        problem("ending", tr_noop("the hand was not played, so there was nothing to throw in"))
    elif not may_throw_in(rules, hand.bid, bidders_meld):
        if rules.out_of_reach is OutOfReach.THROW_IN:
            problem("ending", tr_noop("the bidder may throw in only when meld {meld} and all {total} trick points "
                                      "cannot reach the bid"), meld=bidders_meld, total=rules.trick_total)
        else:
            problem("ending", tr_noop("under these rules the bidder may not throw in"))


def score_sides_hand(rules: Rules, hand: SidesHand, hands_per_side: int = 2) -> SidesScore:
    """Score a hand from table figures for every side, as a game at the table scores it; the figures are
    checked first (``ScoreInputError`` for the first problem)."""
    problems = sides_hand_problems(rules, hand, hands_per_side)
    if problems:
        raise problems[0]
    if hand.bidders is None:
        return score_sides(rules, None, 0, hand.meld, hand.tricks)
    outcome = {Ending.FORFEIT: Outcome.FORFEIT, Ending.THROWN_IN: Outcome.THROWN_IN}.get(hand.ending)
    if outcome is None:
        outcome = unplayed_outcome(rules, hand.bid, hand.meld[hand.bidders])
    if outcome is not None:
        return score_sides(rules, hand.bidders, hand.bid, hand.meld, None, outcome)
    dix = tuple(n * _dix_value(rules) for n in hand.dix) if hand.dix else None
    return score_sides(rules, hand.bidders, hand.bid, hand.meld, hand.tricks, dix=dix)


_PAIR_ENTRIES: dict[tuple[str, int | None], str] = {
    ("meld", 0): "bidders_meld", ("meld", 1): "others_meld", ("dix", 1): "dix"}


def _as_sides(hand: TableHand) -> SidesHand:
    """A two-sided ``TableHand`` as a ``SidesHand`` with the bidders as side 0."""
    tricks: tuple[int, ...] | None = (hand.bidders_tricks or 0, hand.others_tricks or 0)
    if hand.bidders_tricks is None and hand.others_tricks is None or (
            hand.ending is Ending.PLAYED and (hand.bidders_tricks is None or hand.others_tricks is None)):
        tricks = None
    return SidesHand(0, hand.bid, (hand.bidders_meld, hand.others_meld), tricks, hand.ending,
                     (0, hand.others_dix) if hand.others_dix else ())


def table_hand_problems(rules: Rules, hand: TableHand, hands_per_side: int = 2) -> list[ScoreInputError]:
    """Everything wrong with a two-sided hand's figures (the entries named ``bidders_meld``, ``others_meld``)."""
    return [ScoreInputError(_PAIR_ENTRIES.get((p.entry, p.side), p.entry), p.note)
            for p in sides_hand_problems(rules, _as_sides(hand), hands_per_side)]


def score_table_hand(rules: Rules, hand: TableHand, hands_per_side: int = 2) -> HandScore:
    """Score a two-sided hand from table figures (``ScoreInputError`` for the first problem)."""
    problems = table_hand_problems(rules, hand, hands_per_side)
    if problems:
        raise problems[0]
    contract = score_sides_hand(rules, _as_sides(hand), hands_per_side).contract
    assert contract is not None
    return contract


def table_ending(rules: Rules, bid: int, bidders_meld: int, trick_points_given: bool, *, thrown_in: bool = False,
                 not_played: bool = False, forfeit: bool = False) -> Ending:
    """The ending named on a command line: with none named and no trick points, a hand the rules do not play
    (board set, out of reach) is not played."""
    endings = [e for e, on in ((Ending.THROWN_IN, thrown_in), (Ending.NOT_PLAYED, not_played),
                               (Ending.FORFEIT, forfeit)) if on]
    if len(endings) > 1:
        raise ScoreInputError("ending", note(tr_noop("a hand ends one way only: not played, thrown in or forfeit")))
    if endings:
        return endings[0]
    if not trick_points_given and unplayed_outcome(rules, bid, bidders_meld):
        return Ending.NOT_PLAYED
    return Ending.PLAYED


def score_keeper(rules: Rules, bid: int, bidders_meld: int, others_meld: int,
                 bidders_tricks: int | None = None, others_tricks: int | None = None,
                 thrown_in: bool = False, *, not_played: bool = False, forfeit: bool = False,
                 others_dix: int = 0) -> HandScore:
    """Score a hand from table figures (``pinochle score``): with no trick points and no ending named,
    a hand the rules do not play (board set, out of reach) is scored as not played."""
    ending = table_ending(rules, bid, bidders_meld, bidders_tricks is not None or others_tricks is not None,
                          thrown_in=thrown_in, not_played=not_played, forfeit=forfeit)
    return score_table_hand(rules, TableHand(bid, bidders_meld, others_meld, bidders_tricks, others_tricks,
                                             ending, others_dix))


def points_still_needed(rules: Rules, bid: int, bidders_meld: int, bidders_tricks: int) -> int:
    """Trick points the bidders still need to make ``bid`` (0: made), their meld counted if it reaches
    the minimum, and at least the trick points that keep it (none where the bidders keep meld without)."""
    needed_for_bid = bid - counted_meld(rules, bidders_meld) - bidders_tricks
    needed_to_keep = 0 if rules.bidders_keep_meld else rules.keep_trick_points - bidders_tricks
    return max(0, needed_for_bid, needed_to_keep)
