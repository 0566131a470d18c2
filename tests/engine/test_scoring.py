"""Scoring a hand and ending the game: seed 004's worked examples A-E, and each preset's special rules."""

from __future__ import annotations

import pytest

from pinochle_desktop.engine import (
    GameState,
    IllegalAction,
    NameTrump,
    Outcome,
    PassCards,
    Phase,
    Reason,
    Rules,
    Suit,
    ThrowIn,
    apply,
    cards_of,
    legal_actions,
    score_keeper,
)
from pinochle_desktop.engine.game import game_winner
from pinochle_desktop.engine.scoring import ScoreInputError
from tests.helpers.cards import (
    DOUBLE,
    MELD20,
    PASSING,
    SINGLE,
    TENS,
    auction,
    deal_hands,
    play,
    tricks_position,
    trump_position,
)


# ------------------------------------------------------------------ seed 004, through the score keeper
@pytest.mark.parametrize(("example", "args", "bidders", "others", "outcome"), [
    ("A", (60, 34, 22, 31, 19), 65, 0, Outcome.MADE),
    ("B", (75, 41, 17, 28, 22), -75, 22, Outcome.SET),
    ("C", (55, 16, 26), -55, 26, Outcome.BOARD_SET),
    ("D", (100, 45, 18), -100, 0, Outcome.OUT_OF_REACH),
    ("E", (50, 60, 24, 18, 32), -50, 56, Outcome.SET),
])
def test_seed_004_worked_examples_through_the_score_keeper(
    example: str, args: tuple[int, ...], bidders: int, others: int, outcome: Outcome
) -> None:
    score = score_keeper(DOUBLE, *args)
    assert (score.bidders, score.others, score.outcome) == (bidders, others, outcome), example


def test_seed_004_example_a_others_under_20_trick_points_lose_their_meld() -> None:
    score = score_keeper(DOUBLE, 60, 34, 22, 31, 19)
    assert score.others_kept is False
    assert score.bidders_meld_counts and not score.others_meld_counts


def test_seed_004_example_b_others_meld_under_20_but_their_tricks_count() -> None:
    score = score_keeper(DOUBLE, 75, 41, 17, 28, 22)
    assert score.others_kept is True and not score.others_meld_counts
    assert score.others == 22


# ------------------------------------------------------------------ seed 004, through played game states
LAST_TRICK = ("AH", "KH", "JH", "JH")  # led by the bidder, who takes A + K = 2, plus 2 for the last trick


def finish_hand(rules: Rules, *, bidder: int, bid: int, meld: tuple[int, int], tricks: tuple[int, int],
                scores: tuple[int, int] = (0, 0), last_trick: tuple[str, ...] = LAST_TRICK,
                last_points: int = 4) -> GameState:
    """Play the last trick of a hand whose bidders (team of ``bidder``) end with meld and trick points
    (bidders first, then others) as given."""
    bidders = bidder % 2
    by_team = [0, 0]
    by_team[bidders], by_team[1 - bidders] = meld
    taken = [0, 0]
    taken[bidders], taken[1 - bidders] = tricks[0] - last_points, tricks[1]
    hands = ["", "", "", ""]
    for i, card in enumerate(last_trick):
        hands[(bidder + i) % 4] = card
    state = tricks_position(rules, hands, trump="S", leader=bidder, bidder=bidder, bid=bid,
                            team_meld=(by_team[0], by_team[1]), taken=(taken[0], taken[1]), scores=scores)
    return play(state, *last_trick)


def points_of(state: GameState) -> tuple[int, int]:
    """(bidders, others) points of the last hand."""
    result = state.last_result
    assert result is not None
    bidders = result.bidders
    return result.points[bidders], result.points[1 - bidders]


@pytest.mark.parametrize("bidder", [0, 1])
def test_seed_004_example_a_played(bidder: int) -> None:
    state = finish_hand(DOUBLE, bidder=bidder, bid=60, meld=(34, 22), tricks=(31, 19))
    result = state.last_result
    assert result is not None
    assert result.trick_points is not None and sum(result.trick_points) == 50
    assert result.score.outcome is Outcome.MADE
    assert points_of(state) == (65, 0)


def test_seed_004_example_b_played() -> None:
    state = finish_hand(DOUBLE, bidder=2, bid=75, meld=(41, 17), tricks=(28, 22))
    assert state.last_result is not None and state.last_result.score.outcome is Outcome.SET
    assert points_of(state) == (-75, 22)
    assert state.scores == (-75, 22)


def test_seed_004_example_e_played() -> None:
    state = finish_hand(DOUBLE, bidder=3, bid=50, meld=(60, 24), tricks=(18, 32))
    assert state.last_result is not None and state.last_result.score.outcome is Outcome.SET
    assert points_of(state) == (-50, 56)


