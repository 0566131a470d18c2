"""Claim: offered only when the claimer's line wins every remaining trick for every holding of the unseen
cards. Checked against plain enumeration: every holding consistent with what the claimer knows, every
legal defence by the engine's own rules, and the exact endgame solver's double-dummy value."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_desktop.ai.claim import NODE_LIMIT, _OutOfBudget, can_claim, claim_card, claim_search, forbidden_by
from pinochle_desktop.ai.endgame import EndgameSolver, TrickRules
from pinochle_desktop.ai.knowledge import knowledge_of
from pinochle_desktop.engine import Match, Phase, PlayRules, Rules, Suit, cards_of, random_action
from pinochle_desktop.engine.cards import COUNTERS_MASK, deck_cards
from pinochle_desktop.engine.tricks import legal_play_mask, trick_winner_index
from pinochle_desktop.engine.view import PlayerView, view
from tests.helpers.cards import DOUBLE, SINGLE

RULE_SETS = [SINGLE, dataclasses.replace(SINGLE, play_rules=PlayRules.MODERN),
             dataclasses.replace(SINGLE, play_rules=PlayRules.HOYLE), DOUBLE]


@given(st.data())
@settings(max_examples=300, deadline=None)
def test_what_a_legal_play_proves_is_exactly_the_engines_rule(data: st.DataObject) -> None:
    """A card is legal from a hand exactly when the hand holds none of the cards ``forbidden_by`` names."""
    rules = data.draw(st.sampled_from(RULE_SETS))
    deck = list(deck_cards(rules.deck))
    trump = data.draw(st.sampled_from([None, *Suit]))
    trick = tuple(data.draw(st.lists(st.sampled_from(deck), min_size=1, max_size=3, unique=True)))
    rest = [c for c in deck if c not in trick]
    hand_cards = data.draw(st.lists(st.sampled_from(rest), min_size=1, max_size=12, unique=True))
    hand = sum(1 << c for c in hand_cards)
    card = data.draw(st.sampled_from(hand_cards))
    legal = legal_play_mask(rules, hand, trick, trump)
    forbidden = forbidden_by(rules, trick, -1 if trump is None else int(trump), card)
    assert bool(legal >> card & 1) == (not hand & forbidden & ~(1 << card))


# ------------------------------------------------------------ the plain enumeration the proof must agree with
def holdings(v: PlayerView) -> Iterator[tuple[int, ...]]:
    """Every deal of the unseen cards to the other seats that fits their hand sizes, the cards known to
    be theirs and what their plays proved."""
    seating = v.rules.seating
    know = knowledge_of(v)
    others = seating.others(v.seat)
    known_all = 0
    for s in others:
        known_all |= know.known[s]
    pool = cards_of(know.unseen & ~known_all)

    def deal(i: int, left: tuple[int, ...], hands: dict[int, int]) -> Iterator[dict[int, int]]:
        if i == len(others):
            if not left:
                yield dict(hands)
            return
        seat = others[i]
        need = v.hand_sizes[seat] - know.known[seat].bit_count()
        for chosen in combinations(left, need):
            mask = sum(1 << c for c in chosen)
            if mask & ~know.possible[seat]:
                continue
            hands[seat] = know.known[seat] | mask
            yield from deal(i + 1, tuple(c for c in left if c not in chosen), hands)

    for dealt in deal(0, tuple(pool), {}):
        yield tuple(v.hand if s == v.seat else dealt[s] for s in seating.seats)


def line_wins_all(rules: Rules, trump: Suit | None, me: int, hands: tuple[int, ...], leader: int,
                  trick: tuple[int, ...]) -> bool:
    """The claimer's line against every legal defence (the engine's rules), all hands known."""
    after = rules.seating.after

    @cache
    def go(hands: tuple[int, ...], leader: int, trick: tuple[int, ...]) -> bool:
        if len(trick) == rules.seating.players:
            if after[leader][trick_winner_index(trick, trump)] != me:
                return False
            return go(hands, me, ()) if any(hands) else True
        seat = after[leader][len(trick)]
        if seat == me:
            outside = 0
            for s, h in enumerate(hands):
                if s != me:
                    outside |= h
            card = claim_card(rules, -1 if trump is None else int(trump), hands[me], outside, trick)
            if card is None:
                return False
            options = [card]
        else:
            options = cards_of(legal_play_mask(rules, hands[seat], trick, trump))
        for card in options:
            h = list(hands)
            h[seat] &= ~(1 << card)
            if not go(tuple(h), leader, (*trick, card)):
                return False
        return True

    return go(hands, leader, trick)


def positions(rules: Rules, seeds: range, tricks_left: int) -> Iterator[PlayerView]:
    """Views of the seat to play, in random games, when ``tricks_left`` tricks remain (trick in progress
    included)."""
    for seed in seeds:
        rng = random.Random(seed)
        match = Match(rules, seed)
        while match.state.phase is not Phase.GAME_OVER and match.state.hand_number < 2:
            state = match.state
            if state.phase is Phase.DEAL:
                match.deal()
                continue
            if state.phase is Phase.TRICKS and state.to_act is not None:
                left = state.rules.tricks_per_hand - len(state.tricks)
                if left == tricks_left:
                    yield view(state, state.to_act)
                    break
            match.apply(random_action(state, rng))


def remaining_points(rules: Rules, hands: tuple[int, ...], trick: tuple[int, ...]) -> int:
    cards = sum(1 << c for c in trick)
    for h in hands:
        cards |= h
    return (cards & COUNTERS_MASK).bit_count() * rules.counter_value + rules.last_trick_bonus


@pytest.mark.parametrize("rules", [SINGLE, dataclasses.replace(SINGLE, play_rules=PlayRules.MODERN)],
                         ids=["classic", "modern"])
@pytest.mark.parametrize("tricks_left", [1, 2, 3])
def test_a_claim_is_offered_exactly_when_the_line_wins_every_trick_for_every_holding(rules, tricks_left) -> None:  # type: ignore[no-untyped-def]
    offered = refused = 0
    for v in positions(rules, range(60), tricks_left):
        trump = v.trump
        all_hold = all(line_wins_all(rules, trump, v.seat, hands, v.leader, v.trick) for hands in holdings(v))
        assert can_claim(v) == all_hold, (v.hand, v.trick)
        if all_hold:
            offered += 1
            team = rules.seating.side_of[v.seat]
            solver = EndgameSolver(TrickRules.of(rules, int(trump) if trump is not None else -1), team)
            for hands in holdings(v):  # the exact solver agrees: the others cannot keep a single point
                assert solver.solve(hands, v.leader, v.trick) == remaining_points(rules, hands, v.trick)
        else:
            refused += 1
    assert offered >= 3 and refused >= 3  # both answers really occur


def test_the_claim_proof_gives_up_rather_than_guess_when_the_budget_runs_out() -> None:
    rules = SINGLE
    for v in positions(rules, range(30), 8):
        assert can_claim(v, node_limit=1) is False


def _search_of(v: PlayerView, node_limit: int = 10**9):  # type: ignore[no-untyped-def]
    """The proof's search and its starting position for the seat to play in ``v``."""
    found = claim_search(v, node_limit)
    assert found is not None
    return found


