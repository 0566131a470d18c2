"""The declarer's plan and the defence club players expect, each on a position written in card text:
draw trump when it pays, cash side aces first in double deck, never head a trump lead with the trump ace
where a lower trump wins, no trump ace led on defence in double deck, no counter led into the declarer's
known void.  ``basic`` plays them; the searching levels keep them where the search sees no clear gain."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.ai import make_player
from pinochle_desktop.engine import Play, card_text, legal_play_cards, view
from pinochle_desktop.engine.cards import cards_of
from pinochle_desktop.engine.state import GameState
from tests.helpers.cards import DOUBLE, SINGLE, full_hands, play, tricks_position

LEVELS = ["basic", "hard", "expert"]


def card_of(level: str, state: GameState) -> str:
    """The card the level plays here (the searching levels with a small, clock-free budget)."""
    player = make_player(level, random.Random(1)) if level == "basic" else \
        make_player(level, random.Random(1), work=6000, time_limit=None)
    action = player.choose(view(state, state.to_act))
    assert isinstance(action, Play)
    return card_text(action.card)[:2]


def draw_trump_state() -> GameState:
    """Single deck, spades trump: the bidder holds both trump aces and five more trumps; the defenders
    hold the other five."""
    hands = full_hands(SINGLE, ["AS AS TS KS QS JS 9S AH 9H JC 9C JD", "TS KS", "QS JS", "9S"], seed=2)
    return tricks_position(SINGLE, hands, trump="S", leader=0, bidder=0, team_meld=(150, 20))


def test_declarer_draws_trump_when_it_pays() -> None:
    assert card_of("basic", draw_trump_state()) == "AS"  # a trump ace, to draw the defenders' trumps


def test_the_expert_departs_from_a_convention_only_for_a_clear_gain() -> None:
    # Here the search finds leading a low club clearly better than drawing trump (by more than its noise):
    # the expert departs, and its search names the conventional card and the gain (the hint says why).
    player = make_player("expert", random.Random(1), work=6000, time_limit=None)
    action = player.choose(view(draw_trump_state(), 0))
    search = player.last_search  # type: ignore[attr-defined]
    assert isinstance(action, Play) and card_text(action.card)[:2] != "AS"
    assert search is not None and search.convention is not None and card_text(search.convention)[:2] == "AS"
    assert search.gain > 0 and search.means[search.card] - search.gain == pytest.approx(
        max(m for c, m in search.means.items() if card_text(c)[:2] == "AS"))


@pytest.mark.parametrize("level", LEVELS)
def test_double_deck_declarer_cashes_side_aces_before_trump(level: str) -> None:
    # Double deck, hearts trump, trick one: the bidder holds two side aces in each of two suits.  It cashes
    # a side ace while the defenders still follow suit, rather than leading trump at trick one.
    bidder = "AH AH TH TH KH KH QH QH JH JH AS AS AC AC KD QD JD JD JS QC"
    hands = full_hands(DOUBLE, [bidder, "", "", ""], seed=4)
    state = tricks_position(DOUBLE, hands, trump="H", leader=0, bidder=0, bid=50, team_meld=(30, 10))
    assert card_of(level, state) in ("AS", "AC")


def test_within_the_search_noise_the_convention_wins_the_tie() -> None:
    # The search's rule for a tie: another card replaces the conventional one (index 1) only when it scores
    # more by more than ``convention_z`` standard errors of the paired difference over the sampled deals.
    # (The position this test first used now finds the side ace best outright, so the rule is shown on the
    # samples themselves.)
    from pinochle_desktop.ai.pimc import Budget, _clearly_better

    z = Budget().convention_z
    noisy = [[12.0, 0.0], [-8.0, 0.0], [10.0, 0.0], [-9.0, 0.0], [6.0, 0.0], [-7.0, 0.0]]  # +0.67 a deal
    assert not _clearly_better(noisy, 0, 1, z), "a little more within the noise: the convention stands"
    steady = [[4.0, 0.0], [5.0, 0.0], [3.0, 0.0], [4.0, 0.0], [6.0, 0.0], [4.0, 0.0]]  # +4.3, every deal
    assert _clearly_better(steady, 0, 1, z), "clearly more in every deal: the search departs"
    assert not _clearly_better([[0.0, 5.0]] * 6, 0, 1, z), "less is never better"


@pytest.mark.parametrize("level", LEVELS)
def test_trump_lead_not_headed_with_the_ace_where_a_queen_wins(level: str) -> None:
    # Spades trump; West (seat 1) leads the J♠ and the 9♠s follow; the bidder, last to play, holds the A♠
    # and the Q♠: the queen wins the trick as surely, and the ace stays.
    hands = full_hands(SINGLE, ["AS QS AH TH KH AD KD QC JC 9D 9H JH", "JS JS AS TS TS KS KS QS", "9S", "9S"],
                       seed=6)
    state = tricks_position(SINGLE, hands, trump="S", leader=1, bidder=0, team_meld=(60, 20))
    state = play(state, "JS", "9S", "9S")
    assert state.to_act == 0
    assert card_of(level, state) == "QS"


@pytest.mark.parametrize("level", LEVELS)
def test_double_deck_trump_lead_headed_with_a_ten_not_the_ace(level: str) -> None:
    hands = full_hands(DOUBLE, ["AH TH JH AS TS KS QS JS AC TC KC QC JC AD TD KD QD JD KS QS",
                                "KH AH AH AH TH TH TH", "QH", "JH"], seed=8)
    state = tricks_position(DOUBLE, hands, trump="H", leader=1, bidder=0, bid=50, team_meld=(20, 10))
    state = play(state, "KH", "QH", "JH")
    assert card_of(level, state) == "TH"


@pytest.mark.parametrize("level", LEVELS)
def test_no_trump_ace_led_on_defence_in_double_deck(level: str) -> None:
    # Double deck, spades trump; West (seat 1) defends and leads trick one with the trump ace in hand.
    west = "AS KS JS TH KH QH JH JH TD KD QD JD JD TC KC QC QC JC JC KH"
    hands = full_hands(DOUBLE, ["", west, "", ""], seed=10)
    state = tricks_position(DOUBLE, hands, trump="S", leader=1, bidder=0, bid=50, team_meld=(30, 10))
    assert card_of(level, state) != "AS"


def void_state() -> GameState:
    """Single deck, spades trump.  Trick one: West leads the A♥ and the bidder (South, seat 0) trumps it:
    the bidder is void in hearts.  Trick two: the bidder leads the J♣ and West wins with the A♣; West is
    to lead, holding hearts (10, K, K), diamonds (10, K), clubs (10, K) and low trumps: nothing but
    counters outside trump."""
    hands = full_hands(SINGLE, ["9S AS TS KS QS JC AD AD QC JD 9D 9C",
                                "AH TH KH KH AC TD KD TC KC JS 9S JS",
                                "QH JH", "TH 9H"], seed=12)
    state = tricks_position(SINGLE, hands, trump="S", leader=1, bidder=0, team_meld=(80, 20))
    state = play(state, "AH", "QH", "TH", "9S")
    assert state.to_act == 0
    state = play(state, "JC", "AC")
    for _ in range(2):  # North and East follow with their lowest legal card
        state = play(state, card_text(min(cards_of(legal_play_cards(state)))))
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_no_ten_or_king_led_into_the_declarers_known_void(level: str) -> None:
    state = void_state()
    assert state.to_act == 1, "West won trick two"
    assert card_of(level, state) not in ("TH", "KH")


def test_the_trump_ace_still_heads_a_trump_lead_where_only_it_is_sure_to_win() -> None:
    # East (seat 3) leads the J♠; the bidder, second to play, holds the A♠ and the Q♠, and West, still to
    # play, may hold the other ace, both tens and both kings: only the ace is sure to take the trick.
    hands = full_hands(SINGLE, ["AS QS AH TH KH AD KD QC JC 9D 9H JH", "", "", "JS"], seed=14)
    state = play(tricks_position(SINGLE, hands, trump="S", leader=3, bidder=0, team_meld=(60, 20)), "JS")
    assert state.to_act == 0
    assert card_of("basic", state) == "AS"
