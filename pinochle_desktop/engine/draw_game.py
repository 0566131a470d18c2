"""The two-handed draw game: the turned-up trump, the stock, meld after each trick won, the last 12 tricks.

RULES.md ("Two and three players", preset ``two-handed``) with Hoyle's rules where it is silent:

- Deal 12 each (one at a time, from the dealer's left); the next card is turned up for trump and
  the other 23 are the stock, face down.  A turned-up dix scores 10 for the dealer.
- Stage 1 (phase STOCK): the non-dealer leads; the second card may be anything; the higher card of
  the suit led or a trump wins, of identical cards the first.  The winner may then (phase MELD) make
  one meld (``declare``), and score a dix by showing it or exchanging it for the turned-up trump;
  ``SkipMeld`` (or having done both) ends the turn: the winner draws the top card of the stock, the
  loser the next, and the winner leads.  After the 12th trick the winner (who may still meld) takes
  the last face-down card, which both see, and the loser takes the turned-up trump (or the dix
  exchanged for it).
- Stage 2 (phase TRICKS): melded cards go back into the hands and the last 12 tricks are played
  under ``rules.play_rules`` (preset: Hoyle's: follow suit, beat a trump lead, out of the suit led
  trump if you can).  The last trick scores ``last_trick_bonus``.
- Each player scores its meld and the card points it took (A 11, 10 10, K 4, Q 3, J 2: 250 with
  the last trick; or counters 10 each).  At the end of a hand a player at or past the target wins,
  the higher score if both are (an equal score plays on).  With ``declare_out`` a player may claim
  the game while play goes on: right (score, meld and tricks so far reach the target), it wins;
  wrong, it loses.

Choices made where the rules are silent: one dix a turn, besides the meld; a dix may be exchanged
while the turned-up trump is still there and is not a dix itself (even after the 12th trick, so the
loser then takes the dix); the dix shown lies on the table like meld; declaring out is done by the
player to act.
"""

from __future__ import annotations

from .actions import ExchangeDix, MeldCards, ShowDix
from .cards import suit_of
from .declare import DIXED, MELDED, blocking_card, dix_cards, is_dix, read_meld
from .errors import IllegalAction, Reason
from .meld import Meld, MeldKind, MeldResult, meld_value
from .scoring import score_sides
from .seats import SEATINGS
from .state import GameState, HandResult, Phase, Trick, copier
from .tricks import card_points, trick_winner_index

NO_MELD = MeldResult(0, ())


def deal(state: GameState, deck: tuple[int, ...]) -> GameState:
    """12 cards each round the table from the dealer's left, the next card turned up, the rest the stock."""
    rules = state.rules
    seating = SEATINGS[rules.players]
    first = seating.next[state.dealer]
    dealt = rules.hand_size * 2
    hands = [0, 0]
    for i, card in enumerate(deck[:dealt]):
        hands[seating.after[first][i % 2]] |= 1 << card
    turn_up = deck[dealt]
    trump = suit_of(turn_up)
    melds = [NO_MELD, NO_MELD]
    if is_dix(turn_up, trump):
        dix = Meld(MeldKind.DIX, 1, trump, (turn_up,), meld_value(rules.meld_table, MeldKind.DIX))
        melds[state.dealer] = MeldResult(dix.points, (dix,))
    return state.evolve(
        phase=Phase.STOCK, hand_number=state.hand_number + 1, to_act=first, leader=first,
        hands=tuple(hands), widow=0, buried=0, stock=tuple(deck[dealt + 1:]), turn_up=turn_up,
        table=(0, 0), exposed=(0, 0), meld_turn=0, auction=(), high_bid=None, bidder=None, passed=0,
        stuck=False, trump=trump, passed_to_bidder=0, passed_to_partner=0, melds=tuple(melds), trick=(),
        tricks=(), taken=(0, 0),
    )


_with_card_led = copier("hands", "table", "trick", "to_act")
_with_trick_won = copier("hands", "table", "trick", "tricks", "taken", "phase", "to_act", "leader", "meld_turn")


