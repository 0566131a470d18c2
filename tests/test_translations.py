"""The German, Spanish and French translations are complete against the code, keep every placeholder,
and the committed ``.qm`` files are exactly what ``lrelease`` makes of the ``.ts`` files."""

from __future__ import annotations

import importlib.util
import re
import string
import sys
import textwrap
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("de", "es", "fr")
# tr() calls whose text the extractor cannot read, as (file, argument). Each is a gap in the
# translations; remove an entry when its code is fixed.
KNOWN_UNREADABLE = {
    # rule problems: the engine marks each template with tr_noop (collected from there), the editor translates it
    ("pinochle_desktop/ui/dialogs/rules_editor.py", "problem.template"),
    # the presets' one-line descriptions: marked with tr_noop where the engine defines them
    ("pinochle_desktop/ui/dialogs/rule_set_list.py", "description"),
    # the presets' titles: marked with tr_noop where the engine defines them
    ("pinochle_desktop/ui/texts.py", "PRESET_TITLES[name]"),
    # engine notes (reasons, explanations, rule sentences): marked with tr_noop where the engine writes them
    ("pinochle_desktop/ui/texts.py", "note.template"),
}


def _load(name: str) -> ModuleType:
    """A script of ``packaging/`` (not importable by name: ``packaging`` is also a PyPI package)."""
    spec = importlib.util.spec_from_file_location(f"_pinochle_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


extract_strings = _load("extract_strings")
build_translations = _load("build_translations")


@pytest.fixture(scope="module")
def extracted() -> tuple[list, list[str]]:
    return extract_strings.extract()


def _entries(lang: str) -> list:
    language, entries = extract_strings.read_ts(extract_strings.ts_path(lang))
    assert language.startswith(lang), f"pinochle_{lang}.ts says its language is {language!r}"
    return entries


def _live(lang: str) -> list:
    return [e for e in _entries(lang) if e.kind not in ("vanished", "obsolete")]


def _fields(text: str) -> Counter[str]:
    return Counter(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


def _tags(text: str) -> Counter[str]:
    return Counter(re.findall(r"</?([a-zA-Z][a-zA-Z0-9]*)", text))


def _accelerators(text: str) -> int:
    return len(re.findall(r"(?<!&)&(?![&\s])", text))


def test_the_code_has_messages(extracted: tuple[list, list[str]]) -> None:
    messages, _ = extracted
    sources = {m.source for m in messages}
    assert len(messages) > 100
    assert {"&Game", "Pass", "Royal marriage", "Double pinochle", "Jacks around"} <= sources  # literal and indirect
    assert any(m.numerus and m.source == "%n card(s)" for m in messages)


def test_every_tr_call_can_be_read(extracted: tuple[list, list[str]]) -> None:
    unreadable = set()
    for warning in extracted[1]:
        found = re.match(r"(.+?):\d+: cannot tell which strings tr\((.*)\) translates", warning)
        assert found, warning
        unreadable.add((found[1], found[2]))
    assert unreadable <= KNOWN_UNREADABLE, f"tr() with text the extractor cannot read: {unreadable - KNOWN_UNREADABLE}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ts_has_every_message_of_the_code(lang: str, extracted: tuple[list, list[str]]) -> None:
    live = {e.key: e for e in _live(lang)}
    missing = [m.source for m in extracted[0] if m.key not in live]
    assert not missing, f"pinochle_{lang}.ts lacks (run packaging/extract_strings.py, then translate): {missing}"
    wrong_kind = [m.source for m in extracted[0] if live[m.key].numerus != m.numerus]
    assert not wrong_kind, f"numerus in the code but not in pinochle_{lang}.ts, or the other way: {wrong_kind}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ts_has_no_unfinished_or_empty_translation(lang: str) -> None:
    unfinished = [e.source for e in _live(lang) if e.kind == "unfinished" or not all(f.strip() for f in e.forms)]
    assert not unfinished, f"unfinished in pinochle_{lang}.ts: {unfinished}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numerus_messages_have_every_plural_form(lang: str) -> None:
    count = extract_strings.numerus_count(lang)
    for e in _live(lang):
        if not e.numerus:
            assert "%n" not in e.source or len(e.forms) == 1
            continue
        assert len(e.forms) == count, f"{e.source!r} needs {count} plural forms in pinochle_{lang}.ts"
        for form in e.forms[1:]:  # the singular may say "one card" in words; the plurals must show the number
            assert "%n" in form, f"{e.source!r}: the plural form {form!r} lost %n"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_placeholders_markup_and_accelerators(lang: str) -> None:
    problems = []
    for e in _live(lang):
        for form in e.forms:
            if _fields(form).keys() != _fields(e.source).keys():
                problems.append(f"placeholders {sorted(_fields(e.source))} → {sorted(_fields(form))}: {form!r}")
            if _tags(form) != _tags(e.source):
                problems.append(f"HTML tags differ: {form!r}")
            if _accelerators(e.source) != _accelerators(form):
                problems.append(f"accelerator (&) of {e.source!r} lost or doubled: {form!r}")
            if form.count("\n") != e.source.count("\n"):
                problems.append(f"line breaks of {e.source!r} differ: {form!r}")
            if (form[:1].isspace(), form[-1:].isspace()) != (e.source[:1].isspace(), e.source[-1:].isspace()):
                problems.append(f"leading or trailing space of {e.source!r} differs: {form!r}")
    assert not problems, f"pinochle_{lang}.ts:\n" + "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_menu_accelerators_do_not_clash(lang: str) -> None:
    """Within the menu bar and within each menu, every translated &-letter is different."""
    translated = {e.source: e.forms[0] for e in _live(lang)}
    menus = {
        "bar": ("&Game", "&View", "&Tools", "&Settings", "&Help"),
        "game": ("&New game", "New game &with…", "&Open…", "&Save", "Save &as…", "Host a ta&ble…", "&Join a table…",
                 "&Undo", "&Redo", "S&tatistics…",
                 "&Quit"),
        "view": ("Animation &speed", "&Four-colour deck", "&Last trick"),
        "help": ("&Hint", "&Rules", "&About Pinochle"),
        "tools": ("Score &keeper…", "&Meld calculator…"),
        "keeper bar": ("&Sheet", "&Edit", "C&hange hand", "&Remove hand", "&Add hand", "Sa&ve hand {n}"),
        "sheet": ("&New sheet", "&Open…", "&Save", "Save &as…", "&Print…", "Export P&DF…", "Print a &blank sheet…",
                  "Export a blank sheet as PD&F…", "&Close"),
        "meld calculator": ("&Meld", "Print the meld &chart…", "Meld chart as P&DF…", "C&lear"),
        "meld menu": ("&Print the meld chart…", "&Close"),
    }
    for menu, items in menus.items():
        letters = [re.search(r"&(\w)", translated[item]) for item in items if item in translated]
        keys = [m[1].lower() for m in letters if m]
        assert len(keys) == len(set(keys)), f"{lang} {menu} menu: accelerators clash: {keys}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_qm_is_compiled_from_the_ts(lang: str) -> None:
    """The committed .qm is byte for byte what lrelease makes of the .ts (run packaging/build_translations.py)."""
    qm = build_translations.qm_path(lang)
    assert qm.exists(), f"{qm} is missing: run packaging/build_translations.py"
    assert qm.read_bytes() == build_translations.compiled_bytes(build_translations.ts_path(lang)), (
        f"{qm.name} is stale: run packaging/build_translations.py")


def test_qm_files_ship_as_package_data() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"translations/*.qm"' in text and '"assets/**/*"' in text


# ------------------------------------------------------------------ the extractor itself
def _write_package(tmp_path: Path, code: str) -> Path:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "mod.py").write_text(textwrap.dedent(code), encoding="utf-8")
    return package


def test_extractor_follows_names_to_their_strings(tmp_path: Path) -> None:
    package = _write_package(tmp_path, """
        NAMES = {1: ("One", "Double one"), 2: ("Two",)}
        ROWS = (("code-a", "Label A"), ("code-b", "Label B"))
        LABELS = {"key": "Label from dict"}

        def name(kind, n):
            names = NAMES[kind]
            return tr(names[n])

        def rows():
            return [tr(label) for code, label in ROWS]

        def label(option):
            return tr(LABELS.get(option, option.replace("_", " ")))

        def plural(n):
            return tr("%n thing(s)", None, n), tr("Plain", "a comment"), tr(f"{n}")
    """)
    messages, warnings = extract_strings.extract(package, tmp_path)
    found = {(m.source, m.comment, m.numerus) for m in messages}
    assert found == {("One", "", False), ("Double one", "", False), ("Two", "", False), ("Label A", "", False),
                     ("Label B", "", False), ("Label from dict", "", False), ("%n thing(s)", "", True),
                     ("Plain", "a comment", False)}
    assert len(warnings) == 1 and "tr(f'{n}')" in warnings[0]


def test_merge_keeps_translations_and_marks_new_and_vanished() -> None:
    Message, Entry = extract_strings.Message, extract_strings.Entry
    old = [Entry("Kept", "", False, "", ["Behalten"]), Entry("Gone", "", False, "", ["Weg"]),
           Entry("%n card(s)", "", True, "", ["%n Karte", "%n Karten"])]
    messages = [Message("Kept"), Message("New"), Message("%n card(s)", numerus=True)]
    merged = {e.source: e for e in extract_strings.merge(messages, old, "de_DE")}
    assert (merged["Kept"].kind, merged["Kept"].forms) == ("", ["Behalten"])
    assert (merged["New"].kind, merged["New"].forms) == ("unfinished", [""])
    assert (merged["Gone"].kind, merged["Gone"].forms) == ("vanished", ["Weg"])
    assert merged["%n card(s)"].forms == ["%n Karte", "%n Karten"]
    revived = {e.source: e for e in extract_strings.merge([Message("Gone")], [merged["Gone"]], "de_DE")}
    assert (revived["Gone"].kind, revived["Gone"].forms) == ("", ["Weg"])
