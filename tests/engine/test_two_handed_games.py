"""Seeded random two-handed games checked at every step, and properties of any reachable position.

Every card is exactly once in a hand (meld on the table included), a finished trick, the trick in
progress, the stock or the turned-up trump; hands hold 12 at each stage-1 lead and the stock shrinks by
two a trick; the 12th trick empties the stock and the last 12 follow the trick rules; trick points add
up to 250; each meld was legal when made (rechecked here by the rules' own words); replaying the actions
gives the same game.
"""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given
from hypothesis import strategies as st

from pinochle_desktop.engine import (
    CardValues,
    IllegalAction,
    Match,
    Phase,
    Play,
    apply,
    legal_actions,
    random_action,
    rank_of,
    suit_of,
    view,
)
from pinochle_desktop.engine.actions import Action, ExchangeDix, MeldCards, ShowDix, SkipMeld
from pinochle_desktop.engine.cards import deck_mask
from pinochle_desktop.engine.declare import MELD_CLASS
from pinochle_desktop.engine.meld import MeldKind
from pinochle_desktop.engine.rules import Rules
from pinochle_desktop.engine.state import GameState
from tests.helpers.cards import ENGINE_SETTINGS
from tests.helpers.two_handed import TWO

GAMES = 12


def meld_happy(state: GameState, rng: random.Random) -> Action:
    """Random play that melds and scores dixes often, so the meld rules get exercised."""
    if state.phase is Phase.MELD:
        options = legal_actions(state)
        melds = [a for a in options if not isinstance(a, SkipMeld)]
        if melds and rng.random() < 0.8:
            return rng.choice(melds)
        return SkipMeld()
    return random_action(state, rng)


def where_cards_are(state: GameState) -> list[int]:
    places = [*state.hands, *(1 << c for t in state.tricks for c in t.cards), *(1 << c for c in state.trick),
              *(1 << c for c in state.stock)]
    if state.turn_up is not None:
        places.append(1 << state.turn_up)
    return places


def check_position(state: GameState, before: GameState | None) -> None:
    if state.phase in (Phase.DEAL, Phase.GAME_OVER):
        return
    places = where_cards_are(state)
    everything = 0
    for place in places:
        assert not everything & place, "a card is in two places"
        everything |= place
    assert everything == deck_mask(state.rules.deck), "a card is missing"
    for seat in (0, 1):
        assert state.table[seat] & ~state.hands[seat] == 0, "meld on the table is part of the hand"
    stage_one = state.phase in (Phase.STOCK, Phase.MELD)
    assert stage_one == (state.turn_up is not None)
    assert (len(state.stock) == 0) == (state.phase is Phase.TRICKS)
    if state.phase is Phase.STOCK and not state.trick:
        assert [h.bit_count() for h in state.hands] == [12, 12]
        assert len(state.stock) == 23 - 2 * len(state.tricks)
    if state.phase is Phase.TRICKS:
        assert state.table == (0, 0)
        assert len(state.tricks) >= 12
        if not state.trick:
            assert state.hands[0].bit_count() == state.hands[1].bit_count() == 24 - len(state.tricks)
    for seat in (0, 1):
        assert state.melds[seat].total == sum(m.points for m in state.melds[seat].melds)


def check_meld_made(before: GameState, after: GameState, action: Action) -> None:
    """The rules' own words: one meld a trick won, a card from the hand, a card again only in another class or
    in a higher meld of the same class; a dix once, besides the meld."""
    seat = before.to_act
    assert seat is not None and before.phase is Phase.MELD
    new = after.melds[seat].melds[len(before.melds[seat].melds):]
    assert len(new) == 1
    meld = new[0]
    if isinstance(action, (ExchangeDix, ShowDix)):
        assert meld.kind is MeldKind.DIX and meld.points == 10
        assert not any(m.kind is MeldKind.DIX and action.card in m.cards for m in before.melds[seat].melds)
        return
    assert isinstance(action, MeldCards)
    assert any(not before.table[seat] >> c & 1 for c in meld.cards), "no card from the hand"
    for old in before.melds[seat].melds:
        if MELD_CLASS[old.kind] == MELD_CLASS[meld.kind] and set(old.cards) & set(meld.cards):
            assert meld.points > old.points, f"{meld.kind} reuses a card of {old.kind}"
    assert not before.meld_turn & 1


ORDER = "9JQKTA"


def hoyle_allows(hand: int, trick: tuple[int, ...], card: int, trump: object) -> bool:
    """Stage 2, read from RULES.md: follow suit; beat a trump lead; out of the suit led, trump if you can."""
    cards = [c for c in range(96) if hand >> c & 1]
    if not trick:
        return True
    led = suit_of(trick[0])
    same = [c for c in cards if suit_of(c) is led]
    if same:
        if suit_of(card) is not led:
            return False
        if led is trump:
            beaters = [c for c in same if ORDER.index(rank_of(c).letter) > ORDER.index(rank_of(trick[0]).letter)]
            return not beaters or card in beaters
        return True
    trumps = [c for c in cards if suit_of(c) is trump]
    return not trumps or card in trumps


