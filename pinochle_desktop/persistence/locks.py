"""Lock files: one window at a time owns the autosave, one at a time updates the statistics.

The locking itself is the ``filelock`` library's (tested on Windows, macOS and Linux): the operating
system's advisory lock on an open file (``flock`` on POSIX, ``msvcrt.locking`` on Windows), not the
file's existence, so the system frees it when the holder closes it or its process ends, even by a
crash or a kill, and a stale lock can never keep the next start out (the library's fallback to a lock
by the file's existence is turned off for that reason).  Each ``FileLock`` opens the file anew, so two
locks on one path exclude each other even inside one process.  The lock file itself stays (empty but
for the holder's process id) and is never read for anything else.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import filelock

from .atomic import SaveError, StrPath
from .notices import Notice, tr_noop


class LockTimeout(SaveError):
    """Another window held the lock for longer than we could wait."""


def _note_holder(fd: int) -> None:
    """Who holds the lock, for a person who looks (never read by the game)."""
    with suppress(OSError):
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, f"{os.getpid()}\n".encode())


class FileLock:
    """An exclusive lock on ``path`` (created if needed), held until ``release`` or the process ends."""

    def __init__(self, path: StrPath) -> None:
        self.path = Path(path)
        self._lock = filelock.FileLock(self.path, thread_local=False, is_singleton=False, fallback_to_soft=False,
                                       preserve_lock_file=True, on_acquired=_note_holder)

    @property
    def locked(self) -> bool:
        """True while this object holds the lock."""
        return self._lock.is_locked

    def acquire(self, timeout: float = 0.0) -> bool:
        """Take the lock, waiting up to ``timeout`` seconds; False if another holder keeps it.

        Raises ``SaveError`` when the lock file cannot be created or opened.
        """
        if self._lock.is_locked:
            return True
        if not self.path.parent.is_dir():  # (the library would make the folders: they are the caller's to make)
            missing = FileNotFoundError(2, os.strerror(2), str(self.path.parent))
            raise SaveError(self.path, missing, action="open the lock file")
        try:
            self._lock.acquire(timeout=max(0.0, timeout), poll_interval=0.02)
        except filelock.Timeout:
            return False
        except OSError as exc:
            raise SaveError(self.path, exc, action="open the lock file") from exc
        return True

    def release(self) -> None:
        """Let the lock go (nothing to do when it is not held)."""
        if self._lock.is_locked:
            with suppress(OSError):
                self._lock.release(force=True)

    @contextmanager
    def held(self, timeout: float) -> Iterator[FileLock]:
        """``with lock.held(5):`` … the lock is held inside; ``LockTimeout`` when it is not free in time."""
        if not self.acquire(timeout):
            raise LockTimeout(self.path, Notice(tr_noop("another Pinochle window is using it")), action="lock")
        try:
            yield self
        finally:
            self.release()

    def __del__(self) -> None:
        with suppress(Exception):  # (at interpreter exit the library may already be gone)
            self.release()
