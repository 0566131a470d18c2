"""The score keeper never writes a sheet its own reader would refuse: rules with an option over the reader's
limit (a target of 1,000,000) are refused with the reason, and no file is written."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from pinochle_desktop.engine.keeper import KeptHand, ScoreSheet
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.persistence.atomic import SaveError
from pinochle_desktop.persistence.score_sheets import load_sheet, save_sheet

HAND = KeptHand(0, 60, (30, 20), (31, PRESETS["double-deck"].trick_total - 31))


@pytest.mark.parametrize("change", [dict(target=10**6), dict(min_bid=200_000), dict(name="x" * 65)])
def test_a_sheet_the_reader_would_refuse_is_not_written(tmp_path: Path, change: dict[str, object]) -> None:
    rules = dataclasses.replace(PRESETS["double-deck"], **change)
    path = tmp_path / "big.pinochle-scores"
    with pytest.raises(SaveError) as refused:
        save_sheet(path, ScoreSheet(rules, ("We", "They"), (HAND,) if "min_bid" not in change else ()))
    assert "would not open again" in str(refused.value) and "big.pinochle-scores" in str(refused.value)
    assert not path.exists()
    assert list(tmp_path.iterdir()) == []  # no temporary file left either


def test_a_sheet_the_reader_takes_is_written_and_opens(tmp_path: Path) -> None:
    rules = dataclasses.replace(PRESETS["double-deck"], target=100_000)
    path = tmp_path / "ok.pinochle-scores"
    save_sheet(path, ScoreSheet(rules, ("We", "They"), (HAND,)))
    assert load_sheet(path).hands == (HAND,)
