"""Trick play under the classic and modern rules, each rule in its own position written in card text."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import (
    GameState,
    IllegalAction,
    Phase,
    Play,
    PlayRules,
    Reason,
    Rules,
    apply,
    cards_of,
    legal_actions,
)
from tests.helpers.cards import DOUBLE, SINGLE, TENS, card_in_hand, hand, play, playable, tricks_position

CLASSIC = SINGLE
MODERN = dataclasses.replace(SINGLE, play_rules=PlayRules.MODERN)


def position(rules: Rules, to_play: str, trick: str = "", *, trump: str = "S", leader: int = 0) -> GameState:
    """The seat after ``trick`` (led by ``leader``) holds ``to_play``; the other hands hold one spare card."""
    seat = (leader + len(trick.split())) % 4
    hands = ["", "", "", ""]
    hands[seat] = to_play
    return tricks_position(rules, hands, trump=trump, trick=trick, leader=leader)


def refused(state: GameState, text: str) -> IllegalAction:
    """Playing ``text`` is refused, and the state is left exactly as it was."""
    snapshot = state.evolve()
    with pytest.raises(IllegalAction) as info:
        apply(state, Play(card_in_hand(state, text)))
    assert state == snapshot
    return info.value


# ------------------------------------------------------------------ classic
def test_classic_follow_suit() -> None:
    state = position(CLASSIC, "KH 9H AS AD", "QH")
    error = refused(state, "AS")
    assert error.reason is Reason.MUST_FOLLOW_SUIT
    assert str(error) == "must follow suit: play a card of hearts"
    assert "AD" not in playable(state)


def test_classic_must_beat_the_highest_card_of_the_led_suit() -> None:
    state = position(CLASSIC, "KH 9H AS", "QH")
    assert playable(state) == ["KH"]
    error = refused(state, "9H")
    assert error.reason is Reason.MUST_BEAT
    assert str(error) == "must beat the Q♥ if you can"


def test_classic_must_beat_the_highest_not_the_led_card() -> None:
    state = position(CLASSIC, "KH AH 9H", "QH TH")
    assert playable(state) == ["AH"]
    assert str(refused(state, "KH")) == "must beat the 10♥ if you can"


def test_classic_cannot_beat_any_card_of_the_led_suit() -> None:
    state = position(CLASSIC, "KH 9H AS", "AH")
    assert playable(state) == ["9H", "KH"]


def test_classic_once_trumped_any_card_of_the_led_suit() -> None:
    state = position(CLASSIC, "AH 9H KS", "QH 9S")
    assert playable(state) == ["9H", "AH"]
    assert refused(state, "KS").reason is Reason.MUST_FOLLOW_SUIT


def test_classic_void_in_the_led_suit_must_trump() -> None:
    state = position(CLASSIC, "9S KS AD", "QH")
    assert playable(state) == ["9S", "KS"]
    error = refused(state, "AD")
    assert error.reason is Reason.MUST_TRUMP
    assert str(error) == "must play a trump (spades) when out of the suit led"


def test_classic_void_must_beat_the_highest_trump_played() -> None:
    state = position(CLASSIC, "9S AS AD", "QH KS")
    assert playable(state) == ["AS"]
    error = refused(state, "9S")
    assert error.reason is Reason.MUST_BEAT_TRUMP
    assert str(error) == "must beat the K♠ if you can"


def test_classic_void_cannot_overtrump_still_trumps() -> None:
    state = position(CLASSIC, "9S JS AD", "QH KS")
    assert playable(state) == ["9S", "JS"]
    assert refused(state, "AD").reason is Reason.MUST_TRUMP


def test_classic_void_in_both_plays_anything() -> None:
    state = position(CLASSIC, "AD 9C KC", "QH")
    assert playable(state) == ["9C", "AD", "KC"]


def test_classic_trump_led_must_beat_the_highest_trump() -> None:
    state = position(CLASSIC, "9S KS AH", "JS")
    assert playable(state) == ["KS"]
    assert refused(state, "9S").reason is Reason.MUST_BEAT_TRUMP


def test_classic_must_beat_even_over_partner() -> None:
    """Seat 0 leads and is winning; seat 2, its partner, must still beat it."""
    state = position(CLASSIC, "AH JH", "QH 9H")
    assert state.to_act == 2
    assert playable(state) == ["AH"]
    assert refused(state, "JH").reason is Reason.MUST_BEAT


def test_classic_must_overtrump_partner_too() -> None:
    state = position(CLASSIC, "AS 9S", "QH KS 9H", leader=3)  # seat 0 trumped; seat 2 is its partner
    assert state.to_act == 2
    assert playable(state) == ["AS"]


def test_the_leader_may_lead_any_card() -> None:
    state = position(CLASSIC, "AH 9S KD QC")
    assert playable(state) == ["9S", "AH", "KD", "QC"]


# ------------------------------------------------------------------ modern
def test_modern_follow_suit_only() -> None:
    state = position(MODERN, "KH 9H AS", "QH")
    assert playable(state) == ["9H", "KH"]
    assert refused(state, "AS").reason is Reason.MUST_FOLLOW_SUIT


def test_modern_must_beat_only_when_trump_is_led() -> None:
    state = position(MODERN, "9S KS AH", "JS")
    assert playable(state) == ["KS"]
    assert str(refused(state, "9S")) == "must beat the J♠ if you can"


def test_modern_need_not_beat_partner_in_a_plain_suit() -> None:
    state = position(MODERN, "AH JH", "QH 9H")
    assert playable(state) == ["AH", "JH"]


def test_modern_void_in_the_led_suit_plays_anything() -> None:
    state = position(MODERN, "9S KS AD", "QH")
    assert playable(state) == ["9S", "AD", "KS"]


def test_modern_void_in_trump_when_trump_led_plays_anything() -> None:
    state = position(MODERN, "AH AD", "JS")
    assert playable(state) == ["AD", "AH"]


def test_modern_trumped_trick_any_card_of_the_led_suit() -> None:
    state = position(MODERN, "AH 9H KS", "QH 9S")
    assert playable(state) == ["9H", "AH"]


# ------------------------------------------------------------------ winning the trick
def winner_of(rules: Rules, trick: str, trump: str = "S", leader: int = 0) -> int:
    """Play a whole trick (each seat holding just its card) and say which seat took it."""
    cards = trick.split()
    hands = ["", "", "", ""]
    for i, card in enumerate(cards):
        hands[(leader + i) % 4] = card
    state = play(tricks_position(rules, hands, trump=trump, leader=leader), *cards)
    (trick_done,) = state.tricks
    assert trick_done.leader == leader
    return trick_done.winner


def test_highest_card_of_the_led_suit_wins() -> None:
    assert winner_of(CLASSIC, "QH AH 9D KH", trump="S") == 1


def test_highest_trump_wins() -> None:
    assert winner_of(CLASSIC, "QH 9S AH KH", trump="S", leader=1) == 2
    assert winner_of(CLASSIC, "AH 9S TS AD", trump="C") == 0  # no clubs: the ace of hearts wins
    assert winner_of(CLASSIC, "TH 9S JH AD", trump="S") == 1


def test_identical_cards_the_first_played_wins() -> None:
    assert winner_of(CLASSIC, "AH AH 9H JH") == 0
    assert winner_of(CLASSIC, "9H AH AH KH") == 1
    assert winner_of(DOUBLE, "QH AS AS JH", trump="S") == 1  # two identical trumps
    assert winner_of(DOUBLE, "AD AD AD AD", trump="S") == 0


def test_the_trick_winner_leads_the_next_trick() -> None:
    state = tricks_position(CLASSIC, ["QH 9D", "AH 9D", "9H 9C", "KH 9C"], trump="S")
    state = play(state, "QH", "AH", "9H", "KH")
    assert state.to_act == 1
    assert state.trick == ()
    assert state.taken == (0, 20)  # A and K of hearts, 10 each, to seat 1's team


def test_last_trick_scores_the_bonus() -> None:
    state = tricks_position(CLASSIC, ["QH", "JH", "9H", "KH"], trump="S")
    state = play(state, "QH", "JH", "9H", "KH")
    assert state.phase in (Phase.DEAL, Phase.GAME_OVER)
    result = state.last_result
    assert result is not None
    assert result.trick_points == (0, 10 + 10)  # the king and the last trick


def test_double_deck_last_trick_bonus_is_2_and_tens_20() -> None:
    for rules, bonus in ((DOUBLE, 2), (TENS, 20)):
        state = tricks_position(rules, ["QH", "JH", "JH", "JH"], trump="S", team_meld=(40, 0))
        state = play(state, "QH", "JH", "JH", "JH")
        result = state.last_result
        assert result is not None
        assert result.trick_points == (bonus, 0), rules.name


# ------------------------------------------------------------------ seed 003's example
def test_seed_003_example_trump_spades_bill_leads_the_queen_of_hearts() -> None:
    """Bill (seat 0) leads Q♥; Lisa (1) has no hearts or spades; you (2) hold 9♥ 10♥ A♥;
    Mike (3) has no hearts and must trump with the Q♠, which takes the trick."""
    bill, lisa, you, mike = "QH AC", "AD 9C KC", "9H TH AH 9D", "QS 9D AC"
    state = tricks_position(SINGLE, [bill, lisa, you, mike], trump="S", leader=0)
    state = play(state, "QH")
    assert playable(state) == ["9C", "AD", "KC"], "Lisa may play any card"
    state = play(state, "9C")
    assert playable(state) == ["AH", "TH"], "you must play the ten or the ace of hearts"
    assert str(refused(state, "9H")) == "must beat the Q♥ if you can"
    state = play(state, "TH")
    assert playable(state) == ["QS"], "Mike must trump"
    assert refused(state, "AC").reason is Reason.MUST_TRUMP
    state = play(state, "QS")
    (trick,) = state.tricks
    assert trick.winner == 3, "Mike takes the trick with his queen"
    assert state.to_act == 3


# ------------------------------------------------------------------ refusals leave the state alone
def test_a_card_not_in_hand_is_refused() -> None:
    state = position(CLASSIC, "KH 9H", "QH")
    error = refused(state, "AS")
    assert error.reason is Reason.CARD_NOT_IN_HAND
    assert str(error) == "A♠ is not in your hand"


def test_playing_outside_trick_play_is_refused() -> None:
    state = position(CLASSIC, "KH").evolve(phase=Phase.AUCTION)
    assert refused(state, "KH").reason is Reason.WRONG_PHASE


def test_every_illegal_card_is_refused_and_every_legal_one_applies() -> None:
    state = position(CLASSIC, "KH 9H AS AD 9S KC", "QH")
    legal = {a.card for a in legal_actions(state) if isinstance(a, Play)}
    assert legal == set(cards_of(state.hands[1] & hand("KH", SINGLE)))
    for card in range(96):
        if card in legal:
            assert apply(state, Play(card)).trick[-1] == card
        else:
            snapshot = state.evolve()
            with pytest.raises(IllegalAction):
                apply(state, Play(card))
            assert state == snapshot


def test_seed_004_crawl_example() -> None:
    """Seed 004: the Q of spades is led; holding the K and J of spades you must play the king."""
    state = position(DOUBLE, "KS JS AH", "QS", trump="H")
    assert playable(state) == ["KS"]
    assert str(refused(state, "JS")) == "must beat the Q♠ if you can"
