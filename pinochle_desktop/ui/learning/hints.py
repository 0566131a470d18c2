"""Hints: what the expert would do now, with a one-line reason a person can follow.

The thinking (``advice.advise``) runs in the computer players' process; here the answer becomes a
sentence in the window's language.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...ai.cardplay import declarer_ruffs, is_counter
from ...ai.evaluate import best_trump, hand_value
from ...ai.knowledge import knowledge_of
from ...ai.widow import best_total, trick_estimate
from ...engine.actions import (
    Action,
    Bid,
    Bury,
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
from ...engine.cards import SUIT_MASK, Rank, Suit, card_id, cards_of, higher_in_suit_mask, rank_of
from ...engine.declare import read_meld
from ...engine.game import legal_actions, trump_choices
from ...engine.meld import Meld, MeldKind, meld_points
from ...engine.state import Phase
from ...engine.tricks import trick_winner_index
from ...engine.view import PlayerView
from ..texts import card_name, meld_name, suit_in_text, tr
from .advice import Advice, CallFigures, Departure, call_figures, hint_player, position_seed

_PINOCHLE_PARTS = (card_id(Suit.SPADES, Rank.QUEEN) >> 2, card_id(Suit.DIAMONDS, Rank.JACK) >> 2)  # Q♠, J♦ kinds

__all__ = ["Hint", "explain", "hint_from", "hint_player", "reason"]


@dataclass(frozen=True)
class Hint:
    """The expert's action for the person to act, and the sentence that explains it."""

    action: Action
    reason: str


def hint_from(v: PlayerView, advice: Advice) -> Hint:
    """The worker's advice for ``v`` as a hint in the window's language."""
    return Hint(advice.action, reason(v, advice.action, advice.call, advice.departure))


def explain(v: PlayerView, action: Action, rng: random.Random | None = None) -> str:
    """Why ``action`` is good here, in a sentence, simulating a call here and now (``reason`` explains
    with the figures the worker simulated)."""
    return reason(v, action, call_figures(v, action, rng))


