"""What one seat may see, as JSON: a ``PlayerView`` and the public form of an action.

Card sets travel as sorted lists of card ids (a 96-card set does not fit the 53 bits a JSON
number keeps everywhere).  Reading is strict: an unknown or missing key, a wrong type or a card
id out of range raises ``CodecError``, so a message cannot carry anything the schema does not name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.actions import (
    Action,
    ActionFormatError,
    Bid,
    Bury,
    Deal,
    MeldCards,
    Pass,
    PassCards,
    action_from_dict,
    action_to_dict,
)
from ..engine.cards import Suit, cards_of
from ..engine.hand_record import HandRecord
from ..engine.meld import Meld, MeldKind, MeldResult
from ..engine.rules import Rules
from ..engine.scoring import HandScore, Outcome
from ..engine.state import HandResult, Phase, Trick
from ..engine.view import PlayerView

MAX_CARD = 96


class CodecError(ValueError):
    """A record that is not a well-formed view, event or action."""


def cards_list(mask: int) -> list[int]:
    """A card set as the list of its card ids, lowest first (JSON has no sets)."""
    return list(cards_of(mask))


def cards_mask(value: object, where: str) -> int:
    if not isinstance(value, list) or len(value) > MAX_CARD:
        raise CodecError(f"{where} should be a list of card ids")
    mask = 0
    for card in value:
        _check_card(card, where)
        mask |= 1 << card
    return mask


def _check_card(card: object, where: str) -> int:
    if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < MAX_CARD:
        raise CodecError(f"{where} holds something that is not a card id")
    return card


def _int(value: object, where: str, low: int = -(2**53), high: int = 2**53) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise CodecError(f"{where} should be a whole number")
    return value


def _opt_int(value: object, where: str) -> int | None:
    return None if value is None else _int(value, where)


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise CodecError(f"{where} should be true or false")
    return value


def _list(value: object, where: str, limit: int = 10_000) -> list[Any]:
    if not isinstance(value, list) or len(value) > limit:
        raise CodecError(f"{where} should be a list")
    return value


def _obj(value: object, where: str, keys: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise CodecError(f"{where} should be an object")
    if set(value) != keys:
        raise CodecError(f"{where} has keys {sorted(value)}, expected {sorted(keys)}")
    return value


def _enum(kind: type[Any], value: object, where: str) -> Any:
    try:
        return kind(value)
    except (ValueError, TypeError):
        raise CodecError(f"{where} has an unknown value") from None


def _suit(value: object, where: str) -> Suit | None:
    if value is None:
        return None
    for suit in Suit:
        if suit.name.lower() == value:
            return suit
    raise CodecError(f"{where} is not a suit")


def _suit_name(suit: Suit | None) -> str | None:
    return None if suit is None else suit.name.lower()


def _ints(values: tuple[int, ...]) -> list[int]:
    return list(values)


def _int_tuple(value: object, where: str) -> tuple[int, ...]:
    return tuple(_int(v, where) for v in _list(value, where, 16))


# ------------------------------------------------------------------ parts of a view
def meld_to_dict(result: MeldResult) -> dict[str, object]:
    return {"total": result.total, "melds": [
        {"kind": m.kind.value, "multiplicity": m.multiplicity, "suit": _suit_name(m.suit), "cards": list(m.cards),
         "points": m.points} for m in result.melds]}


def meld_from_dict(value: object) -> MeldResult:
    record = _obj(value, "a meld", {"total", "melds"})
    melds = []
    for item in _list(record["melds"], "melds", 64):
        m = _obj(item, "a meld", {"kind", "multiplicity", "suit", "cards", "points"})
        cards = tuple(_check_card(c, "meld cards") for c in _list(m["cards"], "meld cards", 32))
        melds.append(Meld(_enum(MeldKind, m["kind"], "meld kind"), _int(m["multiplicity"], "multiplicity", 1, 8),
                          _suit(m["suit"], "meld suit"), cards, _int(m["points"], "meld points")))
    return MeldResult(_int(record["total"], "meld total"), tuple(melds))


def trick_to_dict(trick: Trick) -> dict[str, object]:
    return {"leader": trick.leader, "cards": list(trick.cards), "winner": trick.winner, "points": trick.points}


def trick_from_dict(value: object) -> Trick:
    r = _obj(value, "a trick", {"leader", "cards", "winner", "points"})
    cards = tuple(_check_card(c, "trick") for c in _list(r["cards"], "trick", 4))
    return Trick(_int(r["leader"], "leader", 0, 3), cards,
                 _int(r["winner"], "winner", 0, 3), _int(r["points"], "trick points"))


_SCORE_KEYS = {"outcome", "bidders", "others", "bidders_meld_counts", "others_meld_counts", "bidders_kept",
               "others_kept"}


def score_to_dict(score: HandScore | None) -> dict[str, object] | None:
    if score is None:
        return None
    return {"outcome": score.outcome.value, "bidders": score.bidders, "others": score.others,
            "bidders_meld_counts": score.bidders_meld_counts, "others_meld_counts": score.others_meld_counts,
            "bidders_kept": score.bidders_kept, "others_kept": score.others_kept}


def score_from_dict(value: object) -> HandScore | None:
    if value is None:
        return None
    r = _obj(value, "a hand score", _SCORE_KEYS)
    kept = [None if r[k] is None else _bool(r[k], k) for k in ("bidders_kept", "others_kept")]
    return HandScore(_enum(Outcome, r["outcome"], "outcome"), _int(r["bidders"], "bidders"),
                     _int(r["others"], "others"),
                     _bool(r["bidders_meld_counts"], "meld counts"), _bool(r["others_meld_counts"], "meld counts"),
                     kept[0], kept[1])


_RESULT_KEYS = {"hand_number", "dealer", "bidder", "bid", "stuck", "trump", "meld", "trick_points", "score", "points",
                "totals", "bidders", "buried_points", "declared_out"}


def result_to_dict(r: HandResult) -> dict[str, object]:
    return {"hand_number": r.hand_number, "dealer": r.dealer, "bidder": r.bidder, "bid": r.bid, "stuck": r.stuck,
            "trump": _suit_name(r.trump), "meld": _ints(r.meld),
            "trick_points": None if r.trick_points is None else _ints(r.trick_points), "score": score_to_dict(r.score),
            "points": _ints(r.points), "totals": _ints(r.totals), "bidders": r.bidders,
            "buried_points": r.buried_points, "declared_out": r.declared_out}


def result_from_dict(value: object) -> HandResult:
    r = _obj(value, "a hand result", _RESULT_KEYS)
    return HandResult(
        hand_number=_int(r["hand_number"], "hand number"), dealer=_int(r["dealer"], "dealer", 0, 3),
        bidder=_opt_int(r["bidder"], "bidder"), bid=_int(r["bid"], "bid"), stuck=_bool(r["stuck"], "stuck"),
        trump=_suit(r["trump"], "trump"), meld=_int_tuple(r["meld"], "meld"),
        trick_points=None if r["trick_points"] is None else _int_tuple(r["trick_points"], "trick points"),
        score=score_from_dict(r["score"]), points=_int_tuple(r["points"], "points"),
        totals=_int_tuple(r["totals"], "totals"), bidders=_opt_int(r["bidders"], "bidders"),
        buried_points=_int(r["buried_points"], "buried points"),
        declared_out=_opt_int(r["declared_out"], "declared out"))


def _call_to_dict(call: Bid | Pass) -> dict[str, object]:
    return action_to_dict(call)


def _call_from_dict(value: object) -> Bid | Pass:
    try:
        call = action_from_dict(value)
    except ActionFormatError as exc:
        raise CodecError(str(exc)) from None
    if not isinstance(call, Bid | Pass):
        raise CodecError("an auction call should be a bid or a pass")
    return call


# ------------------------------------------------------------------ the view
_CARDSETS = ("widow", "buried", "passed_to_bidder", "passed_to_partner")
_SEAT_CARDSETS = ("hands", "table", "exposed")
_NUMBERS = ("seat", "dealer", "hand_number", "widow_size", "buried_size", "stock_size", "meld_turn", "passed", "leader")
_OPT_NUMBERS = ("to_act", "high_bid", "bidder", "winner")
VIEW_KEYS = {"phase", "scores", "hand_sizes", "turn_up", "auction", "stuck", "trump", "melds", "trick", "tricks",
             "taken", "results", *_CARDSETS, *_SEAT_CARDSETS, *_NUMBERS, *_OPT_NUMBERS}


def view_to_dict(v: PlayerView, results_from: int = 0) -> dict[str, object]:
    """The JSON form of a view (without its rules, which a client is sent once; only the results
    from ``results_from`` on, the client keeping the earlier ones)."""
    data: dict[str, object] = {name: getattr(v, name) for name in (*_NUMBERS, *_OPT_NUMBERS)}
    data.update({name: cards_list(getattr(v, name)) for name in _CARDSETS})
    data.update({name: [cards_list(m) for m in getattr(v, name)] for name in _SEAT_CARDSETS})
    data.update(
        phase=v.phase.value, scores=_ints(v.scores), hand_sizes=_ints(v.hand_sizes), turn_up=v.turn_up,
        auction=[[seat, _call_to_dict(call)] for seat, call in v.auction], stuck=v.stuck, trump=_suit_name(v.trump),
        melds=[meld_to_dict(m) for m in v.melds], trick=list(v.trick), tricks=[trick_to_dict(t) for t in v.tricks],
        taken=_ints(v.taken), results=[result_to_dict(r) for r in v.results[results_from:]],
    )
    return data


def view_from_dict(value: object, rules: Rules, earlier: tuple[HandResult, ...] = ()) -> PlayerView:
    """A view read strictly from its JSON form (after the ``earlier`` results); ``CodecError`` names the first
    problem."""
    r = _obj(value, "a view", VIEW_KEYS)
    fields: dict[str, Any] = {name: _int(r[name], name) for name in _NUMBERS}
    fields.update({name: _opt_int(r[name], name) for name in _OPT_NUMBERS})
    fields.update({name: cards_mask(r[name], name) for name in _CARDSETS})
    fields.update({name: tuple(cards_mask(m, name) for m in _list(r[name], name, 4)) for name in _SEAT_CARDSETS})
    auction = []
    for item in _list(r["auction"], "auction", 2000):
        pair = _list(item, "an auction call", 2)
        if len(pair) != 2:
            raise CodecError("an auction call should be [seat, call]")
        auction.append((_int(pair[0], "auction seat", 0, 3), _call_from_dict(pair[1])))
    turn_up = r["turn_up"]
    fields.update(
        rules=rules, phase=_enum(Phase, r["phase"], "phase"), scores=_int_tuple(r["scores"], "scores"),
        hand_sizes=_int_tuple(r["hand_sizes"], "hand sizes"),
        turn_up=None if turn_up is None else _check_card(turn_up, "turn up"), auction=tuple(auction),
        stuck=_bool(r["stuck"], "stuck"), trump=_suit(r["trump"], "trump"),
        melds=tuple(meld_from_dict(m) for m in _list(r["melds"], "melds", 4)),
        trick=tuple(_check_card(c, "trick") for c in _list(r["trick"], "trick", 4)),
        tricks=tuple(trick_from_dict(t) for t in _list(r["tricks"], "tricks", 40)),
        taken=_int_tuple(r["taken"], "taken"),
        results=earlier + tuple(result_from_dict(x) for x in _list(r["results"], "results", 1000)),
    )
    if not 0 <= fields["seat"] < rules.players or len(fields["hands"]) != rules.players:
        raise CodecError("the view does not fit the table's rules")
    return PlayerView(**fields)


# ------------------------------------------------------------------ actions as events
_CONCEALED: dict[type[Any], Callable[[Any], dict[str, object]]] = {
    Deal: lambda a: {"type": "deal"},
    PassCards: lambda a: {"type": "pass-cards", "count": len(a.cards)},
    Bury: lambda a: {"type": "bury", "count": len(a.cards)},
}


def public_action(action: Action, *, sees_cards: bool) -> dict[str, object]:
    """The action as a seat sees it: a deal never shows its deck; passed and buried cards only to who may see them."""
    hide = _CONCEALED.get(type(action))
    if hide is not None and (isinstance(action, Deal) or not sees_cards):
        return hide(action)
    return action_to_dict(action)


def event_from_dict(value: object) -> dict[str, object]:
    """An event read strictly: ``{"seat": n|null, "action": {...}}``, the action in full or concealed form."""
    r = _obj(value, "an event", {"seat", "action"})
    seat = _opt_int(r["seat"], "event seat")
    action = r["action"]
    if isinstance(action, dict) and set(action) in ({"type"}, {"type", "count"}) and \
            action.get("type") in ("deal", "pass-cards", "bury"):
        if "count" in action:
            _int(action["count"], "count", 0, 40)
        return {"seat": seat, "action": dict(action)}
    try:
        action_from_dict(action)
    except ActionFormatError as exc:
        raise CodecError(str(exc)) from None
    if isinstance(action, dict) and action.get("type") == "deal":
        raise CodecError("a deal event never carries the deck")
    return {"seat": seat, "action": action}


def _read_action(value: object, not_an_action: str) -> Action:
    """An action read strictly: its format's own complaint, or ``not_an_action`` for anything stranger."""
    try:
        return action_from_dict(value)
    except ActionFormatError as exc:
        raise CodecError(str(exc)) from None
    except Exception:  # noqa: BLE001 - e.g. an unhashable value where a name belongs
        raise CodecError(not_an_action) from None


