"""Putting an unfinished game aside in the saves folder, under a name of its own, before another game takes
its place on the table (New game, Open): the game that was there can always be opened again.

Nothing here asks or tells the person anything; the window does (the question, the status bar line).
"""

from __future__ import annotations

import shutil
from datetime import datetime
from pathlib import Path

from . import paths
from .atomic import SaveError
from .autosave import read_unfinished_autosave
from .savegame import SAVE_SUFFIX, SavedGame, SaveFileError, load_game, save_game


def free_name(folder: Path, stem: str, when: datetime | None = None) -> Path:
    """``folder/<stem> YYYY-MM-DD HH.MM.pinochle``, with `` (2)``, `` (3)``… if that name is taken."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d %H.%M")
    base = f"{stem} {stamp}"
    target = folder / f"{base}{SAVE_SUFFIX}"
    number = 2
    while target.exists():
        target = folder / f"{base} ({number}){SAVE_SUFFIX}"
        number += 1
    return target


def put_aside(saved: SavedGame, stem: str) -> Path:
    """Write ``saved`` into the saves folder under a free name; ``OSError`` (``SaveError``) if the disk refuses."""
    target = free_name(paths.saves_dir(), stem)
    save_game(target, saved)
    return target


def put_autosave_aside(stem: str, file_key: str = "file") -> Path | None:
    """A copy of the autosaved unfinished game in the saves folder (``None``: there is none to keep, or the
    file it was opened from, named in its ``extra[file_key]``, holds it as it is).

    Used when a game is opened before anything is on the table (``pinochle FILE``): the opened game
    becomes the autosave, and the one that was waiting there is kept.
    """
    resumed, _notice = read_unfinished_autosave()
    if resumed is None:
        return None
    file = resumed[0].extra.get(file_key)
    if isinstance(file, str) and file:
        try:
            if load_game(file)[0].actions == resumed[0].actions:
                return None
        except SaveFileError:
            pass
    source = paths.autosave_file()
    target = free_name(paths.saves_dir(), stem)
    try:
        shutil.copyfile(source, target)
    except OSError as exc:
        raise SaveError(target, exc) from exc
    return target
