"""Claiming the rest: a proof that the seat to play wins every remaining trick, whatever the others hold.

The claimer plays a fixed line that needs only what it can see (``claim_card``: its top trumps while
a trump is still out, then cards nobody can beat in their suit; on a trick already led, its strongest
winning card). The proof tries that line against every way the other seats could hold and play the
unseen cards: their holdings are enumerated a card at a time as they play, and every step must leave
a way to deal the rest of the unseen cards consistent with each hand's size, the cards known to be in
it (passed, shown in meld) and everything its plays proved (a void, no trump, nothing higher it had to
play). That is an exact search of the game as the claimer sees it: if it finds no way for another seat
to take a trick, the claim holds for every holding; if it runs out of its node budget, no claim.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import SUIT_MASK, Suit, deck_mask, higher_in_suit_mask
from ..engine.rules import PlayRules, Rules
from ..engine.state import Phase
from ..engine.tricks import legal_play_mask, trick_winner_index
from ..engine.view import PlayerView
from .knowledge import knowledge_of

NODE_LIMIT = 40_000
"""Positions the proof may look at before it gives up (then no claim is offered)."""


class _OutOfBudget(Exception):
    pass


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _highest(mask: int) -> int:
    return mask.bit_length() - 1


def forbidden_by(rules: Rules, trick: tuple[int, ...], trump: int, card: int) -> int:
    """Cards a seat cannot hold if it legally played ``card`` to ``trick``: the engine's rules for a
    legal play, read backwards (not following proves a void, not beating proves nothing higher...)."""
    if not trick:
        return 0
    led = trick[0] // 24
    suit = card // 24
    mode = rules.play_rules
    if suit == led:
        if mode is not PlayRules.CLASSIC and led != trump:
            return 0
        if led != trump and trump >= 0 and any(c // 24 == trump for c in trick):
            return 0
        high = max((c for c in trick if c // 24 == led), key=lambda c: c >> 2)
        return higher_in_suit_mask(high) if card >> 2 <= high >> 2 else 0
    out = SUIT_MASK[led]
    if mode is PlayRules.MODERN or trump < 0:
        return out
    if suit != trump:
        return out | SUIT_MASK[trump]
    if mode is PlayRules.HOYLE:
        return out
    trumps = [c for c in trick if c // 24 == trump]
    if trumps:
        high = max(trumps, key=lambda c: c >> 2)
        if card >> 2 <= high >> 2:
            out |= higher_in_suit_mask(high)
    return out


def claim_card(rules: Rules, trump: int, hand: int, outside: int, trick: tuple[int, ...]) -> int | None:
    """The claimer's card: ``outside`` are the cards that may still be in other hands. None: no card
    of this line (the claim fails)."""
    legal = legal_play_mask(rules, hand, trick, None if trump < 0 else _suit_enum(trump))
    if not legal:
        return None
    if not trick:
        if trump >= 0 and hand & SUIT_MASK[trump] and outside & SUIT_MASK[trump]:
            return _highest(hand & SUIT_MASK[trump])  # draw the trumps still out
        masters = [c for c in _bits(hand) if not outside & higher_in_suit_mask(c)]
        return max(masters or _bits(hand), key=lambda c: ((c >> 2) % 6, c // 24))  # the highest rank
    winning = [c for c in _bits(legal) if trick_winner_index((*trick, c), None if trump < 0 else _suit_enum(trump))
               == len(trick)]
    if not winning:
        return None
    return max(winning, key=lambda c: ((c // 24 == trump), c >> 2))


def _suit_enum(suit: int) -> Suit:
    return Suit(suit)


@dataclass
class _Search:
    rules: Rules
    trump: int
    me: int
    order: tuple[tuple[int, ...], ...]
    players: int
    budget: int
    nodes: int = 0

    def __post_init__(self) -> None:
        self.memo: dict[tuple[object, ...], bool] = {}
        self.trump_suit = None if self.trump < 0 else _suit_enum(self.trump)

    def feasible(self, pool: int, need: tuple[int, ...], forbid: tuple[int, ...], others: tuple[int, ...]) -> bool:
        """Can the unseen cards be dealt out: each other seat its number, none a card it cannot hold? (Hall's
        condition: the cards only the seats of a group may hold are no more than the group needs, for every
        group; written out for three and two other seats, the search's hottest line.)"""
        if len(others) == 3:
            s0, s1, s2 = others
            a0, a1, a2 = pool & ~forbid[s0], pool & ~forbid[s1], pool & ~forbid[s2]
            n0, n1, n2 = need[s0], need[s1], need[s2]
            return not (pool & ~(a0 | a1 | a2)) and pool.bit_count() <= n0 + n1 + n2 \
                and (pool & ~(a1 | a2)).bit_count() <= n0 and (pool & ~(a0 | a2)).bit_count() <= n1 \
                and (pool & ~(a0 | a1)).bit_count() <= n2 and (pool & ~a2).bit_count() <= n0 + n1 \
                and (pool & ~a1).bit_count() <= n0 + n2 and (pool & ~a0).bit_count() <= n1 + n2
        if len(others) == 2:
            s0, s1 = others
            a0, a1 = pool & ~forbid[s0], pool & ~forbid[s1]
            n0, n1 = need[s0], need[s1]
            return not (pool & ~(a0 | a1)) and pool.bit_count() <= n0 + n1 \
                and (pool & ~a1).bit_count() <= n0 and (pool & ~a0).bit_count() <= n1
        for subset in range(1 << len(others)):
            outside = pool
            room = 0
            for i, seat in enumerate(others):
                if subset >> i & 1:
                    room += need[seat]
                else:
                    outside &= forbid[seat]
            if outside.bit_count() > room:
                return False
        return True

    def wins_all(self, hand: int, pool: int, known: tuple[int, ...], need: tuple[int, ...],
                 forbid: tuple[int, ...], trick: tuple[int, ...], leader: int) -> bool:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfBudget
        if not trick and not hand:
            return True
        key = (hand, pool, known, need, tuple(f & pool for f in forbid), trick, leader)
        cached = self.memo.get(key)
        if cached is not None:
            return cached
        result = self._wins_all(hand, pool, known, need, forbid, trick, leader)
        self.memo[key] = result
        return result

    def _wins_all(self, hand: int, pool: int, known: tuple[int, ...], need: tuple[int, ...],
                  forbid: tuple[int, ...], trick: tuple[int, ...], leader: int) -> bool:
        if len(trick) == self.players:
            if self.order[leader][trick_winner_index(trick, self.trump_suit)] != self.me:
                return False
            return self.wins_all(hand, pool, known, need, forbid, (), self.me)
        seat = self.order[leader][len(trick)]
        if seat == self.me:
            outside = pool
            for cards in known:
                outside |= cards
            card = claim_card(self.rules, self.trump, hand, outside, trick)
            if card is None:
                return False
            return self.wins_all(hand & ~(1 << card), pool, known, need, forbid, (*trick, card), leader)
        others = tuple(s for s in self.order[self.me][1:])
        for card, from_pool in self._options(seat, pool, known, need, forbid, trick):
            extra = forbidden_by(self.rules, trick, self.trump, card)
            left_known = known[seat] & ~(1 << card)
            if left_known & extra:
                continue  # a card it is known to hold would have made this play illegal
            new_forbid = list(forbid)
            new_forbid[seat] |= extra
            new_known, new_need, new_pool = list(known), list(need), pool
            if from_pool:
                new_pool &= ~(1 << card)
                new_need[seat] -= 1
            else:
                new_known[seat] = left_known
            f, n = tuple(new_forbid), tuple(new_need)
            # the deal of the unseen cards can only have become impossible if one left the pool or a seat
            # may no longer hold one still in it (forbid counts only on the pool's cards)
            if (from_pool or extra & new_pool & ~forbid[seat]) and not self.feasible(new_pool, n, f, others):
                continue
            if not self.wins_all(hand, new_pool, tuple(new_known), n, f, (*trick, card), leader):
                return False
        return True

    def refuted_by_a_deal(self, hand: int, pool: int, known: tuple[int, ...], need: tuple[int, ...],
                          forbid: tuple[int, ...], trick: tuple[int, ...], leader: int, tries: int = 8) -> bool:
        """A quick look before the proof: deal the unseen cards out a few ways (each seat its number, no card
        it cannot hold) and play the claimer's line against seats that take a trick when they can and else
        throw their lowest card (or, some of the time, any card). A deal in which another seat takes a trick
        is a holding the claim loses to: no claim, without the search (which would find the same, often only
        after its whole budget). Nothing found proves nothing: then the search decides."""
        rng = random.Random(hash((hand, pool, trick, leader)))
        trump = None if self.trump < 0 else self.trump_suit
        others = self.order[self.me][1:]
        cards = _bits(pool)
        for _ in range(tries):
            hands = list(known)
            left = list(need)
            rng.shuffle(cards)
            cards.sort(key=lambda c: sum(1 for s in others if not forbid[s] >> c & 1))  # the most bound first
            for card in cards:
                seats = [s for s in others if left[s] > 0 and not forbid[s] >> card & 1]
                if not seats:
                    break
                seat = rng.choice(seats)
                hands[seat] |= 1 << card
                left[seat] -= 1
            else:
                if self._loses_a_trick(hand, hands, trick, leader, trump, rng):
                    return True
        return False

    def _loses_a_trick(self, hand: int, hands: list[int], trick: tuple[int, ...], leader: int,
                       trump: Suit | None, rng: random.Random) -> bool:
        careless = rng.random() < 0.3
        while hand or trick:
            if len(trick) == self.players:
                winner = self.order[leader][trick_winner_index(trick, trump)]
                if winner != self.me:
                    return True
                trick, leader = (), winner
                continue
            seat = self.order[leader][len(trick)]
            if seat == self.me:
                outside = 0
                for cards in hands:
                    outside |= cards
                card = claim_card(self.rules, self.trump, hand, outside, trick)
                if card is None:
                    return True
                hand &= ~(1 << card)
            else:
                legal = _bits(legal_play_mask(self.rules, hands[seat], trick, trump))
                if not legal:
                    return False  # a deal the search would not make: nothing shown
                takes = [c for c in legal if trick_winner_index((*trick, c), trump) == len(trick)]
                if takes:
                    card = max(takes, key=lambda c: c >> 2)
                elif careless:
                    card = rng.choice(legal)
                else:
                    card = min(legal, key=lambda c: ((c >> 2) % 6, c // 24 == self.trump))
                hands[seat] &= ~(1 << card)
            trick = (*trick, card)
        return False

    def _options(self, seat: int, pool: int, known: tuple[int, ...], need: tuple[int, ...],
                 forbid: tuple[int, ...], trick: tuple[int, ...]) -> list[tuple[int, bool]]:
        """Cards the seat could play (one copy of each kind from the unseen pool), those that take the
        trick first: a refutation is found soonest."""
        options: list[tuple[int, bool]] = [(c, False) for c in _bits(known[seat])]
        if need[seat] > 0:
            seen_kinds: set[int] = set()
            for c in _bits(pool & ~forbid[seat]):
                if c >> 2 not in seen_kinds:
                    seen_kinds.add(c >> 2)
                    options.append((c, True))

        def strength(option: tuple[int, bool]) -> tuple[bool, bool, int]:
            card = option[0]
            takes = bool(trick) and trick_winner_index((*trick, card), self.trump_suit) == len(trick)
            return (not takes, card // 24 != self.trump, -(card >> 2))

        options.sort(key=strength)
        return options


Start = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], int]
"""Where the proof starts: the claimer's hand, the unseen pool, each seat's known cards, how many more it needs,
the cards it cannot hold, the trick so far and its leader (``_Search.wins_all``'s arguments)."""


def claim_search(v: PlayerView, node_limit: int = NODE_LIMIT) -> tuple[_Search, Start] | None:
    """The proof's search for the seat of ``v`` and where it starts; None where no claim can be proved (not
    its turn in the tricks, cards still to draw or out of sight, no way to deal the unseen cards)."""
    if v.phase is not Phase.TRICKS or v.to_act != v.seat or not v.hand:
        return None
    if getattr(v, "stock_size", 0):
        return None  # cards still to be drawn: not every remaining card is in a hand
    seating = v.rules.seating
    know = knowledge_of(v)
    others = seating.others(v.seat)
    sizes = v.hand_sizes
    if know.unseen.bit_count() != sum(sizes[s] for s in others):
        return None  # cards out of play that nobody can see (a widow, buried cards): no proof
    all_known = 0
    for s in others:
        all_known |= know.known[s]
    pool = know.unseen & ~all_known
    known = tuple(know.known[s] if s != v.seat else 0 for s in seating.seats)
    need = tuple(sizes[s] - know.known[s].bit_count() if s != v.seat else 0 for s in seating.seats)
    forbid = tuple((know.unseen & ~know.possible[s]) if s != v.seat else 0 for s in seating.seats)
    if any(n < 0 for n in need):
        return None
    trump = -1 if v.trump is None else int(v.trump)
    search = _Search(v.rules, trump, v.seat, seating.after, seating.players, node_limit)
    if not search.feasible(pool, need, forbid, others):
        return None
    return search, (v.hand, pool, known, need, forbid, v.trick, v.leader)


def can_claim(v: PlayerView, node_limit: int = NODE_LIMIT) -> bool:
    """Whether the seat of ``v`` (to play, in the tricks) wins every remaining trick whatever the other
    seats hold, playing ``claim_card``'s line: proved, or False."""
    found = claim_search(v, node_limit)
    if found is None:
        return False
    search, start = found
    if search.refuted_by_a_deal(*start):
        return False
    try:
        return search.wins_all(*start)
    except _OutOfBudget:
        return False


def claim_play(v: PlayerView) -> int | None:
    """The claimer's next card on the proved line (the same ``claim_card`` the proof played)."""
    know = knowledge_of(v)
    trump = -1 if v.trump is None else int(v.trump)
    return claim_card(v.rules, trump, v.hand, know.unseen, v.trick)


__all__ = ["NODE_LIMIT", "can_claim", "claim_search", "claim_card", "claim_play", "forbidden_by", "deck_mask"]
