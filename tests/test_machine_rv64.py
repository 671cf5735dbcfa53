"""The translator's RV64 ld/sd fast paths against the Memory slow path, at every alignment
and at the ends of the data and stack regions (where the fast path must give way)."""

from __future__ import annotations

import pytest

from rarslite.asm.riscv import assemble_text
from rarslite.machine.riscv.errors import Trap
from rarslite.machine.riscv.machine import Machine
from rarslite.machine.simulator import Simulator

PROGRAM = """.text
main:   sd   a2, 0(a1)
        ld   a0, 0(a1)
        li   a7, 10
        ecall
"""
VALUE = 0x8877665544332211


def _addresses(m: Machine) -> list[int]:
    out = []
    for region in (m.memory.data, m.memory.stack):
        for base in (region.lo, region.hi - 15):
            out += [base + k for k in range(16)]
    return out


@pytest.mark.parametrize("single", [False, True])
def test_ld_sd_everywhere_as_the_memory_methods_do(single):
    prog = assemble_text(PROGRAM, "ldsd.s", xlen=64)
    probe = Machine(prog)
    for addr in _addresses(probe):
        m = Machine(prog)
        m.hart.force_single = single
        m.x[11], m.x[12] = addr, VALUE
        reason = Simulator(m).run()
        ref = Machine(prog)  # what Memory's own methods make of the same accesses
        try:
            ref.memory.store_double(addr, VALUE)
            want = ("exit", ref.memory.load_doubleword(addr))
        except Trap as t:
            want = ("error", t.message)
        got = ("exit", m.x[10]) if reason == "exit" else (reason, m.error.message)
        assert got == want, hex(addr)
        assert _words(m, addr) == _words(ref, addr), hex(addr)  # the same bytes stored


def _words(m: Machine, addr: int) -> list[int | None]:
    out: list[int | None] = []
    for w in range(addr & ~3, (addr & ~3) + 12, 4):
        try:
            out.append(m.memory.peek_word(w))
        except Exception:  # noqa: BLE001 - beyond the region: both sides must agree
            out.append(None)
    return out
