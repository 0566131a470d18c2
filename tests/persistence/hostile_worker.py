"""Run the game's own loaders on prepared files and print what each said: one JSON line per loader.

Run as ``python -m tests.persistence.hostile_worker LOADER=PATH ...`` with ``PINOCHLE_HOME`` set (the
autosave is read from there).  Before each loader it prints ``{"start": LOADER}``, so a parent that
times out knows which one hung.  A loader that raises is reported as ``"crashed"``.
"""

from __future__ import annotations

import json
import sys
import traceback

from pinochle_desktop.engine.match import Match
from pinochle_desktop.engine.rules import Rules, check_rules
from pinochle_desktop.persistence.autosave import read_autosave
from pinochle_desktop.persistence.savegame import SaveFileError, load_game
from pinochle_desktop.persistence.score_sheets import read_keeper_autosave, sheet_from_dict, sheet_to_dict
from pinochle_desktop.persistence.settings import CARD_BACKS, LANGUAGES, Settings, load_settings, settings_from_dict
from pinochle_desktop.persistence.statistics import Statistics, load_statistics, statistics_from_dict


def _legal_game(saved: object, match: Match) -> bool:
    replayed = Match(saved.rules, saved.seed, saved.actions)  # type: ignore[attr-defined]
    return replayed.state == match.state and not check_rules(saved.rules)  # type: ignore[attr-defined]


def _legal_settings(settings: Settings) -> bool:
    _, problems = settings_from_dict(settings.to_dict())
    prefs = settings.preferences
    return (not problems and prefs.card_back in CARD_BACKS and prefs.language in LANGUAGES
            and not check_rules(Rules.from_dict(settings.last_rules)))


def _legal_statistics(stats: Statistics) -> bool:
    _, problems = statistics_from_dict(stats.to_dict())
    return not problems


def run(loader: str, path: str) -> dict[str, object]:
    if loader == "save":
        try:
            saved, match = load_game(path)
        except SaveFileError as error:
            return {"outcome": "refused", "message": str(error)}
        return {"outcome": "loaded", "message": None, "legal": _legal_game(saved, match)}
    if loader == "autosave":
        resumed, notice = read_autosave()
        if resumed is None:
            return {"outcome": "refused" if notice else "none", "message": notice}
        return {"outcome": "loaded", "message": notice, "legal": _legal_game(*resumed)}
    if loader == "settings":
        settings, notice = load_settings(path)
        return {"outcome": "loaded", "message": notice, "legal": _legal_settings(settings)}
    if loader == "score-sheet":
        sheet, notice = read_keeper_autosave()
        if sheet is None:
            return {"outcome": "refused" if notice else "none", "message": notice}
        return {"outcome": "loaded", "message": notice, "legal": sheet_from_dict(sheet_to_dict(sheet)) == sheet}
    if loader == "statistics":
        stats, notice = load_statistics(path)
        return {"outcome": "loaded", "message": notice, "legal": _legal_statistics(stats)}
    raise SystemExit(f"unknown loader {loader}")


def main(argv: list[str]) -> None:
    for job in argv:
        loader, path = job.split("=", 1)
        print(json.dumps({"start": loader}), flush=True)
        try:
            result = run(loader, path)
        except BaseException as exc:  # noqa: BLE001 - the point: report any escape as a crash
            result = {"outcome": "crashed", "message": f"{type(exc).__name__}: {exc}"[:500],
                      "traceback": traceback.format_exc()[-2000:]}
        print(json.dumps({"loader": loader, **result}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
