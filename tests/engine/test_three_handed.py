"""Three-handed Pinochle (preset ``three-handed``), one rule at a time, in positions written as card text.

RULES.md "Two and three players": 15 cards each and a widow of 3; an auction for three (two passes
end it); the widow shown to all and taken by the bidder; trump; everyone melds; the bidder buries 3
(never a card its meld needs) and may concede before the first lead; tricks of three; each for themself.
"""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.engine import (
    Bid,
    Bury,
    IllegalAction,
    NameTrump,
    Outcome,
    Pass,
    Phase,
    Play,
    Reason,
    Suit,
    TakeWidow,
    ThrowIn,
    apply,
    bury_options,
    cards_of,
    find_meld,
    legal_actions,
    legal_play_cards,
    view,
)
from pinochle_desktop.engine.cards import deck_mask, rank_of
from pinochle_desktop.engine.meld import MeldKind
from pinochle_desktop.engine.rules import CardValues, check_rules
from tests.helpers.cards import THREE, hand
from tests.helpers.three import card, cards, dealt, last_trick

SOUTH = "AH TH KH QH AS AS AD AC QS JD 9C 9C TD JS 9S"
WIDOW = "JH 9D TC"


def run(state, *actions):  # type: ignore[no-untyped-def]
    for action in actions:
        state = apply(state, action)
    return state


def won_by_south(bid: int = 300, rules=THREE):  # type: ignore[no-untyped-def]
    """South (seat 0, left of the dealer) bids, West and East pass: the widow is turned up."""
    state = dealt([SOUTH, None, None], WIDOW, rules=rules)
    return run(state, Bid(bid), Pass(), Pass())


def at_bury(trump: Suit = Suit.HEARTS):  # type: ignore[no-untyped-def]
    return run(won_by_south(), TakeWidow(), NameTrump(trump))


def refusal(state, action) -> IllegalAction:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)
    return caught.value


# ---------------------------------------------------------------- the preset and the deal
def test_the_preset_is_playable_and_follows_rules_md() -> None:
    assert check_rules(THREE) == []
    assert (THREE.players, THREE.hand_size, THREE.widow_size, THREE.tricks_per_hand) == (3, 15, 3, 15)
    assert (THREE.min_bid, THREE.bid_step(300), THREE.bid_cap, THREE.target, THREE.trick_total) == \
        (300, 10, None, 1500, 250)
    assert not THREE.trump_needs_marriage and not THREE.cards_passed and not THREE.pass_with_help
    assert not THREE.redeal_on_all_pass and not THREE.bid_only_when_made


def test_fifteen_each_and_a_widow_of_three_face_down_in_the_auction() -> None:
    state = dealt([SOUTH, None, None], WIDOW)
    assert [h.bit_count() for h in state.hands] == [15, 15, 15]
    assert state.widow == hand(WIDOW)
    assert state.widow | state.hands[0] | state.hands[1] | state.hands[2] == deck_mask(THREE.deck)
    for seat in range(3):
        seen = view(state, seat)
        assert seen.widow == 0 and seen.widow_size == 3


# ---------------------------------------------------------------- the auction
def test_left_of_the_dealer_bids_first_from_300_in_tens() -> None:
    state = dealt([SOUTH, None, None], WIDOW, dealer=2)
    assert state.to_act == 0
    assert refusal(state, Bid(290)).reason is Reason.BID_TOO_LOW
    assert refusal(state, Bid(305)).reason is Reason.BID_OFF_LADDER
    assert apply(state, Bid(310)).high_bid == 310
    low = dataclasses.replace(THREE, min_bid=250)
    assert apply(dealt([SOUTH, None, None], WIDOW, rules=low), Bid(250)).high_bid == 250


def test_a_pass_is_final_and_two_passes_end_the_auction() -> None:
    state = dealt([SOUTH, None, None], WIDOW)
    state = run(state, Bid(300), Pass(), Bid(310))
    assert state.to_act == 0  # West passed: skipped
    state = run(state, Bid(320))
    assert state.to_act == 2
    state = apply(state, Pass())
    assert state.phase is Phase.WIDOW and state.bidder == 0 and state.high_bid == 320 and not state.stuck


def test_all_passing_leaves_the_dealer_stuck_at_the_minimum() -> None:
    state = run(dealt([SOUTH, None, None], WIDOW, dealer=2), Pass(), Pass())
    assert (state.phase, state.bidder, state.high_bid, state.stuck) == (Phase.WIDOW, 2, 300, True)


