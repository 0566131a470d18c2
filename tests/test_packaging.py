"""Packaging files that need no build to check: the icon containers, the Linux desktop files, the ICU trim rule.

The PyInstaller build itself is too slow for the test suite: ``python packaging/build.py`` runs and checks it.
"""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "pinochle_desktop" / "assets" / "icons"
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.pinochle_desktop.PinochleDesktop"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_pinochle_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", (16, 32, 48, 64, 128, 256, 512))
def test_png_icons(size: int) -> None:
    assert _png_size((ICONS / f"pinochle-{size}.png").read_bytes()) == (size, size)


def test_ico_holds_png_images_of_every_windows_size() -> None:
    data = (ICONS / "pinochle.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        image = data[offset:offset + length]
        assert _png_size(image) == ((width or 256), (height or 256)) and (planes, bits) == (1, 32)
        sizes.append(width or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_png_images_up_to_retina_512() -> None:
    data = (ICONS / "pinochle.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4].decode("ascii"), struct.unpack_from(">I", data, at + 4)[0]
        found[kind] = _png_size(data[at + 8:at + length])[0]
        at += length
    assert found == {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024,
                     "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}


def test_desktop_entry() -> None:
    path = LINUX / f"{APP_ID}.desktop"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(path, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Type"] == "Application" and desktop["Icon"] == APP_ID
    assert desktop["Exec"].split()[0] == "pinochle" and "CardGame" in desktop["Categories"].split(";")
    assert {"Comment[de]", "Comment[es]", "Comment[fr]"} <= set(desktop)
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def test_appstream_metainfo() -> None:
    path = LINUX / f"{APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert {lang.text for lang in root.iter("lang")} == {"en", "de", "es", "fr"}
    if shutil.which("appstreamcli"):
        done = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, done.stdout + done.stderr


def test_mime_type_for_saved_games() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    mime = root.find("m:mime-type", ns)
    assert mime is not None and mime.get("type") == "application/x-pinochle-game"
    assert mime.find("m:glob", ns).get("pattern") == "*.pinochle"  # type: ignore[union-attr]


def test_icu_trim_keeps_our_languages_and_the_roots() -> None:
    wanted = _load("icu_trim").wanted
    for item in ("root.res", "res_index.res", "pool.res", "de.res", "de_AT.res", "es_MX.res", "fr_CA.res",
                 "en_GB.res", "coll/de.res", "coll/root.res", "coll/ucadata.icu", "zone/fr.res", "zoneinfo64.res",
                 "cnvalias.icu", "nfkc.nrm", "brkitr/res_index.res", "curr/pool.res"):
        assert wanted(item), item
    for item in ("ja.res", "zh_Hant.res", "coll/ja.res", "zone/ru.res", "brkitr/thaidict.dict", "curr/de.res",
                 "unit/fr.res", "gb18030.cnv", "unames.icu", "translit/el_Latn.res"):
        assert not wanted(item), item
