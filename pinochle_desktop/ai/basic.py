"""The ``basic`` computer player: sound rule-based bidding, passing and card play."""

from __future__ import annotations

import random

from ..engine.actions import Action, Bid, NameTrump, Pass, PassCards, Play, ThrowIn
from ..engine.cards import SUITS
from ..engine.game import bid_choices, legal_actions, legal_play_cards, throw_in_allowed, trump_choices
from ..engine.meld import marriage_suits
from ..engine.state import Phase
from ..engine.view import PlayerView
from .cardplay import choose_card
from .evaluate import best_trump, hand_value
from .passing import cards_for_bidder, cards_for_partner
from .takeover import basic_takes_over, takeover_spot
from .two_handed import DrawBasic


class BasicPlayer:
    """A player a club player would not be embarrassed to partner."""

    name = "basic"

    def __init__(self, rng: random.Random | None = None, caution: float = 1.0) -> None:
        self.rng = rng  # unused: every basic habit is a rule, so it takes no seed (kept for ``make_player``)
        self.caution = caution
        self.draw = DrawBasic()  # two-handed

    def choose(self, view: PlayerView) -> Action:
        if view.rules.draw_game:
            return self.draw.choose(view)
        phase = view.phase
        if phase is Phase.AUCTION:
            return self.bid(view)
        if phase is Phase.TRUMP:
            return NameTrump(best_trump(view.hand, view.rules, trump_choices(view)))
        if phase is Phase.PASS_TO_BIDDER:
            return PassCards(cards_for_bidder(view))
        if phase is Phase.PASS_TO_PARTNER:
            return PassCards(cards_for_partner(view))
        if phase is Phase.TRICKS:
            if throw_in_allowed(view):
                return ThrowIn()
            return Play(choose_card(view, legal_play_cards(view)))
        return legal_actions(view)[0]

    # ------------------------------------------------------------ auction
    def max_bid(self, view: PlayerView) -> float:
        """The most this hand should bid: the expected team total less a margin for the set."""
        rules = view.rules
        partner = rules.seating.partner[view.seat]
        partner_bid = any(seat == partner and isinstance(call, Bid) for seat, call in view.auction)
        partner_help = any(seat == partner and isinstance(call, Pass) and call.help for seat, call in view.auction)
        suits = SUITS
        if rules.trump_needs_marriage:
            suits = marriage_suits(view.hand)
            if not suits and rules.cards_passed == 0:
                return 0.0
            suits = suits or SUITS
        value = max(hand_value(view.hand, s, rules, partner_bid or partner_help) for s in suits)
        margin = 0.08 * rules.trick_total * self.caution
        us_side = rules.seating.side_of[view.seat]
        us = view.scores[us_side]
        them = max(score for side, score in enumerate(view.scores) if side != us_side)
        if them >= rules.target * 0.85 and us < them:
            margin -= 0.06 * rules.trick_total  # they are about to go out: contest the bid
        if rules.lose_at is not None and us - rules.min_bid * 2 <= rules.lose_at:
            margin += 0.06 * rules.trick_total  # a set could lose the game
        return value - margin

    def takes_over(self, view: PlayerView) -> bool:
        """With the opponents out and partner holding the bid: take the contract from partner?"""
        return basic_takes_over(view, self.max_bid(view))

    def bid(self, view: PlayerView) -> Action:
        rules = view.rules
        choices = bid_choices(view)
        if takeover_spot(view):
            # The team has the contract: bid only to take it from partner, and pass without help
            # (the auction ends; there is nothing left to tell).
            return Bid(choices[0]) if self.takes_over(view) else Pass()
        limit = self.max_bid(view)
        partner = rules.seating.partner[view.seat]
        if choices and choices[0] <= limit:
            # Partner holds the bid against opponents still in: only bid over it with a clearly stronger hand.
            if (view.high_bid is not None and view.bidder == partner and choices[0] > rules.min_bid
                    and limit < choices[0] + 0.1 * rules.trick_total):
                return self._pass(view, limit)
            return Bid(choices[0])
        # Do not leave partner (the dealer) stuck at the minimum when holding a big meld.  No bid yet
        # means everyone who has called passed; if the last opponent passes too, partner is stuck.
        if (choices and view.high_bid is None and partner == view.dealer
                and limit >= rules.min_bid - 0.15 * rules.trick_total):
            return Bid(choices[0])
        return self._pass(view, limit)

    def _pass(self, view: PlayerView, limit: float) -> Action:
        rules = view.rules
        partner = rules.seating.partner[view.seat]
        if (rules.pass_with_help and partner is not None and not view.passed >> partner & 1
                and limit >= rules.min_bid * 0.8):
            return Pass(help=True)
        return Pass()

