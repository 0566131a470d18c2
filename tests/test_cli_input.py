"""Small input troubles of the ``pinochle`` tools: one short line naming the problem, exit 2."""

from __future__ import annotations

import pytest

from pinochle_desktop.cli import main


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and err.count("\n") == 1, err
    return err


def test_an_error_line_cuts_a_huge_argument(capsys: pytest.CaptureFixture[str]) -> None:
    huge = "Q" * 100_000
    for argv in (("meld", "--trump", huge, "AH"), ("meld", "--trump", "hearts", huge), ("rules", huge),
                 ("score", "--bid", huge)):
        err = refused(capsys, *argv)
        assert len(err) <= 1020 and "…" in err


def test_a_meld_of_no_cards_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "no cards" in refused(capsys, "meld", "--trump", "hearts", "")
    assert "no cards" in refused(capsys, "meld", "--trump", "hearts", " ", "  ")


@pytest.mark.parametrize("figure", ["٦٠", "３４", "2_2", "1e3", "0x10", "²"])
def test_figures_are_ascii_digits_only(capsys: pytest.CaptureFixture[str], figure: str) -> None:
    err = refused(capsys, "score", "--bid", figure, "--bidders-meld", "60", "--others-meld", "20",
                  "--bidders-tricks", "150", "--others-tricks", "100")
    assert "digits 0 to 9" in err
    err = refused(capsys, "score", "--rules", "three-handed", "--bidder", "1", "--bid", "300", "--meld", figure,
                  "0", "0", "--tricks", "100", "50", "100")
    assert "digits 0 to 9" in err



def test_a_bid_no_side_could_ever_make_is_refused_with_the_reason(capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(capsys, "score", "--rules", "three-handed", "--bidder", "1", "--bid", "9" * 18, "--meld", "0",
                  "0", "0", "--tricks", "100", "50", "100")
    assert "no side can make a bid of" in err and "plus every trick point is 4990" in err
    err = refused(capsys, "score", "--bid", "5000", "--bidders-meld", "60", "--others-meld", "20",
                  "--bidders-tricks", "150", "--others-tricks", "100")
    assert "no side can make a bid of 5000" in err
    code = main(["score", "--bid", "4990", "--bidders-meld", "4740", "--others-meld", "0", "--bidders-tricks", "250",
                 "--others-tricks", "0"])
    capsys.readouterr()
    assert code == 0  # the most a side could ever make is still a bid


def test_the_table_neither_offers_nor_takes_a_bid_no_side_could_make() -> None:
    from pinochle_desktop.engine import Bid, IllegalAction, apply, bid_choices, new_game
    from pinochle_desktop.engine.match import deal_for
    from pinochle_desktop.engine.meld_totals import most_makeable_bid
    from pinochle_desktop.engine.rules import PRESETS

    rules = PRESETS["single-deck"]
    state = new_game(rules, 0)
    state = apply(state, deal_for(state, 1))
    most = most_makeable_bid(rules)
    assert max(bid_choices(state)) <= most
    state = apply(state, Bid(most))  # the very most is a bid
    assert bid_choices(state) == ()
    try:
        apply(state, Bid(most + 10))
    except IllegalAction as refusal:
        assert str(most) in str(refusal)
    else:
        raise AssertionError("a bid no side could make was taken")
