"""Where files live: lazily created folders, all under PINOCHLE_HOME when it is set."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.atomic import SaveError

REPO_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "pinochle-home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


def test_importing_the_persistence_layer_creates_nothing_and_needs_no_qt(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    env = {
        **os.environ,
        paths.HOME_ENV: str(home),
        "HOME": str(tmp_path / "user"),
        "XDG_CONFIG_HOME": str(tmp_path / "xdg-config"),
        "XDG_DATA_HOME": str(tmp_path / "xdg-data"),
        "XDG_STATE_HOME": str(tmp_path / "xdg-state"),
        "PYTHONPATH": str(REPO_ROOT),
    }
    code = (
        "import pinochle_desktop.persistence.paths, "
        "pinochle_desktop.persistence.atomic, "
        "pinochle_desktop.persistence.settings, "
        "pinochle_desktop.persistence.savegame, "
        "pinochle_desktop.persistence.autosave, "
        "pinochle_desktop.persistence.statistics, sys; "
        "assert not any(m.startswith(('PySide6', 'PyQt')) for m in sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], env=env, check=True, cwd=tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("resolve", "subfolder"),
    [
        (paths.config_dir, "config"),
        (paths.data_dir, "data"),
        (paths.state_dir, "state"),
    ],
)
def test_each_folder_is_under_home_and_created_when_first_asked(
    home: Path, resolve: Callable[[], Path], subfolder: str
) -> None:
    assert not home.exists()
    folder = resolve()
    assert folder == home / subfolder
    assert folder.is_dir()
    # Only the folder asked for exists: the others wait until they are needed.
    assert [p.name for p in home.iterdir()] == [subfolder]
    assert resolve() == folder  # asking again is harmless


def test_saves_folder_is_inside_the_data_folder(home: Path) -> None:
    assert paths.saves_dir() == home / "data" / "saves"
    assert paths.saves_dir().is_dir()


@pytest.mark.parametrize(
    ("resolve", "expected"),
    [
        (paths.settings_file, Path("config", "settings.json")),
        (paths.autosave_file, Path("state", "autosave.pinochle")),
        (paths.statistics_file, Path("data", "statistics.json")),
    ],
)
def test_file_paths_create_their_folder_but_not_the_file(
    home: Path, resolve: Callable[[], Path], expected: Path
) -> None:
    file = resolve()
    assert file == home / expected
    assert file.parent.is_dir()
    assert not file.exists()


def test_file_names_differ_because_some_platforms_share_one_folder() -> None:
    names = {paths.SETTINGS_FILE_NAME, paths.AUTOSAVE_FILE_NAME}
    names |= {paths.STATISTICS_FILE_NAME, paths.SAVES_FOLDER_NAME}
    assert len(names) == 4


def test_home_is_read_on_every_call_not_cached(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "first"))
    assert paths.config_dir() == tmp_path / "first" / "config"
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "second"))
    assert paths.config_dir() == tmp_path / "second" / "config"


def test_a_relative_home_is_made_absolute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(paths.HOME_ENV, "relative-home")
    folder = paths.data_dir()
    assert folder.is_absolute()
    assert folder == tmp_path / "relative-home" / "data"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders")
@pytest.mark.parametrize("value", [None, "", "   "])
def test_without_home_the_platform_folders_are_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str | None
) -> None:
    if value is None:
        monkeypatch.delenv(paths.HOME_ENV, raising=False)
    else:
        monkeypatch.setenv(paths.HOME_ENV, value)
    for kind in ("CONFIG", "DATA", "STATE"):
        monkeypatch.setenv(f"XDG_{kind}_HOME", str(tmp_path / kind.lower()))
    assert paths.config_dir() == tmp_path / "config" / paths.APP_NAME
    assert paths.data_dir() == tmp_path / "data" / paths.APP_NAME
    assert paths.state_dir() == tmp_path / "state" / paths.APP_NAME
    assert paths.saves_dir() == tmp_path / "data" / paths.APP_NAME / "saves"
    assert paths.settings_file().parent.is_dir()


def test_a_folder_that_cannot_be_created_raises_an_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(paths.HOME_ENV, str(blocker))
    with pytest.raises(SaveError) as caught:
        paths.config_dir()
    assert str(blocker / "config") in str(caught.value)
    assert str(caught.value).startswith("could not create folder ")
    assert isinstance(caught.value, OSError)
