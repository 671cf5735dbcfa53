"""The one declarative table of MIPS32 basic instructions as MARS 4.5 accepts them.

Each row: mnemonic, operand slots in MARS's source order, and the fixed bits of the word.
Encoder, decoder, disassembler and the assembler's operand matching derive from the rows.

Operand slot kinds (where the value goes in the word, and how the source writes it):

======  ==========================================  ============  ==================
kind    meaning                                     bits          ``MipsInstr`` field
======  ==========================================  ============  ==================
rd      integer register                            11-15         rd
rs      integer register                            21-25         rs
rt      integer register                            16-20         rt
c0      coprocessor 0 register (written ``$n``)     11-15         rd
fd      FP register                                 6-10          sa
fs      FP register                                 11-15         rd
ft      FP register                                 16-20         rt
sa      shift amount 0..31                          6-10          sa
simm    16-bit signed immediate (-32768..32767)     0-15          imm
uimm    16-bit unsigned immediate (0..65535)        0-15          imm
off     load/store offset, written ``simm(rs)``     0-15          imm
br      branch label: word offset from pc+4         0-15          imm (signed words)
jt      jump label: word index in the 256 MiB area  0-25          imm
cc      FP condition flag 0..7 of ``c.cond``        8-10          cc
bcc     FP condition flag 0..7 of bc1x / movx       18-20         cc
code    ``break`` code (assembler: 0..65535)        6-25          imm
======  ==========================================  ============  ==================
"""

from __future__ import annotations

from dataclasses import dataclass, field

FIELD_MASKS: dict[str, int] = {
    "rd": 0x1F << 11,
    "c0": 0x1F << 11,
    "fs": 0x1F << 11,
    "rs": 0x1F << 21,
    "rt": 0x1F << 16,
    "ft": 0x1F << 16,
    "fd": 0x1F << 6,
    "sa": 0x1F << 6,
    "simm": 0xFFFF,
    "uimm": 0xFFFF,
    "off": 0xFFFF,
    "br": 0xFFFF,
    "jt": 0x3FFFFFF,
    "cc": 0x7 << 8,
    "bcc": 0x7 << 18,
    "code": 0xFFFFF << 6,
}

FP_REG_SLOTS = frozenset({"fd", "fs", "ft"})


@dataclass(frozen=True, slots=True)
class Spec:
    """One basic instruction form (a mnemonic may have several, e.g. ``bc1t`` with a flag)."""

    op: str
    operands: tuple[str, ...]  # slot kinds in source order ("off" also consumes "(rs)")
    match: int
    mask: int = field(init=False)

    def __post_init__(self) -> None:
        variable = 0
        for slot in self.operands:
            variable |= FIELD_MASKS[slot]
            if slot == "off":
                variable |= FIELD_MASKS["rs"]
        object.__setattr__(self, "mask", ~variable & 0xFFFFFFFF)
        if self.match & variable:
            raise ValueError(f"{self.op}: fixed bits overlap operand fields")


def _special(funct: int) -> int:
    return funct


def _i(opcode: int, rt: int = 0) -> int:
    return opcode << 26 | rt << 16


def _cop1(fmt: int, funct: int) -> int:
    return 0x11 << 26 | fmt << 21 | funct


_FMT = {"s": 0x10, "d": 0x11, "w": 0x14}


