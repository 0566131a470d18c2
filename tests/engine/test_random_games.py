"""Seeded random full hands for every preset, checking invariants at every step.

Every card is accounted for; every played card was legal by an independent reading of the
trick rules; the right card wins each trick; trick points add up to the preset's total; each
hand's score follows RULES.md, recomputed here from the hand's figures; the game ends exactly
when it should; and replaying rules + seed + actions gives the identical state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from pinochle_desktop.engine import (
    Bid,
    Deal,
    GameState,
    HandResult,
    Match,
    NameTrump,
    Outcome,
    Pass,
    PassCards,
    Phase,
    Play,
    PlayRules,
    Rank,
    Rules,
    Suit,
    ThrowIn,
    find_meld,
    legal_play_cards,
    rank_of,
    suit_of,
)
from pinochle_desktop.engine.cards import deck_mask
from pinochle_desktop.engine.meld import MeldKind
from pinochle_desktop.engine.rules import ForfeitScore
from tests.helpers.cards import DOUBLE, MELD20, PASSING, SINGLE, TENS
from tests.helpers.play import play_match

HANDS_PER_PRESET = 200
MAX_HANDS_PER_GAME = 25

# Trick order, low to high, by rank (independent of the engine's card ids).
ORDER = {Rank.NINE: 0, Rank.JACK: 1, Rank.QUEEN: 2, Rank.KING: 3, Rank.TEN: 4, Rank.ACE: 5}
COUNTERS = (Rank.ACE, Rank.TEN, Rank.KING)


def cards(mask: int) -> list[int]:
    return [i for i in range(96) if mask >> i & 1]


def beats(card: int, other: int) -> bool:
    return suit_of(card) is suit_of(other) and ORDER[rank_of(card)] > ORDER[rank_of(other)]


def winning_index(trick: tuple[int, ...], trump: Suit | None) -> int:
    best = 0
    for i, card in enumerate(trick[1:], 1):
        top = trick[best]
        if beats(card, top) or (suit_of(card) is trump and suit_of(top) is not trump):
            best = i
    return best


def expected_legal(rules: Rules, hand: int, trick: tuple[int, ...], trump: Suit | None) -> set[int]:
    """RULES.md's trick-play rules, read independently of the engine."""
    held = cards(hand)
    if not trick:
        return set(held)
    led = suit_of(trick[0])
    follow = [c for c in held if suit_of(c) is led]
    trumps_in_trick = [c for c in trick if suit_of(c) is trump]
    trumps = [c for c in held if suit_of(c) is trump]
    classic = rules.play_rules is PlayRules.CLASSIC

    def high(of: list[int]) -> int:
        best = of[0]
        for c in of[1:]:
            if beats(c, best):
                best = c
        return best

    if follow:
        must_beat = (classic and (led is trump or not trumps_in_trick)) or (not classic and led is trump)
        if must_beat:
            top = high([c for c in trick if suit_of(c) is led])
            winners = [c for c in follow if beats(c, top)]
            return set(winners or follow)
        return set(follow)
    if not classic or not trumps:
        return set(held)
    if trumps_in_trick:
        top = high(trumps_in_trick)
        return set([c for c in trumps if beats(c, top)] or trumps)
    return set(trumps)


def counts(rules: Rules, meld: int) -> bool:
    return meld > 0 and meld >= rules.min_meld


def expected_points(rules: Rules, result: HandResult, others_dix: int) -> tuple[int, int]:
    """(bidders, others) for the hand, by the scoring rule of RULES.md."""
    b, o = result.bidders, 1 - result.bidders
    meld_b, meld_o = result.meld[b], result.meld[o]
    if result.trick_points is None:
        others = meld_o if counts(rules, meld_o) else 0
        if result.score.outcome is Outcome.FORFEIT and rules.forfeit_score is ForfeitScore.NOTHING:
            others = 0
        return -result.bid, others
    tricks_b, tricks_o = result.trick_points[b], result.trick_points[o]
    kept_b, kept_o = tricks_b >= rules.keep_trick_points, tricks_o >= rules.keep_trick_points
    total_b = (meld_b if kept_b and counts(rules, meld_b) else 0) + tricks_b
    bidders = total_b if kept_b and total_b >= result.bid else -result.bid
    if kept_o:
        others = (meld_o if counts(rules, meld_o) else 0) + tricks_o
    else:
        others = others_dix if rules.dix_saves_itself else 0
    return bidders, others


