"""Two-handed Pinochle, one rule at a time, in positions written as card text (RULES.md "Two and three players")."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pinochle_desktop.engine import (
    Deal,
    IllegalAction,
    Phase,
    Play,
    PlayRules,
    Reason,
    Rules,
    apply,
    deal_action,
    legal_actions,
    new_game,
    view,
)
from pinochle_desktop.engine.actions import DeclareOut, ExchangeDix, MeldCards, ShowDix, SkipMeld
from pinochle_desktop.engine.cards import deck_cards, parse_kind, suit_of
from pinochle_desktop.engine.meld import MeldKind
from pinochle_desktop.engine.state import GameState
from tests.helpers.two_handed import TWO, draw_position


def card(state: GameState, seat: int, text: str) -> int:
    """The copy of ``text`` in ``seat``'s hand (the lower one if it holds both)."""
    base = parse_kind(text) * 4
    return next(base + c for c in range(4) if state.hands[seat] >> (base + c) & 1)


def cards(state: GameState, seat: int, text: str) -> tuple[int, ...]:
    out: list[int] = []
    for token in text.split():
        base = parse_kind(token) * 4
        out.append(next(base + c for c in range(4) if state.hands[seat] >> (base + c) & 1 and base + c not in out))
    return tuple(sorted(out))


def refused(state: GameState, action: object, reason: Reason) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)  # type: ignore[arg-type]
    assert caught.value.reason is reason, str(caught.value)
    return caught.value


# ------------------------------------------------------------------ the deal
def test_the_deal_gives_twelve_each_turns_up_trump_and_leaves_23_in_the_stock() -> None:
    state = new_game(TWO, dealer=1)
    deal = deal_action(state, random.Random(3))
    state = apply(state, deal)
    assert [h.bit_count() for h in state.hands] == [12, 12]
    assert state.turn_up == deal.deck[24] and state.trump is suit_of(deal.deck[24])
    assert state.stock == deal.deck[25:] and len(state.stock) == 23
    assert state.phase is Phase.STOCK and state.to_act == 0 and state.leader == 0  # the non-dealer leads
    assert state.melds[1].total == 0 or state.turn_up >> 2 == int(state.trump) * 6


def test_a_turned_up_dix_scores_ten_for_the_dealer() -> None:
    deck = list(deck_cards(TWO.deck))
    deck.remove(0)  # the 9 of spades
    deck.insert(24, 0)
    state = apply(new_game(TWO, dealer=1), Deal(tuple(deck)))
    assert state.turn_up == 0
    assert [m.total for m in state.melds] == [0, 10]
    assert state.melds[1].melds[0].kind is MeldKind.DIX


def test_a_view_shows_no_concealed_card_of_the_opponent_nor_the_stock() -> None:
    state = draw_position(["AH KH", "AS KS"], table=["", "QS JD"], melds=[(), ("QS JD",)], turn_up="TC",
                          stock_size=9)
    seen = view(state, 0)
    assert seen.hands[1] == 0 and seen.hand_sizes == (2, 4)
    assert seen.table[1] == state.table[1]  # meld lies face up
    assert seen.stock_size == 9 and seen.turn_up == state.turn_up
    assert not hasattr(seen, "stock")  # the order of the stock is nobody's business


# ------------------------------------------------------------------ stage 1: any card, who wins
def test_while_the_stock_lasts_the_second_card_may_be_anything() -> None:
    state = draw_position(["KC", "AH 9S 9H"], turn_up="QS", trick="AH", to_act=1, stock_size=8)
    assert {a.card for a in legal_actions(state) if isinstance(a, Play)} == set(cards(state, 1, "AH 9S 9H"))
    after = apply(state, Play(card(state, 1, "9H")))  # under the ace, holding an ace: no need to beat
    assert after.tricks[-1].winner == 0


@pytest.mark.parametrize(("second", "winner"), [("9S", 1), ("AH", 0), ("TH", 0), ("KC", 0)])
def test_a_trump_or_a_higher_card_of_the_suit_led_wins_and_of_equal_cards_the_first(second: str, winner: int) -> None:
    state = draw_position(["KC", f"{second} 9H"], turn_up="QS", trick="AH", to_act=1, stock_size=8)
    after = apply(state, Play(card(state, 1, second)))
    assert after.tricks[-1].winner == winner
    assert after.phase is Phase.MELD and after.to_act == winner
    points = {"9S": 11, "AH": 22, "TH": 21, "KC": 15}[second]  # A 11, 10 10, K 4, 9 nothing
    assert after.taken[winner] == points


