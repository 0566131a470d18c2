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

