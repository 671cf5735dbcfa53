"""Sound for RARS's MIDI ecalls (31 MidiOut, 33 MidiOutSync) in the desktop app.

`synth` turns a `Note` into 16-bit mono samples (pitch, duration, volume, and a timbre per
General MIDI instrument family); `player` hands them to the system's sound server through its
own command-line player (``pacat`` or ``aplay``), so no Python audio package is needed.
Without any of them, or when a player fails, notes are silent and nothing is reported: RARS
without a sound device goes on too. Qt-free (the GUI and tests plug in their own sink).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Note:
    pitch: int  # MIDI key 0-127, 60 = middle C
    duration_ms: int
    instrument: int  # General MIDI program 0-127
    volume: int  # MIDI velocity 0-127
