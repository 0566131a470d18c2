"""The application icon (a fanned Q♠ J♦ — the pinochle — on green), from the PNG set shipped in the package."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from ..resources import find_resource

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
DESKTOP_FILE_NAME = "io.github.pinochle_desktop.PinochleDesktop"  # the .desktop file's name, without .desktop


def app_icon() -> QIcon:
    """Every size of the icon; an empty icon if the files are missing (the window still opens)."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = find_resource("assets", "icons", f"pinochle-{size}.png")
        if path is not None:
            icon.addFile(str(path))
    return icon


__all__ = ["DESKTOP_FILE_NAME", "ICON_SIZES", "app_icon"]
