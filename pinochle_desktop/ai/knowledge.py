"""What a seat knows about the hidden cards: card counting and inferred voids.

Built from a view only: the seat's own hand, the cards played, the meld shown
face up (pinned to its owner until played), the cards it passed or received, the
widow (with the bidder, or buried), and what each play proves (a seat that did
not follow suit is void in it; under classic rules one that did not trump is out
of trumps too, and one that did not beat a card holds nothing higher in that suit).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import SUIT_MASK, deck_mask, higher_in_suit_mask
from ..engine.seats import Seating
from ..engine.state import Trick
from ..engine.view import PlayerView
from .tables import PLAY_MODES


def _suit(card: int) -> int:
    return card // 24


@dataclass(frozen=True, slots=True)
class Knowledge:
    seat: int
    unseen: int  # cards that are in some other seat's hand
    known: tuple[int, ...]  # cards known to be in each seat's hand
    possible: tuple[int, ...]  # cards each seat may hold (own hand: exactly the hand)
    played: int

    def may_hold(self, seat: int, cards: int) -> bool:
        return bool(self.possible[seat] & cards)


def _constrain_trick(cards: tuple[int, ...], leader: int, trump: int, mode: tuple[bool, bool, bool],
                     excluded: list[int], seating: Seating) -> None:
    """Record what each follower's card proves about the rest of their hand."""
    led = _suit(cards[0])
    high = cards[0]
    trumped = False
    order = seating.after[leader]
    beat_plain, must_trump, overtrump = mode
    for i in range(1, len(cards)):
        seat = order[i]
        card = cards[i]
        suit = _suit(card)
        if suit != led:
            excluded[seat] |= SUIT_MASK[led]
            if must_trump and trump >= 0 and suit != trump:
                excluded[seat] |= SUIT_MASK[trump]
            elif overtrump and suit == trump and trumped and _suit(high) == trump and card // 4 <= high // 4:
                excluded[seat] |= higher_in_suit_mask(high)
        elif card // 4 <= high // 4 and (led == trump or (beat_plain and not trumped)):
            excluded[seat] |= higher_in_suit_mask(high)
        if (suit == _suit(high) and card // 4 > high // 4) or (suit == trump and _suit(high) != trump):
            high = card
        if suit == trump and led != trump:
            trumped = True


def knowledge_of(view: PlayerView) -> Knowledge:
    me = view.seat
    hand = view.hand
    played = view.played_cards
    seating = view.rules.seating
    unseen = deck_mask(view.rules.deck) & ~hand & ~played & ~view.buried
    known = list(seating.per_seat())
    excluded = list(seating.per_seat())
    for seat, meld in enumerate(view.melds):
        if seat == me:
            continue
        shown = meld.cards & unseen
        if shown.bit_count() <= view.hand_sizes[seat]:
            known[seat] |= shown
        else:  # a freak bury took cards from the shown meld: each is this seat's or buried, nobody else's
            for other in seating.seats:
                if other != seat:
                    excluded[other] |= shown
    if view.bidder is not None:
        partner = seating.partner[view.bidder]
        if partner is None:
            pass
        elif me == partner:
            known[view.bidder] |= view.passed_to_bidder & unseen
        elif me == view.bidder:
            known[partner] |= view.passed_to_partner & unseen
    if view.widow and view.bidder is not None:  # the widow went to the bidder: nobody else holds its cards
        for seat in seating.seats:
            if seat != view.bidder:
                excluded[seat] |= view.widow
    trump = -1 if view.trump is None else int(view.trump)
    mode = PLAY_MODES[view.rules.play_rules]
    tricks: list[Trick | tuple[int, tuple[int, ...]]] = list(view.tricks)
    for t in tricks:
        assert isinstance(t, Trick)
        _constrain_trick(t.cards, t.leader, trump, mode, excluded, seating)
    if view.trick:
        _constrain_trick(view.trick, view.leader, trump, mode, excluded, seating)
    all_known = 0
    for cards in known:
        all_known |= cards
    possible = list(seating.per_seat())
    for seat in seating.seats:
        if seat == me:
            possible[seat] = hand
            known[seat] = hand
        else:
            others_known = all_known & ~known[seat]
            possible[seat] = (unseen & ~excluded[seat] & ~others_known) | known[seat]
    return Knowledge(me, unseen, tuple(known), tuple(possible), played)
