"""A seat's view leaks no hidden card.

The view is walked generically: every field of every dataclass inside it is classified as a
card set, a card id or a plain number.  A field nobody classified fails the test, so a field
added later cannot slip a card past it.
"""

from __future__ import annotations

import dataclasses
from enum import Enum

import pytest

from pinochle_desktop.engine import (
    GameState,
    Phase,
    PlayerView,
    Rules,
    legal_actions,
    view,
    widow_shown,
)
from tests.helpers.cards import DOUBLE, MELD20, PASSING, SINGLE, TENS, THREE
from tests.helpers.play import play_match
from tests.helpers.two_handed import TWO

# (class name, field name) -> what its ints are.
CARD_SETS = {("PlayerView", "hands"), ("PlayerView", "passed_to_bidder"), ("PlayerView", "passed_to_partner"),
             ("PlayerView", "widow"), ("PlayerView", "buried"), ("PlayerView", "table"), ("PlayerView", "exposed")}
CARD_IDS = {("PlayerView", "trick"), ("Trick", "cards"), ("Meld", "cards"), ("PlayerView", "turn_up")}
NUMBERS = {
    ("PlayerView", name) for name in (
        "seat", "dealer", "hand_number", "scores", "to_act", "hand_sizes", "auction", "high_bid", "bidder",
        "passed", "stuck", "leader", "taken", "winner", "widow_size", "buried_size", "stock_size", "meld_turn",
    )
} | {
    ("Trick", "leader"), ("Trick", "winner"), ("Trick", "points"),
    ("MeldResult", "total"), ("Meld", "multiplicity"), ("Meld", "points"),
    ("Bid", "amount"), ("Pass", "help"),
    ("HandResult", "hand_number"), ("HandResult", "dealer"), ("HandResult", "bidder"), ("HandResult", "bid"),
    ("HandResult", "stuck"), ("HandResult", "meld"), ("HandResult", "trick_points"), ("HandResult", "points"),
    ("HandResult", "totals"), ("HandResult", "bidders"), ("HandResult", "buried_points"),
    ("HandResult", "declared_out"),
    ("HandScore", "bidders"), ("HandScore", "others"), ("HandScore", "bidders_meld_counts"),
    ("HandScore", "others_meld_counts"), ("HandScore", "bidders_kept"), ("HandScore", "others_kept"),
}
RULES_CLASSES = {"Rules"}  # the rule options: public numbers only


def ints_in(value: object) -> list[int]:
    if isinstance(value, bool) or value is None or isinstance(value, Enum):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, (tuple, list)):
        return [i for v in value for i in ints_in(v)]
    if dataclasses.is_dataclass(value):
        return []  # walked on its own
    raise AssertionError(f"unexpected value in a view: {value!r}")


def mentioned_cards(obj: object, path: str = "view") -> tuple[int, list[str]]:
    """Every card a value mentions (as a card set), and the fields that mention them."""
    found, where = 0, []
    if isinstance(obj, (tuple, list)):
        for i, item in enumerate(obj):
            if isinstance(item, (int, Enum)) or item is None:
                continue  # plain values are classified by the field holding them
            f, w = mentioned_cards(item, f"{path}[{i}]")
            found |= f
            where += w
        return found, where
    if not dataclasses.is_dataclass(obj) or isinstance(obj, type):
        return 0, []
    cls = type(obj).__name__
    if cls in RULES_CLASSES:
        return 0, []
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        key = (cls, f.name)
        here = f"{path}.{f.name}"
        sub, w = mentioned_cards(value, here)
        found |= sub
        where += w
        ints = ints_in(value)
        if not ints:
            continue
        if key in CARD_SETS:
            for mask in ints:
                found |= mask
            where.append(here)
        elif key in CARD_IDS:
            for card in ints:
                found |= 1 << card
            where.append(here)
        else:
            assert key in NUMBERS, f"unclassified field {cls}.{f.name}: is it a card, a card set or a number?"
    return found, where


