"""Shipped files (translations, icons) are found the same way from source, a PyInstaller bundle and a wheel."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from pinochle_desktop import resources
from pinochle_desktop.resources import find_resource, resource_dirs, resource_path

ROOT = Path(__file__).resolve().parent.parent
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
SHIPPED = [("translations", f"pinochle_{lang}.qm") for lang in ("de", "es", "fr")] + [
    ("assets", "icons", f"pinochle-{size}.png") for size in ICON_SIZES] + [
    ("assets", "icons", "pinochle.ico"), ("assets", "icons", "pinochle.icns")]


@pytest.mark.parametrize("parts", SHIPPED, ids=lambda p: "/".join(p))
def test_found_from_source(parts: tuple[str, ...]) -> None:
    path = resource_path(*parts)
    assert path == ROOT / "pinochle_desktop" / Path(*parts)
    assert path.stat().st_size > 0


def test_the_package_folder_is_searched_when_not_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resource_dirs() == [ROOT / "pinochle_desktop"]


def test_a_frozen_bundle_is_searched_first(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """PyInstaller unpacks data to ``sys._MEIPASS``; its copy wins, and the package is still the fallback."""
    bundled = tmp_path / "pinochle_desktop" / "translations" / "pinochle_de.qm"
    bundled.parent.mkdir(parents=True)
    bundled.write_bytes(b"frozen copy")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_dirs() == [tmp_path / "pinochle_desktop", ROOT / "pinochle_desktop"]
    assert resource_path("translations", "pinochle_de.qm") == bundled
    assert resource_path("assets", "icons", "pinochle-64.png") == ROOT / "pinochle_desktop/assets/icons/pinochle-64.png"


def test_a_missing_file_names_where_it_looked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert find_resource("translations", "pinochle_xx.qm") is None
    with pytest.raises(FileNotFoundError) as err:
        resource_path("translations", "pinochle_xx.qm")
    assert str(tmp_path / "pinochle_desktop") in str(err.value) and str(resources.PACKAGE_DIR) in str(err.value)


def test_resources_module_does_not_import_qt() -> None:
    code = "import sys, pinochle_desktop.resources; print(any(m.startswith('PySide6') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.slow
def test_a_wheel_ships_the_files_and_finds_them_when_installed(tmp_path: Path) -> None:
    """Build a wheel from a copy of the project, install it elsewhere, and look the files up from there."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    shutil.copytree(ROOT / "pinochle_desktop", src / "pinochle_desktop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"), str(src)]
    built = subprocess.run([*command, "--no-build-isolation"], capture_output=True, text=True)
    if built.returncode != 0:  # this environment lacks the build backend: let pip fetch it, as on a fresh machine
        built = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if built.returncode != 0:
        pytest.skip(f"cannot build a wheel here: {built.stderr.strip()[-300:]}")
    wheel = next((tmp_path / "dist").glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for parts in SHIPPED:
        assert "pinochle_desktop/" + "/".join(parts) in names, f"{'/'.join(parts)} is not in the wheel"
    target = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:  # what pip install does with a pure-Python wheel
        archive.extractall(target)
    code = ("import pinochle_desktop.resources as r; "
            "print(r.resource_path('translations', 'pinochle_fr.qm')); "
            "print(r.resource_path('assets', 'icons', 'pinochle-48.png'))")
    env = {**os.environ, "PYTHONPATH": str(target)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path, env=env,
                         check=True)
    found = [Path(line) for line in out.stdout.split()]
    assert found == [target / "pinochle_desktop/translations/pinochle_fr.qm",
                     target / "pinochle_desktop/assets/icons/pinochle-48.png"]
