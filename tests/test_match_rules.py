"""``pinochle match`` with rule options changed on the command line, and its auction figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from pinochle_desktop.cli import main

PEER = ("--rule", "min_bid=200", "--rule", "cards_passed=3", "--rule", "first_bidder_opens=true",
        "--rule", "bidders_keep_meld=true")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_match_plays_the_rules_changed_by_rule_options(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    records = tmp_path / "peer.jsonl"
    code, out, err = run(capsys, "match", "--rules", "single-deck", *PEER, "--deals", "3", "--a", "basic",
                         "--b", "sparring", "--records", str(records))
    assert code == 0, err
    assert out.startswith("single-deck min_bid=200 cards_passed=3 first_bidder_opens=true bidders_keep_meld=true:")
    assert "as bidder" in out and "as defender" in out
    assert "other side held the contract in both seatings" in out and "at one rung above" in out
    assert '"rule": {"min_bid": 200' in records.read_text()
    # The same file for the preset without the changes is another match: refused, not mixed in.
    code, out, err = run(capsys, "match", "--rules", "single-deck", "--deals", "3", "--a", "basic", "--b", "sparring",
                         "--records", str(records))
    assert code == 2 and "keeps another match" in err


@pytest.mark.parametrize(("option", "message"), [
    ("min_bid", "needs OPTION=VALUE"),
    ("no_such_option=1", "unknown rule option 'no_such_option'"),
    ("cards_passed=9", "cards passed must be 0 to 4"),
    ("first_bidder_opens=maybe", "bad value 'maybe' for rule option 'first_bidder_opens'"),
])
def test_a_bad_rule_option_is_refused_by_name(capsys, option: str, message: str) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(capsys, "match", "--rule", option, "--deals", "1")
    assert code == 2 and message in err and not out
