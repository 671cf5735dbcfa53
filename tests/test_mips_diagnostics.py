"""Interrupt diagnostics for MIPS programs, in MARS's terms: the Keyboard and Display MMIO
says once why a device interrupt goes nowhere (Status IE, EXL, the receiver's interrupt
enable, a missing .ktext handler), and nothing when interrupts work."""

from __future__ import annotations

import io
import os

from rarslite.commands import run
from rarslite.devices.diagnostics import interrupt_lost, missing_enables, wants_interrupts
from rarslite.machine.mips.machine import MipsMachine

DATA = os.path.join(os.path.dirname(__file__), "data", "mips_devices")
HANDLER = ".ktext 0x80000180\n lui $k0, 0xffff\n lw $k1, 4($k0)\n eret\n"


def _run(src: str, keys: str, tmp_path) -> tuple[int, str, str]:
    path = tmp_path / "p.asm"
    path.write_text(src)
    out, err = io.BytesIO(), io.BytesIO()
    rc = run.main(["--isa", "mips", "--keys", keys, str(path)], stdin=io.BytesIO(b""),
                  stdout=out, stderr=err)  # fmt: skip
    return rc, out.getvalue().decode(), err.getvalue().decode()


def _bus(src: str, tmp_path) -> MipsMachine:
    from rarslite.asm.mips.assembler import assemble

    path = tmp_path / "b.asm"
    path.write_text(src)
    return MipsMachine(assemble([str(path)]))


def test_working_interrupt_program_hears_nothing() -> None:
    out, err = io.BytesIO(), io.BytesIO()
    argv = ["--isa", "mips", "--keys", "abcde", os.path.join(DATA, "keyboard_interrupt.asm")]
    rc = run.main(argv, stdin=io.BytesIO(b""), stdout=out, stderr=err)
    assert rc == 0 and err.getvalue() == b""


def test_receiver_interrupt_enable_missing_is_said_in_mars_terms(tmp_path) -> None:
    # a handler and IE = 1 (MARS's reset Status), but RC bit 1 never set
    src = (".text\n lui $t0, 0xffff\nw: lw $t1, 0($t0)\n andi $t1, $t1, 1\n beqz $t1, w\n"
           " li $v0, 10\n syscall\n" + HANDLER)  # fmt: skip
    rc, _out, err = _run(src, "a", tmp_path)
    assert rc == 0
    assert err.count("\n") == 1
    assert "bit 1 (interrupt enable) is 0" in err
    assert "an exception handler is at 0x80000180 and Status IE (bit 0) is 1" in err
    assert "utvec" not in err and "uie" not in err


def test_key_during_the_handler_is_lost_and_said_once(tmp_path) -> None:
    # the handler never returns (EXL stays 1): later keys are dropped, as MARS drops them
    src = (".text\n lui $t0, 0xffff\n li $t1, 2\n sw $t1, 0($t0)\nw: j w\n"
           ".ktext 0x80000180\n lw $k1, 4($t0)\n li $t3, 300000\n"
           "k: addiu $t3, $t3, -1\n bnez $t3, k\n li $v0, 10\n syscall\n")  # fmt: skip
    rc, _out, err = _run(src, "xyz", tmp_path)
    assert rc == 0
    assert err.count("EXL, is 1") == 1 and "keyboard interrupt went nowhere" in err


def test_no_handler_is_explained_before_the_run_ends(tmp_path) -> None:
    src = ".text\n lui $t0, 0xffff\n li $t1, 2\n sw $t1, 0($t0)\nl: j l\n"
    rc, _out, err = _run(src, "x", tmp_path)
    assert rc == run.EXIT_RUNTIME_ERROR
    assert "no .ktext code at 0x80000180" in err and "External Interrupt" in err


def test_help_answers_from_status_and_handler(tmp_path) -> None:
    bus = _bus(".text\n nop\n" + HANDLER, tmp_path)
    status = bus.hart.cp0
    assert wants_interrupts(bus) and missing_enables(bus, "external") == []
    assert interrupt_lost(bus, "keyboard") == []
    status[12] = 0xFF10  # IE 0: the mask bits 8-15 alone do nothing in MARS
    assert not wants_interrupts(bus)
    assert [m[:30] for m in missing_enables(bus, "external")] == ["Status (coprocessor 0 register"]
    status[12] = 0x13  # EXL: a display request then is routine, a key is lost
    assert interrupt_lost(bus, "display") == []
    assert "EXL" in interrupt_lost(bus, "keyboard")[0]
    bare = _bus(".text\n nop\n", tmp_path)
    assert not wants_interrupts(bare)
    assert "no exception handler" in missing_enables(bare, "external")[0]