def reason(v: PlayerView, action: Action, figures: CallFigures | None, departure: Departure | None = None) -> str:
    """Why ``action`` is good here, in a sentence (a bid or a pass by the simulation's ``figures``; a card
    that is not the conventional one by the search's ``departure``)."""
    rules = v.rules
    if rules.draw_game:
        return _explain_draw_game(v, action)
    if isinstance(action, (Bid, Pass)):
        simulated = _explain_call(v, action, figures)
        if simulated:
            return simulated
        if rules.widow_size:
            return _explain_widow_call(v, action)
        suits = trump_choices(v) or None
        suit = best_trump(v.hand, rules, suits) if suits else best_trump(v.hand, rules)
        worth = int(hand_value(v.hand, suit, rules) // 1)
        if isinstance(action, Bid):
            return tr("Bid {bid}: with {suit} as trump your hand and your partner's help are worth about {worth}.") \
                .format(bid=action.amount, suit=suit_in_text(suit), worth=worth)
        if action.help:
            return tr("Pass with help: you cannot take the bid, but you hold meld to help your partner.")
        return tr("Pass: your hand is worth about {worth}, not enough for the next bid.").format(worth=worth)
    if isinstance(action, TakeWidow):
        return tr("Take the widow: its three cards join your hand; then name trump.")
    if isinstance(action, Bury):
        return _explain_bury(v, action)
    if isinstance(action, ThrowIn) and rules.widow_size:
        return _explain_concede(v)
    if isinstance(action, NameTrump):
        count = (v.hand & SUIT_MASK[action.suit]).bit_count()
        meld = meld_points(v.hand, action.suit, rules)
        return tr("Name {suit}: {count} cards long, and {meld} meld with it as trump.").format(
            suit=suit_in_text(action.suit), count=count, meld=meld)
    if isinstance(action, PassCards):
        return _explain_pass(v, action)
    if isinstance(action, ThrowIn):
        return tr("Throw in: the bid is out of reach, and playing on only gives the others more points.")
    if isinstance(action, Play) and departure is not None:
        return tr("Play the {card} rather than the usual {usual}: in {n} simulated deals it scores about "
                  "{points} points more.").format(card=card_name(action.card), usual=card_name(departure.usual),
                                                  n=departure.samples, points=max(1, round(departure.gain)))
    if isinstance(action, Play):
        return _explain_play(v, action.card)
    return ""


def _explain_pass(v: PlayerView, action: PassCards) -> str:
    """The passing conventions: what partner gives the bidder, and what the bidder gives back."""
    cards = " ".join(card_name(c) for c in action.cards)
    trump = v.trump
    passed = sum(1 << c for c in action.cards)
    if v.bidder == v.seat:
        kept = v.hand & ~passed
        voids = [s for s in Suit if s != trump and v.hand & SUIT_MASK[s] and not kept & SUIT_MASK[s]]
        if voids and trump is not None:
            return tr("Give back {cards}: you keep your meld and winners and are void in {suit}, so you can "
                      "trump it.").format(cards=cards, suit=suit_in_text(voids[0]))
        return tr("Give back {cards}: cards you can spare without losing meld or winners.").format(cards=cards)
    parts = [c for c in action.cards if c >> 2 in _PINOCHLE_PARTS and c // 24 != trump]
    if parts and (trump in (Suit.SPADES, Suit.DIAMONDS) or len({p >> 2 for p in parts}) == 2):
        return tr("Pass {cards}: trumps and aces help the bidder most, and the pinochle parts with spades or "
                  "diamonds trump (both legs of a pinochle, never one).").format(cards=cards)
    return tr("Pass {cards}: trumps and aces help the bidder most.").format(cards=cards)


def _explain_draw_game(v: PlayerView, action: Action) -> str:
    """Two-handed: the meld turn, a card while the stock lasts, a card of the last 12 tricks."""
    trump = v.trump
    if isinstance(action, MeldCards) and trump is not None:
        found = read_meld(action.cards, trump, v.rules)
        if found is None:
            return ""
        if v.stock_size >= 2 and any(found.kind is MeldKind.ROYAL_MARRIAGE and other.kind is MeldKind.RUN
                                     or found.kind is other.kind and other.multiplicity > found.multiplicity
                                     for other in _offered_melds(v)):
            return tr("Meld the {meld} now for {points}: a bigger meld of the same class can still follow from "
                      "it after another trick, but not the other way round.").format(
                meld=meld_name(found), points=found.points)
        return tr("Meld the {meld} for {points}, the most you can lay out now.").format(
            meld=meld_name(found), points=found.points)
    if isinstance(action, ExchangeDix) and v.turn_up is not None:
        return tr("Exchange the dix for the {card}: 10 points, and a better trump in your hand.").format(
            card=card_name(v.turn_up))
    if isinstance(action, ShowDix):
        return tr("Show the dix: 10 points.")
    if isinstance(action, SkipMeld):
        return tr("Draw: there is nothing (more) worth melding now.")
    if isinstance(action, Play) and v.phase is Phase.TRICKS:
        return tr("Both hands are known now: the {card} is the best card by an exact search of the last tricks.") \
            .format(card=card_name(action.card))
    if isinstance(action, Play):
        name = card_name(action.card)
        if not v.trick:
            return tr("Lead the {card}: the card you will miss least, keeping your meld and your trumps.").format(
                card=name)
        if trick_winner_index((*v.trick, action.card), trump) == 1:
            return tr("Take the trick with the {card}: its cards, and a meld turn, are worth it.").format(card=name)
        return tr("Let the trick go: give away the {card}, the card you will miss least.").format(card=name)
    return ""


def _offered_melds(v: PlayerView) -> list[Meld]:
    trump = v.trump
    assert trump is not None
    melds = [read_meld(a.cards, trump, v.rules) for a in legal_actions(v) if isinstance(a, MeldCards)]
    return [m for m in melds if m is not None]


def _explain_widow_call(v: PlayerView, action: Bid | Pass) -> str:
    """A call with a widow to come, by the basic estimate: meld, tricks and the widow's likely help."""
    from ...ai.basic import BasicPlayer

    worth = int(BasicPlayer(random.Random(position_seed(v))).widow_value(v) // 1)
    if isinstance(action, Bid):
        return tr("Bid {bid}: with the widow's likely help your hand is worth about {worth} as the bidder.") \
            .format(bid=action.amount, worth=worth)
    return tr("Pass: even with the widow's likely help your hand is worth about {worth}, not enough for the "
              "next bid.").format(worth=worth)


def _explain_bury(v: PlayerView, action: Bury) -> str:
    cards = " ".join(card_name(c) for c in action.cards)
    buried = sum(1 << c for c in action.cards)
    kept = v.hand & ~buried
    trump = -1 if v.trump is None else int(v.trump)
    voids = [s for s in range(4) if s != trump and v.hand & SUIT_MASK[s] and not kept & SUIT_MASK[s]]
    if voids:
        return tr("Bury {cards}: you keep your trumps and are void in {suit}, so you can trump it.").format(
            cards=cards, suit=suit_in_text(Suit(voids[0])))
    if any(is_counter(c) for c in action.cards):
        return tr("Bury {cards}: the counters among them are yours for sure, where they would likely fall to "
                  "the others.").format(cards=cards)
    return tr("Bury {cards}: cards you can spare without losing meld, trumps or winners.").format(cards=cards)


def _explain_concede(v: PlayerView) -> str:
    bid = v.high_bid or v.rules.min_bid
    meld = v.melds[v.seat].total if v.melds else 0
    suit = v.trump if v.trump is not None else best_total(v.hand, v.rules)[0]
    tricks = int(trick_estimate(v.hand, suit, v.rules) // 1)
    return tr("Concede: your meld of {meld} and about {tricks} in tricks fall well short of {bid}; playing on "
              "would give the others their trick points too.").format(meld=meld, tricks=tricks, bid=bid)


def _explain_call(v: PlayerView, action: Bid | Pass, figures: CallFigures | None) -> str:
    """A bid or a pass explained by the expert's own simulation, or "" when it does not explain it."""
    if figures is None:
        return ""
    bid, gain, suit, samples = figures.bid, figures.gain, figures.suit, figures.samples
    points = round(abs(gain))
    if isinstance(action, Bid) and gain >= 0 and suit is None:
        return tr("Bid {bid}: in {n} simulated deals, taking the widow and naming the best trump after it "
                  "scores about {points} points more than passing.").format(bid=bid, n=samples, points=points)
    if isinstance(action, Bid) and gain >= 0 and suit is not None:
        return tr("Bid {bid}: in {n} simulated deals, holding the contract with {suit} as trump scores "
                  "about {points} points more than passing.").format(
            bid=bid, n=samples, suit=suit_in_text(suit), points=points)
    if isinstance(action, Pass) and gain < 0:
        return tr("Pass: in {n} simulated deals, taking the contract at {bid} scores about {points} "
                  "points less than passing.").format(bid=bid, n=samples, points=points)
    if isinstance(action, Pass) and v.bidder is not None and v.bidder == v.rules.seating.partner[v.seat]:
        return tr("Pass: your partner holds the bid, and your hand is not clearly stronger.")
    return ""


def _explain_play(v: PlayerView, card: int) -> str:
    name = card_name(card)
    know = knowledge_of(v)
    trump = -1 if v.trump is None else int(v.trump)
    seating = v.rules.seating
    declaring = v.bidder is not None and seating.side_of[v.bidder] == seating.side_of[v.seat]
    if not v.trick:
        if (declaring and v.rules.deck.copies == 4 and card // 24 != trump and rank_of(card) is Rank.ACE
                and trump >= 0 and v.hand & SUIT_MASK[trump]):
            return tr("Cash the {card} before drawing trump: in double deck a side ace wins while everybody "
                      "still follows suit.").format(card=name)
        if not declaring and trump >= 0 and declarer_ruffs(v, know, trump) >> (card // 24) & 1 \
                and not is_counter(card):
            return tr("Lead the {card} through the bidder's void in {suit}: a low card makes the bidder trump, "
                      "where a ten or a king would be lost.").format(card=name, suit=suit_in_text(Suit(card // 24)))
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
    if takes and trick[0] // 24 == trump and card // 24 == trump and rank_of(card) is not Rank.ACE \
            and any(rank_of(c) is Rank.ACE for c in cards_of(v.hand & SUIT_MASK[trump])):
        return tr("Win the trump lead with the {card}: it takes the trick as surely, and your trump ace stays "
                  "in your hand.").format(card=name)
    if takes:
        return tr("Take the trick with the {card}.").format(card=name)
    return tr("You cannot win this trick: give away the {card}, your cheapest card.").format(card=name)
