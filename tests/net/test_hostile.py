"""Hostile clients: junk, oversized and flooding messages, acting out of turn or for another seat, a thousand
wrong codes.  The host stays up, the game is unchanged, every one is refused with a reason."""

from __future__ import annotations

import asyncio
import json
import random

from pinochle_desktop.engine import preset
from pinochle_desktop.net.client import TableClient
from pinochle_desktop.net.guard import Limits
from pinochle_desktop.net.host import SeatPlan
from pinochle_desktop.net.protocol import PROTOCOL_VERSION, encode
from tests.helpers.net import answer, play, raw_connection, start_table

SEATS = [SeatPlan("Ann", True), SeatPlan("B", False, "easy"), SeatPlan("Cid", True), SeatPlan("D", False, "easy")]


def hello(code: str, **more) -> bytes:
    return encode({"type": "hello", "protocol": PROTOCOL_VERSION, "code": code, "name": "Mallory", **more})


def test_junk_before_joining_is_refused_with_a_reason():
    async def go():
        table = await start_table(preset("single-deck"), SEATS, 41, limits=Limits(hello_timeout=0.5))
        try:
            port, code = table.port, table.code
            cases = {
                b"not json at all\n": "malformed",
                b"[1, 2, 3]\n": "malformed",
                b"\xff\xfe\x00garbage\n": "malformed",
                b"NaN\n": "malformed",
                b"[" * 3000 + b"]" * 3000 + b"\n": "too-large",
                b"[" * 2000 + b"]" * 2000 + b"\n": "malformed",
                b"[" * 2000 + b"\n": "malformed",
                b'{"type": "hello", "protocol": ' + b"9" * 3000 + b"}\n": "version",
                b'{"type": "act", "action": {"type": "play", "card": 3}}\n': "expected-hello",
                b"x" * 10_000 + b"\n": "too-large",
                hello(code, name="") : "bad-name",
                hello(code, name="a\nb"): "bad-name",
                hello(code, name="<b>bold</b>" * 5): "bad-name",
                hello(code, seat=1): "seat-taken",  # a computer player's seat
                hello(code, seat=7): "bad-seat",
                hello(code, token="forged"): "bad-token",
                encode({"type": "hello", "protocol": "1", "code": code, "name": "x"}): "version",
                encode({"type": "hello", "protocol": PROTOCOL_VERSION, "code": 12, "name": "x"}): "bad-code",
            }
            for data, reason in cases.items():
                reply = await answer(port, data)
                assert reply["type"] == "refused" and reply["reason"] == reason, (data[:60], reply)
                assert 0 < len(reply["message"]) < 200
            reader, writer = await raw_connection(port)  # says nothing at all
            reply = json.loads(await asyncio.wait_for(reader.readline(), 5))
            assert reply["reason"] == "timeout"
            writer.close()
            assert table.serial == 0
            # the table still takes its people and plays
            ann = await TableClient.join(table.join_line(), "Ann")
            cid = await TableClient.join(table.join_line(), "Cid")
            await asyncio.gather(play(ann, random.Random(1)), play(cid, random.Random(2)))
            assert table.match.state.results
        finally:
            await table.close()
    asyncio.run(go())


def test_a_thousand_wrong_codes_are_refused_and_the_code_cannot_be_tried_further():
    async def go():
        table = await start_table(preset("single-deck"), SEATS, 42, limits=Limits(max_failures=10))
        try:
            ann = await TableClient.join(table.join_line(), "Ann")
            before = table.serial
            reasons: list[str] = []
            limit = asyncio.Semaphore(8)

            async def guess(i: int) -> None:
                async with limit:
                    reasons.append((await answer(table.port, hello(f"GUESS{i:07d}")))["reason"])
            await asyncio.gather(*(guess(i) for i in range(1000)))
            assert len(reasons) == 1000
            assert reasons.count("bad-code") == 10  # then the address is refused without trying
            assert reasons.count("too-many-tries") == 990
            # even the right code is no use from that address now; the seated player plays on
            assert (await answer(table.port, hello(table.code)))["reason"] == "too-many-tries"
            assert table.serial == before
            ann.send({"type": "ping"})
            await ann.until(lambda c: c.errors == [] and c.serial == table.serial)
        finally:
            await table.close()
    asyncio.run(go())