def play_game(seed: int, rules: Rules = TWO, max_hands: int = 4) -> Match:
    rng = random.Random(seed)
    match = Match(rules, seed)
    while match.state.phase is not Phase.GAME_OVER:
        state = match.state
        if state.phase is Phase.DEAL:
            if state.hand_number >= max_hands:
                break
            match.deal()
            continue
        action = meld_happy(state, rng)
        if state.phase is Phase.TRICKS:
            assert isinstance(action, Play)
            assert hoyle_allows(state.hands[state.to_act or 0], state.trick, action.card, state.trump)
            for other in range(96):  # and every card the rules allow is offered
                if state.hands[state.to_act or 0] >> other & 1:
                    offered = Play(other) in legal_actions(state)
                    assert offered == hoyle_allows(state.hands[state.to_act or 0], state.trick, other, state.trump)
        after = match.apply(action)
        check_position(after, state)
        if isinstance(action, (MeldCards, ExchangeDix, ShowDix)):
            check_meld_made(state, after, action)
        if state.phase is Phase.MELD and after.phase is not Phase.MELD:  # the turn ended: both drew
            assert len(after.stock) in (len(state.stock) - 2, 0)
        if state.phase is Phase.STOCK and len(state.tricks) == 11 and len(after.tricks) == 12:
            assert after.phase is Phase.MELD and len(after.stock) == 1  # the 12th trick: still a meld turn
    return match


def test_seeded_games_keep_every_card_in_one_place_and_the_stages_in_order() -> None:
    stages_seen = set()
    for seed in range(GAMES):
        match = play_game(seed)
        stages_seen |= {s.phase for s in match.states}
        for result in match.state.results:
            assert result.trick_points is not None and sum(result.trick_points) == 250
            assert result.points == tuple(m + t for m, t in zip(result.meld, result.trick_points, strict=True))
            assert result.bidder is None and result.score is None
        replayed = Match(match.rules, match.seed, match.actions)
        assert replayed.state == match.state
    assert {Phase.STOCK, Phase.MELD, Phase.TRICKS, Phase.DEAL} <= stages_seen


def test_counter_values_option_makes_240_and_10() -> None:
    counters = dataclasses.replace(TWO, card_values=CardValues.COUNTERS)
    match = play_game(3, counters, max_hands=2)
    for result in match.state.results:
        assert result.trick_points is not None and sum(result.trick_points) == 250  # 24 counters of 10, and 10


def test_the_seeded_games_make_the_common_melds() -> None:
    kinds = set()
    for seed in range(GAMES):
        for state in play_game(seed, max_hands=2).states:
            for m in state.melds:
                kinds |= {x.kind for x in m.melds}
    assert {MeldKind.MARRIAGE, MeldKind.ROYAL_MARRIAGE, MeldKind.DIX, MeldKind.PINOCHLE} <= kinds


def test_views_give_the_seat_to_act_the_same_choices_and_hide_the_rest() -> None:
    match = play_game(5, max_hands=1)
    for state in match.states:
        if state.phase in (Phase.DEAL, Phase.GAME_OVER):
            continue
        for seat in (0, 1):
            seen = view(state, seat)
            other = 1 - seat
            assert seen.hands[other] == 0 and seen.hand_sizes[other] == state.hands[other].bit_count()
            assert seen.stock_size == len(state.stock)
            if state.to_act == seat:
                assert legal_actions(seen) == legal_actions(state)


# ------------------------------------------------------------------ properties
@ENGINE_SETTINGS
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), attempt=st.lists(st.integers(0, 47), max_size=5))
def test_apply_accepts_exactly_the_legal_melds(seed: int, steps: int, attempt: list[int]) -> None:
    """Any set of the winner's cards offered as a meld is accepted if and only if the rules allow it, and a
    refusal is an IllegalAction that leaves the state as it was."""
    rng = random.Random(seed)
    state = Match(TWO, seed).deal()
    for _ in range(steps):
        if state.phase not in (Phase.STOCK, Phase.MELD, Phase.TRICKS):
            break
        state = apply(state, meld_happy(state, rng))
    if state.phase is not Phase.MELD:
        return
    seat = state.to_act
    assert seat is not None
    hand = sorted(c for c in range(96) if state.hands[seat] >> c & 1)
    cards = tuple(sorted({hand[i % len(hand)] for i in attempt}))
    offered = {a.cards for a in legal_actions(state) if isinstance(a, MeldCards)}
    snapshot = state.evolve()
    try:
        after = apply(state, MeldCards(cards))
    except IllegalAction:
        assert cards not in offered
        assert state == snapshot
    else:
        check_meld_made(state, after, MeldCards(cards))
