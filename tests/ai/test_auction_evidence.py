"""The auction as evidence: calls shape the deals the expert imagines, and it bids by simulation."""

from __future__ import annotations

import random

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.auction_evidence import (
    EvidenceSampler,
    auction_hands,
    evidence_of,
    log_likelihood,
)
from pinochle_desktop.ai.bid_sim import simulated_limit
from pinochle_desktop.ai.trump_sim import deal_others
from pinochle_desktop.engine import (
    Bid,
    NameTrump,
    Pass,
    PassCards,
    Phase,
    Play,
    Suit,
    apply,
    legal_actions,
    parse_cards,
    view,
)
from pinochle_desktop.engine.cards import Rank, kind_count, kind_id
from tests.helpers.cards import SINGLE, deal_hands

MONSTER = "AS AS TS TS KS KS QS QS JS JS AH AD"
RUBBISH = "9S 9S 9H 9H 9D 9C 9C JH JH JC TC TD"  # no ace, king or queen: nothing to build on


def after_calls(calls, hands=("", "", "", ""), dealer=3, seed=0):
    """A single-deck state (seat 0 first to call) after these calls, in seat order."""
    state = deal_hands(SINGLE, hands, dealer=dealer, seed=seed)
    for call in calls:
        state = apply(state, call)
    return state


def test_a_bid_and_a_pass_are_read_as_bounds_on_the_hand() -> None:
    state = after_calls([Bid(300), Pass()])  # South bids 300, West passes with 310 to go
    facts = {e.seat: e for e in evidence_of(view(state, 2))}
    assert facts[0].at_least == 300 and facts[0].below is None
    assert facts[1].below == 310 and facts[1].at_least is None
    assert 3 not in facts  # East has not called


def test_passing_while_partner_holds_the_bid_says_little() -> None:
    state = after_calls([Bid(250), Pass(), Pass()])  # North passes over partner South's bid
    facts = {e.seat: e for e in evidence_of(view(state, 3))}
    assert 2 not in facts


def test_a_strong_hand_explains_a_high_bid_better_than_rubbish() -> None:
    state = after_calls([Bid(400)])
    v = view(state, 1)
    evidence = evidence_of(v)
    strong = parse_cards(MONSTER, SINGLE.deck)
    weak = parse_cards(RUBBISH, SINGLE.deck)
    assert log_likelihood((strong, 0, 0, 0), evidence, SINGLE) > log_likelihood((weak, 0, 0, 0), evidence, SINGLE) + 3


def test_sampled_deals_give_a_high_bidder_more_aces_and_meld() -> None:
    """Over many seeded deals, weighting by the auction moves aces towards the seat that bid 400."""
    state = after_calls([Bid(400), Pass(), Pass()])
    v = view(state, 3)  # East, who has seen South bid 400 and West and North pass

    def south_aces(draw) -> float:
        total = 0
        for _ in range(300):
            hands = draw()
            total += sum(kind_count(hands[0], kind_id(s, Rank.ACE)) for s in range(4))
        return total / 300

    rng = random.Random(5)
    plain = south_aces(lambda: tuple(deal_others(v, rng)))
    weighted = south_aces(EvidenceSampler(v, lambda: tuple(deal_others(v, rng)), rng, candidates=6))
    assert weighted > plain + 0.15


def test_auction_hands_put_played_cards_back_and_undo_the_passes_a_seat_saw() -> None:
    state = after_calls([Pass(), Pass(), Pass()])  # the dealer (East) is stuck
    dealt = state.hands
    state = apply(state, NameTrump(Suit.SPADES))
    while state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
        state = apply(state, next(a for a in legal_actions(state) if isinstance(a, PassCards)))
    bidder = state.to_act
    assert bidder == 3
    after_passing = state.hands
    state = apply(state, next(a for a in legal_actions(state) if isinstance(a, Play)))
    # An opponent never saw the passes: it gets the bidder's hand as it was after them.
    assert auction_hands(view(state, 0), state.hands)[bidder] == after_passing[bidder]
    # The bidder's partner gave and got the passed cards: it gets the hands as dealt.
    assert auction_hands(view(state, 1), state.hands) == dealt


