"""The one declarative table of RV32IMFD/RV64IMFD + Zicsr basic instructions as RARS 1.6 knows them.

Each row gives the mnemonic, the format, the fixed bits of the encoding (``match``), the
operand slots in RARS's source order, RARS's example usage (quoted in its error messages),
the extension, whether the row has a rounding-mode field and a one-line description (our own
words, for the Help reference). Encoder, decoder, disassembler, assembler, highlighter and the
reference (``rarslite/reference.py``) all derive from these rows.

Operand slot kinds (position of the field in the word follows from the kind):

=========  =======================================  ===================
kind       meaning                                  ``Instr`` field
=========  =======================================  ===================
rd rs1 rs2 integer registers                        rd, rs1, rs2
fd fs1 ..  FP registers (fs3 = the R4 third source)  rd, rs1, rs2, rs3
imm        I-type 12-bit signed immediate           imm
simm       S-type 12-bit signed immediate           imm
boff       B-type label (byte offset)               imm
joff       J-type label (byte offset)               imm
upper      U-type 20-bit field                      imm
shamt      5-bit shift amount                       imm
shamt6     6-bit shift amount (RV64 slli/srli/srai)  imm
csr        12-bit CSR number                        csr
zimm       5-bit CSR immediate                      imm
rm         rounding mode                            rm
pred succ  fence sets                               imm = pred<<4 | succ
( )        literal parentheses of ``imm(rs1)``      -
=========  =======================================  ===================
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: bit mask of each variable field in the 32-bit word
FIELD_MASKS: dict[str, int] = {
    "rd": 0x1F << 7,
    "fd": 0x1F << 7,
    "rs1": 0x1F << 15,
    "fs1": 0x1F << 15,
    "rs2": 0x1F << 20,
    "fs2": 0x1F << 20,
    "fs3": 0x1F << 27,
    "rm": 0x7 << 12,
    "imm": 0xFFF << 20,
    "simm": (0x7F << 25) | (0x1F << 7),
    "boff": (0x7F << 25) | (0x1F << 7),
    "joff": 0xFFFFF << 12,
    "upper": 0xFFFFF << 12,
    "shamt": 0x1F << 20,
    "shamt6": 0x3F << 20,
    "csr": 0xFFF << 20,
    "zimm": 0x1F << 15,
    "pred": 0xF << 24,
    "succ": 0xF << 20,
    "(": 0,
    ")": 0,
}

#: how a slot reads in the Help reference's operand column, where its kind name is not clear
SLOT_LABELS: dict[str, str] = {"simm": "imm", "boff": "label", "joff": "label",
                               "upper": "imm20", "zimm": "uimm5"}

INT_REG_SLOTS = frozenset({"rd", "rs1", "rs2"})
FP_REG_SLOTS = frozenset({"fd", "fs1", "fs2", "fs3"})


@dataclass(frozen=True, slots=True)
class Spec:
    """One basic instruction."""

    op: str
    fmt: str  # R, R4, I, S, B, U, J, SYS (no operands), FENCE
    match: int  # the fixed bits
    operands: tuple[str, ...]
    example: str  # RARS's usage text, e.g. "add t1,t2,t3"
    extension: str  # "I", "M", "F", "D", "Zicsr", "N" (uret)
    has_rm: bool = False
    description: str = ""  # what it does, one line (the Help reference)
    xlen: int = 0  # 0: both modes; 32: RV32 only; 64: RV64 only (RARS's ``rv64`` setting)
    mask: int = field(init=False)

    def __post_init__(self) -> None:
        variable = 0
        for slot in self.operands:
            variable |= FIELD_MASKS[slot]
        object.__setattr__(self, "mask", ~variable & 0xFFFFFFFF)
        if self.match & variable:
            raise ValueError(f"{self.op}: fixed bits overlap operand fields")

    @property
    def opcode(self) -> int:
        return self.match & 0x7F


def _w(opcode: int, f3: int = 0, f7: int = 0, rs2: int = 0) -> int:
    return opcode | (f3 << 12) | (rs2 << 20) | (f7 << 25)


R3 = ("rd", "rs1", "rs2")
LOAD = ("rd", "imm", "(", "rs1", ")")
STORE = ("rs2", "simm", "(", "rs1", ")")
FLOAD = ("fd", "imm", "(", "rs1", ")")
FSTORE = ("fs2", "simm", "(", "rs1", ")")


def _build() -> list[Spec]:
    rows: list[Spec] = []
    add = rows.append

    # ---- RV32I
    add(Spec("lui", "U", 0b0110111, ("rd", "upper"), "lui t1,100000", "I",
             description="load upper immediate: rd = the 20-bit value << 12"))  # fmt: skip
    add(Spec("auipc", "U", 0b0010111, ("rd", "upper"), "auipc t1,100000", "I",
             description="add upper immediate to pc: rd = pc + (the 20-bit value << 12)"))
    add(Spec("jal", "J", 0b1101111, ("rd", "joff"), "jal t1, target", "I",
             description="jump and link: rd = pc + 4, then jump to the label"))  # fmt: skip
    add(Spec("jalr", "I", _w(0b1100111), ("rd", "rs1", "imm"), "jalr t1, t2, -100", "I",
             description="jump and link register: rd = pc + 4, then jump to rs1 + imm"))
    for op, f3, doc in (("beq", 0, "rs1 == rs2"), ("bne", 1, "rs1 != rs2"),
                        ("blt", 4, "rs1 < rs2 (signed)"), ("bge", 5, "rs1 >= rs2 (signed)"),
                        ("bltu", 6, "rs1 < rs2 (unsigned)"),
                        ("bgeu", 7, "rs1 >= rs2 (unsigned)")):  # fmt: skip
        add(Spec(op, "B", _w(0b1100011, f3), ("rs1", "rs2", "boff"), f"{op} t1,t2,label", "I",
                 description=f"branch to the label if {doc}"))  # fmt: skip
    for op, f3, doc in (("lb", 0, "a byte, sign-extended"), ("lh", 1, "a halfword, sign-extended"),
                        ("lw", 2, "a word"), ("lbu", 4, "a byte, zero-extended"),
                        ("lhu", 5, "a halfword, zero-extended")):  # fmt: skip
        add(Spec(op, "I", _w(0b0000011, f3), LOAD, f"{op} t1, -100(t2)", "I",
                 description=f"load {doc}: rd = memory[rs1 + imm]"))  # fmt: skip
    for op, f3, doc in (("sb", 0, "the low byte"), ("sh", 1, "the low halfword"),
                        ("sw", 2, "the word")):  # fmt: skip
        add(Spec(op, "S", _w(0b0100011, f3), STORE, f"{op} t1, -100(t2)", "I",
                 description=f"store {doc} of rs2: memory[rs1 + imm] = rs2"))  # fmt: skip
    for op, f3, doc in (("addi", 0, "rd = rs1 + imm"),
                        ("slti", 2, "rd = 1 if rs1 < imm (signed), else 0"),
                        ("sltiu", 3, "rd = 1 if rs1 < imm (unsigned compare), else 0"),
                        ("xori", 4, "rd = rs1 XOR imm"), ("ori", 6, "rd = rs1 OR imm"),
                        ("andi", 7, "rd = rs1 AND imm")):  # fmt: skip
        add(Spec(op, "I", _w(0b0010011, f3), ("rd", "rs1", "imm"), f"{op} t1,t2,-100", "I",
                 description=doc))  # fmt: skip
    for op, f3, f7, doc in (("slli", 1, 0, "shift left logical"),
                            ("srli", 5, 0, "shift right logical (zeros in)"),
                            ("srai", 5, 0x20, "shift right arithmetic (sign bits in)")):
        add(Spec(op, "I", _w(0b0010011, f3, f7), ("rd", "rs1", "shamt"), f"{op} t1,t2,10", "I",
                 description=f"{doc}: rd = rs1 shifted by a 5-bit amount", xlen=32))  # fmt: skip
    for op, f3, f7, doc in (
        ("add", 0, 0, "rd = rs1 + rs2"), ("sub", 0, 0x20, "rd = rs1 - rs2"),
        ("sll", 1, 0, "shift left logical: rd = rs1 << (rs2 & 31)"),
        ("slt", 2, 0, "rd = 1 if rs1 < rs2 (signed), else 0"),
        ("sltu", 3, 0, "rd = 1 if rs1 < rs2 (unsigned), else 0"),
        ("xor", 4, 0, "rd = rs1 XOR rs2"),
        ("srl", 5, 0, "shift right logical: rd = rs1 >> (rs2 & 31), zeros in"),
        ("sra", 5, 0x20, "shift right arithmetic: rd = rs1 >> (rs2 & 31), sign bits in"),
        ("or", 6, 0, "rd = rs1 OR rs2"), ("and", 7, 0, "rd = rs1 AND rs2"),
    ):  # fmt: skip
        add(Spec(op, "R", _w(0b0110011, f3, f7), R3, f"{op} t1,t2,t3", "I", description=doc))
    add(Spec("fence", "FENCE", 0b0001111, ("pred", "succ"), "fence 1, 1", "I",
             description="order memory accesses (no effect in the simulator)"))  # fmt: skip
    add(Spec("fence.i", "SYS", 0x0000100F, (), "fence.i", "I",
             description="synchronise instruction fetches with stores (no effect here)"))
    add(Spec("ecall", "SYS", 0x00000073, (), "ecall", "I",
             description="system call: run the service numbered in a7 (see System calls)"))
    add(Spec("ebreak", "SYS", 0x00100073, (), "ebreak", "I",
             description="breakpoint: pause the program here"))  # fmt: skip
    add(Spec("uret", "SYS", 0x00200073, (), "uret", "N",
             description="return from a user trap handler: pc = uepc, interrupts back on"))
    add(Spec("wfi", "SYS", 0x10500073, (), "wfi", "I",
             description="wait for an interrupt (e.g. a key or the timer)"))  # fmt: skip

    # ---- M
    for i, (op, doc) in enumerate((
        ("mul", "rd = low 32 bits of rs1 * rs2"),
        ("mulh", "rd = high 32 bits of rs1 * rs2 (both signed)"),
        ("mulhsu", "rd = high 32 bits of rs1 * rs2 (rs1 signed, rs2 unsigned)"),
        ("mulhu", "rd = high 32 bits of rs1 * rs2 (both unsigned)"),
        ("div", "rd = rs1 / rs2 (signed, rounds toward zero; / 0 gives -1)"),
        ("divu", "rd = rs1 / rs2 (unsigned; / 0 gives 0xFFFFFFFF)"),
        ("rem", "rd = remainder of rs1 / rs2 (signed; % 0 gives rs1)"),
        ("remu", "rd = remainder of rs1 / rs2 (unsigned; % 0 gives rs1)"),
    )):  # fmt: skip
        add(Spec(op, "R", _w(0b0110011, i, 1), R3, f"{op} t1,t2,t3", "M", description=doc))

    # ---- Zicsr
    for op, f3, doc in (("csrrw", 1, "rd = csr, then csr = rs1"),
                        ("csrrs", 2, "rd = csr, then set the csr bits that are 1 in rs1"),
                        ("csrrc", 3, "rd = csr, then clear the csr bits that are 1 in rs1")):
        add(Spec(op, "I", _w(0b1110011, f3), ("rd", "csr", "rs1"), f"{op} t0, fcsr, t1", "Zicsr",
                 description=doc))  # fmt: skip
    for op, f3, doc in (("csrrwi", 5, "rd = csr, then csr = a 5-bit constant"),
                        ("csrrsi", 6, "rd = csr, then set the csr bits that are 1 in a 5-bit "
                                      "constant"),
                        ("csrrci", 7, "rd = csr, then clear the csr bits that are 1 in a 5-bit "
                                      "constant")):  # fmt: skip
        add(Spec(op, "I", _w(0b1110011, f3), ("rd", "csr", "zimm"), f"{op} t0, fcsr, 10", "Zicsr",
                 description=doc))  # fmt: skip

    # ---- F and D (fmt bit 25: 0 = single, 1 = double)
    for sfx, ext, width, dbl, mem in (("s", "F", 2, 0, "w"), ("d", "D", 3, 1, "d")):
        kind = "single" if sfx == "s" else "double"
        size = "word" if sfx == "s" else "doubleword"
        add(Spec(f"fl{mem}", "I", _w(0b0000111, width), FLOAD, f"fl{mem} f1, -100(t1)", ext,
                 description=f"load a {kind}: fd = the {size} at memory[rs1 + imm]"))  # fmt: skip
        add(Spec(f"fs{mem}", "S", _w(0b0100111, width), FSTORE, f"fs{mem} f1, -100(t1)", ext,
                 description=f"store a {kind}: memory[rs1 + imm] = fs2"))  # fmt: skip
        for name, opc, doc in (("fmadd", 0b1000011, "fs1 * fs2 + fs3"),
                               ("fmsub", 0b1000111, "fs1 * fs2 - fs3"),
                               ("fnmsub", 0b1001011, "-(fs1 * fs2) + fs3"),
                               ("fnmadd", 0b1001111, "-(fs1 * fs2) - fs3")):  # fmt: skip
            op = f"{name}.{sfx}"
            add(Spec(op, "R4", opc | (dbl << 25), ("fd", "fs1", "fs2", "fs3", "rm"),
                     f"{op} f1, f2, f3, f4, dyn", ext, has_rm=True,
                     description=f"fused multiply-add ({kind}): fd = {doc}, rounded once"))
        for name, f7, doc in (("fadd", 0x00, "fs1 + fs2"), ("fsub", 0x04, "fs1 - fs2"),
                              ("fmul", 0x08, "fs1 * fs2"), ("fdiv", 0x0C, "fs1 / fs2")):
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, 0, f7 | dbl), ("fd", "fs1", "fs2", "rm"),
                     f"{op} f1, f2, f3, dyn", ext, has_rm=True,
                     description=f"{kind} precision: fd = {doc}"))  # fmt: skip
        op = f"fsqrt.{sfx}"
        add(Spec(op, "R", _w(0b1010011, 0, 0x2C | dbl), ("fd", "fs1", "rm"),
                 f"{op} f1, f2, dyn", ext, has_rm=True,
                 description=f"{kind} precision: fd = square root of fs1"))  # fmt: skip
        for name, f7, f3, doc in (
            ("fsgnj", 0x10, 0, "fd = fs1 with the sign of fs2"),
            ("fsgnjn", 0x10, 1, "fd = fs1 with the opposite of fs2's sign"),
            ("fsgnjx", 0x10, 2, "fd = fs1 with its sign XOR fs2's sign"),
            ("fmin", 0x14, 0, "fd = the smaller of fs1 and fs2"),
            ("fmax", 0x14, 1, "fd = the larger of fs1 and fs2"),
        ):  # fmt: skip
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, f3, f7 | dbl), ("fd", "fs1", "fs2"),
                     f"{op} f1, f2, f3", ext, description=f"{kind} precision: {doc}"))  # fmt: skip
        for name, rs2, doc in (("fcvt.w", 0, "a signed"), ("fcvt.wu", 1, "an unsigned")):
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, 0, 0x60 | dbl, rs2), ("rd", "fs1", "rm"),
                     f"{op} t1, f1, dyn", ext, has_rm=True,
                     description=f"convert the {kind} fs1 to {doc} integer in rd"))  # fmt: skip
        for name, f3, doc in (("feq", 2, "=="), ("flt", 1, "<"), ("fle", 0, "<=")):
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, f3, 0x50 | dbl), ("rd", "fs1", "fs2"),
                     f"{op} t1, f1, f2", ext,
                     description=f"rd = 1 if fs1 {doc} fs2 ({kind}), else 0"))  # fmt: skip
        op = f"fclass.{sfx}"
        add(Spec(op, "R", _w(0b1010011, 1, 0x70 | dbl), ("rd", "fs1"), f"{op} t1, f1", ext,
                 description=f"rd = a bit saying what kind of {kind} fs1 is (zero, NaN, ...)"))
        for name, rs2, doc in (("w", 0, "signed"), ("wu", 1, "unsigned")):
            op = f"fcvt.{sfx}.{name}"
            add(Spec(op, "R", _w(0b1010011, 0, 0x68 | dbl, rs2), ("fd", "rs1", "rm"),
                     f"{op} f1, t1, dyn", ext, has_rm=True,
                     description=f"convert the {doc} integer rs1 to a {kind} in fd"))  # fmt: skip
    add(Spec("fmv.x.s", "R", _w(0b1010011, 0, 0x70), ("rd", "fs1"), "fmv.x.s t1, f1", "F",
             description="copy the bits of the single fs1 into rd (no conversion)"))  # fmt: skip
    add(Spec("fmv.s.x", "R", _w(0b1010011, 0, 0x78), ("fd", "rs1"), "fmv.s.x f1, t1", "F",
             description="copy the bits of rs1 into fd as a single (no conversion)"))  # fmt: skip
    add(Spec("fcvt.s.d", "R", _w(0b1010011, 0, 0x20, 1), ("fd", "fs1", "rm"),
             "fcvt.s.d f1, f2, dyn", "D", has_rm=True,
             description="convert the double fs1 to a single in fd"))  # fmt: skip
    add(Spec("fcvt.d.s", "R", _w(0b1010011, 0, 0x21, 0), ("fd", "fs1", "rm"),
             "fcvt.d.s f1, f2, dyn", "D", has_rm=True,
             description="convert the single fs1 to a double in fd"))  # fmt: skip
    _rv64_rows(add)
    return rows


def _rv64_rows(add) -> None:
    """RV64I/M/F/D: present only in RARS's 64-bit mode (``rv64``)."""
    I64, OP32, OPIMM32 = "I", 0b0111011, 0b0011011  # noqa: N806
    for op, f3, doc in (("ld", 3, "a doubleword"), ("lwu", 6, "a word, zero-extended")):
        add(Spec(op, "I", _w(0b0000011, f3), LOAD, f"{op} t1, -100(t2)", I64,
                 description=f"load {doc}: rd = memory[rs1 + imm]", xlen=64))  # fmt: skip
    add(Spec("sd", "S", _w(0b0100011, 3), STORE, "sd t1, -100(t2)", I64,
             description="store the doubleword rs2: memory[rs1 + imm] = rs2", xlen=64))
    for op, f3, f6, doc in (("slli", 1, 0, "shift left logical"),
                            ("srli", 5, 0, "shift right logical (zeros in)"),
                            ("srai", 5, 0x10, "shift right arithmetic (sign bits in)")):
        add(Spec(op, "I", 0b0010011 | f3 << 12 | f6 << 26, ("rd", "rs1", "shamt6"),
                 f"{op} t1,t2,33", I64,
                 description=f"{doc}: rd = rs1 shifted by a 6-bit amount", xlen=64))
    add(Spec("addiw", "I", _w(OPIMM32, 0), ("rd", "rs1", "imm"), "addiw t1,t2,-100", I64,
             description="rd = low 32 bits of rs1 + imm, sign-extended", xlen=64))
    for op, f3, f7, doc in (("slliw", 1, 0, "shift left logical"),
                            ("srliw", 5, 0, "shift right logical"),
                            ("sraiw", 5, 0x20, "shift right arithmetic")):
        add(Spec(op, "I", _w(OPIMM32, f3, f7), ("rd", "rs1", "shamt"), f"{op} t1,t2,10", I64,
                 description=f"{doc} of the low word of rs1, result sign-extended",
                 xlen=64))  # fmt: skip
    for op, f3, f7, ext, doc in (
        ("addw", 0, 0, "I", "rd = low 32 bits of rs1 + rs2, sign-extended"),
        ("subw", 0, 0x20, "I", "rd = low 32 bits of rs1 - rs2, sign-extended"),
        ("sllw", 1, 0, "I", "rd = low word of rs1 << (rs2 & 31), sign-extended"),
        ("srlw", 5, 0, "I", "rd = low word of rs1 >> (rs2 & 31) (zeros in), sign-extended"),
        ("sraw", 5, 0x20, "I", "rd = low word of rs1 >> (rs2 & 31) (sign in), sign-extended"),
        ("mulw", 0, 1, "M", "rd = low 32 bits of rs1 * rs2, sign-extended"),
        ("divw", 4, 1, "M", "rd = low words divided (signed), sign-extended"),
        ("divuw", 5, 1, "M", "rd = low words divided (unsigned), sign-extended"),
        ("remw", 6, 1, "M", "rd = remainder of the low words (signed), sign-extended"),
        ("remuw", 7, 1, "M", "rd = remainder of the low words (unsigned), sign-extended"),
    ):  # fmt: skip
        add(Spec(op, "R", _w(OP32, f3, f7), R3, f"{op} t1,t2,t3", ext, description=doc,
                 xlen=64))  # fmt: skip
    for sfx, ext, dbl in (("s", "F", 0), ("d", "D", 1)):
        kind = "single" if sfx == "s" else "double"
        for name, rs2, doc in (("l", 2, "a signed 64-bit"), ("lu", 3, "an unsigned 64-bit")):
            op = f"fcvt.{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, 0, 0x60 | dbl, rs2), ("rd", "fs1", "rm"),
                     f"{op} t1, f1, dyn", ext, has_rm=True,
                     description=f"convert the {kind} fs1 to {doc} integer in rd", xlen=64))
        for name, rs2, doc in (("l", 2, "signed 64-bit"), ("lu", 3, "unsigned 64-bit")):
            op = f"fcvt.{sfx}.{name}"
            add(Spec(op, "R", _w(0b1010011, 0, 0x68 | dbl, rs2), ("fd", "rs1", "rm"),
                     f"{op} f1, t1, dyn", ext, has_rm=True,
                     description=f"convert the {doc} integer rs1 to a {kind} in fd", xlen=64))
    add(Spec("fmv.x.d", "R", _w(0b1010011, 0, 0x71), ("rd", "fs1"), "fmv.x.d t1, f1", "D",
             description="copy the bits of the double fs1 into rd (no conversion)", xlen=64))
    add(Spec("fmv.d.x", "R", _w(0b1010011, 0, 0x79), ("fd", "rs1"), "fmv.d.x f1, t1", "D",
             description="copy the bits of rs1 into fd as a double (no conversion)", xlen=64))


