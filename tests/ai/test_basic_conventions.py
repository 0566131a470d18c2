"""The basic player's passing, trump and bidding conventions, each with a hand written in card text."""

from __future__ import annotations

import random

from pinochle_desktop.ai import BasicPlayer
from pinochle_desktop.engine import (
    Bid,
    NameTrump,
    Pass,
    PassCards,
    Phase,
    Suit,
    ThrowIn,
    apply,
    new_game,
    view,
)
from pinochle_desktop.engine.cards import cards_of as cards_of_mask
from pinochle_desktop.engine.cards import cards_text, mask_of
from pinochle_desktop.engine.state import GameState
from tests.helpers.cards import SINGLE, CardPool, full_hands, hand, tricks_position, trump_position


def basic() -> BasicPlayer:
    return BasicPlayer(random.Random(1))


def passing_state(bidder_hand: str, partner_hand: str, trump: str) -> GameState:
    """Seat 0 won the bid and named ``trump``; seat 2 (its partner) is to pass four cards."""
    state = trump_position(SINGLE, full_hands(SINGLE, [bidder_hand, "", partner_hand, ""], seed=3), bidder=0)
    state = apply(state, NameTrump({"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}[trump]))
    assert state.phase is Phase.PASS_TO_BIDDER and state.to_act == 2
    return state


def passed_text(action: object) -> str:
    assert isinstance(action, PassCards)
    return cards_text(mask_of(action.cards))


def test_partner_passes_the_highest_trumps_then_aces() -> None:
    state = passing_state("", "AH KH 9H AS AC QS TC KC JC 9C 9D JS", "H")
    gift = basic().choose(view(state, 2))
    assert passed_text(gift) == cards_text(hand("AH KH AS AC"))


def test_partner_without_trumps_or_aces_passes_the_dix_and_pinochle_parts() -> None:
    state = passing_state("", "9H QS TC TD TS KC KD JC 9C 9D JS 9S", "H")
    gift = passed_text(basic().choose(view(state, 2)))
    assert "9H" in gift and "QS" in gift


def test_bidder_never_breaks_a_run_to_keep_an_around() -> None:
    # The bidder's 16 cards: a run in spades, aces and kings around, queens in three suits.
    pool = CardPool(SINGLE.deck)
    bidder = pool.take_set("AS TS KS QS JS AH AD AC KH KD KC QH QD QC JH 9C")
    rest = [c for c in range(96) if c % 4 < SINGLE.deck.copies and not pool.used >> c & 1]
    hands = (bidder, mask_of(rest[:12]), mask_of(rest[12:20]), mask_of(rest[20:32]))
    state = trump_position(SINGLE, ["", "", "", ""]).evolve(
        phase=Phase.PASS_TO_PARTNER, to_act=0, hands=hands, trump=Suit.SPADES)
    back = passed_text(basic().choose(view(state, 0)))
    for card in ("AS", "TS", "KS", "QS", "JS"):
        assert card not in back.split(), f"broke the run by passing {back}"


def test_trump_is_the_long_strong_suit_never_a_two_card_marriage() -> None:
    state = trump_position(SINGLE, full_hands(SINGLE, ["AH TH KH JH 9H 9H AD KS QS TC JC 9C", "", "", ""]))
    action = basic().choose(view(state, 0))
    assert action == NameTrump(Suit.HEARTS)


def test_trump_by_strength_between_two_long_suits() -> None:
    state = trump_position(SINGLE, full_hands(SINGLE, ["AD AD TD KD QD AC JC JC 9C 9C KH QS", "", "", ""]))
    assert basic().choose(view(state, 0)) == NameTrump(Suit.DIAMONDS)


def auction_state(hands: list[str], dealer: int) -> GameState:
    pool = CardPool(SINGLE.deck)
    hand_sets = [pool.take_set(text) for text in full_hands(SINGLE, hands, seed=5)]
    return new_game(SINGLE, dealer).evolve(
        phase=Phase.AUCTION, hand_number=1, to_act=(dealer + 1) % 4, hands=tuple(hand_sets),
    )


def test_does_not_leave_partner_stuck_when_holding_a_big_meld() -> None:
    # Partner (seat 3) deals; seat 0 passes; seat 1 holds queens around but a hand just short of a bid.
    state = auction_state(["", "QS QH QD QC 9S 9H JH 9D 9C JC JS TD", "", ""], dealer=3)
    state = apply(state, Pass())
    player = basic()
    assert player.max_bid(view(state, 1)) < SINGLE.min_bid
    assert basic().choose(view(state, 1)) == Bid(SINGLE.min_bid)


def test_passes_a_weak_hand_when_partner_is_not_stuck() -> None:
    state = auction_state(["9S JH JD 9C 9H JS JC 9D QH QC TS TD", "", "", ""], dealer=3)
    action = basic().choose(view(state, 0))
    assert isinstance(action, Pass)


def test_throws_in_when_the_bid_is_out_of_reach() -> None:
    hands = full_hands(SINGLE, ["", "", "", ""], seed=9)
    state = tricks_position(SINGLE, hands, trump="S", leader=0, bid=400, team_meld=(20, 60))
    assert basic().choose(view(state, 0)) == ThrowIn()


def test_plays_on_when_the_bid_is_within_reach() -> None:
    hands = full_hands(SINGLE, ["", "", "", ""], seed=9)
    state = tricks_position(SINGLE, hands, trump="S", leader=0, bid=250, team_meld=(120, 60))
    assert basic().choose(view(state, 0)) != ThrowIn()


def test_passing_picks_what_trying_every_card_picks() -> None:
    """The pass is chosen card by card, cheapest first with a bound: the same cards as trying them all
    (the conventions in ``gift_from``/``return_from`` then adjust the costs and the pinochle legs)."""
    from pinochle_desktop.ai import passing
    from pinochle_desktop.engine import preset
    from pinochle_desktop.engine.cards import deck_cards

    def exhaustive(hand: int, n: int, trump: Suit | None, rules, cost: dict[int, float]) -> tuple[int, ...]:
        chosen, remaining = [], hand
        for _ in range(n):
            base = passing._meld(remaining, trump, rules)
            best = min(cards_of_mask(remaining), key=lambda c: (
                cost[c] + (base - passing._meld(remaining & ~(1 << c), trump, rules)) * passing._scale(rules), c))
            chosen.append(best)
            remaining &= ~(1 << best)
        return tuple(sorted(chosen))

    rng = random.Random(12)
    for name, size in (("single-deck", 16), ("single-deck-passing", 12), ("double-deck-tens", 24)):
        rules = preset(name).with_cards_passed(4)
        deck = list(deck_cards(rules.deck))
        for _ in range(150):
            rng.shuffle(deck)
            hand = sum(1 << c for c in deck[:size])
            trump = rng.choice([None, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS])
            gift = {c: -passing.gift_priority(c, trump) for c in cards_of_mask(hand)}
            keep = {c: passing.keep_priority(c, trump) for c in cards_of_mask(hand)}
            assert passing._greedy(hand, 4, trump, rules, gift) == exhaustive(hand, 4, trump, rules, gift)
            assert passing._greedy(hand, 4, trump, rules, keep) == exhaustive(hand, 4, trump, rules, keep)
