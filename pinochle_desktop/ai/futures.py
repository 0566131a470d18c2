"""One deal played out from the auction's end: passing by the conventions, meld, and the playout
policy's tricks.  Shared by bidding, naming trump and the bid analysis."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Suit
from ..engine.meld import meld_points
from ..engine.rules import Rules
from ..engine.scoring import Outcome, score_played, score_unplayed, unplayed_outcome
from ..engine.tricks import card_points
from .endgame import TrickRules
from .passing import gift_from, return_from
from .playout import playout
from .widow import quick_bury


@dataclass(frozen=True, slots=True)
class Future:
    """One played-out hand: the bidders' and the others' meld and trick points."""

    bidders_meld: int
    others_meld: int
    bidders_tricks: int
    others_tricks: int
    others: int = 1  # how many sides the others are (three players: two, each scoring for itself)

    def made(self, rules: Rules, bid: int) -> bool:
        """Whether the bidders make ``bid`` in this future."""
        if unplayed_outcome(rules, bid, self.bidders_meld) is not None:
            return False
        s = score_played(rules, bid, self.bidders_meld, self.others_meld, self.bidders_tricks, self.others_tricks)
        return s.outcome is Outcome.MADE

    def differential(self, rules: Rules, bid: int) -> float:
        """The bidders' hand score minus the others' (their average, when several play alone) at this bid."""
        unplayed = unplayed_outcome(rules, bid, self.bidders_meld)
        if unplayed is not None:
            s = score_unplayed(rules, unplayed, bid, self.others_meld)
        else:
            s = score_played(rules, bid, self.bidders_meld, self.others_meld, self.bidders_tricks, self.others_tricks)
        return s.bidders - s.others / self.others

    def conceded(self, rules: Rules, bid: int) -> float:
        """``differential`` had the bidder conceded before the first lead: it loses the bid, the others
        score their meld."""
        return -bid - self.others_meld / self.others


def play_future(rules: Rules, hands: tuple[int, ...] | list[int], bidder: int, trump: Suit,
                pass_cards: bool = True, widow: int = 0, bury: int | None = None) -> Future:
    """Pass by the conventions (unless ``pass_cards`` is False: done already), meld, and play the hand
    out with ``bidder`` naming ``trump``.  Every side but the bidder's counts as "the others".

    Three players: the bidder takes ``widow`` (if not in its hand yet), melds, and buries ``bury`` (by
    ``widow.quick_bury`` when None), whose points count for it; the others defend as one side.
    """
    seating = rules.seating
    partner = seating.partner[bidder]
    h = list(hands)
    if rules.widow_size:
        return _widow_future(rules, h, bidder, trump, widow, bury)
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


def _widow_future(rules: Rules, h: list[int], bidder: int, trump: Suit, widow: int, bury: int | None) -> Future:
    h[bidder] |= widow
    meld = [meld_points(hand, trump, rules) for hand in h]
    if bury is None:
        bury = quick_bury(h[bidder], trump, rules)
    h[bidder] &= ~bury
    taken, _, _, _ = playout(tuple(h), bidder, (), TrickRules.of(rules, int(trump), bidder), 0, 0)
    buried = card_points(rules, bury)
    ours = meld[bidder]
    return Future(ours, sum(meld) - ours, taken + buried, rules.trick_total - taken - buried,
                  len(rules.seating.sides) - 1)


__all__ = ["Future", "play_future"]
