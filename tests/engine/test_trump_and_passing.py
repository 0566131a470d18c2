"""Naming trump (the marriage requirement and the forfeit) and passing cards between partners."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import (
    IllegalAction,
    NameTrump,
    Outcome,
    PassCards,
    Phase,
    Reason,
    Suit,
    apply,
    cards_of,
    legal_actions,
    trump_choices,
)
from tests.helpers.cards import (
    DOUBLE,
    MELD20,
    PASSING,
    SINGLE,
    TENS,
    CardPool,
    auction,
    cards_from_hand,
    deal_hands,
    hand,
    texts,
    trump_position,
)

NO_MARRIAGE_20 = "AS TS TS JS JS AH TH TH JH JH AD TD TD JD JD AC TC TC JC JC"  # no king, no queen
NO_MARRIAGE_12 = "AS AS TS JS 9S AH TH JH AD TD AC KC"


# ------------------------------------------------------------------ trump needs a marriage
def test_trump_must_be_a_suit_with_a_marriage_in_double_deck() -> None:
    state = trump_position(DOUBLE, ["KH QH KS AS AS TC", "", "", ""])
    assert trump_choices(state) == (Suit.HEARTS,)
    assert legal_actions(state) == (NameTrump(Suit.HEARTS),)
    for refused in (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS):
        with pytest.raises(IllegalAction) as info:
            apply(state, NameTrump(refused))
        assert info.value.reason is Reason.TRUMP_NEEDS_MARRIAGE
        assert str(info.value) == f"trump must be a suit in which you hold a marriage, not {refused.name.lower()}"
    assert apply(state, NameTrump(Suit.HEARTS)).trump is Suit.HEARTS


def test_a_run_counts_as_a_marriage_for_trump() -> None:
    state = trump_position(MELD20, ["AD TD KD QD JD", "", "", ""])
    assert trump_choices(state) == (Suit.DIAMONDS,)


def test_any_suit_may_be_trump_without_the_marriage_rule() -> None:
    for rules in (SINGLE, PASSING, TENS):
        state = trump_position(rules, ["AS AS TS JS", "", "", ""])
        assert trump_choices(state) == tuple(Suit)


def test_trump_is_named_only_by_the_bidder_in_the_trump_phase() -> None:
    state = trump_position(SINGLE, ["AS", "", "", ""])
    after = apply(state, NameTrump(Suit.CLUBS))
    with pytest.raises(IllegalAction) as info:
        apply(after, NameTrump(Suit.HEARTS))
    assert info.value.reason is Reason.WRONG_PHASE


def test_bidder_without_a_marriage_forfeits_in_double_deck_others_score_nothing() -> None:
    others_meld = "AS AH AD AC AS AH AD AC"  # double aces around: 100
    state = deal_hands(DOUBLE, [NO_MARRIAGE_20, others_meld, "", ""], dealer=3)
    state = auction(state, 65, "pass", "pass", "pass")
    assert state.phase is Phase.DEAL, "no trump to name: the hand ends"
    result = state.last_result
    assert result is not None
    assert result.score.outcome is Outcome.FORFEIT
    assert result.bidder == 0 and result.bid == 65
    assert result.points == (-65, 0)
    assert result.trick_points is None
    assert state.scores == (-65, 0)
    assert state.dealer == 0, "the deal moves on"


def test_stuck_dealer_without_a_marriage_loses_50() -> None:
    state = deal_hands(DOUBLE, ["", "", "", NO_MARRIAGE_20], dealer=3)
    state = auction(state, "pass", "pass", "pass")
    result = state.last_result
    assert result is not None and result.stuck
    assert result.score.outcome is Outcome.FORFEIT
    assert result.points == (0, -50)


def test_forfeit_in_meld20_others_score_meld_of_20_or_more() -> None:
    state = deal_hands(MELD20, [NO_MARRIAGE_20, "AS AH AD AC AS AH AD AC", "", ""], dealer=3)
    state = auction(state, 60, "pass", "pass", "pass")
    result = state.last_result
    assert result is not None and result.score.outcome is Outcome.FORFEIT
    assert result.meld[1] >= 100
    assert result.points == (-60, result.meld[1])


@pytest.mark.parametrize(("seed", "others_meld", "others_score"), [(14, 16, 0), (2, 20, 20)])
def test_forfeit_in_meld20_others_under_20_score_nothing(seed: int, others_meld: int, others_score: int) -> None:
    """The others' meld counts from exactly 20 (the seeded deals give them 16 and 20)."""
    state = deal_hands(MELD20, [NO_MARRIAGE_20, "", "", ""], dealer=3, seed=seed)
    state = auction(state, 60, "pass", "pass", "pass")
    result = state.last_result
    assert result is not None and result.score.outcome is Outcome.FORFEIT
    assert result.meld[1] == others_meld
    assert result.points == (-60, others_score)


