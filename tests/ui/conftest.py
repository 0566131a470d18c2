"""Qt tests run without a screen, with animations and computer pauses off, and the computer players
thinking in the test's own process (``InlineThinker``: fast and deterministic); the tests of
``test_thinking`` use the real worker process."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings, saves and the autosave of UI tests live in a temporary folder."""
    monkeypatch.setenv("PINOCHLE_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture
def screenshot_dir(tmp_path_factory: pytest.TempPathFactory) -> str:
    """Where screenshots go: $PINOCHLE_SCREENSHOTS if set (to look at them), else a temporary folder."""
    folder = os.environ.get("PINOCHLE_SCREENSHOTS") or str(tmp_path_factory.mktemp("shots"))
    os.makedirs(folder, exist_ok=True)
    return folder


@pytest.fixture(autouse=True)
def _inline_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    from pinochle_desktop.ui.table import thinking

    monkeypatch.setattr(thinking, "DEFAULT_MODE", "inline")
