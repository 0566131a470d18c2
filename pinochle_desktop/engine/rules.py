"""Every rule option as one frozen ``Rules`` value, and the named presets.

Variants are data: a preset is a ``Rules`` value, and any option can be
changed with ``dataclasses.replace``.  ``check_rules`` says which combinations
the engine cannot play.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from enum import Enum

from .cards import COUNTER_RANKS, Deck
from .errors import quoted
from .seats import PLAYER_COUNTS, Seating


class MeldTable(Enum):
    SINGLE = "single-deck"
    PAGAT = "pagat"
    RUN16 = "run16"
    TENS = "tens"


class PlayRules(Enum):
    CLASSIC = "classic"
    MODERN = "modern"
    HOYLE = "hoyle"  # follow suit; beat only a trump lead; out of the suit led, trump if you can


class OutOfReach(Enum):
    """What happens when the bidders' meld plus every trick point is below the bid."""

    PLAY = "play"  # nothing special: the hand is played
    THROW_IN = "throw-in"  # the bidder may throw in before the first lead
    NOT_PLAYED = "not-played"  # the hand ends at once: bidders lose the bid


class CardValues(Enum):
    """What the cards taken in tricks are worth."""

    COUNTERS = "counters"  # A, 10 and K are counters, each worth ``counter_value``
    CLASSIC = "classic"  # A 11, 10 10, K 4, Q 3, J 2, 9 nothing


CLASSIC_CARD_VALUES = (0, 2, 3, 4, 10, 11)
"""Points of each rank under ``CardValues.CLASSIC``, by ``Rank`` (9 J Q K 10 A)."""


class ForfeitScore(Enum):
    """What the other team scores when a bidder without a marriage forfeits."""

    NOTHING = "nothing"
    MELD = "meld"  # their meld, if it reaches the minimum meld


