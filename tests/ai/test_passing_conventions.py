"""The passing conventions club partners use, each on a hand written in card text: what partner gives a
bidder by trump suit (trump always, aces, pinochle parts whole, never a lone off-suit nine) and what the
bidder gives back (a short side suit emptied, never a trump)."""

from __future__ import annotations

import random

from pinochle_desktop.ai import BasicPlayer, make_player
from pinochle_desktop.engine import PassCards, Phase, Suit, view
from pinochle_desktop.engine.cards import cards_text, mask_of
from pinochle_desktop.engine.state import GameState
from tests.ai.test_basic_conventions import passing_state
from tests.helpers.cards import SINGLE, CardPool, hand, trump_position


def gift(partner_hand: str, trump: str, level: str = "basic") -> list[str]:
    state = passing_state("", partner_hand, trump)
    player = BasicPlayer(random.Random(1)) if level == "basic" else make_player(level, random.Random(1))
    action = player.choose(view(state, 2))
    assert isinstance(action, PassCards)
    return cards_text(mask_of(action.cards)).split()


def test_a_lone_trump_goes_even_when_it_breaks_the_passers_meld() -> None:
    # Spades trump: the Q♠ is partner's only trump, and with it go partner's pinochle and queens around
    # (100 meld).  Partner passes it all the same, with the J♦ (the pinochle goes whole) and two aces.
    passed = gift("QS QH QD QC JD AC AC AH AH 9C KD 9H", "S")
    assert "QS" in passed
    assert sorted(passed) == sorted(["QS", "JD", "AH", "AH"])


def test_every_trump_goes_before_an_ace() -> None:
    passed = gift("AS QS JD KC QC KD QD 9H AD JS TD KS", "S")
    assert sorted(passed) == sorted(["AS", "KS", "QS", "JS"])


def test_a_diamond_bidder_gets_the_queen_of_spades() -> None:
    # Diamonds trump: the J♦ is trump and goes; its pinochle partner, the Q♠, goes with it (ahead of a
    # third ace), so the bidder may hold the pinochle, or the double pinochle, with its own cards.
    passed = gift("QS JD AH AC AS KC TC JC 9C 9H TH QC", "D")
    assert "QS" in passed and "JD" in passed
    assert sorted(passed) == sorted(["QS", "JD", "AS", "AH"])


def test_both_legs_of_a_pinochle_rather_than_one() -> None:
    # Hearts trump, no hearts in partner's hand: a lone Q♠ would be of no use to the bidder; partner
    # gives the whole pinochle (Q♠ J♦, it scores in the bidder's hand instead) with its aces.
    passed = gift("QS QS JD AC AD TS KS JS 9S QC JC KC", "H")
    assert passed.count("QS") == 1 and "JD" in passed
    assert sorted(passed) == sorted(["QS", "JD", "AD", "AC"])


def test_never_a_lone_off_suit_nine() -> None:
    # Hearts trump; the 9♣ is partner's only club and everything else but the 10♠ is meld.
    passed = gift("KS KS QS QS KD QD KD QD JD JD TS 9C", "H")
    assert "9C" not in passed
    assert "TS" in passed


def test_the_expert_passes_by_the_same_conventions() -> None:
    assert sorted(gift("QS QH QD QC JD AC AC AH AH 9C KD 9H", "S", level="expert")) == \
        sorted(["QS", "JD", "AH", "AH"])


def return_state(bidder_hand: str, trump: Suit) -> GameState:
    """Seat 0, the bidder with 16 cards after partner's pass, is to pass four back."""
    pool = CardPool(SINGLE.deck)
    bidder = pool.take_set(bidder_hand)
    rest = [c for c in range(96) if c % 4 < SINGLE.deck.copies and not pool.used >> c & 1]
    hands = (bidder, mask_of(rest[:12]), mask_of(rest[12:20]), mask_of(rest[20:32]))
    return trump_position(SINGLE, ["", "", "", ""]).evolve(
        phase=Phase.PASS_TO_PARTNER, to_act=0, hands=hands, trump=trump)


def test_bidder_empties_a_short_side_suit_to_trump_it() -> None:
    state = return_state("AH AH TH TH KH QH JH 9H AS AS QS JS 9S KC 9C AD", Suit.HEARTS)
    action = BasicPlayer().choose(view(state, 0))
    assert isinstance(action, PassCards)
    back = cards_text(mask_of(action.cards)).split()
    assert "KC" in back and "9C" in back  # void in clubs now
    assert not any(card.endswith("H") for card in back)  # and never a trump back


def test_bidder_gives_back_no_trump_while_side_cards_can_go() -> None:
    # Ten trumps, a run among them; the side suits hold an ace and a ten or two each.
    state = return_state("AH AH TH TH KH QH JH 9H 9H JH AS TS AD TD TC KC", Suit.HEARTS)
    action = BasicPlayer().choose(view(state, 0))
    assert isinstance(action, PassCards)
    back = cards_text(mask_of(action.cards)).split()
    assert not any(card.endswith("H") for card in back)
    assert hand(" ".join(back)) & hand("AS AD") == 0  # and the side aces stay
