"""Play rendered notes with what the platform has.

* Linux: the sound server's command-line player (``pacat``, else ``aplay``), one process
  per note fed raw samples on stdin, so overlapping notes (ecall 31 does not wait) are mixed
  by the sound server.
* macOS: ``afplay`` on a temporary WAV file per note (mixed by Core Audio).
* Windows: ``winsound`` from the standard library (one note at a time: a new note ends the
  one sounding).

Every note is played from a background thread, so it never holds up the simulator. No player
at all: `Silent`, whose `note` says so once (the app shows it in Messages); a player that
fails: silence from then on, no error.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import wave
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


NO_PLAYER = ("no sound player found (pacat or aplay on Linux, afplay on macOS, winsound on "
             "Windows): MIDI notes (ecall 31/33) are silent")


class Silent:
    """No sound output on this machine; ``note`` says why, once."""

    def __init__(self, note: str = "") -> None:
        self.note = note

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
        self._run(self.command, render(note))

    def _run(self, command: tuple[str, ...], stdin: bytes | None) -> None:
        try:
            proc = subprocess.Popen(command, stdin=subprocess.PIPE if stdin else None,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError:
            self.broken = True
            return
        with self._lock:
            self._procs = [p for p in self._procs if p.poll() is None] + [proc]
        try:
            proc.communicate(stdin, timeout=60)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()

    def stop(self) -> None:
        with self._lock:
            procs, self._procs = self._procs, []
        for proc in procs:
            if proc.poll() is None:
                proc.kill()


def wav(note: Note) -> bytes:
    """The note as a WAV file's bytes."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(render(note))
    return out.getvalue()


class FilePlayer(CommandPlayer):
    """Notes through a player that reads a sound file (macOS's ``afplay FILE``)."""

    def _play(self, note: Note) -> None:
        fd, path = tempfile.mkstemp(suffix=".wav", prefix="rarslite-note-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(wav(note))
            self._run((*self.command, path), None)
        finally:
            os.unlink(path)


class WinsoundPlayer:
    """Windows: the standard library's ``winsound`` (handed in by `system_sink`)."""

    def __init__(self, winsound) -> None:
        self.winsound = winsound

    def play(self, note: Note) -> None:
        if note.duration_ms > 0:
            threading.Thread(target=self._play, args=(wav(note),), daemon=True,
                             name="rarslite-note").start()

    def _play(self, data: bytes) -> None:
        try:
            self.winsound.PlaySound(data, self.winsound.SND_MEMORY | self.winsound.SND_NODEFAULT)
        except RuntimeError:  # no sound device
            pass

    def stop(self) -> None:
        try:
            self.winsound.PlaySound(None, 0)
        except RuntimeError:
            pass


def system_sink(platform: str = sys.platform) -> Sink:
    """What this platform has (see the module's docstring), else `Silent`."""
    if platform == "win32":
        try:
            import winsound
        except ImportError:
            return Silent(NO_PLAYER)
        return WinsoundPlayer(winsound)
    if platform == "darwin" and shutil.which("afplay"):
        return FilePlayer(("afplay",))
    for command in PLAYERS:
        if shutil.which(command[0]):
            return CommandPlayer(command)
    return Silent(NO_PLAYER)
