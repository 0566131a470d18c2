"""Card play for the ``basic`` player: counting cards, inferring voids, cashing winners."""

from __future__ import annotations

from ..engine.cards import SUIT_MASK, Rank, cards_of, higher_in_suit_mask, rank_of
from ..engine.tricks import trick_winner_index
from ..engine.view import PlayerView
from .knowledge import Knowledge, knowledge_of

_COUNTERS = (Rank.ACE, Rank.TEN, Rank.KING)


def _suit(card: int) -> int:
    return card // 24


def is_counter(card: int) -> bool:
    return rank_of(card) in _COUNTERS


def throw_cost(card: int, trump: int) -> float:
    """How much it hurts to give this card away on a lost trick."""
    cost = float((card >> 2) % 6)
    if is_counter(card):
        cost += 10
    if _suit(card) == trump:
        cost += 20
    return cost


def could_beat(seat: int, winner: int, led: int, trump: int, know: Knowledge) -> bool:
    """May ``seat``, still to play, hold a card that beats ``winner``?"""
    possible = know.possible[seat]
    if _suit(winner) == trump:
        if not possible & higher_in_suit_mask(winner):
            return False
        return led == trump or not know.known[seat] & SUIT_MASK[led]
    if possible & higher_in_suit_mask(winner):
        return True
    if trump < 0 or not possible & SUIT_MASK[trump]:
        return False
    # It can trump only when void in the led suit: likely when it may hold none.
    led_left = possible & SUIT_MASK[led]
    return not led_left or (know.unseen & SUIT_MASK[led]).bit_count() <= 1


def _opponents_after(view: PlayerView) -> list[int]:
    """The opponents still to play to this trick after this seat."""
    seating = view.rules.seating
    side = seating.side_of
    return [s for s in seating.after[view.leader][len(view.trick) + 1:] if side[s] != side[view.seat]]


def spare_trump_ace(beating: list[int], led: int, trump: int) -> list[int]:
    """On a trump lead, a trump ace is not wasted heading it where a lower trump (a king, a queen) wins
    too: the ace is left out of these sure winners while another one is among them."""
    if led != trump or trump < 0:
        return beating
    lower = [c for c in beating if rank_of(c) is not Rank.ACE]
    return lower if lower else beating


def follow(view: PlayerView, know: Knowledge, legal: tuple[int, ...]) -> int:
    trump = -1 if view.trump is None else int(view.trump)
    trick = view.trick
    led = _suit(trick[0])
    win_index = trick_winner_index(trick, view.trump)
    winner = trick[win_index]
    winner_seat = view.rules.seating.after[view.leader][win_index]
    after = _opponents_after(view)

    def points(c: int) -> int:
        return 1 if is_counter(c) else 0

    beating = [c for c in legal if trick_winner_index((*trick, c), view.trump) == len(trick)]
    not_beating = [c for c in legal if c not in beating]
    partner_winning = winner_seat == view.rules.seating.partner[view.seat]
    partner_safe = partner_winning and not any(could_beat(s, winner, led, trump, know) for s in after)
    if partner_safe:
        if not_beating:  # throw a counter onto a trick our side is sure to win
            return max(not_beating, key=lambda c: (points(c), -throw_cost(c, trump) if not is_counter(c) else
                                                    -(_suit(c) == trump), -(c >> 2)))
        return max(spare_trump_ace(beating, led, trump), key=lambda c: (points(c), -throw_cost(c, trump)))
    safe = [c for c in beating if not any(could_beat(s, c, led, trump, know) for s in after)]
    if safe:
        return max(spare_trump_ace(safe, led, trump), key=lambda c: (points(c), -throw_cost(c, trump)))
    if beating and not after:
        return max(spare_trump_ace(beating, led, trump), key=lambda c: (points(c), -throw_cost(c, trump)))
    if partner_winning and not_beating:
        return min(not_beating, key=lambda c: throw_cost(c, trump))
    return min(legal, key=lambda c: throw_cost(c, trump))