def test_option_all_passing_throws_the_cards_in_and_the_next_dealer_deals() -> None:
    rules = dataclasses.replace(THREE, redeal_on_all_pass=True)
    state = run(dealt([SOUTH, None, None], WIDOW, dealer=2, rules=rules), Pass(), Pass())
    assert state.phase is Phase.AUCTION and state.to_act == 2  # the dealer may still bid
    taken = apply(state, Bid(300))
    assert (taken.phase, taken.bidder, taken.stuck) == (Phase.WIDOW, 2, False)
    redeal = apply(state, Pass())
    assert redeal.phase is Phase.DEAL and redeal.dealer == 0 and redeal.results == ()
    assert all(view(redeal, seat).widow == 0 for seat in range(3))  # nobody saw it


# ---------------------------------------------------------------- the widow
def test_the_widow_is_shown_to_all_and_the_bidder_takes_it() -> None:
    state = won_by_south()
    assert state.phase is Phase.WIDOW and state.to_act == 0
    assert legal_actions(state) == (TakeWidow(),)
    for seat in range(3):
        assert view(state, seat).widow == hand(WIDOW)
    before = state.hands[0]
    state = apply(state, TakeWidow())
    assert state.hands[0] == before | state.widow and state.hands[0].bit_count() == 18
    assert state.phase is Phase.TRUMP and state.to_act == 0
    assert all(view(state, seat).widow == hand(WIDOW) for seat in range(3))  # still known to all


def test_the_widow_is_taken_only_when_the_auction_is_won() -> None:
    state = dealt([SOUTH, None, None], WIDOW)
    assert refusal(state, TakeWidow()).reason is Reason.WRONG_PHASE
    assert refusal(at_bury(), TakeWidow()).reason is Reason.WRONG_PHASE


# ---------------------------------------------------------------- trump
def test_any_suit_may_be_trump_without_a_marriage() -> None:
    state = apply(won_by_south(), TakeWidow())
    assert legal_actions(state) == tuple(NameTrump(s) for s in Suit)


def test_option_trump_needs_a_marriage_counting_the_widow() -> None:
    rules = dataclasses.replace(THREE, trump_needs_marriage=True)
    south = "AH TH KH AS AS AD AC QS JD 9C 9C JC JS 9S TS"  # no marriage; the widow's QH makes one
    state = run(dealt([south, None, None], "QH 9D TC", rules=rules), Bid(300), Pass(), Pass(), TakeWidow())
    assert legal_actions(state) == (NameTrump(Suit.HEARTS),)
    assert refusal(state, NameTrump(Suit.SPADES)).reason is Reason.TRUMP_NEEDS_MARRIAGE
    bare = run(dealt([south, None, None], "9H 9D TC", rules=rules), Bid(300), Pass(), Pass(), TakeWidow())
    assert bare.results[-1].score.outcome is Outcome.FORFEIT and bare.results[-1].points[0] == -300


# ---------------------------------------------------------------- meld, then the bury
def test_everyone_melds_the_bidder_with_the_widow_before_burying() -> None:
    state = at_bury()
    assert state.phase is Phase.BURY and state.to_act == 0
    assert len(state.melds) == 3
    kinds = {m.kind for m in state.melds[0].melds}
    assert {MeldKind.RUN, MeldKind.ACES_AROUND, MeldKind.PINOCHLE} <= kinds  # the widow's JH completes the run
    assert state.melds[0].total == 150 + 100 + 40
    for seat in (1, 2):
        assert state.melds[seat].total == view(state, 0).melds[seat].total  # shown to all


def test_the_bidder_buries_three_and_they_count_for_the_bidder() -> None:
    state = at_bury()
    buried = cards(state, "TC 9C 9C")
    state = apply(state, Bury(buried))
    assert state.phase is Phase.TRICKS and state.to_act == 0 and state.leader == 0
    assert state.hands[0].bit_count() == 15 and state.buried == sum(1 << c for c in buried)
    assert view(state, 0).buried == state.buried
    assert view(state, 1).buried == view(state, 2).buried == 0
    assert all(view(state, s).buried_size == 3 for s in range(3))
    while state.phase is Phase.TRICKS:  # play it out: the ten of clubs counts for South
        state = apply(state, Play(cards_of(legal_play_cards(state))[0]))
    result = state.results[-1]
    assert result.buried_points == 10
    assert sum(result.trick_points or ()) == 250
    played_by_south = sum(t.points for t in state.tricks if t.winner == 0)
    assert (result.trick_points or ())[0] == played_by_south + 10


@pytest.mark.parametrize("count", [2, 4])
def test_burying_the_wrong_count_is_refused(count: int) -> None:
    state = at_bury()
    problem = refusal(state, Bury(cards(state, " ".join(["9C", "9C", "JS", "9S"][:count]))))
    assert problem.reason is Reason.WRONG_BURY_COUNT and problem.count == 3
    assert "bury exactly 3 cards" in str(problem)


def test_a_card_shown_in_meld_may_not_be_buried() -> None:
    state = at_bury()
    ace = card(state, "AH")
    problem = refusal(state, Bury(tuple(sorted((ace, *cards(state, "9C 9C"))))))
    assert problem.reason is Reason.BURY_MELDED and problem.card == ace
    assert "shown in your meld" in str(problem)
    assert all(ace not in option for option in bury_options(state))


