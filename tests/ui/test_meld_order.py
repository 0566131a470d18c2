"""A player's melded cards lie in the order their list names the melds, so the row reads like the list."""

from __future__ import annotations

from pinochle_desktop.engine.cards import Rank, Suit, card_id, cards_of
from pinochle_desktop.engine.meld import find_meld
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.table.picture import hand_order, meld_order
from pinochle_desktop.ui.texts import meld_name


def _hand(*cards: tuple[Suit, Rank]) -> int:
    mask = 0
    for suit, rank in cards:
        mask |= 1 << card_id(suit, rank)
    return mask


def _reads_like_the_list(row: list[int], melds: tuple) -> bool:  # type: ignore[type-arg]
    """Walking the row, each meld's cards (those not shown with an earlier meld) come as one unbroken run,
    and the runs follow the list."""
    position = 0
    placed: set[int] = set()
    for meld in melds:
        own = {c for c in meld.cards if c not in placed}
        if set(row[position:position + len(own)]) != own:
            return False
        placed |= own
        position += len(own)
    return position == len(row)


def test_each_meld_s_cards_stand_together_in_the_order_of_the_list() -> None:
    # Trump hearts: a royal marriage in hearts, a marriage in spades and a pinochle (Q spades, J diamonds; the
    # queen shared). Hand order (trump, clubs, diamonds, spades) puts the jack of diamonds between the two
    # marriages, so that row does not read like the list.
    hand = _hand((Suit.HEARTS, Rank.KING), (Suit.HEARTS, Rank.QUEEN), (Suit.SPADES, Rank.KING),
                 (Suit.SPADES, Rank.QUEEN), (Suit.DIAMONDS, Rank.JACK), (Suit.CLUBS, Rank.NINE))
    result = find_meld(hand, Suit.HEARTS, preset("single-deck"))
    assert len(result.melds) == 3, [meld_name(m) for m in result.melds]
    row = meld_order(result, Suit.HEARTS)
    assert sorted(row) == sorted(cards_of(result.cards))  # every melded card, once; the nine is not melded
    assert _reads_like_the_list(row, result.melds), ([meld_name(m) for m in result.melds], row)
    assert not _reads_like_the_list(hand_order(cards_of(result.cards), Suit.HEARTS), result.melds)
