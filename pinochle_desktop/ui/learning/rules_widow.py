"""Help → Rules for three players (a widow): each phase in plain words, and where the rule books are
followed where RULES.md leaves a choice open (Hoyle; Pagat's three-hand and Auction Pinochle pages)."""

from __future__ import annotations

from ...engine.cards import Rank
from ...engine.explain import auction_end_note
from ...engine.rules import CardValues, Rules
from ..texts import note_text, rank_letter, tr


def rank_letters() -> dict[str, str]:
    """The card letters as the player's cards show them, for texts that name ranks ({a} {k} {q} {j})."""
    return {key: rank_letter(rank) for key, rank in (("a", Rank.ACE), ("k", Rank.KING), ("q", Rank.QUEEN),
                                                     ("j", Rank.JACK))}


def widow_items(rules: Rules, steps: str) -> list[str]:
    """The hand of a three-player game, phase by phase, as list items."""
    items = [
        tr("Three players, each for themself. {hand} cards each, and {widow} face down in the middle: the "
           "widow.").format(hand=rules.hand_size, widow=rules.widow_size),
        tr("The minimum bid is {bid}; bids go up {steps}. A pass is final.").format(bid=rules.min_bid, steps=steps),
        note_text(auction_end_note(rules)),
        tr("The widow is turned face up for everyone to see, and the bidder takes it into its hand."),
    ]
    if rules.trump_needs_marriage:
        items.append(tr("The bidder names trump, a suit in which it holds a marriage (the widow's cards count); "
                        "without one it loses the bid."))
    else:
        items.append(tr("The bidder names trump, after seeing the widow; no marriage is needed."))
    items += [
        tr("All three meld. Then the bidder buries {n} cards face down: they count for the bidder as trick "
           "points. A card shown in the bidder's meld may not be buried (a spare copy of it may). Meld first, "
           "then bury, as Hoyle and Pagat's Auction Pinochle have it.").format(n=rules.widow_size),
        tr("Before the first lead the bidder may concede: it loses the bid, and the others score their meld "
           "(Pagat). Otherwise the bidder leads."),
    ]
    if rules.card_values is CardValues.CLASSIC:
        items.append(tr("Cards taken in tricks score {a}=11, 10=10, {k}=4, {q}=3, {j}=2; the last trick {b} more "
                        "({t} in all).").format(b=rules.last_trick_bonus, t=rules.trick_total, **rank_letters()))
    else:
        items.append(tr("Aces, tens and kings taken in tricks score {v} each; the last trick {b} more "
                        "({t} in all).").format(v=rules.counter_value, b=rules.last_trick_bonus, t=rules.trick_total))
    made = (tr("and scores the bid") if rules.bid_only_when_made else tr("and scores all it made"))
    items += [
        tr("The bidder makes the bid when its meld plus trick points (the buried cards included) reach it, {made}; "
           "otherwise it loses the bid.").format(made=made),
        tr("Each of the other two scores its own meld and trick points, if it took at least %n trick point(s) "
           "(else nothing).", None, rules.keep_trick_points),
    ]
    return items


__all__ = ["widow_items"]
