"""Display text for what the engine reports as enums and numbers, through Qt's translator."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from ..engine.actions import (
    Action,
    Bid,
    Bury,
    DeclareOut,
    ExchangeDix,
    MeldCards,
    NameTrump,
    Pass,
    PassCards,
    Play,
    ShowDix,
    SkipMeld,
    TakeWidow,
    ThrowIn,
)
from ..engine.cards import CardTextError, Rank, Suit, parse_kind, rank_of, suit_of
from ..engine.errors import IllegalAction, Reason
from ..engine.meld import Meld, MeldKind
from ..engine.notes import Note
from ..engine.rules import PRESET_TITLES, Rules
from ..engine.scoring import Outcome, points_still_needed
from ..engine.state import GameState, Phase
from ..persistence.notices import Notice

CUSTOMISED_SUFFIX = " (customised)"
"""Ends the name of a rule set changed from a preset or saved set (``single-deck (customised)``), in files too."""


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate; with a number, Qt picks the plural form (English falls back to "(s)" rules)."""
    result = QCoreApplication.translate("Pinochle", text, disambiguation, n)
    if n >= 0 and "(s)" in result:
        result = result.replace("(s)", "" if n == 1 else "s")
    return result


def file_text(said: str | BaseException) -> str:
    """What the file layer said (a notice, or an error carrying one), in the window's language.

    Paths, names and values quoted from a file are put in as written; a text that is not a ``Notice``
    (an operating system's words) is shown as it is.
    """
    notice = getattr(said, "notice", said)
    if isinstance(notice, Notice):
        return notice.render(tr)
    return str(said)


def refusal_text(error: BaseException) -> str:
    """Why a file cannot be opened, in a person's words (the file layer's reason is the detail below it)."""
    path = getattr(error, "path", None)
    reason = getattr(error, "reason", None)
    template = reason.template if isinstance(reason, Notice) else ""
    if getattr(error, "keep_aside_tag", None) == "newer":
        return tr("This game was saved by a newer version of Pinochle Desktop, which this version cannot "
                  "open. Install the newer version to go on with it.")
    if template == "does not exist":
        return tr("This file could not be found. It may have been moved, renamed or deleted.")
    if path is not None and hasattr(path, "is_dir") and path.is_dir():
        return tr("This is a folder, not a saved Pinochle game. Choose a file ending in .pinochle.")
    if template.startswith("could not be read"):
        return tr("This file could not be read. You may not be allowed to open it, or the disk may have a "
                  "problem.")
    return tr("This file is not a saved Pinochle game. It may be damaged, or made by another program.")


SEAT_NAMES = ("South", "West", "North", "East")


def is_you(name: str) -> bool:
    """Whether a seat's shown name is the player at the computer ("You", in any language): the line about
    them then takes the second person ("You bid 310", "Vous avez pris à 310", "Tú juegas 310")."""
    return name in ("You", tr("You"))


def turn_title(phase: Phase, name: str) -> str:
    """Whose turn it is and to do what, for the hot-seat privacy screen ("Alice to bid", "Bo to pass cards")."""
    said = {Phase.AUCTION: tr("{name} to bid"), Phase.TRUMP: tr("{name} to name trump"),
            Phase.PASS_TO_BIDDER: tr("{name} to pass cards"), Phase.PASS_TO_PARTNER: tr("{name} to pass cards"),
            Phase.WIDOW: tr("{name} to take the widow"), Phase.BURY: tr("{name} to bury"),
            Phase.MELD: tr("{name} to meld")}.get(phase, tr("{name} to play"))
    return said.format(name=name)