def _sure_winner(card: int, view: PlayerView, know: Knowledge, trump: int) -> bool:
    """Leading ``card`` wins the trick whatever the others hold (as far as this seat can tell)."""
    suit = _suit(card)
    if know.unseen & higher_in_suit_mask(card):
        return False
    for seat in view.rules.seating.opponents(view.seat):
        if suit != trump and trump >= 0 and not know.possible[seat] & SUIT_MASK[suit] \
                and know.possible[seat] & SUIT_MASK[trump]:
            return False
    return True


def declarer_ruffs(view: PlayerView, know: Knowledge, trump: int) -> int:
    """Side suits (as bits) the declarer is known to be void in while it may still hold a trump: a counter
    led there is trumped (lead through such a void with low cards, never into it with a ten or king)."""
    bidder = view.bidder
    if bidder is None or not know.possible[bidder] & SUIT_MASK[trump]:
        return 0
    return sum(1 << s for s in range(4) if s != trump and not know.possible[bidder] & SUIT_MASK[s])


def lead(view: PlayerView, know: Knowledge, legal: tuple[int, ...]) -> int:
    trump = -1 if view.trump is None else int(view.trump)
    seating = view.rules.seating
    bidders = view.bidder is not None and seating.side_of[view.bidder] == seating.side_of[view.seat]
    opponents = seating.opponents(view.seat)
    partner = seating.partner[view.seat]
    opp_trumps = trump >= 0 and any(know.possible[s] & SUIT_MASK[trump] for s in opponents)
    double = view.rules.deck.copies == 4
    winners = [c for c in legal if _sure_winner(c, view, know, trump)]
    side_winners = [c for c in winners if _suit(c) != trump]
    trump_winners = [c for c in winners if _suit(c) == trump]
    my_trumps = [c for c in legal if _suit(c) == trump]
    if bidders and double:
        side_aces = [c for c in side_winners if rank_of(c) is Rank.ACE]
        if side_aces:  # double deck: cash the side aces before drawing trump, while they still stand
            return max(side_aces)
    if bidders and trump_winners and opp_trumps and len(my_trumps) >= 3:
        return max(trump_winners)  # draw the opponents' trumps
    if side_winners:
        return max(side_winners, key=lambda c: (is_counter(c), c >> 2))
    if trump_winners and not opp_trumps and len(legal) > len(my_trumps):
        return max(trump_winners)
    # Lead to partner's void so partner can trump.
    if trump >= 0 and partner is not None and know.possible[partner] & SUIT_MASK[trump]:
        for c in sorted(legal, key=lambda c: throw_cost(c, trump)):
            suit = _suit(c)
            if suit != trump and not know.possible[partner] & SUIT_MASK[suit] and not is_counter(c):
                return c
    non_trump = [c for c in legal if _suit(c) != trump] or list(legal)
    if not bidders and double and trump >= 0 and len(non_trump) == len(legal) == len(my_trumps) > 1:
        non_trump = [c for c in non_trump if rank_of(c) is not Rank.ACE] or non_trump  # keep the trump ace
    ruffs = 0 if bidders or trump < 0 else declarer_ruffs(view, know, trump)

    def lead_cost(c: int) -> tuple[float, int]:
        suit_len = sum(1 for x in legal if _suit(x) == _suit(c))
        lone_ten = rank_of(c) is Rank.TEN and know.unseen & higher_in_suit_mask(c)
        into_void = 40 if ruffs >> _suit(c) & 1 and is_counter(c) else 0  # the declarer would trump it
        return (throw_cost(c, trump) + (15 if lone_ten else 0) + into_void - suit_len, c)

    return min(non_trump, key=lead_cost)


def choose_card(view: PlayerView, legal_mask: int) -> int:
    legal = cards_of(legal_mask)
    if len(legal) == 1:
        return legal[0]
    know = knowledge_of(view)
    if not view.trick:
        return lead(view, know, legal)
    return follow(view, know, legal)
