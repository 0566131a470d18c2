"""Why a hand scored what it did, how an auction ends and how a game is won, as notes.

The window translates each note's template, the command line prints its English; both read the
same notes, so the score keeper and ``pinochle score`` explain a hand in the same words.
"""

from __future__ import annotations

from .notes import Note, note, tr_noop
from .rules import ForfeitScore, Rules
from .scoring import HandScore, Outcome, SidesHand, SidesScore, TableHand, meld_counts


def bidders_note(rules: Rules, hand: TableHand, score: HandScore) -> Note:
    """Why the bidders scored ``score.bidders``."""
    bid, meld, tricks = hand.bid, hand.bidders_meld, hand.bidders_tricks or 0
    outcome = score.outcome
    if outcome is Outcome.FORFEIT:
        return note(tr_noop("The bidder could name no trump (no marriage): the bid of {bid} is lost."), bid=bid)
    if outcome is Outcome.THROWN_IN:
        if not rules.partnerships:
            return note(tr_noop("Conceded before the first lead: the bid of {bid} is lost."), bid=bid)
        return note(tr_noop("Thrown in: the bid of {bid} is lost."), bid=bid)
    if outcome is Outcome.BOARD_SET:
        return note(tr_noop("Meld {meld} is under {minimum}: board set. The hand is not played and the bid of "
                            "{bid} is lost."), meld=meld, minimum=rules.min_meld, bid=bid)
    if outcome is Outcome.OUT_OF_REACH:
        return note(tr_noop("Meld {meld} and all {total} trick points make {sum}, short of the bid of {bid}: the "
                            "hand is not played and {bid} is lost."),
                    meld=meld, total=rules.trick_total, sum=meld + rules.trick_total, bid=bid)
    if score.bidders_kept is False:
        if rules.keep_trick_points <= 1:
            return note(tr_noop("No trick points taken: set, the bid of {bid} is lost whatever the meld."),
                        bid=bid)
        return note(tr_noop("{tricks} trick points taken, under the {keep} needed: set, the bid of {bid} is lost "
                            "whatever the meld."), tricks=tricks, keep=rules.keep_trick_points, bid=bid)
    counted = meld if score.bidders_meld_counts else 0
    if outcome is Outcome.MADE:
        return note(tr_noop("Meld {meld} + tricks {tricks} = {sum}, at least the bid of {bid}: made, {sum} "
                            "scored."), meld=counted, tricks=tricks, sum=counted + tricks, bid=bid)
    return note(tr_noop("Meld {meld} + tricks {tricks} = {sum}, short of the bid of {bid}: set, {bid} lost."),
                meld=counted, tricks=tricks, sum=counted + tricks, bid=bid)


def others_note(rules: Rules, hand: TableHand, score: HandScore) -> Note:
    """Why the side that did not bid scored ``score.others``."""
    meld, tricks = hand.others_meld, hand.others_tricks or 0
    if not score.played:
        if score.outcome is Outcome.FORFEIT and rules.forfeit_score is ForfeitScore.NOTHING:
            if not rules.partnerships:
                return note(tr_noop("On a forfeit the other players score nothing."))
            return note(tr_noop("On a forfeit the other team scores nothing."))
        if meld_counts(rules, meld):
            return note(tr_noop("The hand was not played: the meld of {meld} scores."), meld=meld)
        if meld and rules.min_meld:
            return note(tr_noop("Meld {meld} is under {minimum}: nothing scored."),
                        meld=meld, minimum=rules.min_meld)
        return note(tr_noop("The hand was not played and there is no meld: nothing scored."))
    if score.others_kept is False:
        if score.others:
            return note(tr_noop("No trick points taken, so the meld does not count, but the dix scores even so: "
                                "{points}."), points=score.others)
        if rules.keep_trick_points <= 1:
            return note(tr_noop("No trick points taken: the meld of {meld} does not count, nothing scored."),
                        meld=meld)
        return note(tr_noop("{tricks} trick points taken, under the {keep} needed: the meld of {meld} is lost too, "
                            "nothing scored."), tricks=tricks, keep=rules.keep_trick_points, meld=meld)
    if meld and not score.others_meld_counts:
        return note(tr_noop("Meld {meld} is under {minimum} and does not count; the {tricks} trick points do."),
                    meld=meld, minimum=rules.min_meld, tricks=tricks)
    return meld_and_tricks_note(meld, tricks)


