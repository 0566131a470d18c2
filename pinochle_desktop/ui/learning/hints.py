"""Hints: what the expert would do now, with a one-line reason a person can follow."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...ai import make_player
from ...ai.bid_sim import simulate
from ...ai.cardplay import is_counter
from ...ai.evaluate import best_trump, hand_value
from ...ai.knowledge import knowledge_of
from ...ai.player import Player
from ...engine.actions import Action, Bid, NameTrump, Pass, PassCards, Play, ThrowIn
from ...engine.cards import SUIT_MASK, higher_in_suit_mask
from ...engine.game import bid_choices, trump_choices
from ...engine.meld import meld_points
from ...engine.tricks import trick_winner_index
from ...engine.view import PlayerView
from ..texts import card_name, suit_in_text, tr

HINT_WORK = 4000
HINT_BID_SAMPLES = 16  # deals simulated to explain a bid or a pass


@dataclass(frozen=True)
class Hint:
    """The expert's action for the person to act, and the sentence that explains it."""

    action: Action
    reason: str


class HintAdvisor:
    """Works on the thinking thread: the expert's choice, explained (explaining a call simulates deals)."""

    def __init__(self, v: PlayerView) -> None:
        self.player = hint_player(v)
        self.seed = _seed(v)

    def choose(self, v: PlayerView) -> Hint:
        action = self.player.choose(v)
        return Hint(action, explain(v, action, random.Random(self.seed)))


def _seed(v: PlayerView) -> int:
    return v.hand_number * 100_003 + len(v.auction) * 101 + len(v.tricks) * 7 + len(v.trick)


def hint_player(v: PlayerView) -> Player:
    """The expert, seeded from the position so the same question gets the same answer."""
    return make_player("expert", random.Random(_seed(v)), work=HINT_WORK, time_limit=None)


def explain(v: PlayerView, action: Action, rng: random.Random | None = None) -> str:
    """Why ``action`` is good here, in a sentence (a bid or a pass is explained by simulated deals)."""
    rules = v.rules
    if isinstance(action, (Bid, Pass)):
        simulated = _explain_call(v, action, rng or random.Random(_seed(v)))
        if simulated:
            return simulated
        suits = trump_choices(v) or None
        suit = best_trump(v.hand, rules, suits) if suits else best_trump(v.hand, rules)
        worth = int(hand_value(v.hand, suit, rules) // 1)
        if isinstance(action, Bid):
            return tr("Bid {bid}: with {suit} as trump your hand and your partner's help are worth about {worth}.") \
                .format(bid=action.amount, suit=suit_in_text(suit), worth=worth)
        if action.help:
            return tr("Pass with help: you cannot take the bid, but you hold meld to help your partner.")
        return tr("Pass: your hand is worth about {worth}, not enough for the next bid.").format(worth=worth)
    if isinstance(action, NameTrump):
        count = (v.hand & SUIT_MASK[action.suit]).bit_count()
        meld = meld_points(v.hand, action.suit, rules)
        return tr("Name {suit}: {count} cards long, and {meld} meld with it as trump.").format(
            suit=suit_in_text(action.suit), count=count, meld=meld)
    if isinstance(action, PassCards):
        cards = " ".join(card_name(c) for c in action.cards)
        if v.bidder == v.seat:
            return tr("Give back {cards}: cards you can spare without losing meld or winners.").format(cards=cards)
        return tr("Pass {cards}: trumps and aces help the bidder most.").format(cards=cards)
    if isinstance(action, ThrowIn):
        return tr("Throw in: the bid is out of reach, and playing on only gives the others more points.")
    if isinstance(action, Play):
        return _explain_play(v, action.card)
    return ""


def _explain_call(v: PlayerView, action: Bid | Pass, rng: random.Random) -> str:
    """A bid or a pass explained by the expert's own simulation, or "" when it does not explain it."""
    choices = bid_choices(v)
    if not choices or (isinstance(action, Pass) and action.help):
        return ""
    bid = action.amount if isinstance(action, Bid) else choices[0]
    gain, suit = simulate(v, rng, HINT_BID_SAMPLES).gain(v.rules, bid)
    points = round(abs(gain))
    if isinstance(action, Bid) and gain >= 0:
        return tr("Bid {bid}: in {n} simulated deals, holding the contract with {suit} as trump scores "
                  "about {points} points more than passing.").format(
            bid=bid, n=HINT_BID_SAMPLES, suit=suit_in_text(suit), points=points)
    if isinstance(action, Pass) and gain < 0:
        return tr("Pass: in {n} simulated deals, taking the contract at {bid} scores about {points} "
                  "points less than passing.").format(bid=bid, n=HINT_BID_SAMPLES, points=points)
    if isinstance(action, Pass) and v.bidder is not None and v.bidder == v.rules.seating.partner[v.seat]:
        return tr("Pass: your partner holds the bid, and your hand is not clearly stronger.")
    return ""


def _explain_play(v: PlayerView, card: int) -> str:
    name = card_name(card)
    know = knowledge_of(v)
    trump = -1 if v.trump is None else int(v.trump)
    if not v.trick:
        if not know.unseen & higher_in_suit_mask(card):
            return tr("Lead the {card}: nobody can beat it in its suit.").format(card=name)
        if card // 24 == trump:
            return tr("Lead a trump, the {card}, to draw the opponents' trumps.").format(card=name)
        return tr("Lead the {card}: keep your winners for later.").format(card=name)
    trick = v.trick
    win_index = trick_winner_index(trick, v.trump)
    winner_seat = v.rules.seating.after[v.leader][win_index]
    takes = trick_winner_index((*trick, card), v.trump) == len(trick)
    if winner_seat == v.rules.seating.partner[v.seat] and not takes:
        if is_counter(card):
            return tr("Your partner's {winner} is winning: throw a counter, the {card}.").format(
                winner=card_name(trick[win_index]), card=name)
        return tr("Your partner's {winner} is winning: keep your counters, play the {card}.").format(
            winner=card_name(trick[win_index]), card=name)
    if takes:
        return tr("Take the trick with the {card}.").format(card=name)
    return tr("You cannot win this trick: give away the {card}, your cheapest card.").format(card=name)
