"""The table's sounds as shipped (``assets/sounds/*.wav``, made by ``packaging/make_sounds.py``), decoded once.

No Qt here: the audio backends read these samples on their own thread.
"""

from __future__ import annotations

import wave
from array import array
from dataclasses import dataclass

from ...resources import resource_path

SOUND_NAMES: tuple[str, ...] = (
    "deal", "play", "lead", "gather", "meld", "widow", "stock", "bid", "pass", "turn", "made", "set", "won", "lost",
)
"""Every sound the table asks for: one file each."""
RATE = 22050


@dataclass(frozen=True)
class Sound:
    name: str
    samples: array  # 16-bit signed mono at ``rate``
    rate: int

    @property
    def seconds(self) -> float:
        return len(self.samples) / self.rate


def read_sound(name: str) -> Sound:
    """One shipped sound; raises ``OSError`` or ``wave.Error`` (or ``ValueError`` for another format)."""
    path = resource_path("assets", "sounds", f"{name}.wav")
    with wave.open(str(path), "rb") as source:
        if source.getnchannels() != 1 or source.getsampwidth() != 2:
            raise ValueError(f"{path.name}: expected 16-bit mono")
        rate = source.getframerate()
        data = array("h")
        data.frombytes(source.readframes(source.getnframes()))
    return Sound(name, data, rate)


def read_sounds() -> dict[str, Sound]:
    """All of them (about 0.2 MB of samples); a file that cannot be read raises."""
    return {name: read_sound(name) for name in SOUND_NAMES}


__all__ = ["RATE", "SOUND_NAMES", "Sound", "read_sound", "read_sounds"]
