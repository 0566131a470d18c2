"""Qt tests run without a screen, with animations and computer pauses off, and the computer players
thinking in the test's own process (``InlineThinker``: fast and deterministic); the tests of
``test_thinking`` use the real worker process."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Windows made by tests are silent (no device is opened); tests/ui/test_sound.py listens through a recorder
# and opens the real backend itself.
os.environ.setdefault("PINOCHLE_SOUND", "off")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # Qt's offscreen screen is 800 x 600 unless told otherwise: give the tests a screen the size of
    # a large monitor (2560 x 1600), so windows of every size the layout checker tries fit on it
    # ($PINOCHLE_TEST_SCREEN=WxH: another, e.g. 1920x1080 for 960x540 points at scale 2).
    import json
    import tempfile

    _w, _h = (int(v) for v in os.environ.get("PINOCHLE_TEST_SCREEN", "2560x1600").split("x"))
    _worker = os.environ.get("PYTEST_XDIST_WORKER", "main")  # one file per test process (they run side by side)
    _screen = os.path.join(tempfile.gettempdir(), f"pinochle-offscreen-screen-{_w}x{_h}-{_worker}.json")
    with open(_screen, "w", encoding="utf-8") as _file:
        json.dump({"screens": [{"name": "offscreen", "x": 0, "y": 0, "width": _w, "height": _h,
                                "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}, _file)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings, saves and the autosave of UI tests live in a temporary folder."""
    monkeypatch.setenv("PINOCHLE_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture
def german(qapp):  # type: ignore[no-untyped-def]
    """German for one test; English (the source language) again afterwards, for the other tests."""
    from PySide6.QtCore import QLocale

    from pinochle_desktop.ui.i18n import install_translators, remove_translators

    before = QLocale()
    assert install_translators(qapp, "de") == "de"
    yield
    remove_translators(qapp)
    QLocale.setDefault(before)


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
