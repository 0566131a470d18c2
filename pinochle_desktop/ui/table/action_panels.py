"""What the action panel offers in each situation: bids, trump, passing, throw-in, continue.

Each function fills the panel from the view and the legal actions and wires
buttons to the window's callbacks; nothing here decides legality.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap

from ...ai.evaluate import best_trump
from ...engine.actions import (
    Action,
    Bid,
    ExchangeDix,
    MeldCards,
    NameTrump,
    Pass,
    ShowDix,
    SkipMeld,
    TakeWidow,
    ThrowIn,
)
from ...engine.cards import SUIT_MASK, SUITS, Rank, Suit, cards_of
from ...engine.declare import read_meld
from ...engine.meld import marriage_suits
from ...engine.rules import Rules
from ...engine.scoring import Outcome, score_sides
from ...engine.state import HandResult
from ...engine.view import PlayerView
from ..texts import card_name, is_you, meld_name, outcome_text, rank_letter, side_names, suit_name, tr
from .card_art import fill_suit, suit_color
from .panels import ActionPanel


def fill_auction(panel: ActionPanel, v: PlayerView, options: tuple[Action, ...], names: tuple[str, ...],
                 submit: Callable[[Action], Any], analyse: Callable[[], Any] | None = None) -> None:
    bids = [a.amount for a in options if isinstance(a, Bid)]
    if v.high_bid is not None and v.bidder is not None:
        name = names[v.bidder]
        text = (tr("High bid: {bid} by you") if is_you(name) else tr("High bid: {bid} by {name}")).format(
            bid=v.high_bid, name=name)
    else:
        text = tr("No bid yet. The minimum bid is {bid}.").format(bid=v.rules.min_bid)
    panel.set_content(tr("Your bid"), text)
    row = panel.add_row()
    if bids:
        panel.add_button(row, "bid", tr("Bid {bid}").format(bid=bids[0]), lambda: submit(Bid(bids[0])),
                         primary=True)
    if len(bids) > 1:
        def jump() -> None:
            submit(Bid(int(combo.currentText())))

        combo = panel.add_combo(row, [str(b) for b in bids[1:40]], tr("Jump to a bid"), on_enter=jump)
        panel.add_button(row, "jump", tr("Jump bid"), jump)
    if Pass() in options:  # (not at an opening the first bidder must make)
        panel.add_button(row, "pass", tr("Pass"), lambda: submit(Pass()))
    if Pass(True) in options:
        panel.add_button(row, "help", tr("Pass with help"), lambda: submit(Pass(True)),
                         tooltip=tr("A pass that tells your partner you hold help for them"))
    if analyse is not None:
        panel.add_button(row, "analysis", tr("Bid analysis…"), analyse,
                         tooltip=tr("What your hand is likely worth with each trump suit"))
    panel.finish()


def suit_icon(suit: Suit, four_colour: bool = False, size: int = 22) -> QIcon:
    """The suit's symbol in its own colour (red hearts and diamonds), for buttons."""
    icon = QIcon()
    for scale in (1, 2):
        pixmap = QPixmap(size * scale, size * scale)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill_suit(painter, suit, QRectF(1, 1, size - 2, size - 2), suit_color(suit, four_colour))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def fill_trump(panel: ActionPanel, v: PlayerView, options: tuple[Action, ...],
               submit: Callable[[Action], Any], four_colour: bool = False) -> None:
    allowed = {a.suit for a in options if isinstance(a, NameTrump)}
    marriage = tr("Trump must be a suit in which you hold a marriage ({king} and {queen}).").format(
        king=rank_letter(Rank.KING), queen=rank_letter(Rank.QUEEN))
    text = marriage if v.rules.trump_needs_marriage else ""
    panel.set_content(tr("Name trump"), text)
    row = panel.add_row()
    marriages = set(marriage_suits(v.hand))
    for suit in SUITS:
        count = (v.hand & SUIT_MASK[suit]).bit_count()
        label = f"{suit_name(suit)}\n" + tr("%n card(s)", None, count)
        if suit in marriages:
            label += " · " + tr("marriage")
        panel.add_button(row, f"trump-{suit.name.lower()}", label, lambda s=suit: submit(NameTrump(s)),
                         enabled=suit in allowed, name="suit", icon=suit_icon(suit, four_colour))
    if allowed:  # Enter names the suit the hand is best in (length and high trumps), not the first one allowed
        best = best_trump(v.hand, v.rules, tuple(s for s in SUITS if s in allowed))
        panel.default_key = f"trump-{best.name.lower()}"
    panel.finish()