def test_a_seated_client_cannot_act_out_of_turn_for_another_seat_or_illegally():
    async def go():
        table = await start_table(preset("single-deck"), SEATS, 43)
        try:
            line = table.join_line()
            ann = await TableClient.join(line, "Ann")
            cid = await TableClient.join(line, "Cid")
            await play(ann, random.Random(1), stop_at=table.serial)  # settle
            state = table.match.state
            to_act = state.to_act
            mover, idler = (ann, cid) if to_act == ann.seat else (cid, ann) if to_act == cid.seat else (None, None)
            while mover is None:  # let the computer players reach a person's turn
                await asyncio.sleep(0.01)
                to_act = table.match.state.to_act
                mover, idler = (ann, cid) if to_act == ann.seat else (cid, ann) if to_act == cid.seat else (None, None)
            await idler.until(lambda c: c.serial == table.serial)
            await mover.until(lambda c: c.serial == table.serial)
            before, serial = table.match.state, table.serial
            sends = [
                (idler, {"type": "act", "serial": serial, "action": {"type": "pass", "help": False}}, "not-your-turn"),
                (idler, {"type": "act", "serial": serial, "seat": mover.seat, "action": {"type": "pass"}},
                 "not-your-seat"),
                (mover, {"type": "act", "serial": serial - 1, "action": {"type": "pass"}}, "stale"),
                (mover, {"type": "act", "serial": serial, "action": {"type": "deal", "deck": list(range(48))}},
                 "bad-action"),
                (mover, {"type": "act", "serial": serial, "action": {"type": "play", "card": "__import__('os')"}},
                 "bad-action"),
                (mover, {"type": "act", "serial": serial, "action": [1, 2]}, "bad-action"),
                (mover, {"type": "act", "serial": serial, "action": {"type": "bid", "amount": 7}}, "illegal"),
                (mover, {"type": "act", "serial": serial, "action": {"type": "play", "card": 95}}, "illegal"),
                (mover, {"type": "chat", "text": "x" * 500}, "bad-chat"),
                (mover, {"type": "chat", "text": "\x1b[31m"}, "bad-chat"),
            ]
            for client, message, reason in sends:
                count = len(client.errors)
                client.send(message)
                await client.until(lambda c, n=count: len(c.errors) > n)
                assert client.errors[-1][0] == reason, (message, client.errors[-1])
            assert table.match.state is before and table.serial == serial  # the game is unchanged
            mover.say("<b>hi</b>")
            await idler.until(lambda c: c.chat)
            assert idler.chat[-1][2] == "<b>hi</b>"  # passed on as plain text, shown as such
            # the table goes on
            await asyncio.gather(play(ann, random.Random(5)), play(cid, random.Random(6)))
            assert table.match.state.results
        finally:
            await table.close()
    asyncio.run(go())


def test_random_junk_and_flooding_from_a_seated_client_disconnect_it_and_the_table_goes_on():
    async def go():
        table = await start_table(preset("single-deck"), SEATS, 44, wait_seconds=0.05)
        try:
            line = table.join_line()
            ann = await TableClient.join(line, "Ann")
            mallory = await TableClient.join(line, "Mallory")
            rng = random.Random(44)
            kinds = ["act", "ready", "chat", "ping", "hello", "welcome", "", "update", 7, None]
            for _ in range(40):  # well-formed lines with random content: refused or harmless
                message = {"type": rng.choice(kinds[:4]), "serial": rng.randrange(-3, 200),
                           "action": rng.choice([{"type": "play", "card": rng.randrange(200)}, {"type": "bid",
                                                 "amount": rng.randrange(-5, 900)}, {}, "x", None]),
                           "text": rng.choice(["", "hi", "\u202e", 5])}
                mallory.send(message)
            mallory.send({"type": rng.choice(kinds[4:])})
            try:
                await mallory.until(lambda c: False, timeout=5)
            except ConnectionError as refused:
                assert getattr(refused, "reason", None) in ("unknown-message", "malformed")
            flooder = await TableClient.join(line, "Mallory", token=mallory.token)
            flooder.writer.write(encode({"type": "ping"}) * 500)
            try:
                await flooder.until(lambda c: False, timeout=5)
            except ConnectionError as refused:
                assert getattr(refused, "reason", None) == "flooding"
            big = await TableClient.join(line, "Mallory", token=mallory.token)
            big.writer.write(b'{"type": "chat", "text": "' + b"a" * 5000 + b'"}\n')
            try:
                await big.until(lambda c: False, timeout=5)
            except ConnectionError as refused:
                assert getattr(refused, "reason", None) == "too-large"
            # Mallory's seat is played by a computer player now; Ann finishes the hand
            await play(ann, random.Random(7))
            assert table.match.state.results
        finally:
            await table.close()
    asyncio.run(go())


def test_a_host_with_another_certificate_is_refused_and_plain_tcp_gets_nothing():
    from dataclasses import replace

    import pytest

    from pinochle_desktop.net.tls import FingerprintMismatch

    async def go():
        table = await start_table(preset("single-deck"), SEATS, 45)
        try:
            line = table.join_line()
            forged = replace(line, fingerprint="0" * 64)  # someone in between, or another host
            with pytest.raises(FingerprintMismatch):
                await TableClient.join(forged, "Ann")
            assert not table._failures.blocked("127.0.0.1") and table.serial == 0  # the code never went out
            reader, writer = await asyncio.open_connection("127.0.0.1", table.port)  # no TLS
            writer.write(hello(table.code))
            assert await asyncio.wait_for(reader.read(), 12) == b""  # closed without a word of the game
            writer.close()
            ann = await TableClient.join(line, "Ann")  # the real line still works
            assert ann.seat == 0
        finally:
            await table.close()
    asyncio.run(go())
