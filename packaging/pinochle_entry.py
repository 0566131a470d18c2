"""Entry point of the frozen app (PyInstaller): the ``pinochle`` command, as installed by pip.

Two checks for ``packaging/build.py`` (harmless to anyone else):
``PINOCHLE_FIRST_PAINT_PROBE=FILE`` writes the time of the first painted table to
FILE and quits at once, to measure start-up; ``PINOCHLE_SELF_TEST=FILE`` writes
where the translations and icons were found, whether German loads and whether the computer
players' process starts (a spawned copy of the frozen app), as JSON.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time

PROBE_ENV = "PINOCHLE_FIRST_PAINT_PROBE"
SELF_TEST_ENV = "PINOCHLE_SELF_TEST"


def _install_first_paint_probe(path: str) -> None:
    from pinochle_desktop.ui.table import table_view

    original = table_view.TableView.paintEvent

    def paint_and_report(self, event):  # type: ignore[no-untyped-def]
        original(self, event)
        scene = self.scene()
        if scene is not None and scene.card_items():
            with open(path, "w", encoding="ascii") as out:
                out.write(f"FIRST_PAINT {time.time():.6f}\n")
            os._exit(0)

    table_view.TableView.paintEvent = paint_and_report  # type: ignore[method-assign]


def _worker_check() -> dict[str, object]:
    """Ask the computer players' process which process it is: it must be another one, not the fallback."""
    from PySide6.QtCore import QEventLoop, QTimer

    from pinochle_desktop.ui.table.thinking import ProcessThinker
    from pinochle_desktop.ui.table.worker import Call

    thinker = ProcessThinker()
    answers: dict[int, object] = {}
    loop = QEventLoop()
    thinker.answered.connect(lambda job, answer: (answers.__setitem__(job, answer), loop.quit()))
    job = thinker.ask(Call(os.getpid, ()))
    QTimer.singleShot(60_000, loop.quit)
    loop.exec()
    report = {"app_pid": os.getpid(), "answered_by": answers.get(job), "fallback": thinker.fallback is not None,
              "restarts": thinker.restarts}
    thinker.shutdown()
    return report


def _sound_check() -> dict[str, object]:
    """The sounds are inside the bundle and play through miniaudio's null device (no sound card needed)."""
    from pinochle_desktop.ui.sound.backends import MiniaudioBackend
    from pinochle_desktop.ui.sound.sounds import read_sounds

    backend = MiniaudioBackend(device="null")
    backend.start()
    ready = backend.wait_ready()
    backend.play("play", 0.5)
    deadline = time.monotonic() + 2
    while not backend.started and time.monotonic() < deadline:
        time.sleep(0.01)
    backend.close()
    return {"sounds": len(read_sounds()), "ready": ready, "played": len(backend.started),
            "problem": list(backend.problem)}


def _self_test(path: str) -> int:
    import json

    from PySide6.QtCore import QCollator, QCoreApplication, QLocale, QTimeZone
    from PySide6.QtWidgets import QApplication

    from pinochle_desktop.resources import find_resource, resource_dirs
    from pinochle_desktop.ui.app_icon import app_icon
    from pinochle_desktop.ui.i18n import install_translators
    from pinochle_desktop.ui.texts import tr

    app = QApplication(sys.argv[:1])
    translations = {lang: str(find_resource("translations", f"pinochle_{lang}.qm")) for lang in ("de", "es", "fr")}
    install_translators(app, "de")
    report = {
        "frozen": bool(getattr(sys, "frozen", False)),
        "bundle": str(getattr(sys, "_MEIPASS", "")),
        "resource_dirs": [str(d) for d in resource_dirs()],
        "translations": translations,
        "icon_sizes": sorted(s.width() for s in app_icon().availableSizes()),
        "pass_de": tr("Pass"),
        "close_de": QCoreApplication.translate("QPlatformTheme", "Close"),
        # what Qt asks of ICU (the Linux bundle ships only part of its data)
        "upper_de": QLocale("de_DE").toUpper("straße"),
        "collate_de": QCollator(QLocale("de_DE")).compare("Äpfel", "Zebra"),
        "zone_de": QTimeZone(b"Europe/Berlin").displayName(QTimeZone.TimeType.StandardTime,
                                                            QTimeZone.NameType.LongName, QLocale("de_DE")),
    }
    report["worker"] = _worker_check()
    report["sound"] = _sound_check()
    with open(path, "w", encoding="utf-8") as out:
        json.dump(report, out, ensure_ascii=False)
    return 0


def main() -> int:
    multiprocessing.freeze_support()  # the computer players' process, and `pinochle match --jobs N`
    if os.environ.get(SELF_TEST_ENV):
        return _self_test(os.environ[SELF_TEST_ENV])
    probe = os.environ.get(PROBE_ENV)
    if probe:
        _install_first_paint_probe(probe)
    from pinochle_desktop.cli import main as pinochle_main

    return pinochle_main()


if __name__ == "__main__":
    sys.exit(main())
