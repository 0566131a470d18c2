"""Where the game keeps its files, resolved when first asked for.

Nothing is looked up or created at import time.  Each folder is created the
first time a caller asks for it.  ``PINOCHLE_HOME`` (when set and not empty)
moves every folder under one path, so tests and CI never touch a real home.
On Windows and macOS several of these folders are the same folder, so every
file has its own name.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from .atomic import STALE_AFTER_S, SaveError, remove_stale_temp_files

APP_NAME = "PinochleDesktop"
HOME_ENV = "PINOCHLE_HOME"

SETTINGS_FILE_NAME = "settings.json"
AUTOSAVE_FILE_NAME = "autosave.pinochle"
STATISTICS_FILE_NAME = "statistics.json"
SAVES_FOLDER_NAME = "saves"
INSTANCE_LOCK_FILE_NAME = "instance.lock"
KEEPER_AUTOSAVE_FILE_NAME = "score-keeper.pinochle-scores"
KEEPER_LOCK_FILE_NAME = "score-keeper.lock"


def _home_override() -> Path | None:
    home = os.environ.get(HOME_ENV, "")
    if not home.strip():
        return None
    return Path(home).expanduser().absolute()


def _platform_dirs() -> platformdirs.PlatformDirs:
    return platformdirs.PlatformDirs(appname=APP_NAME, appauthor=False)


def _ensure(folder: Path) -> Path:
    """Create ``folder`` (and its parents) if needed; a ``SaveError`` names it if that fails."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(folder, exc, action="create folder") from exc
    return folder


def config_dir() -> Path:
    """The user's configuration folder for the game (settings)."""
    home = _home_override()
    return _ensure(home / "config" if home else _platform_dirs().user_config_path)


def data_dir() -> Path:
    """The user's data folder for the game (saved games, statistics)."""
    home = _home_override()
    return _ensure(home / "data" if home else _platform_dirs().user_data_path)


def state_dir() -> Path:
    """The user's state folder for the game (the autosave)."""
    home = _home_override()
    return _ensure(home / "state" if home else _platform_dirs().user_state_path)


def saves_dir() -> Path:
    """The folder the save dialog opens in: ``saves`` inside the data folder."""
    return _ensure(data_dir() / SAVES_FOLDER_NAME)


def settings_file() -> Path:
    """``settings.json`` in the config folder (the folder is created, the file is not)."""
    return config_dir() / SETTINGS_FILE_NAME


def autosave_file() -> Path:
    """``autosave.pinochle`` in the state folder (the folder is created, the file is not)."""
    return state_dir() / AUTOSAVE_FILE_NAME


def statistics_file() -> Path:
    """``statistics.json`` in the data folder (the folder is created, the file is not)."""
    return data_dir() / STATISTICS_FILE_NAME


def instance_lock_file() -> Path:
    """``instance.lock`` in the state folder: held by the window that owns the autosave."""
    return state_dir() / INSTANCE_LOCK_FILE_NAME


def _existing_folders() -> list[Path]:
    home = _home_override()
    if home:
        folders = [home / "config", home / "data", home / "state"]
    else:
        dirs = _platform_dirs()
        folders = [dirs.user_config_path, dirs.user_data_path, dirs.user_state_path]
    folders.append(folders[1] / SAVES_FOLDER_NAME)
    return list(dict.fromkeys(folders))  # on Windows and macOS some are one folder


def remove_stale_temp_files_everywhere(older_than_s: float = STALE_AFTER_S) -> list[Path]:
    """At start: remove temporary files that interrupted writes left in the game's folders (none created)."""
    removed: list[Path] = []
    for folder in _existing_folders():
        removed += remove_stale_temp_files(folder, older_than_s)
    return removed


def keeper_autosave_file() -> Path:
    """The score keeper's sheet in the state folder, kept after every change (the folder is created)."""
    return state_dir() / KEEPER_AUTOSAVE_FILE_NAME


def keeper_lock_file() -> Path:
    """``score-keeper.lock`` in the state folder: held by the score keeper window that keeps the sheet."""
    return state_dir() / KEEPER_LOCK_FILE_NAME