ALL_SPECS: tuple[Spec, ...] = tuple(_build())
#: the rows of each mode (RARS 1.6: ``rv64`` off / on)
SPECS_BY_XLEN: dict[int, tuple[Spec, ...]] = {
    n: tuple(s for s in ALL_SPECS if s.xlen in (0, n)) for n in (32, 64)
}
SPEC_BY_OP_BY_XLEN: dict[int, dict[str, Spec]] = {
    n: {s.op: s for s in rows} for n, rows in SPECS_BY_XLEN.items()
}
for _n, _rows in SPECS_BY_XLEN.items():
    assert len(SPEC_BY_OP_BY_XLEN[_n]) == len(_rows), "duplicate mnemonic in the ISA table"
MNEMONICS_BY_XLEN: dict[int, frozenset[str]] = {
    n: frozenset(d) for n, d in SPEC_BY_OP_BY_XLEN.items()
}

# the 32-bit mode's views (the default everywhere)
SPECS: tuple[Spec, ...] = SPECS_BY_XLEN[32]
SPEC_BY_OP: dict[str, Spec] = SPEC_BY_OP_BY_XLEN[32]
MNEMONICS: frozenset[str] = MNEMONICS_BY_XLEN[32]
#: every mnemonic of either mode (the lexer reads both; the assembler rejects by mode)
ALL_MNEMONICS: frozenset[str] = MNEMONICS_BY_XLEN[32] | MNEMONICS_BY_XLEN[64]
