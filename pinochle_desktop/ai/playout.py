"""Fast playouts of the rest of a hand on bitmask hands, with a card-sense policy that sees every hand.

The policy follows the ``basic`` player's habits (cash sure winners, draw
trumps as bidder, smear counters on partner's safe trick, win cheaply, throw
low), but reads the sampled hands directly instead of inferring them, so one
playout costs a few microseconds per card.
"""

from __future__ import annotations

from ..engine.seats import Seating
from .endgame import TrickRules, union
from .tables import COUNTERS, HIGHER, SUITS4, classic_points, legal_mask


def _beat_mask(win: int, trump: int) -> int:
    """Cards that beat ``win`` if allowed: higher of its suit, or any trump over a non-trump."""
    if trump < 0 or win // 24 == trump:
        return HIGHER[win]
    return HIGHER[win] | SUITS4[trump]


def _cost(card: int, trump: int) -> int:
    """How much it hurts to give this card away."""
    return (card >> 2) % 6 + (10 if COUNTERS >> card & 1 else 0) + (20 if card // 24 == trump else 0)


def _lowest(mask: int, trump: int) -> int:
    best, best_cost = -1, 99
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        k = _cost(c, trump)
        if k < best_cost:
            best, best_cost = c, k
    return best


def follow_card(hands: list[int], leader: int, n: int, led: int, win: int, wseat: int, trumped: bool,
                legal: int, trump: int, mode: tuple[bool, bool, bool], seating: Seating) -> int:
    """The policy's card for the seat in position ``n`` of the trick."""
    order = seating.after[leader]
    seat = order[n]
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    side = seating.side_of
    opps = [s for s in order[n + 1:] if side[s] != side[seat]]
    beat = legal & _beat_mask(win, trump)
    if side[wseat] == side[seat] and not any(
        legal_mask(hands[o], led, win, trumped, trump, mode) & _beat_mask(win, trump) for o in opps
    ):
        # Partner's trick is safe: smear a counter, least useful first.
        counters = legal & COUNTERS
        pool = counters & ~SUITS4[trump] if trump >= 0 else counters
        pool = pool or counters
        if pool:
            return (pool & -pool).bit_length() - 1
        return _lowest(legal & ~beat or legal, trump)
    if beat:
        best, best_key = -1, 999
        spare_ace = led == trump  # on a trump lead the trump ace heads it only where no lower trump wins
        m = beat
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            nt = trumped or (c // 24 == trump and led != trump)
            bm = _beat_mask(c, trump)
            if any(legal_mask(hands[o], led, c, nt, trump, mode) & bm for o in opps):
                continue
            key = (0 if COUNTERS >> c & 1 else 64) + _cost(c, trump)  # counters first, then the cheapest
            if spare_ace and (c >> 2) % 6 == 5:
                key += 128
            if key < best_key:
                best, best_key = c, key
        if best >= 0:
            return best
    if side[wseat] == side[seat]:
        return _lowest(legal & ~beat or legal, trump)
    return _lowest(legal, trump)


def lead_card(hands: list[int], seat: int, bidders: int, trump: int, seating: Seating, double: bool = False) -> int:
    """The policy's lead (``double``: a double deck, where the declarer cashes side aces before drawing trump)."""
    hand = hands[seat]
    if hand & (hand - 1) == 0:
        return hand.bit_length() - 1
    opponents = [hands[s] for s in seating.opponents(seat)]
    mate = seating.partner[seat]
    partner = hands[mate] if mate is not None else 0
    opp = union(opponents)
    tmask = SUITS4[trump] if trump >= 0 else 0
    ruffed = 0  # suits some opponent is void in while holding a trump
    if trump >= 0:
        for o in opponents:
            if o & tmask:
                for s in range(4):
                    if not o & SUITS4[s]:
                        ruffed |= 1 << s
    side_win, trump_win = -1, -1
    m = hand
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if opp & HIGHER[c]:
            continue
        s = c // 24
        if s != trump and ruffed >> s & 1:
            continue
        if s == trump:
            trump_win = c
        elif side_win < 0 or (COUNTERS >> c & 1, c >> 2) > (COUNTERS >> side_win & 1, side_win >> 2):
            side_win = c
    my_trumps = hand & tmask
    opp_trumps = opp & tmask
    declaring = seating.side_of[seat] == bidders
    void_counters = 0  # defence: counters of suits the declarer's side trumps (never led into that void)
    if not declaring and ruffed:
        for s in range(4):
            if ruffed >> s & 1:
                void_counters |= SUITS4[s] & COUNTERS
    if double and declaring and side_win >= 0 and (side_win >> 2) % 6 == 5:
        return side_win
    if trump_win >= 0 and declaring and opp_trumps and my_trumps.bit_count() >= 3:
        return trump_win
    if side_win >= 0:
        return side_win
    if trump_win >= 0 and not opp_trumps and hand & ~tmask:
        return trump_win
    if trump >= 0 and partner & tmask:
        for s in range(4):
            if s != trump and hand & SUITS4[s] and not partner & SUITS4[s]:
                low = hand & SUITS4[s] & ~COUNTERS
                if low:
                    return (low & -low).bit_length() - 1
    side = hand & ~tmask or hand
    best, best_key = -1, 999
    m = side
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        key = _cost(c, trump) * 4 - (hand & SUITS4[c // 24]).bit_count()
        if (c >> 2) % 6 == 4 and opp & HIGHER[c]:
            key += 60  # a ten under an outstanding ace
        if void_counters >> c & 1:
            key += 160
        if key < best_key:
            best, best_key = c, key
    return best


def playout(hands_in: tuple[int, ...], leader: int, trick: tuple[int, ...], rules: TrickRules,
            team: int, bidders: int, stop_cards: int = 0) -> tuple[int, list[int], int, int]:
    """Play on with the policy until at most ``stop_cards`` cards are left at a trick start.

    ``team`` and ``bidders`` are sides.  Returns (trick points ``team`` took, the hands then,
    the leader then, cards played).
    """
    hands = list(hands_in)
    trump, mode = rules.trump, rules.mode
    cv, bonus = rules.counter_value, rules.last_bonus
    seating = rules.seating
    after, side, players = seating.after, seating.side_of, seating.players
    live = union(hands)
    n = len(trick)
    gained = 0
    played = 0
    led, win, wseat, trumped, tmask = -1, -1, leader, False, 0
    if n:
        led = trick[0] // 24
        win, tmask = trick[0], 1 << trick[0]
        for i in range(1, n):
            c = trick[i]
            tmask |= 1 << c
            cs = c // 24
            if (cs == win // 24 and c >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
                win, wseat = c, after[leader][i]
                if cs == trump and led != trump:
                    trumped = True
    if n == players:
        pts = (tmask & COUNTERS).bit_count() * cv if cv else classic_points(tmask)
        if not live:
            pts += bonus
        if side[wseat] == team:
            gained += pts
        leader, n = wseat, 0
    while True:
        if n == 0:
            if not live or live.bit_count() <= stop_cards:
                break
            card = lead_card(hands, leader, bidders, trump, seating, rules.double_deck)
            hands[leader] &= ~(1 << card)
            live &= ~(1 << card)
            led, win, wseat, trumped, tmask, n = card // 24, card, leader, False, 1 << card, 1
            played += 1
            continue
        seat = after[leader][n]
        legal = legal_mask(hands[seat], led, win, trumped, trump, mode)
        card = follow_card(hands, leader, n, led, win, wseat, trumped, legal, trump, mode, seating)
        hands[seat] &= ~(1 << card)
        live &= ~(1 << card)
        played += 1
        tmask |= 1 << card
        cs = card // 24
        if (cs == win // 24 and card >> 2 > win >> 2) or (cs == trump and win // 24 != trump):
            win, wseat = card, seat
            if cs == trump and led != trump:
                trumped = True
        n += 1
        if n == players:
            pts = (tmask & COUNTERS).bit_count() * cv if cv else classic_points(tmask)
            if not live:
                pts += bonus
            if side[wseat] == team:
                gained += pts
            leader, n = wseat, 0
    return gained, hands, leader, played