def fill_passing(panel: ActionPanel, v: PlayerView, selected: int, names: tuple[str, ...],
                 confirm: Callable[[], Any]) -> None:
    n = v.rules.cards_passed
    receiver = v.rules.seating.partner[v.seat]
    assert receiver is not None, "cards are passed only to a partner"
    text = tr("Choose %n card(s) to pass (click them, or ← → and Space), then confirm.", None, n)
    if selected == n:  # complete: the button or Enter passes them (said for the mouse and the keys)
        text = tr("Pass these {n} with the button or Enter; click one (or Space) to take it back.").format(n=n)
    panel.set_content(tr("Pass cards to {name}").format(name=names[receiver]), text)
    row = panel.add_row()
    panel.add_button(row, "pass-cards", tr("Pass {k} of {n}").format(k=selected, n=n), confirm,
                     primary=True, enabled=selected == n)
    panel.finish(focus=False)  # the keyboard stays on the cards: arrows choose, Space takes, Enter passes


def fill_widow(panel: ActionPanel, v: PlayerView, submit: Callable[[Action], Any]) -> None:
    """The person won the bid: the widow lies face up for all; take it."""
    cards = " ".join(card_name(c) for c in cards_of(v.widow))
    panel.set_content(tr("You won the bid at {bid}").format(bid=v.high_bid or v.rules.min_bid),
                      tr("The widow: {cards}. Take it into your hand, then name trump.").format(cards=cards))
    row = panel.add_row()
    panel.add_button(row, "take-widow", tr("Take the widow"), lambda: submit(TakeWidow()), primary=True)
    panel.finish()


def concede_text(v: PlayerView, names: tuple[str, ...]) -> str:
    """What conceding costs: the bid, and what each other player scores (its meld)."""
    bid = v.high_bid or v.rules.min_bid
    others = ", ".join(tr("{name} {meld}").format(name=names[s], meld=v.melds[s].total if v.melds else 0)
                       for s in v.rules.seating.others(v.seat))
    return tr("Conceding loses {bid}; the others score their meld ({others}).").format(bid=bid, others=others)


def fill_bury(panel: ActionPanel, v: PlayerView, selected: int, names: tuple[str, ...],
              confirm: Callable[[], Any], concede: Callable[[], Any] | None) -> None:
    """The person as bidder lays cards away face down (not its meld's), or concedes."""
    n = v.rules.widow_size
    text = tr("Click %n card(s) not in your meld: they count for you.", None, n)
    if selected == n:  # complete: Enter buries them (from the cards or the button)
        text = tr("Bury these {n} with the button or Enter; click one (or Space) to take it back.").format(n=n)
    if concede is not None:
        text += "\n" + concede_text(v, names)
    panel.set_content(tr("Bury %n card(s)", None, n), text)
    row = panel.add_row()
    panel.add_button(row, "bury", tr("Bury {k} of {n}").format(k=selected, n=n), confirm, primary=True,
                     enabled=selected == n)
    if concede is not None:
        panel.add_button(row, "concede", tr("Concede (−{bid})").format(bid=v.high_bid or v.rules.min_bid), concede)
    panel.finish(focus=False)  # the keyboard stays on the cards: arrows choose, Space takes, Enter buries