def test_a_spare_copy_of_a_melded_card_may_be_buried() -> None:
    state = at_bury()
    melded = state.melds[0].cards
    shown_ace = next(c for c in cards_of(melded) if c >> 2 == card(state, "AS") >> 2)
    state = apply(state, Bury(tuple(sorted((shown_ace, *cards(state, "9C 9C"))))))
    meld = state.melds[0]
    assert meld.total == 290 and meld.cards & ~state.hands[0] == 0
    # identical cards are interchangeable: the spare ace is buried and the meld on the table keeps its cards
    assert meld.cards == melded and not state.buried & melded and state.buried.bit_count() == 3


def test_a_card_not_in_hand_may_not_be_buried() -> None:
    state = at_bury()
    east_card = cards_of(state.hands[2])[0]
    problem = refusal(state, Bury(tuple(sorted((east_card, *cards(state, "9C 9C"))))))
    assert problem.reason is Reason.CARD_NOT_IN_HAND


def test_a_freak_meld_buries_every_spare_card_first_and_scores_the_best_meld_of_the_cards_kept() -> None:
    """Fewer than three cards outside the meld: they are buried, the rest from the meld; the meld is then the
    best meld of the 15 cards kept (RULES.md), and the others' view shows no buried card as meld."""
    south = "AS TS KS QS JS AS TS KS QS JS AH KH QH JH AD"
    state = run(dealt([south, None, None], "KD QD AC"), Bid(300), Pass(), Pass(), TakeWidow(),
                NameTrump(Suit.SPADES))
    spare = cards_of(state.hands[0] & ~state.melds[0].cards)
    assert len(spare) < 3
    total = state.melds[0].total
    options = bury_options(state)
    assert options and all(set(spare) <= set(option) for option in options)
    totals = set()
    for option in options:
        after = apply(state, Bury(option))
        kept = after.hands[0]
        assert kept.bit_count() == 15 and not kept & after.buried
        assert after.melds[0] == find_meld(kept, Suit.SPADES, after.rules)
        assert not after.melds[0].cards & after.buried  # no buried card counts as meld
        for seat in (1, 2):
            shown = view(after, seat).melds[0]
            assert shown.total == after.melds[0].total and not shown.cards & after.buried
        totals.add(after.melds[0].total)
    assert max(totals) <= total and min(totals) < total  # burying melded cards costs their meld


# ---------------------------------------------------------------- conceding
def test_the_bidder_may_concede_before_the_first_lead_the_others_score_their_meld() -> None:
    state = at_bury()
    assert ThrowIn() in legal_actions(state)
    for conceded in (apply(state, ThrowIn()), run(state, Bury(cards(state, "9C 9C JS")), ThrowIn())):
        result = conceded.results[-1]
        assert result.score.outcome is Outcome.THROWN_IN and result.trick_points is None
        assert result.points == (-300, result.meld[1], result.meld[2])


def test_conceding_after_the_lead_is_refused() -> None:
    state = run(at_bury(), Bury(cards(at_bury(), "9C 9C JS")))
    state = apply(state, Play(cards_of(legal_play_cards(state))[0]))
    assert ThrowIn() not in legal_actions(state)
    assert refusal(state, ThrowIn()).reason is Reason.CONCEDE_AFTER_LEAD


# ---------------------------------------------------------------- tricks and scoring
def test_a_trick_holds_three_cards_and_its_winner_leads() -> None:
    state = run(at_bury(), Bury(cards(at_bury(), "9C 9C JS")))
    for _ in range(3):
        assert not state.tricks
        state = apply(state, Play(cards_of(legal_play_cards(state))[0]))
    trick = state.tricks[0]
    assert len(trick.cards) == 3 and state.to_act == trick.winner == state.leader


def test_scoring_made_each_opponent_for_itself_and_the_keep_meld_rule() -> None:
    # South wins the last trick (A, K: 20 and the last trick 10); South buried 20 before.
    state = last_trick(["AS", "KS", "9S"], trump="H", bid=300, meld_hands=("AH TH KH QH JH", "QS JD", "KC QC"),
                       taken=(140, 60, 0), buried="TC TD")
    state = run(state, Play(card(state, "AS")), Play(card(state, "KS", 1)), Play(card(state, "9S", 2)))
    result = state.results[-1]
    assert result.trick_points == (140 + 30 + 20, 60, 0) and result.buried_points == 20
    assert result.points == (150 + 190, 40 + 60, 0)  # East took no trick point: its marriage is lost
    assert result.score.outcome is Outcome.MADE