def client_action_from_dict(value: object) -> Action:
    """An action proposed by a client: any action but a deal (the host deals)."""
    action = _read_action(value, "not an action")
    if isinstance(action, Deal):
        raise CodecError("only the host deals")
    if isinstance(action, PassCards | Bury | MeldCards) and len(action.cards) > 40:
        raise CodecError("too many cards")
    return action


# ------------------------------------------------------------------ a finished hand's record
MAX_HAND_ACTIONS = 2000  # far more than any hand takes (a double deck's 80 plays, its auction and meld)


def hand_to_dict(record: HandRecord) -> dict[str, object]:
    """A finished hand for the ``hand`` message: its deck in dealing order and the actions after the deal."""
    return {"hand_number": record.hand_number, "deal": list(record.deal.deck),
            "actions": [action_to_dict(a) for a in record.actions]}


def hand_from_dict(value: object) -> HandRecord:
    """A ``hand`` message's record read strictly (the replay then checks it against the hand's result)."""
    r = _obj(value, "a hand record", {"hand_number", "deal", "actions"})
    deck = tuple(_check_card(c, "the deal") for c in _list(r["deal"], "the deal", MAX_CARD))
    actions = []
    for item in _list(r["actions"], "the hand's actions", MAX_HAND_ACTIONS):
        action = _read_action(item, "the hand's actions hold something that is not an action")
        if isinstance(action, Deal):
            raise CodecError("a hand has one deal")
        actions.append(action)
    return HandRecord(_int(r["hand_number"], "hand number", 1, 10_000), Deal(deck), tuple(actions))
