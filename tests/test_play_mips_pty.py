"""`rarslite play` on MIPS programs in a pseudo-terminal: auto-detected `.asm` (said once) or
`--isa mips`, keys to MARS's Keyboard and Display MMIO (polled and by interrupt), the screen
read back, syscall output and runtime errors reported after the game, the terminal restored."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.test_play_pty import Pty, play

MIPS_DEVICES = Path(__file__).resolve().parent / "data" / "mips_devices"


def _leave(p: Pty, ended: str) -> tuple[int, str]:
    """Wait for the status line to say ``ended``, press a key, and return the exit status and
    what was written after the alternate screen closed."""
    try:
        p.read_until(lambda: ended in p.screen.line(0))
        p.send(b" ")
        p.read_until(lambda: f"rarslite play: {ended}" in p.raw)
    finally:
        code = p.close()
    assert not p.screen.alternate
    return code, p.raw[p.raw.rindex("\x1b[?1049l") :]


def test_play_mips_polling_echo_auto_detected():
    p = play(MIPS_DEVICES / "echo_polling.asm", "--display", "20x4")
    p.read_until(lambda: "running" in p.screen.line(0))
    assert p.screen.alternate
    p.send(b"hi\r")
    p.read_until(lambda: p.screen.line(1) == "hi")
    p.send(b"yo")
    p.read_until(lambda: p.screen.line(2) == "yo")
    p.send(b"q")
    code, tail = _leave(p, "program exited")
    assert code == 0
    assert p.raw.count("looks like MIPS") == 1
    assert "hi\r\nyo\r\n" in tail or "hi\nyo\n" in tail


def test_play_mips_keyboard_interrupts_with_isa_option(tmp_path):
    prog = tmp_path / "keys.s"  # not .asm: only --isa mips makes it MIPS
    shutil.copy(MIPS_DEVICES / "keyboard_interrupt.asm", prog)
    p = play(prog, "--isa", "mips", "--display", "20x3")
    p.read_until(lambda: "running" in p.screen.line(0))
    p.send(b"abcde")
    code, tail = _leave(p, "program exited")
    assert code == 0
    assert "looks like MIPS" not in p.raw
    assert "abcde" in tail  # the handler echoed every key to the display
    assert "0x00000100" in tail  # syscall 34 printed Cause: bit 8, ExcCode 0


def test_play_mips_runtime_error_is_reported(tmp_path):
    prog = tmp_path / "bad.asm"
    prog.write_text(".text\nmain: lui $t0, 0x1234\n lw $t1, 1($t0)\n li $v0, 10\n syscall\n")
    p = play(prog, "--display", "10x2")
    code, tail = _leave(p, "runtime error")
    assert code == 3
    assert "fetch address not aligned on word boundary 0x12340001" in tail
    assert "Traceback" not in p.raw