def test_option_the_bidder_scores_only_the_bid() -> None:
    rules = dataclasses.replace(THREE, bid_only_when_made=True)
    state = last_trick(["AS", "KS", "9S"], trump="H", meld_hands=("AH TH KH QH JH", "", ""), taken=(140, 60, 0),
                       buried="TC TD", rules=rules)
    state = run(state, Play(card(state, "AS")), Play(card(state, "KS", 1)), Play(card(state, "9S", 2)))
    assert state.results[-1].points[0] == 300


def test_a_bidder_short_of_the_bid_loses_it() -> None:
    state = last_trick(["AS", "KS", "9S"], trump="H", bid=350, meld_hands=("AH TH KH QH JH", "QS JD", "KC QC"),
                       taken=(140, 40, 20), buried="TC TD")
    state = run(state, Play(card(state, "AS")), Play(card(state, "KS", 1)), Play(card(state, "9S", 2)))
    result = state.results[-1]
    assert result.score.outcome is Outcome.SET
    assert result.points == (-350, 40 + 40, 20 + 20)


def test_game_to_1500_the_bidder_goes_out_first() -> None:
    state = last_trick(["AS", "KS", "9S"], trump="H", meld_hands=("AH TH KH QH JH", "QS JD", ""),
                       taken=(140, 60, 0), buried="TC TD", scores=(1200, 1450, 0))
    state = run(state, Play(card(state, "AS")), Play(card(state, "KS", 1)), Play(card(state, "9S", 2)))
    assert state.scores == (1540, 1550, 0)
    assert state.phase is Phase.GAME_OVER and state.winner == 0  # the bidder, though West has more


def test_game_to_1500_else_the_higher_score() -> None:
    state = last_trick(["AS", "KS", "9S"], trump="H", bid=400, meld_hands=("AH TH KH QH JH", "QS JD", "KC QC"),
                       taken=(120, 60, 20), buried="TC TD", scores=(1400, 1420, 1450))
    state = run(state, Play(card(state, "AS")), Play(card(state, "KS", 1)), Play(card(state, "9S", 2)))
    assert state.scores == (1000, 1520, 1490)
    assert state.winner == 1  # an opponent goes out on its own points
    state = last_trick(["AS", "KS", "9S"], trump="H", bid=400, meld_hands=("AH TH KH QH JH", "QS JD", "KC QC"),
                       taken=(120, 60, 20), buried="TC TD", scores=(1400, 1420, 1470))
    state = run(state, Play(card(state, "AS")), Play(card(state, "KS", 1)), Play(card(state, "9S", 2)))
    assert state.scores == (1000, 1520, 1510)
    assert state.winner == 1  # both opponents out, the bidder not: the higher score
    state = last_trick(["AS", "KS", "9S"], trump="H", bid=400, meld_hands=("AH TH KH QH JH", "QS JD", "KC QC"),
                       taken=(120, 60, 20), buried="TC TD", scores=(1400, 1380, 1450))
    state = run(state, Play(card(state, "AS")), Play(card(state, "KS", 1)), Play(card(state, "9S", 2)))
    assert state.scores == (1000, 1480, 1490) and state.phase is Phase.DEAL  # nobody out: play on


def test_classic_card_values_also_make_250() -> None:
    rules = dataclasses.replace(THREE, card_values=CardValues.CLASSIC)
    state = run(dealt([SOUTH, None, None], WIDOW, rules=rules), Bid(300), Pass(), Pass(), TakeWidow(),
                NameTrump(Suit.HEARTS))
    state = apply(state, Bury(cards(state, "TC 9C JS")))
    while state.phase is Phase.TRICKS:
        state = apply(state, Play(cards_of(legal_play_cards(state))[-1]))
    result = state.results[-1]
    assert result.buried_points == 10 + 0 + 2
    assert sum(result.trick_points or ()) == 250
    assert all(rank_of(c) is not None for c in cards_of(state.buried))


# ---------------------------------------------------------------- how the rules are explained
def test_the_auction_and_the_game_end_are_explained_for_three_players() -> None:
    from pinochle_desktop.engine.explain import auction_end_note, game_end_note, going_out_notes

    assert "two players have passed" in auction_end_note(THREE).message
    assert "dealer is stuck with the minimum bid of 300" in auction_end_note(THREE).message
    redeal = dataclasses.replace(THREE, redeal_on_all_pass=True)
    assert "thrown in and the next player deals" in auction_end_note(redeal).message
    assert "bidder wins if among them, else the higher score" in going_out_notes(THREE)[0].message
    first = game_end_note(THREE, (1200, 1450, 0), (1540, 1550, 0), bidders=0, winner=0)
    assert first is not None and "the bidder goes out first, so side 1 won" in first.message
    higher = game_end_note(THREE, (1400, 1420, 1470), (1000, 1520, 1510), bidders=0, winner=1)
    assert higher is not None and "the higher score wins, so side 2 won" in higher.message
