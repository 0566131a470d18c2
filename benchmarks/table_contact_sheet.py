"""A contact sheet of the table: screenshots of every phase at every window size, for a person to look at.

Drives the same game as the layout checker (tests/ui/layout_checker.py), grabs the window at each phase
and size into FOLDER/<language>-<deck>-<card size>/<phase>-<W>x<H>.png, writes one contact sheet image per
phase and an index.html, and prints the checker's findings next to each shot.

The defaults are the layout checker's matrix: every window size from 800x600 to 2560x1440 (those that fit the
screen, and the largest the screen has room for), the four languages, the four games (single, double,
three, two), every card size, every phase (the enlarged meld included). Run on a real display (as people
see it), e.g. at scale 2 on a 1920x1080 screen for the 960x540-point case:
  /work/shared/tools/real-display -s 2560x1600 -t 1 -- python benchmarks/table_contact_sheet.py FOLDER
or offscreen: QT_QPA_PLATFORM=offscreen python benchmarks/table_contact_sheet.py FOLDER
Options: --languages en,de  --decks single,two  --sizes 800x600,1920x1080  --card-sizes automatic,large
"""

from __future__ import annotations

import argparse
import dataclasses
import html
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent / "tests" / "ui"))


DECKS = {"single": ("single-deck", 12), "double": ("double-deck-tens", 56), "three": ("three-handed", 16),
         "two": ("two-handed", 5)}
"""The contact sheet's games: each a preset and the seed of a deal that shows every phase."""


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("--languages", default="en,de,es,fr")
    parser.add_argument("--decks", default="single,double,three,two")
    parser.add_argument("--sizes", default="")
    parser.add_argument("--card-sizes", default="automatic,large,extra-large")
    parser.add_argument("--phases", default="", help="only these phases (comma-separated prefixes)")
    parser.add_argument("--four-colour", action="store_true", help="the four-colour deck")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.decks.split(",")) - set(DECKS))
    if unknown:
        parser.error(f"--decks: no deck called {', '.join(unknown)} (choose from {', '.join(DECKS)})")
    os.environ.setdefault("PINOCHLE_HOME", str(Path(args.folder) / "home"))
    import layout_checker as lc  # type: ignore[import-not-found]
    from PySide6.QtGui import QColor, QFont, QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.engine.rules import preset
    from pinochle_desktop.persistence.settings import AnimationSpeed, Preferences
    from pinochle_desktop.ui.i18n import install_translators
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.table.card_item import CardItem
    from pinochle_desktop.ui.table.controller import GameController
    from pinochle_desktop.ui.table.layout import CardSize

    app = QApplication.instance() or QApplication(sys.argv[:1])
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",") if s]
    decks = DECKS
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    index = ["<html><body style='background:#222;color:#eee;font-family:sans-serif'>"]
    total_problems = 0
    for language in args.languages.split(","):
        install_translators(app, language)
        for deck in args.decks.split(","):
            rules_name, seed = decks[deck]
            rules = preset(rules_name)
            for card_size in args.card_sizes.split(","):
                CardItem.LIFT_DURATION_MS = 0
                prefs = dataclasses.replace(Preferences(), auto_play_single=False, four_colour=args.four_colour,
                                            animation_speed=AnimationSpeed.INSTANT, card_size=CardSize(card_size))
                run = folder / f"{language}-{deck}-{card_size}"
                run.mkdir(exist_ok=True)
                index.append(f"<h2>{language} · {deck} deck · {card_size}</h2>")
                window = MainWindow(GameController(pace_ms=0), animation="instant")
                window.apply_preferences(prefs)
                window.show()
                if not sizes:
                    sizes = _screen_sizes(window, lc.WINDOW_SIZES)
                hands = (lc.two_handed(window, rules, seed),) if deck == "two" else (
                    lc.play_hand(window, rules, seed), lc.privacy(window, rules, seed))
                for source in (*hands, lc.game_over(window, rules, seed)):
                    for phase in source:
                        if args.phases and not any(phase.startswith(p) for p in args.phases.split(",")):
                            continue
                        shots = []
                        for w, h in sizes:
                            window.move(0, 0)
                            window.resize(w, h)
                            lc.settle(30)
                            problems = lc.check_window(window)
                            total_problems += len(problems)
                            path = run / f"{phase}-{w}x{h}.png"
                            window.grab().save(str(path))
                            shots.append((path, problems))
                        sheet = run / f"{phase}-sheet.png"
                        _sheet([p for p, _ in shots], sheet, QImage, QPainter, QColor, QFont)
                        index.append(f"<h3>{phase}</h3><img src='{sheet.relative_to(folder)}' width='100%'>")
                        for path, problems in shots:
                            if problems:
                                index.append(f"<p>{path.name}: " + "<br>".join(html.escape(p) for p in problems)
                                             + "</p>")
                        print(f"{run.name} {phase}: {sum(len(p) for _, p in shots)} problems", flush=True)
                        for path, problems in shots:
                            for problem in problems:
                                print(f"    {path.name}: {problem}", flush=True)
                window.close()
    index.append("</body></html>")
    (folder / "index.html").write_text("\n".join(index), encoding="utf-8")
    print(f"{total_problems} problems; contact sheets in {folder}/index.html")
    return 0


def _screen_sizes(window, wanted):  # type: ignore[no-untyped-def]
    """The sizes of ``wanted`` that fit the screen with a frame, and the largest window it has room for."""
    free = window.screen().availableGeometry()
    room = (free.width() - 16, free.height() - 48)
    sizes = [s for s in wanted if s[0] <= room[0] and s[1] <= room[1]]
    largest = (min(room[0], wanted[-1][0]), min(room[1], wanted[-1][1]))
    return sizes + ([largest] if largest not in sizes else [])


def _sheet(paths, target, QImage, QPainter, QColor, QFont) -> None:  # type: ignore[no-untyped-def]
    """The screenshots side by side, scaled to one height, each with its size written under it."""
    images = [QImage(str(p)) for p in paths]
    height = 540
    scaled = [im.scaledToHeight(height) for im in images]
    width = sum(im.width() for im in scaled) + 20 * (len(scaled) + 1)
    sheet = QImage(width, height + 50, QImage.Format.Format_RGB32)
    sheet.fill(QColor("#202020"))
    painter = QPainter(sheet)
    font = QFont()
    font.setPixelSize(18)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    x = 20
    for path, im in zip(paths, scaled, strict=True):
        painter.drawImage(x, 10, im)
        painter.drawText(x, height + 38, path.stem)
        x += im.width() + 20
    painter.end()
    sheet.save(str(target))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