def _rows() -> list[Spec]:
    r: list[Spec] = [Spec("nop", (), 0)]
    three = (
        ("add", 0x20),
        ("sub", 0x22),
        ("addu", 0x21),
        ("subu", 0x23),
        ("and", 0x24),
        ("or", 0x25),
        ("xor", 0x26),
        ("nor", 0x27),
        ("slt", 0x2A),
        ("sltu", 0x2B),
        ("movn", 0x0B),
        ("movz", 0x0A),
    )
    r += [Spec(op, ("rd", "rs", "rt"), _special(f)) for op, f in three]
    r += [
        Spec(op, ("rd", "rt", "rs"), _special(f))
        for op, f in (("sllv", 4), ("srlv", 6), ("srav", 7))
    ]
    r += [
        Spec(op, ("rd", "rt", "sa"), _special(f)) for op, f in (("sll", 0), ("srl", 2), ("sra", 3))
    ]
    r += [
        Spec(op, ("rs", "rt"), _special(f))
        for op, f in (("mult", 0x18), ("multu", 0x19), ("div", 0x1A), ("divu", 0x1B))
    ]
    r += [
        Spec(op, ("rs", "rt"), 0x1C << 26 | f)
        for op, f in (("madd", 0), ("maddu", 1), ("msub", 4), ("msubu", 5))
    ]
    r += [Spec("mul", ("rd", "rs", "rt"), 0x1C << 26 | 2)]
    r += [Spec(op, ("rd", "rs"), 0x1C << 26 | f) for op, f in (("clz", 0x20), ("clo", 0x21))]
    r += [
        Spec("mfhi", ("rd",), 0x10),
        Spec("mflo", ("rd",), 0x12),
        Spec("mthi", ("rs",), 0x11),
        Spec("mtlo", ("rs",), 0x13),
    ]
    r += [
        Spec(op, ("rt", "rs", "simm"), _i(o))
        for op, o in (("addi", 8), ("addiu", 9), ("slti", 0xA), ("sltiu", 0xB))
    ]
    r += [
        Spec(op, ("rt", "rs", "uimm"), _i(o))
        for op, o in (("andi", 0xC), ("ori", 0xD), ("xori", 0xE))
    ]
    r += [Spec("lui", ("rt", "uimm"), _i(0xF))]
    mem = (
        ("lb", 0x20),
        ("lh", 0x21),
        ("lwl", 0x22),
        ("lw", 0x23),
        ("lbu", 0x24),
        ("lhu", 0x25),
        ("lwr", 0x26),
        ("sb", 0x28),
        ("sh", 0x29),
        ("swl", 0x2A),
        ("sw", 0x2B),
        ("swr", 0x2E),
        ("ll", 0x30),
        ("sc", 0x38),
    )
    r += [Spec(op, ("rt", "off"), _i(o)) for op, o in mem]
    r += [
        Spec(op, ("ft", "off"), _i(o))
        for op, o in (("lwc1", 0x31), ("ldc1", 0x35), ("swc1", 0x39), ("sdc1", 0x3D))
    ]
    r += [
        Spec("beq", ("rs", "rt", "br"), _i(4)),
        Spec("bne", ("rs", "rt", "br"), _i(5)),
        Spec("blez", ("rs", "br"), _i(6)),
        Spec("bgtz", ("rs", "br"), _i(7)),
    ]
    r += [
        Spec(op, ("rs", "br"), _i(1, rt))
        for op, rt in (("bltz", 0), ("bgez", 1), ("bltzal", 0x10), ("bgezal", 0x11))
    ]
    r += [
        Spec(op, ("rs", "simm"), _i(1, rt))
        for op, rt in (
            ("tgei", 8),
            ("tgeiu", 9),
            ("tlti", 0xA),
            ("tltiu", 0xB),
            ("teqi", 0xC),
            ("tnei", 0xE),
        )
    ]
    r += [
        Spec(op, ("rs", "rt"), _special(f))
        for op, f in (
            ("tge", 0x30),
            ("tgeu", 0x31),
            ("tlt", 0x32),
            ("tltu", 0x33),
            ("teq", 0x34),
            ("tne", 0x36),
        )
    ]
    r += [
        Spec("j", ("jt",), 2 << 26),
        Spec("jal", ("jt",), 3 << 26),
        Spec("jr", ("rs",), 8),
        Spec("jalr", ("rd", "rs"), 9),
        Spec("jalr", ("rs",), 31 << 11 | 9),
    ]
    r += [
        Spec("break", ("code",), 0xD),
        Spec("break", (), 0xD),
        Spec("syscall", (), 0xC),
        Spec("eret", (), 0x42000018),
    ]
    r += [
        Spec("movf", ("rd", "rs"), 1),
        Spec("movf", ("rd", "rs", "bcc"), 1),
        Spec("movt", ("rd", "rs"), 1 << 16 | 1),
        Spec("movt", ("rd", "rs", "bcc"), 1 << 16 | 1),
    ]
    r += [
        Spec("mfc0", ("rt", "c0"), 0x10 << 26),
        Spec("mtc0", ("rt", "c0"), 0x10 << 26 | 4 << 21),
        Spec("mfc1", ("rt", "fs"), 0x11 << 26),
        Spec("mtc1", ("rt", "fs"), 0x11 << 26 | 4 << 21),
    ]
    for tf, name in ((1, "bc1t"), (0, "bc1f")):
        base = 0x11 << 26 | 8 << 21 | tf << 16
        r += [Spec(name, ("br",), base), Spec(name, ("bcc", "br"), base)]
    for w in ("s", "d"):
        fmt = _FMT[w]
        r += [
            Spec(f"{op}.{w}", ("fd", "fs", "ft"), _cop1(fmt, f))
            for op, f in (("add", 0), ("sub", 1), ("mul", 2), ("div", 3))
        ]
        r += [
            Spec(f"{op}.{w}", ("fd", "fs"), _cop1(fmt, f))
            for op, f in (
                ("sqrt", 4),
                ("abs", 5),
                ("mov", 6),
                ("neg", 7),
                ("round.w", 0xC),
                ("trunc.w", 0xD),
                ("ceil.w", 0xE),
                ("floor.w", 0xF),
            )
        ]
        for cond, f in (("eq", 0x32), ("lt", 0x3C), ("le", 0x3E)):
            r += [
                Spec(f"c.{cond}.{w}", ("fs", "ft"), _cop1(fmt, f)),
                Spec(f"c.{cond}.{w}", ("cc", "fs", "ft"), _cop1(fmt, f)),
            ]
        for tf, name in ((0, "movf"), (1, "movt")):
            m = _cop1(fmt, 0x11) | tf << 16
            r += [Spec(f"{name}.{w}", ("fd", "fs"), m), Spec(f"{name}.{w}", ("fd", "fs", "bcc"), m)]
        r += [
            Spec(f"movz.{w}", ("fd", "fs", "rt"), _cop1(fmt, 0x12)),
            Spec(f"movn.{w}", ("fd", "fs", "rt"), _cop1(fmt, 0x13)),
        ]
    r += [
        Spec("cvt.s.d", ("fd", "fs"), _cop1(0x11, 0x20)),
        Spec("cvt.s.w", ("fd", "fs"), _cop1(0x14, 0x20)),
        Spec("cvt.d.s", ("fd", "fs"), _cop1(0x10, 0x21)),
        Spec("cvt.d.w", ("fd", "fs"), _cop1(0x14, 0x21)),
        Spec("cvt.w.s", ("fd", "fs"), _cop1(0x10, 0x24)),
        Spec("cvt.w.d", ("fd", "fs"), _cop1(0x11, 0x24)),
    ]
    return r


SPECS: tuple[Spec, ...] = tuple(_rows())
SPECS_BY_OP: dict[str, tuple[Spec, ...]] = {}
for _s in SPECS:
    SPECS_BY_OP[_s.op] = SPECS_BY_OP.get(_s.op, ()) + (_s,)
MNEMONICS: frozenset[str] = frozenset(SPECS_BY_OP)