@dataclass(frozen=True, slots=True)
class Rules:
    """One complete set of rule options (RULES.md)."""

    name: str = "single-deck"
    deck: Deck = Deck.SINGLE
    players: int = 4  # 4: two partnerships; 2 or 3: each for themself (see ``seating``)
    # The bid ladder: first rung, then (from, step) pairs: at or above `from`
    # the next rung is `step` higher.  `bid_cap` ends the auction when reached;
    # without a cap the ladder has no top and every rung is a legal bid.
    min_bid: int = 250
    bid_steps: tuple[tuple[int, int], ...] = ((0, 10),)
    bid_cap: int | None = None
    pass_with_help: bool = True
    trump_needs_marriage: bool = False
    forfeit_score: ForfeitScore = ForfeitScore.NOTHING
    cards_passed: int = 4
    pass_before_trump: bool = False
    meld_table: MeldTable = MeldTable.SINGLE
    run_shares_marriage: bool = True
    min_meld: int = 0  # a team's meld counts only if it reaches this
    board_set: bool = False  # bidders' meld below min_meld: lose the bid, hand ends
    card_values: CardValues = CardValues.COUNTERS
    counter_value: int = 10  # trick points for each A, 10 and K taken (card_values COUNTERS)
    last_trick_bonus: int = 10
    keep_trick_points: int = 1  # trick points a team must take to score at all
    bidders_keep_meld: bool = False  # the bidders' meld counts without a trick (the others still need one)
    dix_saves_itself: bool = False  # a team that fails to keep meld still scores its dix
    out_of_reach: OutOfReach = OutOfReach.THROW_IN
    throw_in_anytime: bool = False  # bidder may throw in (concede) before the first lead even if reachable
    redeal_on_all_pass: bool = False  # everyone passes (the dealer too): throw in and deal again, nobody stuck
    first_bidder_opens: bool = False  # the first to call must bid the minimum: nobody passes before a bid stands
    bid_only_when_made: bool = False  # a bidder who makes the bid scores the bid, not all it made
    play_rules: PlayRules = PlayRules.CLASSIC
    target: int = 1500
    own_bid_to_go_out_from: int | None = None  # both teams at or above: only the bidders go out
    lose_at: int | None = None
    declare_out: bool = False  # two-handed: a player may claim the game during play (wins if right, else loses)

    # --- derived facts -------------------------------------------------
    @property
    def seating(self) -> Seating:
        """Seats and sides (who partners whom, who is next): the only place that knows."""
        return Seating.of(self.players)

    @property
    def partnerships(self) -> bool:
        return self.seating.partnerships

    @property
    def draw_game(self) -> bool:
        """Two players: trump is turned up, nobody bids, and both draw from the stock after each trick."""
        return self.players == 2

    @property
    def trick_total(self) -> int:
        """All trick points of a hand: the cards' values plus the last-trick bonus."""
        if self.card_values is CardValues.CLASSIC:
            per_copy = 4 * sum(CLASSIC_CARD_VALUES[r] for r in self.deck.ranks)
            return per_copy * self.deck.copies + self.last_trick_bonus
        counters = 4 * len(COUNTER_RANKS) * self.deck.copies
        return counters * self.counter_value + self.last_trick_bonus

    @property
    def widow_size(self) -> int:
        """Cards dealt face down to the widow (three players: 3, or 5 from a double deck)."""
        if self.players != 3:
            return 0
        return 3 if self.deck is Deck.SINGLE else 5

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player; with two players the rest is the stock (and the turn-up)."""
        if self.players == 3:
            return (self.deck.size - self.widow_size) // 3
        return self.deck.hand_size

    @property
    def tricks_per_hand(self) -> int:
        """Tricks in a hand: every card but the widow's (buried) is played."""
        return (self.deck.size - self.widow_size) // self.players

    def bid_step(self, bid: int) -> int:
        return _step(self.bid_steps, bid)

    @property
    def ladder_top(self) -> int:
        """Highest rung ``ladder()`` lists: the cap; without a cap ten times the trick total (or the minimum bid).

        Without a cap this is only how far the list goes, not a limit: every higher rung is a legal bid too.
        """
        if self.bid_cap is not None:
            return self.bid_cap
        return max(self.min_bid, 10 * self.trick_total)

    def ladder(self) -> tuple[int, ...]:
        """The rungs of the bid ladder up to ``ladder_top``, lowest first."""
        return _ladder(self.min_bid, self.bid_steps, self.ladder_top)

    def next_bid(self, current: int | None) -> int | None:
        """The lowest rung above ``current`` (the minimum bid if there is none); None only past a cap."""
        if current is None:
            return self.min_bid
        bid = current + self.bid_step(current)
        return bid if self.bid_cap is None or bid <= self.bid_cap else None

    def is_on_ladder(self, bid: int) -> bool:
        """A rung of the ladder: from the minimum bid by its steps, not above the cap (there is no top without one)."""
        if bid < self.min_bid or (self.bid_cap is not None and bid > self.bid_cap):
            return False
        return self.rung_at_or_above(bid) == bid

    def rung_at_or_above(self, amount: int) -> int:
        """The lowest rung at or above ``amount`` (the cap not applied), found without listing the ladder."""
        bid = self.min_bid
        starts = sorted(start for start, _ in self.bid_steps)  # where the step may change
        while bid < amount:
            step = self.bid_step(bid)
            end = min([s for s in starts if s > bid] + [amount])
            bid += -(-(end - bid) // step) * step  # the first rung at or past `end` in steps of `step`
        return bid

    def bids_above(self, current: int | None) -> tuple[int, ...]:
        """The rungs a bid may name after ``current``, lowest first: up to the cap, or without one
        ten times the trick total past the next rung (a higher rung is legal too, but never listed)."""
        lowest = self.next_bid(current)
        if lowest is None:
            return ()
        top = self.bid_cap if self.bid_cap is not None else lowest + 10 * self.trick_total
        rungs = []
        bid = lowest
        while bid <= top:
            rungs.append(bid)
            bid += self.bid_step(bid)
        return tuple(rungs)

    def with_cards_passed(self, n: int) -> Rules:
        """Same rules with another number of cards passed (and its minimum bid where it depends on it)."""
        minimum = MIN_BID_BY_CARDS_PASSED.get(self.name, {}).get(n, self.min_bid)
        return dataclasses.replace(self, cards_passed=n, min_bid=minimum)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Enum):
                value = value.value if not isinstance(value, Deck) else value.name.lower()
            elif isinstance(value, tuple):
                value = [list(v) for v in value]
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Rules:
        """Rebuild rules from ``to_dict``; a missing option takes the preset's (or default) value."""
        if not isinstance(data, dict):
            raise RulesError("rules must be a mapping of option names to values")
        base = PRESETS.get(str(data.get("name", "")), cls())
        known = {f.name: f for f in dataclasses.fields(cls)}
        changes: dict[str, object] = {}
        for key, value in data.items():
            if key not in known:
                raise RulesError(f"unknown rule option {quoted(key)}")
            current = getattr(base, key)
            try:
                changes[key] = _coerce(current, value, key)
            except (ValueError, TypeError, KeyError) as exc:
                raise RulesError(f"bad value {quoted(value)} for rule option {quoted(key)}") from exc
        rules = dataclasses.replace(base, **changes)  # type: ignore[arg-type]
        problems = check_rules(rules)
        if problems:
            raise RulesError(problems[0])
        return rules


