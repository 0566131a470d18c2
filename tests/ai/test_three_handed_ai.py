"""Computer players at three-handed Pinochle: bidding with the widow, the bury, conceding, card counting,
sampled deals and the search's view of the two players against the bidder."""

from __future__ import annotations

import random

from pinochle_desktop.ai import ExpertPlayer, make_player
from pinochle_desktop.ai.basic import BasicPlayer
from pinochle_desktop.ai.knowledge import knowledge_of
from pinochle_desktop.ai.pimc import Budget, score_table, trick_rules
from pinochle_desktop.ai.sampling import sample_hands
from pinochle_desktop.ai.widow import choose_bury, contract_seating, trick_estimate
from pinochle_desktop.engine import (
    Bid,
    Bury,
    NameTrump,
    Pass,
    Phase,
    Play,
    Suit,
    TakeWidow,
    ThrowIn,
    apply,
    cards_of,
    legal_play_cards,
    view,
)
from pinochle_desktop.engine.cards import SUIT_MASK, card_text
from pinochle_desktop.engine.game import bury_options
from pinochle_desktop.engine.match import deal_for
from pinochle_desktop.engine.state import new_game
from tests.helpers.cards import THREE, hand
from tests.helpers.three import dealt

STRONG = "AH AH TH KH QH JH 9H AS AD AC KD QD QS JD KS"  # hearts run, aces around, marriages, pinochle
WEAK = "9S JS 9C JC QC 9D JD TD TS 9H JH QH TC QD KC"


def at_bury(south: str, widow: str, bid: int, trump: Suit):  # type: ignore[no-untyped-def]
    state = dealt([south, None, None], widow, seed=3)
    for action in (Bid(bid), Pass(), Pass(), TakeWidow(), NameTrump(trump)):
        state = apply(state, action)
    assert state.phase is Phase.BURY
    return state


def test_the_defenders_play_as_one_side_against_the_bidder_in_the_search() -> None:
    seating = contract_seating(3, 1)
    assert seating.side_of == (1, 0, 1)
    assert seating.partner == (2, None, 0)
    assert seating.opponents(0) == (1,) and seating.opponents(1) == (2, 0)


def test_basic_bids_a_strong_hand_and_passes_a_weak_one() -> None:
    strong = dealt([STRONG, None, None], "9D TC JC", seed=1)
    weak = dealt([WEAK, None, None], "9D AC JC", seed=1)
    player = BasicPlayer(random.Random(1))
    assert player.choose(view(strong, 0)) == Bid(300)
    assert player.choose(view(weak, 0)) == Pass()
    assert player.max_bid(view(strong, 0)) > 400  # meld alone is 150 + 100 + 40 + 40 + 20 ...


def test_the_widow_counts_in_the_bid() -> None:
    """A hand one card short of a run and aces around is worth more than its own meld and tricks."""
    south = "TH KH QH JH AS AD KS QS KC QC 9C 9D JS JC 9S"
    state = dealt([south, None, None], "9H TD TC", seed=2)
    player = BasicPlayer(random.Random(2))
    own = max(player_meld_and_tricks(hand(south), s) for s in Suit)
    assert player.widow_value(view(state, 0)) > own + 20


def player_meld_and_tricks(cards: int, trump: Suit) -> float:
    from pinochle_desktop.engine.meld import meld_points

    return meld_points(cards, trump, THREE) + trick_estimate(cards, trump, THREE)


def test_basic_buries_to_keep_trumps_void_a_side_suit_and_bank_a_lone_ten() -> None:
    south = "AH TH KH QH JH 9H AS KS QS AD JD 9C TC KC QC"
    state = at_bury(south, "9H AC TD", 300, Suit.HEARTS)
    bury = choose_bury(state.hands[0], state.melds[0].cards, Suit.HEARTS, 3)
    buried = {card_text(c) for c in bury}
    assert not any(card_text(c).endswith("H") for c in bury)  # no trump
    assert bury in bury_options(state)  # nothing its meld needs
    left = state.hands[0] & ~sum(1 << c for c in bury)
    assert any(not left & SUIT_MASK[s] for s in (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)) or "TD" in buried


def test_basic_concedes_a_hopeless_contract_and_plays_a_good_one() -> None:
    hopeless = at_bury(WEAK, "9D 9C JC", 600, Suit.DIAMONDS)
    assert BasicPlayer(random.Random(1)).choose(view(hopeless, 0)) == ThrowIn()
    good = at_bury(STRONG, "9D TC JC", 300, Suit.HEARTS)
    assert isinstance(BasicPlayer(random.Random(1)).choose(view(good, 0)), Bury)


def test_the_expert_concedes_a_hopeless_contract_and_buries_a_good_one() -> None:
    expert = make_player("expert", random.Random(4))
    assert expert.choose(view(at_bury(WEAK, "9D 9C JC", 600, Suit.DIAMONDS), 0)) == ThrowIn()
    good = at_bury(STRONG, "9D TC JC", 300, Suit.HEARTS)
    action = expert.choose(view(good, 0))
    assert isinstance(action, Bury) and action.cards in bury_options(good)  # never a card its meld needs