def meld_and_tricks_note(meld: int, tricks: int) -> Note:
    return note(tr_noop("Meld {meld} + tricks {tricks} = {sum}."), meld=meld, tricks=tricks, sum=meld + tricks)


def side_notes(rules: Rules, hand: SidesHand, scored: SidesScore) -> tuple[Note, ...]:
    """Why each side scored what it did, side 0 first: the bidders' contract and each other side's score
    (three players: the bidder against each opponent), or in the draw game each player's meld and tricks."""
    if hand.bidders is None:
        tricks = hand.tricks or (0,) * len(hand.meld)
        return tuple(meld_and_tricks_note(m, t) for m, t in zip(hand.meld, tricks))
    notes = []
    for side, score in enumerate(scored.against):
        if score is not None:
            notes.append(others_note(rules, hand.against(side), score))
        else:
            first = next(s for s, against in enumerate(scored.against) if against is not None)
            contract = scored.against[first]
            assert contract is not None
            notes.append(bidders_note(rules, hand.against(first), contract))
    return tuple(notes)


def draw_game_end_note(rules: Rules, after: tuple[int, ...], winner: int | None, declared: int | None) -> Note | None:
    """Why a two-handed game ended after this hand (or why it goes on with a player past the target)."""
    target = rules.target
    if declared is not None:
        if winner == declared:
            return note(tr_noop("{side} declared out with {score}, at least {target}: {side} won the game."),
                        sides=("side",), side=declared, score=after[declared], target=target)
        return note(tr_noop("{side} declared out with {score}, short of {target}: {side} lost the game and "
                            "{winner} won."), sides=("side", "winner"), side=declared, score=after[declared],
                    target=target, winner=winner if winner is not None else 0)
    out = [s for s, score in enumerate(after) if score >= target]
    if winner is None:
        if len(out) > 1:
            return note(tr_noop("Both players reached {target} with the same score: play on."), target=target)
        return None
    if len(out) > 1:
        return note(tr_noop("Both players reached {target} in the same hand: the higher score wins, so {winner} "
                            "won the game."), sides=("winner",), winner=winner, target=target)
    return note(tr_noop("{winner} reached {target} and won the game."), sides=("winner",), winner=winner,
                target=target)


def game_end_note(rules: Rules, before: tuple[int, ...], after: tuple[int, ...], bidders: int,
                  winner: int | None) -> Note | None:
    """Why the game ended after this hand (or why a team past the target has not won); None if nothing to say."""
    sides = range(len(after))
    others = max((s for s in sides if s != bidders), key=after.__getitem__)  # the best side that did not bid
    limit = rules.own_bid_to_go_out_from or 0
    blocked = rules.own_bid_to_go_out_from is not None and min(before) >= limit
    if winner is None:
        out = [s for s in sides if after[s] >= rules.target]
        if len(out) > 1 and bidders not in out and not blocked:
            return note(tr_noop("More than one player reached {target} in the same hand, the bidder was not one of "
                                "them and the highest scores are equal: play another hand."), target=rules.target)
        if blocked and after[others] >= rules.target:
            return note(tr_noop("{side} reached {score}, but once both teams have {limit} or more only the bidders "
                                "can go out: play on."),
                        sides=("side",), side=others, score=after[others], limit=limit)
        return None
    lose_at = rules.lose_at
    lost = [s for s in sides if s != winner and lose_at is not None and after[s] <= lose_at]
    out = [s for s in sides if after[s] >= rules.target]
    if not rules.partnerships and len(out) > 1 and not lost:
        if winner == bidders:
            return note(tr_noop("More than one player reached {target} in the same hand: the bidder goes out first, "
                                "so {winner} won the game."), sides=("winner",), winner=winner, target=rules.target)
        return note(tr_noop("More than one player reached {target} in the same hand and the bidder was not one of "
                            "them: the higher score wins, so {winner} won the game."),
                    sides=("winner",), winner=winner, target=rules.target)
    if lost and lose_at is not None:
        loser = lost[0]
        return note(tr_noop("{loser} fell to {lose_at} or below and lost the game: {winner} won."),
                    sides=("loser", "winner"), loser=loser, winner=winner, lose_at=lose_at)
    if winner == bidders and after[others] >= rules.target and not blocked:
        return note(tr_noop("Both teams reached {target} in the same hand: the bidders go out first, so {winner} won "
                            "the game."),
                    sides=("winner",), winner=winner, target=rules.target)
    if winner == bidders and blocked:
        return note(tr_noop("{winner} won the bid and reached {target}: once both teams have {limit} or more, "
                            "a team goes out only on its own bid. {winner} won the game."),
                    sides=("winner",), winner=winner, target=rules.target, limit=limit)
    return note(tr_noop("{winner} reached {target} and won the game."),
                sides=("winner",), winner=winner, target=rules.target)


