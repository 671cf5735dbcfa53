"""MIPS front ends: ISA detection, `rarslite run --isa mips`, the Isa description, and an
assembler fuzz test that may only ever yield assembler errors."""

from __future__ import annotations

import io
import random

import pytest

from rarslite.asm.errors import AsmErrors
from rarslite.asm.mips.assembler import assemble
from rarslite.commands import run
from rarslite.isa.base import MIPS, RV32, detect, isa_by_name

HELLO = """
.data
msg: .asciiz "hi from MIPS\\n"
.text
main:
  li $v0, 4
  la $a0, msg
  syscall
  li $v0, 17
  li $a0, 3
  syscall
"""


def test_detect_mips_only_for_asm_with_dollar_registers_and_syscall() -> None:
    said: list[str] = []
    assert detect("a.asm", HELLO, said.append) is MIPS
    assert len(said) == 1 and "a.asm" in said[0] and "mips" in said[0]
    assert detect("a.s", HELLO) is RV32  # RARS's extension stays RISC-V
    assert detect("b.asm", "li a7, 10\necall\n") is RV32
    assert detect("c.asm", "# li $v0, 10\n# syscall\nli a7, 10\n") is RV32  # comments only


def test_isa_descriptions_resolve_their_parts() -> None:
    assert isa_by_name("mips") is MIPS and isa_by_name("RISCV") is RV32
    for isa in (RV32, MIPS):
        for key in isa.parts:
            assert isa.part(key) is not None, (isa.name, key)
    word = MIPS.part("encode")(MIPS.part("decode")(0x012A4020))
    assert word == 0x012A4020
    assert MIPS.part("hart").__name__ == "MipsHart"
    assert "Default" in MIPS.part("memory_configs")
    from rarslite.machine.core import MachineCore

    for isa in (RV32, MIPS):  # one shared machine surface, one subclass per ISA
        assert issubclass(isa.part("machine"), MachineCore)
        assert isa.part("machine").isa_name == isa.name


