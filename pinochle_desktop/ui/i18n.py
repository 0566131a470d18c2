"""Languages: loading our compiled translations and Qt's own (standard buttons); default seat names.

``install_translators(app, language)`` is called once at start, after the
settings are read and before any window is built; Preferences stores the
choice in ``Settings.preferences.language`` ("system", "en", "de", "es", "fr";
see ``preferences_dialog.LANGUAGES``) and it takes effect on the next start.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import find_resource
from .texts import tr

LANGUAGES: tuple[str, ...] = ("system", "en", "de", "es", "fr")
_KNOWN = ("en", "de", "es", "fr")

_installed: list[QTranslator] = []


def resolve_language(language: str, locale: QLocale | None = None) -> str:
    """The language to show: ``language`` itself, or for "system" (or anything unknown) the first of the
    system's preferred UI languages that we have, else English."""
    if language in _KNOWN:
        return language
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in _KNOWN:
            return code
    return "en"


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own ``qtbase_XX.qm`` files are: Qt's library info, then a PyInstaller bundle's copy."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:  # PySide6's layout: Qt/translations on Linux and macOS, translations on Windows
        dirs += [Path(bundle) / "PySide6" / "Qt" / "translations", Path(bundle) / "PySide6" / "translations"]
    return dirs


def remove_translators(app: QCoreApplication) -> None:
    while _installed:
        app.removeTranslator(_installed.pop())


def install_translators(app: QCoreApplication, language: str) -> str:
    """Install the translators for ``language`` (replacing any installed before); returns the code used.

    Our texts come from ``translations/pinochle_XX.qm`` shipped in the package;
    the words of Qt's standard dialogs and buttons from Qt's ``qtbase_XX.qm``.
    A missing file leaves those texts in English rather than failing.
    """
    remove_translators(app)
    code = resolve_language(language)
    if language != "system":  # a chosen language also formats numbers and dates its way
        QLocale.setDefault(QLocale(code))
    if code == "en":
        return code
    ours = find_resource("translations", f"pinochle_{code}.qm")
    if ours is not None:
        translator = QTranslator(app)
        if translator.load(str(ours)):
            app.installTranslator(translator)
            _installed.append(translator)
    for folder in qt_translations_dirs():
        translator = QTranslator(app)
        if translator.load(f"qtbase_{code}", str(folder)):
            app.installTranslator(translator)
            _installed.append(translator)
            break
    return code


DEFAULT_SEAT_NAMES = ("You", "South", "West", "North", "East")
"""Seat names kept in English in settings and files, and shown in the player's language."""


def display_name(name: str) -> str:
    """A seat's name for the table: the default names (``You``, ``West`` …) in the player's language."""
    if name not in DEFAULT_SEAT_NAMES:
        return name
    return {"You": tr("You"), "South": tr("South"), "West": tr("West"), "North": tr("North"),
            "East": tr("East")}[name]


__all__ = ["DEFAULT_SEAT_NAMES", "LANGUAGES", "display_name", "install_translators", "remove_translators",
           "resolve_language"]
