"""The printed pages of the tools: the score sheet as kept, a blank score sheet for a rule set, and
the meld chart of a rule set, as HTML for Qt's text layout (printer or PDF)."""

from __future__ import annotations

from datetime import date
from html import escape

from ...engine.keeper import ScoreSheet, SheetLine
from ...engine.meld import MeldKind, meld_value
from ...engine.rules import CardValues, Rules
from ...engine.scoring import Outcome
from ..learning.rules_help import meld_table_html
from ..texts import date_text, note_text, rules_title, tr

BLANK_ROWS = 15  # one landscape page


def rules_summary(rules: Rules) -> str:
    """One line about a rule set for the top of a printed page."""
    if rules.draw_game:
        parts = [tr("no bidding: the card turned up names trump")]
    else:
        steps = ", ".join(tr("by {step} from {start}").format(step=step, start=max(start, rules.min_bid))
                          for start, step in rules.bid_steps)
        parts = [tr("bids from {bid} ({steps})").format(bid=rules.min_bid, steps=steps)
                 + (" " + tr("to {cap}").format(cap=rules.bid_cap) if rules.bid_cap is not None else "")]
    parts.append(tr("{total} trick points a hand").format(total=rules.trick_total))
    if rules.min_meld:
        parts.append(tr("meld counts from {m}").format(m=rules.min_meld))
    parts.append(tr("game to {target}").format(target=rules.target))
    if rules.lose_at is not None:
        parts.append(tr("lost at {n}").format(n=rules.lose_at))
    return tr("Rules: {name}").format(name=rules_title(rules.name)) + " — " + "; ".join(parts)


def _figure(value: int | None) -> str:
    return "" if value is None else str(value)


def bid_text(sheet: ScoreSheet, line: SheetLine) -> str:
    """Who bid what, and trump if noted (in the draw game, where nobody bids, only trump)."""
    hand = line.hand
    trump = f" {hand.trump.symbol}" if hand.trump is not None else ""
    if hand.bidders is None:
        return trump.strip()
    return f"{sheet.names[hand.bidders]} {hand.bid}{trump}"


def result_text(sheet: ScoreSheet, line: SheetLine) -> str:
    """A short word for how the hand ended (the long one is ``texts.outcome_text``)."""
    if line.score is None:  # the draw game: played to the end, or a player declared out
        declared = line.hand.declared
        return tr("Played") if declared is None else tr("{name} declared out").format(name=sheet.names[declared])
    if line.score.outcome is Outcome.THROWN_IN and not sheet.rules.partnerships:
        return tr("Conceded")
    return {
        Outcome.MADE: tr("Made"), Outcome.SET: tr("Set"), Outcome.BOARD_SET: tr("Board set"),
        Outcome.OUT_OF_REACH: tr("Out of reach"), Outcome.THROWN_IN: tr("Thrown in"), Outcome.FORFEIT: tr("Forfeit"),
    }[line.score.outcome]


def why_text(sheet: ScoreSheet, line: SheetLine) -> str:
    """Each side's reason, then the game's end, as one paragraph of plain text."""
    side_name = sheet.names.__getitem__
    parts = [f"{name}: {note_text(note, side_name)}" for name, note in zip(sheet.names, line.notes)]
    if line.end_note is not None:
        parts.append(note_text(line.end_note, side_name))
    if line.after_the_end:
        parts.append(tr("(played after the game was already won)"))
    return " ".join(parts)


