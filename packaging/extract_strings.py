"""Collect every ``tr(...)`` string of the package and bring the Qt Linguist ``.ts`` files up to date.

``pyside6-lupdate`` does not know our module-level ``tr()`` (it files bare
``tr`` calls under an empty context), so this reads the code with ``ast``:

- ``tr("text")`` and ``tr("text", "disambiguation")`` give a message in the
  context ``Pinochle``; a third argument (the number) makes it numerus
  (``%n`` plural forms);
- ``tr(name)`` with a variable follows the name to its assignments (in the
  function, then the module) and takes the string literals there, e.g. the
  meld names in a table that ``meld_name`` translates;
- ``tr_noop("text")`` / ``QT_TRANSLATE_NOOP("Pinochle", "text")`` mark a
  string for translation that is translated later.

Existing translations are kept; new messages are marked unfinished, messages
no longer in the code are marked vanished (``--drop-vanished`` removes them).

    python packaging/extract_strings.py            # update translations/*.ts
    python packaging/extract_strings.py --check    # exit 1 if an update is needed (nothing written)
    python packaging/extract_strings.py --list     # print the messages found
"""

from __future__ import annotations

import argparse
import ast
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_DIR = ROOT / "pinochle_desktop"
TS_DIR = ROOT / "translations"
CONTEXT = "Pinochle"
LANGUAGES = {"de": "de_DE", "es": "es_ES", "fr": "fr_FR"}
TR_NAMES = {"tr"}
NOOP_NAMES = {"tr_noop", "QT_TR_NOOP", "QT_TRANSLATE_NOOP"}


@dataclass
class Message:
    source: str
    comment: str = ""
    numerus: bool = False
    locations: list[tuple[str, int]] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str]:
        return (self.source, self.comment)


class ExtractError(Exception):
    """A ``tr()`` call whose text cannot be read from the code."""