# The ladders are cached by the few options they depend on (hashing a whole ``Rules`` is slow).
@functools.cache
def _ladder(min_bid: int, bid_steps: tuple[tuple[int, int], ...], top: int) -> tuple[int, ...]:
    rungs = []
    bid = min_bid
    while bid <= top:
        rungs.append(bid)
        bid += _step(bid_steps, bid)
    return tuple(rungs)


def _step(bid_steps: tuple[tuple[int, int], ...], bid: int) -> int:
    """The ladder's step at ``bid``: that of the last (from, step) pair starting at or below it."""
    step = bid_steps[0][1]
    for start, s in bid_steps:
        if bid >= start:
            step = s
    return step


class RulesError(ValueError):
    """A rule set the engine cannot play, or an unreadable one."""


def _coerce(current: object, value: object, key: str) -> object:
    if isinstance(current, Deck):
        return Deck[str(value).upper()]
    if isinstance(current, Enum):
        return type(current)(value)
    if isinstance(current, bool):
        if not isinstance(value, bool):
            raise TypeError(key)
        return value
    if key == "bid_steps":
        if not isinstance(value, (list, tuple)):
            raise TypeError(key)
        return tuple((_int(a), _int(b)) for a, b in value)  # type: ignore[misc]  # figures, never "٦٠"
    if key in ("bid_cap", "own_bid_to_go_out_from", "lose_at"):
        return None if value is None else _int(value)
    if isinstance(current, int):
        return _int(value)
    if isinstance(current, str):
        if not isinstance(value, str):
            raise TypeError(key)
        return value
    raise TypeError(key)


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("not an integer")
    return value


def tr_noop(text: str) -> str:
    """Mark ``text`` for translation (``packaging/extract_strings.py`` collects it); the engine keeps English."""
    return text


@dataclass(frozen=True, slots=True)
class RuleProblem:
    """One reason the engine cannot play a rule set, and the options at fault (the one to change first).

    ``template`` is the English text with ``{name}`` fields filled from ``values``; a window translates
    the template and then fills it in.
    """

    options: tuple[str, ...]
    template: str
    values: tuple[tuple[str, int], ...] = ()

    @property
    def message(self) -> str:
        return self.template.format(**dict(self.values))


