"""The host and the protocol run without Qt (a server has no display)."""

import subprocess
import sys


def test_the_host_imports_no_qt():
    code = ("import sys, pinochle_desktop.net.host, pinochle_desktop.net.headless, pinochle_desktop.net.client; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