def play(state: GameState, card: int) -> GameState:
    """A card to a stage-1 trick: any card of the hand (concealed or on the table)."""
    seat = state.to_act
    assert seat is not None
    hand = state.hands[seat]
    if not hand >> card & 1:
        raise IllegalAction(Reason.CARD_NOT_IN_HAND, card=card)
    bit = 1 << card
    hands = list(state.hands)
    hands[seat] = hand & ~bit
    table = list(state.table)
    table[seat] &= ~bit
    trick = (*state.trick, card)
    if len(trick) == 1:
        return _with_card_led(state, tuple(hands), tuple(table), trick, SEATINGS[2].next[seat])
    winner = state.leader if trick_winner_index(trick, state.trump) == 0 else seat
    points = card_points(state.rules, (1 << trick[0]) | bit)
    taken = list(state.taken)
    taken[winner] += points
    done = (*state.tricks, Trick(state.leader, trick, winner, points))
    return _with_trick_won(state, tuple(hands), tuple(table), (), done, tuple(taken), Phase.MELD, winner, winner, 0)


def meld(state: GameState, action: MeldCards) -> GameState:
    """The winner lays out one meld (a lone dix counts as showing it)."""
    seat = state.to_act
    trump = state.trump
    assert seat is not None and trump is not None
    cards = tuple(sorted(action.cards))
    found = read_meld(cards, trump, state.rules)
    if found is None:
        raise IllegalAction(Reason.NOT_A_MELD)
    if found.kind is MeldKind.DIX:
        return show_dix(state, ShowDix(cards[0]))
    if state.meld_turn & MELDED:
        raise IllegalAction(Reason.ONE_MELD_PER_TRICK)
    hand, table = state.hands[seat], state.table[seat]
    mask = 0
    for card in cards:
        if not hand >> card & 1:
            raise IllegalAction(Reason.CARD_NOT_IN_HAND, card=card)
        mask |= 1 << card
    if not mask & ~table:
        raise IllegalAction(Reason.MELD_NEEDS_HAND_CARD)
    history = state.melds[seat].melds
    blocked = blocking_card(history, found)
    if blocked is not None:
        raise IllegalAction(Reason.REMELD_NOT_HIGHER, card=blocked)
    return _scored(state, seat, found, mask, MELDED)


def show_dix(state: GameState, action: ShowDix) -> GameState:
    seat = state.to_act
    trump = state.trump
    assert seat is not None and trump is not None
    card = _check_dix(state, seat, action.card)
    dix = Meld(MeldKind.DIX, 1, trump, (card,), meld_value(state.rules.meld_table, MeldKind.DIX))
    return _scored(state, seat, dix, 1 << card, DIXED)


def exchange_dix(state: GameState, action: ExchangeDix) -> GameState:
    """The dix goes under the stock as the turned-up trump; the turned-up card comes into the hand (seen)."""
    seat = state.to_act
    trump, turn_up = state.trump, state.turn_up
    assert seat is not None and trump is not None
    card = _check_dix(state, seat, action.card)
    if turn_up is None or is_dix(turn_up, trump):
        raise IllegalAction(Reason.NO_EXCHANGE)
    hands = list(state.hands)
    hands[seat] = hands[seat] & ~(1 << card) | 1 << turn_up
    exposed = list(state.exposed)
    exposed[seat] |= 1 << turn_up
    dix = Meld(MeldKind.DIX, 1, trump, (card,), meld_value(state.rules.meld_table, MeldKind.DIX))
    melds = list(state.melds)
    melds[seat] = MeldResult(melds[seat].total + dix.points, (*melds[seat].melds, dix))
    return _turn_step(state.evolve(hands=tuple(hands), exposed=tuple(exposed), turn_up=card, melds=tuple(melds),
                                   meld_turn=state.meld_turn | DIXED))


def _check_dix(state: GameState, seat: int, card: int) -> int:
    trump = state.trump
    assert trump is not None
    if state.meld_turn & DIXED:
        raise IllegalAction(Reason.ONE_DIX_PER_TRICK)
    if card not in dix_cards(state.hands[seat] & ~state.table[seat], state.melds[seat].melds, trump):
        raise IllegalAction(Reason.NO_DIX, card=card)
    return card


