"""The autosave: the game in progress, written after every action so a crash loses nothing.

It is an ordinary saved game (see ``savegame``) at ``paths.autosave_file()``.
Reading it never raises for anything about the file: a missing autosave is no
game; one that cannot be used is kept aside under a new name and a notice
says which file and what was wrong.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..engine.match import Match
from ..engine.state import Phase
from . import paths
from .atomic import SaveError
from .documents import keep_aside
from .notices import Notice, sentences, tr_noop, what_went_wrong
from .savegame import SavedGame, SaveFileError, read_game, save_game

Resumed = tuple[SavedGame, Match]


def write_autosave(saved: SavedGame) -> None:
    """Write ``saved`` atomically as the autosave; ``SaveError`` (an ``OSError``) if the disk refuses."""
    save_game(paths.autosave_file(), saved)


def read_autosave() -> tuple[Resumed | None, str | None]:
    """The autosaved game and its replayed ``Match`` (or ``None``), and a notice (or ``None``).

    No autosave: ``(None, None)``.  An autosave that cannot be used (damaged,
    illegal, from a newer version) is renamed aside (``autosave.pinochle.
    corrupt-YYYYmmdd-HHMMSS`` or ``.newer-…``) and the notice says why and
    where it went.  The game may be finished: see ``is_unfinished``.
    """
    try:
        path = paths.autosave_file()
    except OSError as exc:  # the state folder cannot be created
        return None, Notice(tr_noop("The autosaved game could not be read ({problem})."), problem=what_went_wrong(exc))
    try:
        return read_game(path), None
    except FileNotFoundError:
        return None, None
    except SaveFileError as error:
        sentence = Notice(tr_noop("The autosaved game {file} {reason}, so it cannot be resumed."),
                          file=path, reason=error.reason)
        if error.keep_aside_tag is None:
            return None, sentence
        return None, sentences(sentence, keep_aside(path, error.keep_aside_tag))


def is_unfinished(match: Match) -> bool:
    """True while the game can go on (it is not over): worth offering to resume."""
    return match.state.phase is not Phase.GAME_OVER


def read_unfinished_autosave() -> tuple[Resumed | None, str | None]:
    """As ``read_autosave``, but a finished game counts as no game (its autosave stays until cleared)."""
    resumed, notice = read_autosave()
    if resumed is not None and not is_unfinished(resumed[1]):
        return None, notice
    return resumed, notice


def clear_autosave() -> None:
    """Remove the autosave (nothing to do if there is none); ``SaveError`` if it cannot be removed."""
    path: Path = paths.autosave_file()
    try:
        os.remove(path)
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise SaveError(path, exc, action="remove") from exc