def fill_throw_in(panel: ActionPanel, v: PlayerView, submit: Callable[[Action], Any],
                  names: tuple[str, ...] = ()) -> None:
    if v.rules.widow_size:  # any hand may be conceded before the first lead
        bid = v.high_bid or v.rules.min_bid
        panel.set_content(tr("Lead, or concede"), concede_text(v, names))
        row = panel.add_row()
        panel.add_button(row, "throw-in", tr("Concede (−{bid})").format(bid=bid), lambda: submit(ThrowIn()))
        panel.finish(focus=False)  # the keyboard stays on the cards to lead one: Concede is never the default
        return
    meld = v.side_meld[v.rules.seating.side_of[v.seat]]
    bid = v.high_bid or 0
    panel.set_content(
        tr("Your bid is out of reach"),
        tr("Meld {meld} + all {tricks} trick points cannot reach {bid}. Throw in and lose {bid} "
           "(the others score their meld), or lead a card to play on.").format(
            meld=meld, tricks=v.rules.trick_total, bid=bid))
    row = panel.add_row()
    panel.add_button(row, "throw-in", tr("Throw in (−{bid})").format(bid=bid), lambda: submit(ThrowIn()))
    panel.finish(focus=False)  # the keyboard stays on the cards to lead one; Tab reaches Throw in


def fill_claim(panel: ActionPanel, claim: Callable[[], Any]) -> None:
    """The person's cards take every trick left, whatever the others hold: offer to play them at once."""
    panel.set_content(tr("Your cards take every trick left"))
    panel.beside_play = True  # the person may still play card by card: the turn line stays
    row = panel.add_row()
    panel.add_button(row, "claim", tr("Claim the rest"), claim, primary=True,
                     tooltip=tr("Play out the hand at once: every trick is yours"))
    panel.finish(focus=False)  # the keyboard stays on the cards to play on; Tab reaches Claim


def fill_continue(panel: ActionPanel, title: str, text: str, key: str, label: str,
                  on_click: Callable[[], Any], lines: list[tuple[str, str]] | None = None,
                  subtitle: str = "", review: Callable[[], Any] | None = None, beside: bool = False) -> None:
    """A message with figures and one button to go on (and Review hand, where the hand was played);
    ``beside``: the button may also stand right of the text, a low panel that leaves the felt round it free."""
    panel.set_content(title, text)
    if subtitle:
        panel.add_text(subtitle, bold=True)
    if lines:
        panel.add_table(lines)
    row = panel.add_switching_row() if beside else panel.add_row()
    panel.add_button(row, key, label, on_click, primary=True)
    if review is not None:
        panel.add_button(row, "review", tr("Review hand"), review)
    panel.finish()


def fill_meld(panel: ActionPanel, v: PlayerView, options: tuple[Action, ...], selected: set[int],
              submit: Callable[[Action], Any], first: Action | None = None) -> None:
    """Two-handed, after winning a trick: the melds the person may lay out (with their points), the dix,
    the cards selected as a meld, or no meld (the cards are drawn).  The hinted meld (``first``), else the
    one worth most, comes first and is the default."""
    trump = v.trump
    assert trump is not None
    done = bool(v.meld_turn)
    melds = [(read_meld(a.cards, trump, v.rules), a) for a in options if isinstance(a, MeldCards)]
    melds.sort(key=lambda pair: (pair[1] != first, -(pair[0].points if pair[0] is not None else 0)))
    if melds:
        hint = tr("One meld: click it, or select its cards.")
    elif any(isinstance(a, (ExchangeDix, ShowDix)) for a in options):
        hint = tr("No meld in your hand: score the dix, or draw.")
    else:
        hint = tr("Nothing more to meld: draw.") if done else tr("Nothing to meld: draw.")
    panel.set_content(tr("You won the trick") if not done else tr("More meld?"), hint)
    row = panel.add_row()
    for i, (found, action) in enumerate(melds):
        if found is not None:
            panel.add_button(row, f"meld-{i}", tr("{meld}: {points}").format(meld=meld_name(found),
                                                                             points=found.points),
                             lambda a=action: submit(a), primary=i == 0)
    for action in options:
        if isinstance(action, ExchangeDix):
            panel.add_button(row, "exchange-dix", tr("Exchange the dix: 10"), lambda a=action: submit(a),
                             tooltip=tr("Take the turned-up trump for your 9 of trump, and score 10"))
        elif isinstance(action, ShowDix):
            panel.add_button(row, "show-dix", tr("Show the dix: 10"), lambda a=action: submit(a))
    if melds:
        picked = tuple(sorted(selected))
        panel.add_button(row, "meld-selected", tr("Meld selected"), lambda: submit(MeldCards(picked)),
                         enabled=bool(picked), tooltip=tr("Lay out the cards you selected as one meld"))
    panel.add_button(row, "skip-meld", tr("Draw") if done or not melds else tr("No meld"),
                     lambda: submit(SkipMeld()))
    panel.finish()


