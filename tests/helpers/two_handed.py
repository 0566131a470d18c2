"""Two-handed positions from card text: hands, the cards on the table, earlier melds, the stock."""

from __future__ import annotations

from collections.abc import Sequence

from pinochle_desktop.engine import GameState, MeldResult, Phase, Rules, new_game, preset
from pinochle_desktop.engine.cards import deck_cards, parse_kind, parse_suit, suit_of
from pinochle_desktop.engine.declare import read_meld
from tests.helpers.cards import CardPool

TWO = preset("two-handed")


def draw_position(
    hands: Sequence[str],
    *,
    turn_up: str | None,
    trump: str | None = None,  # a suit: S H D C (default: the turned-up card's)
    table: Sequence[str] = ("", ""),
    melds: Sequence[Sequence[str]] = ((), ()),
    stock: str = "",
    stock_size: int | None = None,
    phase: Phase = Phase.STOCK,
    to_act: int = 0,
    leader: int | None = None,
    trick: str = "",
    dealer: int = 1,
    rules: Rules = TWO,
    scores: tuple[int, int] = (0, 0),
    taken: tuple[int, int] = (0, 0),
) -> GameState:
    """A two-handed state: ``hands`` are each seat's concealed cards and ``table`` its melded cards
    lying face up (both part of its hand); ``melds`` are the melds each seat made before, written as
    card text over its table cards; the stock is ``stock`` (top first) then ``stock_size`` more cards
    nobody named.  ``trick`` holds the leader's card when the follower is to play.
    """
    pool = CardPool(rules.deck)
    turn_card = pool.take(turn_up)[0] if turn_up else None
    table_sets = [pool.take_set(text) for text in table]
    hand_sets = [pool.take_set(text) | table_sets[seat] for seat, text in enumerate(hands)]
    trick_cards = pool.take(trick)
    named_stock = pool.take(stock)
    trump_suit = parse_suit(trump) if trump else suit_of(turn_card if turn_card is not None else 0)
    histories = []
    for seat, texts in enumerate(melds):
        history = []
        for text in texts:
            cards = _copies_in(text, hand_sets[seat], table_sets[seat])
            found = read_meld(cards, trump_suit, rules)
            assert found is not None, f"not a meld: {text}"
            history.append(found)
        histories.append(MeldResult(sum(m.points for m in history), tuple(history)))
    rest = [c for c in deck_cards(rules.deck) if not pool.used >> c & 1]
    extra = rest[: stock_size or 0]
    return new_game(rules, dealer).evolve(
        phase=phase, hand_number=1, hands=tuple(hand_sets), table=tuple(table_sets), exposed=tuple(table_sets),
        turn_up=turn_card, stock=(*named_stock, *extra), trump=trump_suit, melds=tuple(histories),
        to_act=to_act, leader=(to_act if not trick_cards else 1 - to_act) if leader is None else leader,
        trick=trick_cards, scores=scores, taken=taken,
    )


def _copies_in(text: str, hand: int, table: int) -> tuple[int, ...]:
    """The copies of the cards of ``text`` in this seat's cards, table cards first."""
    out: list[int] = []
    for token in text.split():
        base = parse_kind(token) * 4
        candidates = [base + c for c in range(4) if table >> (base + c) & 1 and base + c not in out]
        candidates += [base + c for c in range(4) if hand >> (base + c) & 1 and base + c not in out]
        assert candidates, f"{token} is not in that seat's cards"
        out.append(candidates[0])
    return tuple(sorted(out))
