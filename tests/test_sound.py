"""`rarslite.sound`: the samples of a note (pitch, length, volume, timbre) and the player
that hands them to a system command (optional: silent when there is none or it fails)."""

from __future__ import annotations

import sys
import time
from array import array

import pytest

from rarslite.sound import Note, player
from rarslite.sound.synth import MAX_SECONDS, RATE, frequency, render, timbre


def samples(note: Note) -> array:
    return array("h", render(note))


def measured_frequency(data: array) -> float:
    """Upward zero crossings per second over the middle of the note."""
    mid = data[len(data) // 4 : 3 * len(data) // 4]
    ups = sum(1 for a, b in zip(mid, mid[1:], strict=False) if a < 0 <= b)
    return ups * RATE / len(mid)


@pytest.mark.parametrize("pitch", [48, 60, 69, 81])
@pytest.mark.parametrize("instrument", [0, 16, 80])  # piano, organ, square lead
def test_pitch_and_length(pitch, instrument):
    data = samples(Note(pitch, 400, instrument, 100))
    assert len(data) == RATE * 400 // 1000
    assert measured_frequency(data) == pytest.approx(frequency(pitch), rel=0.03)


def test_equal_temperament():
    assert frequency(69) == 440.0
    assert frequency(60) == pytest.approx(261.63, abs=0.01)
    assert frequency(81) == pytest.approx(880.0)


def test_volume_scales_and_zero_is_silence():
    loud = max(map(abs, samples(Note(60, 200, 0, 127))))
    soft = max(map(abs, samples(Note(60, 200, 0, 32))))
    assert 0 < soft < loud <= 32767
    assert soft / loud == pytest.approx(32 / 127, rel=0.05)
    assert set(samples(Note(60, 200, 0, 0))) == {0}
    assert render(Note(60, 0, 0, 100)) == b""


def test_families_sound_different_and_instruments_of_a_family_alike():
    assert timbre(0) is timbre(7) and timbre(8) is not timbre(0)
    piano, organ = samples(Note(60, 500, 0, 100)), samples(Note(60, 500, 16, 100))
    assert piano != organ
    # a piano decays, an organ holds its level
    def level(data, start):
        return max(map(abs, data[start : start + 500]))
    assert level(piano, 9000) < 0.7 * level(piano, 1000)
    assert level(organ, 9000) == pytest.approx(level(organ, 1000), rel=0.1)


def test_long_notes_are_capped_and_ends_do_not_click():
    data = samples(Note(60, 60_000, 0, 100))
    assert len(data) == int(RATE * MAX_SECONDS)
    assert abs(data[-1]) < 50


def test_no_player_installed_is_silent(monkeypatch):
    monkeypatch.setattr(player.shutil, "which", lambda name: None)
    sink = player.system_sink()
    assert isinstance(sink, player.Silent)
    sink.play(Note(60, 100, 0, 100))
    sink.stop()


def test_first_installed_player_is_chosen(monkeypatch):
    monkeypatch.setattr(player.shutil, "which", lambda name: name == "aplay" or None)
    sink = player.system_sink()
    assert isinstance(sink, player.CommandPlayer) and sink.command[0] == "aplay"


def _wait_for(condition, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_command_player_pipes_the_samples(tmp_path):
    out, go = tmp_path / "played.raw", tmp_path / "go"
    # the player writes what it was given only once the test says so (or after 60 s)
    script = (f"import os, sys, time; data = sys.stdin.buffer.read(); t = time.time()\n"
              f"while not os.path.exists({str(go)!r}) and time.time() < t + 60: "
              f"time.sleep(0.01)\nopen({str(out)!r}, 'wb').write(data)")
    sink = player.CommandPlayer((sys.executable, "-c", script))
    note = Note(64, 250, 24, 90)
    sink.play(note)
    assert not out.exists()  # play() returned while the player still plays: the background
    go.touch()
    _wait_for(lambda: out.exists() and out.stat().st_size == len(render(note)))
    assert out.read_bytes() == render(note)


def test_a_failing_player_stays_silent(tmp_path):
    sink = player.CommandPlayer((str(tmp_path / "no-such-player"),))
    sink.play(Note(60, 100, 0, 100))
    _wait_for(lambda: sink.broken)
    sink.play(Note(60, 100, 0, 100))  # no error, nothing started
    crashing = player.CommandPlayer((sys.executable, "-c", "raise SystemExit(1)"))
    crashing.play(Note(60, 100, 0, 100))
    crashing.stop()


def test_stop_silences_notes_still_playing():
    sink = player.CommandPlayer((sys.executable, "-c", "import time; time.sleep(30)"))
    sink.play(Note(60, 100, 0, 100))
    _wait_for(lambda: sink._procs)
    proc = sink._procs[0]
    sink.stop()
    assert proc.wait(timeout=10) != 0
