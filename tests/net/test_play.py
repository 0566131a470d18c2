"""Whole hands over real sockets on 127.0.0.1: people on their own computers, computer players in the rest."""

from __future__ import annotations

import asyncio
import random

import pytest

from pinochle_desktop.engine import Phase, preset
from pinochle_desktop.net.client import Refused, TableClient
from pinochle_desktop.net.host import SeatPlan
from pinochle_desktop.net.protocol import PROTOCOL_VERSION
from tests.helpers.net import eventually, play, start_table


def person(name: str) -> SeatPlan:
    return SeatPlan(name, True)


def computer(name: str, level: str = "easy") -> SeatPlan:
    return SeatPlan(name, False, level)


async def _play_hand(rules_name: str, seats: list[SeatPlan], seed: int) -> None:
    rules = preset(rules_name)
    table = await start_table(rules, seats, seed)
    try:
        line = table.join_line()
        people = sum(s.person for s in seats)
        clients = [await TableClient.join(line, f"Friend {i}") for i in range(people)]
        assert sorted(c.seat for c in clients) == [i for i, s in enumerate(seats) if s.person]
        await asyncio.gather(*(play(c, random.Random(seed + i)) for i, c in enumerate(clients)))
        for client in clients:  # each sees the hand scored, the host's score
            await client.until(lambda c: c.view is not None and len(c.view.results) >= 1)
            assert client.view.results[0] == table.match.state.results[0]
        for client in clients:
            await client.close()
    finally:
        await table.close()


def test_a_host_and_three_friends_play_a_hand_to_the_score():
    asyncio.run(_play_hand("single-deck", [person("Host"), person("A"), person("B"), person("C")], seed=11))


def test_headless_host_two_people_and_two_computer_players():
    seats = [person("Ann"), computer("North"), person("Bob"), computer("West", "medium")]
    asyncio.run(_play_hand("single-deck-passing", seats, seed=12))


def test_two_handed_over_the_network():
    asyncio.run(_play_hand("two-handed", [person("Ann"), person("Bob")], seed=13))


def test_three_handed_over_the_network():
    asyncio.run(_play_hand("three-handed", [person("Ann"), computer("Cy"), person("Bob")], seed=14))


def test_another_protocol_version_is_refused_with_the_reason():
    async def go():
        table = await start_table(preset("single-deck"), [person("A"), computer("B"), computer("C"), computer("D")], 1)
        try:
            with pytest.raises(Refused) as refused:
                await TableClient.join(table.join_line(), "Old", protocol=PROTOCOL_VERSION + 1)
            assert refused.value.reason == "version"
            assert f"protocol {PROTOCOL_VERSION}" in refused.value.message
            assert table.serial == 0  # nobody joined: the game has not begun
        finally:
            await table.close()
    asyncio.run(go())


def test_a_client_killed_mid_hand_rejoins_with_its_seat_and_cards():
    async def go():
        rules = preset("single-deck")
        table = await start_table(rules, [person("A"), computer("B"), person("C"), computer("D")], 21,
                                  wait_seconds=0.3)
        try:
            line = table.join_line()
            ann = await TableClient.join(line, "Ann")
            cid = await TableClient.join(line, "Cid")
            other = asyncio.create_task(play(cid, random.Random(2), hands=2))
            await play(ann, random.Random(1), stop_at=25)
            assert table.match.state.phase is not Phase.DEAL
            seat, token = ann.seat, ann.token
            ann.writer.transport.abort()  # killed: no goodbye
            await eventually(lambda: any(n[0] == "standin" for n in cid.notices))  # the table says so
            assert cid.seats[seat].standin and not cid.seats[seat].connected
            back = await TableClient.join(line, "Ann", token=token)
            assert back.seat == seat
            assert back.view.hand == table.match.state.hands[seat]  # her own cards
            await eventually(lambda: any(n[0] == "returned" for n in cid.notices))
            await asyncio.gather(play(back, random.Random(3), hands=2), other)
            assert len(table.match.state.results) >= 2
            for c in (back, cid):
                await c.close()
        finally:
            await table.close()
    asyncio.run(go())


def test_closing_the_host_ends_the_table_for_everyone():
    async def go():
        table = await start_table(preset("single-deck"), [person("A"), computer("B"), person("C"), computer("D")], 5)
        line = table.join_line()
        clients = [await TableClient.join(line, n) for n in ("Ann", "Cid")]
        await table.close()
        for client in clients:
            with pytest.raises(Refused) as closed:
                await client.until(lambda c: False)
            assert closed.value.reason == "host-closed"
            assert "closed the table" in closed.value.message
    asyncio.run(go())


def test_a_person_who_joins_again_after_a_hand_is_sent_that_hands_record():
    """The hand review needs every finished hand: a window that joins again is sent the earlier ones too."""
    async def go():
        table = await start_table(preset("single-deck"), [person("A"), computer("B"), computer("C"), computer("D")],
                                  22)
        try:
            line = table.join_line()
            ann = await TableClient.join(line, "Ann")
            await play(ann, random.Random(4), hands=1)
            await ann.until(lambda c: 1 in c.hands)
            token = ann.token
            await ann.close()
            back = await TableClient.join(line, "Ann", token=token)
            await back.until(lambda c: 1 in c.hands)
            hand = back.hands[1]
            start = table.match.actions.index(hand.actions[0])
            assert hand.states[1:] == tuple(table.match.states[start + 1:start + len(hand.states)])
            assert hand.states[-1].results[-1] == table.match.state.results[0]
            await back.close()
        finally:
            await table.close()
    asyncio.run(go())
