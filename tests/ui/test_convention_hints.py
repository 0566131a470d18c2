"""The hint says which convention a card or a pass follows, and why when the expert departs from one;
the rules help (F1) writes the conventions out."""

from __future__ import annotations

import random

from pinochle_desktop.ai import make_player
from pinochle_desktop.engine import PassCards, Play, preset, view
from pinochle_desktop.engine.cards import cards_of
from pinochle_desktop.ui.learning.advice import advise
from pinochle_desktop.ui.learning.hints import hint_from, reason
from pinochle_desktop.ui.learning.rules_help import rules_html
from tests.ai.test_basic_conventions import passing_state
from tests.ai.test_play_conventions import draw_trump_state
from tests.helpers.cards import DOUBLE, SINGLE, card_in_hand, full_hands, play, tricks_position


def test_a_hint_that_departs_from_the_convention_says_why() -> None:
    # The expert's search clearly prefers a low club to drawing trump with the A♠ here.
    v = view(draw_trump_state(), 0)
    advice = advise(v)
    assert advice.departure is not None
    hint = hint_from(v, advice)
    assert isinstance(hint.action, Play)
    assert "rather than the usual A♠" in hint.reason and "simulated deals" in hint.reason
    assert f"in {advice.departure.samples} simulated deals" in hint.reason


def test_a_double_deck_declarer_is_told_to_cash_side_aces_first() -> None:
    bidder = "AH AH TH TH KH KH QH QH JH JH AS AS AC AC KD QD JD JD JS QC"
    state = tricks_position(DOUBLE, full_hands(DOUBLE, [bidder, "", "", ""], seed=4), trump="H", leader=0,
                            bidder=0, bid=50, team_meld=(30, 10))
    text = reason(view(state, 0), Play(card_in_hand(state, "AS")), None)
    assert text.startswith("Cash the A♠ before drawing trump")


def test_winning_a_trump_lead_below_the_ace_is_explained() -> None:
    hands = full_hands(SINGLE, ["AS QS AH TH KH AD KD QC JC 9D 9H JH", "JS JS AS TS TS KS KS QS", "9S", "9S"],
                       seed=6)
    state = play(tricks_position(SINGLE, hands, trump="S", leader=1, bidder=0, team_meld=(60, 20)), "JS", "9S", "9S")
    text = reason(view(state, 0), Play(card_in_hand(state, "QS")), None)
    assert "your trump ace stays in your hand" in text


def test_a_low_lead_through_the_bidders_void_is_explained() -> None:
    # Spades trump; the bidder (seat 0) trumped the A♥ at trick one: it is void in hearts.
    hands = full_hands(SINGLE, ["9S AS TS KS QS JC AD AD QC JD 9D 9C", "AH TH KH 9H AC TD KD TC KC JS 9S JS",
                                "QH JH", "TH 9H"], seed=12)
    state = play(tricks_position(SINGLE, hands, trump="S", leader=1, bidder=0, team_meld=(80, 20)),
                 "AH", "QH", "TH", "9S", "JC", "AC")
    while state.to_act != 1:  # North and East follow with their lowest legal cards
        state = play(state, _lowest(state))
    v = view(state, 1)
    assert make_player("basic", random.Random(1)).choose(v) == Play(card_in_hand(state, "9H"))
    text = reason(v, Play(card_in_hand(state, "9H")), None)
    assert text.startswith("Lead the 9♥ through the bidder's void in hearts")


def _lowest(state) -> str:  # type: ignore[no-untyped-def]
    from pinochle_desktop.engine import card_text, legal_play_cards

    return card_text(min(cards_of(legal_play_cards(state))))


def test_passing_hints_name_the_conventions() -> None:
    state = passing_state("", "QS JD AH AC AS KC TC JC 9C 9H TH QC", "D")
    v = view(state, 2)
    action = make_player("basic", random.Random(1)).choose(v)
    assert isinstance(action, PassCards)
    assert "pinochle parts" in reason(v, action, None)


def test_rules_help_writes_out_what_partners_calls_and_cards_mean(qapp) -> None:  # type: ignore[no-untyped-def]
    # (the rules help names keys through Qt: it needs the application, also when this file runs alone)
    single = rules_html(SINGLE)
    assert "What your partner’s calls and cards mean" in single
    assert "“Pass with help” means meld of the passer’s own hand" in single
    assert "Q♠ and J♦" in single and "trumps first, always" in single
    assert "side aces" not in single  # a double-deck habit
    double = rules_html(DOUBLE)
    assert "first cashes its side aces" in double and "do not lead the trump ace" in double
    assert "Pass with help" not in double.split("What your partner")[1]  # no passing, no help in this preset
    assert "What your partner" not in rules_html(preset("three-handed"))  # nobody has a partner