def _run(argv: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    out, err = io.BytesIO(), io.BytesIO()
    rc = run.main(argv, stdin=io.BytesIO(stdin), stdout=out, stderr=err)
    return rc, out.getvalue().decode(), err.getvalue().decode()


def test_run_auto_detects_mips(tmp_path) -> None:
    src = tmp_path / "hello.asm"
    src.write_text(HELLO)
    rc, out, err = _run([str(src)])
    assert (rc, out) == (3, "hi from MIPS\n")
    assert err.count("using --isa mips") == 1


def test_run_isa_mips_reports_runtime_errors_and_reads_input(tmp_path) -> None:
    src = tmp_path / "p.s"
    src.write_text(".text\nli $v0, 5\nsyscall\nmove $a0, $v0\nli $v0, 1\nsyscall\nlw $t0, 2($0)\n")
    rc, out, err = _run(["--isa", "mips", str(src)], b"41\n")
    assert out == "41"
    assert rc == run.EXIT_RUNTIME_ERROR
    assert "p.s:7: runtime error at 0x00400014: fetch address not aligned on word boundary" in err


def test_run_isa_mips_assembly_errors_are_friendly(tmp_path) -> None:
    src = tmp_path / "bad.asm"
    src.write_text(".text\n  addi $t0, $t0\n  syscall\n")
    rc, out, err = _run(["--isa", "mips", str(src)])
    assert rc == run.EXIT_ASM_ERROR and out == ""
    assert "bad.asm:2:3: error:" in err and "1 error; nothing was run" in err


def test_run_isa_mips_step_limit(tmp_path) -> None:
    src = tmp_path / "loop.asm"
    src.write_text(".text\nl: j l\nsyscall\n")
    rc, _out, err = _run(["--isa", "mips", "--max-steps", "10", str(src)])
    assert rc == run.EXIT_STEP_LIMIT and "10 steps" in err


_WORDS = ["add", "addi", "li", "la", "lw", "sw", "beq", "blt", "j", "jal", "mul", "div",
          "lwc1", "l.d", "c.eq.s", "bc1t", "mfc0", "eret", "syscall", ".word", ".data", ".text",
          ".ascii", ".float", ".eqv", ".macro", ".end_macro", ".align", ".space", ".globl",
          "$t0", "$f2", "$31", "$zero", "$99", "label", "x:", "(", ")", ",", "+", "-", "0x7fff",
          "70000", "-1", "3", "'a'", '"s"', "1.5", "%p", ":", "#c", "$"]  # fmt: skip


@pytest.mark.parametrize("seed", range(4))
def test_fuzz_only_assembler_errors(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(150):
        lines = [" ".join(rng.choice(_WORDS) for _ in range(rng.randrange(1, 6)))
                 for _ in range(rng.randrange(1, 8))]  # fmt: skip
        text = "\n".join(lines) + "\n"
        try:
            prog = assemble(["f.asm"], texts={"f.asm": text})
        except AsmErrors as e:
            assert e.messages, text
            assert all(m.message for m in e.messages), text
        else:
            assert all(w.word == w.word & 0xFFFFFFFF for w in prog.text.values())


def test_asm_listing_is_mars_text_segment_window(capsys) -> None:
    import json
    import os

    from rarslite.commands import asm

    data = os.path.join(os.path.dirname(__file__), "data", "mips")
    runs = json.load(open(os.path.join(data, "gen_pseudo_03.expected.json")))
    window = next(r for r in runs if r["args"][3:5] == [".text", "SegmentWindow"])
    path = os.path.join(data, "gen_pseudo_03.asm")  # no syscall in it: --isa is needed
    assert asm.main(["--isa", "mips", "--listing", path]) == 0
    out, err = capsys.readouterr()
    assert out == window["dump"] and err == ""
    assert asm.main([os.path.join(data, "traps.asm")]) == 0  # auto-detected, said once
    out, err = capsys.readouterr()
    assert out == "" and err.count("using --isa mips") == 1
    assert asm.main(["--isa", "mips", os.path.join(data, "asm_errors.asm")]) == 2
    out, err = capsys.readouterr()
    assert "asm_errors.asm:6:3: error:" in err and "nothing was assembled" in err


def test_mars_help_and_bad_arguments(capsys) -> None:
    from rarslite.commands import mars

    assert mars.main(["h"]) == 0
    out = capsys.readouterr().out
    assert "rarslite mars [options] FILE..." in out and "SegmentWindow" in out
    assert mars.main(["nc", "nosuchfile.asm"]) == 0  # MARS: exit status 0 here too
    assert capsys.readouterr().out == "Invalid Command Argument: nosuchfile.asm\n"


def test_mars_exit_codes_are_read_as_java_integer_decode(capsys, tmp_path) -> None:
    """``ae<n>``/``se<n>`` go through Integer.decode, as recorded from MARS 4.5: ``#`` is hex,
    a leading 0 is octal (so 08 is refused), and 0xFFFFFFFF is out of int range."""
    from rarslite.commands import mars

    bad = tmp_path / "bad.asm"
    bad.write_text(".text\n addu $t0, $t0\n")
    assert mars.main(["nc", "ae#5", str(bad)]) == 5
    assert "Processing terminated due to errors." in capsys.readouterr().out
    assert mars.main(["nc", "ae010", str(bad)]) == 8
    capsys.readouterr()
    for arg in ("ae0xFFFFFFFF", "ae08"):
        assert mars.main(["nc", arg, str(bad)]) == 0
        assert capsys.readouterr().out == f"Invalid Command Argument: {arg}\n"


def test_run_isa_mips_shows_registers(tmp_path) -> None:
    src = tmp_path / "regs.asm"
    src.write_text(".text\n li $t0, -2\n li $t1, 0x3fc00000\n mtc1 $t1, $f2\n mthi $t0\n"
                   " li $v0, 10\n syscall\n")  # fmt: skip
    rc, _out, err = _run(["--isa", "mips", "--regs", "$t0,t1,f2,hi,status,pc", str(src)])
    assert rc == 0
    assert "$t0 = 0xfffffffe (-2)\n" in err and "t1 = 0x3fc00000 (1069547520)\n" in err
    assert "f2 = 0x3fc00000 (1.5)\n" in err and "hi = 0xfffffffe (-2)\n" in err
    assert "status = 0x0000ff11 (65297)\n" in err and "pc = 0x0040001c" in err
    rc, _out, err = _run(["--isa", "mips", "--regs", "x5", str(src)])
    assert rc == run.EXIT_ASM_ERROR and "unknown register name: x5" in err


BRANCH_OVER = """
.text
main:  li $t0, 1
       b next
       li $t0, 2          # the delay slot: run before the branch is taken with db
next:  move $a0, $t0
       li $v0, 1
       syscall
"""


def test_run_delayed_branching_runs_the_delay_slot(tmp_path) -> None:
    path = tmp_path / "db.asm"
    path.write_text(BRANCH_OVER)
    assert _run(["--isa", "mips", str(path)])[1] == "1"
    assert _run(["--isa", "mips", "--delayed-branching", str(path)])[1] == "2"  # as MARS db


def test_run_delayed_branching_is_refused_for_riscv(tmp_path) -> None:
    path = tmp_path / "p.s"
    path.write_text(".text\nmain: li a7, 10\n ecall\n")
    code, _out, err = _run(["--delayed-branching", str(path)])
    assert code == 2 and "MIPS programs only" in err