def played_to_tricks(seed: int):  # type: ignore[no-untyped-def]
    """A three-handed hand played by basic players up to the fourth trick."""
    rng = random.Random(seed)
    state = new_game(THREE, seed % 3)
    state = apply(state, deal_for(state, seed))
    players = [BasicPlayer(random.Random(rng.random())) for _ in range(3)]
    while state.phase is not Phase.DEAL and len(state.tricks) < 4:
        assert state.to_act is not None
        state = apply(state, players[state.to_act].choose(view(state, state.to_act)))
    return state


def test_defenders_know_the_widow_is_with_the_bidder_or_buried() -> None:
    checked = 0
    for seed in range(12):
        state = played_to_tricks(seed)
        if state.phase is not Phase.TRICKS:
            continue
        bidder = state.bidder
        assert bidder is not None
        for seat in range(3):
            know = knowledge_of(view(state, seat))
            if seat != bidder:
                for other in range(3):
                    if other != bidder:
                        assert not know.possible[other] & state.widow
            else:
                assert not know.unseen & state.buried  # the bidder knows what it buried
        checked += 1
    assert checked >= 6


def test_sampled_deals_keep_sizes_the_widow_and_the_buried_cards_straight() -> None:
    rng = random.Random(9)
    for seed in range(8):
        state = played_to_tricks(seed)
        if state.phase is not Phase.TRICKS:
            continue
        bidder = state.bidder
        for seat in range(3):
            me = view(state, seat)
            hands = sample_hands(me, knowledge_of(me), rng)
            assert [h.bit_count() for h in hands] == list(me.hand_sizes)
            assert hands[seat] == me.hand
            for other in range(3):
                if other not in (seat, bidder):
                    assert not hands[other] & state.widow
            if seat == bidder:
                assert not any(h & state.buried for h in hands)


def test_after_a_freak_bury_from_the_meld_the_defenders_deal_the_bidder_a_full_hand_not_more() -> None:
    # 17 of the bidder's 18 cards are shown in meld, so two of its three buried cards come from the meld;
    # its meld is then the best of the 15 cards it keeps, so every card still shown is in its hand
    state = at_bury("AH TH KH QH JH AS AD AC KS KD KC QS QD QC JS", "JD JC 9C", 300, Suit.HEARTS)
    assert state.melds[0].cards.bit_count() == 17
    state = apply(state, Bury(bury_options(state)[0]))
    assert state.phase is Phase.TRICKS and not state.melds[0].cards & state.buried
    assert not state.melds[0].cards & ~state.hands[0]
    rng = random.Random(4)
    for seat in (1, 2):
        me = view(state, seat)
        for _ in range(20):
            hands = sample_hands(me, knowledge_of(me), rng)
            assert [h.bit_count() for h in hands] == list(me.hand_sizes)
            assert not hands[3 - seat] & state.melds[0].cards  # shown cards are the bidder's or buried
    expert = ExpertPlayer(Budget(work=20_000, max_samples=12))
    while state.phase is Phase.TRICKS:  # the search runs through the hand on these deals without a fault
        assert state.to_act is not None
        state = apply(state, expert.choose(view(state, state.to_act)))


def test_the_search_scores_the_bidder_and_each_defender_alone() -> None:
    state = played_to_tricks(3)
    assert state.phase is Phase.TRICKS and state.bidder is not None
    bidder = state.bidder
    defender = next(s for s in range(3) if s != bidder)
    bid = state.high_bid or 0
    seen = view(state, bidder)
    table = score_table(seen, trick_rules(seen).seating.side_of[bidder])
    assert all(b >= a for a, b in zip(table, table[1:], strict=False))  # more tricks never hurt
    meld = state.melds[bidder].total
    made_at = max(0, bid - meld)
    if 0 < made_at <= 250:
        assert table[made_at] - table[made_at - 1] > 100  # making the bid is worth the bid and more
    mine = view(state, defender)
    defence = score_table(mine, trick_rules(mine).seating.side_of[defender])
    assert defence[250] > defence[0]


def test_players_choose_legal_actions_through_whole_hands() -> None:
    for level in ("basic", "hard", "expert", "easy", "random"):
        rng = random.Random(level)
        state = new_game(THREE, 0)
        state = apply(state, deal_for(state, 7))
        players = [ExpertPlayer(Budget(work=300, min_samples=2, max_samples=4), name=level,
                                bury_samples=3, bury_candidates=2)
                   if level in ("hard", "expert") else make_player(level, random.Random(s)) for s in range(3)]
        while state.phase is not Phase.DEAL:
            assert state.to_act is not None
            action = players[state.to_act].choose(view(state, state.to_act))
            state = apply(state, action)  # the engine refuses anything illegal
            if state.phase is Phase.TRICKS and state.trick:
                assert legal_play_cards(state) or not cards_of(state.hands[state.to_act or 0])
        assert state.results and rng is not None


def test_a_player_sees_only_its_view_with_a_widow() -> None:
    rng = random.Random(5)
    for seed in range(6):
        state = played_to_tricks(seed)
        if state.phase is not Phase.TRICKS or state.to_act is None:
            continue
        seat = state.to_act
        me = view(state, seat)
        twin = state.evolve(hands=sample_hands(me, knowledge_of(me), rng))
        if seat != state.bidder:  # the buried cards may differ too: what is left over
            assert view(twin, seat) == me
        for level in ("basic", "expert"):
            a = make_player(level, random.Random(3), work=400).choose(me)
            b = make_player(level, random.Random(3), work=400).choose(view(twin, seat))
            assert a == b and isinstance(a, Play)
