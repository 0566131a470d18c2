"""Build engine positions from card text ("AS TH QS"), never from bit patterns.

Every card written in one position gets its own physical copy, so a hand of
"QS QS" and a trick holding "QS" use three different copies of the Q of spades
(a single deck has only two: the position is refused, as it should be).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from hypothesis import HealthCheck, settings

from pinochle_desktop.engine import (
    Deck,
    GameState,
    MeldResult,
    Phase,
    Play,
    Rules,
    Suit,
    apply,
    card_text,
    cards_of,
    find_meld,
    new_game,
    parse_cards,
    parse_suit,
    preset,
)
from pinochle_desktop.engine.actions import Action, Bid, Pass
from pinochle_desktop.engine.cards import deck_mask

SINGLE = preset("single-deck")
PASSING = preset("single-deck-passing")
DOUBLE = preset("double-deck")
MELD20 = preset("double-deck-meld20")
TENS = preset("double-deck-tens")
THREE = preset("three-handed")

ENGINE_SETTINGS = settings(
    derandomize=True, database=None, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
"""Hypothesis settings for engine tests: derandomized (the same examples every run), no database."""


def deck_of(rules_or_deck: Rules | Deck) -> Deck:
    return rules_or_deck if isinstance(rules_or_deck, Deck) else rules_or_deck.deck


def hand(text: str, rules_or_deck: Rules | Deck = Deck.SINGLE) -> int:
    """A card set from card text."""
    return parse_cards(text, deck_of(rules_or_deck))


def suit(text: str | Suit | None) -> Suit | None:
    if text is None or isinstance(text, Suit):
        return text
    return parse_suit(text)


class CardPool:
    """Hands out distinct physical copies of cards named in text."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.used = 0

    def take(self, text: str) -> tuple[int, ...]:
        """The cards of ``text`` in order, each a copy not yet taken."""
        out = []
        for token in text.replace(",", " ").split():
            kind_card = parse_cards(token, self.deck)  # validates the token, gives copy 0
            first = cards_of(kind_card)[0]
            for copy in range(self.deck.copies):
                card = first + copy
                if not self.used >> card & 1:
                    self.used |= 1 << card
                    out.append(card)
                    break
            else:
                raise ValueError(f"position uses too many copies of {token!r}")
        return tuple(out)

    def take_set(self, text: str) -> int:
        mask = 0
        for card in self.take(text):
            mask |= 1 << card
        return mask


def meld_results(team_meld: tuple[int, int] | None) -> tuple[MeldResult, ...]:
    """Per-seat meld results giving these team totals (all on seats 0 and 1)."""
    if team_meld is None:
        return tuple(MeldResult(0, ()) for _ in range(4))
    return (MeldResult(team_meld[0], ()), MeldResult(team_meld[1], ()), MeldResult(0, ()), MeldResult(0, ()))


def tricks_position(
    rules: Rules,
    hands: Sequence[str],
    *,
    trump: str | Suit | None,
    trick: str = "",
    leader: int = 0,
    bidder: int | None = None,
    bid: int | None = None,
    team_meld: tuple[int, int] | None = None,
    meld_hands: Sequence[str] | None = None,
    taken: tuple[int, int] = (0, 0),
    scores: tuple[int, int] = (0, 0),
    dealer: int | None = None,
) -> GameState:
    """A TRICKS-phase state: four hands (seat 0..3), the trick so far (led by ``leader``), trump.

    The seat to act is the one after the cards already in the trick.  The meld laid down at the
    start of the hand is either team totals (``team_meld``) or found in the cards each seat
    showed (``meld_hands``, card text per seat).
    """
    pool = CardPool(rules.deck)
    hand_sets = tuple(pool.take_set(text) for text in hands)
    trick_cards = pool.take(trick)
    bidder = leader if bidder is None else bidder
    dealer = (bidder - 1) % 4 if dealer is None else dealer
    return new_game(rules, dealer).evolve(
        phase=Phase.TRICKS,
        hand_number=1,
        hands=hand_sets,
        trump=suit(trump),
        bidder=bidder,
        high_bid=rules.min_bid if bid is None else bid,
        to_act=(leader + len(trick_cards)) % 4,
        leader=leader,
        trick=trick_cards,
        melds=meld_results(team_meld) if meld_hands is None else tuple(
            find_meld(parse_cards(text, rules.deck), suit(trump), rules) for text in meld_hands
        ),
        taken=taken,
        scores=scores,
    )