def date_text(day: dt.date) -> str:
    """A day in the locale's short date format with a four-digit year ("3/4/2025", "04.03.2025"); with no
    locale at all (the C locale of a bare system, whose pattern reads "1 12 2026") the month by its name."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom).toString(
            QDate(day.year, day.month, day.day), "d MMM yyyy")
    pattern = locale.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in pattern:
        pattern = pattern.replace("yy", "yyyy")  # a four-digit year: "1/12/26" could be any order
    return locale.toString(QDate(day.year, day.month, day.day), pattern)


def seat_name(seat: int) -> str:
    return (tr("South"), tr("West"), tr("North"), tr("East"))[seat]


def side_names(rules: Rules, names: tuple[str, ...]) -> tuple[str, ...]:
    """Each side's name: its players' names ("Ann & Bo" for partners), side 0 first."""
    return tuple(" & ".join(names[seat] for seat in seats) for seats in rules.seating.members)


def game_over_text(state: GameState, names: tuple[str, ...]) -> str:
    """Who won the game, and by what score (against the best of the others)."""
    winner = state.winner or 0
    best_other = max(score for side, score in enumerate(state.scores) if side != winner)
    seats = state.rules.seating.members[winner]
    if len(seats) == 2:
        return tr("{a} & {b} win {x} to {y}.").format(
            a=names[seats[0]], b=names[seats[1]], x=state.scores[winner], y=best_other)
    name = names[seats[0]]
    said = tr("You win {x} to {y}.") if is_you(name) else tr("{name} wins {x} to {y}.")
    return said.format(name=name, x=state.scores[winner], y=best_other)


def suit_name(suit: Suit) -> str:
    return {Suit.SPADES: tr("Spades"), Suit.HEARTS: tr("Hearts"), Suit.DIAMONDS: tr("Diamonds"),
            Suit.CLUBS: tr("Clubs")}[suit]


def suit_in_text(suit: Suit) -> str:
    """A suit's name inside a sentence: "hearts" in English, "Herz" in German (nouns keep their capital)."""
    return {Suit.SPADES: tr("spades", "suit in a sentence"), Suit.HEARTS: tr("hearts", "suit in a sentence"),
            Suit.DIAMONDS: tr("diamonds", "suit in a sentence"), Suit.CLUBS: tr("clubs", "suit in a sentence")}[suit]


def rank_letter(rank: Rank) -> str:
    """The index printed in a card's corner, in the player's language: the same letters on the card faces
    and in every text (English A K Q J, German A K D B, French A R D V; the 10 and 9 are numbers)."""
    return {Rank.ACE: tr("A", "card index: ace"), Rank.TEN: "10", Rank.KING: tr("K", "card index: king"),
            Rank.QUEEN: tr("Q", "card index: queen"), Rank.JACK: tr("J", "card index: jack"),
            Rank.NINE: "9"}[rank]


def dealer_letter() -> str:
    """The letter on the dealer's chip, in the player's language and never a card's letter there
    (German "G" for Geber, as D is the Dame; French "Do" for donneur, as D is the dame)."""
    return tr("D", "the dealer's chip: the dealer's initial, not a card index of the language")


def card_name(card: int) -> str:
    """A card as the table writes it: its index and suit symbol, e.g. ``Q♠`` (``D♠`` in German)."""
    return rank_letter(rank_of(card)) + suit_of(card).symbol


def cards_text_names(text: str) -> str:
    """Card text as stored in files (``JS JH AD TD``) written as the table writes cards (``J♠ J♥ A♦ 10♦``);
    text that is not cards is returned as it is."""
    try:
        return " ".join(card_name(parse_kind(token) << 2) for token in text.split())
    except CardTextError:
        return text


def card_long_name(card: int) -> str:
    """A card in words, for screen readers: "Ace of spades"."""
    return tr("{rank} of {suit}", "a card in words").format(rank=rank_name(rank_of(card)),
                                                           suit=suit_in_text(suit_of(card)))


def rules_title(name: str) -> str:
    """A rule set's name for people: a preset's title in the player's language (``single-deck`` is
    "Single deck"), "… (customised)" translated, and a name the player gave as it is."""
    if name in PRESET_TITLES:
        return tr(PRESET_TITLES[name])
    base = name.removesuffix(CUSTOMISED_SUFFIX)
    if base != name:
        return tr("{name} (customised)").format(name=rules_title(base))
    return name