def test_a_monster_bids_far_above_the_minimum_and_rubbish_not_at_all() -> None:
    monster = view(deal_hands(SINGLE, [MONSTER, "", "", ""], seed=2), 0)
    rubbish = view(deal_hands(SINGLE, [RUBBISH, "", "", ""], seed=2), 0)
    high = simulated_limit(monster, random.Random(1), 16, 0.0)
    assert high is not None and high >= SINGLE.min_bid + 100
    assert simulated_limit(rubbish, random.Random(1), 16, 0.0) is None


def test_the_expert_bids_by_simulation_deterministically() -> None:
    state = deal_hands(SINGLE, [MONSTER, "", "", ""], seed=2)
    first = make_player("expert", random.Random(9), time_limit=None).choose(view(state, 0))
    again = make_player("expert", random.Random(9), time_limit=None).choose(view(state, 0))
    assert isinstance(first, Bid) and first == again


def test_later_calls_of_a_hand_reuse_the_deals_simulated_for_the_first() -> None:
    state = deal_hands(SINGLE, [MONSTER, "", "", ""], seed=2)
    expert = make_player("expert", random.Random(9), time_limit=None)
    first = expert.choose(view(state, 0))
    deals = expert.basic._deals  # type: ignore[attr-defined]
    assert isinstance(first, Bid)
    state = apply(state, first)
    state = apply(state, Bid(first.amount + 10))  # West overcalls, North and East pass: South again
    state = apply(state, Pass())
    state = apply(state, Pass())
    assert state.phase is Phase.AUCTION and state.to_act == 0
    expert.choose(view(state, 0))
    assert expert.basic._deals is deals  # type: ignore[attr-defined]
    next_hand = deal_hands(SINGLE, [RUBBISH, "", "", ""], seed=3)
    expert.choose(view(next_hand, 0))
    assert expert.basic._deals is not deals  # type: ignore[attr-defined]


def test_every_seating_of_a_deal_weighs_partners_bid_firmly() -> None:
    """During the auction the sampler tries each deal's hands at every seat: partner's bid of 400 shapes
    partner's sampled hand far more than three plain candidate deals do, and every deal is a whole deal."""
    from pinochle_desktop.ai.auction_evidence import AuctionSampler, bidding_value

    state = after_calls([Bid(400), Pass()])  # South bids 400, West passes: North to call
    v = view(state, 2)
    unseen_total = sum(1 << c for c in range(96) if c % 4 < 2) & ~v.hand

    def partner_value(draw) -> float:
        total = 0.0
        for _ in range(150):
            hands = draw()
            assert hands[2] == v.hand and hands[0] | hands[1] | hands[3] == unseen_total
            assert all(hands[s].bit_count() == 12 for s in range(4))
            total += bidding_value(hands[0], SINGLE, False)
        return total / 150

    rng = random.Random(3)
    plain = partner_value(EvidenceSampler(v, lambda: tuple(deal_others(v, rng)), rng, candidates=3))
    seated = partner_value(AuctionSampler(v, lambda: tuple(deal_others(v, rng)), rng, shuffles=3))
    assert seated > plain + 15


def test_the_best_hand_value_is_the_best_suits_value() -> None:
    from pinochle_desktop.ai.evaluate import best_hand_value, hand_value
    from pinochle_desktop.engine import preset
    from pinochle_desktop.engine.cards import SUITS, deck_cards

    rng = random.Random(8)
    for name in ("single-deck", "double-deck", "single-deck-passing", "double-deck-tens"):
        rules = preset(name)
        deck = list(deck_cards(rules.deck))
        for i in range(200):
            rng.shuffle(deck)
            hand = sum(1 << c for c in deck[:rules.hand_size])
            expected = max(hand_value(hand, s, rules, i % 2 == 0) for s in SUITS)
            assert abs(best_hand_value(hand, rules, i % 2 == 0) - expected) < 1e-9