def auction_end_note(rules: Rules) -> Note:
    """How the auction ends under these rules: on three passes (two with three players), or at the cap (or that
    there is none)."""
    if rules.draw_game:
        return note(tr_noop("There is no auction: the card turned up after the deal names trump, and the "
                            "non-dealer leads."))
    if rules.players == 3:
        return _three_auction_end_note(rules)
    if rules.bid_cap is not None:
        return note(tr_noop("The auction ends when three players have passed, or at once on a bid of {cap}: "
                            "nobody can bid higher."), cap=rules.bid_cap)
    return note(tr_noop("The auction ends only when three players have passed. There is no bid cap: "
                        "every rung of the ladder may be bid."))


def _three_auction_end_note(rules: Rules) -> Note:
    """Three players: two passes end the auction; all passing leaves the dealer stuck, or deals again."""
    if rules.redeal_on_all_pass:
        if rules.bid_cap is not None:
            return note(tr_noop("The auction ends when two players have passed after a bid, or at once on a bid of "
                                "{cap}. If all three pass, the cards are thrown in and the next player deals."),
                        cap=rules.bid_cap)
        return note(tr_noop("The auction ends when two players have passed after a bid. There is no bid cap: every "
                            "rung of the ladder may be bid. If all three pass, the cards are thrown in and the next "
                            "player deals."))
    if rules.bid_cap is not None:
        return note(tr_noop("The auction ends when two players have passed, or at once on a bid of {cap}. If the "
                            "first two pass, the dealer is stuck with the minimum bid of {minimum}."),
                    cap=rules.bid_cap, minimum=rules.min_bid)
    return note(tr_noop("The auction ends when two players have passed. There is no bid cap: every rung of the "
                        "ladder may be bid. If the first two pass, the dealer is stuck with the minimum bid of "
                        "{minimum}."), minimum=rules.min_bid)


def going_out_notes(rules: Rules) -> list[Note]:
    """How the game is won (and lost) under these rules."""
    if rules.draw_game:
        notes = [note(tr_noop("The game is played to {target}, counted at the end of a hand; if both players "
                              "reach it, the higher score wins (an equal score plays on)."), target=rules.target)]
        if rules.declare_out:
            notes.append(note(tr_noop("A player may declare itself out while the hand is played: it wins if its "
                                      "score, meld and trick points so far reach {target}, and loses the game if "
                                      "not."), target=rules.target))
        return notes
    if rules.partnerships:
        notes = [note(tr_noop("The game is played to {target}; if both teams reach it in the same hand, the bidders "
                              "win, even with the lower score."), target=rules.target)]
    else:
        notes = [note(tr_noop("The game is played to {target}; if more than one player reaches it in the same hand, "
                              "the bidder wins if among them, else the higher score (two tied at the top play "
                              "another hand)."), target=rules.target)]
    if rules.own_bid_to_go_out_from is not None:
        notes.append(note(tr_noop("Once both teams have {limit} or more, only the team that won the bid can go out: "
                                  "the other team may pass {target} and the game goes on. The bidders go out when "
                                  "they end the hand with {target} or more, even in a hand they were set."),
                          limit=rules.own_bid_to_go_out_from, target=rules.target))
    if rules.lose_at is not None:
        notes.append(note(tr_noop("A team that falls to {lose_at} or below loses at once."), lose_at=rules.lose_at))
    return notes


__all__ = [
    "auction_end_note", "bidders_note", "draw_game_end_note", "game_end_note", "going_out_notes",
    "meld_and_tricks_note", "others_note", "side_notes",
]
