"""A smaller ICU data library for the Linux bundle: 32 MB of ICU data cut to what Qt can ask for here.

Qt's Core links ICU (``libicudata.so.NN`` holds every locale, converter,
dictionary and time-zone name of the world) but calls it only for locale-aware
case mapping, collation, time-zone names and legacy text codecs.  This keeps
the root data, the English, German, Spanish and French locales (with their
collation and zone names), time-zone rules, converter aliases and
normalisation, drops the rest with ICU's ``icupkg``, and links the result into
a replacement ``libicudata`` exporting the same data symbol.  ICU answers
"missing resource" for anything left out, which Qt handles.

Used by ``pinochle.spec`` on Linux; needs ``icupkg`` (package ``icu-devtools``)
and a C compiler.  Returns None (and the spec ships the full library) when a
tool is missing or a step fails.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

LANGUAGES = ("en", "de", "es", "fr")
KEEP_TOP_LEVEL = {
    "res_index.res", "root.res", "pool.res", "likelySubtags.res", "supplementalData.res", "icuver.res",
    "icustd.res", "zoneinfo64.res", "metaZones.res", "timezoneTypes.res", "windowsZones.res", "keyTypeData.res",
    "cnvalias.icu", "nfkc.nrm", "nfkc_cf.nrm", "uts46.nrm", "ulayout.icu", "numberingSystems.res",
    "dayPeriods.res", "plurals.res", "grammaticalFeatures.res", "langInfo.res",
}
KEEP_TREES = {"coll", "zone"}  # collation and time-zone names: for our languages
ALWAYS_IN_TREE = {"res_index.res", "root.res", "pool.res", "ucadata.icu"}
_LOCALE = re.compile(rf"^({'|'.join(LANGUAGES)})(_[A-Za-z0-9_]+)?\.res$")


def wanted(item: str) -> bool:
    """Whether the ICU data item named ``item`` (``de.res``, ``coll/ucadata.icu`` …) stays."""
    tree, _, name = item.rpartition("/")
    if not tree:
        return name in KEEP_TOP_LEVEL or bool(_LOCALE.match(name))
    if name in ALWAYS_IN_TREE:
        return True
    return tree in KEEP_TREES and bool(_LOCALE.match(name))


def _data_symbol(library: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the ``icudtNN_dat`` symbol holding the data package."""
    out = subprocess.run(["nm", "-D", "-S", "--defined-only", str(library)], capture_output=True, text=True,
                         check=True).stdout
    found = re.search(r"^([0-9a-f]+) ([0-9a-f]+) R (icudt\d+_dat)$", out, re.MULTILINE)
    if found is None:
        raise RuntimeError(f"no icudtNN_dat symbol in {library}")
    address, size, name = int(found[1], 16), int(found[2], 16), found[3]
    return name, _file_offset(library, address), size


def _file_offset(library: Path, address: int) -> int:
    """Where the virtual ``address`` lies in the ELF64 file (from its section headers)."""
    data = library.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] != 2:
        raise RuntimeError(f"{library} is not a 64-bit ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    for i in range(shnum):
        _, kind, _, addr, offset, size = struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)
        if kind != 8 and addr <= address < addr + size:  # 8: SHT_NOBITS has no bytes in the file
            return offset + address - addr
    raise RuntimeError(f"address {address:#x} is in no section of {library}")


def trimmed_icudata(library: Path, workdir: Path) -> Path | None:
    """Build a trimmed copy of ``library`` (``libicudata.so.NN``) in ``workdir``; None if it cannot."""
    for tool in ("icupkg", "nm", "cc"):
        if shutil.which(tool) is None:
            print(f"icu_trim: {tool} not found, shipping the full ICU data ({library.stat().st_size / 1e6:.0f} MB)")
            return None
    try:
        workdir.mkdir(parents=True, exist_ok=True)
        symbol, offset, size = _data_symbol(library)
        package = symbol.removesuffix("_dat") + "l.dat"  # icupkg takes the item prefix from the file name
        full = workdir / "full" / package
        full.parent.mkdir(exist_ok=True)
        full.write_bytes(library.read_bytes()[offset:offset + size])
        items = subprocess.run(["icupkg", "-l", str(full)], capture_output=True, text=True,
                               check=True).stdout.split()
        remove = [item for item in items if not wanted(item)]
        (workdir / "remove.txt").write_text("\n".join(remove) + "\n", encoding="ascii")
        small = workdir / "small" / package
        small.parent.mkdir(exist_ok=True)
        small.unlink(missing_ok=True)
        subprocess.run(["icupkg", "--ignore-deps", "-r", str(workdir / "remove.txt"), str(full), str(small)],
                       check=True, capture_output=True)
        assembly = workdir / "icudata.S"
        assembly.write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n"
            f"{symbol}:\n\t.incbin \"{small}\"\n\t.size {symbol}, .-{symbol}\n"
            "\t.section .note.GNU-stack,\"\",@progbits\n", encoding="ascii")
        target = workdir / library.name
        subprocess.run(["cc", "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", str(target),
                        str(assembly)], check=True, capture_output=True)
        subprocess.run(["strip", "--strip-unneeded", str(target)], capture_output=True)
    except (OSError, RuntimeError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", "") or ""
        detail = detail.decode(errors="replace") if isinstance(detail, bytes) else detail
        print(f"icu_trim: failed ({exc} {detail[-300:]}); shipping the full ICU data")
        return None
    print(f"icu_trim: kept {len(items) - len(remove)} of {len(items)} ICU data items: "
          f"{library.stat().st_size / 1e6:.1f} MB -> {target.stat().st_size / 1e6:.1f} MB")
    return target
