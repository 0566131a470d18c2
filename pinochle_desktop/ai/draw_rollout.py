"""Playing a two-handed hand out to its end on raw card sets, every hand and the stock known (a sampled deal).

While the stock lasts both players follow ``draw_policy`` (lead, follow, the dix and one meld after each
trick won, the draws); the last 12 tricks are played by ``playout``'s card sense and the final tricks
solved exactly.  The result is what each player gains from here on, meld and card points.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import Suit
from ..engine.declare import dix_cards, is_dix, meld_options
from ..engine.meld import Meld, MeldKind, meld_value
from ..engine.rules import Rules
from . import draw_policy as policy
from .endgame import EndgameSolver, TrickRules
from .playout import playout


@dataclass
class Deal2:
    """A two-handed position with nothing hidden (mutable: a rollout plays on it)."""

    rules: Rules
    trump: Suit
    hands: list[int]  # meld on the table included
    tables: list[int]
    histories: list[tuple[Meld, ...]]
    stock: list[int]  # top first
    turn_up: int | None
    gained: list[int] = field(default_factory=lambda: [0, 0])  # meld and card points from here on

    def copy(self) -> Deal2:
        return Deal2(self.rules, self.trump, list(self.hands), list(self.tables), list(self.histories),
                     list(self.stock), self.turn_up, list(self.gained))


def play_card(deal: Deal2, seat: int, card: int) -> None:
    bit = 1 << card
    deal.hands[seat] &= ~bit
    deal.tables[seat] &= ~bit


def meld_turn(deal: Deal2, seat: int) -> None:
    """The winner scores a dix (exchanged when it can) and lays out the meld ``draw_policy`` picks."""
    trump, rules = deal.trump, deal.rules
    hand, table, history = deal.hands[seat], deal.tables[seat], deal.histories[seat]
    dixes = dix_cards(hand & ~table, history, trump)
    if dixes:
        dix = dixes[0]
        points = meld_value(rules.meld_table, MeldKind.DIX)
        history = (*history, Meld(MeldKind.DIX, 1, trump, (dix,), points))
        deal.gained[seat] += points
        if deal.turn_up is not None and not is_dix(deal.turn_up, trump):
            hand = hand & ~(1 << dix) | 1 << deal.turn_up
            deal.turn_up = dix
        else:
            table |= 1 << dix
    best = policy.pick_meld(list(meld_options(hand, table, history, trump, rules)), len(deal.stock) >= 2)
    if best is not None:
        history = (*history, best)
        deal.gained[seat] += best.points
        for card in best.cards:
            table |= 1 << card
    deal.hands[seat], deal.tables[seat], deal.histories[seat] = hand, table, history


def draw(deal: Deal2, winner: int) -> None:
    loser = 1 - winner
    if len(deal.stock) >= 2:
        deal.hands[winner] |= 1 << deal.stock[0]
        deal.hands[loser] |= 1 << deal.stock[1]
        del deal.stock[:2]
    else:
        assert deal.turn_up is not None and len(deal.stock) == 1
        deal.hands[winner] |= 1 << deal.stock.pop()
        deal.hands[loser] |= 1 << deal.turn_up
        deal.turn_up = None
        deal.tables = [0, 0]


def finish(deal: Deal2, leader: int, led: int | None = None, follow: int | None = None,
           tail_cards: int = 6, solver: EndgameSolver | None = None) -> Deal2:
    """Play the hand to its end from a trick while the stock lasts (``led``/``follow`` already chosen when
    given): both players by ``draw_policy``, the last 12 tricks by ``playout`` and the exact tail."""
    rules, trump = deal.rules, deal.trump
    t = int(trump)
    while deal.turn_up is not None:
        follower = 1 - leader
        if led is None:
            led = policy.lead_card(deal.hands[leader], deal.tables[leader], deal.histories[leader], trump, rules,
                                   deal.hands[follower])
        play_card(deal, leader, led)
        if follow is None:
            follow = policy.follow_card(deal.hands[follower], deal.tables[follower], deal.histories[follower],
                                        trump, rules, led)
        play_card(deal, follower, follow)
        winner = follower if policy.beats(follow, led, t) else leader
        deal.gained[winner] += policy.card_points(led, rules) + policy.card_points(follow, rules)
        meld_turn(deal, winner)
        draw(deal, winner)
        leader, led, follow = winner, None, None
    assert led is None, "a rollout starts while the stock lasts"
    trick_rules = TrickRules.of(rules, t)
    total = trick_rules.points(deal.hands[0] | deal.hands[1]) + rules.last_trick_bonus
    taken, hands, lead, _ = playout((deal.hands[0], deal.hands[1]), leader, (), trick_rules, 0, 0, tail_cards)
    if hands[0] | hands[1]:
        tail = solver or EndgameSolver(trick_rules, 0)
        taken += tail.solve((hands[0], hands[1]), lead)
    deal.gained[0] += taken
    deal.gained[1] += total - taken
    return deal


__all__ = ["Deal2", "draw", "finish", "meld_turn", "play_card"]
