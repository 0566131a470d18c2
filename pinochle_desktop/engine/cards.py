"""Cards, suits and ranks, card text, and card sets as int bitmasks.

A physical card is an int id: ``(suit * 6 + rank) * 4 + copy``.  Its *kind*
(``id >> 2``) says which card it is (e.g. the Q of spades); the copy tells the
identical cards of a pinochle deck apart.  Within a suit, higher ids are higher
cards, so "beats" is a comparison of kinds.  A set of cards is an int with one
bit per id; all bit twiddling stays in this module and the engine.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from enum import IntEnum


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]


class Rank(IntEnum):
    """Ranks in trick order, low to high: 9 J Q K 10 A."""

    NINE = 0
    JACK = 1
    QUEEN = 2
    KING = 3
    TEN = 4
    ACE = 5

    @property
    def letter(self) -> str:
        return "9JQKTA"[self]


class Deck(IntEnum):
    """The two decks: single (48 cards, with nines) and double (80, no nines)."""

    SINGLE = 2
    DOUBLE = 4

    @property
    def copies(self) -> int:
        return int(self)

    @property
    def ranks(self) -> tuple[Rank, ...]:
        if self is Deck.SINGLE:
            return tuple(Rank)
        return tuple(r for r in Rank if r is not Rank.NINE)

    @property
    def size(self) -> int:
        return 4 * len(self.ranks) * self.copies

    @property
    def hand_size(self) -> int:
        return self.size // 4


SUITS: tuple[Suit, ...] = tuple(Suit)
RANKS: tuple[Rank, ...] = tuple(Rank)
SUIT_MASK: tuple[int, ...] = tuple(((1 << 24) - 1) << (24 * s) for s in range(4))
ALL_CARDS_MASK = (1 << 96) - 1
COUNTER_RANKS = (Rank.ACE, Rank.TEN, Rank.KING)

_SUIT_ALIASES = {
    "S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
    "♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
    "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS,
}
_SUIT_NAMES = {
    "SPADES": Suit.SPADES, "HEARTS": Suit.HEARTS,
    "DIAMONDS": Suit.DIAMONDS, "CLUBS": Suit.CLUBS,
}
_RANK_ALIASES = {
    "A": Rank.ACE, "T": Rank.TEN, "10": Rank.TEN, "K": Rank.KING,
    "Q": Rank.QUEEN, "J": Rank.JACK, "9": Rank.NINE,
}


class CardTextError(ValueError):
    """Card or suit text that cannot be read; the message names the bad token."""


def card_id(suit: Suit, rank: Rank, copy: int = 0) -> int:
    return (suit * 6 + rank) * 4 + copy


def kind_of(card: int) -> int:
    return card >> 2


def suit_of(card: int) -> Suit:
    return SUITS[card // 24]


def rank_of(card: int) -> Rank:
    return RANKS[(card >> 2) % 6]


def kind_id(suit: Suit, rank: Rank) -> int:
    return suit * 6 + rank


def card_text(card: int) -> str:
    """Short text of a card, e.g. ``QS``."""
    return rank_of(card).letter + suit_of(card).letter


def card_symbol_text(card: int) -> str:
    """Text with a suit symbol and 10 written out, e.g. ``10♥``."""
    rank = rank_of(card)
    return ("10" if rank is Rank.TEN else rank.letter) + suit_of(card).symbol


def parse_suit(text: str) -> Suit:
    """Read a suit: ``spades``/``S``/``♠`` (any case)."""
    token = text.strip().upper()
    suit = _SUIT_NAMES.get(token, _SUIT_ALIASES.get(token))  # not `or`: SPADES is 0
    if suit is None:
        raise CardTextError(f"unknown suit {text!r} (use spades, hearts, diamonds, clubs or S, H, D, C)")
    return suit


def parse_kind(token: str) -> int:
    """Read one card text token like ``AS``, ``10H``, ``Q♠`` into a card kind."""
    t = token.strip().upper()
    if len(t) < 2 or t[:-1] not in _RANK_ALIASES or t[-1] not in _SUIT_ALIASES:
        raise CardTextError(f"bad card {token!r} (expected rank A T K Q J 9 then suit S H D C, e.g. QS)")
    return kind_id(_SUIT_ALIASES[t[-1]], _RANK_ALIASES[t[:-1]])


def parse_cards(text: str | Iterable[str], deck: Deck) -> int:
    """Read card text into a card set, giving repeated cards successive copies.

    Refuses a card the deck lacks (a nine in a double deck) and more copies of
    a card than the deck holds.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else [
        part for chunk in text for part in chunk.replace(",", " ").split()
    ]
    mask = 0
    for token in tokens:
        kind = parse_kind(token)
        if RANKS[kind % 6] not in deck.ranks:
            raise CardTextError(f"card {token!r} is not in a {deck.name.lower()} deck")
        for copy in range(deck.copies):
            bit = 1 << (kind * 4 + copy)
            if not mask & bit:
                mask |= bit
                break
        else:
            raise CardTextError(
                f"too many copies of {token!r}: a {deck.name.lower()} deck holds {deck.copies}"
            )
    return mask


@functools.cache
def deck_mask(deck: Deck) -> int:
    mask = 0
    for suit in SUITS:
        for rank in deck.ranks:
            for copy in range(deck.copies):
                mask |= 1 << card_id(suit, rank, copy)
    return mask


@functools.cache
def deck_cards(deck: Deck) -> tuple[int, ...]:
    return tuple(iter_cards(deck_mask(deck)))


def iter_cards(mask: int) -> Iterator[int]:
    """Card ids of a set, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cards_of(mask: int) -> tuple[int, ...]:
    """Card ids of a set, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def nth_card(mask: int, index: int) -> int:
    """The card at ``index`` (from 0) of a set, lowest first: ``cards_of(mask)[index]`` without the tuple."""
    for _ in range(index):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def count(mask: int) -> int:
    return mask.bit_count()


def kind_count(mask: int, kind: int) -> int:
    return ((mask >> (kind * 4)) & 0xF).bit_count()


def kind_mask(kind: int) -> int:
    return 0xF << (kind * 4)


def rank_mask(rank: Rank) -> int:
    """All copies of one rank in every suit."""
    return sum(kind_mask(kind_id(s, rank)) for s in SUITS)


def cards_text(mask_or_cards: int | Iterable[int], sort_for_hand: bool = True) -> str:
    """Card text of a set, grouped by suit, high cards first."""
    cards = cards_of(mask_or_cards) if isinstance(mask_or_cards, int) else tuple(mask_or_cards)
    if sort_for_hand:
        cards = tuple(sorted(cards, key=lambda c: (c // 24, -c)))
    return " ".join(card_text(c) for c in cards)


def higher_in_suit_mask(card: int) -> int:
    """Cards of the same suit that beat ``card`` (strictly higher kind)."""
    first_higher = (kind_of(card) + 1) * 4
    return ALL_CARDS_MASK & ~((1 << first_higher) - 1) & SUIT_MASK[card // 24]


COUNTERS_MASK = sum(rank_mask(r) for r in COUNTER_RANKS)
