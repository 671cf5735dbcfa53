"""One table of MARS's syscalls (`rarslite.machine.mips.syscalls.SYSCALLS`): the dispatcher
and Help's reference both come from it, and it holds every service MARS 4.5 has."""

from __future__ import annotations

import pytest

from rarslite.asm.mips.assembler import assemble
from rarslite.machine.mips.hart import MipsException
from rarslite.machine.mips.machine import load_mips
from rarslite.machine.mips.syscalls import SERVICES, SYSCALLS, MarsIO, handle_syscall
from rarslite.reference import build
from rarslite.reference.mips import reference_tables as mips_tables

MARS_45 = [*range(1, 18), *range(30, 37), *range(40, 45), *range(50, 60)]


def test_every_mars_syscall_is_in_the_table_and_in_help():
    numbers = [s.number for s in SYSCALLS]
    assert numbers == MARS_45  # all of them, in order, each once
    assert all(s.name and s.description for s in SYSCALLS)
    assert SERVICES == {s.number: s.run for s in SYSCALLS}  # the dispatcher's table
    (section,) = [s for s in build(mips_tables()) if s.title == "System calls"]
    assert [e.name for e in section.entries] == [f"{s.number} {s.name}" for s in SYSCALLS]
    assert [e.form for e in section.entries] == [s.inputs for s in SYSCALLS]


def test_the_dispatcher_runs_the_tables_handler(monkeypatch, capsys):
    seen = []
    row = next(s for s in SYSCALLS if s.number == 34)
    monkeypatch.setitem(SERVICES, 34, lambda hart, io: seen.append(hart.r[4]) or row.run(hart, io))
    source = ".text\n  li $a0, 255\n  li $v0, 34\n  syscall\n  li $v0, 10\n  syscall\n"
    _view, machine, sim = load_mips(assemble(["t.asm"], texts={"t.asm": source}))
    assert sim.run() == "exit"
    assert seen == [255]
    assert capsys.readouterr().out == "0x000000ff"


@pytest.mark.parametrize("number", [0, 18, 37, 45, 60, -1])
def test_numbers_outside_the_table_are_marss_exception(number):
    _view, machine, _sim = load_mips(assemble(["t.asm"], texts={"t.asm": ".text\n nop\n"}))
    hart = machine.hart
    hart.r[2] = number & 0xFFFFFFFF
    with pytest.raises(MipsException) as info:
        handle_syscall(hart, MarsIO())
    assert (info.value.code, info.value.message) == (
        8, f"invalid or unimplemented syscall service: {number} ")
