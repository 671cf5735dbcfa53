"""Bugs the differential fuzzer (tests/fuzz/) found outside the RISC-V fast paths, each
with its shrunk program."""

from __future__ import annotations

from rarslite.asm.mips.assembler import assemble
from rarslite.machine.console import BufferConsole
from rarslite.machine.mips.machine import load_mips


def _mips(source: str, **options):
    prog = assemble(["p.asm"], texts={"p.asm": source})
    _view, m, sim = load_mips(prog, BufferConsole(), **options)
    return m, sim


def test_mips_jalr_with_one_register_links_ra():
    """`jalr $t9` is `jalr $ra, $t9` (MARS encodes rd = 31): it must write $ra. The
    assembler built the instruction with rd = 0, so the call never linked."""
    for single in (False, True):
        m, sim = _mips(".text\nmain: la $t9, f\n jalr $t9\n li $t1, 5\n li $v0, 10\n syscall\n"
                       "f: move $t0, $ra\n jr $ra\n")
        m.hart.force_single = single
        assert sim.run() == "exit"
        assert m.hart.r[8] == m.hart.r[31] == 0x0040000C and m.hart.r[9] == 5