def expected_winner(rules: Rules, before: tuple[int, int], after: tuple[int, int], bidders: int) -> int | None:
    if rules.lose_at is not None:
        for team in (0, 1):
            if after[team] <= rules.lose_at:
                return 1 - team
    crossed = [after[0] >= rules.target, after[1] >= rules.target]
    limit = rules.own_bid_to_go_out_from
    if limit is not None and min(before) >= limit:
        crossed[1 - bidders] = False
    if crossed[bidders]:
        return bidders
    if crossed[1 - bidders]:
        return 1 - bidders
    return None


def has_marriage(hand: int, suit: Suit) -> bool:
    ranks = {rank_of(c) for c in cards(hand) if suit_of(c) is suit}
    return Rank.KING in ranks and Rank.QUEEN in ranks


@dataclass
class HandLog:
    """What the test saw of the hand in progress."""

    bidder_hand_after_auction: int = 0
    hands_at_meld: tuple[int, ...] = ()
    last_action: object = None
    played: bool = False
    outcomes: list[Outcome] = field(default_factory=list)


def check_cards_accounted(state: GameState) -> None:
    deck = deck_mask(state.rules.deck)
    held = [*state.hands]
    played = [c for t in state.tricks for c in t.cards] + list(state.trick)
    union = 0
    total = 0
    for h in held:
        union |= h
        total += h.bit_count()
    for c in played:
        union |= 1 << c
    total += len(played)
    assert union == deck, "a card is missing or foreign"
    assert total == state.rules.deck.size, "a card is in two places"


def check_hand_sizes(state: GameState) -> None:
    n = state.rules.hand_size
    if state.phase is Phase.TRICKS:
        done = len(state.tricks)
        for seat in range(4):
            played_now = (seat - state.leader) % 4 < len(state.trick)
            assert state.hands[seat].bit_count() == n - done - played_now
    elif state.phase in (Phase.AUCTION, Phase.TRUMP, Phase.PASS_TO_BIDDER):
        assert all(h.bit_count() == n for h in state.hands)


def check_step(before: GameState, action: object, after: GameState, log: HandLog) -> None:
    rules = after.rules
    if after.hand_number:
        check_cards_accounted(after)
    check_hand_sizes(after)
    if isinstance(action, Play):
        seat = before.to_act
        assert seat is not None
        assert set(cards(legal_play_cards(before))) == expected_legal(
            rules, before.hands[seat], before.trick, before.trump
        )
        trick = (*before.trick, action.card)
        if len(trick) == 4:
            done = after.tricks[-1] if after.phase is not Phase.TRICKS else after.tricks[-1]
            assert done.cards == trick
            assert done.winner == (before.leader + winning_index(trick, before.trump)) % 4
            counters = sum(1 for c in trick if rank_of(c) in COUNTERS) * rules.counter_value
            last = len(after.tricks) == rules.tricks_per_hand
            assert done.points == counters + (rules.last_trick_bonus if last else 0)
    if isinstance(action, (Bid, Pass)) and after.phase is not Phase.AUCTION and after.bidder is not None:
        log.bidder_hand_after_auction = after.hands[after.bidder]
        if isinstance(action, Bid) and rules.next_bid(action.amount) is None:
            assert after.phase is not Phase.AUCTION, "a bid at the top of the ladder ends the auction"
    if before.phase is not Phase.TRICKS and after.phase is Phase.TRICKS:
        log.hands_at_meld = after.hands
        log.played = True
        for seat in range(4):
            assert after.melds[seat] == find_meld(after.hands[seat], after.trump, rules)
        assert after.to_act == after.bidder == after.leader, "the bidder leads the first trick"
    log.last_action = action