# ------------------------------------------------------------------ who may meld, and what
def test_only_the_winner_melds_right_after_winning() -> None:
    state = draw_position(["KH QH 9C", "AS"], turn_up="TD", trick="AS", to_act=0, stock_size=8)
    refused(state, MeldCards(cards(state, 0, "KH QH")), Reason.MELD_AFTER_WINNING)  # it lost the trick to come
    won = apply(state, Play(card(state, 0, "9C")))
    assert won.phase is Phase.MELD and won.to_act == 1  # the winner's meld turn, not the loser's


def test_a_meld_scores_lies_on_the_table_and_one_meld_per_trick() -> None:
    state = draw_position(["KH QH KD QD 9C", "AS"], turn_up="TC", phase=Phase.MELD, stock_size=8)
    marriage = cards(state, 0, "KH QH")
    after = apply(state, MeldCards(marriage))
    assert after.melds[0].total == 20 and after.melds[0].melds[-1].kind is MeldKind.MARRIAGE
    assert after.table[0] == sum(1 << c for c in marriage)
    assert after.phase is Phase.MELD and not any(isinstance(a, MeldCards) for a in legal_actions(after))
    refused(after, MeldCards(cards(after, 0, "KD QD")), Reason.ONE_MELD_PER_TRICK)


def test_the_turn_ends_with_the_draw_winner_first_and_the_winner_leads() -> None:
    state = draw_position(["KH QH", "AS"], turn_up="TC", phase=Phase.MELD, stock="9D JC", stock_size=6)
    top, second = state.stock[0], state.stock[1]
    after = apply(state, SkipMeld())
    assert after.hands[0] >> top & 1 and after.hands[1] >> second & 1
    assert after.stock == state.stock[2:]
    assert after.phase is Phase.STOCK and after.to_act == 0 and after.leader == 0


def test_a_meld_must_be_one_meld_of_cards_in_the_hand() -> None:
    state = draw_position(["AS KH QH KH QH KD", "AC"], turn_up="TC", phase=Phase.MELD, stock_size=8)
    refused(state, MeldCards(cards(state, 0, "AS KH")), Reason.NOT_A_MELD)
    refused(state, MeldCards(cards(state, 0, "KH QH KH QH")), Reason.NOT_A_MELD)  # two marriages are two melds
    queen_of_diamonds = parse_kind("QD") * 4  # the opponent's or the stock's
    refused(state, MeldCards(tuple(sorted((card(state, 0, "KD"), queen_of_diamonds)))), Reason.CARD_NOT_IN_HAND)


def test_a_meld_needs_a_card_from_the_hand() -> None:
    # K♠ scored in kings around and Q♠ in a pinochle: both on the table; a marriage of them alone is refused.
    state = draw_position(["9C", "AS"], table=["KS KH KD KC QS JD", ""], melds=[("KS KH KD KC", "QS JD"), ()],
                          turn_up="TH", phase=Phase.MELD, stock_size=8)
    refused(state, MeldCards(cards(state, 0, "KS QS")), Reason.MELD_NEEDS_HAND_CARD)
    assert not any(isinstance(a, MeldCards) for a in legal_actions(state))


def test_royal_marriage_first_then_the_run_scores_150() -> None:
    state = draw_position(["AS TS JS", "AC"], table=["KS QS", ""], melds=[("KS QS",), ()], turn_up="9H",
                          trump="S", phase=Phase.MELD, stock_size=8)
    run = cards(state, 0, "AS TS KS QS JS")
    assert MeldCards(run) in legal_actions(state)
    after = apply(state, MeldCards(run))
    assert after.melds[0].total == 40 + 150


def test_the_run_first_never_later_scores_the_royal_marriage() -> None:
    state = draw_position(["KS", "AC"], table=["AS TS KS QS JS", ""], melds=[("AS TS KS QS JS",), ()],
                          turn_up="9H", trump="S", phase=Phase.MELD, stock_size=8)
    fresh_king = next(c for c in cards(state, 0, "KS KS") if not state.table[0] >> c & 1)
    queen = card(state, 0, "QS")
    err = refused(state, MeldCards(tuple(sorted((fresh_king, queen)))), Reason.REMELD_NOT_HIGHER)
    assert err.card == queen


def test_a_married_queen_cannot_marry_again() -> None:
    state = draw_position(["KH", "AC"], table=["KH QH", ""], melds=[("KH QH",), ()], turn_up="TC",
                          phase=Phase.MELD, stock_size=8)
    kings = cards(state, 0, "KH KH")
    fresh = next(c for c in kings if not state.table[0] >> c & 1)
    refused(state, MeldCards(tuple(sorted((fresh, card(state, 0, "QH"))))), Reason.REMELD_NOT_HIGHER)


