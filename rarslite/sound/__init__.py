"""Sound for RARS's MIDI ecalls (31 MidiOut, 33 MidiOutSync) in the desktop app.

`synth` turns a `Note` into 16-bit mono samples (pitch, duration, volume, and a timbre per
General MIDI instrument family); `player` hands them to what the platform has (``pacat`` or
``aplay`` on Linux, ``afplay`` on macOS, ``winsound`` on Windows), so no Python audio package
is needed. Without any of them notes are silent (the app says so once), and a player that
fails goes silent: RARS without a sound device goes on too. Qt-free (the GUI and tests plug
in their own sink).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Note:
    pitch: int  # MIDI key 0-127, 60 = middle C
    duration_ms: int
    instrument: int  # General MIDI program 0-127
    volume: int  # MIDI velocity 0-127

    @classmethod
    def from_args(cls, pitch: int, duration_ms: int, instrument: int, volume: int) -> Note:
        """The note the MIDI services play for their signed arguments: RARS and MARS (one
        code base) put a default in place of any out of range (60, 1000 ms, 0, 100)."""
        return cls(pitch if 0 <= pitch <= 127 else 60,
                   duration_ms if duration_ms >= 0 else 1000,
                   instrument if 0 <= instrument <= 127 else 0,
                   volume if 0 <= volume <= 127 else 100)