def allowed_cards(state: GameState, seat: int) -> int:
    """What ``seat`` may know: its hand, played cards, shown meld, cards passed to or by it, the widow once
    it was turned face up, and (the bidder only) the cards it buried."""
    allowed = state.hands[seat]
    for trick in state.tricks:
        for card in trick.cards:
            allowed |= 1 << card
    for card in state.trick:
        allowed |= 1 << card
    for result in state.melds:
        allowed |= result.cards
    if state.bidder is not None and seat in (state.bidder, state.rules.seating.partner[state.bidder]):
        allowed |= state.passed_to_bidder | state.passed_to_partner
    if seat == state.bidder:
        allowed |= state.buried
    if widow_shown(state):
        allowed |= state.widow
    for cards in (*state.table, *state.exposed):  # two-handed: meld lies face up, drawn cards shown
        allowed |= cards
    if state.turn_up is not None:
        allowed |= 1 << state.turn_up
    return allowed


def check_view(state: GameState, seat: int) -> None:
    seen = view(state, seat)
    assert isinstance(seen, PlayerView)
    mentioned, _ = mentioned_cards(seen)
    leaked = mentioned & ~allowed_cards(state, seat)
    assert not leaked, f"seat {seat} sees hidden cards {bin(leaked)} in phase {state.phase}"
    assert seen.hands[seat] == state.hands[seat]
    assert seen.hand_sizes == tuple(h.bit_count() for h in state.hands)
    if state.to_act == seat and state.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER, Phase.BURY):
        # (Passing and burying choices depend on the seat's own hand and meld only, checked above;
        # listing them is slow.)
        assert legal_actions(seen) == legal_actions(state), "a view gives the seat to act the same choices"


@pytest.mark.parametrize("rules", [SINGLE, PASSING, DOUBLE, MELD20, TENS, TWO, THREE], ids=lambda r: r.name)
def test_no_view_leaks_a_hidden_card(rules: Rules) -> None:
    phases: set[Phase] = set()
    for seed in range(4):
        for match, _ in play_match(rules, 1000 + seed, max_hands=3, random_share=0.3):
            state = match.state
            phases.add(state.phase)
            for seat in rules.seating.seats:
                check_view(state, seat)
    if rules.players == 2:
        assert {Phase.STOCK, Phase.MELD, Phase.TRICKS, Phase.DEAL} <= phases
        return
    assert {Phase.AUCTION, Phase.TRUMP, Phase.TRICKS, Phase.DEAL} <= phases
    if rules.cards_passed:
        assert {Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER} <= phases
    if rules.widow_size:
        assert {Phase.WIDOW, Phase.BURY} <= phases


def test_opponents_do_not_see_passed_cards() -> None:
    for match, _ in play_match(SINGLE, 5, max_hands=1, random_share=0):
        state = match.state
        if state.passed_to_partner:
            bidder = state.bidder
            assert bidder is not None
            for seat in range(4):
                seen = view(state, seat)
                if seat in (bidder, state.rules.seating.partner[bidder]):
                    assert seen.passed_to_bidder == state.passed_to_bidder
                    assert seen.passed_to_partner == state.passed_to_partner
                else:
                    assert seen.passed_to_bidder == seen.passed_to_partner == 0
            return
    pytest.fail("no hand with passing was reached")


def test_the_walk_catches_a_leak() -> None:
    """The checker itself: a view that shows another seat's hand is caught."""
    for match, _ in play_match(SINGLE, 3, max_hands=1, random_share=0):
        state = match.state
        if state.phase is Phase.AUCTION:
            leaky = dataclasses.replace(view(state, 0), hands=state.hands)
            mentioned, where = mentioned_cards(leaky)
            assert mentioned & ~allowed_cards(state, 0)
            assert "view.hands" in where
            return
    pytest.fail("no auction reached")