def rank_name(rank: Rank) -> str:
    return {Rank.ACE: tr("Ace"), Rank.TEN: tr("Ten"), Rank.KING: tr("King"), Rank.QUEEN: tr("Queen"),
            Rank.JACK: tr("Jack"), Rank.NINE: tr("Nine")}[rank]


_MELD_NAMES = {
    MeldKind.RUN: ("Run", "Double run", "Triple run", "Quadruple run"),
    MeldKind.ROYAL_MARRIAGE: ("Royal marriage",),
    MeldKind.MARRIAGE: ("Marriage",),
    MeldKind.DIX: ("Dix",),
    MeldKind.PINOCHLE: ("Pinochle", "Double pinochle", "Triple pinochle", "Quadruple pinochle"),
    MeldKind.ACES_AROUND: ("Aces around", "Double aces", "Triple aces", "Quadruple aces"),
    MeldKind.KINGS_AROUND: ("Kings around", "Double kings", "Triple kings", "Quadruple kings"),
    MeldKind.QUEENS_AROUND: ("Queens around", "Double queens", "Triple queens", "Quadruple queens"),
    MeldKind.JACKS_AROUND: ("Jacks around", "Double jacks", "Triple jacks", "Quadruple jacks"),
}


def meld_name(meld: Meld) -> str:
    names = _MELD_NAMES[meld.kind]
    name = tr(names[min(meld.multiplicity, len(names)) - 1])
    if meld.kind is MeldKind.MARRIAGE and meld.suit is not None:
        return tr("Marriage in {suit}").format(suit=suit_in_text(meld.suit))
    return name


def meld_short_name(meld: Meld) -> str:
    """A meld's name where room is short: a marriage by its suit's symbol ("Marriage ♥"), the rest as
    ``meld_name`` has them."""
    if meld.kind is MeldKind.MARRIAGE and meld.suit is not None:
        return f"{tr('Marriage')} {meld.suit.symbol}"
    return meld_name(meld)


def meld_short_list(melds: tuple[Meld, ...]) -> list[str]:
    """A player's melds in short, for a compact caption: "Run 150", "Marriage ♥ 20"."""
    return [f"{meld_short_name(m)} {m.points}" for m in melds]


def contract_progress(state: GameState, buried: int = 0) -> str:
    """Once the tricks have started: "made", or the trick points the bidders still need ("needs 40").
    ``buried``: the trick points of the bidder's buried cards, when the person looking buried them."""
    assert state.bidder is not None and state.high_bid is not None
    bidders = state.rules.seating.side_of[state.bidder]
    meld = state.side_meld[bidders] if state.melds else 0
    need = points_still_needed(state.rules, state.high_bid, meld, state.taken[bidders] + buried)
    return tr("made") if need == 0 else tr("needs {n}").format(n=need)


def outcome_text(outcome: Outcome, rules: Rules) -> str:
    """How a contract ended, for the table and the score sheet (cutthroat has no partners to concede
    for: the bidder concedes alone)."""
    if outcome is Outcome.THROWN_IN and not rules.partnerships:
        return tr("Conceded before the first lead")
    return {
        Outcome.MADE: tr("Bid made"),
        Outcome.SET: tr("Set"),
        Outcome.BOARD_SET: tr("Board set: the bidders' meld is under the minimum"),
        Outcome.OUT_OF_REACH: tr("Bid out of reach: the hand is not played"),
        Outcome.THROWN_IN: tr("Thrown in"),
        Outcome.FORFEIT: tr("Forfeit: the bidder holds no marriage"),
    }[outcome]


