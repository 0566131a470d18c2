"""The game's transitions: the checking ``apply`` (``legality``: what may be done now).

``apply`` never trusts its caller: a person, a save file and a computer player
all reach it, so it checks the action and raises ``IllegalAction`` naming the
rule.  Legality is computed from what the acting seat can see, so the same
``legal_actions`` serves a ``PlayerView``.
"""

from __future__ import annotations

import random
from operator import add

from . import draw_game
from .actions import (
    Action,
    Bid,
    Bury,
    Deal,
    DeclareOut,
    ExchangeDix,
    MeldCards,
    NameTrump,
    Pass,
    PassCards,
    Play,
    ShowDix,
    SkipMeld,
    TakeWidow,
    ThrowIn,
)
from .cards import Rank, Suit, deck_cards, kind_count, kind_id
from .errors import IllegalAction, Reason
from .legality import (  # (what may be done now; here too, where the game's transitions are)
    _STOCK,
    _TRICKS,
    bid_choices,
    bury_count,
    bury_options,
    legal_actions,
    legal_play_cards,
    pass_allowed,
    random_action,
    throw_in_allowed,
    trump_choices,
)
from .meld import MeldResult, marriage_suits
from .meld_totals import most_makeable_bid
from .rules import Rules
from .scoring import Outcome, score_sides, unplayed_outcome
from .seats import SEATINGS
from .state import GameState, HandResult, Phase, Trick, copier
from .tricks import card_points, legal_play_mask, trick_winner_index, why_illegal
from .widow import buried_copies, bury_problem, meld_after_bury


def deal_action(state: GameState, rng: random.Random) -> Deal:
    """The chance action: a shuffled deck."""
    deck = list(deck_cards(state.rules.deck))
    rng.shuffle(deck)
    return Deal(tuple(deck))


