"""The printed pages of the tools: the score sheet as kept, a blank score sheet for a rule set, and
the meld chart of a rule set, as HTML for Qt's text layout (printer or PDF)."""

from __future__ import annotations

from datetime import date
from html import escape

from ...engine.keeper import ScoreSheet, SheetLine
from ...engine.rules import Rules
from ...engine.scoring import Outcome
from ..learning.rules_help import meld_table_html
from ..texts import note_text, tr

BLANK_ROWS = 15  # one landscape page


def rules_summary(rules: Rules) -> str:
    """One line about a rule set for the top of a printed page."""
    steps = ", ".join(tr("by {step} from {start}").format(step=step, start=max(start, rules.min_bid))
                      for start, step in rules.bid_steps)
    parts = [tr("bids from {bid} ({steps})").format(bid=rules.min_bid, steps=steps)
             + (" " + tr("to {cap}").format(cap=rules.bid_cap) if rules.bid_cap is not None else ""),
             tr("{total} trick points a hand").format(total=rules.trick_total)]
    if rules.min_meld:
        parts.append(tr("meld counts from {m}").format(m=rules.min_meld))
    parts.append(tr("game to {target}").format(target=rules.target))
    if rules.lose_at is not None:
        parts.append(tr("lost at {n}").format(n=rules.lose_at))
    return tr("Rules: {name}").format(name=rules.name) + " — " + "; ".join(parts)


def _figure(value: int | None) -> str:
    return "" if value is None else str(value)


def bid_text(sheet: ScoreSheet, line: SheetLine) -> str:
    hand = line.hand
    trump = f" {hand.trump.symbol}" if hand.trump is not None else ""
    return f"{sheet.names[hand.bidders]} {hand.bid}{trump}"


def result_text(line: SheetLine) -> str:
    """A short word for how the hand ended (the long one is ``texts.outcome_text``)."""
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


def _header(names: tuple[str, ...]) -> str:
    """Two header rows; the widths keep an empty sheet's columns wide enough to write in."""
    each = 72 // (4 * len(names))
    result = 100 - 4 - 12 - 4 * each * len(names)
    top = "".join(f"<th colspan='4'>{escape(name)}</th>" for name in names)
    sub = "".join(f"<th width='{each}%'>{tr('Meld', 'score sheet column')}</th><th width='{each}%'>{tr('Tricks')}</th>"
                  f"<th width='{each}%'>{tr('Score')}</th><th width='{each}%'>{tr('Total')}</th>" for _ in names)
    return (f"<tr><th rowspan='2' width='4%'>#</th><th rowspan='2' width='12%'>{tr('Bid')}</th>"
            f"<th rowspan='2' width='{result}%'>{tr('Result')}</th>{top}</tr><tr>{sub}</tr>")


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
        cells = [str(number), escape(bid_text(sheet, line)), escape(result_text(line))]
        for side in range(len(sheet.names)):
            tricks = None if hand.tricks is None else hand.tricks[side]
            cells += [str(hand.meld[side]), _figure(tricks), f"{line.points[side]:+d}", str(line.totals[side])]
        rows.append("<tr>" + "".join(f"<td align='right'>{c}</td>" if i not in (1, 2) else f"<td>{c}</td>"
                                     for i, c in enumerate(cells)) + "</tr>")
    totals = "".join(f"<td colspan='4' align='right' class='total'>{t}</td>" for t in sheet.totals)
    rows.append(f"<tr><td colspan='3' class='total'>{tr('Total')}</td>{totals}</tr>")
    why = "".join(f"<li>{escape(why_text(sheet, line))}</li>" for line in sheet.lines)
    return (f"<h2>{tr('Pinochle score sheet')}</h2><p>{escape(rules_summary(sheet.rules))}<br>"
            f"{tr('Printed {date}').format(date=date.today().isoformat())}</p>"
            f"<table border='1' cellspacing='0' cellpadding='3' width='100%'>{_header(sheet.names)}"
            f"{''.join(rows)}</table><p><b>{escape(winner_text(sheet))}</b></p>"
            + (f"<h3>{tr('Why each side scored what it did')}</h3><ol>{why}</ol>" if sheet.lines else ""))


def blank_sheet_html(rules: Rules, names: tuple[str, ...]) -> str:
    """An empty score sheet for ``rules`` to fill in by hand at the table."""
    empty = "<td>&nbsp;</td>" * (3 + 4 * len(names))
    rows = "".join(f"<tr>{empty}</tr>" for _ in range(BLANK_ROWS))
    reminders = [tr("Bidders: meld + trick points must reach the bid, or they lose the bid."),
                 tr("Trick points of both sides add up to {total}.").format(total=rules.trick_total)]
    if rules.keep_trick_points > 1:
        reminders.append(tr("A side with under {k} trick points scores nothing, meld included.")
                         .format(k=rules.keep_trick_points))
    if rules.min_meld:
        reminders.append(tr("Meld under {m} does not count.").format(m=rules.min_meld))
    return (f"<h2>{tr('Pinochle score sheet')}</h2><p>{escape(rules_summary(rules))}<br>"
            f"{' '.join(escape(r) for r in reminders)}</p>"
            f"<table border='1' cellspacing='0' cellpadding='3' width='100%'>{_header(names)}{rows}</table>")


def meld_chart_html(rules: Rules) -> str:
    """The active rules' meld values on one page, as a cheat sheet beside the table."""
    notes = [
        tr("A card may serve in one meld of each class (runs and marriages; pinochles; arounds)."),
        tr("Double, triple and quadruple melds need that many copies of every card."),
        tr("Aces, tens and kings taken in tricks score {v} each; the last trick {b} more ({t} in all).")
        .format(v=rules.counter_value, b=rules.last_trick_bonus, t=rules.trick_total),
    ]
    if rules.min_meld:
        notes.append(tr("A team's meld counts only if it is at least {m}.").format(m=rules.min_meld))
    return (f"<div style='font-size: 13pt'><h1>{tr('Meld chart: {name}').format(name=escape(rules.name))}</h1>"
            f"{meld_table_html(rules, '100%')}" + "".join(f"<p>{escape(n)}</p>" for n in notes) + "</div>")
