"""A jump out of the text: RARS and MARS name no line ("Error in : ..."); `rarslite run` and
the app name the jump that went there, the same one on blocks and single steps, and the
drop-ins stay exact."""

from __future__ import annotations

import io

import pytest

from rarslite.commands import run as run_cmd
from rarslite.commands.rars import main as rars_main

RISCV = """.text
main:   li   t0, 5
        jal  f
        li   a7, 10
        ecall
f:      li   ra, 0x10010000   # a return address in the data segment
        addi t0, t0, 1
        ret
"""

MIPS = """.text
main:   li   $t0, 5
        jal  f
        nop
        li   $v0, 10
        syscall
f:      li   $ra, 0x10010000
        addi $t0, $t0, 1
        jr   $ra
        nop
g:      jr   $ra              # another return, never run
        nop
"""


def run(path, *options: str) -> tuple[int, str]:
    out, err = io.BytesIO(), io.BytesIO()
    code = run_cmd.main([*options, str(path)], stdin=io.BytesIO(), stdout=out, stderr=err)
    return code, err.getvalue().decode()


@pytest.mark.parametrize("options", [(), ("--isa", "mips")])
def test_run_names_the_jump_out_of_the_text(tmp_path, options):
    mips = bool(options)
    path = tmp_path / ("prog.asm" if mips else "prog.s")
    path.write_text(MIPS if mips else RISCV)
    code, err = run(path, *options)
    assert code == 3
    line = 9 if mips else 8
    assert f"prog.{'asm' if mips else 's'}:{line}: runtime error at 0x10010000" in err, err
    assert "(this jump went there)" in err


@pytest.mark.parametrize("single", [False, True])
def test_riscv_blocks_and_single_steps_name_the_same_jump(single):
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    m = Machine(assemble_text(RISCV, "prog.s"))
    m.hart.force_single = single
    assert Simulator(m).run() == "error"
    assert m.error.from_pc is not None and m.source_location(m.error.from_pc).line == 8


@pytest.mark.parametrize("single", [False, True])
def test_mips_blocks_and_single_steps_name_the_same_jump(single):
    from rarslite.asm.mips.assembler import assemble
    from rarslite.machine.mips.machine import load_mips

    prog = assemble(["prog.asm"], texts={"prog.asm": MIPS.replace("nop\n", "")})
    _view, m, sim = load_mips(prog, None)
    m.hart.force_single = single
    assert sim.run() == "error"
    assert m.source_location(m.error.from_pc).line == 8


def test_the_drop_in_still_names_no_line(tmp_path, capsysbinary):
    path = tmp_path / "prog.s"
    path.write_text(RISCV)
    rars_main(["nc", str(path)])
    out = capsysbinary.readouterr().out.decode()
    assert "Error in : Instruction load access error" in out and "jump" not in out


def test_riscv_says_nothing_when_two_jumps_could_have_gone_there():
    """(MIPS tells them apart by the code run last; the RISC-V engine does not keep it.)"""
    from rarslite.asm.riscv import assemble_text
    from rarslite.machine.riscv.machine import Machine
    from rarslite.machine.simulator import Simulator

    m = Machine(assemble_text(RISCV + "g:      ret\n", "prog.s"))
    assert Simulator(m).run() == "error"
    assert m.error.from_pc is None
