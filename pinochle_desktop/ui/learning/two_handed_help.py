"""Help → Rules for two-handed Pinochle: the draw game in plain words, citing the rule books it follows."""

from __future__ import annotations

import html as html_text

from ...engine.cards import Rank
from ...engine.explain import going_out_notes
from ...engine.rules import CLASSIC_CARD_VALUES, CardValues, PlayRules, Rules
from ..texts import note_text, rank_letter, rules_title, tr


def trick_rules_text(rules: Rules) -> str:
    if rules.play_rules is PlayRules.CLASSIC:
        return tr("Follow suit if you can and beat the card led if you can; out of the suit, you must trump.")
    if rules.play_rules is PlayRules.MODERN:
        return tr("Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, play "
                  "anything.")
    return tr("Follow suit if you can; when trump is led, beat it if you can. Out of the suit led, you must play "
              "a trump if you hold one; otherwise play anything.")


def draw_game_html(rules: Rules, meld_table: str) -> str:
    """The two-handed rules (RULES.md "Two and three players"; Hoyle, as Pagat's two-hand page, where it is
    silent), then ``meld_table``."""
    if rules.card_values is CardValues.CLASSIC:
        values = ", ".join(f"{rank_letter(rank)} {CLASSIC_CARD_VALUES[rank]}"
                           for rank in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK))
        points = tr("Cards taken in tricks score {values}, and a 9 nothing; the last trick scores {b} more "
                    "({t} in all).").format(values=values, b=rules.last_trick_bonus, t=rules.trick_total)
    else:
        points = tr("Aces, tens and kings taken in tricks score {v} each; the last trick {b} more "
                    "({t} in all).").format(v=rules.counter_value, b=rules.last_trick_bonus, t=rules.trick_total)
    deal = [
        tr("Two players, a single deck of 48 cards. Each gets 12; the next card is turned up and its suit is "
           "trump; the other 23 cards are the stock, face down. A turned-up dix (9 of trump) scores 10 for the "
           "dealer. The deal alternates."),
    ]
    stage_one = [
        tr("The non-dealer leads the first trick. The second card may be any card: there is no need to follow "
           "suit or trump. The higher card of the suit led, or a trump, wins; of two identical cards the first "
           "played wins."),
        tr("The winner of a trick may lay out one meld, with at least one card from the hand. Melded cards lie "
           "face up in front of their player, still part of the hand, and may be played from the table."),
        tr("A card that has scored may meld again only in another class (runs, marriages and the dix; "
           "pinochles; arounds), or in a higher meld of its class: a royal marriage and then {cards} added "
           "scores the run, but the run first never later scores the royal marriage; a married king or queen "
           "cannot marry again.").format(cards=" ".join(rank_letter(r) for r in (Rank.ACE, Rank.TEN, Rank.JACK))),
        tr("After winning a trick, the holder of a dix may exchange it for the turned-up trump, or show it: 10 "
           "points, besides the meld of that trick."),
        tr("Then the winner draws the top card of the stock and the loser the next; the winner leads. After the "
           "12th trick the winner (who may still meld) takes the last card of the stock, shown to both, and the "
           "loser takes the turned-up trump."),
    ]
    stage_two = [
        tr("The last 12 tricks: melded cards go back into the hands and there is no more meld."),
        trick_rules_text(rules),
        points,
        tr("Each player scores its meld and its trick points."),
        *(note_text(line) for line in going_out_notes(rules)),
    ]
    silent = tr("Where these rules are silent the game follows Hoyle's two-hand rules, as Pagat's two-hand page "
                "gives them: one dix a trick, besides the meld; a dix may be exchanged while the turned-up trump "
                "is there and is not a dix itself; a double meld (double pinochle, 1000 aces, double run) built on "
                "a single one already melded scores as a higher meld of its class.")
    title = html_text.escape(rules_title(rules.name))
    parts = [f"<h2>{tr('Rules: {name}').format(name=title)}</h2><ul>"]
    parts += [f"<li>{item}</li>" for item in deal]
    parts.append(f"</ul><h3>{tr('While the stock lasts')}</h3><ul>")
    parts += [f"<li>{item}</li>" for item in stage_one]
    parts.append(f"</ul><h3>{tr('The last 12 tricks')}</h3><ul>")
    parts += [f"<li>{item}</li>" for item in stage_two]
    parts.append("</ul>")
    parts.append(f"<h3>{tr('Meld')}</h3>{meld_table}")
    parts.append(f"<p><i>{silent}</i></p>")
    return "".join(parts)


__all__ = ["draw_game_html", "trick_rules_text"]
