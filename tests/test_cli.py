"""The ``pinochle`` tool subcommands: meld, score and rules; bad input exits 2 with one line naming it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pinochle_desktop.cli import main

ROOT = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    code, out, err = run(capsys, *argv, "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


# ------------------------------------------------------------------ meld
def test_meld_text_lists_each_meld_and_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "meld", "--trump", "hearts", "AH", "TH", "KH", "QH", "JH", "QS", "JD")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert len(lines) == 3
    assert lines[0].split() == ["run", "AH", "TH", "KH", "QH", "JH", "150"]
    assert lines[1].split() == ["pinochle", "QS", "JD", "40"]
    assert lines[2].split() == ["total", "190"]


def test_meld_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "meld", "--rules", "double-deck", "--trump", "H",
                    "A♥ 10♥ K♥ Q♥ J♥ Q♠ Q♠ J♦ J♦ K♣ Q♣")
    assert set(data) == {"total", "melds"}
    assert data["total"] == 15 + 30 + 2
    melds = data["melds"]
    assert isinstance(melds, list)
    for meld in melds:
        assert set(meld) == {"name", "cards", "points"}
        assert isinstance(meld["name"], str) and isinstance(meld["points"], int)
        assert all(isinstance(c, str) for c in meld["cards"])
    assert {m["name"]: m["points"] for m in melds} == {"run": 15, "double pinochle": 30, "marriage in clubs": 2}
    assert sorted(next(m["cards"] for m in melds if m["name"] == "double pinochle")) == ["JD", "JD", "QS", "QS"]
    assert sum(m["points"] for m in melds) == data["total"]


def test_meld_seed_004_counted_hands(capsys: pytest.CaptureFixture[str]) -> None:
    hand_1 = "AH TH KH KH KH QH QH JH QD QD JD QC QC AS KS KS QS QS JS JS"
    hand_2 = "AS AS AD AD AC AC AH AH TH KH QH JH JD JD QS QS KC KC QC TS"
    assert run_json(capsys, "meld", "--rules", "double-deck", "--trump", "hearts", hand_1)["total"] == 87
    assert run_json(capsys, "meld", "--rules", "double-deck-meld20", "--trump", "hearts", hand_1)["total"] == 88
    assert run_json(capsys, "meld", "--rules", "double-deck", "--trump", "hearts", hand_2)["total"] == 147


def test_meld_with_spades_trump(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "meld", "--trump", "spades", "KS", "QS")["total"] == 40
    assert run_json(capsys, "meld", "--trump", "♠", "KS", "QS")["total"] == 40


def test_meld_of_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "meld", "--trump", "C", "9S", "JH") == {"total": 0, "melds": []}


# ------------------------------------------------------------------ score
@pytest.mark.parametrize(("example", "args", "expected"), [
    ("A", ["--bid", "60", "--bidders-meld", "34", "--others-meld", "22", "--bidders-tricks", "31",
           "--others-tricks", "19"], {"bidders": 65, "others": 0, "outcome": "made"}),
    ("B", ["--bid", "75", "--bidders-meld", "41", "--others-meld", "17", "--bidders-tricks", "28",
           "--others-tricks", "22"], {"bidders": -75, "others": 22, "outcome": "set"}),
    ("C", ["--bid", "55", "--bidders-meld", "16", "--others-meld", "26"],
     {"bidders": -55, "others": 26, "outcome": "board set"}),
    ("D", ["--bid", "100", "--bidders-meld", "45", "--others-meld", "18"],
     {"bidders": -100, "others": 0, "outcome": "out of reach"}),
    ("E", ["--bid", "50", "--bidders-meld", "60", "--others-meld", "24", "--bidders-tricks", "18",
           "--others-tricks", "32"], {"bidders": -50, "others": 56, "outcome": "set"}),
])
def test_score_seed_004_examples(capsys: pytest.CaptureFixture[str], example: str, args: list[str],
                                 expected: dict[str, object]) -> None:
    assert run_json(capsys, "score", "--rules", "double-deck", *args) == expected, example


def test_score_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", "--rules", "double-deck", "--bid", "60", "--bidders-meld", "34",
                         "--others-meld", "22", "--bidders-tricks", "31", "--others-tricks", "19")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["bidders:", "+65"]
    assert lines[1].split() == ["others:", "+0"]
    assert "made" in out


def test_score_throw_in(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "score", "--bid", "500", "--bidders-meld", "240", "--others-meld", "60", "--throw-in")
    assert data == {"bidders": -500, "others": 60, "outcome": "thrown in"}


def test_score_forfeit_not_played_and_dix(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_json(capsys, "score", "--rules", "double-deck", "--bid", "50", "--others-meld", "24",
                    "--forfeit") == {"bidders": -50, "others": 0, "outcome": "forfeit"}
    assert run_json(capsys, "score", "--rules", "double-deck-meld20", "--bid", "50", "--others-meld", "24",
                    "--forfeit") == {"bidders": -50, "others": 24, "outcome": "forfeit"}
    assert run_json(capsys, "score", "--rules", "double-deck", "--bid", "100", "--bidders-meld", "45",
                    "--others-meld", "18", "--not-played") == {"bidders": -100, "others": 0, "outcome": "out of reach"}
    dix = ["score", "--rules", "single-deck-passing", "--bid", "250", "--bidders-meld", "100", "--others-meld",
           "30", "--bidders-tricks", "250", "--others-tricks", "0"]
    assert run_json(capsys, *dix)["others"] == 0
    assert run_json(capsys, *dix, "--dix", "1")["others"] == 10
    assert run_json(capsys, *dix, "--dix", "2") == {"bidders": 350, "others": 20, "outcome": "made"}


def test_score_explains_each_side(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", "--rules", "double-deck", "--bid", "75", "--bidders-meld", "41",
                         "--others-meld", "17", "--bidders-tricks", "28", "--others-tricks", "22")
    assert (code, err) == (0, "")
    assert "Meld 41 + tricks 28 = 69, short of the bid of 75: set, 75 lost." in out
    assert "Meld 17 is under 20 and does not count; the 22 trick points do." in out


def test_score_three_players_the_bidder_against_each_opponent(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["score", "--rules", "three-handed", "--bidder", "1", "--bid", "350", "--meld", "140", "20", "60"]
    assert run_json(capsys, *base, "--tricks", "220", "30", "0") == {"points": [360, 50, 0], "outcome": "made"}
    code, out, err = run(capsys, *base, "--tricks", "220", "30", "0")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert [line.split()[:4] for line in lines[:3]] == [["player", "1", "(bidder):", "+360"], ["player", "2:", "+50"],
                                                        ["player", "3:", "+0"]]
    assert lines[3] == "bid made (bid 350)"
    assert "player 3:" in lines[6] and "No trick points taken: the meld of 60 does not count" in lines[6]
    set_hand = ["score", "--rules", "three-handed", "--bidder", "2", "--bid", "400", "--meld", "50", "150", "40",
                "--tricks", "60", "150", "40"]
    assert run_json(capsys, *set_hand) == {"points": [110, -400, 80], "outcome": "set"}
    conceded = ["score", "--rules", "three-handed", "--bidder", "3", "--bid", "300", "--meld", "20", "80", "100",
                "--throw-in", "--scores", "1400", "1450", "900"]
    assert run_json(capsys, *conceded) == {"points": [20, 80, -300], "outcome": "thrown in",
                                           "totals": [1420, 1530, 600], "winner": 2}
    code, out, _ = run(capsys, *conceded)
    assert "conceded: the bidder threw in before the first lead (bid 300)" in out
    assert out.splitlines()[-1] == "player 2 reached 1500 and won the game."


def test_score_three_players_agrees_with_the_keeper(capsys: pytest.CaptureFixture[str]) -> None:
    """The same engine function as the window: the sheet's points for a hand are the command's."""
    from pinochle_desktop.engine.keeper import KeptHand, ScoreSheet
    from pinochle_desktop.engine.rules import preset

    hands = [KeptHand(0, 350, (140, 20, 60), (220, 30, 0)), KeptHand(1, 400, (50, 150, 40), (60, 150, 40)),
             KeptHand(2, 330, (300, 0, 40), (0, 250, 0))]
    sheet = ScoreSheet(preset("three-handed"), ("A", "B", "C"), tuple(hands))
    for hand, line in zip(hands, sheet.lines):
        assert hand.tricks is not None and hand.bidders is not None
        data = run_json(capsys, "score", "--rules", "three-handed", "--bidder", str(hand.bidders + 1), "--bid",
                        str(hand.bid), "--meld", *map(str, hand.meld), "--tricks", *map(str, hand.tricks))
        assert data["points"] == list(line.points)


def test_score_three_players_refusals(capsys: pytest.CaptureFixture[str]) -> None:
    def error(*args: str) -> str:
        code, out, err = run(capsys, "score", "--rules", "three-handed", *args)
        assert (code, out) == (2, "")
        return err.strip()

    assert error("--bidder", "1", "--bid", "350", "--meld", "140", "20", "60", "--tricks", "220", "30", "10") == (
        "pinochle: error: trick points must add up to 250, not 220 + 30 + 10 = 260")
    assert error("--bidder", "1", "--bid", "350", "--meld", "140", "20", "--tricks", "220", "30") == (
        "pinochle: error: --meld takes a figure per player: 3 of them, not 2")
    assert "give --meld and --tricks with a figure per player, --bidder and --bid" in error(
        "--bid", "300", "--bidders-meld", "10", "--others-meld", "20")
    assert error("--meld", "140", "20", "60", "--tricks", "220", "30", "0") == (
        "pinochle: error: give --bidder (the player that won the bid, 1 to 3) and --bid")
    assert error("--bidder", "1", "--bid", "355", "--meld", "140", "20", "60", "--tricks", "220", "30", "0") == (
        "pinochle: error: bid 355 is not on the bid ladder (the rungs next to it are 350 and 360)")


def test_score_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    hand = ["score", "--rules", "two-handed", "--meld", "150", "80", "--tricks", "140", "110"]
    assert run_json(capsys, *hand) == {"points": [290, 190], "outcome": None}
    assert run_json(capsys, *hand, "--scores", "900", "800") == {"points": [290, 190], "outcome": None,
                                                                 "totals": [1190, 990], "winner": 1}
    code, out, err = run(capsys, *hand, "--bid", "250")
    assert code == 2 and "nobody bids in two-handed" in err
    code, out, err = run(capsys, "score", "--rules", "two-handed", "--meld", "300", "60", "--tricks", "140", "20",
                         "--declared-out", "1", "--scores", "550", "400")
    assert code == 2 and "nobody declares out" in err, "the preset has no declaring out"


# ------------------------------------------------------------------ rules
def test_rules_say_how_each_auction_ends_and_what_the_400_rule_means(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rules")
    assert (code, err) == (0, "")
    blocks = out.split("\n")
    ends = {name: next(line for line in blocks[i + 1:] if "auction" in line)
            for i, line in enumerate(blocks) for name in [line.split(" ")[0]] if name}
    assert "on a bid of 250" in ends["double-deck"]
    assert "There is no auction: the card turned up after the deal names trump" in ends["two-handed"]
    for name in ("single-deck", "single-deck-passing", "double-deck-meld20", "double-deck-tens"):
        assert "There is no bid cap" in ends[name], name
    code, out, err = run(capsys, "rules", "double-deck-meld20")
    assert "no cap" in out and "Once both teams have 400 or more, only the team that won the bid can go out" in out
    assert "even in a hand they were set" in out


def test_rules_lists_every_preset(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rules")
    assert (code, err) == (0, "")
    names = [line.split()[0] for line in out.splitlines() if not line.startswith(" ")]
    assert names == ["single-deck", "single-deck-passing", "double-deck", "double-deck-meld20", "double-deck-tens",
                     "two-handed", "three-handed"]


def test_rules_of_one_preset(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rules", "double-deck")
    assert (code, err) == (0, "")
    options = dict(line.split(": ", 1) for line in out.splitlines())
    assert json.loads(options["min_bid"]) == 50
    assert json.loads(options["bid_cap"]) == 250
    assert json.loads(options["meld_table"]) == "pagat"
    assert json.loads(options["lose_at"]) == -1000
    assert options["trick_total"] == "50"
    assert options["ladder"].startswith("50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 65")


# ------------------------------------------------------------------ bad input: exit 2, one line
@pytest.mark.parametrize(("argv", "named"), [
    (["rules", "no-such-game"], "unknown preset 'no-such-game'"),
    (["meld", "--rules", "triple-deck", "--trump", "H", "AS"], "unknown preset 'triple-deck'"),
    (["meld", "--trump", "X", "AS"], "unknown suit 'X'"),
    (["meld", "--trump", "H", "AS", "ZZ", "TH"], "'ZZ'"),
    (["meld", "--trump", "H", "QS", "QS", "QS"], "too many copies of 'QS'"),
    (["meld", "--rules", "double-deck", "--trump", "H", "9H"], "'9H' is not in a double deck"),
    (["score", "--rules", "double-deck", "--bid", "60", "--bidders-meld", "34", "--others-meld", "22",
      "--bidders-tricks", "31", "--others-tricks", "20"], "trick points must add up to 50"),
    (["score", "--rules", "double-deck", "--bid", "62", "--bidders-meld", "34", "--others-meld", "22",
      "--bidders-tricks", "31", "--others-tricks", "19"],
     "bid 62 is not on the bid ladder (the rungs next to it are 60 and 65)"),
    (["score", "--bid", "255", "--bidders-meld", "0", "--others-meld", "0"], "bid 255 is not on"),
    (["score", "--bid", "lots", "--bidders-meld", "0", "--others-meld", "0"], "'lots'"),
    (["score", "--bid", "250", "--others-meld", "0"], "give --bidders-meld"),
    (["score", "--bid", "250", "--bidders-meld", "35", "--others-meld", "0", "--bidders-tricks", "250",
      "--others-tricks", "0"], "no hands can meld exactly 35 (the nearest totals are 30 and 40)"),
    (["score", "--bid", "250", "--bidders-meld", "30", "--others-meld", "0", "--forfeit"], "trump needs no marriage"),
    (["score", "--bid", "250", "--bidders-meld", "30", "--others-meld", "0", "--forfeit", "--throw-in"],
     "not allowed with argument"),
    (["score", "--bid", "250", "--bidders-meld", "30", "--others-meld", "20", "--bidders-tricks", "250",
      "--others-tricks", "0", "--dix", "1"], "a dix does not score without trick points"),
    (["meld", "AS"], "--trump"),
])
def test_bad_input_exits_2_with_one_line_naming_the_problem(
    capsys: pytest.CaptureFixture[str], argv: list[str], named: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("pinochle: error: ")
    assert named in lines[0]


# ------------------------------------------------------------------ as a program
def test_python_dash_m_pinochle_desktop() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "pinochle_desktop", "meld", "--json", "--trump", "spades", "AS TS KS QS JS 9S"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["total"] == 160
    bad = subprocess.run(
        [sys.executable, "-m", "pinochle_desktop", "meld", "--trump", "spades", "AS", "XQ"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=60,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and "'XQ'" in bad.stderr


def _without_clock(summary: object) -> object:
    """A match summary less its decision times (the only figures that differ between two runs)."""
    if isinstance(summary, dict):
        return {k: _without_clock(v) for k, v in summary.items() if not k.startswith("decision_ms")}
    return summary


def test_a_stopped_match_resumes_from_its_records_and_gives_the_same_figures(capsys, tmp_path: Path) -> None:
    match = ("match", "--rules", "single-deck", "--deals", "6", "--a", "easy", "--b", "random", "--seed", "3")
    whole = _without_clock(run_json(capsys, *match))
    records = tmp_path / "deals.jsonl"
    assert _without_clock(run_json(capsys, *match, "--records", str(records))) == whole
    lines = records.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6
    records.write_text("\n".join(lines[:2]) + "\n" + lines[2][:40], encoding="utf-8")  # stopped mid-write
    code, out, err = run(capsys, *match, "--records", str(records), "--json")
    assert code == 0 and "2 deals kept" in err and "playing the other 4" in err
    assert _without_clock(json.loads(out)) == whole
    assert len(records.read_text(encoding="utf-8").splitlines()) == 6  # the cut line gave way to the deal
    code, out, err = run(capsys, *match, "--records", str(records), "--json")
    assert code == 0 and "playing the other 0" in err and _without_clock(json.loads(out)) == whole  # none played
    code, out, err = run(capsys, *match[:-1], "4", "--records", str(records))  # another seed: not mixed in
    assert code == 2 and "keeps another match" in err and not out


def test_help_says_how_to_open_the_table_with_other_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--help")
    assert code == 0 and "pinochle --rules two-handed" in out and "--seed N" in out


def test_meld_and_rules_for_two_handed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "meld", "--rules", "two-handed", "--trump", "H", "AH", "TH", "KH", "QH", "JH",
                          "QS", "JD", "9H")
    lines = [line.split() for line in out.splitlines()]
    assert code == 0 and ["run", "AH", "TH", "KH", "QH", "JH", "150"] in lines and ["total", "200"] in lines
    assert ["dix", "9H", "10"] in lines and ["pinochle", "QS", "JD", "40"] in lines
    code, out, _err = run(capsys, "rules", "two-handed")
    assert code == 0 and "players: 2" in out and "target: 1000" in out
    assert "the card turned up after the deal names trump" in out


def test_rules_of_the_three_handed_preset(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rules", "three-handed")
    assert (code, err) == (0, "")
    options = dict(line.split(": ", 1) for line in out.splitlines())
    assert json.loads(options["players"]) == 3 and json.loads(options["min_bid"]) == 300
    assert json.loads(options["target"]) == 1500 and options["trick_total"] == "250"
    assert json.loads(options["redeal_on_all_pass"]) is False
    assert "ends when two players have passed" in options["auction"] and "the dealer is stuck" in options["auction"]
    assert "the bidder wins if among them, else the higher score" in options["game"]