def rule_problems(rules: Rules) -> list[RuleProblem]:
    """Why the engine cannot play these rules, each naming the options involved (empty when it can)."""
    problems: list[RuleProblem] = []

    def problem(template: str, *options: str, **values: int) -> None:
        problems.append(RuleProblem(options, template, tuple(values.items())))

    if rules.players not in PLAYER_COUNTS:
        problem(tr_noop("Pinochle is played by 2, 3 or 4 players"), "players")
    else:
        if rules.players in NOT_YET_PLAYABLE:
            problem(tr_noop("games of {players} players are not playable yet"), "players", players=rules.players)
        if not rules.partnerships:
            if rules.cards_passed:
                problem(tr_noop("cards are passed only between partners (four players)"), "cards_passed", "players")
            if rules.pass_with_help:
                problem(tr_noop("a pass with help is a signal to a partner (four players)"), "pass_with_help",
                        "players")
        if rules.players == 2 and rules.deck is not Deck.SINGLE:
            problem(tr_noop("two players play with a single deck"), "deck", "players")
    if rules.min_bid <= 0:
        problem(tr_noop("the minimum bid must be above zero"), "min_bid")
    if not rules.bid_steps or any(step <= 0 for _, step in rules.bid_steps):
        problem(tr_noop("every bid step must be above zero"), "bid_steps")
    starts = [start for start, _ in rules.bid_steps]
    if any(b <= a for a, b in zip(starts, starts[1:])):
        problem(tr_noop("each bid step must start above the one before it"), "bid_steps")
    if rules.bid_cap is not None and rules.bid_cap < rules.min_bid:
        problem(tr_noop("the bid cap is below the minimum bid"), "bid_cap", "min_bid")
    if not 0 <= rules.cards_passed <= 4:
        problem(tr_noop("cards passed must be 0 to 4"), "cards_passed")
    if rules.deck is Deck.SINGLE and rules.meld_table is not MeldTable.SINGLE:
        problem(tr_noop("a single deck needs the single-deck meld table"), "meld_table", "deck")
    if rules.deck is Deck.DOUBLE and rules.meld_table is MeldTable.SINGLE:
        problem(tr_noop("a double deck needs a double-deck meld table (pagat, run16 or tens)"), "meld_table", "deck")
    if rules.target <= 0:
        problem(tr_noop("the game target must be above zero"), "target")
    if rules.own_bid_to_go_out_from is not None and rules.own_bid_to_go_out_from <= 0:
        problem(tr_noop("the score from which a team goes out only on its own bid must be above zero"),
                "own_bid_to_go_out_from")
    if rules.lose_at is not None and rules.lose_at >= 0:
        problem(tr_noop("the losing score must be below zero"), "lose_at")
    if rules.counter_value <= 0 or rules.last_trick_bonus < 0:
        problem(tr_noop("trick point values must be positive"), "counter_value", "last_trick_bonus")
    if rules.keep_trick_points < 0 or rules.keep_trick_points > rules.trick_total:
        problem(tr_noop("trick points needed to keep meld must be between 0 and the trick total"), "keep_trick_points")
    if rules.min_meld < 0:
        problem(tr_noop("the minimum meld cannot be negative"), "min_meld")
    if rules.board_set and rules.min_meld <= 0:
        problem(tr_noop("a board set needs a minimum meld"), "board_set", "min_meld")
    from .rule_limits import limit_problems  # builds on this module

    return problems + limit_problems(rules, earlier=problems)


NOT_YET_PLAYABLE: tuple[int, ...] = ()
"""Player counts the engine deals and counts for, but whose own phases are still to come (none now)."""


def check_rules(rules: Rules) -> list[str]:
    """Why the engine cannot play these rules (empty when it can)."""
    return [p.message for p in rule_problems(rules)]


MIN_BID_BY_CARDS_PASSED: dict[str, dict[int, int]] = {
    "single-deck-passing": {0: 150, 2: 200, 4: 250},
    "double-deck-tens": {0: 300, 2: 400, 4: 500},
}

_SINGLE_DECK = Rules()

