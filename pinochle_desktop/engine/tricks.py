"""Trick play: which cards may be played (classic or modern rules), and who wins a trick."""

from __future__ import annotations

from .cards import COUNTERS_MASK, SUIT_MASK, Rank, Suit, higher_in_suit_mask, rank_mask
from .errors import IllegalAction, Reason
from .rules import CLASSIC_CARD_VALUES, CardValues, PlayRules, Rules


def _suit(card: int) -> int:
    return card // 24


def _highest(cards: tuple[int, ...], suit: int) -> int | None:
    """The card of ``suit`` that is winning among ``cards`` (first of identical ones)."""
    best = None
    for card in cards:
        if card // 24 == suit and (best is None or card >> 2 > best >> 2):
            best = card
    return best


# The last question and its answer (apply asks again what its caller just asked).  One tuple,
# swapped whole, so threads never see a key with another key's answer.
_last: tuple[object, int] = (None, 0)


def legal_play_mask(rules: Rules, hand: int, trick: tuple[int, ...], trump: Suit | None) -> int:
    """The cards of ``hand`` that may be played to ``trick``."""
    if not trick:
        return hand
    global _last
    key = (rules.play_rules, hand, trick, trump)
    last = _last
    if last[0] == key:
        return last[1]
    mask = _legal_play_mask(rules, hand, trick, trump)
    _last = (key, mask)
    return mask


def _legal_play_mask(rules: Rules, hand: int, trick: tuple[int, ...], trump: Suit | None) -> int:
    led = _suit(trick[0])
    follow = hand & SUIT_MASK[led]
    trump_suit = -1 if trump is None else int(trump)
    mode = rules.play_rules
    classic = mode is PlayRules.CLASSIC
    if follow:
        if not classic and led != trump_suit:
            return follow
        if led != trump_suit and _highest(trick, trump_suit) is not None:
            return follow  # already trumped: any card of the led suit
        high = _highest(trick, led)
        assert high is not None
        return (follow & higher_in_suit_mask(high)) or follow
    if mode is PlayRules.MODERN or trump_suit < 0:
        return hand
    trumps = hand & SUIT_MASK[trump_suit]
    if not trumps or mode is PlayRules.HOYLE:
        return trumps or hand  # Hoyle: any trump will do
    high_trump = _highest(trick, trump_suit)
    if high_trump is None:
        return trumps
    return (trumps & higher_in_suit_mask(high_trump)) or trumps


def why_illegal(rules: Rules, hand: int, trick: tuple[int, ...], trump: Suit | None, card: int) -> IllegalAction:
    """The rule that forbids playing ``card`` (call only when it is not legal)."""
    if not hand >> card & 1:
        return IllegalAction(Reason.CARD_NOT_IN_HAND, card=card)
    led = _suit(trick[0])
    trump_suit = -1 if trump is None else int(trump)
    if hand & SUIT_MASK[led]:
        if _suit(card) != led:
            return IllegalAction(Reason.MUST_FOLLOW_SUIT, suit=Suit(led))
        high = _highest(trick, led)
        return IllegalAction(Reason.MUST_BEAT_TRUMP if led == trump_suit else Reason.MUST_BEAT, card=high)
    if _suit(card) != trump_suit:
        return IllegalAction(Reason.MUST_TRUMP, suit=trump)
    return IllegalAction(Reason.MUST_BEAT_TRUMP, card=_highest(trick, trump_suit))


def trick_winner_index(trick: tuple[int, ...], trump: Suit | None) -> int:
    """Index in the trick of the winning card: highest trump, else highest of the suit led; first of equals."""
    best = 0
    trump_suit = -1 if trump is None else int(trump)
    top = trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        if card // 24 == top // 24:
            if card >> 2 > top >> 2:
                best, top = i, card
        elif card // 24 == trump_suit:
            best, top = i, card
    return best


_COUNTERS = CardValues.COUNTERS
_RANK_VALUES = tuple((rank_mask(rank), CLASSIC_CARD_VALUES[rank]) for rank in Rank if CLASSIC_CARD_VALUES[rank])


def card_points(rules: Rules, cards_mask: int) -> int:
    """Trick points of these cards: the counters among them, or each card's classic value."""
    if rules.card_values is _COUNTERS:
        return (cards_mask & COUNTERS_MASK).bit_count() * rules.counter_value
    return sum((cards_mask & mask).bit_count() * value for mask, value in _RANK_VALUES)