def test_seed_004_example_c_board_set_after_naming_trump() -> None:
    """Bidders meld 16 (under 20): the hand ends after the meld; the others score their 26."""
    state = trump_position(DOUBLE, ["KH QH AS AH AD AC KS QS", "KS QS KH QH KD QD KC QC", "", "KC QC"], bid=55)
    state = apply(state, NameTrump(Suit.HEARTS))
    result = state.last_result
    assert result is not None
    assert result.meld == (16, 26)
    assert result.score.outcome is Outcome.BOARD_SET
    assert result.trick_points is None
    assert points_of(state) == (-55, 26)
    assert state.phase is Phase.DEAL


@pytest.mark.parametrize(("rules", "bidders_meld"), [(DOUBLE, 45), (MELD20, 46)], ids=["double-deck", "meld20"])
def test_seed_004_example_d_out_of_reach_after_naming_trump(rules: Rules, bidders_meld: int) -> None:
    """Meld 45 + all 50 trick points cannot reach 100: not played; the others' 18 does not count."""
    bidder = "AH TH KH QH JH AS AD AC KS KD KC QS QD QC"
    state = trump_position(rules, [bidder, "KS QS KD QD KC QC JD", "", "KS KH KD KC"], bid=100)
    state = apply(state, NameTrump(Suit.HEARTS))
    result = state.last_result
    assert result is not None
    assert result.meld == (bidders_meld, 18)
    assert result.score.outcome is Outcome.OUT_OF_REACH
    assert points_of(state) == (-100, 0)


def test_bid_within_reach_is_played_in_double_deck() -> None:
    bidder = "AH TH KH QH JH AS AD AC KS KD KC QS QD QC"
    state = trump_position(DOUBLE, [bidder, "", "", ""], bid=95)  # 45 + 50 = 95 reaches 95
    assert apply(state, NameTrump(Suit.HEARTS)).phase is Phase.TRICKS


# ------------------------------------------------------------------ made and set
def test_made_scores_everything_not_just_the_bid() -> None:
    state = finish_hand(DOUBLE, bidder=0, bid=50, meld=(40, 20), tricks=(30, 20))
    assert points_of(state) == (70, 40)


def test_single_deck_set_loses_the_bid_others_score_meld_and_tricks() -> None:
    state = finish_hand(SINGLE, bidder=1, bid=400, meld=(100, 60), tricks=(150, 100),
                        last_trick=("AH", "KH", "9H", "9H"), last_points=30)
    assert state.last_result is not None and state.last_result.score.outcome is Outcome.SET
    assert points_of(state) == (-400, 160)


def test_single_deck_made_exactly() -> None:
    state = finish_hand(SINGLE, bidder=0, bid=300, meld=(150, 0), tricks=(150, 100),
                        last_trick=("AH", "KH", "9H", "9H"), last_points=30)
    assert points_of(state) == (300, 100)


def test_single_deck_team_without_a_trick_point_keeps_no_meld() -> None:
    """To keep meld a team must take a counter or the last trick."""
    state = finish_hand(SINGLE, bidder=0, bid=250, meld=(100, 80), tricks=(250, 0),
                        last_trick=("AH", "KH", "9H", "9H"), last_points=30)
    assert points_of(state) == (350, 0)
    state = finish_hand(SINGLE, bidder=0, bid=250, meld=(100, 80), tricks=(240, 10),
                        last_trick=("AH", "KH", "9H", "9H"), last_points=30)
    assert points_of(state) == (340, 90)


def test_single_deck_bidders_without_a_trick_point_are_set_whatever_their_meld() -> None:
    state = tricks_position(SINGLE, ["9H", "AH", "9H", "KH"], trump="S", bidder=0, bid=250,
                            team_meld=(400, 0), taken=(0, 220))
    state = play(state, "9H", "AH", "9H", "KH")
    assert points_of(state) == (-250, 250)


def test_double_deck_bidders_under_20_trick_points_are_set() -> None:
    score = score_keeper(DOUBLE, 50, 100, 20, 19, 31)
    assert (score.outcome, score.bidders, score.others) == (Outcome.SET, -50, 51)


def test_tens_keep_rule_is_a_counter_or_the_last_trick() -> None:
    assert score_keeper(TENS, 500, 400, 100, 490, 10).others == 110
    assert score_keeper(TENS, 500, 400, 100, 500, 0).others == 0


