"""``IllegalAction``: an action the rules forbid, with the rule that forbids it.

The reason is an enum plus numbers and cards so the UI can translate it;
``str()`` gives plain English for logs, the CLI and tests.
"""

from __future__ import annotations

from enum import Enum

from .cards import Suit, card_symbol_text


def quoted(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters with "…": for messages that repeat what a file held."""
    try:
        text = repr(value)
    except ValueError:  # an integer with more digits than Python will print
        return "a number too long to show"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Reason(Enum):
    NOT_YOUR_TURN = "not-your-turn"
    WRONG_PHASE = "wrong-phase"
    GAME_OVER = "game-over"
    BID_TOO_LOW = "bid-too-low"
    BID_OFF_LADDER = "bid-off-ladder"
    BID_OVER_CAP = "bid-over-cap"
    NO_PASS_WITH_HELP = "no-pass-with-help"
    MUST_OPEN = "must-open"
    TRUMP_NEEDS_MARRIAGE = "trump-needs-marriage"
    WRONG_PASS_COUNT = "wrong-pass-count"
    CARD_NOT_IN_HAND = "card-not-in-hand"
    MUST_FOLLOW_SUIT = "must-follow-suit"
    MUST_BEAT = "must-beat"
    MUST_TRUMP = "must-trump"
    MUST_BEAT_TRUMP = "must-beat-trump"
    NO_THROW_IN = "no-throw-in"
    CONCEDE_AFTER_LEAD = "concede-after-lead"
    WRONG_BURY_COUNT = "wrong-bury-count"
    BURY_MELDED = "bury-melded"
    BAD_DEAL = "bad-deal"
    MALFORMED = "malformed"
    # two-handed: meld after a trick won, the dix, declaring out
    NOT_A_MELD = "not-a-meld"
    MELD_AFTER_WINNING = "meld-after-winning"
    ONE_MELD_PER_TRICK = "one-meld-per-trick"
    MELD_NEEDS_HAND_CARD = "meld-needs-hand-card"
    REMELD_NOT_HIGHER = "remeld-not-higher"
    NO_DIX = "no-dix"
    ONE_DIX_PER_TRICK = "one-dix-per-trick"
    NO_EXCHANGE = "no-exchange"
    NO_DECLARE_OUT = "no-declare-out"


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules forbid; the state is unchanged."""

    def __init__(self, reason: Reason, *, card: int | None = None, amount: int | None = None,
                 suit: Suit | None = None, count: int | None = None, detail: str = "") -> None:
        self.reason = reason
        self.card = card
        self.amount = amount
        self.suit = suit
        self.count = count
        self.detail = detail
        super().__init__(self.message())

    def message(self) -> str:
        card = card_symbol_text(self.card) if self.card is not None else ""
        suit = self.suit.name.lower() if self.suit is not None else ""
        texts = {
            Reason.NOT_YOUR_TURN: "it is not that player's turn",
            Reason.WRONG_PHASE: f"that action does not belong in this phase ({self.detail})",
            Reason.GAME_OVER: "the game is over",
            Reason.BID_TOO_LOW: f"bid must be at least {self.amount}",
            Reason.BID_OFF_LADDER: f"bid {self.amount} is not on the bid ladder ({self.detail})",
            Reason.BID_OVER_CAP: f"bid cannot be above {self.amount}",
            Reason.NO_PASS_WITH_HELP: "these rules have no pass with help",
            Reason.MUST_OPEN: f"the first bidder must open at the minimum, {self.amount}",
            Reason.TRUMP_NEEDS_MARRIAGE: f"trump must be a suit in which you hold a marriage, not {suit}",
            Reason.WRONG_PASS_COUNT: f"pass exactly {self.count} cards from your hand",
            Reason.CARD_NOT_IN_HAND: f"{card} is not in your hand" if card else "that card is not in your hand",
            Reason.MUST_FOLLOW_SUIT: f"must follow suit: play a card of {suit}",
            Reason.MUST_BEAT: f"must beat the {card} if you can",
            Reason.MUST_TRUMP: f"must play a trump ({suit}) when out of the suit led",
            Reason.MUST_BEAT_TRUMP: f"must beat the {card} if you can",
            Reason.NO_THROW_IN: "throwing in is allowed only before the first lead when the rules allow it",
            Reason.CONCEDE_AFTER_LEAD: "the bidder may concede only before the first card is led",
            Reason.WRONG_BURY_COUNT: f"bury exactly {self.count} cards from your hand",
            Reason.BURY_MELDED: f"{card} is shown in your meld and may not be buried",
            Reason.BAD_DEAL: f"not a valid deal: {self.detail}",
            Reason.MALFORMED: f"not a well-formed action: {self.detail}",
            Reason.NOT_A_MELD: "those cards are not a meld",
            Reason.MELD_AFTER_WINNING: "only the winner of a trick may meld, right after winning it",
            Reason.ONE_MELD_PER_TRICK: "one meld per trick won",
            Reason.MELD_NEEDS_HAND_CARD: "a meld needs at least one card from the hand, not only cards on the table",
            Reason.REMELD_NOT_HIGHER: f"the {card} has already scored in this class of meld: it may meld again only in "
                                      "another class or in a higher meld of the same class",
            Reason.NO_DIX: f"{card} is not a dix (9 of trump) that may still score" if card else "no dix to score",
            Reason.ONE_DIX_PER_TRICK: "one dix per trick won",
            Reason.NO_EXCHANGE: "the turned-up trump cannot be exchanged now",
            Reason.NO_DECLARE_OUT: f"declaring out is not allowed now ({self.detail})",
        }
        return texts[self.reason]
