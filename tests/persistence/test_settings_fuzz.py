"""Every settings value mutated: the game starts with settings it can use and says what it reset.

The loop runs in a subprocess with a timeout (``settings_mutations``), so a freeze fails the test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
REPLACEMENTS_PER_VALUE = 10  # a seeded sample; ``python -m tests.persistence.settings_mutations`` tries all


def test_every_settings_value_mutated_loads_usable_settings_or_is_reset_with_a_notice(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "PINOCHLE_HOME": str(tmp_path / "home"),
           "TMPDIR": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "tests.persistence.settings_mutations", str(REPLACEMENTS_PER_VALUE)],
                          cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["failures"] == []
    assert report["loads"] > 800  # every value of a full settings file, ten ways each
    assert report["notices"] > report["loads"] // 2  # most replacements are wrong and are named