def test_a_card_melds_again_in_another_class() -> None:
    state = draw_position(["QH QD QC", "AC"], table=["QS JD", ""], melds=[("QS JD",), ()], turn_up="TC",
                          phase=Phase.MELD, stock_size=8)
    queens = cards(state, 0, "QS QH QD QC")
    assert MeldCards(queens) in legal_actions(state)
    assert apply(state, MeldCards(queens)).melds[0].total == 40 + 60


def test_a_double_pinochle_may_be_built_on_a_pinochle_already_melded() -> None:
    state = draw_position(["QS JD", "AC"], table=["QS JD", ""], melds=[("QS JD",), ()], turn_up="TC",
                          phase=Phase.MELD, stock_size=8)
    double = cards(state, 0, "QS QS JD JD")
    assert apply(state, MeldCards(double)).melds[0].total == 40 + 300


# ------------------------------------------------------------------ the dix
def test_exchanging_the_dix_takes_the_turned_up_trump_and_scores_ten() -> None:
    state = draw_position(["9S KH QH", "AC"], turn_up="AS", phase=Phase.MELD, stock_size=8)
    dix, ace = card(state, 0, "9S"), state.turn_up
    assert ExchangeDix(dix) in legal_actions(state)
    after = apply(state, ExchangeDix(dix))
    assert after.turn_up == dix and after.hands[0] >> ace & 1 and not after.hands[0] >> dix & 1
    assert after.exposed[0] >> ace & 1  # the opponent saw the ace go into the hand
    assert after.melds[0].total == 10 and after.phase is Phase.MELD
    both = apply(after, MeldCards(cards(after, 0, "KH QH")))  # the meld besides the dix: then the draw
    assert both.melds[0].total == 30 and both.phase is Phase.STOCK


def test_showing_the_dix_scores_ten_and_one_dix_per_trick() -> None:
    state = draw_position(["9S 9S", "AC"], turn_up="AS", phase=Phase.MELD, stock_size=8)
    first, second = cards(state, 0, "9S 9S")
    after = apply(state, ShowDix(first))
    assert after.melds[0].total == 10 and after.table[0] >> first & 1
    refused(after, ShowDix(second), Reason.ONE_DIX_PER_TRICK)


def test_no_exchange_without_a_dix_or_when_the_turned_up_card_is_a_dix() -> None:
    state = draw_position(["9H KH", "AC"], turn_up="AS", phase=Phase.MELD, stock_size=8)
    refused(state, ExchangeDix(card(state, 0, "9H")), Reason.NO_DIX)
    dix_up = draw_position(["9S KH", "AC"], turn_up="9S", phase=Phase.MELD, stock_size=8)
    refused(dix_up, ExchangeDix(card(dix_up, 0, "9S")), Reason.NO_EXCHANGE)
    assert ShowDix(card(dix_up, 0, "9S")) in legal_actions(dix_up)


def test_a_dix_scores_once() -> None:
    state = draw_position(["KH", "AC"], table=["9S", ""], melds=[("9S",), ()], turn_up="AS", phase=Phase.MELD,
                          stock_size=8)
    refused(state, ShowDix(card(state, 0, "9S")), Reason.NO_DIX)


# ------------------------------------------------------------------ the last card of the stock, stage 2
def test_after_the_twelfth_trick_the_winner_shows_the_last_card_and_the_loser_takes_the_turned_up_trump() -> None:
    state = draw_position(["KH QH", "AC 9C"], table=["KD QD", ""], melds=[("KD QD",), ()], turn_up="TS",
                          stock="JC", phase=Phase.MELD)
    last, trump_card = state.stock[0], state.turn_up
    assert trump_card is not None
    after = apply(state, MeldCards(cards(state, 0, "KH QH")))  # the winner may still meld
    after = apply(after, SkipMeld())
    assert after.hands[0] >> last & 1 and after.hands[1] >> trump_card & 1
    assert after.stock == () and after.turn_up is None
    assert view(after, 1).exposed[0] >> last & 1  # shown to the opponent
    assert after.phase is Phase.TRICKS and after.to_act == 0 and after.table == (0, 0)  # meld back in hand


def stage_two(hands: list[str], led: str, play_rules: PlayRules = PlayRules.HOYLE) -> GameState:
    rules = dataclasses.replace(TWO, play_rules=play_rules)
    return draw_position(hands, turn_up=None, trump="S", trick=led, to_act=0, phase=Phase.TRICKS, rules=rules)


