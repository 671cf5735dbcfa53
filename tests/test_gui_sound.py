"""MIDI ecalls in the desktop app: each note reaches the sound sink with its pitch, duration,
instrument and volume; ecall 33 holds the program for the note's duration, 31 does not. MARS's
syscalls 31/33 in MIPS programs play through the same player."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("pytestqt")

from gui_support import close_window, open_window, wait_until  # noqa: E402

from rarslite.sound import Note  # noqa: E402

TUNE = """
        .text
main:   li a0, 67               # G4, 600 ms, instrument 40 (violin), volume 90, and wait
        li a1, 600
        li a2, 40
        li a3, 90
        li a7, 33
        ecall
        li a0, 72               # C5 for 20 s, without waiting
        li a1, 20000
        li a2, 0
        li a3, 127
        li a7, 31
        ecall
        li a0, 200              # out of range: RARS's defaults 60 / 1000 / 0 / 100
        li a1, -5
        li a2, 300
        li a3, -1
        li a7, 31
        ecall
        li a7, 10
        ecall
"""

MIPS_TUNE = """\
.text
main:   li $a0, 67              # the same notes in a MARS program
        li $a1, 600
        li $a2, 40
        li $a3, 90
        li $v0, 33
        syscall
        li $a0, 72
        li $a1, 20000
        li $a2, 0
        li $a3, 127
        li $v0, 31
        syscall
        li $a0, 200             # out of range: MARS's defaults are RARS's
        li $a1, -5
        li $a2, 300
        li $a3, -1
        li $v0, 31
        syscall
        li $v0, 10
        syscall
"""
# isa -> (file name, tune, the register holding the first argument, the 600 ms line, sleep)
PROGRAMS = {
    "riscv": ("tune.s", TUNE, 10, "li a1, 600", ".text\n li a0, 6000000\n li a7, 32\n ecall\n"),
    "mips": ("tune.asm", MIPS_TUNE, 4, "li $a1, 600",
             ".text\n li $a0, 6000000\n li $v0, 32\n syscall\n"),
}


class FakeSink:
    def __init__(self) -> None:
        self.notes: list[Note] = []
        self.events: list[Note | int] = []  # notes, and the ms of each wait once it ended
        self.stopped = threading.Event()

    def play(self, note: Note) -> None:
        self.notes.append(note)
        self.events.append(note)

    def stop(self) -> None:
        self.stopped.set()


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    w = open_window(qtbot, tmp_path, monkeypatch)
    w.dialogs.sound = sink = FakeSink()
    w.sink = sink
    w.slept = []  # (ms, whether a stop ended it) of each wait for a note or a sleep
    sleep = w.dialogs.sleep

    def recorded(ms: int) -> None:
        sleep(ms)
        w.slept.append((ms, w.dialogs._cancelled.is_set()))
        sink.events.append(ms)

    w.dialogs.sleep = recorded
    yield w
    close_window(w)


def _load(window, tmp_path, name: str, source: str) -> None:
    path = tmp_path / name
    path.write_text(source)
    window.open_file(str(path))
    assert window.assemble()
    assert window.session.isa.name == ("mips" if name.endswith(".asm") else "rv32")


@pytest.mark.parametrize("isa", PROGRAMS)
def test_notes_reach_the_sink_and_33_waits(window, tmp_path, isa):
    name, tune, a0, _, _ = PROGRAMS[isa]
    _load(window, tmp_path, name, tune)
    window.act_go.trigger()
    wait_until(lambda: not window.running, timeout=60_000)
    notes = [Note(67, 600, 40, 90), Note(72, 20000, 0, 127), Note(60, 1000, 0, 100)]
    assert window.sink.notes == notes
    # the program waited for 33's 600 ms note before it played the next (an order, not a time)
    assert window.sink.events == [notes[0], 600, notes[1], notes[2]]
    assert window.slept == [(600, False)]  # and only for it: not for 31's 20-second note
    assert window.session.machine.x[a0] == 200  # a0 unchanged: the defaults are internal
    # the run ended normally, in its simulator's words (MARS prints no exit code)
    end = "finished running --" if isa == "mips" else "finished running (0) --"
    assert end in window.run_io.text()


@pytest.mark.parametrize("isa", PROGRAMS)
def test_stopping_during_a_note_ends_the_wait_and_the_sound(window, tmp_path, isa):
    name, tune, _, line, _ = PROGRAMS[isa]
    _load(window, tmp_path, name, tune.replace(line, line + "0000"))  # a 100-minute note
    window.act_go.trigger()
    wait_until(lambda: window.dialogs.sleeping, timeout=60_000)
    window.act_stop.trigger()
    wait_until(lambda: not window.running, timeout=60_000)
    assert window.slept == [(6_000_000, True)]  # Stop ended the wait
    assert window.sink.stopped.is_set()
    assert len(window.sink.notes) == 1  # the program did not run on to the next notes


@pytest.mark.parametrize("isa", PROGRAMS)
def test_stopping_during_a_sleep(window, tmp_path, isa):
    name, *_, sleep = PROGRAMS[isa]
    _load(window, tmp_path, name, sleep)
    window.act_go.trigger()
    wait_until(lambda: window.dialogs.sleeping, timeout=60_000)
    assert window.running
    window.act_stop.trigger()
    wait_until(lambda: not window.running, timeout=60_000)
    assert window.slept == [(6_000_000, True)]  # Stop ended the 100-minute sleep


def test_without_a_sound_player_messages_says_so_once(window, tmp_path):
    from rarslite.sound.player import NO_PLAYER, Silent

    window.dialogs.sound = Silent(NO_PLAYER)
    name, tune, _, _, _ = PROGRAMS["riscv"]
    _load(window, tmp_path, name, tune.replace("li a1, 600", "li a1, 10"))
    window.act_go.trigger()
    wait_until(lambda: not window.running, timeout=60_000)
    said = [line for line in window.messages.lines() if "no sound player" in line]
    assert len(said) == 1 and "silent" in said[0]  # three notes, one note of it
