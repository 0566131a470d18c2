"""Every byte the host sends a client, over seeded whole games: never another seat's concealed card,
the stock or the buried cards (checked against the host's own states, message by message); the one
exception is a finished hand's record (``hand``), allowed only after that hand is scored and only if it is
exactly that hand's deal and actions."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from pinochle_desktop.engine import preset, widow_shown
from pinochle_desktop.engine.actions import Action, Deal, action_to_dict
from pinochle_desktop.engine.state import GameState
from pinochle_desktop.net.client import TableClient
from pinochle_desktop.net.host import SeatPlan
from tests.helpers.net import play, start_table

CARD_KEYS = {"hands", "widow", "buried", "passed_to_bidder", "passed_to_partner", "table", "exposed", "trick",
             "cards", "card", "turn_up", "deck"}


def mask(cards) -> int:
    out = 0
    for card in cards:
        out |= 1 << card
    return out


def concealed_from(state: GameState, seat: int) -> int:
    """What ``seat`` may not know, worked out from the rules of the table (not from ``view``)."""
    hidden = 0
    melded = mask(c for m in state.melds for meld in m.shown().melds for c in meld.cards)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= hand & ~melded & ~state.table[other] & ~state.exposed[other]
    bidder = state.bidder
    if bidder is not None and seat in (bidder, state.rules.seating.partner[bidder]):
        hidden &= ~(state.passed_to_bidder | state.passed_to_partner)
    hidden |= mask(state.stock)
    if seat != bidder:
        hidden |= state.buried
    if widow_shown(state):  # turned face up for all, then taken into the bidder's hand (and maybe buried)
        hidden &= ~state.widow
    else:
        hidden |= state.widow
    return hidden


def cards_in(value, under_card_key: bool = False) -> set[int]:
    found: set[int] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            found |= cards_in(item, under_card_key or key in CARD_KEYS)
    elif isinstance(value, list):
        for item in value:
            found |= cards_in(item, under_card_key)
    elif under_card_key and isinstance(value, int) and not isinstance(value, bool):
        found.add(value)
    return found


def the_hands_record(states: list[GameState], actions: list[Action], hand_number: int) -> dict:
    """What a ``hand`` message of ``hand_number`` must be: worked out from the host's own game."""
    start = next(i for i, a in enumerate(actions) if isinstance(a, Deal) and states[i + 1].hand_number == hand_number)
    end = next(i for i in range(start, len(actions))
               if any(r.hand_number == hand_number for r in states[i + 1].results))
    return {"type": "hand", "hand_number": hand_number, "deal": list(actions[start].deck),
            "actions": [action_to_dict(a) for a in actions[start + 1:end + 1]]}


def check_lines(lines: list[bytes], states: list[GameState], seat: int, actions: list[Action] | None = None) -> int:
    checked = 0
    serial = 0  # the latest update's: what the client knew when the next message came
    hands: list[int] = []
    for line in lines:
        message = json.loads(line)
        assert '"stock":' not in line.decode() and '"deck":' not in line.decode()
        if message["type"] == "hand":  # every card of a hand: only once it is over, and only that hand
            number = message["hand_number"]
            assert any(r.hand_number == number for r in states[serial].results), \
                f"seat {seat} was sent the record of hand {number} before it ended (action {serial})"
            assert number not in hands, f"hand {number}'s record was sent twice"
            assert actions is not None and message == the_hands_record(states, actions, number), \
                f"seat {seat} was sent something other than hand {number}'s record"
            hands.append(number)
            continue
        if message["type"] != "update":
            assert not cards_in(message), f"a {message['type']} message carries cards"
            continue
        serial = message["serial"]
        concealed = concealed_from(states[serial], seat)
        hidden = {c for c in cards_in(message) if concealed >> c & 1}
        assert not hidden, f"seat {seat} was sent hidden cards {sorted(hidden)} at action {message['serial']}"
        checked += concealed != 0  # a message sent while there was something to hide
    return checked


async def _record_game(rules_name: str, seed: int, hands: int) -> None:
    rules = preset(rules_name)
    table = await start_table(rules, [SeatPlan(f"P{i}", True) for i in range(rules.players)], seed)
    try:
        clients = []
        for i in range(rules.players):
            client = await TableClient.join(table.join_line(), f"P{i}")
            clients.append(client)
        records = []
        for client in clients:
            records.append([])
            client.record = records[-1]
        await asyncio.gather(*(play(c, random.Random(seed * 10 + i), hands=hands) for i, c in enumerate(clients)))
        for client in clients:  # the record of the hand just scored comes right after its score
            await client.until(lambda c: len(c.hands) == len(c.results))
        states, actions = table.match.states, table.match.actions
        assert len(states[-1].results) >= min(hands, 1)
        for client, lines in zip(clients, records):
            assert check_lines(lines, states, client.seat, actions) > 20
            sent = [json.loads(line)["hand_number"] for line in lines if line.startswith(b'{"type":"hand"')]
            assert sent == [r.hand_number for r in client.results]  # each finished hand's record, once
            assert sorted(client.hands) == sent  # and each replayed on the client into its result
            await client.close()
    finally:
        await table.close()


@pytest.mark.parametrize(("rules_name", "seed"), [("single-deck-passing", 31), ("three-handed", 32),
                                                   ("two-handed", 33), ("double-deck", 34)])
def test_no_client_is_ever_sent_another_seats_concealed_cards(rules_name, seed):
    asyncio.run(_record_game(rules_name, seed, hands=50))


def test_the_check_catches_a_leak():
    """The same check on a line that carries another seat's hand fails."""
    from pinochle_desktop.engine import Match
    from pinochle_desktop.engine.view import view
    from pinochle_desktop.net.codec import view_to_dict

    match = Match(preset("single-deck"), 3)
    match.deal()
    good = view_to_dict(view(match.state, 0))
    bad = dict(good, hands=[sorted(good["hands"][0])] + [[c for c in range(48) if match.state.hands[1] >> c & 1]]
               + good["hands"][2:])
    line = lambda v: json.dumps({"type": "update", "serial": 1, "view": v}).encode()  # noqa: E731
    assert check_lines([line(good)], match.states, 0) == 1
    with pytest.raises(AssertionError, match="hidden cards"):
        check_lines([line(bad)], match.states, 0)


def test_the_check_catches_a_hands_record_sent_too_early_or_not_the_hand():
    """A ``hand`` message while the hand is still played, or one that is not the hand, fails the check."""
    from pinochle_desktop.engine import Match, legal_actions
    from pinochle_desktop.engine.view import view

    match = Match(preset("single-deck"), 5)
    while not match.state.results:
        if match.state.to_act is None:
            match.deal()
        else:
            match.apply(legal_actions(view(match.state, match.state.to_act))[-1])
    record = the_hands_record(match.states, match.actions, 1)
    over = json.dumps({"type": "update", "serial": len(match.actions), "view": {}}).encode()
    during = json.dumps({"type": "update", "serial": 3, "view": {}}).encode()
    check_lines([over, json.dumps(record).encode()], match.states, 0, match.actions)  # after the hand: allowed
    with pytest.raises(AssertionError, match="before it ended"):
        check_lines([during, json.dumps(record).encode()], match.states, 0, match.actions)
    other = dict(record, actions=record["actions"][:-1])
    with pytest.raises(AssertionError, match="something other"):
        check_lines([over, json.dumps(other).encode()], match.states, 0, match.actions)
