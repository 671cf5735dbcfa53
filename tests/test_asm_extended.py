"""The extended dialect: GNU-style conveniences accepted on top of RARS's dialect.

Each addition is checked to work when ``extended=True``, to be rejected exactly as RARS
rejects it in the RARS dialect, and never to change what a valid RARS program assembles to.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rarslite.asm.riscv import AsmErrors, assemble, assemble_text
from rarslite.isa.riscv.instr import Instr

DATA = Path(__file__).resolve().parent / "data"
CONF = Path(__file__).resolve().parent.parent.parent / "shared" / "conformance"

PRELUDE = '.data\npad: .word 0, 0, 0\narr: .word 1, 2, 3, 4\nmsg: .asciz "hi"\n.text\n'
ARR = 0x1001000C
MSG = ARR + 16


def ext(src: str):
    return assemble_text(PRELUDE + src, extended=True)


def instrs(prog) -> list[Instr]:
    return [e.instr for _, e in sorted(prog.text.items())]


def _u(v: int) -> int:
    return v & 0xFFFFFFFF


def lui_addi_value(a: Instr, b: Instr) -> int:
    return _u((a.imm << 12) + b.imm)


def auipc_value(pc: int, a: Instr, b: Instr) -> int:
    return _u(pc + (a.imm << 12) + b.imm)


def test_hi_lo_anywhere():
    p = ext("lui t0, %hi(msg)\naddi t0, t0, %lo(msg)\nsw t1, %lo(msg)(t0)\nlbu t2, %lo(msg)(t0)")
    a, b, c, d = instrs(p)
    assert (a.op, b.op, c.op, d.op) == ("lui", "addi", "sw", "lbu")
    assert lui_addi_value(a, b) == MSG
    assert c.imm == b.imm == d.imm


def test_pcrel_hi_lo():
    p = ext(
        "nop\nhere: auipc t0, %pcrel_hi(arr)\n"
        "lw t1, %pcrel_lo(here)(t0)\naddi t2, t0, %pcrel_lo(here)"
    )
    _, a, b, c = instrs(p)
    pc = p.symbols["here"]
    assert auipc_value(pc, a, b) == ARR
    assert b.imm == c.imm


def test_symbol_plus_offset():
    p = ext("la t0, arr+8\nlw t1, arr + 4\nla t2, msg-16\nj end-4\nnop\nend: nop")
    ins = instrs(p)
    base = p.config.text_base
    assert auipc_value(base, ins[0], ins[1]) == ARR + 8
    assert auipc_value(base + 8, ins[2], ins[3]) == ARR + 4
    assert auipc_value(base + 16, ins[4], ins[5]) == ARR
    assert ins[6].op == "jal" and base + 24 + ins[6].imm == p.symbols["end"] - 4


def test_symbol_offset_in_data():
    p = assemble_text(".data\na: .word 7\nc: .word a+4, a - 4, c\n", extended=True)
    data = b"".join(chunk for _, chunk in p.data)
    a = p.symbols["a"]
    words = [int.from_bytes(data[k : k + 4], "little") for k in range(0, len(data), 4)]
    assert words == [7, a + 4, a - 4, a + 4]


def test_binary_literals():
    (i,) = instrs(ext("li t0, 0b101"))
    assert i.op == "addi" and i.imm == 5
    p = assemble_text(".data\nw: .word 0b11111111\n", extended=True)
    assert p.data[0][1][:4] == (255).to_bytes(4, "little")


def test_csr_gnu_operand_order():
    gnu = instrs(ext("csrw utvec, t0\ncsrs uie, t1\ncsrc ustatus, t2"))
    rars = instrs(ext("csrw t0, utvec\ncsrs t1, uie\ncsrc t2, ustatus"))
    assert gnu == rars
    assert gnu[0] == Instr("csrrw", rd=0, rs1=5, csr=5)


@pytest.mark.parametrize(
    "op,iop", [("add", "addi"), ("and", "andi"), ("or", "ori"), ("xor", "xori"),
               ("slt", "slti"), ("sltu", "sltiu"), ("sll", "slli"), ("srl", "srli"),
               ("sra", "srai")],
)  # fmt: skip
def test_register_op_with_immediate(op, iop):
    (i,) = instrs(ext(f"{op} t0, t1, 3"))
    assert i == Instr(iop, rd=5, rs1=6, imm=3)
    assert ext(f"{op} t0, t1, 3").text[0x400000].basic.startswith(iop + " ")


@pytest.mark.parametrize(
    "line,message",
    [
        (
            "la t0, arr+8",
            '"la": Too many or incorrectly formatted operands. Expected: la t1,label  ',
        ),
        ("la t0, here+8", "Invalid language element: here+8"),
        ("li t0, 0b101", "Invalid language element: 0b101"),
        ("csrw utvec, t0", '"utvec": operand is of incorrect type'),
        ("add t0, t1, 3", '"3": operand is of incorrect type'),
        (
            "sw t1, %lo(msg)(t0)",
            "Too many or incorrectly formatted operands. Expected: sw t1, -100(t2)",
        ),
        (
            "auipc t0, %pcrel_hi(arr)",
            "Too many or incorrectly formatted operands. Expected: auipc t1,100000",
        ),
    ],
)
def test_rars_dialect_rejects_extensions(line, message):
    with pytest.raises(AsmErrors) as e:
        assemble_text(PRELUDE + line)
    assert e.value.errors[0].message.endswith(message)


def _image(prog):
    return (
        [(a, e.word, e.basic, e.instr) for a, e in sorted(prog.text.items())],
        prog.data,
        prog.symbols,
    )


def _rars_programs() -> list[Path]:
    progs = sorted((DATA / "asm_listings").glob("*.s"))
    if CONF.is_dir():
        progs += sorted(CONF.glob("*.s"))
    return progs


@pytest.mark.parametrize("path", _rars_programs(), ids=lambda p: p.name)
def test_extensions_do_not_change_rars_programs(path, monkeypatch):
    monkeypatch.chdir(path.parent)
    try:
        plain = assemble([str(path)])
    except AsmErrors:
        with pytest.raises(AsmErrors):
            assemble([str(path)], extended=True, allow_pseudo=True)
        return
    assert _image(assemble([str(path)], extended=True)) == _image(plain)


def test_wide_csr_immediate_warns_only_in_extended_mode():
    (w,) = ext("csrwi uie, 0x110").warnings
    assert "keeps 16" in w.message and w.column == 12
    assert assemble_text(PRELUDE + "csrwi uie, 0x110").warnings == []


def test_offsets_on_mnemonic_labels_and_continuation_lines():
    p = assemble_text(
        ".data\nadd: .word 1, 2\nx: .word add+4\ny: .word 0\nx-4\n.text\nla t0, add+4\n",
        extended=True,
    )
    data = b"".join(chunk for _, chunk in p.data)
    words = [int.from_bytes(data[k : k + 4], "little") for k in range(0, len(data), 4)]
    base = p.symbols["add"]
    assert words == [1, 2, base + 4, 0, base + 4]
    a, b = instrs(p)
    assert auipc_value(p.config.text_base, a, b) == base + 4
