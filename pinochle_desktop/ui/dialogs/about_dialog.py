"""Help → About: the version (from the installed package), the games and tools, the artwork and the licence."""

from __future__ import annotations

import html
from importlib import metadata

from ... import __version__
from ..texts import tr

PACKAGE = "pinochle-desktop"


def app_version() -> str:
    """The installed package's version (its metadata), or the source's when it runs uninstalled."""
    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return __version__


def about_html() -> str:
    """The About box's text: what the program is, which games it plays, the tools, and the licence."""
    games = [tr("Four-handed partnership Pinochle with a single deck (48 cards) or a double deck (80 cards)"),
             tr("Two-handed Pinochle: the draw game, with a stock and meld after each trick won"),
             tr("Three-handed cutthroat Pinochle with a widow")]
    tools = tr("For games with real cards: a score keeper, a meld calculator, a printable score sheet and meld "
               "chart. For learning: hints, the review of a hand and the bid analysis.")
    items = "".join(f"<li>{html.escape(game)}</li>" for game in games)
    return (f"<h3>Pinochle Desktop {html.escape(app_version())}</h3>"
            f"<p>{html.escape(tr('Against computer players or with friends at one computer:'))}</p><ul>{items}</ul>"
            f"<p>{html.escape(tools)}</p>"
            f"<p>{html.escape(tr('Card artwork drawn in code by the project.'))}</p>"
            f"<p>{html.escape(tr('Free software under the MIT licence.'))}</p>")


__all__ = ["about_html", "app_version"]
