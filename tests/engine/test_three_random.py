"""Three-handed: seeded random games and hypothesis properties, checking invariants at every step.

Every card is in exactly one place (a hand, the widow until taken, the buried cards, a trick); trick
points with the buried cards add up to 250; each hand's score is recomputed here from its figures by
RULES.md; the game ends exactly when it should; a replay of rules + seed + actions gives the same states.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given
from hypothesis import strategies as st

from pinochle_desktop.engine import (
    Bid,
    Bury,
    GameState,
    HandResult,
    IllegalAction,
    Match,
    NameTrump,
    Outcome,
    Pass,
    Phase,
    Reason,
    Suit,
    TakeWidow,
    apply,
    bury_options,
    cards_of,
    view,
)
from pinochle_desktop.engine.cards import deck_mask
from pinochle_desktop.engine.rules import CardValues
from pinochle_desktop.engine.tricks import card_points
from tests.helpers.cards import ENGINE_SETTINGS, THREE
from tests.helpers.play import play_match

OPTIONS = [
    THREE,
    dataclasses.replace(THREE, redeal_on_all_pass=True, bid_only_when_made=True, min_bid=250),
    dataclasses.replace(THREE, card_values=CardValues.CLASSIC, trump_needs_marriage=True),
]


def check_cards(state: GameState) -> None:
    """Each card of the deck in exactly one place."""
    places = [*state.hands, state.buried]
    if state.phase in (Phase.AUCTION, Phase.WIDOW) or (state.phase is Phase.DEAL and state.bidder is None):
        places.append(state.widow)
    played = [c for t in state.tricks for c in t.cards] + list(state.trick)
    union = 0
    total = 0
    for mask in places:
        union |= mask
        total += mask.bit_count()
    for c in played:
        union |= 1 << c
    total += len(played)
    assert union == deck_mask(state.rules.deck) and total == state.rules.deck.size


def check_sizes(state: GameState) -> None:
    rules = state.rules
    sizes = [h.bit_count() for h in state.hands]
    if state.phase in (Phase.AUCTION, Phase.WIDOW):
        assert sizes == [15, 15, 15] and state.widow.bit_count() == 3
    elif state.phase in (Phase.TRUMP, Phase.BURY):
        bidder = state.bidder
        assert bidder is not None
        assert sizes[bidder] == 18 and sum(sizes) == 48
    elif state.phase is Phase.TRICKS:
        assert state.buried.bit_count() == rules.widow_size
        done = len(state.tricks)
        for seat in range(3):
            played_now = (seat - state.leader) % 3 < len(state.trick)
            assert sizes[seat] == 15 - done - played_now


def expected_points(rules, result: HandResult) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    """Each player's points for the hand by RULES.md, read independently of the engine's scoring."""
    b = result.bidder
    out = []
    for seat in range(3):
        meld = result.meld[seat]
        if result.trick_points is None:
            if seat == b:
                out.append(-result.bid)
            elif result.score.outcome is Outcome.FORFEIT and rules.forfeit_score.value == "nothing":
                out.append(0)
            else:
                out.append(meld)
            continue
        tricks = result.trick_points[seat]
        kept = tricks >= rules.keep_trick_points
        if seat == b:
            total = (meld if kept and meld > 0 else 0) + tricks
            made = kept and total >= result.bid
            out.append((result.bid if rules.bid_only_when_made else total) if made else -result.bid)
        else:
            out.append(meld + tricks if kept else 0)
    return tuple(out)


def check_hand_end(before: GameState, after: GameState) -> None:
    result = after.results[-1]
    rules = after.rules
    assert result.points == expected_points(rules, result)
    assert result.totals == tuple(a + p for a, p in zip(before.scores, result.points, strict=True))
    if result.trick_points is not None:
        assert sum(result.trick_points) == rules.trick_total
        assert result.buried_points == card_points(rules, before.buried)
    crossed = [s for s in range(3) if result.totals[s] >= rules.target]
    if not crossed:
        assert after.phase is Phase.DEAL and after.winner is None
    elif result.bidder in crossed:
        assert after.winner == result.bidder
    else:
        assert after.winner == max(crossed, key=lambda s: (result.totals[s], -s))


def test_seeded_random_games_keep_every_invariant() -> None:
    hands = 0
    outcomes: set[Outcome] = set()
    buried_counted = False
    for rules in OPTIONS:
        for seed in range(12):
            for match, _action in play_match(rules, 7000 + seed, max_hands=6, random_share=0.2):
                state, previous = match.state, match.states[-2]
                if state.hand_number:
                    check_cards(state)
                check_sizes(state)
                for seat in range(3):
                    seen = view(state, seat)
                    assert seen.buried == (state.buried if seat == state.bidder else 0)
                if len(state.results) > len(previous.results):
                    check_hand_end(previous, state)
                    hands += 1
                    outcomes.add(state.results[-1].score.outcome)
                    buried_counted |= state.results[-1].buried_points > 0
            replay = Match(rules, match.seed, match.actions)
            assert replay.states == match.states
    assert hands >= 150
    assert {Outcome.MADE, Outcome.SET, Outcome.THROWN_IN} <= outcomes and buried_counted


@ENGINE_SETTINGS
@given(seed=st.integers(0, 2**32 - 1), pick=st.integers(0, 10**6))
def test_any_bury_the_engine_lists_is_accepted_and_keeps_the_meld(seed: int, pick: int) -> None:
    rng = random.Random(seed)
    match = Match(THREE, seed)
    match.deal()
    state = match.state
    while state.phase is not Phase.WIDOW:  # one bid of the minimum at most, else passes: the dealer is stuck
        state = apply(state, Bid(THREE.min_bid) if state.high_bid is None and rng.random() < 0.4 else Pass())
    state = apply(apply(state, TakeWidow()), NameTrump(Suit(rng.randrange(4))))
    options = bury_options(state)
    assert options
    chosen = options[pick % len(options)]
    after = apply(state, Bury(chosen))
    bidder = state.bidder
    assert bidder is not None
    assert after.melds[bidder].total == state.melds[bidder].total
    assert after.melds[bidder].cards & ~after.hands[bidder] == 0  # every shown card is still held
    spare = cards_of(state.hands[bidder] & ~state.melds[bidder].cards)
    melded = [c for c in cards_of(state.hands[bidder]) if c not in spare]
    for card in melded[:3]:  # a melded card without a spare copy is refused
        kind_spare = [c for c in spare if c >> 2 == card >> 2]
        if kind_spare or len(spare) < 3:
            continue
        try:
            apply(state, Bury(tuple(sorted((card, *spare[:2])))))
        except IllegalAction as problem:
            assert problem.reason is Reason.BURY_MELDED
        else:
            raise AssertionError("a melded card was buried")


@ENGINE_SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_a_random_hand_accounts_for_every_card_and_250_points(seed: int) -> None:
    rng = random.Random(seed)
    for match, _ in play_match(THREE, seed, max_hands=1, random_share=rng.random()):
        state = match.state
        if state.hand_number:
            check_cards(state)
    result = match.state.results[-1] if match.state.results else None
    if result is not None and result.trick_points is not None:
        assert sum(result.trick_points) == 250
