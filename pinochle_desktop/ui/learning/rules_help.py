"""Help → Rules: the active rules in plain words, and the meld table with the active values."""

from __future__ import annotations

import html as html_text

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine.cards import Rank, Suit, card_id
from ...engine.explain import auction_end_note, going_out_notes
from ...engine.meld import MeldKind, meld_value
from ...engine.rules import ForfeitScore, OutOfReach, PlayRules, Rules
from ..closing import free_when_closed
from ..dialogs.screen_fit import fit_to_screen
from ..texts import card_name, note_text, rank_letter, rules_title, tr
from .keyboard_help import keyboard_html
from .rules_widow import widow_items

# Cards are placeholders filled with the player's card letters (``{cards}``, ``{qh}`` = Q♥, D♥ in German), so
# the help writes cards exactly as the card faces show them.
_RUN = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK)
_MELD_ROWS = (
    (MeldKind.RUN, "Run ({cards} of trump)", _RUN),
    (MeldKind.ROYAL_MARRIAGE, "Royal marriage ({cards} of trump)", (Rank.KING, Rank.QUEEN)),
    (MeldKind.MARRIAGE, "Marriage ({cards} of another suit)", (Rank.KING, Rank.QUEEN)),
    (MeldKind.DIX, "Dix (9 of trump)", ()),
    (MeldKind.PINOCHLE, "Pinochle ({cards})", ()),
    (MeldKind.ACES_AROUND, "Aces around", ()),
    (MeldKind.KINGS_AROUND, "Kings around", ()),
    (MeldKind.QUEENS_AROUND, "Queens around", ()),
    (MeldKind.JACKS_AROUND, "Jacks around", ()),
)
_SUIT_KEYS = {Suit.SPADES: "s", Suit.HEARTS: "h", Suit.DIAMONDS: "d", Suit.CLUBS: "c"}
_RANK_KEYS = {Rank.ACE: "a", Rank.TEN: "t", Rank.KING: "k", Rank.QUEEN: "q", Rank.JACK: "j", Rank.NINE: "n"}


def example_cards() -> dict[str, str]:
    """Every card by a short key (``qh``: queen of hearts) as the player's cards show it."""
    return {_RANK_KEYS[rank] + _SUIT_KEYS[suit]: card_name(card_id(suit, rank)) for suit in Suit for rank in Rank}


def ranks_text(ranks: tuple[Rank, ...]) -> str:
    return " ".join(rank_letter(rank) for rank in ranks)


def _meld_label(kind: MeldKind, text: str, ranks: tuple[Rank, ...]) -> str:
    """A meld table row's translated ``text`` with its cards filled in."""
    cards = example_cards()
    shown = f"{cards['qs']} {cards['jd']}" if kind is MeldKind.PINOCHLE else ranks_text(ranks)
    return text.format(cards=shown)


