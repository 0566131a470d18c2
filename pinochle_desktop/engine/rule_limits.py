"""The limits every rule set must keep: games that can be saved and reopened, and that can end.

``rule_problems`` (in ``rules``) ends with ``limit_problems``: a rule set name and number options a
save can hold, a bid ladder short enough to list at every call, a minimum bid some team can make,
and a game in which somebody can score.  The loaders of saves and settings use the same check, so
what the rules editor accepts is always saved and opened again.
"""

from __future__ import annotations

import functools
import unicodedata

from .cards import Deck, Suit, deck_mask
from .rules import MeldTable, OutOfReach, RuleProblem, Rules, tr_noop

MAX_RULES_NAME = 64  # characters in a rule set's name
MAX_OPTION_POINTS = 100_000  # the largest number any points option (bids, meld, values, scores) may hold
MAX_LADDER_RUNGS = 5_000  # bids an auction call lists: the bid panel offers them all, the computer weighs them

_UNPRINTABLE = frozenset({"Cc", "Cs", "Zl", "Zp"})  # control characters, lone surrogates, line breaks


def limit_problems(rules: Rules, earlier: list[RuleProblem]) -> list[RuleProblem]:
    """Why ``rules`` break a limit, each naming its options; the costlier checks only when nothing
    else (``earlier`` included) is wrong, since they need a sane ladder."""
    problems: list[RuleProblem] = []

    def problem(template: str, *options: str, **values: int) -> None:
        problems.append(RuleProblem(options, template, tuple(values.items())))

    name = rules.name
    if not name.strip() or len(name) > MAX_RULES_NAME or any(unicodedata.category(ch) in _UNPRINTABLE for ch in name):
        problem(tr_noop("a rule set needs a name of 1 to {most} characters, without control characters"), "name",
                most=MAX_RULES_NAME)
    too_big = [option for option, value in _points_options(rules) if abs(value) > MAX_OPTION_POINTS]
    if too_big:
        problem(tr_noop("no option may be more than {most} points"), *dict.fromkeys(too_big), most=MAX_OPTION_POINTS)
    if earlier or problems:
        return problems
    if most_bids_listed(rules) > MAX_LADDER_RUNGS:
        problem(tr_noop("the bid ladder would have over {most} bids: raise the minimum bid or the bid step, "
                        "or set a bid cap"), "bid_steps", "min_bid", "bid_cap", most=MAX_LADDER_RUNGS)
    elif rules.min_bid > most_team_meld(rules) + rules.trick_total:
        problem(tr_noop("the minimum bid is more than any team could ever make ({most}: all meld and trick points)"),
                "min_bid", most=most_team_meld(rules) + rules.trick_total)
    elif nobody_can_score(rules):
        problem(tr_noop("nobody could ever score, so the game could never end: the minimum meld is more than "
                        "any team can meld and every hand ends unplayed"), "min_meld", "board_set", "out_of_reach")
    return problems


def _points_options(rules: Rules) -> list[tuple[str, int]]:
    """Every number option that counts points, with its value (bid steps as their starts and sizes)."""
    numbers = [("min_bid", rules.min_bid), ("min_meld", rules.min_meld), ("counter_value", rules.counter_value),
               ("last_trick_bonus", rules.last_trick_bonus), ("keep_trick_points", rules.keep_trick_points),
               ("target", rules.target)]
    numbers += [("bid_steps", number) for pair in rules.bid_steps for number in pair]
    numbers += [(option, value) for option, value in (("bid_cap", rules.bid_cap), ("lose_at", rules.lose_at),
                ("own_bid_to_go_out_from", rules.own_bid_to_go_out_from)) if value is not None]
    return numbers


def ladder_rungs(rules: Rules, stop_after: int = MAX_LADDER_RUNGS) -> int:
    """How many bids ``rules.ladder()`` holds (counting stops a little past ``stop_after``), without building it.

    Needs a positive minimum bid and positive steps (``rule_problems`` checks those first).
    """
    starts = sorted({start for start, _ in rules.bid_steps if start > rules.min_bid})
    bid, top, count = rules.min_bid, rules.ladder_top, 0
    while bid <= top and count <= stop_after:
        step = rules.bid_step(bid)
        end = min([s for s in starts if s > bid] + [top + 1])  # where the step may change
        jumps = -(-(end - bid) // step)  # rungs from bid up to (not past) end
        count += jumps
        bid += jumps * step
    return count


def most_bids_listed(rules: Rules) -> int:
    """At most how many bids ``ladder()`` or one auction call (``bids_above``) lists, without listing them.

    With a cap, every rung up to it; without one, ten times the trick total past the next rung, so at
    most that span over the smallest step.
    """
    if rules.bid_cap is not None:
        return ladder_rungs(rules)
    smallest = min(step for _, step in rules.bid_steps)
    return max(ladder_rungs(rules), 10 * rules.trick_total // smallest + 1)


def nobody_can_score(rules: Rules) -> bool:
    """True when no hand can ever give a side points and no side can lose: a game that could never end.

    With no losing score, the game ends only when a side gains points.  A side gains when a hand is
    played (another side takes tricks) or when its meld counts.  So it cannot end when no side's meld
    can reach the minimum meld and every hand ends unplayed (board set, or the minimum bid out of reach).
    """
    if rules.lose_at is not None or rules.min_meld <= 0:
        return False
    always_unplayed = rules.board_set or (
        rules.out_of_reach is OutOfReach.NOT_PLAYED and rules.trick_total < rules.min_bid)
    return always_unplayed and rules.min_meld > most_team_meld(rules)


def most_team_meld(rules: Rules) -> int:
    """As much as or more than any side can meld: twice the best meld of the whole deck.

    Loose on purpose (exact would be a search over two hands): a minimum meld a side reaches only in a
    freak deal still passes, one no deal can reach is refused.
    """
    return _most_meld(rules.deck, rules.meld_table, rules.run_shares_marriage)


@functools.cache
def _most_meld(deck: Deck, table: MeldTable, run_shares_marriage: bool) -> int:
    from .meld import meld_points  # the meld module builds on ``rules``, as this one does

    rules = Rules(deck=deck, meld_table=table, run_shares_marriage=run_shares_marriage)
    return 2 * max(meld_points(deck_mask(deck), trump, rules) for trump in Suit)
