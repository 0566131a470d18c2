"""How often the table shows every melding player's list of melds: a fixed set of seeded deals played to the
meld on the table, looked at in windows of a few sizes and card sizes.

A deal counts as shown at a size when each player with meld has their caption on the table naming every one of
their melds (not only the total), on their own side of the table, and the layout checker finds no meld caption
or melded card covered or covering anything. Also prints the smallest melded card's
corner index (``card_art.index_pixels``: 0.145 of its height, more on a small card): the smallest over the deals,
the median of each deal's smallest, and in how many deals every melded card's index is 14 px or more.

  QT_QPA_PLATFORM=offscreen python benchmarks/meld_lists.py                     # 1024x700 and 1280x800
  QT_QPA_PLATFORM=offscreen QT_SCALE_FACTOR=2 python benchmarks/meld_lists.py --screen 1920x1080
                                          # the largest window a 1920x1080 screen at scale 2 has room for
Options: --games double-deck:1-20,three-handed:1-10  --card-sizes automatic,extra-large  --sizes 1024x700
  --show (print each deal that fails)
  --record FILE (write where each deal's melded cards and captions went, to compare two versions' layouts)
Also prints in how many melded rows of two melds or more a gap shows between every two melds on a line (the
distance between them larger than between any two cards of one meld on that line), and, per window and card
size, the median and longest processor time the table's arrangement took
(``arrange.arrange_table``, the meld layout search included), in ms.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests" / "ui"))

DEFAULT_GAMES = "double-deck:1-20,three-handed:1-10,single-deck:1-10"


def _games(text: str) -> list[tuple[str, int]]:
    out = []
    for part in text.split(","):
        name, _, seeds = part.partition(":")
        first, _, last = seeds.partition("-")
        if not (first.isdigit() and (last.isdigit() or not last)):
            raise SystemExit(f"--games: {part!r} is not a game and its deals, as in double-deck:1-20")
        out.extend((name, seed) for seed in range(int(first), int(last or first) + 1))
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=DEFAULT_GAMES)
    parser.add_argument("--card-sizes", default="automatic,extra-large")
    parser.add_argument("--sizes", default="", help="window sizes (default: 1024x700,1280x800, or the largest "
                                                    "the --screen has room for)")
    parser.add_argument("--screen", default="", help="offscreen: the screen's size in pixels")
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--shots", default="", help="a folder: a picture of the window at each deal and size")
    parser.add_argument("--language", default="")
    parser.add_argument("--record", default="", help="a file: the meld placements of every deal and size (JSON)")
    args = parser.parse_args(argv)
    games = _games(args.games)  # a mistyped --games is refused before any window opens
    home = tempfile.mkdtemp(prefix="meld-lists-")
    os.environ.setdefault("PINOCHLE_HOME", home)
    os.environ.setdefault("PINOCHLE_SOUND", "off")
    if args.screen and os.environ.get("QT_QPA_PLATFORM", "") == "offscreen":
        w, h = (int(v) for v in args.screen.split("x"))
        config = Path(home) / "screen.json"
        config.write_text(json.dumps({"screens": [{"name": "offscreen", "x": 0, "y": 0, "width": w, "height": h,
                                                   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    import layout_checker as lc  # type: ignore[import-not-found]
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.engine.rules import preset
    from pinochle_desktop.persistence.settings import AnimationSpeed, CardSize, Preferences
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.table import table_scene, thinking
    from pinochle_desktop.ui.table.card_art import index_pixels
    from pinochle_desktop.ui.table.card_item import CardItem
    from pinochle_desktop.ui.table.controller import GameController

    thinking.DEFAULT_MODE = "inline"  # type: ignore[attr-defined]
    arranging: list[float] = []  # ms of each arrangement since the last look
    original_arrange = table_scene.arrange_table

    def timed_arrange(scene, melds):  # type: ignore[no-untyped-def]
        start = time.thread_time()  # processor time: the machine's other load counts less
        out = original_arrange(scene, melds)
        arranging.append((time.thread_time() - start) * 1000)
        return out

    table_scene.arrange_table = timed_arrange  # type: ignore[assignment]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.language:
        from pinochle_desktop.ui.i18n import install_translators

        install_translators(app, args.language)
    CardItem.LIFT_DURATION_MS = 0
    window = MainWindow(GameController(pace_ms=0), animation="instant")
    window.apply_preferences(dataclasses.replace(Preferences(), auto_play_single=False,
                                                 animation_speed=AnimationSpeed.INSTANT))
    window.show()
    lc.settle(50)
    if args.sizes:
        sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    elif args.screen:
        free = window.screen().availableGeometry()
        sizes = [(free.width() - 16, free.height() - 48)]
    else:
        sizes = [(1024, 700), (1280, 800)]
    card_sizes = [CardSize(s) for s in args.card_sizes.split(",")]
    counts: dict[tuple[str, tuple[int, int], CardSize], list[int]] = {}
    least_index: dict[tuple[str, tuple[int, int], CardSize], float] = {}
    indices: dict[tuple[str, tuple[int, int], CardSize], list[float]] = {}
    times: dict[tuple[str, tuple[int, int], CardSize], list[float]] = {}
    gapped: dict[tuple[str, tuple[int, int], CardSize], list[int]] = {}
    record: dict[str, object] = {}
    for name, seed in games:
        rules = preset(name)
        if not lc.meld_on_table(window, rules, seed):
            print(f"{name} seed {seed}: no meld shown", file=sys.stderr)
            continue
        lc.settle()
        for size in sizes:
            window.resize(*size)
            lc.settle()
            for card_size in card_sizes:
                arranging.clear()
                window.scene.set_card_size(card_size)
                window.presenter.place_widgets(window.scene.placed)
                lc.settle()
                key = (name, size, card_size)
                times.setdefault(key, []).extend(arranging)
                rows = _gapped_rows(window)
                if rows is not None:
                    tally = gapped.setdefault(key, [0, 0])
                    tally[0] += rows[0]
                    tally[1] += rows[1]
                if args.record:
                    record[f"{name} {seed} {size[0]}x{size[1]} {card_size.value}"] = _placements(window)
                missing = lc.meld_lists_missing(window)
                missing += [p for p in lc.check_window(window) if "meld" in p]  # a caption over cards or another
                tally = counts.setdefault(key, [0, 0])
                tally[1] += 1
                tally[0] += not missing
                heights = [item.scale() * 140 for item in window.scene.card_items()
                           if window.scene.roles.get(id(item), ("", 0))[0] == "meld" and item.isVisible()]
                if heights:
                    least = index_pixels(min(heights))
                    least_index[key] = min(least_index.get(key, 99.0), least)
                    indices.setdefault(key, []).append(least)
                    if args.show and least < 14 - 1e-6:
                        print(f"  {name} seed {seed} {size[0]}x{size[1]} {card_size.value}: meld corner index "
                              f"{least:.1f} px")
                if args.shots:
                    Path(args.shots).mkdir(parents=True, exist_ok=True)
                    window.grab().save(str(Path(args.shots) / f"{name}-{seed}-{size[0]}x{size[1]}-{card_size.value}"
                                                               f"{'-' + args.language if args.language else ''}.png"))
                if missing and args.show:
                    print(f"  {name} seed {seed} {size[0]}x{size[1]} {card_size.value}: {'; '.join(missing)}")
        window.scene.set_card_size(CardSize.AUTOMATIC)
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    for (name, size, card_size), (shown, total) in counts.items():
        index = least_index.get((name, size, card_size), 0.0)
        smallest = indices.get((name, size, card_size), [0.0])
        readable = sum(i >= 14 - 1e-6 for i in smallest)  # (14 / h * h may fall a hair short of 14)
        print(f"{name:13} {size[0]}x{size[1]} scale {scale} {card_size.value:11}: lists shown in {shown:2} of "
              f"{total:2} deals; meld corner index: smallest {index:.1f} px, median of the deals' smallest "
              f"{statistics.median(smallest):.1f} px, 14 px or more in {readable} of {len(smallest)}")
        if (name, size, card_size) in gapped:
            rows_gapped, rows_total = gapped[(name, size, card_size)]
            print(f"{'':13} rows of two melds or more with a gap between every two: {rows_gapped} of {rows_total}")
        spent = times.get((name, size, card_size)) or [0.0]
        print(f"{'':13} arrangement (processor time): median {statistics.median(spent):.1f} ms, longest "
              f"{max(spent):.1f} ms ({len(spent)} arrangements)")
    if args.record:
        Path(args.record).write_text(json.dumps(record, indent=0, sort_keys=True))
    window.close()
    app.processEvents()
    return 0


def _gapped_rows(window) -> tuple[int, int] | None:  # type: ignore[no-untyped-def]
    """Of the melded rows with two melds or more on one line, how many show a gap between every two melds (on
    the same line: more room than between any two cards of one meld there); None before the picture knew its
    melds (``Picture.meld_groups``)."""
    scene = window.scene
    picture = scene._picture
    groups_of = getattr(picture, "meld_groups", None)
    if picture is None or groups_of is None:
        return None
    shown = total = 0
    for seat, row in enumerate(picture.melds):
        groups = groups_of[seat] if seat < len(groups_of) else ()
        if len(groups) < 2 or sum(groups) != len(row) or any(card not in scene._items for card in row):
            continue
        starts = set()
        first = 0
        for length in groups[:-1]:
            first += length
            starts.add(first)
        within: dict[float, float] = {}
        between: dict[float, float] = {}
        places = [(scene._items[card].pos().x(), round(scene._items[card].pos().y(), 1)) for card in row]
        for i in range(1, len(row)):
            (x0, y0), (x1, y1) = places[i - 1], places[i]
            if y0 != y1:
                continue
            if i in starts:
                between[y1] = min(between.get(y1, 1e9), x1 - x0)
            else:
                within[y1] = max(within.get(y1, 0.0), x1 - x0)
        if not between:
            continue
        total += 1
        shown += all(gap > within.get(y, 0.0) + 1.0 for y, gap in between.items())
    return shown, total


def _placements(window) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Where the melded cards and the meld captions are (rounded to 0.01 px), and the widgets kept room for."""
    scene = window.scene
    cards = sorted((round(item.pos().x(), 2), round(item.pos().y(), 2), round(item.scale(), 4))
                   for item in scene.card_items()
                   if scene.roles.get(id(item), ("", 0))[0] == "meld" and item.isVisible())
    captions = [(round(c.pos().x(), 2), round(c.pos().y(), 2), c.isVisible()) for c in scene.meld_captions]
    placed = {k: [round(v, 2) for v in (r.x, r.y, r.width, r.height)] for k, r in scene.placed.items()}
    return {"cards": cards, "captions": captions, "placed": placed}


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
