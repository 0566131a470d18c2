"""Make the table's sounds: card snaps, riffles and soft cues synthesised from shaped noise and resonances.

    python packaging/make_sounds.py          # writes pinochle_desktop/assets/sounds/*.wav

Every sound is made here from numbers (seeded noise, filters, decaying sines), so the project owns them
and can remake or retune them.  Pure Python (``math``, ``array``, ``random``, ``wave``); 16-bit mono at
22 050 Hz, each faded in and out so that none clicks at its start or end, and none reaches full scale.
"""

from __future__ import annotations

import argparse
import math
import random
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "pinochle_desktop" / "assets" / "sounds"

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(x: Signal, cutoff: float) -> Signal:
    """One-pole low-pass: takes the hiss off, keeps things warm."""
    a = math.exp(-2 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y = (1 - a) * v + a * y
        out.append(y)
    return out


def bandpass(x: Signal, centre: float, q: float) -> Signal:
    """A biquad band-pass (constant peak gain): the 'body' of paper or card stock."""
    w = 2 * math.pi * centre / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for v in x:
        y = (b0 * v + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def envelope(n: int, attack: float, decay: float) -> Signal:
    """Rises smoothly (sine-squared) over ``attack`` seconds, then decays exponentially with time constant
    ``decay``: no corner at the start, so no click."""
    na = max(1, int(attack * RATE))
    return [math.sin(0.5 * math.pi * i / na) ** 2 if i < na else math.exp(-(i - na) / (decay * RATE))
            for i in range(n)]


def shaped(x: Signal, env: Signal) -> Signal:
    return [a * b for a, b in zip(x, env)]


def tone(freq: float, seconds: float, attack: float, decay: float, harmonics: tuple[float, ...] = (1.0,),
         detune: float = 0.0) -> Signal:
    """A soft struck tone (marimba-like): a few harmonics, each decaying faster than the one below."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out = [0.0] * n
    for k, amp in enumerate(harmonics, start=1):
        f = freq * k * (1 + detune * (k - 1))
        faster = 1.0 + 0.8 * (k - 1)
        for i in range(n):
            out[i] += amp * math.sin(2 * math.pi * f * i / RATE) * env[i] ** faster
    return out


def mix(length: float, *parts: tuple[float, Signal, float]) -> Signal:
    """Lay ``(start seconds, signal, gain)`` parts into one signal ``length`` seconds long."""
    out = [0.0] * int(length * RATE)
    for start, sig, gain in parts:
        s = int(start * RATE)
        for i, v in enumerate(sig):
            if s + i < len(out):
                out[s + i] += gain * v
    return out


def finish(x: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.02) -> Signal:
    """Normalise to ``peak`` (below full scale) and fade both ends to silence (no click)."""
    top = max(abs(v) for v in x) or 1.0
    x = [v * peak / top for v in x]
    n_in, n_out = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for i in range(min(n_in, len(x))):
        x[i] *= math.sin(0.5 * math.pi * i / n_in) ** 2
    for i in range(min(n_out, len(x))):
        x[-1 - i] *= math.sin(0.5 * math.pi * i / n_out) ** 2
    x[0] = x[-1] = 0.0
    return x


# ------------------------------------------------------------------------------------- the sounds
def snap(rng: random.Random, body: float = 190.0, bright: float = 2600.0, length: float = 0.13,
         thump_gain: float = 0.6) -> Signal:
    """A card landing on felt: a short burst of filtered noise (the card's edge) over a low thump (the table);
    the edge is kept under 5 kHz, so the snap is soft rather than sharp."""
    n = int(length * RATE)
    edge = shaped(lowpass(bandpass(noise(length, rng), bright, 0.9), 5000), envelope(n, 0.0015, 0.012))
    felt = shaped(lowpass(noise(length, rng), 900), envelope(n, 0.002, 0.03))
    thump = tone(body, length, 0.002, 0.035, (1.0, 0.3))
    return [0.9 * a + 0.5 * b + thump_gain * c for a, b, c in zip(edge, felt, thump)]


def brush(rng: random.Random, seconds: float, centre: float = 1500.0, attack: float = 0.06,
          decay: float = 0.09) -> Signal:
    """Cards sliding over each other or over the cloth: band-passed noise that swells and fades."""
    n = int(seconds * RATE)
    return shaped(bandpass(lowpass(noise(seconds, rng), 4000), centre, 0.7), envelope(n, attack, decay))


def riffle(rng: random.Random, seconds: float, clicks: int) -> Signal:
    """The shuffle: many tiny flicks, quickening, as two halves of the deck interleave."""
    out = [0.0] * int((seconds + 0.05) * RATE)
    for k in range(clicks):
        u = k / clicks
        at = seconds * (1 - (1 - u) ** 1.4) + rng.uniform(-0.002, 0.002)
        flick = snap(rng, body=260 + rng.uniform(-30, 30), bright=3200 + rng.uniform(-400, 400), length=0.03,
                     thump_gain=0.15)  # many thumps in a row would hum
        gain = 0.35 + 0.25 * math.sin(math.pi * u)
        s = max(0, int(at * RATE))
        for i, v in enumerate(flick):
            if s + i < len(out):
                out[s + i] += gain * v
    return out


def make_deal(rng: random.Random) -> Signal:
    """One sound for a whole deal: a riffle, the deck squared up, then cards flicked out, fading away
    (the service cuts it to the deal's length at faster animation speeds)."""
    shuffle = riffle(rng, 0.42, 46)
    square = snap(rng, body=150, bright=1800, length=0.12)
    flicks = []
    t = 0.58
    while t < 1.75:
        flicks.append((t, brush(rng, 0.07, centre=2200 + rng.uniform(-300, 300), attack=0.01, decay=0.018),
                       0.45 * math.exp(-(t - 0.58) / 0.9)))
        t += 0.085 + rng.uniform(-0.012, 0.012)
    return finish(mix(1.85, (0.0, shuffle, 1.0), (0.47, square, 0.8), *flicks), 0.62, fade_out=0.12)


def make_play(rng: random.Random) -> Signal:
    return finish(snap(rng), 0.6)


def make_lead(rng: random.Random) -> Signal:
    """The lead: the first card of a trick is put down a little more firmly, lower and fuller."""
    return finish(mix(0.17, (0.0, snap(rng, body=150, bright=2100, length=0.16), 1.0)), 0.66)


def make_gather(rng: random.Random) -> Signal:
    """The trick gathered: the cards swept together and a soft tap as they land on the pile."""
    sweep = brush(rng, 0.3, centre=1300, attack=0.07, decay=0.06)
    tap = snap(rng, body=170, bright=1700, length=0.12)
    return finish(mix(0.36, (0.0, sweep, 1.0), (0.16, tap, 0.7)), 0.5, fade_out=0.03)


def make_meld(rng: random.Random) -> Signal:
    """Meld laid out: a few cards put down in a quick row."""
    taps = [(i * 0.055, snap(rng, body=210 - 10 * i, bright=2400 + 150 * i, length=0.1), 1.0 - 0.15 * i)
            for i in range(3)]
    return finish(mix(0.24, *taps), 0.52)


def make_widow(rng: random.Random) -> Signal:
    """The widow turned over: a flick of card stock and a light landing."""
    flick = brush(rng, 0.08, centre=2800, attack=0.01, decay=0.02)
    return finish(mix(0.2, (0.0, flick, 0.8), (0.05, snap(rng, body=220, bright=2500, length=0.12), 0.8)), 0.5)


def make_stock(rng: random.Random) -> Signal:
    """A card drawn from the stock: a short slide off the pile."""
    return finish(mix(0.2, (0.0, brush(rng, 0.16, centre=1800, attack=0.03, decay=0.04), 1.0),
                      (0.08, snap(rng, body=200, bright=2200, length=0.1), 0.35)), 0.42)


def make_bid(_rng: random.Random) -> Signal:
    """A bid: a quiet wooden knock."""
    return finish(tone(440.0, 0.16, 0.004, 0.035, (1.0, 0.25, 0.1)), 0.3)


def make_pass(_rng: random.Random) -> Signal:
    """A pass: quieter and lower than a bid."""
    return finish(tone(294.0, 0.14, 0.006, 0.03, (1.0, 0.2)), 0.22)


def chime(notes: tuple[tuple[float, float], ...], length: float, decay: float, peak: float) -> Signal:
    """Soft notes (frequency, start) struck one after another and left to ring."""
    parts = [(start, tone(freq, length - start, 0.012, decay, (1.0, 0.18, 0.05), detune=0.002), 1.0)
             for freq, start in notes]
    return finish(mix(length, *parts), peak, fade_in=0.004, fade_out=0.06)


def make_turn(_rng: random.Random) -> Signal:
    """Your turn: two gentle rising notes, well below the shrill range."""
    return chime(((392.0, 0.0), (523.25, 0.11)), 0.5, 0.12, 0.36)


def make_made(_rng: random.Random) -> Signal:
    """The contract made: a rising major arpeggio."""
    return chime(((261.63, 0.0), (329.63, 0.09), (392.0, 0.18)), 0.8, 0.2, 0.45)


def make_set(_rng: random.Random) -> Signal:
    """The contract set: two falling notes, a minor third down, soft."""
    return chime(((311.13, 0.0), (261.63, 0.16)), 0.75, 0.2, 0.4)


def make_won(_rng: random.Random) -> Signal:
    """The game won: the arpeggio up to the octave, left to ring."""
    return chime(((261.63, 0.0), (329.63, 0.1), (392.0, 0.2), (523.25, 0.3)), 1.3, 0.32, 0.48)


def make_lost(_rng: random.Random) -> Signal:
    """The game lost: slow falling notes, low and soft."""
    return chime(((392.0, 0.0), (311.13, 0.2), (261.63, 0.4)), 1.2, 0.3, 0.4)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "deal": make_deal, "play": make_play, "lead": make_lead, "gather": make_gather, "meld": make_meld,
    "widow": make_widow, "stock": make_stock, "bid": make_bid, "pass": make_pass, "turn": make_turn,
    "made": make_made, "set": make_set, "won": make_won, "lost": make_lost,
}


def write_wav(path: Path, samples: Signal) -> None:
    data = array("h", (max(-32767, min(32767, round(v * 32767))) for v in samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for seed, (name, make) in enumerate(SOUNDS.items()):
        samples = make(random.Random(1000 + seed))
        write_wav(args.out / f"{name}.wav", samples)
        peak = max(abs(v) for v in samples)
        print(f"{name:7s} {len(samples) / RATE:5.2f} s  peak {20 * math.log10(peak):6.1f} dBFS")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