def _scored(state: GameState, seat: int, found: Meld, mask: int, used: int) -> GameState:
    melds = list(state.melds)
    melds[seat] = MeldResult(melds[seat].total + found.points, (*melds[seat].melds, found))
    table = list(state.table)
    table[seat] |= mask
    exposed = list(state.exposed)
    exposed[seat] |= mask
    return _turn_step(state.evolve(melds=tuple(melds), table=tuple(table), exposed=tuple(exposed),
                                   meld_turn=state.meld_turn | used))


def _turn_step(state: GameState) -> GameState:
    """The meld turn ends by itself once both the meld and the dix have been used."""
    return draw(state) if state.meld_turn == MELDED | DIXED else state


def draw(state: GameState) -> GameState:
    """End of the winner's meld turn: the winner draws first, then the loser; stage 2 once the stock is gone."""
    winner = state.to_act
    assert winner is not None
    loser = SEATINGS[2].next[winner]
    hands = list(state.hands)
    stock = state.stock
    turn_up = state.turn_up
    exposed = list(state.exposed)
    if len(stock) >= 2:
        hands[winner] |= 1 << stock[0]
        hands[loser] |= 1 << stock[1]
        stock = stock[2:]
    else:  # the last face-down card, shown, and the turned-up trump
        assert len(stock) == 1 and turn_up is not None
        hands[winner] |= 1 << stock[0]
        hands[loser] |= 1 << turn_up
        exposed[winner] |= 1 << stock[0]
        exposed[loser] |= 1 << turn_up
        stock, turn_up = (), None
    if stock:
        return state.evolve(phase=Phase.STOCK, hands=tuple(hands), stock=stock, exposed=tuple(exposed),
                            to_act=winner, leader=winner, meld_turn=0)
    return state.evolve(phase=Phase.TRICKS, hands=tuple(hands), stock=stock, turn_up=turn_up, table=(0, 0),
                        exposed=tuple(exposed), to_act=winner, leader=winner, meld_turn=0)


def running_total(state: GameState, seat: int) -> int:
    """A player's game score with this hand's meld and trick points so far."""
    return state.scores[seat] + state.melds[seat].total + state.taken[seat]


def declare_out(state: GameState) -> GameState:
    """The player to act claims the game: it wins if its running total reaches the target, else it loses."""
    seat = state.to_act
    assert seat is not None
    totals = tuple(running_total(state, s) for s in SEATINGS[2].seats)
    return end_hand(state, state.taken, declared=seat, winner=declared_out_winner(state.rules.target, seat, totals))


def declared_out_winner(target: int, declared: int, totals: tuple[int, ...]) -> int:
    """Who wins when ``declared`` declares itself out with ``totals`` (scores with this hand's meld and
    trick points so far): the declarer if its total reaches the target, else the other player."""
    return declared if totals[declared] >= target else SEATINGS[2].next[declared]


def end_hand(state: GameState, taken: tuple[int, ...], declared: int | None = None,
             winner: int | None = None) -> GameState:
    """Each player scores its meld and its trick points; the game ends once someone is out."""
    meld = tuple(m.total for m in state.melds)
    points = score_sides(state.rules, None, 0, meld, taken).points
    totals = tuple(b + p for b, p in zip(state.scores, points, strict=True))
    if declared is None:
        winner = draw_game_winner(state.rules.target, totals)
    result = HandResult(state.hand_number, state.dealer, None, 0, False, state.trump, meld, taken, None, points,
                        totals, None, declared_out=declared)
    seating = SEATINGS[state.rules.players]
    return state.evolve(
        phase=Phase.GAME_OVER if winner is not None else Phase.DEAL, to_act=None, scores=totals,
        results=(*state.results, result), winner=winner, meld_turn=0,
        dealer=state.dealer if winner is not None else seating.next[state.dealer],
    )


def draw_game_winner(target: int, totals: tuple[int, ...]) -> int | None:
    """At the end of a hand: the player at or past the target, the higher if both are (a tie plays on)."""
    best = max(totals)
    if best < target or totals.count(best) > 1:
        return None
    return totals.index(best)

__all__ = [
    "declare_out", "declared_out_winner", "deal", "draw", "draw_game_winner", "end_hand", "exchange_dix", "meld",
    "play", "running_total", "show_dix",
]