@pytest.mark.parametrize("rules", [SINGLE, DOUBLE, dataclasses.replace(SINGLE, play_rules=PlayRules.MODERN)],
                         ids=["single", "double", "modern"])
def test_a_deal_that_beats_the_line_is_a_real_refutation(rules) -> None:  # type: ignore[no-untyped-def]
    """The quick look before the proof says "no claim" only where the exhaustive proof says so too: with
    four tricks or fewer left (where the proof finishes), on the seat to play's every turn in random games."""
    refuted = 0
    for tricks_left in (2, 3, 4):
        for v in positions(rules, range(40), tricks_left):
            search, start = _search_of(v)
            if search.refuted_by_a_deal(*start):
                refuted += 1
                assert not search.wins_all(*start), (v.hand, v.trick)
    assert refuted >= 10  # it does find refutations


@pytest.mark.parametrize(("rules", "seed", "tricks_left"),
                         [(SINGLE, 16, 10), (SINGLE, 32, 5), (SINGLE, 38, 7), (SINGLE, 52, 12), (DOUBLE, 23, 12),
                          (DOUBLE, 23, 9)])
def test_where_the_proof_runs_out_of_budget_a_deal_answers_at_once(rules, seed, tricks_left) -> None:  # type: ignore[no-untyped-def]
    """Positions (random games) where the proof looks at all its 40,000 positions and gives up (half a second
    of a core on a slow machine, at every one of the person's turns): a deal that beats the line shows at
    once that there is no claim."""
    (v,) = positions(rules, range(seed, seed + 1), tricks_left)
    search, start = _search_of(v, node_limit=NODE_LIMIT)
    with pytest.raises(_OutOfBudget):
        search.wins_all(*start)
    search, start = _search_of(v)
    assert search.refuted_by_a_deal(*start)
    assert search.nodes == 0 and can_claim(v) is False
