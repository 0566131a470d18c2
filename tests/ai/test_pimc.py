"""The sampled-deal card search: its score table, and sound choices in positions written in card text."""

from __future__ import annotations

import random

from pinochle_desktop.ai.pimc import Budget, score_table, search_card
from pinochle_desktop.engine import view
from pinochle_desktop.engine.cards import card_text
from tests.helpers.cards import SINGLE, tricks_position

SMALL = Budget(work=4_000, min_samples=8, max_samples=16)


def test_score_table_follows_the_contract() -> None:
    # Seat 0 bid 300 holding 150 meld (team 0); the others melded 60.
    state = tricks_position(SINGLE, ["AS", "AH", "AD", "AC"], trump="S", bid=300, team_meld=(150, 60))
    bidders = score_table(view(state, 0), 0)
    defenders = score_table(view(state, 1), 1)
    total = SINGLE.trick_total
    assert bidders[150] == 300 - (60 + total - 150)  # made exactly: 300 against their 60 + 100
    assert bidders[140] == -300 - (60 + total - 140)  # set by ten
    assert bidders[0] == -300 - (60 + total)
    assert all(bidders[t] + defenders[total - t] == 0 for t in range(total + 1))
    assert all(bidders[t] <= bidders[t + 1] for t in range(total))


def test_cashes_the_last_trump_for_the_last_trick() -> None:
    # Two cards each, trumps spades: seat 0 must cash the ace of trumps before the nine of hearts,
    # or seat 1 (void in hearts) ruffs the nine with the ten of trumps and keeps that counter.
    hands = ["AS 9H", "TS 9D", "JH 9C", "QS JD"]
    state = tricks_position(SINGLE, hands, trump="S", leader=0, bid=250, team_meld=(200, 0))
    result = search_card(view(state, 0), random.Random(1), SMALL)
    assert card_text(result.card) == "AS"


def test_smears_a_counter_on_partners_sure_trick() -> None:
    # Partner (seat 2) led the ace of trumps; seat 3 could not beat it; seat 0 holds a king and a nine.
    hands = ["KH 9D QC", "JH JD JC", "QH JS", "9S KD"]
    state = tricks_position(SINGLE, hands, trump="S", trick="AS TS", leader=2, bid=250, team_meld=(400, 0))
    assert state.to_act == 0
    result = search_card(view(state, 0), random.Random(2), SMALL)
    assert card_text(result.card) in ("KH", "9D", "QC")
    assert card_text(result.card) == "KH", result.means


def test_same_seed_same_search() -> None:
    hands = ["AS KS QH JD 9C", "TS KH QD JC 9S", "AH TH KD QC JS", "AD TD KC TC 9H"]
    state = tricks_position(SINGLE, hands, trump="H", leader=0, bid=250, team_meld=(150, 40))
    first = search_card(view(state, 0), random.Random(5), SMALL)
    again = search_card(view(state, 0), random.Random(5), SMALL)
    assert first == again
