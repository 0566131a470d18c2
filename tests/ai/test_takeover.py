"""Partners never bid each other up: a takeover from partner, with the opponents out, is a decision of
its own (basic: a clear margin over partner's showing; expert: simulated both ways), and a partner who
was taken over does not take it back.  Positions are written in card text."""

from __future__ import annotations

import random

from pinochle_desktop.ai import BasicPlayer, make_player
from pinochle_desktop.ai.auction_evidence import evidence_of, shown_floor
from pinochle_desktop.ai.takeover import basic_takes_over, taken_from, takeover_spot
from pinochle_desktop.engine import Bid, Pass, apply, view
from pinochle_desktop.engine.state import GameState
from tests.helpers.cards import SINGLE, deal_hands

MONSTER = "AS TS KS QS JS 9S AH AD AC KH QH"  # a run in spades, three side aces: a hand to play itself
MELD_ONLY = "AS AH AD AC KS KH KD KC QS JD 9C 9D"  # aces and kings around, a pinochle: meld, no long suit
HEARTS_RUN = "AH TH KH QH JH 9H AD KD QS JD AC 9C"


def position(hands: list[str], *calls: int | str, dealer: int = 2) -> GameState:
    """A single-deck auction (seat ``dealer + 1`` calls first) after these calls: ints bid, "pass" passes."""
    state = deal_hands(SINGLE, hands, dealer=dealer, seed=4)
    for call in calls:
        state = apply(state, Pass() if call == "pass" else Bid(int(call)))
    return state


def expert():
    return make_player("expert", random.Random(1), time_limit=None)


def test_a_takeover_spot_is_partner_holding_with_both_opponents_out() -> None:
    # Dealer North (2): East passes, South bids 250, West passes: North's partner holds, both opponents out.
    state = position(["", "", MONSTER, ""], "pass", 250, "pass")
    assert state.to_act == 2 and takeover_spot(view(state, 2))
    # One opponent still to call: a bid still fights for the contract.
    early = position(["", "", "", ""], 250, "pass", dealer=3)
    assert early.to_act == 2 and not takeover_spot(view(early, 2))


def test_a_takeover_is_read_as_a_hand_clearly_better_than_partner_showed() -> None:
    state = position(["", "", MONSTER, ""], "pass", 250, "pass", 260)  # North takes it from South
    facts = {e.seat: e for e in evidence_of(view(state, 1))}
    assert facts[2].at_least == 250 + 0.1 * SINGLE.trick_total
    assert shown_floor(view(state, 1), 0) == 250
    assert taken_from(view(state, 0)) == 250  # South's own 250 is what North took
    assert taken_from(view(state, 1)) is None


def test_basic_takes_over_only_clear_of_partners_showing() -> None:
    state = position(["", "", MONSTER, ""], "pass", 250, "pass")
    v = view(state, 2)
    margin = 0.1 * SINGLE.trick_total
    assert not basic_takes_over(v, 250 + margin - 1)  # clears the next rung (260), not partner's 250 + margin
    assert basic_takes_over(v, 250 + margin)
    assert BasicPlayer().choose(v) == Bid(260)  # the monster is far clear


def test_basic_passes_plain_when_its_hand_is_not_clearly_stronger() -> None:
    weak = "9S JH JD 9C 9H JS JC 9D QH QC TS TD"
    state = position(["", "", weak, ""], "pass", 250, "pass")
    assert BasicPlayer().choose(view(state, 2)) == Pass()  # no help: the auction is over, nothing to tell


def test_basic_never_takes_back_what_partner_took_from_it() -> None:
    # South bid 250, North took it over at 260: South holds a run in hearts, a limit far above 270.
    state = position([HEARTS_RUN, "", MONSTER, ""], "pass", 250, "pass", 260)
    v = view(state, 0)
    assert takeover_spot(v)
    player = BasicPlayer()
    assert player.max_bid(v) >= 270 + 2 * 0.1 * SINGLE.trick_total
    assert player.choose(v) == Pass()


def test_expert_takes_over_with_a_hand_to_play_itself() -> None:
    state = position(["", "", MONSTER, ""], "pass", 250, "pass")
    assert expert().choose(view(state, 2)) == Bid(260)


def test_expert_does_not_take_over_for_meld_that_counts_whoever_plays() -> None:
    """Aces and kings around score for the team whoever holds the contract: no reason to take it,
    though the basic player's limit (and its rule) would."""
    state = position(["", "", MELD_ONLY, ""], "pass", 250, "pass")
    v = view(state, 2)
    assert BasicPlayer().choose(v) == Bid(260)
    assert expert().choose(v) == Pass()


def test_expert_does_not_take_back_what_partner_took_from_it() -> None:
    """South's limit is far above the next rung, but North took the contract from it, saying its own
    hand plays it better: South leaves it there."""
    state = position([HEARTS_RUN, "", MONSTER, ""], "pass", 250, "pass", 260)
    v = view(state, 0)
    player = expert()
    assert player.basic.max_bid(v) >= 300  # type: ignore[attr-defined]
    assert player.choose(v) == Pass()