def _header(rules: Rules, names: tuple[str, ...], blank: bool = False) -> str:
    """Two header rows.  The widths keep an empty sheet's columns wide enough to write in; with three players
    the first columns give up room and the column names are smaller, and a kept sheet's columns take the
    width their figures need, so no word is broken."""
    crowded = len(names) > 2
    number, bid = (3, 9) if crowded else (4, 12)
    widths = (8, 6, 6, 6) if crowded else (72 // (4 * len(names)),) * 4  # meld, tricks, score, total
    result = 100 - number - bid - sum(widths) * len(names)

    def width(percent: int) -> str:
        return "" if crowded and not blank else f" width='{percent}%'"

    small = " style='font-size: 8pt'" if crowded else ""
    top = "".join(f"<th colspan='4'>{escape(name)}</th>" for name in names)
    columns = (tr("Meld", "score sheet column"), tr("Tricks"), tr("Score"), tr("Total"))
    sub = "".join(f"<th{width(w)}{small}>{column}</th>" for _ in names for column, w in zip(columns, widths))
    bid_name = tr("Trump") if rules.draw_game else tr("Bid")
    return (f"<tr><th rowspan='2'{width(number)}>#</th><th rowspan='2'{width(bid)}>{bid_name}</th>"
            f"<th rowspan='2'{width(result)}>{tr('Result')}</th>{top}</tr><tr>{sub}</tr>")


def winner_text(sheet: ScoreSheet) -> str:
    winner = sheet.winner
    totals = sheet.totals
    if winner is None:
        return tr("Totals: {totals}").format(totals=", ".join(f"{n} {t}" for n, t in zip(sheet.names, totals)))
    others = [t for i, t in enumerate(totals) if i != winner]
    return tr("Game won by {name}, {score} to {others}.").format(
        name=sheet.names[winner], score=totals[winner], others=", ".join(map(str, others)))


def kept_sheet_html(sheet: ScoreSheet) -> str:
    """The sheet as kept: every hand's figures, scores and totals, the winner, and why each side scored."""
    rows = []
    for number, line in enumerate(sheet.lines, 1):
        hand = line.hand
        cells = [str(number), escape(bid_text(sheet, line)), escape(result_text(sheet, line))]
        for side in range(len(sheet.names)):
            tricks = None if hand.tricks is None else hand.tricks[side]
            cells += [str(hand.meld[side]), _figure(tricks), f"{line.points[side]:+d}", str(line.totals[side])]
        rows.append("<tr>" + "".join(f"<td align='right'>{c}</td>" if i not in (1, 2) else f"<td>{c}</td>"
                                     for i, c in enumerate(cells)) + "</tr>")
    totals = "".join(f"<td colspan='4' align='right' class='total'>{t}</td>" for t in sheet.totals)
    rows.append(f"<tr><td colspan='3' class='total'>{tr('Total')}</td>{totals}</tr>")
    why = "".join(f"<li>{escape(why_text(sheet, line))}</li>" for line in sheet.lines)
    return (f"<h2>{tr('Pinochle score sheet')}</h2><p>{escape(rules_summary(sheet.rules))}<br>"
            f"{tr('Printed {date}').format(date=date_text(date.today()))}</p>"
            f"<table border='1' cellspacing='0' cellpadding='3' width='100%'>{_header(sheet.rules, sheet.names)}"
            f"{''.join(rows)}</table><p><b>{escape(winner_text(sheet))}</b></p>"
            + (f"<h3>{tr('Why each side scored what it did')}</h3><ol>{why}</ol>" if sheet.lines else ""))


def blank_sheet_html(rules: Rules, names: tuple[str, ...]) -> str:
    """An empty score sheet for ``rules`` to fill in by hand at the table."""
    empty = "<td>&nbsp;</td>" * (3 + 4 * len(names))
    rows = "".join(f"<tr>{empty}</tr>" for _ in range(BLANK_ROWS))
    reminders = _reminders(rules)
    return (f"<h2>{tr('Pinochle score sheet')}</h2><p>{escape(rules_summary(rules))}<br>"
            f"{' '.join(escape(r) for r in reminders)}</p>"
            f"<table border='1' cellspacing='0' cellpadding='3' width='100%'>{_header(rules, names, blank=True)}"
            f"{rows}</table>")


def _reminders(rules: Rules) -> list[str]:
    """How a hand is scored, in a few lines for the top of a blank sheet."""
    if rules.draw_game:
        reminders = [tr("Each player scores its meld and its trick points; the trick points of both add up to "
                        "{total}.").format(total=rules.trick_total),
                     tr("First to {target} at the end of a hand wins; if both reach it, the higher score.")
                     .format(target=rules.target)]
        if rules.declare_out:
            reminders.append(tr("A player who declares out wins if right and loses if wrong."))
        return reminders
    if not rules.partnerships:
        reminders = [tr("The bidder: meld + trick points (with the buried cards) must reach the bid, or it loses "
                        "the bid."),
                     tr("Each other player scores its own meld and trick points; the trick points of all three add "
                        "up to {total}.").format(total=rules.trick_total)]
        if rules.throw_in_anytime:
            reminders.append(tr("A bidder who concedes before the first lead loses the bid; the others score their "
                                "meld."))
    else:
        reminders = [tr("Bidders: meld + trick points must reach the bid, or they lose the bid."),
                     tr("Trick points of both sides add up to {total}.").format(total=rules.trick_total)]
    if rules.keep_trick_points > 1:
        reminders.append(tr("A side with under {k} trick points scores nothing, meld included.")
                         .format(k=rules.keep_trick_points))
    if rules.min_meld:
        reminders.append(tr("Meld under {m} does not count.").format(m=rules.min_meld))
    return reminders


def meld_chart_html(rules: Rules) -> str:
    """The active rules' meld values on one page, as a cheat sheet beside the table."""
    notes = [
        tr("A card may serve in one meld of each class (runs and marriages; pinochles; arounds)."),
        tr("Double, triple and quadruple melds need that many copies of every card."),
    ]
    if rules.card_values is CardValues.CLASSIC:
        notes.append(tr("Cards taken in tricks: ace 11, ten 10, king 4, queen 3, jack 2, nine nothing; the last "
                        "trick {b} more ({t} in all).").format(b=rules.last_trick_bonus, t=rules.trick_total))
    else:
        notes.append(tr("Aces, tens and kings taken in tricks score {v} each; the last trick {b} more ({t} in all).")
                     .format(v=rules.counter_value, b=rules.last_trick_bonus, t=rules.trick_total))
    if rules.draw_game:
        notes += [
            tr("Two-handed: after winning a trick a player may make one meld, laying its cards face up; at least "
               "one card must come from the hand. A melded card may meld again only in another class, or in a "
               "higher meld of the same class (a royal marriage first, then the run)."),
            tr("The dix (9 of trump) scores {dix}: shown, or exchanged for the card turned up for trump. If the "
               "card turned up is a dix, the dealer scores {dix}.").format(dix=meld_value(rules.meld_table,
                                                                                          MeldKind.DIX)),
        ]
    elif rules.widow_size:
        notes.append(tr("Three-handed: the bidder takes the widow of {n} and buries {n} cards, never one shown in "
                        "meld; the points of the buried cards count for the bidder.").format(n=rules.widow_size))
    if rules.min_meld:
        notes.append(tr("A team's meld counts only if it is at least {m}.").format(m=rules.min_meld))
    title = tr("Meld chart: {name}").format(name=escape(rules_title(rules.name)))
    return (f"<div style='font-size: 13pt'><h1>{title}</h1>"
            f"{meld_table_html(rules, '100%')}" + "".join(f"<p>{escape(n)}</p>" for n in notes) + "</div>")