# ------------------------------------------------------------------ single-deck-passing: the dix saves itself
def test_single_deck_passing_dix_scores_even_without_a_trick_point() -> None:
    shown = ["", "9S KH QH", "", ""]  # the others showed a dix and a marriage
    for rules, others in ((PASSING, 10), (SINGLE, 0)):
        state = tricks_position(rules, ["AH", "KH", "9D", "9D"], trump="S", bidder=0, bid=250,
                                meld_hands=shown, taken=(220, 0))
        assert state.side_meld == (0, 30)
        state = play(state, "AH", "KH", "9D", "9D")
        assert points_of(state) == (250, others), rules.name


def test_dix_of_both_nines_saves_20() -> None:
    state = tricks_position(PASSING, ["AH", "KH", "9D", "9D"], trump="S", bidder=0, bid=250,
                            meld_hands=["", "9S 9S", "", ""], taken=(220, 0))
    assert points_of(play(state, "AH", "KH", "9D", "9D")) == (250, 20)


# ------------------------------------------------------------------ throw-in and out of reach
def throw_in_position(rules: Rules, bid: int, meld: tuple[int, int]) -> GameState:
    low = "9" if rules.deck.copies == 2 else "J"
    hands = ["AH QD", "KH QD", f"{low}H {low}C", f"{low}H {low}C"]
    return tricks_position(rules, hands, trump="S", bidder=0, bid=bid, team_meld=meld)


def test_single_deck_bidder_may_throw_in_when_out_of_reach() -> None:
    state = throw_in_position(SINGLE, 500, (240, 60))  # 240 + 250 = 490 < 500
    assert ThrowIn() in legal_actions(state)
    after = apply(state, ThrowIn())
    result = after.last_result
    assert result is not None
    assert result.score.outcome is Outcome.THROWN_IN
    assert result.trick_points is None
    assert points_of(after) == (-500, 60), "bidders lose the bid, the others score their meld"


def test_single_deck_bidder_out_of_reach_may_play_on() -> None:
    state = throw_in_position(SINGLE, 500, (240, 60))
    assert play(state, "AH").trick


def test_single_deck_no_throw_in_when_the_bid_is_reachable() -> None:
    state = throw_in_position(SINGLE, 490, (240, 60))  # 240 + 250 = 490 reaches 490
    assert ThrowIn() not in legal_actions(state)
    snapshot = state.evolve()
    with pytest.raises(IllegalAction) as info:
        apply(state, ThrowIn())
    assert info.value.reason is Reason.NO_THROW_IN
    assert state == snapshot


def test_single_deck_no_throw_in_after_the_first_lead() -> None:
    state = play(throw_in_position(SINGLE, 500, (240, 60)), "AH")
    assert ThrowIn() not in legal_actions(state)
    with pytest.raises(IllegalAction, match="throwing in is allowed only"):
        apply(state, ThrowIn())


@pytest.mark.parametrize("rules", [PASSING, DOUBLE, MELD20, TENS], ids=lambda r: r.name)
def test_no_throw_in_in_other_presets(rules: Rules) -> None:
    state = throw_in_position(rules, rules.ladder()[-1], (0, 0))
    assert ThrowIn() not in legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, ThrowIn())


@pytest.mark.parametrize("rules", [PASSING, TENS], ids=lambda r: r.name)
def test_out_of_reach_hand_is_not_played_in_passing_presets(rules: Rules) -> None:
    bid = next(b for b in rules.ladder() if b > 3 * rules.trick_total)
    state = deal_hands(rules, ["", "", "", ""], dealer=3, seed=2)
    state = auction(state, bid, "pass", "pass", "pass")
    state = apply(state, NameTrump(Suit.HEARTS))
    state = apply(state, PassCards(cards_of(state.hands[2])[: rules.cards_passed]))
    state = apply(state, PassCards(cards_of(state.hands[0])[: rules.cards_passed]))
    result = state.last_result
    assert result is not None, "the hand ends before the first lead"
    assert result.score.outcome is Outcome.OUT_OF_REACH
    assert result.trick_points is None
    assert points_of(state) == (-bid, result.meld[1]), "bidders lose the bid, the others score their meld"


def test_meld20_board_set_and_out_of_reach_like_double_deck() -> None:
    state = trump_position(MELD20, ["KH QH AS AH AD AC KS QS", "KS QS KH QH KD QD KC QC", "", "KC QC"], bid=55)
    assert points_of(apply(state, NameTrump(Suit.HEARTS))) == (-55, 26)
    assert score_keeper(MELD20, 100, 44, 18).outcome is Outcome.OUT_OF_REACH  # 45 is no run16 total: no triple run


def test_score_keeper_checks_throw_in() -> None:
    assert score_keeper(SINGLE, 500, 240, 60, thrown_in=True).outcome is Outcome.THROWN_IN
    with pytest.raises(ScoreInputError, match="may throw in only when meld 240 and all 250 trick points cannot"):
        score_keeper(SINGLE, 490, 240, 60, thrown_in=True)
    with pytest.raises(ScoreInputError):
        score_keeper(PASSING, 600, 100, 60, thrown_in=True)


