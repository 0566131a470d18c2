"""Atomic writes: the old file or the new one, never half of either, never a stray temp."""

from __future__ import annotations

import errno
import json
import os
import pickle
import stat
import sys
from pathlib import Path

import pytest

from pinochle_desktop.persistence.atomic import (
    SaveError,
    write_atomic,
    write_json_atomic,
)

ATOMIC = "pinochle_desktop.persistence.atomic"
POSIX = os.name == "posix"


def no_space(*args: object, **kwargs: object) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_writes_a_new_file(tmp_path: Path) -> None:
    target = tmp_path / "new.bin"
    write_atomic(target, b"\x00\x01binary\r\n")
    assert target.read_bytes() == b"\x00\x01binary\r\n"
    assert sorted(tmp_path.iterdir()) == [target]


def test_text_is_written_as_utf8_with_newlines_as_given(tmp_path: Path) -> None:
    target = tmp_path / "text.txt"
    write_atomic(str(target), "Schätzung ♠\nzwei\n")
    assert target.read_bytes() == "Schätzung ♠\nzwei\n".encode()


def test_replaces_existing_content_and_leaves_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"old content that is longer than the new one")
    write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert sorted(tmp_path.iterdir()) == [target]


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_failure_before_the_replace_keeps_the_old_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"the old settings")
    seen: list[list[str]] = []

    def fail(*args: object, **kwargs: object) -> None:
        # The temporary file is fully written by now, beside the target.
        seen.append(sorted(p.name for p in tmp_path.iterdir()))
        no_space()

    monkeypatch.setattr(f"{ATOMIC}.os.{step}", fail)
    with pytest.raises(SaveError) as caught:
        write_atomic(target, b"the new settings")
    monkeypatch.undo()

    assert len(seen[0]) == 2, "a temporary file existed beside the target"
    assert target.read_bytes() == b"the old settings"
    assert sorted(tmp_path.iterdir()) == [target]
    error = caught.value
    assert str(error) == f"could not write {target}: No space left on device"
    assert error.path == target
    assert error.errno == errno.ENOSPC
    assert isinstance(error, OSError)
    assert isinstance(error.__cause__, OSError)


def test_an_interrupt_is_not_wrapped_but_still_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "settings.json"
    target.write_bytes(b"old")

    def interrupt(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(f"{ATOMIC}.os.replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, b"new")
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert sorted(tmp_path.iterdir()) == [target]


def test_a_missing_folder_raises_an_error_naming_the_path(tmp_path: Path) -> None:
    target = tmp_path / "no-such-folder" / "settings.json"
    with pytest.raises(SaveError) as caught:
        write_atomic(target, b"data")
    assert str(caught.value).startswith(f"could not write {target}: ")
    assert "No such file or directory" in str(caught.value)
    assert caught.value.errno == errno.ENOENT
    assert not target.parent.exists()


def test_a_file_where_the_folder_should_be_raises_an_error_naming_the_path(
    tmp_path: Path,
) -> None:
    (tmp_path / "blocker").write_text("I am a file")
    target = tmp_path / "blocker" / "settings.json"
    with pytest.raises(SaveError, match="could not write .*settings.json: "):
        write_atomic(target, b"data")
    assert (tmp_path / "blocker").read_text() == "I am a file"


@pytest.mark.skipif(
    not POSIX or (hasattr(os, "geteuid") and os.geteuid() == 0),
    reason="needs POSIX permissions, which root ignores",
)
def test_a_read_only_folder_raises_an_error_naming_the_path(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    target = folder / "settings.json"
    target.write_bytes(b"old")
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        with pytest.raises(SaveError) as caught:
            write_atomic(target, b"new")
    finally:
        folder.chmod(stat.S_IRWXU)
    assert str(caught.value) == f"could not write {target}: Permission denied"
    assert target.read_bytes() == b"old"
    assert sorted(folder.iterdir()) == [target]


def test_permission_denied_is_reported_with_the_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Works even as root, where a read-only folder would not stop the write.
    target = tmp_path / "settings.json"
    target.write_bytes(b"old")

    def denied(*args: object, **kwargs: object) -> int:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(f"{ATOMIC}.os.open", denied)
    with pytest.raises(SaveError) as caught:
        write_atomic(target, b"new")
    monkeypatch.undo()
    assert str(caught.value) == f"could not write {target}: Permission denied"
    assert target.read_bytes() == b"old"
    assert sorted(tmp_path.iterdir()) == [target]


def test_a_folder_at_the_target_path_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.mkdir()
    (target / "inside").write_text("keep me")
    with pytest.raises(SaveError, match=f"could not write {target}"):
        write_atomic(target, b"data")
    assert (target / "inside").read_text() == "keep me"
    assert sorted(tmp_path.iterdir()) == [target]


@pytest.mark.skipif(not POSIX, reason="POSIX file modes")
def test_the_mode_of_an_existing_file_is_kept(tmp_path: Path) -> None:
    target = tmp_path / "shared.pinochle"
    target.write_bytes(b"old")
    target.chmod(0o640)
    write_atomic(target, b"new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges")
def test_a_symbolic_link_is_followed_and_kept(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "settings.json"
    link.symlink_to(real)
    write_atomic(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"
    assert sorted(real.parent.iterdir()) == [real]


def test_json_is_utf8_indented_in_key_order_with_a_trailing_newline(
    tmp_path: Path,
) -> None:
    target = tmp_path / "doc.json"
    write_json_atomic(target, {"zeta": 1, "alpha": ["Größe", None, True]})
    expected = (
        '{\n  "zeta": 1,\n  "alpha": [\n    "Größe",\n    null,\n    true\n  ]\n}\n'
    )
    assert target.read_bytes() == expected.encode()
    assert json.loads(target.read_text(encoding="utf-8"))["alpha"][0] == "Größe"


@pytest.mark.parametrize(
    ("value", "error"), [(float("nan"), ValueError), (object(), TypeError)]
)
def test_json_that_cannot_be_written_fails_before_touching_the_disk(
    tmp_path: Path, value: object, error: type[Exception]
) -> None:
    target = tmp_path / "doc.json"
    target.write_bytes(b"old")
    with pytest.raises(error):
        write_json_atomic(target, {"value": value})
    assert target.read_bytes() == b"old"
    assert sorted(tmp_path.iterdir()) == [target]


def test_save_error_survives_pickling_for_worker_processes(tmp_path: Path) -> None:
    error = SaveError(tmp_path / "x.json", "No space left on device")
    copy = pickle.loads(pickle.dumps(error))
    assert isinstance(copy, SaveError)
    assert str(copy) == str(error)
    assert copy.path == error.path
