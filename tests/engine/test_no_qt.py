"""The engine (and the computer players) never import Qt, and the engine imports nothing else of ours."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import pinochle_desktop

PACKAGE = Path(pinochle_desktop.__file__).resolve().parent
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")
NO_QT_LAYERS = [layer for layer in ("engine", "ai") if any((PACKAGE / layer).glob("*.py"))]


def modules_of(layer: str) -> list[str]:
    names = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(parts))
    return names


@pytest.mark.parametrize("layer", NO_QT_LAYERS)
def test_importing_the_layer_loads_no_qt(layer: str) -> None:
    """Import every module of the layer in a fresh interpreter, then look for Qt in sys.modules."""
    modules = modules_of(layer)
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=PACKAGE.parent, timeout=120,
        env={"PYTHONPATH": str(PACKAGE.parent), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", f"importing {layer} loaded Qt: {done.stdout.strip()}"


def imported_names(path: Path) -> list[tuple[str, int]]:
    """(module, relative level) of every import in a file, including importlib/__import__ calls."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, 0) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.module or "", node.level))
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if name in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                found.append((node.args[0].value, 0))
    return found


@pytest.mark.parametrize("layer", NO_QT_LAYERS)
def test_no_file_of_the_layer_imports_qt(layer: str) -> None:
    offenders = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for module, level in imported_names(path):
            if level == 0 and module.split(".")[0] in QT_MODULES:
                offenders.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert not offenders, offenders


def absolute(path: Path, module: str, level: int) -> str:
    """The absolute module name an import in ``path`` refers to."""
    if level == 0:
        return module
    package = list(path.relative_to(PACKAGE.parent).parent.parts)
    base = package[: len(package) - (level - 1)]
    return ".".join([*base, module] if module else base)


def test_engine_imports_nothing_else_of_the_package() -> None:
    offenders = []
    for path in sorted((PACKAGE / "engine").rglob("*.py")):
        for module, level in imported_names(path):
            name = absolute(path, module, level)
            if name.startswith("pinochle_desktop") and not name.startswith("pinochle_desktop.engine"):
                offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert not offenders, offenders


@pytest.mark.skipif("ai" not in NO_QT_LAYERS, reason="no computer players yet")
def test_ai_imports_only_the_engine_of_the_package() -> None:
    offenders = []
    for path in sorted((PACKAGE / "ai").rglob("*.py")):
        for module, level in imported_names(path):
            name = absolute(path, module, level)
            ours = name.startswith("pinochle_desktop")
            if ours and not name.startswith(("pinochle_desktop.engine", "pinochle_desktop.ai")):
                offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert not offenders, offenders


def test_the_static_check_sees_qt_imports(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import os\nfrom PySide6.QtCore import QObject\nimportlib.import_module('shiboken6')\n")
    assert ("PySide6.QtCore", 0) in imported_names(sample)
    assert ("shiboken6", 0) in imported_names(sample)