def _call_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _literal(node: ast.AST | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


class _Module:
    """One parsed file with the parent of each node, to follow names to where they are bound."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        self.parent: dict[ast.AST, ast.AST] = {}
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                self.parent[child] = node

    def enclosing_scopes(self, node: ast.AST) -> list[ast.AST]:
        scopes = []
        while node in self.parent:
            node = self.parent[node]
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.Module)):
                scopes.append(node)
        return scopes

    @staticmethod
    def bindings(scope: ast.AST, name: str) -> list[ast.AST]:
        """Expressions assigned to ``name`` in ``scope`` (not looking into nested functions)."""
        found: list[ast.AST] = []
        body = scope.body if isinstance(scope, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) else []
        stack: list[ast.AST] = list(reversed(body)) if isinstance(body, list) else []
        while stack:
            node = stack.pop()
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                continue
            targets: list[ast.AST] = []
            if isinstance(node, ast.Assign):
                targets = list(node.targets)
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign, ast.NamedExpr)) and node.value is not None:
                targets = [node.target]
            if any(_binds(t, name) for t in targets):
                found.append(node.value)  # type: ignore[attr-defined]
            elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)) and _binds(node.target, name):
                index = _tuple_index(node.target, name)
                found.append(node.iter if index is None else _Projection(node.iter, index))
            stack.extend(reversed(list(ast.iter_child_nodes(node))))
        return found

    def resolve_strings(self, expr: ast.AST, at: ast.AST, seen: set[str] | None = None) -> list[str]:
        """String literals that ``expr`` (an argument of ``tr`` at ``at``) can evaluate to."""
        seen = set() if seen is None else seen
        strings: list[str] = []
        if isinstance(expr, _Projection):  # ``for code, name in TABLE``: only the ``name`` of each row
            for row in self.rows(expr.iterable, expr.iterable, set()):
                if isinstance(row, (ast.Tuple, ast.List)) and expr.index < len(row.elts):
                    strings.extend(self.resolve_strings(row.elts[expr.index], expr.iterable, seen))
            return strings
        for node in _walk_values(expr):
            text = _literal(node)
            if text is not None:
                strings.append(text)
            elif isinstance(node, ast.Name) and node.id not in seen:
                seen.add(node.id)
                for scope in self.enclosing_scopes(at):
                    values = self.bindings(scope, node.id)
                    for value in values:
                        strings.extend(self.resolve_strings(value, value, seen))
                    if values:
                        break
        return strings


    def rows(self, iterable: ast.AST, at: ast.AST, seen: set[str]) -> list[ast.AST]:
        """The literal elements ``iterable`` runs over (a tuple or list, maybe through a name or ``.items()``)."""
        if isinstance(iterable, (ast.Tuple, ast.List, ast.Set)):
            return list(iterable.elts)
        if isinstance(iterable, ast.Dict):  # iterating a dict gives its keys
            return [k for k in iterable.keys if k is not None]
        if isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Attribute):
            inner = iterable.func.value
            if iterable.func.attr == "items":
                for d in self._literals(inner, at, seen):
                    if isinstance(d, ast.Dict):
                        return [ast.Tuple(elts=[k, v]) for k, v in zip(d.keys, d.values) if k is not None]
            if iterable.func.attr in ("keys", "values"):
                for d in self._literals(inner, at, seen):
                    if isinstance(d, ast.Dict):
                        return [k for k in (d.keys if iterable.func.attr == "keys" else d.values) if k is not None]
            return []
        return [row for lit in self._literals(iterable, at, seen) for row in self.rows(lit, at, seen)]

    def _literals(self, expr: ast.AST, at: ast.AST, seen: set[str]) -> list[ast.AST]:
        """The literal containers a name stands for."""
        if isinstance(expr, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
            return [expr]
        if isinstance(expr, ast.Name) and expr.id not in seen:
            seen.add(expr.id)
            for scope in self.enclosing_scopes(at):
                values = self.bindings(scope, expr.id)
                if values:
                    return [lit for v in values if isinstance(v, ast.AST) for lit in self._literals(v, v, seen)]
        return []


class _Projection(ast.AST):
    """Item ``index`` of each element of ``iterable`` (what a ``for a, b in …`` target name takes)."""

    def __init__(self, iterable: ast.AST, index: int) -> None:
        super().__init__()
        self.iterable = iterable
        self.index = index


def _tuple_index(target: ast.AST, name: str) -> int | None:
    if isinstance(target, (ast.Tuple, ast.List)):
        for i, elt in enumerate(target.elts):
            if isinstance(elt, ast.Name) and elt.id == name:
                return i
    return None


def _binds(target: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(target))


def _walk_values(expr: ast.AST) -> list[ast.AST]:
    """Nodes of ``expr`` that may become the value, in source order.

    Dict keys, subscript indexes, method arguments and function calls (``tr()`` among them) are skipped.
    """
    out: list[ast.AST] = [expr]
    children: list[ast.AST | None] = []
    if isinstance(expr, ast.Dict):
        children = list(expr.values)
    elif isinstance(expr, ast.Subscript):
        children = [expr.value]
    elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute):
        # a method's result comes from its object (``TABLE.get(key, default)``: also the default)
        children = [expr.func.value] + (list(expr.args[1:]) if expr.func.attr == "get" else [])
    elif isinstance(expr, (ast.Tuple, ast.List, ast.Set)):
        children = list(expr.elts)
    elif isinstance(expr, ast.IfExp):
        children = [expr.body, expr.orelse]
    elif isinstance(expr, ast.BoolOp):
        children = list(expr.values)
    for child in children:
        if child is not None:
            out.extend(_walk_values(child))
    return out


def extract(package_dir: Path = PACKAGE_DIR, root: Path = ROOT) -> tuple[list[Message], list[str]]:
    """Every message of the package in source order, and warnings about calls that could not be read."""
    messages: dict[tuple[str, str], Message] = {}
    warnings: list[str] = []

    def add(source: str, comment: str, numerus: bool, where: tuple[str, int]) -> None:
        msg = messages.setdefault((source, comment), Message(source, comment, numerus))
        if msg.numerus != numerus:
            warnings.append(f"{where[0]}:{where[1]}: {source!r} is translated both with and without a number")
            msg.numerus = msg.numerus or numerus
        if where not in msg.locations:
            msg.locations.append(where)

    for path in sorted(package_dir.rglob("*.py")):
        module = _Module(path)
        rel = path.relative_to(root).as_posix()
        calls = [n for n in ast.walk(module.tree) if isinstance(n, ast.Call)]
        calls.sort(key=lambda n: (n.lineno, n.col_offset))
        for call in calls:
            name = _call_name(call)
            where = (rel, call.lineno)
            if name in NOOP_NAMES:
                args = call.args[1:] if name == "QT_TRANSLATE_NOOP" else call.args
                text = _literal(args[0]) if args else None
                if text is None:
                    warnings.append(f"{rel}:{call.lineno}: {name}() needs a string literal")
                else:
                    add(text, "", False, where)
                continue
            if name not in TR_NAMES or not isinstance(call.func, ast.Name) or not call.args:
                continue
            comment_node = call.args[1] if len(call.args) > 1 else next(
                (k.value for k in call.keywords if k.arg == "disambiguation"), None)
            comment = _literal(comment_node) or ""
            numerus = len(call.args) > 2 or any(k.arg == "n" for k in call.keywords)
            text = _literal(call.args[0])
            if text is not None:
                add(text, comment, numerus, where)
                continue
            found = module.resolve_strings(call.args[0], call)
            if not found:
                warnings.append(f"{rel}:{call.lineno}: cannot tell which strings tr({ast.unparse(call.args[0])}) "
                                "translates")
            for text in found:
                add(text, comment, numerus, where)
    return list(messages.values()), warnings


# ------------------------------------------------------------------ .ts files
@dataclass
class Entry:
    """A message as it stands in a ``.ts`` file."""

    source: str
    comment: str
    numerus: bool
    kind: str  # "" (finished), "unfinished", "vanished" or "obsolete"
    forms: list[str]

    @property
    def key(self) -> tuple[str, str]:
        return (self.source, self.comment)


def read_ts(path: Path) -> tuple[str, list[Entry]]:
    """The language and the entries of our context in ``path`` (an empty list if the file is missing)."""
    if not path.exists():
        return "", []
    root = ET.parse(path).getroot()
    entries = []
    for context in root.iter("context"):
        if context.findtext("name") != CONTEXT:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{path}: a message without a translation element"
            numerus = message.get("numerus") == "yes"
            forms = ([f.text or "" for f in translation.iter("numerusform")] if numerus
                     else [translation.text or ""])
            entries.append(Entry(message.findtext("source") or "", message.findtext("comment") or "", numerus,
                                 translation.get("type", ""), forms))
    return root.get("language", ""), entries


def numerus_count(language: str) -> int:
    """How many plural forms Qt uses for ``language`` (German, Spanish, French: two)."""
    return {"de": 2, "es": 2, "fr": 2, "en": 2}.get(language.split("_")[0], 2)


def merge(messages: list[Message], entries: list[Entry], language: str) -> list[Entry]:
    """The new list of entries: one per message (old translation kept), then vanished ones."""
    old = {e.key: e for e in entries}
    merged: list[Entry] = []
    for msg in sorted(messages, key=lambda m: m.key):
        prev = old.pop(msg.key, None)
        forms_wanted = numerus_count(language) if msg.numerus else 1
        if prev is None:
            merged.append(Entry(msg.source, msg.comment, msg.numerus, "unfinished", [""] * forms_wanted))
            continue
        forms = list(prev.forms)
        kind = "" if prev.kind in ("vanished", "obsolete") else prev.kind
        if prev.numerus != msg.numerus:
            forms = [forms[0]] * forms_wanted if any(forms) else [""] * forms_wanted
            kind = "unfinished"
        elif len(forms) != forms_wanted:
            forms = (forms + [forms[-1] if forms else ""] * forms_wanted)[:forms_wanted]
            kind = "unfinished"
        merged.append(Entry(msg.source, msg.comment, msg.numerus, kind, forms))
    for prev in old.values():
        if any(prev.forms):
            merged.append(Entry(prev.source, prev.comment, prev.numerus, "vanished", prev.forms))
    return merged


def render_ts(language: str, entries: list[Entry], locations: dict[tuple[str, str], list[tuple[str, int]]]) -> str:
    """A ``.ts`` file as Qt Linguist writes it (paths relative to ``translations/``)."""

    def esc(text: str) -> str:
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
           f'<TS version="2.1" language="{language}" sourcelanguage="en">', "<context>",
           f"    <name>{CONTEXT}</name>"]
    for e in entries:
        out.append('    <message numerus="yes">' if e.numerus else "    <message>")
        # file names only, no line numbers, and messages sorted by text: edits elsewhere in a
        # file and parallel branches adding texts then change (and merge) only the lines they touch
        for filename in dict.fromkeys(name for name, _ in locations.get(e.key, [])):
            out.append(f'        <location filename="../{filename}"/>')
        out.append(f"        <source>{esc(e.source)}</source>")
        if e.comment:
            out.append(f"        <comment>{esc(e.comment)}</comment>")
        kind = f' type="{e.kind}"' if e.kind else ""
        if e.numerus:
            out.append(f"        <translation{kind}>")
            out.extend(f"            <numerusform>{esc(f)}</numerusform>" for f in e.forms)
            out.append("        </translation>")
        else:
            out.append(f"        <translation{kind}>{esc(e.forms[0])}</translation>")
        out.append("    </message>")
    out += ["</context>", "</TS>", ""]
    return "\n".join(out)


def ts_path(lang: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"pinochle_{lang}.ts"


def update(ts_dir: Path = TS_DIR, check: bool = False, drop_vanished: bool = False) -> tuple[list[str], list[str]]:
    """Bring each ``.ts`` up to date (or only report with ``check``): (files changed, warnings)."""
    messages, warnings = extract()
    locations = {m.key: m.locations for m in messages}
    changed = []
    for lang, language in LANGUAGES.items():
        path = ts_path(lang, ts_dir)
        _, entries = read_ts(path)
        merged = merge(messages, entries, language)
        if drop_vanished:
            merged = [e for e in merged if e.kind not in ("vanished", "obsolete")]
        text = render_ts(language, merged, locations)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            changed.append(str(path.relative_to(ROOT)))
            if not check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8", newline="\n")
    return changed, warnings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a .ts file needs updating")
    parser.add_argument("--list", action="store_true", help="print the messages found and exit")
    parser.add_argument("--drop-vanished", action="store_true", help="remove messages no longer in the code")
    args = parser.parse_args(argv)
    if args.list:
        messages, warnings = extract()
        for m in messages:
            print(("[n] " if m.numerus else "    ") + m.source + (f"  ({m.comment})" if m.comment else ""))
        for w in warnings:
            print("warning:", w, file=sys.stderr)
        return 0
    changed, warnings = update(check=args.check, drop_vanished=args.drop_vanished)
    for w in warnings:
        print("warning:", w, file=sys.stderr)
    for path in changed:
        print(("needs update: " if args.check else "updated: ") + path)
    if not args.check:
        for lang in LANGUAGES:
            _, entries = read_ts(ts_path(lang))
            todo = sum(e.kind == "unfinished" for e in entries)
            if todo:
                print(f"{ts_path(lang).name}: {todo} unfinished message(s) to translate")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