def check_hand_end(before: GameState, after: GameState, log: HandLog) -> None:
    rules = after.rules
    result = after.results[-1]
    assert result.hand_number == before.hand_number
    b = result.bidders
    team_meld = after.side_meld
    assert result.meld == team_meld
    if result.trick_points is not None:
        assert log.played
        assert sum(result.trick_points) == rules.trick_total
        assert sum(t.points for t in after.tricks) == rules.trick_total
        for team in (0, 1):
            assert result.trick_points[team] == sum(t.points for t in after.tricks if t.winner % 2 == team)
        assert result.score.outcome in (Outcome.MADE, Outcome.SET)
        assert not (rules.board_set and team_meld[b] < rules.min_meld), "a board set hand was played"
        reach = (team_meld[b] if counts(rules, team_meld[b]) else 0) + rules.trick_total
        if rules.out_of_reach.value == "not-played":
            assert reach >= result.bid, "an out-of-reach hand was played"
    else:
        outcome = result.score.outcome
        if isinstance(log.last_action, ThrowIn):
            assert outcome is Outcome.THROWN_IN
            assert rules.out_of_reach.value == "throw-in"
            assert team_meld[b] + rules.trick_total < result.bid
        elif result.trump is None:
            assert outcome is Outcome.FORFEIT
            assert rules.trump_needs_marriage
            assert not any(has_marriage(log.bidder_hand_after_auction, s) for s in Suit)
        elif rules.board_set and team_meld[b] < rules.min_meld:
            assert outcome is Outcome.BOARD_SET
        else:
            assert outcome is Outcome.OUT_OF_REACH
            assert (team_meld[b] if counts(rules, team_meld[b]) else 0) + rules.trick_total < result.bid
    others_dix = 0
    if result.trump is not None and after.melds:
        for seat in (1 - b, 3 - b):
            others_dix += sum(m.points for m in after.melds[seat].melds if m.kind is MeldKind.DIX)
    bidders_points, others_points = expected_points(rules, result, others_dix)
    assert result.points[b] == bidders_points
    assert result.points[1 - b] == others_points
    assert after.scores == result.totals == (
        before.scores[0] + result.points[0], before.scores[1] + result.points[1],
    )
    winner = expected_winner(rules, before.scores, after.scores, b)
    assert after.winner == winner
    assert (after.phase is Phase.GAME_OVER) == (winner is not None)
    if winner is None:
        assert after.dealer == (before.dealer + 1) % 4
    log.outcomes.append(result.score.outcome)


@pytest.mark.parametrize("rules", [SINGLE, PASSING, DOUBLE, MELD20, TENS], ids=lambda r: r.name)
def test_random_hands_keep_every_invariant(rules: Rules) -> None:
    hands = 0
    seed = 0
    outcomes: list[Outcome] = []
    kinds_seen: set[type] = set()
    while hands < HANDS_PER_PRESET:
        seed += 1
        log = HandLog()
        previous: GameState | None = None
        last_match: Match | None = None
        for match, action in play_match(rules, seed * 7919 + 13, max_hands=MAX_HANDS_PER_GAME):
            last_match = match
            before, after = match.states[-2], match.states[-1]
            kinds_seen.add(type(action))
            check_step(before, action, after, log)
            if len(after.results) > len(before.results):
                check_hand_end(before, after, log)
                hands += 1
                outcomes += log.outcomes
                log = HandLog()
            previous = after
        assert last_match is not None and previous is not None
        replay = Match(rules, last_match.seed, last_match.actions)
        assert replay.state == last_match.state
        assert replay.states == last_match.states
    # The random play really went through the game's branches.
    assert Outcome.MADE in outcomes and Outcome.SET in outcomes
    assert {Deal, Bid, Pass, NameTrump, Play} <= kinds_seen
    if rules.cards_passed:
        assert PassCards in kinds_seen
    if rules.trump_needs_marriage:
        assert Outcome.BOARD_SET in outcomes
    if rules.out_of_reach.value == "throw-in":
        assert ThrowIn in kinds_seen
    else:
        assert Outcome.OUT_OF_REACH in outcomes
