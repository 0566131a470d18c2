"""Files the game ships beside its code (icons, compiled translations), found the same way everywhere.

Data files live inside the package (``pinochle_desktop/assets/…``,
``pinochle_desktop/translations/…``), so a source checkout, an installed wheel
and a PyInstaller bundle (which copies them to ``sys._MEIPASS/pinochle_desktop``)
all hold them at the same place relative to the package.  No Qt here.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = "pinochle_desktop"
PACKAGE_DIR = Path(__file__).resolve().parent


def resource_dirs() -> list[Path]:
    """Folders searched, first match wins: the frozen bundle's copy of the package, then the package itself."""
    dirs: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        dirs.append(Path(bundle) / PACKAGE)
    if PACKAGE_DIR not in dirs:
        dirs.append(PACKAGE_DIR)
    return dirs


def find_resource(*parts: str) -> Path | None:
    """The shipped file or folder ``parts`` (e.g. ``"translations", "pinochle_de.qm"``), or None."""
    for folder in resource_dirs():
        candidate = folder.joinpath(*parts)
        if candidate.exists():
            return candidate
    return None


def resource_path(*parts: str) -> Path:
    """Like ``find_resource``, but a missing file raises ``FileNotFoundError`` naming where it looked."""
    found = find_resource(*parts)
    if found is None:
        looked = ", ".join(str(folder.joinpath(*parts)) for folder in resource_dirs())
        raise FileNotFoundError(f"{'/'.join(parts)} is not shipped with this copy of Pinochle (looked in {looked})")
    return found


__all__ = ["find_resource", "resource_dirs", "resource_path"]
