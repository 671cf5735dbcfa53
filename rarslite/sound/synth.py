"""Generated samples for a MIDI note: an approximation of General MIDI's 16 instrument
families (program // 8) by a harmonic recipe and an envelope each."""

from __future__ import annotations

import math
import random
import sys
from array import array
from dataclasses import dataclass

from rarslite.sound import Note

RATE = 22050  # samples per second, mono, signed 16-bit little-endian
MAX_SECONDS = 8.0  # longer notes sound this long (ecall 33 still waits the full duration)
PEAK = 0.6 * 32767  # full volume (velocity 127), leaving headroom for overlapping notes
RELEASE_MS = 15  # fade-out at the end: no click


@dataclass(frozen=True)
class Timbre:
    harmonics: tuple[float, ...]  # amplitude of harmonic 1, 2, 3, ...
    attack_ms: float
    decay_per_s: float  # exponential decay rate after the attack (0: sustained)
    noise: float = 0.0  # share of noise (percussion, effects)
    vibrato: float = 0.0  # depth in semitones at 5 Hz


FAMILIES = (
    Timbre((1.0, 0.5, 0.25, 0.12), 5, 2.5),  # 0 piano
    Timbre((1.0, 0.0, 0.3, 0.0, 0.15), 2, 5.0),  # 1 chromatic percussion (bells)
    Timbre((1.0, 0.6, 0.4, 0.3, 0.2), 10, 0.0),  # 2 organ
    Timbre((1.0, 0.6, 0.35, 0.2, 0.1), 3, 3.5),  # 3 guitar (plucked)
    Timbre((1.0, 0.35, 0.1), 8, 1.5),  # 4 bass
    Timbre((1.0, 0.5, 0.33, 0.25, 0.2, 0.16), 60, 0.3, vibrato=0.08),  # 5 strings
    Timbre((1.0, 0.5, 0.33, 0.25, 0.2), 90, 0.2, vibrato=0.06),  # 6 ensemble
    Timbre((1.0, 0.8, 0.6, 0.45, 0.3, 0.2), 40, 0.4),  # 7 brass
    Timbre((1.0, 0.0, 0.55, 0.0, 0.35, 0.0, 0.2), 30, 0.3),  # 8 reed (odd harmonics)
    Timbre((1.0, 0.1, 0.05), 40, 0.2, noise=0.03),  # 9 pipe (flute)
    Timbre((1.0, 0.0, 0.33, 0.0, 0.2, 0.0, 0.14), 5, 0.0),  # 10 synth lead (square)
    Timbre((1.0, 0.5, 0.33, 0.25), 200, 0.0, vibrato=0.1),  # 11 synth pad
    Timbre((1.0, 0.3), 20, 0.5, vibrato=0.5),  # 12 synth effects
    Timbre((1.0, 0.4, 0.3, 0.1), 3, 3.0),  # 13 ethnic (plucked)
    Timbre((1.0, 0.2), 1, 9.0, noise=0.3),  # 14 percussive
    Timbre((0.4,), 5, 1.0, noise=0.8),  # 15 sound effects
)


def frequency(pitch: int) -> float:
    """Equal temperament, A4 (key 69) = 440 Hz."""
    return 440.0 * 2.0 ** ((pitch - 69) / 12)


def timbre(instrument: int) -> Timbre:
    return FAMILIES[(instrument & 127) // 8]


def render(note: Note, rate: int = RATE) -> bytes:
    """The note as signed 16-bit little-endian mono samples at ``rate``."""
    t = timbre(note.instrument)
    n = int(rate * min(max(note.duration_ms, 0) / 1000, MAX_SECONDS))
    if n == 0 or note.volume <= 0:
        return bytes(2 * n)
    base = frequency(note.pitch)
    # harmonics above the Nyquist frequency would alias: leave them out
    partials = [(k + 1, a) for k, a in enumerate(t.harmonics) if (k + 1) * base < rate / 2]
    norm = sum(a for _, a in partials) + t.noise or 1.0
    amplitude = PEAK * (note.volume / 127) / norm
    attack = max(1, int(rate * t.attack_ms / 1000))
    release = min(n, max(1, int(rate * RELEASE_MS / 1000)))
    decay = math.exp(-t.decay_per_s / rate)
    noise = random.Random(note.pitch * 128 + note.instrument)  # the same note sounds the same
    two_pi = 2 * math.pi
    out = array("h", bytes(2 * n))
    phase, level = 0.0, 1.0
    for i in range(n):
        f = base
        if t.vibrato:
            f *= 2.0 ** (t.vibrato * math.sin(two_pi * 5 * i / rate) / 12)
        phase += two_pi * f / rate
        value = 0.0
        for k, a in partials:
            value += a * math.sin(k * phase)
        if t.noise:
            value += t.noise * (2 * noise.random() - 1)
        env = level * min(1.0, i / attack)
        if i >= n - release:
            env *= (n - i) / release
        out[i] = int(amplitude * env * value)
        if i >= attack:
            level *= decay
    if sys.byteorder != "little":
        out.byteswap()
    return out.tobytes()