# ------------------------------------------------------------------ passing
def test_single_deck_partner_passes_four_then_bidder_passes_four_back() -> None:
    state = deal_hands(SINGLE, ["AH TH KH", "", "QH JH 9C 9C AS", ""], dealer=3)
    state = auction(state, 250, "pass", "pass", "pass")
    state = apply(state, NameTrump(Suit.HEARTS))
    assert state.phase is Phase.PASS_TO_BIDDER
    assert state.to_act == 2, "the bidder's partner passes first"
    gift = cards_from_hand(state, 2, "QH JH 9C 9C")
    before_bidder = state.hands[0]
    state = apply(state, PassCards(gift))
    assert state.phase is Phase.PASS_TO_PARTNER
    assert state.to_act == 0
    assert state.hands[0] == before_bidder | mask(gift)
    assert state.hands[0].bit_count() == 16 and state.hands[2].bit_count() == 8
    assert state.passed_to_bidder == mask(gift)
    # The bidder may give back cards just received: both nines of clubs, and two of its own.
    own = sorted(cards_of(before_bidder & ~hand("AH TH KH")))[:2]
    back = tuple(sorted((*cards_from_hand(state, 0, "9C 9C"), *own)))
    state = apply(state, PassCards(back))
    assert state.phase is Phase.TRICKS
    assert state.to_act == 0, "the bidder leads"
    assert all(h.bit_count() == 12 for h in state.hands)
    assert state.passed_to_partner == mask(back)
    assert texts(cards_of(state.hands[2] & hand("9C 9C"))) == ["9C", "9C"]
    # The meld is found after passing: the bidder has the run now.
    assert any(m.kind.value == "run" for m in state.melds[0].melds)


def mask(cards: tuple[int, ...]) -> int:
    return sum(1 << c for c in cards)


@pytest.mark.parametrize("bad", [3, 5])
def test_passing_the_wrong_number_of_cards_is_refused(bad: int) -> None:
    state = trump_position(SINGLE, ["AS AS TS TS KS KS QS", "", "AH AH TH TH KH KH QH", ""])
    state = apply(state, NameTrump(Suit.SPADES))
    assert state.phase is Phase.PASS_TO_BIDDER
    cards = cards_of(state.hands[2])[:bad]
    with pytest.raises(IllegalAction, match="pass exactly 4 cards from your hand") as info:
        apply(state, PassCards(cards))
    assert info.value.reason is Reason.WRONG_PASS_COUNT


def test_passing_a_card_not_in_hand_or_twice_is_refused() -> None:
    state = trump_position(SINGLE, ["AS AS TS TS KS KS QS", "", "AH AH TH TH KH KH QH", ""])
    state = apply(state, NameTrump(Suit.SPADES))
    own = cards_of(state.hands[2])
    with pytest.raises(IllegalAction, match="pass exactly 4"):
        apply(state, PassCards((own[0], own[0], own[1], own[2])))
    with pytest.raises(IllegalAction, match="pass exactly 4"):
        apply(state, PassCards((*own[:3], cards_of(state.hands[0])[0])))


def test_passing_two_cards_in_single_deck_passing() -> None:
    rules = PASSING.with_cards_passed(2)
    state = trump_position(rules, ["AS AS TS TS", "", "AH AH TH TH", ""], bid=200)
    state = apply(state, NameTrump(Suit.SPADES))
    assert all(len(a.cards) == 2 for a in legal_actions(state))
    state = apply(state, PassCards(cards_of(state.hands[2])[:2]))
    state = apply(state, PassCards(cards_of(state.hands[0])[:2]))
    assert state.phase is Phase.TRICKS
    assert state.hands[0].bit_count() == state.hands[2].bit_count() == 4


def test_no_passing_when_zero_cards_are_passed() -> None:
    for rules in (PASSING.with_cards_passed(0), DOUBLE, MELD20):
        state = trump_position(rules, ["KH QH AH TH JH", "", "", ""], bid=rules.min_bid)
        after = apply(state, NameTrump(Suit.HEARTS))
        assert after.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER), rules.name


def test_passing_after_trump_is_the_presets_way() -> None:
    for rules in (SINGLE, PASSING, TENS):
        assert not rules.pass_before_trump
        state = deal_hands(rules, ["", "", "", ""], dealer=3)
        state = auction(state, rules.min_bid, "pass", "pass", "pass")
        assert state.phase is Phase.TRUMP


def test_passing_before_trump_option() -> None:
    """Option: passing comes before trump, so a passed card can make the bidder's marriage."""
    rules = dataclasses.replace(DOUBLE, cards_passed=2, pass_before_trump=True)
    state = deal_hands(rules, [NO_MARRIAGE_20[:-6] + " JC JC", "", "KH QH", ""], dealer=3)
    state = auction(state, 50, "pass", "pass", "pass")
    assert state.phase is Phase.PASS_TO_BIDDER and state.trump is None
    gift = cards_from_hand(state, 2, "KH QH")
    state = apply(state, PassCards(gift))
    assert state.phase is Phase.PASS_TO_PARTNER
    state = apply(state, PassCards(cards_from_hand(state, 0, "JC JC")))
    assert state.phase is Phase.TRUMP
    assert state.to_act == 0
    assert trump_choices(state) == (Suit.HEARTS,)
    assert apply(state, NameTrump(Suit.HEARTS)).phase in (Phase.TRICKS, Phase.DEAL)


def test_pool_refuses_impossible_positions() -> None:
    with pytest.raises(ValueError):
        CardPool(SINGLE.deck).take("QS QS QS")