def rules_html(rules: Rules) -> str:
    """Every option of ``rules`` as a sentence, then the meld table and the trick rules."""
    if rules.draw_game:
        from .two_handed_help import draw_game_html

        return draw_game_html(rules, meld_table_html(rules))
    deck = (tr("Single deck: 48 cards ({ranks}, two of each), 12 to each player.").format(
                ranks=ranks_text((*_RUN, Rank.NINE)))
            if rules.deck.copies == 2 else
            tr("Double deck: 80 cards ({ranks}, four of each, no nines), 20 to each player.").format(
                ranks=ranks_text(_RUN)))
    steps = ", ".join(tr("by {step} from {start}").format(step=step, start=max(start, rules.min_bid))
                      for start, step in rules.bid_steps)
    items = [
        deck,
        tr("The minimum bid is {bid}; bids go up {steps}.").format(bid=rules.min_bid, steps=steps),
        (tr("A pass is final. The first bidder must open at the minimum bid, so nobody can pass before a bid "
            "stands and nobody is stuck.") if rules.first_bidder_opens else
         tr("A pass is final. If everybody passes, the dealer is stuck with the minimum bid.")),
        note_text(auction_end_note(rules)),
    ]
    if rules.pass_with_help:
        items.append(tr("You may “pass with help” to tell your partner you hold meld for them."))
    if rules.trump_needs_marriage:
        forfeit = (tr("the other team scores nothing") if rules.forfeit_score is ForfeitScore.NOTHING
                   else tr("the other team scores its meld"))
        items.append(tr("Trump must be a suit in which the bidder holds a marriage; without one the bidders "
                        "lose the bid and {forfeit}.").format(forfeit=forfeit))
    if rules.cards_passed:
        when = tr("before") if rules.pass_before_trump else tr("after")
        items.append(tr("The bidder's partner passes {n} cards to the bidder, who passes {n} back, {when} "
                        "trump is named.").format(n=rules.cards_passed, when=when))
    else:
        items.append(tr("No cards are passed."))
    if rules.min_meld:
        items.append(tr("A team's meld counts only if it is at least {m}.").format(m=rules.min_meld))
    if rules.board_set:
        items.append(tr("If the bidders' meld is under {m}, they are board set: they lose the bid at once.")
                     .format(m=rules.min_meld))
    items.append(tr("Aces, tens and kings taken in tricks score {v} each; the last trick {b} more "
                    "({t} in all).").format(v=rules.counter_value, b=rules.last_trick_bonus, t=rules.trick_total))
    if rules.keep_trick_points:  # with none needed, every team scores: nothing to say
        dix = " " + tr("A dix scores even so.") if rules.dix_saves_itself else ""
        items.append(tr("To score at all, a team must take at least %n trick point(s).", None,
                        rules.keep_trick_points) + dix)
    if rules.bidders_keep_meld:
        items.append(tr("The bidders keep their meld even without a trick."))
    reach = {OutOfReach.THROW_IN: tr("the bidder may throw in (lose the bid; the others score their meld)."),
             OutOfReach.NOT_PLAYED: tr("the hand is not played: the bidders lose the bid, the others score "
                                       "their meld."),
             OutOfReach.PLAY: tr("the hand is played anyway.")}[rules.out_of_reach]
    items.append(tr("If the bidders' meld plus all trick points cannot reach the bid, {what}").format(what=reach))
    items.append(tr("The bidders make their bid when meld plus trick points reach it, and score it all; "
                    "otherwise they lose the bid."))
    if rules.widow_size:  # three players: the phases differ (the widow, the bury), nobody has a partner
        items = widow_items(rules, steps)
    items += [note_text(line) for line in going_out_notes(rules)]
    title = html_text.escape(rules_title(rules.name))
    html = [f"<h2>{tr('Rules: {name}').format(name=title)}</h2><ul>"]
    html += [f"<li>{item}</li>" for item in items]
    html.append("</ul>")
    html.append(f"<h3>{tr('Meld')}</h3>{meld_table_html(rules)}")
    html.append(f"<p>{tr('A card may serve in one meld of each class (runs and marriages; pinochles; arounds).')}</p>")
    if rules.play_rules is PlayRules.CLASSIC and not rules.partnerships:
        play = tr("Follow suit if you can and beat the highest card of the suit led if you can (unless the trick "
                  "is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise "
                  "play anything.")
    elif rules.play_rules is PlayRules.CLASSIC:
        play = tr("Follow suit if you can and beat the highest card of the suit led if you can (unless the trick "
                  "is already trumped). Out of the suit, you must trump and beat any trump played. Otherwise "
                  "play anything. You must try to win even over your partner.")
    else:
        play = tr("Follow suit if you can; when trump is led, beat the highest trump if you can. "
                  "Out of the suit led, play anything.")
    html.append(f"<h3>{tr('Trick play')}</h3><p>{play}</p>")
    html.append("<ul>")
    for example in trick_examples(rules):
        html.append(f"<li>{example}</li>")
    html.append("</ul>")
    conventions = convention_items(rules)
    if conventions:
        html.append(f"<h3>{tr('What your partner’s calls and cards mean')}</h3><ul>")
        html += [f"<li>{item}</li>" for item in conventions]
        html.append("</ul>")
    html.append(keyboard_html())  # the keyboard model of the table
    return "".join(html)


