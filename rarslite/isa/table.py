"""The one declarative table of RV32IMFD + Zicsr basic instructions as RARS 1.6 knows them.

Each row gives the mnemonic, the format, the fixed bits of the encoding (``match``), the
operand slots in RARS's source order, RARS's example usage (quoted in its error messages),
the extension and whether the row has a rounding-mode field. Encoder, decoder, disassembler,
assembler and highlighter all derive from these rows.

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
    "csr": 0xFFF << 20,
    "zimm": 0x1F << 15,
    "pred": 0xF << 24,
    "succ": 0xF << 20,
    "(": 0,
    ")": 0,
}

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
    add(Spec("lui", "U", 0b0110111, ("rd", "upper"), "lui t1,100000", "I"))
    add(Spec("auipc", "U", 0b0010111, ("rd", "upper"), "auipc t1,100000", "I"))
    add(Spec("jal", "J", 0b1101111, ("rd", "joff"), "jal t1, target", "I"))
    add(Spec("jalr", "I", _w(0b1100111), ("rd", "rs1", "imm"), "jalr t1, t2, -100", "I"))
    for op, f3 in (("beq", 0), ("bne", 1), ("blt", 4), ("bge", 5), ("bltu", 6), ("bgeu", 7)):
        add(Spec(op, "B", _w(0b1100011, f3), ("rs1", "rs2", "boff"), f"{op} t1,t2,label", "I"))
    for op, f3 in (("lb", 0), ("lh", 1), ("lw", 2), ("lbu", 4), ("lhu", 5)):
        add(Spec(op, "I", _w(0b0000011, f3), LOAD, f"{op} t1, -100(t2)", "I"))
    for op, f3 in (("sb", 0), ("sh", 1), ("sw", 2)):
        add(Spec(op, "S", _w(0b0100011, f3), STORE, f"{op} t1, -100(t2)", "I"))
    for op, f3 in (("addi", 0), ("slti", 2), ("sltiu", 3), ("xori", 4), ("ori", 6), ("andi", 7)):
        add(Spec(op, "I", _w(0b0010011, f3), ("rd", "rs1", "imm"), f"{op} t1,t2,-100", "I"))
    for op, f3, f7 in (("slli", 1, 0), ("srli", 5, 0), ("srai", 5, 0x20)):
        add(Spec(op, "I", _w(0b0010011, f3, f7), ("rd", "rs1", "shamt"), f"{op} t1,t2,10", "I"))
    for op, f3, f7 in (
        ("add", 0, 0), ("sub", 0, 0x20), ("sll", 1, 0), ("slt", 2, 0), ("sltu", 3, 0),
        ("xor", 4, 0), ("srl", 5, 0), ("sra", 5, 0x20), ("or", 6, 0), ("and", 7, 0),
    ):  # fmt: skip
        add(Spec(op, "R", _w(0b0110011, f3, f7), R3, f"{op} t1,t2,t3", "I"))
    add(Spec("fence", "FENCE", 0b0001111, ("pred", "succ"), "fence 1, 1", "I"))
    add(Spec("fence.i", "SYS", 0x0000100F, (), "fence.i", "I"))
    add(Spec("ecall", "SYS", 0x00000073, (), "ecall", "I"))
    add(Spec("ebreak", "SYS", 0x00100073, (), "ebreak", "I"))
    add(Spec("uret", "SYS", 0x00200073, (), "uret", "N"))
    add(Spec("wfi", "SYS", 0x10500073, (), "wfi", "I"))

    # ---- M
    for i, op in enumerate(("mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu")):
        add(Spec(op, "R", _w(0b0110011, i, 1), R3, f"{op} t1,t2,t3", "M"))

    # ---- Zicsr
    for op, f3 in (("csrrw", 1), ("csrrs", 2), ("csrrc", 3)):
        add(Spec(op, "I", _w(0b1110011, f3), ("rd", "csr", "rs1"), f"{op} t0, fcsr, t1", "Zicsr"))
    for op, f3 in (("csrrwi", 5), ("csrrsi", 6), ("csrrci", 7)):
        add(Spec(op, "I", _w(0b1110011, f3), ("rd", "csr", "zimm"), f"{op} t0, fcsr, 10", "Zicsr"))

    # ---- F and D (fmt bit 25: 0 = single, 1 = double)
    for sfx, ext, width, dbl, mem in (("s", "F", 2, 0, "w"), ("d", "D", 3, 1, "d")):
        add(Spec(f"fl{mem}", "I", _w(0b0000111, width), FLOAD, f"fl{mem} f1, -100(t1)", ext))
        add(Spec(f"fs{mem}", "S", _w(0b0100111, width), FSTORE, f"fs{mem} f1, -100(t1)", ext))
        for name, opc in (("fmadd", 0b1000011), ("fmsub", 0b1000111), ("fnmsub", 0b1001011),
                          ("fnmadd", 0b1001111)):  # fmt: skip
            op = f"{name}.{sfx}"
            add(Spec(op, "R4", opc | (dbl << 25), ("fd", "fs1", "fs2", "fs3", "rm"),
                     f"{op} f1, f2, f3, f4, dyn", ext, has_rm=True))  # fmt: skip
        for name, f7 in (("fadd", 0x00), ("fsub", 0x04), ("fmul", 0x08), ("fdiv", 0x0C)):
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, 0, f7 | dbl), ("fd", "fs1", "fs2", "rm"),
                     f"{op} f1, f2, f3, dyn", ext, has_rm=True))  # fmt: skip
        op = f"fsqrt.{sfx}"
        add(Spec(op, "R", _w(0b1010011, 0, 0x2C | dbl), ("fd", "fs1", "rm"),
                 f"{op} f1, f2, dyn", ext, has_rm=True))  # fmt: skip
        for name, f7, f3 in (("fsgnj", 0x10, 0), ("fsgnjn", 0x10, 1), ("fsgnjx", 0x10, 2),
                             ("fmin", 0x14, 0), ("fmax", 0x14, 1)):  # fmt: skip
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, f3, f7 | dbl), ("fd", "fs1", "fs2"),
                     f"{op} f1, f2, f3", ext))  # fmt: skip
        for name, rs2 in (("fcvt.w", 0), ("fcvt.wu", 1)):
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, 0, 0x60 | dbl, rs2), ("rd", "fs1", "rm"),
                     f"{op} t1, f1, dyn", ext, has_rm=True))  # fmt: skip
        for name, f3 in (("feq", 2), ("flt", 1), ("fle", 0)):
            op = f"{name}.{sfx}"
            add(Spec(op, "R", _w(0b1010011, f3, 0x50 | dbl), ("rd", "fs1", "fs2"),
                     f"{op} t1, f1, f2", ext))  # fmt: skip
        op = f"fclass.{sfx}"
        add(Spec(op, "R", _w(0b1010011, 1, 0x70 | dbl), ("rd", "fs1"), f"{op} t1, f1", ext))
        for name, rs2 in (("w", 0), ("wu", 1)):
            op = f"fcvt.{sfx}.{name}"
            add(Spec(op, "R", _w(0b1010011, 0, 0x68 | dbl, rs2), ("fd", "rs1", "rm"),
                     f"{op} f1, t1, dyn", ext, has_rm=True))  # fmt: skip
    add(Spec("fmv.x.s", "R", _w(0b1010011, 0, 0x70), ("rd", "fs1"), "fmv.x.s t1, f1", "F"))
    add(Spec("fmv.s.x", "R", _w(0b1010011, 0, 0x78), ("fd", "rs1"), "fmv.s.x f1, t1", "F"))
    add(Spec("fcvt.s.d", "R", _w(0b1010011, 0, 0x20, 1), ("fd", "fs1", "rm"),
             "fcvt.s.d f1, f2, dyn", "D", has_rm=True))  # fmt: skip
    add(Spec("fcvt.d.s", "R", _w(0b1010011, 0, 0x21, 0), ("fd", "fs1", "rm"),
             "fcvt.d.s f1, f2, dyn", "D", has_rm=True))  # fmt: skip
    return rows


SPECS: tuple[Spec, ...] = tuple(_build())
SPEC_BY_OP: dict[str, Spec] = {s.op: s for s in SPECS}
assert len(SPEC_BY_OP) == len(SPECS), "duplicate mnemonic in the ISA table"

MNEMONICS: frozenset[str] = frozenset(SPEC_BY_OP)
