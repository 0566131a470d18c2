"""Hostile files through every loader, each in a subprocess with a timeout: a freeze or a crash fails.

The save, autosave, settings, statistics and score-sheet loaders get the same hostile thing: huge strings and keys,
deep nesting, bytes that are not UTF-8, NaN, a number too long, a named pipe, a folder, a symbolic link
loop, a 50 MB file.  Each is refused with a short message that names the file, or loads something the
game can use; the original is untouched unless the message says where it was kept, and it is there.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from pinochle_desktop.engine.keeper import ScoreSheet
from pinochle_desktop.engine.rules import PRESETS
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.savegame import SavedGame
from pinochle_desktop.persistence.score_sheets import sheet_to_dict
from pinochle_desktop.persistence.settings import Settings
from pinochle_desktop.persistence.statistics import Statistics, record_game
from tests.persistence.games import SEATS, play

REPO_ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 60  # every loader of one case together; each takes well under a second when it works
LOADERS = ("save", "autosave", "settings", "statistics", "score-sheet")
MAX_MESSAGE = 2000
HUGE = 3 * 1024 * 1024  # under the 4 MB file limit, so it is parsed and must be refused by its content

Document = dict[str, object]


def base_documents() -> dict[str, Document]:
    game = play(PRESETS["single-deck"], 5, stop=lambda m: len(m.state.tricks) == 2)
    save = SavedGame.from_match(game, SEATS).to_dict()
    stats = record_game(Statistics(), "single-deck", 0).to_dict()
    sheet = sheet_to_dict(ScoreSheet(PRESETS["single-deck"], ("Us", "Them")))
    return {"save": save, "autosave": dict(save), "settings": Settings().to_dict(), "statistics": stats,
            "score-sheet": sheet}


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


def inject(loader: str, document: Document, value: object, *, as_key: bool = False) -> Document:
    """``document`` with ``value`` where that loader reads a name: a rule option, a preference, a rule set."""
    doc = json.loads(json.dumps(document))
    if loader in ("save", "autosave"):
        target = doc["rules"]
        target[value if as_key else "name"] = 1 if as_key else value
    elif loader == "settings":
        target = doc["preferences"]
        target[value if as_key else "card_back"] = 1 if as_key else value
    elif loader == "score-sheet":
        if as_key:
            doc["rules"][value] = 1
        else:
            doc["names"][0] = value
    else:
        presets = doc["presets"]
        presets[value if isinstance(value, str) else "x"] = presets.pop("single-deck")
    return doc


def text_case(build: Callable[[str, Document], bytes]) -> Callable[[str, Document, Path], None]:
    def make(loader: str, document: Document, path: Path) -> None:
        path.write_bytes(build(loader, document))
    return make


def fifo(loader: str, document: Document, path: Path) -> None:
    os.mkfifo(path)


def folder(loader: str, document: Document, path: Path) -> None:
    path.mkdir()
    (path / "inside.json").write_text("{}")


def link_loop(loader: str, document: Document, path: Path) -> None:
    other = path.with_name(path.name + ".loop")
    os.symlink(other, path)
    os.symlink(path, other)


def fifty_megabytes(loader: str, document: Document, path: Path) -> None:
    head = json.dumps(document)[:-1] + ', "padding": "'
    with open(path, "wb") as stream:
        stream.write(head.encode())
        stream.truncate(50 * 1024 * 1024)  # sparse: the loader must not read it to refuse it


def dumps(document: object) -> bytes:
    return json.dumps(document, ensure_ascii=False).encode("utf-8")


CASES: dict[str, Callable[[str, Document, Path], None]] = {
    "huge-string": text_case(lambda loader, doc: dumps(inject(loader, doc, "n" * HUGE))),
    "huge-key": text_case(lambda loader, doc: dumps(inject(loader, doc, "k" * HUGE, as_key=True))),
    "many-keys": text_case(lambda loader, doc: dumps({**doc, **{f"key{i}": i for i in range(150_000)}})),
    "deep-nesting": text_case(lambda loader, doc: dumps(doc)[:-1] + b', "deep": ' + deep(200_000).encode() + b"}"),
    "nesting-in-values": text_case(lambda loader, doc: dumps(inject(loader, doc, json.loads(deep(500))))),
    "not-utf8": text_case(lambda loader, doc: dumps(inject(loader, doc, "Ann")).replace(b"Ann", b"A\xff\xfen")),
    "nan": text_case(lambda loader, doc: dumps({**doc, "version": 1}).replace(b'"version": 1', b'"version": NaN')),
    "long-number": text_case(lambda loader, doc: dumps(doc).replace(b'"version": 1', b'"version": 1' + b"0" * 4200)),
    "number-in-name": text_case(lambda loader, doc: dumps(inject(loader, doc, 7))),
    "lone-surrogate": text_case(lambda loader, doc: dumps(inject(loader, doc, "Ann")).replace(b"Ann", b"\\ud800")),
    "empty": text_case(lambda loader, doc: b""),
    "binary": text_case(lambda loader, doc: bytes(range(256)) * 64),
    "fifo": fifo,
    "folder": folder,
    "symlink-loop": link_loop,
    "50-MB": fifty_megabytes,
}


def location(loader: str, home: Path) -> Path:
    if loader == "save":
        return home / "data" / "saves" / "hostile.pinochle"
    return {"autosave": home / "state" / paths.AUTOSAVE_FILE_NAME,
            "score-sheet": home / "state" / paths.KEEPER_AUTOSAVE_FILE_NAME,
            "settings": home / "config" / paths.SETTINGS_FILE_NAME,
            "statistics": home / "data" / paths.STATISTICS_FILE_NAME}[loader]


def fingerprint(path: Path) -> tuple[str, str]:
    """What the thing at ``path`` is and holds, without ever opening a pipe."""
    info = os.lstat(path)
    if stat.S_ISLNK(info.st_mode):
        return "link", os.readlink(path)
    if stat.S_ISFIFO(info.st_mode):
        return "fifo", ""
    if stat.S_ISDIR(info.st_mode):
        return "folder", ",".join(sorted(os.listdir(path)))
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return "file", digest.hexdigest()


def run_case(case: str, home: Path) -> dict[str, dict[str, object]]:
    env = {**os.environ, paths.HOME_ENV: str(home), "PYTHONPATH": str(REPO_ROOT)}
    jobs = [f"{loader}={location(loader, home)}" for loader in LOADERS]
    process = subprocess.Popen([sys.executable, "-m", "tests.persistence.hostile_worker", *jobs], cwd=REPO_ROOT,
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = process.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        started = [json.loads(line)["start"] for line in out.splitlines() if '"start"' in line]
        pytest.fail(f"{case}: the {started[-1] if started else 'first'} loader froze (no answer in {TIMEOUT_S} s)")
    assert process.returncode == 0, f"{case}: the worker died ({process.returncode}): {err[-2000:]}"
    results = {}
    for line in out.splitlines():
        record = json.loads(line)
        if "loader" in record:
            results[str(record["loader"])] = record
    assert set(results) == set(LOADERS), (case, out, err)
    return results


@pytest.mark.parametrize("case", list(CASES))
def test_each_hostile_file_is_refused_clearly_or_loads_legally(case: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    documents = base_documents()
    before = {}
    for loader in LOADERS:
        path = location(loader, home)
        path.parent.mkdir(parents=True, exist_ok=True)
        CASES[case](loader, documents[loader], path)
        before[loader] = fingerprint(path)

    results = run_case(case, home)

    for loader, result in results.items():
        path = location(loader, home)
        where = f"{case} / {loader}"
        assert result["outcome"] != "crashed", f"{where}: {result['message']}\n{result.get('traceback')}"
        message = result["message"]
        if result["outcome"] == "loaded":
            assert result["legal"], f"{where}: loaded something the game cannot use"
        else:
            assert message, f"{where}: refused without a word"
        if message is not None:
            assert isinstance(message, str)
            assert len(message) <= MAX_MESSAGE, f"{where}: a message of {len(message)} characters"
            assert str(path) in message, f"{where}: the message does not name the file: {message}"
            assert not re.search(r"(.)\1{60}", message), f"{where}: the message repeats the file's content"
        # Untouched, or kept aside under the name the message gives.
        if os.path.lexists(path) and fingerprint(path) == before[loader]:
            continue
        kept = re.search(r"kept as (.+?)\.(?: |$)", message or "")
        assert kept, f"{where}: the file changed and the message does not say where it was kept: {message}"
        assert fingerprint(Path(kept.group(1))) == before[loader], f"{where}: the kept copy differs"


def test_the_hostile_cases_cover_what_the_issue_names() -> None:
    # huge strings and keys, deep nesting, non-UTF-8, a FIFO, a directory, a symlink loop, a 50 MB file
    for name in ("huge-string", "huge-key", "deep-nesting", "not-utf8", "fifo", "folder", "symlink-loop", "50-MB"):
        assert name in CASES