def trump_position(
    rules: Rules,
    hands: Sequence[str],
    *,
    bidder: int = 0,
    bid: int | None = None,
    stuck: bool = False,
    scores: tuple[int, int] = (0, 0),
) -> GameState:
    """A TRUMP-phase state: the auction is over and ``bidder`` is to name trump."""
    pool = CardPool(rules.deck)
    return new_game(rules, (bidder - 1) % 4).evolve(
        phase=Phase.TRUMP,
        hand_number=1,
        hands=tuple(pool.take_set(text) for text in hands),
        bidder=bidder,
        high_bid=rules.min_bid if bid is None else bid,
        stuck=stuck,
        to_act=bidder,
        scores=scores,
    )


def full_hands(rules: Rules, hands: Sequence[str], seed: int = 0) -> tuple[str, str, str, str]:
    """The given hands, each completed to a full hand with the rest of the deck (seeded)."""
    pool = CardPool(rules.deck)
    given = [pool.take_set(text) for text in hands]
    rest = list(cards_of(deck_mask(rules.deck) & ~pool.used))
    random.Random(seed).shuffle(rest)
    out = []
    for mask in given:
        need = rules.hand_size - mask.bit_count()
        extra, rest = rest[:need], rest[need:]
        out.append(" ".join([card_text(c) for c in cards_of(mask)] + [card_text(c) for c in extra]))
    return (out[0], out[1], out[2], out[3])


def deal_hands(rules: Rules, hands: Sequence[str], *, dealer: int = 3, seed: int = 0,
               scores: tuple[int, int] = (0, 0)) -> GameState:
    """The state just after a real ``Deal`` that gives each seat these cards (completed to full hands)."""
    from pinochle_desktop.engine import Deal

    pool = CardPool(rules.deck)
    sets = [pool.take_set(text) for text in full_hands(rules, hands, seed)]
    order = [list(cards_of(mask)) for mask in sets]
    deck = []
    for i in range(rules.deck.size):
        deck.append(order[(dealer + 1 + i) % 4].pop())
    state = new_game(rules, dealer).evolve(scores=scores)
    return apply(state, Deal(tuple(deck)))


def card_in_hand(state: GameState, text: str, seat: int | None = None) -> int:
    """The id of a card named in text in a seat's hand (the seat to act by default)."""
    seat = state.to_act if seat is None else seat
    assert seat is not None
    wanted = cards_of(parse_cards(text, state.rules.deck))[0] >> 2
    for card in cards_of(state.hands[seat]):
        if card >> 2 == wanted:
            return card
    # Not in the hand: the first copy, so an illegal play can still be tried.
    return cards_of(parse_cards(text, state.rules.deck))[0]


def cards_from_hand(state: GameState, seat: int, text: str) -> tuple[int, ...]:
    """Ids of the cards named in text, taken from a seat's hand (sorted, one copy per token)."""
    out: list[int] = []
    for token in text.split():
        wanted = cards_of(parse_cards(token, state.rules.deck))[0] >> 2
        card = next((c for c in cards_of(state.hands[seat]) if c >> 2 == wanted and c not in out), None)
        if card is None:
            raise ValueError(f"seat {seat} holds no more {token}")
        out.append(card)
    return tuple(sorted(out))


def play(state: GameState, *texts: str) -> GameState:
    """Play cards named in text, one per seat in turn order."""
    for text in texts:
        state = apply(state, Play(card_in_hand(state, text)))
    return state


def playable(state: GameState) -> list[str]:
    """Card text of every legal play of the seat to act, sorted, duplicates kept."""
    from pinochle_desktop.engine import legal_play_cards

    return sorted(card_text(c) for c in cards_of(legal_play_cards(state)))


def texts(cards: Iterable[int]) -> list[str]:
    return sorted(card_text(c) for c in cards)


def auction(state: GameState, *calls: int | str) -> GameState:
    """Apply auction calls: an int is a bid, "pass" a pass, "help" a pass with help."""
    for call in calls:
        action: Action
        if call == "pass":
            action = Pass()
        elif call == "help":
            action = Pass(True)
        else:
            assert isinstance(call, int)
            action = Bid(call)
        state = apply(state, action)
    return state
