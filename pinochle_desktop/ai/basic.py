"""The ``basic`` computer player: sound rule-based bidding, passing and card play."""

from __future__ import annotations

import random

from ..engine.actions import Action, Bid, Bury, NameTrump, Pass, PassCards, Play, TakeWidow, ThrowIn
from ..engine.cards import SUITS, deck_mask
from ..engine.game import (
    bid_choices,
    bury_count,
    legal_actions,
    legal_play_cards,
    pass_allowed,
    throw_in_allowed,
    trump_choices,
)
from ..engine.meld import marriage_suits, meld_points
from ..engine.scoring import out_of_reach
from ..engine.state import Phase
from ..engine.tricks import card_points
from ..engine.view import PlayerView
from .cardplay import choose_card
from .evaluate import best_trump, hand_value
from .passing import cards_for_bidder, cards_for_partner
from .takeover import basic_takes_over, takeover_spot
from .two_handed import DrawBasic
from .widow import best_total, choose_bury, trick_estimate, widow_outlook

CONCEDE_SHORT = 0.2
"""The basic bidder concedes when its expected total falls short of the bid by this share of the trick points."""
BID_MARGIN = 0.08
"""The basic bidder's safety margin below its hand's expected total, as a share of the trick points ..."""
CONTEST_MARGIN = 0.02
"""... and the smaller margin while an opponent is still in the auction: passing then leaves the contract to
the other side, which costs more than a set now and then (at the full margin it passed a quarter of the
hands it could have opened at the minimum, and was set in only 3-7% of its contracts)."""


class BasicPlayer:
    """A player a club player would not be embarrassed to partner."""

    name = "basic"

    def __init__(self, rng: random.Random | None = None, caution: float = 1.0) -> None:
        self.rng = rng  # unused: every basic habit is a rule, so it takes no seed (kept for ``make_player``)
        self.caution = caution
        self._outlook: tuple[tuple[int, int, int], float] | None = None  # this hand's value with the widow
        self.draw = DrawBasic()  # two-handed

    def choose(self, view: PlayerView) -> Action:
        if view.rules.draw_game:
            return self.draw.choose(view)
        phase = view.phase
        if phase is Phase.AUCTION:
            return self.bid(view)
        if phase is Phase.TRUMP:
            if view.rules.widow_size:
                return NameTrump(best_total(view.hand, view.rules, trump_choices(view))[0])
            return NameTrump(best_trump(view.hand, view.rules, trump_choices(view)))
        if phase is Phase.PASS_TO_BIDDER:
            return PassCards(cards_for_bidder(view))
        if phase is Phase.PASS_TO_PARTNER:
            return PassCards(cards_for_partner(view))
        if phase is Phase.WIDOW:
            return TakeWidow()
        if phase is Phase.BURY:
            bury = choose_bury(view.hand, view.melds[view.seat].cards, view.trump, bury_count(view))
            if throw_in_allowed(view) and self.concede(view, bury):
                return ThrowIn()
            return Bury(bury)
        if phase is Phase.TRICKS:
            if throw_in_allowed(view) and self.throw_in(view):
                return ThrowIn()
            return Play(choose_card(view, legal_play_cards(view)))
        return legal_actions(view)[0]

    def throw_in(self, view: PlayerView) -> bool:
        """Throw in before the first lead: when the bid is out of reach (nothing to lose by it), or, where the
        bidder may concede any hand, when its expected total falls well short (with a widow that is decided
        while burying)."""
        rules = view.rules
        bid = view.high_bid or rules.min_bid
        meld = view.side_meld[rules.seating.side_of[view.seat]]
        if out_of_reach(rules, bid, meld):
            return True
        return not rules.widow_size and self._short(view, meld + 0.5 * rules.trick_total)

    def concede(self, view: PlayerView, bury: tuple[int, ...]) -> bool:
        """Concede rather than bury and play: the meld, the buried points and the trick estimate fall short."""
        rules = view.rules
        assert view.trump is not None
        kept = view.hand & ~sum(1 << c for c in bury)
        total = (view.melds[view.seat].total + card_points(rules, sum(1 << c for c in bury))
                 + trick_estimate(kept, view.trump, rules))
        return self._short(view, total)

    def _short(self, view: PlayerView, total: float) -> bool:
        rules = view.rules
        return total < (view.high_bid or rules.min_bid) - CONCEDE_SHORT * rules.trick_total * self.caution

    # ------------------------------------------------------------ auction
    def max_bid(self, view: PlayerView) -> float:
        """The most this hand should bid: the expected team total less a margin for the set."""
        rules = view.rules
        partner = rules.seating.partner[view.seat]
        partner_bid = any(seat == partner and isinstance(call, Bid) for seat, call in view.auction)
        partner_help = any(seat == partner and isinstance(call, Pass) and call.help for seat, call in view.auction)
        if rules.widow_size:
            return self.widow_value(view) - 0.08 * rules.trick_total * self.caution
        suits = SUITS
        if rules.trump_needs_marriage:
            suits = marriage_suits(view.hand)
            if not suits and rules.cards_passed == 0:
                return 0.0
            suits = suits or SUITS
        value = max(hand_value(view.hand, s, rules, partner_bid or partner_help) for s in suits)
        contested = any(not view.passed >> s & 1 for s in rules.seating.opponents(view.seat))
        margin = (CONTEST_MARGIN if contested else BID_MARGIN) * rules.trick_total * self.caution
        us_side = rules.seating.side_of[view.seat]
        us = view.scores[us_side]
        them = max(score for side, score in enumerate(view.scores) if side != us_side)
        if them >= rules.target * 0.85 and us < them:
            margin -= 0.06 * rules.trick_total  # they are about to go out: contest the bid
        if rules.lose_at is not None and us - rules.min_bid * 2 <= rules.lose_at:
            margin += 0.06 * rules.trick_total  # a set could lose the game
        return value - margin

    def widow_value(self, view: PlayerView) -> float:
        """The hand's expected total as the bidder, the widow's likely help counted (worked out once a hand)."""
        key = (view.hand_number, view.seat, view.hand)
        if self._outlook is None or self._outlook[0] != key:
            unseen = deck_mask(view.rules.deck) & ~view.hand
            rng = random.Random(view.hand)  # drawn from the hand: the basic player takes no seed
            self._outlook = (key, widow_outlook(view.hand, unseen, view.rules, rng))
        return self._outlook[1]

    def takes_over(self, view: PlayerView) -> bool:
        """With the opponents out and partner holding the bid: take the contract from partner?"""
        return basic_takes_over(view, self.max_bid(view))

    def bid(self, view: PlayerView) -> Action:
        rules = view.rules
        choices = bid_choices(view)
        if not pass_allowed(view):  # the first bidder must open at the minimum
            return Bid(choices[0])
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
                and holds_help(view)):
            return Pass(help=True)
        return Pass()


HELP_MELD = 0.1
"""A pass with help promises meld of the hand's own: at least this share of the trick points (25 in single
deck: a marriage and a dix, a pinochle, or more)."""


def holds_help(view: PlayerView) -> bool:
    """Pass with help only with help: meld of this hand's own, and a hand worth most of the minimum bid by
    itself (partner's own bid or help not counted in, as partner reads the signal)."""
    rules = view.rules
    meld = max(meld_points(view.hand, s, rules) for s in SUITS)
    own = max(hand_value(view.hand, s, rules) for s in SUITS)
    return meld >= HELP_MELD * rules.trick_total and own >= rules.min_bid * 0.8

