"""The score keeper window refuses to save a sheet its reader would refuse, says why, and writes nothing."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from pinochle_desktop.engine.rules import PRESETS


def test_the_keeper_window_says_why_and_keeps_no_file(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.ui.tools import keeper_window
    from pinochle_desktop.ui.tools.keeper_window import ScoreKeeperWindow

    warnings: list[str] = []
    monkeypatch.setattr(keeper_window.QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    window = ScoreKeeperWindow(rules=dataclasses.replace(PRESETS["double-deck"], target=10**6))
    qtbot.addWidget(window)
    path = tmp_path / "big.pinochle-scores"
    assert not window.save_to(path)
    assert not path.exists()
    assert len(warnings) == 1 and "would not open again" in warnings[0] and "100000" in warnings[0]
