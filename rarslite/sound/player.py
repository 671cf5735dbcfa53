"""Play rendered notes through the system's sound server with its command-line player.

One player process per note, fed raw samples on stdin from a background thread, so a note
never holds up the simulator and overlapping notes (ecall 31 does not wait) are mixed by the
sound server. No player installed, no sound device, a player that fails: silence, no error.
"""

from __future__ import annotations

import shutil
import subprocess
import threading
from typing import Protocol

from rarslite.sound import Note
from rarslite.sound.synth import RATE, render

# raw signed 16-bit little-endian mono on stdin; the first one found is used. pacat talks to
# PulseAudio and to PipeWire's PulseAudio server; aplay to ALSA (PipeWire and PulseAudio
# route it too), so a Debian/Ubuntu desktop has one of them.
PLAYERS = (
    ("pacat", "--playback", "--format=s16le", f"--rate={RATE}", "--channels=1"),
    ("aplay", "-q", "-t", "raw", "-f", "S16_LE", "-r", str(RATE), "-c", "1", "-"),
)


class Sink(Protocol):
    """Where notes go: starts playing and returns at once (called on the simulator thread)."""

    def play(self, note: Note) -> None: ...

    def stop(self) -> None:
        """Silence every note still sounding (the run was stopped or reset)."""


class Silent:
    """No sound output on this machine."""

    def play(self, note: Note) -> None:
        pass

    def stop(self) -> None:
        pass


class CommandPlayer:
    """Notes through an external player command (see `PLAYERS`)."""

    def __init__(self, command: tuple[str, ...]) -> None:
        self.command = command
        self._procs: list[subprocess.Popen] = []
        self._lock = threading.Lock()
        self.broken = False  # the player failed to start: stay silent from then on

    def play(self, note: Note) -> None:
        if self.broken or note.duration_ms <= 0:
            return
        threading.Thread(target=self._play, args=(note,), daemon=True,
                         name="rarslite-note").start()

    def _play(self, note: Note) -> None:
        samples = render(note)
        try:
            proc = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError:
            self.broken = True
            return
        with self._lock:
            self._procs = [p for p in self._procs if p.poll() is None] + [proc]
        try:
            proc.communicate(samples, timeout=60)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()

    def stop(self) -> None:
        with self._lock:
            procs, self._procs = self._procs, []
        for proc in procs:
            if proc.poll() is None:
                proc.kill()


def system_sink() -> Sink:
    """The first player command installed here, else `Silent`."""
    for command in PLAYERS:
        if shutil.which(command[0]):
            return CommandPlayer(command)
    return Silent()