def draw_game_result(result: HandResult, names: tuple[str, ...]) -> tuple[str, list[tuple[str, str]]]:
    """Two-handed: each player's meld and card points, and the new totals."""
    title = tr("Hand {n}").format(n=result.hand_number)
    if result.declared_out is not None:
        name = names[result.declared_out]
        title = tr("You declared out") if is_you(name) else tr("{name} declared out").format(name=name)
    lines = []
    for seat, name in enumerate(names[: len(result.points)]):
        parts = [tr("meld {m}").format(m=result.meld[seat])]
        if result.trick_points is not None:
            parts.append(tr("tricks {t}").format(t=result.trick_points[seat]))
        lines.append((name, ", ".join(parts)))
        lines.append(("      " + tr("scores"), f"{result.points[seat]:+d}  →  {result.totals[seat]}"))
    return title, lines


def result_lines(result: HandResult, names: tuple[str, ...], rules: Rules) -> tuple[str, list[tuple[str, str]]]:
    """A hand's result as a title and lines: meld, trick points, made or set, new totals."""
    if result.bidder is None or result.score is None:
        return draw_game_result(result, names)
    bidders = result.bidders
    score = result.score
    name = names[result.bidder]
    title = (tr("You bid {bid}: {outcome}") if is_you(name) else tr("{name} bid {bid}: {outcome}")).format(
        name=name, bid=result.bid, outcome=outcome_text(score.outcome, rules))
    if score.outcome is Outcome.SET and result.trick_points is not None:
        counted = (result.meld[bidders] if score.bidders_meld_counts else 0) + result.trick_points[bidders]
        if score.bidders_kept:
            title += " " + tr("(short by {n})").format(n=result.bid - counted)
    elif score.outcome is Outcome.MADE and result.trick_points is not None:
        title += " " + tr("(by {n})").format(n=score.bidders - result.bid)
    # each other side's own contract with the bidders (three players: an opponent's meld counts or not by its
    # own tricks; result.score is the bidders against the first opponent only)
    against = score_sides(rules, bidders, result.bid, result.meld, result.trick_points, score.outcome).against
    lines = []
    for team, team_name in enumerate(side_names(rules, names)):
        meld = result.meld[team]
        own = against[team] if team < len(against) else None
        counts = score.bidders_meld_counts if team == bidders else (own or score).others_meld_counts
        parts = [tr("meld {m}").format(m=meld) + ("" if counts or meld == 0 else tr(" (not counted)"))]
        if result.trick_points is not None:
            parts.append(tr("tricks {t}").format(t=result.trick_points[team]))
            if team == bidders and result.buried_points:
                parts[-1] += " " + tr("(buried {b})").format(b=result.buried_points)
        if not rules.partnerships:  # three players: a line each, or the panel outgrows a small table
            lines.append((team_name, ", ".join(parts) + f":  {result.points[team]:+d}  →  {result.totals[team]}"))
            continue
        # one row a side, its figures on the left and what it scores on the right: no second row to indent
        lines.append((tr("{name}: {total}").format(name=team_name, total=", ".join(parts)),
                      tr("scores") + f"  {result.points[team]:+d}  →  {result.totals[team]}"))
    return title, lines
