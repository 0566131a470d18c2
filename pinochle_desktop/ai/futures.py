"""One deal played out from the auction's end: passing by the conventions, meld, and the playout
policy's tricks.  Shared by bidding, naming trump and the bid analysis."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Suit
from ..engine.meld import meld_points
from ..engine.rules import Rules
from ..engine.scoring import Outcome, score_played, score_unplayed, unplayed_outcome
from .endgame import TrickRules
from .passing import gift_from, return_from
from .playout import playout


@dataclass(frozen=True, slots=True)
class Future:
    """One played-out hand: the bidders' and the others' meld and trick points."""

    bidders_meld: int
    others_meld: int
    bidders_tricks: int
    others_tricks: int

    def made(self, rules: Rules, bid: int) -> bool:
        """Whether the bidders make ``bid`` in this future."""
        if unplayed_outcome(rules, bid, self.bidders_meld) is not None:
            return False
        s = score_played(rules, bid, self.bidders_meld, self.others_meld, self.bidders_tricks, self.others_tricks)
        return s.outcome is Outcome.MADE

    def differential(self, rules: Rules, bid: int) -> int:
        """The bidders' hand score minus the others' at this bid."""
        unplayed = unplayed_outcome(rules, bid, self.bidders_meld)
        if unplayed is not None:
            s = score_unplayed(rules, unplayed, bid, self.others_meld)
        else:
            s = score_played(rules, bid, self.bidders_meld, self.others_meld, self.bidders_tricks, self.others_tricks)
        return s.bidders - s.others


def play_future(rules: Rules, hands: tuple[int, ...] | list[int], bidder: int, trump: Suit,
                pass_cards: bool = True) -> Future:
    """Pass by the conventions (unless ``pass_cards`` is False: done already), meld, and play the hand
    out with ``bidder`` naming ``trump``.  Every side but the bidder's counts as "the others"."""
    seating = rules.seating
    partner = seating.partner[bidder]
    h = list(hands)
    if rules.cards_passed and pass_cards and partner is not None:
        gift = sum(1 << c for c in gift_from(h[partner], trump, rules))
        h[partner] &= ~gift
        h[bidder] |= gift
        back = sum(1 << c for c in return_from(h[bidder], trump, rules))
        h[bidder] &= ~back
        h[partner] |= back
    meld = seating.side_sums([meld_points(hand, trump, rules) for hand in h])
    bidders = seating.side_of[bidder]
    ours = meld[bidders]
    theirs = sum(meld) - ours
    taken, _, _, _ = playout(tuple(h), bidder, (), TrickRules.of(rules, int(trump)), bidders, bidders)
    return Future(ours, theirs, taken, rules.trick_total - taken)


__all__ = ["Future", "play_future"]
