"""Where the table's sounds go: a small mixer on a ``miniaudio`` device, a recorder (tests), or nowhere.

``play`` never blocks and never raises: it puts a request on a queue that the audio thread takes up.
The device is opened on a thread of its own, so a slow or missing sound system costs the window nothing;
no sound hardware at all means silence without a word, and a backend that fails is told once through
``on_problem(kind, detail)`` (the window shows it in the status bar).  No Qt here.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from array import array
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .sounds import RATE, Sound, read_sounds

PERIOD_MS = 10
"""The device asks for samples every 10 ms: a sound starts at most one period after it is asked for."""
MAX_LATE_S = 0.15
"""A request the device reaches later than this (it was still opening) starts that far into its sound (the
deal, heard with the cards still flying), or not at all if that is past its end: a late click misleads."""
FADE_S = 0.05
"""A sound cut short (a deal at a fast animation speed) fades out over its last 50 ms."""
MAX_VOICES = 6


class Backend(Protocol):
    status: str  # "starting", "ready", "no-device", "failed", "off"

    def start(self) -> None: ...

    def play(self, name: str, volume: float, length_ms: int = 0) -> None: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Played:
    name: str
    volume: float
    length_ms: int
    at: float  # time.monotonic() when asked for


@dataclass
class RecordingBackend:
    """Keeps every request instead of sounding it: what the tests listen to."""

    played: list[Played] = field(default_factory=list)
    status: str = "ready"
    on_play: Callable[[Played], None] | None = None

    def start(self) -> None:
        pass

    def play(self, name: str, volume: float, length_ms: int = 0) -> None:
        entry = Played(name, volume, length_ms, time.monotonic())
        self.played.append(entry)
        if self.on_play is not None:
            self.on_play(entry)

    def names(self) -> list[str]:
        return [p.name for p in self.played]

    def close(self) -> None:
        pass


class SilentBackend:
    """Sound switched off for this run (``PINOCHLE_SOUND=off``): nothing is opened, nothing plays."""

    status = "off"

    def start(self) -> None:
        pass

    def play(self, name: str, volume: float, length_ms: int = 0) -> None:
        pass

    def close(self) -> None:
        pass


def sound_hardware_present() -> bool:
    """Whether this computer can have a sound device at all.  On Linux: an ALSA card (``/dev/snd``) or a
    PulseAudio / PipeWire server; elsewhere the system always has an audio service."""
    if not sys.platform.startswith("linux"):
        return True
    if Path("/dev/snd").is_dir() and any(Path("/dev/snd").glob("pcmC*")):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if os.environ.get("PULSE_SERVER"):
        return True
    return bool(runtime) and any(Path(runtime, name).exists() for name in ("pulse/native", "pipewire-0"))


class _Voice:
    __slots__ = ("samples", "gain", "pos", "end", "fade_from")

    def __init__(self, samples: array, gain: float, length_ms: int) -> None:
        self.samples = samples
        self.gain = gain
        self.pos = 0
        whole = len(samples)
        self.end = min(whole, int(length_ms * RATE / 1000)) if length_ms > 0 else whole
        self.fade_from = self.end - int(FADE_S * RATE) if self.end < whole else self.end


class MiniaudioBackend:
    """A mixer of the shipped sounds on one ``miniaudio`` playback device (16-bit mono, 22 050 Hz).

    ``device`` "default" uses the system's device; "null" miniaudio's null device (it keeps time like a
    real one and sounds nowhere: for measuring and for tests).  ``started`` keeps, for the last sounds,
    (name, when asked, when its first samples were handed to the device), in ``time.perf_counter`` seconds.
    """

    def __init__(self, on_problem: Callable[[str, str], None] | None = None, device: str = "default") -> None:
        self.on_problem = on_problem
        self.device_kind = device
        self.status = "idle"
        self.problem: tuple[str, str] = ("", "")
        self.backend_name = ""
        self.started: deque[tuple[str, float, float]] = deque(maxlen=256)
        self.gaps: deque[float] = deque(maxlen=4096)  # seconds between the device's calls (for measuring)
        self._requests: deque[tuple[str, float, int, float]] = deque(maxlen=32)
        self._sounds: dict[str, Sound] = {}
        self._device: Any = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._lock = threading.Lock()  # the device handed from the opening thread, or closed before it is
        self._closed = False

    def start(self) -> None:
        """Open the device on a thread of its own (the window does not wait for it)."""
        if self._thread is not None:
            return
        self.status = "starting"
        self._thread = threading.Thread(target=self._open, name="pinochle-sound", daemon=True)
        self._thread.start()

    def wait_ready(self, timeout: float = 5.0) -> bool:
        """Wait until the device is open or known not to be (tests and measurements)."""
        self._ready.wait(timeout)
        return self.status == "ready"

    def _open(self) -> None:
        try:
            if self.device_kind != "null" and not sound_hardware_present():
                self.status = "no-device"  # a server, CI, a machine without sound: silence, nothing to say
                self._requests.clear()
                return
            try:
                import miniaudio
            except ImportError as exc:
                self._fail("library", str(exc))
                return
            try:
                self._sounds = read_sounds()
            except (OSError, EOFError, ValueError) as exc:
                self._fail("files", str(exc))
                return
            backends = [miniaudio.Backend.NULL] if self.device_kind == "null" else None
            try:
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                    buffersize_msec=PERIOD_MS, backends=backends, app_name="Pinochle")
                mixer = self._mix()
                next(mixer)
                device.start(mixer)
            except Exception as exc:  # miniaudio.MiniaudioError and whatever a broken driver raises
                code = exc.args[1] if len(exc.args) > 1 else None
                if code in (getattr(miniaudio.lib, "MA_NO_DEVICE", -204), getattr(miniaudio.lib, "MA_NO_BACKEND",
                                                                                 -203)):
                    self.status = "no-device"  # the system has no output at all: silence, as without hardware
                    self._requests.clear()
                    return
                self._fail("device", str(exc))
                return
            with self._lock:
                if self._closed:  # the program ended while the device was opening
                    with contextlib.suppress(Exception):
                        device.close()
                    return
                self._device = device
                self.backend_name = str(getattr(device, "backend", ""))
                self.status = "ready"
        finally:
            self._ready.set()

    def _fail(self, kind: str, detail: str) -> None:
        """``kind``: "library" (miniaudio missing), "files" (the sounds unreadable), "device" (none opened)."""
        self.status = "failed"
        self._requests.clear()
        self.problem = (kind, detail)
        if self.on_problem is not None:
            with contextlib.suppress(Exception):  # the window is gone: nobody to tell
                self.on_problem(kind, detail)

    def play(self, name: str, volume: float, length_ms: int = 0) -> None:
        if self.status in ("idle", "starting", "ready") and volume > 0:  # idle, starting: kept for the device
            self._requests.append((name, max(0.0, min(1.0, volume)), length_ms, time.perf_counter()))

    def _mix(self) -> Iterator[bytes]:
        """The device's callback: each time it asks for ``frames``, the voices playing summed into them."""
        voices: list[_Voice] = []
        silent = b""
        frames = yield b""
        last = time.perf_counter()
        while True:
            now = time.perf_counter()
            self.gaps.append(now - last)
            last = now
            while self._requests:
                name, volume, length_ms, asked = self._requests.popleft()
                sound = self._sounds.get(name)
                if sound is None or len(voices) >= MAX_VOICES:
                    continue
                voice = _Voice(sound.samples, volume, length_ms)
                if now - asked > MAX_LATE_S:
                    voice.pos = int((now - asked) * RATE)
                    if voice.pos >= voice.fade_from:
                        continue
                voices.append(voice)
                self.started.append((name, asked, now))
            if not voices:
                if len(silent) != 2 * frames:
                    silent = bytes(2 * frames)
                frames = yield silent
                continue
            out = [0.0] * frames
            for voice in voices:
                start, stop = voice.pos, min(voice.end, voice.pos + frames)
                gain, samples = voice.gain, voice.samples
                if stop <= voice.fade_from:
                    for i, j in enumerate(range(start, stop)):
                        out[i] += samples[j] * gain
                else:
                    span = max(1, voice.end - voice.fade_from)
                    for i, j in enumerate(range(start, stop)):
                        fade = min(1.0, (voice.end - j) / span)
                        out[i] += samples[j] * gain * fade
                voice.pos = stop
            voices = [v for v in voices if v.pos < v.end]
            frames = yield array("h", [int(-32767 if v < -32767 else 32767 if v > 32767 else v) for v in out]).tobytes()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            device, self._device = self._device, None
        if device is not None:
            with contextlib.suppress(Exception):
                device.close()
        self.status = "off"


_shared: Backend | None = None


def shared_backend(on_problem: Callable[[str, str], None] | None = None) -> Backend:
    """The one backend of this process (windows share the device), not yet started (``start`` opens it).

    ``PINOCHLE_SOUND=off`` gives silence without opening anything; ``PINOCHLE_SOUND=null`` plays into
    miniaudio's null device.
    """
    global _shared
    if _shared is None:
        choice = os.environ.get("PINOCHLE_SOUND", "").strip().lower()
        if choice == "off":
            _shared = SilentBackend()
        else:
            _shared = MiniaudioBackend(on_problem, "null" if choice == "null" else "default")
    elif on_problem is not None and isinstance(_shared, MiniaudioBackend):
        _shared.on_problem = on_problem
        if _shared.status == "failed":
            on_problem(*_shared.problem)
    return _shared


__all__ = ["Backend", "MiniaudioBackend", "Played", "RecordingBackend", "SilentBackend", "shared_backend",
           "sound_hardware_present"]
