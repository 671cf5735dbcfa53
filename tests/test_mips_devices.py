"""The Keyboard and Display MMIO device on MIPS programs (`rarslite run --isa mips --kdmmio`):
polling, keyboard interrupts through Cause bit 8, display interrupts through bit 9 with MARS's
timing, and MARS's rule that a request made while interrupts are off is lost."""

from __future__ import annotations

import io
import os

from rarslite.commands import run

DATA = os.path.join(os.path.dirname(__file__), "data", "mips_devices")


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run.main(["--isa", "mips", *argv], stdin=io.BytesIO(b""), stdout=out, stderr=err)
    return rc, out.getvalue().decode(), err.getvalue().decode()


def test_polling_echo_shows_keys_on_the_screen() -> None:
    rc, out, err = _run("--keys", "hello MIPSq", os.path.join(DATA, "echo_polling.asm"))
    assert rc == 0 and err == ""
    assert out.startswith("hello MIPS")


def test_keyboard_interrupts_set_cause_bit_8_and_reach_the_handler() -> None:
    rc, out, _err = _run("--keys", "abcde", os.path.join(DATA, "keyboard_interrupt.asm"))
    assert rc == 0
    assert out.startswith("0x00000100")  # Cause after the last key: bit 8, ExcCode 0
    assert "abcde" in out  # the handler echoed every key


def test_display_interrupt_is_taken_before_the_fifth_instruction() -> None:
    rc, out, _err = _run("--kdmmio", "--delay", "5", os.path.join(DATA, "display_interrupt.asm"))
    assert rc == 0
    assert out.startswith("7 0x00000200 0x00400024")
    assert out.rstrip().endswith("A")


def test_no_handler_ends_the_run_with_external_interrupt(tmp_path) -> None:
    src = tmp_path / "nohandler.asm"
    src.write_text(
        ".text\n lui $t0, 0xffff\n li $t1, 2\n sw $t1, 0($t0)\nl: j l\n li $v0, 10\n syscall\n"
    )
    rc, _out, err = _run("--keys", "x", str(src))
    assert rc == run.EXIT_RUNTIME_ERROR
    assert "runtime error at 0x0040000c: External Interrupt" in err


def test_request_while_interrupts_are_off_is_lost(tmp_path) -> None:
    # Status IE cleared: the key arrives (RC ready) but no interrupt is ever taken
    src = tmp_path / "off.asm"
    src.write_text(
        ".text\n mtc0 $zero, $12\n lui $t0, 0xffff\n li $t1, 2\n sw $t1, 0($t0)\n"
        "w: lw $t2, 0($t0)\n andi $t2, $t2, 1\n beqz $t2, w\n li $t1, 0x11\n mtc0 $t1, $12\n"
        " li $t3, 50\nd: addiu $t3, $t3, -1\n bnez $t3, d\n lw $a0, 4($t0)\n li $v0, 11\n"
        " syscall\n li $v0, 10\n syscall\n"
    )
    rc, out, err = _run("--keys", "k", str(src))
    assert rc == 0
    assert out.startswith("k")
    # said once, in MARS's terms (tests/test_mips_diagnostics.py has the others)
    assert err.count("\n") == 1 and "IE, is 0, so MARS drops the request" in err


def test_timer_is_refused_for_mips(tmp_path) -> None:
    src = tmp_path / "t.asm"
    src.write_text(".text\n li $v0, 10\n syscall\n")
    rc, _out, err = _run("--timer", str(src))
    assert rc == run.EXIT_ASM_ERROR and "no Timer Tool" in err


def test_colour_cell_display_for_mips_programs() -> None:
    path = os.path.join(DATA, "cells.asm")
    rc, out, err = _run("--cell-display", "10x10", "--cell-font", "ascii", path)
    assert (rc, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "cell display 10x10 at 0xffff0000 (ascii font)"
    assert lines[1] == "|AB        |"


def test_a_program_that_never_reads_the_keys_gets_the_quiet_end(tmp_path) -> None:
    """Issue 17's rule for MIPS too: keys left, none taken, the screen unchanged for --quiet
    instructions: the screen is written, stderr counts the keys, exit status EXIT_QUIET."""
    prog = tmp_path / "never_reader.asm"
    prog.write_text(
        "        .text\n"
        "main:   li    $t0, 0xffff0008\n"
        "wait:   lw    $t1, 0($t0)\n"            # transmitter ready?
        "        andi  $t1, $t1, 1\n"
        "        beqz  $t1, wait\n"
        "        li    $t1, 'A'\n"
        "        sw    $t1, 4($t0)\n"
        "spin:   addiu $t2, $t2, 1\n"            # never looks at the keyboard
        "        j     spin\n")
    rc, out, err = _run("--kdmmio", "--keys", "xyz", "--quiet", "200000", str(prog))
    assert rc == run.EXIT_QUIET
    assert out.splitlines()[0] == "A"
    assert "3 keys" in err
