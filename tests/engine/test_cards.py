"""Card text: what a player may type, and the error that names a bad token."""

from __future__ import annotations

import pytest

from pinochle_desktop.engine import (
    CardTextError,
    Deck,
    Rank,
    Suit,
    card_symbol_text,
    card_text,
    cards_of,
    cards_text,
    parse_cards,
    parse_suit,
    rank_of,
    suit_of,
)
from pinochle_desktop.engine.cards import deck_cards


def only(text: str, deck: Deck = Deck.SINGLE) -> int:
    (card,) = cards_of(parse_cards(text, deck))
    return card


def test_rank_and_suit_letters_read_as_the_card() -> None:
    card = only("QS")
    assert (rank_of(card), suit_of(card)) == (Rank.QUEEN, Suit.SPADES)
    assert card_text(card) == "QS"
    assert sorted(card_text(c) for c in cards_of(parse_cards("AS TH KD JC 9C", Deck.SINGLE))) == [
        "9C", "AS", "JC", "KD", "TH",
    ]


def test_ten_may_be_written_10() -> None:
    assert parse_cards("10H", Deck.SINGLE) == parse_cards("TH", Deck.SINGLE)
    assert parse_cards("10h 10♥", Deck.SINGLE) == parse_cards("TH TH", Deck.SINGLE)


@pytest.mark.parametrize(("symbols", "letters"), [
    ("A♠", "AS"), ("10♥", "TH"), ("K♦", "KD"), ("Q♣", "QC"), ("9♠", "9S"),
])
def test_suit_symbols_are_accepted(symbols: str, letters: str) -> None:
    assert parse_cards(symbols, Deck.SINGLE) == parse_cards(letters, Deck.SINGLE)


def test_lower_case_and_commas_are_accepted() -> None:
    assert parse_cards("as, th,qs", Deck.SINGLE) == parse_cards("AS TH QS", Deck.SINGLE)


def test_symbol_text_writes_ten_out() -> None:
    assert card_symbol_text(only("TH")) == "10♥"
    assert card_symbol_text(only("QS")) == "Q♠"


@pytest.mark.parametrize("bad", ["XS", "QX", "Q", "1H", "AS10", "11S", "♠Q"])
def test_bad_token_is_named_in_the_error(bad: str) -> None:
    with pytest.raises(CardTextError) as info:
        parse_cards(f"AS {bad} TH", Deck.SINGLE)
    assert repr(bad) in str(info.value)


def test_too_many_copies_are_refused() -> None:
    parse_cards("QS QS", Deck.SINGLE)  # a single deck has two of each card
    with pytest.raises(CardTextError, match="too many copies of 'QS'"):
        parse_cards("QS QS QS", Deck.SINGLE)
    parse_cards("QS QS QS QS", Deck.DOUBLE)  # a double deck has four
    with pytest.raises(CardTextError, match="too many copies"):
        parse_cards("QS QS QS QS QS", Deck.DOUBLE)


def test_nine_is_refused_in_a_double_deck() -> None:
    assert parse_cards("9H", Deck.SINGLE)
    with pytest.raises(CardTextError, match="'9H' is not in a double deck"):
        parse_cards("AS 9H", Deck.DOUBLE)


def test_repeated_cards_are_distinct_copies() -> None:
    mask = parse_cards("QS QS", Deck.SINGLE)
    assert mask.bit_count() == 2
    assert [card_text(c) for c in cards_of(mask)] == ["QS", "QS"]


def test_cards_text_round_trips_a_whole_deck() -> None:
    for deck in Deck:
        everything = sum(1 << c for c in deck_cards(deck))
        assert parse_cards(cards_text(everything), deck) == everything


@pytest.mark.parametrize(("deck", "size", "hand"), [(Deck.SINGLE, 48, 12), (Deck.DOUBLE, 80, 20)])
def test_deck_sizes(deck: Deck, size: int, hand: int) -> None:
    assert len(deck_cards(deck)) == deck.size == size
    assert deck.hand_size == hand


def test_rank_order_is_ace_ten_king_queen_jack_nine() -> None:
    order = [only(t) for t in ("AS", "TS", "KS", "QS", "JS", "9S")]
    assert order == sorted(order, reverse=True)


@pytest.mark.parametrize(("text", "expected"), [
    ("spades", Suit.SPADES), ("Hearts", Suit.HEARTS), ("d", Suit.DIAMONDS), ("♣", Suit.CLUBS),
])
def test_parse_suit(text: str, expected: Suit) -> None:
    assert parse_suit(text) is expected


def test_unknown_suit_is_named() -> None:
    with pytest.raises(CardTextError, match="'trumps'"):
        parse_suit("trumps")


def test_nth_card_picks_the_same_card_as_the_sorted_list() -> None:
    from pinochle_desktop.engine.cards import cards_of, nth_card

    hand = parse_cards("AS AS 10H KD QC 9C JD", Deck.SINGLE)
    cards = cards_of(hand)
    assert [nth_card(hand, i) for i in range(len(cards))] == list(cards)
