"""The actions of a game: small frozen values, and their JSON form."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Suit
from .errors import quoted


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance action: the shuffled deck; card ``i`` goes to the ``i``-th seat round the table from the
    dealer's left, and the cards after the hands to the widow."""

    deck: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Bid:
    amount: int


@dataclass(frozen=True, slots=True)
class Pass:
    """A final pass; ``help`` is the "pass with help" signal where the rules have it."""

    help: bool = False


@dataclass(frozen=True, slots=True)
class NameTrump:
    suit: Suit


@dataclass(frozen=True, slots=True)
class PassCards:
    """Cards given to partner (sorted card ids)."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TakeWidow:
    """The bidder takes the widow, shown to all, into its hand (three players)."""


@dataclass(frozen=True, slots=True)
class Bury:
    """Cards the bidder lays away face down after meld (sorted card ids); they count for the bidder."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ThrowIn:
    """The bidder concedes the hand before the first lead."""


@dataclass(frozen=True, slots=True)
class Play:
    card: int


@dataclass(frozen=True, slots=True)
class MeldCards:
    """Two-handed: the trick's winner lays these cards out as one meld (sorted card ids); the meld is
    read from the cards (a marriage, a run, aces around, a double pinochle ...)."""

    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ExchangeDix:
    """Two-handed: the trick's winner swaps this dix (9 of trump) for the turned-up trump, for 10."""

    card: int


@dataclass(frozen=True, slots=True)
class ShowDix:
    """Two-handed: the trick's winner shows this dix (9 of trump) on the table, for 10."""

    card: int


@dataclass(frozen=True, slots=True)
class SkipMeld:
    """Two-handed: the trick's winner melds no (more) this turn; the cards are drawn."""


@dataclass(frozen=True, slots=True)
class DeclareOut:
    """Two-handed option: the seat to act claims the game (its score, meld and tricks so far reach the target)."""


Action = Deal | Bid | Pass | NameTrump | PassCards | TakeWidow | Bury | ThrowIn | Play | MeldCards | ExchangeDix \
    | ShowDix | SkipMeld | DeclareOut


class ActionFormatError(ValueError):
    """An action record (from a save file) that is not a well-formed action."""


def action_to_dict(action: Action) -> dict[str, object]:
    match action:
        case Deal(deck):
            return {"type": "deal", "deck": list(deck)}
        case Bid(amount):
            return {"type": "bid", "amount": amount}
        case Pass(help):
            return {"type": "pass", "help": help}
        case NameTrump(suit):
            return {"type": "trump", "suit": suit.name.lower()}
        case PassCards(cards):
            return {"type": "pass-cards", "cards": list(cards)}
        case TakeWidow():
            return {"type": "take-widow"}
        case Bury(cards):
            return {"type": "bury", "cards": list(cards)}
        case ThrowIn():
            return {"type": "throw-in"}
        case Play(card):
            return {"type": "play", "card": card}
        case MeldCards(cards):
            return {"type": "meld", "cards": list(cards)}
        case ExchangeDix(card):
            return {"type": "exchange-dix", "card": card}
        case ShowDix(card):
            return {"type": "show-dix", "card": card}
        case SkipMeld():
            return {"type": "skip-meld"}
        case DeclareOut():
            return {"type": "declare-out"}
    raise TypeError(f"not an action: {action!r}")


def _int(record: dict[str, object], key: str) -> int:
    value = record.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ActionFormatError(f"action {quoted(record.get('type'))} needs an integer {quoted(key)}")
    return value


def _ints(record: dict[str, object], key: str) -> tuple[int, ...]:
    value = record.get(key)
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 96 for v in value
    ):
        raise ActionFormatError(f"action {quoted(record.get('type'))} needs a list of card ids in {quoted(key)}")
    return tuple(value)


def action_from_dict(record: object) -> Action:
    """Read an action record; an ``ActionFormatError`` says what is wrong with it."""
    if not isinstance(record, dict):
        raise ActionFormatError(f"an action must be an object, not {type(record).__name__}")
    kind = record.get("type")
    if kind == "deal":
        return Deal(_ints(record, "deck"))
    if kind == "bid":
        return Bid(_int(record, "amount"))
    if kind == "pass":
        help_ = record.get("help", False)
        if not isinstance(help_, bool):
            raise ActionFormatError("action 'pass' needs true or false in 'help'")
        return Pass(help_)
    if kind == "trump":
        names = {s.name.lower(): s for s in Suit}
        suit = record.get("suit")
        if suit not in names:
            raise ActionFormatError(f"action 'trump' has an unknown suit {quoted(suit)}")
        return NameTrump(names[str(suit)])
    if kind == "pass-cards":
        return PassCards(_ints(record, "cards"))
    if kind == "take-widow":
        return TakeWidow()
    if kind == "bury":
        return Bury(_ints(record, "cards"))
    if kind == "throw-in":
        return ThrowIn()
    if kind in ("play", "exchange-dix", "show-dix"):
        card = _int(record, "card")
        if not 0 <= card < 96:
            raise ActionFormatError(f"action {quoted(kind)} has no such card {quoted(card)}")
        return Play(card) if kind == "play" else ExchangeDix(card) if kind == "exchange-dix" else ShowDix(card)
    if kind == "meld":
        return MeldCards(_ints(record, "cards"))
    if kind == "skip-meld":
        return SkipMeld()
    if kind == "declare-out":
        return DeclareOut()
    raise ActionFormatError(f"unknown action type {quoted(kind)}")
