"""Lock files: one window at a time owns the autosave, one at a time updates the statistics.

The lock is the operating system's advisory lock on an open file (``flock`` on
POSIX, ``msvcrt.locking`` on Windows), not the file's existence: the system
frees it when the holder closes it or its process ends, even by a crash or a
kill, so a stale lock can never keep the next start out.  Each ``FileLock``
opens the file anew, so two locks on one path exclude each other even inside
one process.  The lock file itself stays (empty but for the holder's process
id) and is never read for anything else.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from .atomic import SaveError, StrPath
from .notices import Notice, tr_noop

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


class LockTimeout(SaveError):
    """Another window held the lock for longer than we could wait."""


class FileLock:
    """An exclusive lock on ``path`` (created if needed), held until ``release`` or the process ends."""

    def __init__(self, path: StrPath) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def locked(self) -> bool:
        """True while this object holds the lock."""
        return self._fd is not None

    def acquire(self, timeout: float = 0.0) -> bool:
        """Take the lock, waiting up to ``timeout`` seconds; False if another holder keeps it.

        Raises ``SaveError`` when the lock file cannot be created or opened.
        """
        if self._fd is not None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError as exc:
            raise SaveError(self.path, exc, action="open the lock file") from exc
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                os.close(fd)
                return False
            time.sleep(0.02)
        self._fd = fd
        with suppress(OSError):  # who holds it, for a person who looks (never read by the game)
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        return True

    def release(self) -> None:
        """Let the lock go (nothing to do when it is not held)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            _unlock(fd)
            os.close(fd)

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
        self.release()
