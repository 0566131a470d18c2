"""Property tests: from states reached by random legal play, every legal action applies, and every
candidate action that is not legal is refused with ``IllegalAction``, leaving the state unchanged."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_desktop.engine import (
    Action,
    Bid,
    Deal,
    GameState,
    IllegalAction,
    NameTrump,
    Pass,
    PassCards,
    Phase,
    Play,
    Suit,
    ThrowIn,
    apply,
    cards_of,
    deal_action,
    legal_actions,
    new_game,
)
from pinochle_desktop.engine.cards import deck_cards
from tests.helpers.cards import DOUBLE, ENGINE_SETTINGS, MELD20, PASSING, SINGLE, TENS
from tests.helpers.play import policy_action

PRESETS = [SINGLE, PASSING, DOUBLE, MELD20, TENS]


@st.composite
def reached_states(draw: st.DrawFn) -> GameState:
    """A state reached from a seeded deal by random legal play: in a chosen phase (when the preset
    has it), some way into the hand, sometimes with both teams near the target so games end."""
    rules = draw(st.sampled_from(PRESETS))
    seed = draw(st.integers(0, 10**6))
    wanted = draw(st.sampled_from(list(Phase)))
    many = wanted in (Phase.AUCTION, Phase.TRICKS)  # phases of many states per hand
    skip = draw(st.integers(0, rules.hand_size * 4 if wanted is Phase.TRICKS else 6 if many else 1))
    near_end = draw(st.booleans())
    fully_random = draw(st.booleans())
    rng = random.Random(seed)
    state = new_game(rules, seed % 4)
    if near_end:
        state = state.evolve(scores=(rules.target - rules.trick_total // 5, rules.target - rules.trick_total // 5))
    seen = 0
    while state.hand_number <= 3 and state.phase is not Phase.GAME_OVER:
        if state.phase is wanted:
            if seen >= skip:
                return state
            seen += 1
        if state.phase is Phase.DEAL:
            state = apply(state, deal_action(state, rng))
        else:
            state = apply(state, policy_action(state, rng, fully_random))
    return state


def candidates(state: GameState, rng: random.Random) -> list[Action]:
    """Actions to try: every card, a sample of bids, every trump, passes of every size, throw-in, deals."""
    rules = state.rules
    out: list[Action] = [Play(c) for c in range(96)]
    top = rules.ladder_top
    out += [Bid(b) for b in sorted({0, 1, rules.min_bid - 1, rules.min_bid, rules.min_bid + 1, top, top + 1}
                                   | {rng.randrange(0, top + 60) for _ in range(25)})]
    out += [Pass(), Pass(True)]
    out += [NameTrump(s) for s in Suit]
    hand = list(cards_of(state.hands[state.to_act])) if state.to_act is not None else []
    other = [c for c in deck_cards(rules.deck) if c not in hand]
    for size in {0, 1, rules.cards_passed - 1, rules.cards_passed, rules.cards_passed + 1, 5}:
        if 0 <= size <= len(hand):
            out.append(PassCards(tuple(sorted(rng.sample(hand, size)))))
    if hand and rules.cards_passed:
        out.append(PassCards(tuple(sorted([*hand[: rules.cards_passed - 1], other[0]]))))  # a card not held
        out.append(PassCards(tuple([hand[0]] * rules.cards_passed)))  # one card given twice
    out.append(ThrowIn())
    deck = list(deck_cards(rules.deck))
    rng.shuffle(deck)
    out += [Deal(tuple(deck)), Deal(tuple(deck[:-1])), Deal(tuple(deck[:-1] + deck[:1]))]
    return out


@settings(ENGINE_SETTINGS, max_examples=200)
@given(reached_states(), st.randoms(use_true_random=False))
def test_legal_actions_apply_and_others_are_refused_unchanged(state: GameState, rng: random.Random) -> None:
    legal = legal_actions(state)
    legal_set = set(legal)
    assert len(legal_set) == len(legal), "legal actions are listed once each"
    if state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
        tried = rng.sample(legal, min(40, len(legal)))
    else:
        tried = list(legal)
    for action in tried:
        after = apply(state, action)
        assert after is not state and after != state
    snapshot = state.evolve()
    for action in candidates(state, rng):
        if action in legal_set:
            continue
        if (isinstance(action, Bid) and state.phase is Phase.AUCTION and state.rules.bid_cap is None
                and action.amount > max(legal_bids(legal), default=0) and state.rules.is_on_ladder(action.amount)):
            assert apply(state, action).high_bid == action.amount  # no cap: a rung past the listed bids is legal
            continue
        if isinstance(action, Deal) and state.phase is Phase.DEAL and sorted(action.deck) == list(
            deck_cards(state.rules.deck)
        ):
            assert apply(state, action).phase is Phase.AUCTION  # the chance action: any full deck
            continue
        try:
            apply(state, action)
        except IllegalAction as error:
            assert str(error), "an illegal action says why"
        else:
            raise AssertionError(f"{action!r} is not legal in {state.phase} but was applied")
        assert state == snapshot, f"{action!r} changed the state"


def legal_bids(legal: tuple[Action, ...]) -> list[int]:
    return [a.amount for a in legal if isinstance(a, Bid)]


@settings(ENGINE_SETTINGS, max_examples=100)
@given(reached_states())
def test_legal_actions_are_in_a_stable_order(state: GameState) -> None:
    assert legal_actions(state) == legal_actions(state.evolve())
    if state.phase in (Phase.DEAL, Phase.GAME_OVER):
        assert legal_actions(state) == ()
        assert state.to_act is None
    else:
        assert legal_actions(state), f"the seat to act has no legal action in {state.phase}"