PRESETS: dict[str, Rules] = {
    "single-deck": _SINGLE_DECK,
    "single-deck-passing": dataclasses.replace(
        _SINGLE_DECK,
        name="single-deck-passing",
        min_bid=250,
        bid_steps=((0, 10), (600, 50)),
        pass_with_help=False,
        cards_passed=4,
        dix_saves_itself=True,
        out_of_reach=OutOfReach.NOT_PLAYED,
    ),
    "double-deck": Rules(
        name="double-deck",
        deck=Deck.DOUBLE,
        min_bid=50,
        bid_steps=((0, 1), (60, 5)),
        bid_cap=250,
        pass_with_help=False,
        trump_needs_marriage=True,
        forfeit_score=ForfeitScore.NOTHING,
        cards_passed=0,
        meld_table=MeldTable.PAGAT,
        run_shares_marriage=False,
        min_meld=20,
        board_set=True,
        counter_value=1,
        last_trick_bonus=2,
        keep_trick_points=20,
        out_of_reach=OutOfReach.NOT_PLAYED,
        target=500,
        lose_at=-1000,
    ),
    "double-deck-meld20": Rules(
        name="double-deck-meld20",
        deck=Deck.DOUBLE,
        min_bid=50,
        bid_steps=((0, 1), (60, 5)),
        bid_cap=None,
        pass_with_help=False,
        trump_needs_marriage=True,
        forfeit_score=ForfeitScore.MELD,
        cards_passed=0,
        meld_table=MeldTable.RUN16,
        run_shares_marriage=False,
        min_meld=20,
        board_set=True,
        counter_value=1,
        last_trick_bonus=2,
        keep_trick_points=20,
        out_of_reach=OutOfReach.NOT_PLAYED,
        target=500,
        own_bid_to_go_out_from=400,
    ),
    "double-deck-tens": Rules(
        name="double-deck-tens",
        deck=Deck.DOUBLE,
        min_bid=500,
        bid_steps=((0, 10), (600, 50)),
        pass_with_help=False,
        cards_passed=4,
        meld_table=MeldTable.TENS,
        run_shares_marriage=False,
        counter_value=10,
        last_trick_bonus=20,
        keep_trick_points=1,
        out_of_reach=OutOfReach.NOT_PLAYED,
        target=5000,
    ),
    # The draw game (RULES.md "Two and three players"; Hoyle and Pagat where it is silent, see draw_game.py).
    # The auction options do not apply: trump is turned up and nobody bids.
    "two-handed": dataclasses.replace(
        _SINGLE_DECK,
        name="two-handed",
        players=2,
        pass_with_help=False,
        cards_passed=0,
        card_values=CardValues.CLASSIC,
        last_trick_bonus=10,
        play_rules=PlayRules.HOYLE,
        target=1000,
    ),
    "three-handed": dataclasses.replace(
        _SINGLE_DECK,
        name="three-handed",
        players=3,
        min_bid=300,
        pass_with_help=False,
        cards_passed=0,
        out_of_reach=OutOfReach.PLAY,
        throw_in_anytime=True,
    ),
}

PRESET_TITLES: dict[str, str] = {
    "single-deck": tr_noop("Single deck"),
    "single-deck-passing": tr_noop("Single deck, 0, 2 or 4 passed"),
    "double-deck": tr_noop("Double deck"),
    "double-deck-meld20": tr_noop("Double deck, run 16"),
    "double-deck-tens": tr_noop("Double deck in tens"),
    "two-handed": tr_noop("Two-handed"),
    "three-handed": tr_noop("Three-handed"),
}
"""A preset's name for people (the window translates it); the id stays for the command line and files."""

PRESET_DESCRIPTIONS: dict[str, str] = {
    "single-deck": tr_noop("48 cards, bid from 250 by 10, 4 cards passed after trump, pass with help, game to 1500"),
    "single-deck-passing": tr_noop(
        "48 cards, 0/2/4 cards passed (minimum bid 150/200/250), dix saves itself, game to 1500"),
    "double-deck": tr_noop(
        "80 cards, bid 50 to 250, trump needs a marriage, rule of 20, no passing, game to 500, lose at -1000"),
    "double-deck-meld20": tr_noop(
        "80 cards, run is 16, bid from 50 with no cap, rule of 20; once both teams have 400, only the bidders go out"),
    "double-deck-tens": tr_noop(
        "80 cards scored in tens, 0/2/4 cards passed (minimum bid 300/400/500), game to 5000"),
    "two-handed": tr_noop(
        "2 players, 12 cards each, trump turned up, meld after each trick won while the stock lasts, game to 1000"),
    "three-handed": tr_noop(
        "Three players each for themself: 15 cards each and a widow of 3 for the bidder, who buries 3; "
        "bid from 300 by 10, game to 1500"),
}


def preset(name: str) -> Rules:
    """The preset of that name; a ``RulesError`` naming it when there is none."""
    try:
        return PRESETS[name]
    except KeyError:
        raise RulesError(
            f"unknown preset {name!r} (choose from {', '.join(PRESETS)})"
        ) from None
