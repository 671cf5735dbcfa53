"""Robustness: whatever the input, the assembler returns a Program or raises AsmErrors.

Also the round trip encode -> disassemble -> assemble for every basic instruction.
"""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_isa_encoding import random_instr  # tests/ is on sys.path under pytest

from rarslite.asm.riscv import AsmErrors, assemble_text
from rarslite.isa.riscv import SPECS, Instr, decode, disassemble, encode
from rarslite.program import Program

LISTINGS = Path(__file__).resolve().parent / "data" / "asm_listings"

VOCAB = (
    "add addi li la lw sw lui auipc beq bgt j jal jalr call ret csrw csrwi csrrw fadd.s "
    "fcvt.w.s flw fsd fence ecall nop mv b t0 t1 a0 sp zero x0 x31 x32 ft0 f31 fa0 uie utvec "
    "time fcsr rne dyn main loop L1 .text .data .word .half .byte .dword .float .double "
    ".ascii .asciz .string .space .align .globl .extern .eqv .macro .end_macro .include "
    ".section .foo %hi %lo %pcrel_hi %pcrel_lo %arg $x 0 1 -1 31 32 2047 2048 -2049 4095 "
    "0xfff 0xFFFFFFFF 0x100000 99999999999 0x123456789abcdef0 9223372036854775808 010 08 "
    "0b101 1.5 -0.5e3 Inf -Inf NaN 'a' '\\n' '\\101' ' \"str\" \"a\\\\\" \"\\u12\" , ( ) : "
    "+ - # @ ; label+4 x+1 main: loop: %arg: .end_macro"
).split(" ")


def _check(result_fn) -> None:
    try:
        result = result_fn()
    except AsmErrors as e:
        assert e.messages
        for m in e.messages:
            assert "internal assembler error" not in m.message, m.message
            assert m.kind in ("error", "warning")
        return
    assert isinstance(result, Program)


lines = st.lists(st.sampled_from(VOCAB), max_size=8).map(" ".join)
programs = st.lists(lines, max_size=25).map("\n".join)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs, st.booleans())
def test_token_soup_only_asm_errors(src, extended):
    _check(lambda: assemble_text(src, "/tmp/fuzz.s", extended=extended))


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300), st.booleans())
def test_random_text_only_asm_errors(src, extended):
    _check(lambda: assemble_text(src, "/tmp/fuzz.s", extended=extended))


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_binary_files_only_asm_errors(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("bin") / "prog.s"
    path.write_bytes(data)
    from rarslite.asm.riscv import assemble

    _check(lambda: assemble([str(path)], extended=True))


FORMS = (LISTINGS / "forms.s").read_text()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(FORMS)))
def test_truncated_programs_only_asm_errors(cut):
    _check(lambda: assemble_text(FORMS[:cut], "/tmp/cut.s"))


def test_huge_and_odd_values():
    cases = [
        "li t0, 99999999999999999999",
        "li t0, 0x123456789abcdef01",
        "addi t0, t0, 0x7fffffffffffffff",
        ".data\n.word 0x123456789abcdef01234",
        ".data\n.space 4000000000",
        ".data\n.space 0x7fffffff\n.word 1",
        ".data\n.align 100\n.word 1",
        ".data 0xFFFFFFFF\n.word 1",
        '.data 0xFFFFFFFE\n.asciz "abc"',
        ".text 0xFFFFFFFC\nnop\nnop",
        ".text 0x0FFFFFFC\nnop\nnop",
        ".data\n.word 1 : 99999999999",
        ".data\n.byte 1 : 0",
        ".data\n.double 1e400, -1e400, NaN",
        ".data\n.float 0x10",
        ".eqv A A\nli t0, A",
        ".eqv A B\n.eqv B A\nli t0, A",
        ".macro m\nm\n.end_macro\nm",
        ".macro m(%a)\n.macro n\n.end_macro\n.end_macro",
        '.include "/nonexistent/file.s"',
        ".include",
        "x: .word x",
        "lw t0, %pcrel_lo(nowhere)(t0)",
        "csrwi 4, 0x7ff\ncsrwi 4, -2048",
        "j 0",
        "beq t0, t1, 8",
        "'",
        "'\\",
        '"',
    ]
    for src in cases:
        for extended in (False, True):
            _check(lambda s=src, e=extended: assemble_text(s, "/tmp/odd.s", extended=e))


def _basic_source(i: Instr) -> str:
    """A program whose first statement is ``disassemble(i)``; a branch or jump target
    becomes a label placed at the target address."""
    text = disassemble(i)
    if i.op in ("beq", "bne", "blt", "bge", "bltu", "bgeu", "jal"):
        at = 0x00500000
        head, _, _ = text.rpartition(",")
        return f".text {at}\n{head},target\n.text {at + i.imm}\ntarget: nop\n"
    return f".text\n{text}\n"


def _random_instr(s, seed: int) -> Instr:
    return random_instr(s, random.Random(seed))


@settings(max_examples=600, deadline=None)
@given(st.sampled_from(SPECS), st.integers(0, 2**32))
def test_encode_disassemble_assemble_roundtrip(s, seed):
    i = _random_instr(s, seed)
    if s.fmt == "B" or s.op == "jal":  # a label needs an aligned, distinct address
        imm = i.imm - (i.imm % 4) if i.imm % 4 else i.imm
        i = Instr(i.op, rd=i.rd, rs1=i.rs1, rs2=i.rs2, imm=imm or 8)
    word = encode(i)
    src = _basic_source(decode(word))
    prog = assemble_text(src)
    addr = 0x00500000 if "target" in src else prog.config.text_base
    assert prog.text[addr].word == word, src
    assert prog.text[addr].instr == decode(word)
