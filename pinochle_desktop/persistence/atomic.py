"""Atomic file writes: a reader sees the old file or the new one, never half of one.

The data goes to a uniquely named temporary file beside the target, is flushed
and synced to disk, and only then ``os.replace``-d onto the target.  If any
step fails the temporary file is removed, the target is untouched, and a
``SaveError`` names the file and the problem.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
import uuid
from contextlib import suppress
from pathlib import Path

from .notices import Notice, tr_noop

StrPath = str | os.PathLike[str]


def describe_os_error(exc: BaseException) -> str:
    """A short reason for an ``OSError`` (``"No space left on device"``), without the path."""
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


_ACTIONS = {  # what a SaveError says for each action; the window translates it
    "write": tr_noop("could not write {file}: {problem}"),
    "remove": tr_noop("could not remove {file}: {problem}"),
    "create folder": tr_noop("could not create folder {file}: {problem}"),
    "open the lock file": tr_noop("could not open the lock file {file}: {problem}"),
    "lock": tr_noop("could not lock {file}: {problem}"),
}


class SaveError(OSError):
    """A file or folder could not be written.

    ``str(error)`` is one sentence naming the path and the problem, e.g.
    ``could not write /x/settings.json: No space left on device``.  ``path``,
    ``reason`` and (when known) ``errno`` are kept for callers.
    """

    def __init__(
        self, path: StrPath, problem: BaseException | str, action: str = "write"
    ) -> None:
        self.path = Path(path)
        self.reason = (
            problem if isinstance(problem, str) else describe_os_error(problem)
        )
        self.action = action
        template = _ACTIONS.get(action)
        if template is None:  # an action of nobody's words: said in English
            self.notice = Notice("could not {action} {file}: {problem}", action=action, file=self.path,
                                 problem=self.reason)
        else:
            self.notice = Notice(template, file=self.path, problem=self.reason)
        self.message = str(self.notice)
        super().__init__(self.message)
        if isinstance(problem, OSError):
            self.errno = problem.errno

    def __str__(self) -> str:
        return self.message

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.path, self.reason, self.action))


def _temp_path_for(target: Path) -> Path:
    # Hidden, unique and recognisable: ".settings.json.<hex>.tmp" beside the target.
    return target.with_name(f".{target.name}.{uuid.uuid4().hex[:12]}.tmp")


TEMP_FILE_PATTERN = re.compile(r"\..+\.[0-9a-f]{12}\.tmp")  # what ``_temp_path_for`` names
STALE_AFTER_S = 120.0  # a write takes milliseconds: a temporary file this old was left by a killed writer


def remove_stale_temp_files(folder: StrPath, older_than_s: float = STALE_AFTER_S) -> list[Path]:
    """Remove temporary files of our own pattern left in ``folder`` by an interrupted write; the removed.

    Only regular files named as ``write_atomic`` names them and older than ``older_than_s`` (another
    window may be writing one right now) are removed; anything else, and any error, is left alone.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not TEMP_FILE_PATTERN.fullmatch(entry.name):
            continue
        with suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than_s:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


def _existing_mode(target: Path) -> int | None:
    """The permission bits to keep (POSIX only: on Windows a read-only copy could not be removed)."""
    if os.name != "posix":
        return None
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return None


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX); best effort."""
    if os.name != "posix":
        return
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_atomic(path: StrPath, data: bytes | str) -> None:
    """Replace the file at ``path`` with ``data`` (``str`` is written as UTF-8, newlines as given).

    The folder must exist.  On failure a ``SaveError`` (an ``OSError``) names
    the path and the problem; the old file, if any, is left exactly as it was
    and no temporary file remains.  A symbolic link is followed, so the file
    it points at is replaced and the link stays.
    """
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    # ``temp`` is set only once we created it, so we never remove another's file.
    temp: Path | None = None
    try:
        real_target = Path(os.path.realpath(target)) if target.is_symlink() else target
        candidate = _temp_path_for(real_target)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        fd = os.open(candidate, flags, 0o666)
        temp = candidate
        with open(fd, "wb", closefd=True) as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        mode = _existing_mode(real_target)
        if mode is not None:
            with suppress(OSError):
                os.chmod(temp, mode)
        os.replace(temp, real_target)
        temp = None
    except BaseException as exc:
        if temp is not None:
            with suppress(OSError):
                os.unlink(temp)
        if isinstance(exc, OSError) and not isinstance(exc, SaveError):
            raise SaveError(target, exc) from exc
        raise
    _sync_folder(real_target.parent)


def dumps_json(obj: object) -> str:
    """The project's JSON text: UTF-8 friendly, indent 2, keys in given order, trailing newline.

    Raises ``TypeError`` for values JSON cannot hold and ``ValueError`` for NaN
    or infinity, before anything touches the disk.
    """
    return json.dumps(obj, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def write_json_atomic(path: StrPath, obj: object) -> None:
    """Write ``obj`` as JSON (see ``dumps_json``) atomically to ``path``."""
    write_atomic(path, dumps_json(obj))
