"""Child process of benchmarks/gui.py: opens the real app and reports first paint or peak memory."""

from __future__ import annotations

import os
import resource
import sys
import time


def main() -> None:
    what = sys.argv[1]
    if what == "first-paint":
        from pinochle_desktop.ui.table import table_view

        original = table_view.TableView.paintEvent

        def paint_and_report(self, event):  # type: ignore[no-untyped-def]
            original(self, event)
            if self.scene() is not None and self.scene().card_items():
                print(f"FIRST_PAINT {time.time():.6f}", flush=True)
                os._exit(0)

        table_view.TableView.paintEvent = paint_and_report  # type: ignore[method-assign]
        from pinochle_desktop.app import run_app

        run_app(["--animation", "instant"])
    elif what == "memory":
        from pinochle_desktop.app import run_app

        code = run_app(["--demo", "--hands", sys.argv[2], "--animation", "fast", "--seed", "5"])
        peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(f"PEAK_KB {peak_kb}", flush=True)
        sys.exit(code)


if __name__ == "__main__":
    main()
