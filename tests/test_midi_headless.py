"""MIDI ecalls 31/33 without the desktop app: the program goes on as RARS 1.6 does on a machine
without a sound device. There, javax.sound's MidiSystem.getSequencer() throws
MidiUnavailableException ("Can not open line"); RARS prints the stack trace on stderr and the
ecall returns at once, registers unchanged, for 31 and 33 alike. So stdout and the exit status
are the program's own; `run` adds one note on stderr, `rars` nothing."""

from __future__ import annotations

import io
import sys
import threading
import time

import pytest

from rarslite.commands import rars, run

NOTES = """
        .data
title:  .asciz "tune:"
done:   .asciz " done\\n"
        .text
        la a0, title
        li a7, 4
        ecall
        li s0, 60
loop:   mv a0, s0
        li a1, 3000             # 3 s each, if anything waited
        li a2, 0
        li a3, 100
        li a7, 33               # MidiOutSync
        ecall
        li a0, 32
        li a7, 11
        ecall
        mv a0, s0
        li a7, 1
        ecall
        addi s0, s0, 2
        li t0, 64
        blt s0, t0, loop
        li a0, 72
        li a1, 400
        li a2, 40
        li a3, 127
        li a7, 31               # MidiOut
        ecall
        mv a0, a1               # a1 is unchanged: 400
        li a7, 1
        ecall
        la a0, done
        li a7, 4
        ecall
        li a0, 7
        li a7, 93
        ecall
"""
# Recorded from RARS 1.6 (`java -jar rars.jar nc notes.s` on a machine without a sound device:
# exit status 7, "Can not open line" traces on stderr); its final message is lost after prints.
STDOUT = b"tune: 60 62400 done\n"
STATUS = 7


@pytest.fixture
def program(tmp_path) -> str:
    path = tmp_path / "notes.s"
    path.write_text(NOTES)
    return str(path)


@pytest.mark.parametrize("options", [["nc"], ["nc", "se17"], []])
def test_rars_goes_on_with_the_same_stdout_and_status(program, options, monkeypatch):
    slept, real_sleep, me = [], time.sleep, threading.current_thread()
    monkeypatch.setattr(time, "sleep", lambda s: slept.append(s) if threading.current_thread()
                        is me else real_sleep(s))  # (other threads of earlier tests sleep on)
    out, err = io.BytesIO(), io.BytesIO()
    code = rars.main([*options, program], stdout=out, stderr=err)
    assert slept == []  # no 3-second note was waited for
    copyright = b"" if options else rars.COPYRIGHT.encode()
    assert (out.getvalue(), code) == (copyright + STDOUT, STATUS)
    assert err.getvalue() == b""


def test_run_says_once_that_notes_were_not_played(program):
    out, err = io.BytesIO(), io.BytesIO()
    code = run.main([program], stdin=io.BytesIO(), stdout=out, stderr=err)
    assert (out.getvalue(), code) == (STDOUT, STATUS)
    assert err.getvalue() == (b"rarslite: note: 3 MIDI notes were not played "
                              b"(ecall 31/33 sound only in the desktop app)\n")


def test_play_goes_on_too(program):
    from tests.test_play_pty import Pty

    p = Pty([sys.executable, "-m", "rarslite", "play", program, "--display", "30x4"])
    try:
        p.read_until(lambda: "exited" in p.screen.line(0), timeout=30)
        p.send(b" ")
        p.read_until(lambda: "rarslite play: program exited" in p.raw, timeout=30)
    finally:
        code = p.close()
    assert code == STATUS
    assert "tune: 60 62400 done" in p.raw
