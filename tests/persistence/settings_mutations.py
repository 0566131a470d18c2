"""Every settings value mutated, through ``load_settings``: run in a subprocess by ``test_settings_fuzz``.

For each value in a full settings file (every preference, every seat field, every rule option of the
last and of a saved rule set, the window geometry) and each replacement from a list of wrong types,
wrong names, huge and odd values: the file is loaded, and what comes back must be settings the game can
use, a bad value must be named in the notice, and what the game then writes must load without a word.
Prints one JSON object: how many loads, how many notices, and every failure.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import sys
import tempfile
from pathlib import Path

from pinochle_desktop.engine.rules import PRESETS, Rules, check_rules
from pinochle_desktop.persistence.settings import (
    CARD_BACKS,
    LANGUAGES,
    Settings,
    load_settings,
    save_settings,
    settings_from_dict,
)

REPLACEMENTS: list[object] = [
    None, True, False, 0, -1, 7, 2**63, -(2**63), 1.5, "", " ", "x", "purple", "expert", "system", "de",
    "single-deck", "k" * 5000, "\x00\x07", "Ann\nBob", "<b>bold</b>", "\u202eevil", [], [1, 2], {}, {"a": 1},
    [[0, 10]], [[0, 0]], [[10**6, 1]], 10**6, -(10**6), 100_000, 1, 2,
]


def base_document() -> dict[str, object]:
    custom = dataclasses.replace(PRESETS["double-deck"], name="House rules")
    settings = Settings(custom_rules={"House rules": custom.to_dict()}, window_geometry="AAAA")
    return settings.to_dict()


def leaves(node: object, here: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    if isinstance(node, dict):
        items: list[tuple[object, object]] = list(node.items())
    elif isinstance(node, list):
        items = list(enumerate(node))
    else:
        return out
    for key, child in items:
        path = (*here, key)
        if path[0] in ("format", "version"):
            continue
        out.append(path)
        out.extend(leaves(child, path))
    return out


def replaced(document: dict[str, object], path: tuple[object, ...], value: object) -> dict[str, object]:
    doc = json.loads(json.dumps(document))
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


def usable(settings: Settings) -> str | None:
    """Why the game could not use these settings (``None``: it can)."""
    prefs = settings.preferences
    if prefs.card_back not in CARD_BACKS:
        return f"card back {prefs.card_back!r:.60}"
    if prefs.language not in LANGUAGES:
        return f"language {prefs.language!r:.60}"
    problems = check_rules(Rules.from_dict(settings.last_rules))
    for rules in settings.custom_rules.values():
        problems += check_rules(Rules.from_dict(rules))
    _, read_back = settings_from_dict(settings.to_dict())
    return "; ".join(problems + read_back) or None


def main(per_value: int) -> None:
    """``per_value`` replacements for each value (a seeded sample; 0: all of them)."""
    os.fsync = lambda fd: None  # thousands of small writes: what is tested here is reading, not durability
    document = base_document()
    failures: list[str] = []
    loads = notices = 0
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        again = Path(folder) / "again.json"
        rng = random.Random(18)
        for where in leaves(document):
            for value in rng.sample(REPLACEMENTS, per_value) if per_value else REPLACEMENTS:
                label = f"{'.'.join(map(str, where))} = {json.dumps(value)[:40]}"
                path.write_text(json.dumps(replaced(document, where, value)), encoding="utf-8")
                try:
                    settings, notice = load_settings(path)
                    loads += 1
                    notices += notice is not None
                    why = usable(settings)
                    if why:
                        failures.append(f"{label}: loaded settings the game cannot use: {why}")
                        continue
                    if notice is not None and len(notice) > 2000:
                        failures.append(f"{label}: a notice of {len(notice)} characters")
                    save_settings(settings, again)
                    _, second = load_settings(again)
                    if second is not None:
                        failures.append(f"{label}: what the game wrote was refused when read: {second[:300]}")
                except Exception as exc:  # noqa: BLE001 - the point of the test
                    failures.append(f"{label}: {type(exc).__name__}: {str(exc)[:300]}")
                for extra in Path(folder).glob("settings.json.*"):
                    extra.unlink()  # the copies kept of bad files
    print(json.dumps({"loads": loads, "notices": notices, "failures": failures}))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