def test_score_keeper_checks_the_figures() -> None:
    with pytest.raises(ScoreInputError, match="trick points must add up to 50"):
        score_keeper(DOUBLE, 60, 34, 22, 31, 20)
    with pytest.raises(ScoreInputError, match="bid 62 is not on the bid ladder"):
        score_keeper(DOUBLE, 62, 34, 22, 31, 19)
    with pytest.raises(ScoreInputError, match="meld is under 20: the hand is not played [(]board set[)]") as info:
        score_keeper(DOUBLE, 55, 16, 26, 30, 20)
    assert info.value.entry == "ending"
    with pytest.raises(ScoreInputError, match="leave out the trick points"):
        score_keeper(DOUBLE, 55, 16, 26, 30, 20, not_played=True)


# ------------------------------------------------------------------ the end of the game
def test_bidder_out_both_teams_cross_bidders_win_with_the_lower_score() -> None:
    """Seed 004: bidders end on 505 and the others on 530: the bidders win."""
    state = finish_hand(DOUBLE, bidder=0, bid=50, meld=(30, 20), tricks=(25, 25), scores=(450, 490))
    assert state.scores == (505, 535)
    assert state.phase is Phase.GAME_OVER
    assert state.winner == 0
    assert game_winner(DOUBLE, (450, 490), (505, 530), bidders=0) == 0
    assert game_winner(SINGLE, (1400, 1450), (1500, 1700), bidders=1) == 1
    assert game_winner(SINGLE, (1400, 1450), (1700, 1600), bidders=1) == 1


def test_others_alone_crossing_win() -> None:
    state = finish_hand(DOUBLE, bidder=0, bid=60, meld=(30, 40), tricks=(25, 25), scores=(450, 490))
    assert state.scores == (390, 555)
    assert state.winner == 1 and state.phase is Phase.GAME_OVER


def test_game_goes_on_below_the_target() -> None:
    state = finish_hand(DOUBLE, bidder=0, bid=50, meld=(30, 20), tricks=(25, 25), scores=(100, 100))
    assert state.phase is Phase.DEAL and state.winner is None
    assert state.dealer == 0, "the next dealer is left of this one"


def test_single_deck_game_to_1500() -> None:
    state = finish_hand(SINGLE, bidder=0, bid=250, meld=(100, 0), tricks=(200, 50), scores=(1200, 0),
                        last_trick=("AH", "KH", "9H", "9H"), last_points=30)
    assert state.scores == (1500, 50)
    assert state.winner == 0


def test_double_deck_falling_to_minus_1000_loses() -> None:
    state = finish_hand(DOUBLE, bidder=1, bid=50, meld=(20, 20), tricks=(10, 40), scores=(0, -950))
    assert state.scores == (60, -1000)
    assert state.phase is Phase.GAME_OVER
    assert state.winner == 0


def test_other_presets_have_no_losing_score() -> None:
    state = finish_hand(MELD20, bidder=1, bid=50, meld=(20, 20), tricks=(10, 40), scores=(0, -950))
    assert state.phase is Phase.DEAL and state.winner is None


def test_meld20_once_both_have_400_a_team_goes_out_only_on_its_own_bid() -> None:
    # The others reach 530 but did not hold the bid: play on.
    state = finish_hand(MELD20, bidder=0, bid=60, meld=(30, 40), tricks=(25, 25), scores=(450, 465))
    assert state.scores == (390, 530)
    assert state.phase is Phase.DEAL and state.winner is None
    # In double-deck (no such rule) the same hand ends the game.
    same = finish_hand(DOUBLE, bidder=0, bid=60, meld=(30, 40), tricks=(25, 25), scores=(450, 465))
    assert same.winner == 1


def test_meld20_below_400_the_others_may_still_go_out() -> None:
    state = finish_hand(MELD20, bidder=0, bid=60, meld=(30, 40), tricks=(25, 25), scores=(390, 465))
    assert state.winner == 1


def test_meld20_bidders_go_out_on_their_bid() -> None:
    state = finish_hand(MELD20, bidder=0, bid=50, meld=(30, 20), tricks=(25, 25), scores=(450, 480))
    assert state.scores == (505, 525)
    assert state.winner == 0


def test_actions_after_the_game_are_refused() -> None:
    state = finish_hand(DOUBLE, bidder=0, bid=50, meld=(30, 20), tricks=(25, 25), scores=(450, 490))
    assert legal_actions(state) == ()
    with pytest.raises(IllegalAction) as info:
        apply(state, ThrowIn())
    assert info.value.reason is Reason.GAME_OVER