def test_stage_two_follows_suit_without_having_to_beat_a_plain_lead() -> None:
    state = stage_two(["AH 9H AC 9S", "QC"], led="KH")
    assert {a.card for a in legal_actions(state) if isinstance(a, Play)} == set(cards(state, 0, "AH 9H"))
    refused(state, Play(card(state, 0, "AC")), Reason.MUST_FOLLOW_SUIT)
    apply(state, Play(card(state, 0, "9H")))


def test_stage_two_must_beat_a_trump_lead_and_trump_when_void() -> None:
    trump_led = stage_two(["QS 9S AH", "QC"], led="JS")
    refused(trump_led, Play(card(trump_led, 0, "9S")), Reason.MUST_BEAT_TRUMP)
    void = stage_two(["9S AC", "QC"], led="KH")
    refused(void, Play(card(void, 0, "AC")), Reason.MUST_TRUMP)


def test_stage_two_classic_and_modern_options() -> None:
    classic = stage_two(["AH 9H", "QC"], led="KH", play_rules=PlayRules.CLASSIC)
    refused(classic, Play(card(classic, 0, "9H")), Reason.MUST_BEAT)
    modern = stage_two(["9S AC", "QC"], led="KH", play_rules=PlayRules.MODERN)
    apply(modern, Play(card(modern, 0, "AC")))


# ------------------------------------------------------------------ scoring and the game
def last_trick(scores: tuple[int, int], meld: tuple[str, str], taken: tuple[int, int],
               rules: Rules = TWO) -> GameState:
    """The 24th trick to play, A♥ against 9♣, after melding ``meld`` (cards since played)."""
    state = draw_position(["AH", "9C"], table=[meld[0], meld[1]], melds=[(meld[0],) if meld[0] else (),
                          (meld[1],) if meld[1] else ()], turn_up=None, trump="S", phase=Phase.TRICKS,
                          scores=scores, taken=taken, rules=rules)
    return state.evolve(hands=tuple(h & ~t for h, t in zip(state.hands, state.table, strict=True)), table=(0, 0))


def test_each_player_scores_meld_and_card_points_with_ten_for_the_last_trick() -> None:
    state = last_trick((100, 200), ("KH QH", "QS JD"), (120, 109))
    end = apply(apply(state, Play(card(state, 0, "AH"))), Play(card(state, 1, "9C")))
    result = end.results[-1]
    assert result.trick_points == (120 + 11 + 10, 109) and sum(result.trick_points) == 250
    assert result.meld == (20, 40) and result.points == (161, 149) and result.totals == (261, 349)
    assert result.bidder is None and result.score is None
    assert end.phase is Phase.DEAL and end.dealer == 0  # the deal alternates


@pytest.mark.parametrize(("scores", "winner"), [((900, 800), 0), ((800, 900), 1), ((820, 851), None), ((900, 890), 0)])
def test_the_game_is_to_1000_and_if_both_pass_it_the_higher_wins(scores: tuple[int, int], winner: int | None) -> None:
    state = last_trick(scores, ("", ""), (100, 119))
    end = apply(apply(state, Play(card(state, 0, "AH"))), Play(card(state, 1, "9C")))
    totals = end.results[-1].totals
    assert totals == (scores[0] + 121, scores[1] + 119)
    assert end.winner == winner


def test_an_equal_score_past_the_target_plays_on() -> None:
    state = last_trick((879, 881), ("", ""), (100, 119))
    end = apply(apply(state, Play(card(state, 0, "AH"))), Play(card(state, 1, "9C")))
    assert end.results[-1].totals == (1000, 1000) and end.winner is None and end.phase is Phase.DEAL


def test_declaring_out_wins_when_right_and_loses_when_wrong() -> None:
    rules = dataclasses.replace(TWO, declare_out=True)
    right = last_trick((940, 0), ("KH QH", ""), (40, 0), rules=rules)
    assert DeclareOut() in legal_actions(right)
    won = apply(right, DeclareOut())
    assert won.phase is Phase.GAME_OVER and won.winner == 0 and won.results[-1].declared_out == 0
    wrong = last_trick((900, 0), ("KH QH", ""), (40, 0), rules=rules)
    lost = apply(wrong, DeclareOut())
    assert lost.phase is Phase.GAME_OVER and lost.winner == 1
    refused(last_trick((940, 0), ("", ""), (0, 0)), DeclareOut(), Reason.NO_DECLARE_OUT)
