"""Three-handed positions from card text: a real deal with chosen hands and widow, or a late position."""

from __future__ import annotations

import random
from collections.abc import Sequence

from pinochle_desktop.engine import Deal, GameState, Phase, Rules, apply, cards_of, find_meld, new_game, parse_cards
from pinochle_desktop.engine.cards import deck_mask
from tests.helpers.cards import THREE, CardPool, suit


def dealt(hands: Sequence[str | None], widow: str, *, dealer: int = 2, rules: Rules = THREE, seed: int = 0,
          scores: tuple[int, int, int] = (0, 0, 0)) -> GameState:
    """The state just after a real ``Deal`` giving seat 0, 1, 2 these cards (None or a partial hand: completed
    from the rest of the deck, seeded) and the widow these three."""
    pool = CardPool(rules.deck)
    widow_cards = pool.take(widow)
    assert len(widow_cards) == rules.widow_size
    given = [list(pool.take(text or "")) for text in hands]
    rest = list(cards_of(deck_mask(rules.deck) & ~pool.used))
    random.Random(seed).shuffle(rest)
    for cards in given:
        need = rules.hand_size - len(cards)
        cards.extend(rest[:need])
        rest = rest[need:]
    assert not rest and all(len(c) == rules.hand_size for c in given)
    seating = rules.seating
    order = seating.after[seating.next[dealer]]  # the deal goes round from the dealer's left
    deck = [0] * rules.deck.size
    for k, seat in enumerate(order):
        for j, card in enumerate(given[seat]):
            deck[j * rules.players + k] = card
    deck[rules.players * rules.hand_size:] = widow_cards
    return apply(new_game(rules, dealer).evolve(scores=scores), Deal(tuple(deck)))


def card(state: GameState, text: str, seat: int | None = None, copy: int = 0) -> int:
    """The id of the ``copy``-th copy (lowest first) of a card named in text in a seat's hand."""
    seat = state.to_act if seat is None else seat
    assert seat is not None
    kind = cards_of(parse_cards(text, state.rules.deck))[0] >> 2
    held = [c for c in cards_of(state.hands[seat]) if c >> 2 == kind]
    return held[copy]


def cards(state: GameState, text: str, seat: int | None = None) -> tuple[int, ...]:
    """Ids of cards named in text in a seat's hand (repeated names take further copies), sorted."""
    counts: dict[str, int] = {}
    out = []
    for token in text.split():
        out.append(card(state, token, seat, counts.get(token.upper(), 0)))
        counts[token.upper()] = counts.get(token.upper(), 0) + 1
    return tuple(sorted(out))


def last_trick(hands: Sequence[str], *, trump: str, bidder: int = 0, bid: int = 300, leader: int = 0,
               meld_hands: Sequence[str] = ("", "", ""), taken: tuple[int, int, int] = (0, 0, 0),
               buried: str = "", scores: tuple[int, int, int] = (0, 0, 0), rules: Rules = THREE) -> GameState:
    """A TRICKS state with one card in each hand (the last trick to play), the meld each seat showed
    (found in ``meld_hands``), the trick points taken so far and the bidder's buried cards."""
    pool = CardPool(rules.deck)
    hand_sets = tuple(pool.take_set(text) for text in hands)
    buried_set = pool.take_set(buried)
    return new_game(rules, (bidder - 1) % 3).evolve(
        phase=Phase.TRICKS, hand_number=1, hands=hand_sets, trump=suit(trump), bidder=bidder, high_bid=bid,
        to_act=leader, leader=leader, trick=(), buried=buried_set, taken=taken, scores=scores,
        melds=tuple(find_meld(parse_cards(text, rules.deck), suit(trump), rules) for text in meld_hands),
    )