def convention_items(rules: Rules) -> list[str]:
    """The conventions the computer players follow (and read in a person's calls), one sentence each; none
    without partners."""
    if not rules.partnerships:
        return []
    cards = example_cards()
    items = [tr("A bid says that your partner’s hand, with the help it expects from you, is worth at least "
                "the bid.")]
    if rules.pass_with_help:
        items.append(tr("“Pass with help” means meld of the passer’s own hand to add to yours (a pinochle, a "
                        "marriage and a dix, or more), never just hopes from your bid."))
    if rules.cards_passed:
        items.append(tr("Your partner passes you trumps first, always, even when that breaks its own meld; then "
                        "aces; with spades or diamonds trump the {qs} and {jd}. A pinochle goes whole (both "
                        "legs) or stays, and a lone nine of another suit never goes.").format(**cards))
        items.append(tr("The bidder passes back no trumps while other cards can go, and empties a short suit "
                        "without an ace, so that it can trump that suit."))
    items.append(tr("The bidder draws trump when it holds enough of them to pay; in double deck it first "
                    "cashes its side aces.") if rules.deck.copies == 4 else
                 tr("The bidder draws trump when it holds enough of them to pay."))
    items.append(tr("A trump lead is won with the lowest trump that wins it: the trump ace is kept."))
    items.append(tr("The defenders lead no ten or king into a suit the bidder has shown void in: a low card "
                    "there makes the bidder trump.")
                 + (" " + tr("In double deck they do not lead the trump ace.") if rules.deck.copies == 4 else ""))
    items.append(tr("The hard and expert players keep to these unless their simulation finds another play "
                    "clearly better; a hint then says how much better."))
    return items


def meld_table_html(rules: Rules, width: str = "") -> str:
    """The meld table with the active values: single, double (and triple, quadruple for a double deck)."""
    html = [f"<table border='1' cellspacing='0' cellpadding='4'{f' width={width!r}' if width else ''}>",
            f"<tr><th></th><th>{tr('single')}</th><th>{tr('double')}</th>"
            + ("" if rules.deck.copies == 2 else f"<th>{tr('triple')}</th><th>{tr('quadruple')}</th>") + "</tr>"]
    for kind, label, ranks in _MELD_ROWS:
        if kind is MeldKind.DIX and rules.deck.copies == 4:
            continue
        values = [meld_value(rules.meld_table, kind, n) for n in range(1, rules.deck.copies + 1)]
        html.append(f"<tr><td>{_meld_label(kind, tr(label), ranks)}</td>"
                    + "".join(f"<td align='right'>{v}</td>" for v in values) + "</tr>")
    html.append("</table>")
    return "".join(html)


def trick_examples(rules: Rules) -> list[str]:
    """A small example of each trick rule that applies, spades trump throughout."""
    cards = example_cards()
    if rules.play_rules is PlayRules.CLASSIC:
        texts = [
            tr("West leads the {qh} and you hold {kh} and {jh}: you must play the {kh}, because it beats the {qh}."),
            tr("West leads the {ah} and you hold {kh} and {jh}: you cannot beat it, so either heart will do."),
            tr("West leads the {qh}, North trumps with the {ts}, and you hold hearts: any heart will do, "
               "since no heart can win a trumped trick."),
            tr("West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after North's "
               "{ts} you must play the {as} to beat it."),
            tr("Your partner's {ah} is winning and you hold the {th} and {kh}: you must still play a heart that "
               "beats the highest heart if you can — here none can, so either heart will do."),
        ]
        if not rules.partnerships:  # three at the table: East plays between West and you, and nobody has a partner
            texts[2:] = [
                tr("West leads the {qh}, East trumps with the {ts}, and you hold hearts: any heart will do, "
                   "since no heart can win a trumped trick."),
                tr("West leads the {qh} and you hold no hearts but the {js} and {as}: you must trump; after East's "
                   "{ts} you must play the {as} to beat it."),
            ]
    else:
        texts = [
            tr("West leads the {qh} and you hold {kh} and {jh}: follow with either heart; you need not beat it."),
            tr("West leads the {qs} (trump) and you hold {ks} and {js}: you must play the {ks}, because trump "
               "was led."),
            tr("West leads the {qh} and you hold no hearts: play any card; you need not trump."),
        ]
    return [text.format(**cards) for text in texts]


def show_rules_help(parent: QWidget, rules: Rules) -> QDialog:
    dialog = free_when_closed(QDialog(parent))
    dialog.setWindowTitle(tr("Rules"))
    layout = QVBoxLayout(dialog)
    browser = QTextBrowser()
    browser.setOpenLinks(False)  # the text is ours; nothing in it may lead to another document
    browser.setHtml(rules_html(rules))
    layout.addWidget(browser)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    fit_to_screen(dialog, QSize(640, 640))
    dialog.show()
    return dialog