def reason_text(exc: IllegalAction) -> str:
    """Why an action is not allowed, in the player's language."""
    card = card_name(exc.card) if exc.card is not None else ""
    suit = suit_in_text(exc.suit) if exc.suit is not None else ""
    r = exc.reason
    if r is Reason.MUST_FOLLOW_SUIT:
        return tr("You must follow suit: play a card of {suit}.").format(suit=suit)
    if r in (Reason.MUST_BEAT, Reason.MUST_BEAT_TRUMP):
        return tr("You must beat the {card} if you can.").format(card=card)
    if r is Reason.MUST_TRUMP:
        return tr("You are out of the suit led: you must play a trump ({suit}).").format(suit=suit)
    if r is Reason.BID_TOO_LOW:
        return tr("The bid must be at least {amount}.").format(amount=exc.amount)
    if r is Reason.MUST_OPEN:
        return tr("The first bidder must open at the minimum, {amount}.").format(amount=exc.amount)
    if r is Reason.TRUMP_NEEDS_MARRIAGE:
        return tr("Trump must be a suit in which you hold a marriage.")
    if r is Reason.WRONG_PASS_COUNT:
        return tr("Pass exactly %n card(s).", None, exc.count or 0)
    if r is Reason.NOT_YOUR_TURN:
        return tr("It is not your turn.")
    if r is Reason.WRONG_BURY_COUNT:
        return tr("Bury exactly %n card(s).", None, exc.count or 0)
    if r is Reason.BURY_MELDED:
        return tr("The {card} is shown in your meld: it may not be buried.").format(card=card)
    if r is Reason.CONCEDE_AFTER_LEAD:
        return tr("The bidder may concede only before the first card is led.")
    if r is Reason.NO_THROW_IN:
        return tr("Throwing in is allowed only before the first lead, when the rules allow it.")
    if r is Reason.NOT_A_MELD:
        return tr("Those cards are not a meld.")
    if r is Reason.MELD_AFTER_WINNING:
        return tr("Only the winner of a trick may meld, right after winning it.")
    if r is Reason.ONE_MELD_PER_TRICK:
        return tr("One meld per trick won.")
    if r is Reason.MELD_NEEDS_HAND_CARD:
        return tr("A meld needs at least one card from your hand, not only cards on the table.")
    if r is Reason.REMELD_NOT_HIGHER:
        return tr("The {card} has already scored in this kind of meld: it may meld again only in another kind, "
                  "or in a higher meld of the same kind.").format(card=card)
    if r is Reason.NO_DIX:
        return tr("You hold no dix (9 of trump) that may still score.")
    if r is Reason.ONE_DIX_PER_TRICK:
        return tr("One dix per trick won.")
    if r is Reason.NO_EXCHANGE:
        return tr("The turned-up trump cannot be exchanged now.")
    if r is Reason.NO_DECLARE_OUT:
        return tr("You cannot declare yourself out now.")
    return str(exc)


def call_text(call: Bid | Pass) -> str:
    if isinstance(call, Bid):
        return str(call.amount)
    return tr("Pass with help") if call.help else tr("Pass")


def action_text(action: Action) -> str:
    if isinstance(action, (Bid, Pass)):
        return call_text(action)
    if isinstance(action, NameTrump):
        return tr("Trump: {suit}").format(suit=suit_name(action.suit))
    if isinstance(action, Play):
        return card_name(action.card)
    if isinstance(action, PassCards):
        return " ".join(card_name(c) for c in action.cards)
    if isinstance(action, ThrowIn):
        return tr("Throw in")
    if isinstance(action, TakeWidow):
        return tr("Take the widow")
    if isinstance(action, Bury):
        return tr("Bury {cards}").format(cards=" ".join(card_name(c) for c in action.cards))
    if isinstance(action, MeldCards):
        return tr("Meld {cards}").format(cards=" ".join(card_name(c) for c in action.cards))
    if isinstance(action, ExchangeDix):
        return tr("Exchange the dix for the turned-up trump")
    if isinstance(action, ShowDix):
        return tr("Show the dix")
    if isinstance(action, SkipMeld):
        return tr("No meld")
    if isinstance(action, DeclareOut):
        return tr("Declare yourself out")
    return ""


def note_text(note: Note, side_name: Callable[[int], str] = lambda side: str(side + 1)) -> str:
    """An engine note (a reason, an explanation) in the player's language, sides named by ``side_name``."""
    return note.fill(tr(note.template), side_name)