# ---------------------------------------------------------------- apply
def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; raises ``IllegalAction`` (state unchanged) if the rules forbid it."""
    phase = state.phase
    if type(action) is Play and phase is _TRICKS:  # the common case, checked in full by _play
        card = action.card
        if type(card) is int and 0 <= card < 96:
            return _play(state, card)
    if phase is Phase.GAME_OVER:
        raise IllegalAction(Reason.GAME_OVER)
    _check_form(action)
    if isinstance(action, Play):
        if phase is _STOCK:
            return draw_game.play(state, action.card)
        _require(phase is Phase.TRICKS, "play a card during trick play")
        return _play(state, action.card)
    if isinstance(action, Deal):
        _require(phase is Phase.DEAL, "the deal comes before the auction")
        return _deal(state, action.deck)
    if isinstance(action, (Bid, Pass)):
        _require(phase is Phase.AUCTION, "bids and passes belong in the auction")
        return _call(state, action)
    if isinstance(action, NameTrump):
        _require(phase is Phase.TRUMP, "trump is named after the auction")
        if action.suit not in trump_choices(state):
            raise IllegalAction(Reason.TRUMP_NEEDS_MARRIAGE, suit=action.suit)
        return _after_trump(state.evolve(trump=action.suit))
    if isinstance(action, PassCards):
        _require(phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER), "cards are passed after the auction")
        return _pass_cards(state, action.cards)
    if isinstance(action, TakeWidow):
        _require(phase is Phase.WIDOW, "the bidder takes the widow when the auction is won")
        return _take_widow(state)
    if isinstance(action, Bury):
        _require(phase is Phase.BURY, "the bidder buries cards after meld is shown")
        return _bury(state, action.cards)
    if isinstance(action, ThrowIn):
        if not throw_in_allowed(state):
            started = phase is Phase.TRICKS and (state.tricks or state.trick)
            raise IllegalAction(Reason.CONCEDE_AFTER_LEAD if started and state.rules.throw_in_anytime
                                else Reason.NO_THROW_IN)
        return _end_hand(state, None, Outcome.THROWN_IN)
    if isinstance(action, (MeldCards, ExchangeDix, ShowDix, SkipMeld)):
        if phase is not Phase.MELD:
            raise IllegalAction(Reason.MELD_AFTER_WINNING)
        if isinstance(action, MeldCards):
            return draw_game.meld(state, action)
        if isinstance(action, ShowDix):
            return draw_game.show_dix(state, action)
        if isinstance(action, ExchangeDix):
            return draw_game.exchange_dix(state, action)
        return draw_game.draw(state)
    if isinstance(action, DeclareOut):
        if not state.rules.declare_out:
            raise IllegalAction(Reason.NO_DECLARE_OUT, detail="these rules do not have it")
        if phase not in (_STOCK, Phase.MELD, Phase.TRICKS):
            raise IllegalAction(Reason.NO_DECLARE_OUT, detail="only while the hand is played")
        return draw_game.declare_out(state)
    raise TypeError(f"not an action: {action!r}")


def _check_form(action: Action) -> None:
    """Refuse actions whose fields have the wrong type (a bool for a suit, a str for a card)."""
    kind = type(action)
    if kind is Play:
        ok = type(action.card) is int and 0 <= action.card < 96  # type: ignore[union-attr]
    elif kind is Bid:
        ok = type(action.amount) is int  # type: ignore[union-attr]
    elif kind is Pass:
        ok = type(action.help) is bool  # type: ignore[union-attr]
    elif kind is NameTrump:
        ok = type(action.suit) is Suit  # type: ignore[union-attr]
    elif kind is PassCards or kind is Deal or kind is MeldCards or kind is Bury:
        cards = action.deck if kind is Deal else action.cards  # type: ignore[union-attr]
        ok = type(cards) is tuple and all(type(c) is int and 0 <= c < 96 for c in cards)
    elif kind is ExchangeDix or kind is ShowDix:
        ok = type(action.card) is int and 0 <= action.card < 96  # type: ignore[union-attr]
    else:
        ok = True
    if not ok:
        raise IllegalAction(Reason.MALFORMED, detail=repr(action))


def _require(ok: bool, detail: str) -> None:
    if not ok:
        raise IllegalAction(Reason.WRONG_PHASE, detail=detail)


def _deal(state: GameState, deck: tuple[int, ...]) -> GameState:
    if tuple(sorted(deck)) != deck_cards(state.rules.deck):
        deck_name = state.rules.deck.name.lower()
        raise IllegalAction(Reason.BAD_DEAL, detail=f"the deck must hold each card of a {deck_name} deck once")
    if state.rules.draw_game:
        return draw_game.deal(state, deck)
    rules = state.rules
    seating = SEATINGS[rules.players]
    players = seating.players
    dealt = players * rules.hand_size
    hands = [0] * players
    # Card i goes to the i-th seat clockwise from the dealer's left (round after round).
    for i, seat in enumerate(seating.after[seating.next[state.dealer]]):
        hand = 0
        for card in deck[i:dealt:players]:
            hand |= 1 << card
        hands[seat] = hand
    widow = 0
    for card in deck[dealt:dealt + rules.widow_size]:
        widow |= 1 << card
    return state.evolve(
        phase=Phase.AUCTION, hand_number=state.hand_number + 1, to_act=seating.next[state.dealer],
        hands=tuple(hands), widow=widow, buried=0, auction=(), high_bid=None, bidder=None, passed=0,
        stuck=False, trump=None, passed_to_bidder=0, passed_to_partner=0, melds=(), leader=0, trick=(),
        tricks=(), taken=seating.per_side(),
    )


def _call(state: GameState, call: Bid | Pass) -> GameState:
    rules, seat = state.rules, state.to_act
    assert seat is not None
    if isinstance(call, Pass):
        if call.help and not rules.pass_with_help:
            raise IllegalAction(Reason.NO_PASS_WITH_HELP)
        if not pass_allowed(state):
            raise IllegalAction(Reason.MUST_OPEN, amount=rules.min_bid)
        passed, high_bid, bidder = state.passed | (1 << seat), state.high_bid, state.bidder
    else:
        lowest = rules.next_bid(state.high_bid)
        if lowest is None or (rules.bid_cap is not None and call.amount > rules.bid_cap):
            raise IllegalAction(Reason.BID_OVER_CAP, amount=rules.bid_cap)
        if rules.bid_cap is None and call.amount > (most := most_makeable_bid(rules)):
            raise IllegalAction(Reason.BID_OVER_CAP, amount=most)  # no side could ever make it
        if call.amount < lowest:
            raise IllegalAction(Reason.BID_TOO_LOW, amount=lowest)
        if state.high_bid is None and rules.first_bidder_opens and call.amount != rules.min_bid:
            raise IllegalAction(Reason.MUST_OPEN, amount=rules.min_bid)
        if not rules.is_on_ladder(call.amount):
            raise IllegalAction(Reason.BID_OFF_LADDER, amount=call.amount,
                                detail=f"steps of {rules.bid_step(call.amount)} from {rules.min_bid}")
        passed, high_bid, bidder = state.passed, call.amount, seat
    auction = (*state.auction, (seat, call))
    seating = SEATINGS[rules.players]
    if high_bid is None and rules.redeal_on_all_pass:
        if passed.bit_count() == seating.players:  # nobody bid: throw the cards in, the next dealer deals
            return state.evolve(auction=auction, passed=passed, phase=Phase.DEAL, to_act=None,
                                dealer=seating.next[state.dealer])
    elif passed.bit_count() == seating.players - 1 or (high_bid is not None and rules.next_bid(high_bid) is None):
        winner = next(s for s in seating.seats if not passed >> s & 1) if bidder is None else bidder
        stuck = high_bid is None
        won = state.evolve(auction=auction, passed=passed, bidder=winner, stuck=stuck,
                           high_bid=rules.min_bid if stuck else high_bid)
        return _after_auction(won)
    nxt = seating.next[seat]
    while passed >> nxt & 1:
        nxt = seating.next[nxt]
    return state.evolve(auction=auction, passed=passed, high_bid=high_bid, bidder=bidder, to_act=nxt)


def _after_auction(state: GameState) -> GameState:
    if state.rules.widow_size:  # the widow is turned face up for all; the bidder takes it
        return state.evolve(phase=Phase.WIDOW, to_act=state.bidder)
    if state.rules.cards_passed and state.rules.pass_before_trump:
        return _start_passing(state)
    return _enter_trump(state)


def _enter_trump(state: GameState) -> GameState:
    bidder = state.bidder
    assert bidder is not None
    if state.rules.trump_needs_marriage and not marriage_suits(state.hands[bidder]):
        return _end_hand(_lay_meld(state), None, Outcome.FORFEIT)
    return state.evolve(phase=Phase.TRUMP, to_act=bidder)


def _after_trump(state: GameState) -> GameState:
    if state.rules.widow_size:  # everyone melds, then the bidder buries
        return _lay_meld(state).evolve(phase=Phase.BURY, to_act=state.bidder)
    if state.rules.cards_passed and not state.rules.pass_before_trump:
        return _start_passing(state)
    return _start_tricks(state)


def _take_widow(state: GameState) -> GameState:
    bidder = state.bidder
    assert bidder is not None
    hands = list(state.hands)
    hands[bidder] |= state.widow
    return _enter_trump(state.evolve(hands=tuple(hands)))


def _bury(state: GameState, cards: tuple[int, ...]) -> GameState:
    bidder = state.to_act
    assert bidder is not None
    hand, meld = state.hands[bidder], state.melds[bidder]
    problem = bury_problem(hand, meld.cards, cards, bury_count(state))
    if problem is not None:
        raise problem
    mask = buried_copies(hand, meld.cards, cards)
    hands = list(state.hands)
    hands[bidder] = hand & ~mask
    melds = list(state.melds)
    melds[bidder] = meld_after_bury(meld, hands[bidder], state.trump, state.rules)  # a spare takes a buried
    # melded card's place; with none (a freak hand) the meld is the best of the cards kept
    return _start_tricks(state.evolve(hands=tuple(hands), buried=mask, melds=tuple(melds)))


def _start_passing(state: GameState) -> GameState:
    assert state.bidder is not None
    partner = state.rules.seating.partner[state.bidder]
    assert partner is not None, "cards are passed only between partners"
    return state.evolve(phase=Phase.PASS_TO_BIDDER, to_act=partner)


def _pass_cards(state: GameState, cards: tuple[int, ...]) -> GameState:
    seat = state.to_act
    assert seat is not None
    hand, n = state.hands[seat], state.rules.cards_passed
    mask = 0
    for card in cards:
        mask |= 1 << card
    if len(cards) != n or mask.bit_count() != n or mask & ~hand:
        raise IllegalAction(Reason.WRONG_PASS_COUNT, count=n)
    receiver = state.rules.seating.partner[seat]
    assert receiver is not None
    hands = list(state.hands)
    hands[seat] &= ~mask
    hands[receiver] |= mask
    if state.phase is Phase.PASS_TO_BIDDER:
        return state.evolve(hands=tuple(hands), passed_to_bidder=mask,
                            phase=Phase.PASS_TO_PARTNER, to_act=receiver)
    done = state.evolve(hands=tuple(hands), passed_to_partner=mask)
    return _enter_trump(done) if state.rules.pass_before_trump else _start_tricks(done)


def _lay_meld(state: GameState) -> GameState:
    trump, rules = state.trump, state.rules
    return state.evolve(melds=tuple(MeldResult.of_hand(h, trump, rules) for h in state.hands))


def _start_tricks(state: GameState) -> GameState:
    if not state.melds:  # (with a widow the meld was laid before the bury)
        state = _lay_meld(state)
    bidder = state.bidder
    assert bidder is not None and state.high_bid is not None
    unplayed = unplayed_outcome(state.rules, state.high_bid, state.side_meld[state.rules.seating.side_of[bidder]])
    if unplayed is not None:
        return _end_hand(state, None, unplayed)
    return state.evolve(phase=Phase.TRICKS, to_act=bidder, leader=bidder, trick=())


def _play(state: GameState, card: int) -> GameState:
    seat = state.to_act
    assert seat is not None
    rules = state.rules
    hand = state.hands[seat]
    if not legal_play_mask(rules, hand, state.trick, state.trump) >> card & 1:
        raise why_illegal(rules, hand, state.trick, state.trump, card)
    hands = list(state.hands)
    hands[seat] = hand & ~(1 << card)
    trick = (*state.trick, card)
    seating = SEATINGS[rules.players]
    if len(trick) < seating.players:
        return _with_card_played(state, tuple(hands), trick, seating.next[seat])
    winner = seating.after[state.leader][trick_winner_index(trick, state.trump)]
    last = not hands[0]  # every hand runs out together
    mask = 0
    for c in trick:
        mask |= 1 << c
    points = card_points(rules, mask)
    if last:
        points += rules.last_trick_bonus
    taken_list = list(state.taken)
    taken_list[seating.side_of[winner]] += points
    taken = tuple(taken_list)
    done = _with_trick_taken(state, tuple(hands), (), winner, winner, taken,
                             (*state.tricks, Trick(state.leader, trick, winner, points)))
    return _end_hand(done, taken, None) if last else done


_with_card_played = copier("hands", "trick", "to_act")
_with_trick_taken = copier("hands", "trick", "leader", "to_act", "taken", "tricks")


def _dix_points(state: GameState, side: int) -> int:
    trump = state.trump
    if trump is None or not state.melds or not state.rules.dix_saves_itself:
        return 0
    from .meld import MeldKind, meld_value  # local: only needed at hand end

    seats = state.rules.seating.members[side]
    nines = sum(kind_count(state.melds[s].cards, kind_id(trump, Rank.NINE)) for s in seats)
    return nines * meld_value(state.rules.meld_table, MeldKind.DIX)


def _end_hand(state: GameState, taken: tuple[int, ...] | None, outcome: Outcome | None) -> GameState:
    """Score the hand, record it, and move to the next deal or the end of the game.

    The bidders make or lose the contract; each other side scores alike from its own meld
    and tricks (``HandResult.score`` is the contract against the first of them).  The cards the
    bidder buried count as trick points it took.
    """
    rules = state.rules
    seating = SEATINGS[rules.players]
    bidder, bid = state.bidder, state.high_bid
    if bidder is None:  # no auction: the draw game
        assert taken is not None
        return draw_game.end_hand(state, taken)
    assert bid is not None
    bidders = seating.side_of[bidder]
    buried_points = card_points(rules, state.buried) if state.buried else 0
    if taken is not None and buried_points:
        with_buried = list(taken)
        with_buried[bidders] += buried_points
        taken = tuple(with_buried)
    meld = state.side_meld
    dix = None if taken is None else tuple(_dix_points(state, side) for side in seating.sides)
    scored = score_sides(rules, bidders, bid, meld, taken, outcome, dix)
    points = scored.points
    before = state.scores
    totals = tuple(map(add, before, points))
    result = HandResult(state.hand_number, state.dealer, bidder, bid, state.stuck, state.trump, meld,
                        taken, scored.contract, points, totals, bidders, buried_points if taken is not None else 0)
    winner = game_winner(rules, before, totals, bidders)
    return state.evolve(
        phase=Phase.GAME_OVER if winner is not None else Phase.DEAL,
        to_act=None, scores=totals, results=(*state.results, result), winner=winner,
        dealer=state.dealer if winner is not None else seating.next[state.dealer],
    )


def game_winner(rules: Rules, before: tuple[int, ...], after: tuple[int, ...], bidders: int) -> int | None:
    """The side that has won after a hand, or None to play on.

    A side at or below ``lose_at`` loses: the best other side wins.  Of the sides that reached
    the target the bidders win, else the highest score; two tied at the top play another hand (RULES.md).
    """
    if rules.lose_at is not None:
        for side, score in enumerate(after):
            if score <= rules.lose_at:
                return max((s for s in range(len(after)) if s != side), key=after.__getitem__)
    target = rules.target
    if max(after) < target:
        return None
    if after[bidders] >= target:
        return bidders
    limit = rules.own_bid_to_go_out_from
    if limit is not None and min(before) >= limit:
        return None  # only the bidders can go out now
    out = [s for s in range(len(after)) if after[s] >= target]
    best = max(after[s] for s in out)
    leaders = [s for s in out if after[s] == best]
    return leaders[0] if len(leaders) == 1 else None  # two tied at the top without the bidders: another hand


__all__ = [
    "apply", "bid_choices", "bury_count", "bury_options", "deal_action", "game_winner", "legal_actions",
    "legal_play_cards", "pass_allowed", "random_action", "throw_in_allowed", "trump_choices",
]
