"""The shipped sounds are the ones packaging/make_sounds.py makes, and each is short, below full scale and
silent at both ends (no click)."""

from __future__ import annotations

import importlib.util
import sys
import wave
from array import array
from pathlib import Path

import pytest

from pinochle_desktop.ui.sound.sounds import RATE, SOUND_NAMES, read_sounds

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "pinochle_desktop" / "assets" / "sounds"


def test_the_script_remakes_the_shipped_sounds_exactly(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("_make_sounds", ROOT / "packaging" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    assert module.main(["--out", str(tmp_path)]) == 0
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(f"{name}.wav" for name in SOUND_NAMES) == sorted(p.name for p in SOUNDS.glob("*.wav"))
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), name


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_a_sound_is_short_soft_and_starts_and_ends_in_silence(name: str) -> None:
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as source:
        assert (source.getnchannels(), source.getsampwidth(), source.getframerate()) == (1, 2, RATE)
        samples = array("h")
        samples.frombytes(source.readframes(source.getnframes()))
    seconds = len(samples) / RATE
    assert 0.1 <= seconds <= 2.0
    peak = max(abs(s) for s in samples) / 32768
    assert 0.15 <= peak <= 0.7  # heard, and well below clipping (-3 dBFS at most)
    assert samples[0] == 0 and samples[-1] == 0
    tail = samples[-int(0.002 * RATE):]
    assert max(abs(s) for s in tail) < 0.01 * 32768  # faded out: no click at the end
    head = samples[:3]
    assert max(abs(s) for s in head) < 0.01 * 32768  # faded in


def test_calls_are_quieter_than_cards_and_the_whole_set_is_small() -> None:
    sounds = read_sounds()
    peak = {name: max(abs(s) for s in sound.samples) for name, sound in sounds.items()}
    assert peak["pass"] < peak["bid"] < peak["play"]
    assert sum(p.stat().st_size for p in SOUNDS.glob("*.wav")) < 500_000
