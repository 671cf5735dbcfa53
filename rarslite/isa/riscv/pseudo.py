"""RARS 1.6's pseudo-instructions (rars-reference §10) as a table: source form -> expansion.

Each row is ``(usage, expansion, description)``. ``usage`` is RARS's example of the source form; its
operands are classified exactly like source operands (``t1`` a register, ``-100`` a 12-bit
signed immediate, ``10000000`` any 32-bit value, ``label`` a label, ``fcsr`` a CSR, ``dyn`` a
rounding mode), so the example doubles as the operand template, and RARS quotes it in
"Expected: ..." messages. Rows for one mnemonic are tried in order after the basic form; the
first that matches wins, which fixes the expansion length when the line is first read.

``expansion`` is a ``;``-separated list of basic instructions. ``{n}`` is the n-th operand
token of the source (1-based, parentheses count as tokens, as in RARS). Functions of a value
``v`` (an integer operand) or of a label's address ``a``:

* ``hi{n}`` / ``lo{n}``: upper 20 bits (rounded for the sign of the low part) and the
  sign-extended low 12 bits of the integer operand;
* ``phi{n}`` / ``plo{n}``: the same of ``a - P`` where P is the address of the expansion's
  first instruction (auipc-relative);
* ``ahi{n}`` / ``alo{n}``: the same of the absolute address ``a`` (``%hi`` / ``%lo``);
* ``lia{n}`` .. ``lie{n}``: the five parts of a 64-bit constant in RARS's 64-bit ``li``
  (``lui lia; addiw lib; slli 11; addi lic; slli 11; addi lid; slli 10; addi lie``).

RARS's 64-bit mode (``rv64``) reads its own rows (``PSEUDO_ROWS_64``) before the common ones,
so for a mnemonic in both (``li``, ``sext.b`` ...) the 64-bit row wins.
"""

from __future__ import annotations

from rarslite.isa.riscv.table import SPEC_BY_OP_BY_XLEN

_LOADS = ("lw", "lh", "lb", "lhu", "lbu")
_STORES = ("sw", "sh", "sb")
_FMEM = ("flw", "fsw", "fld", "fsd")


def _dynamic(op: str, xlen: int = 32) -> str:
    """Description of the form of ``op`` without a rounding-mode operand."""
    return f"{SPEC_BY_OP_BY_XLEN[xlen][op].description}, rounded as the frm CSR says"


def _args(operands: str) -> str:
    """``{1} {2} ...``: every operand of ``operands`` in order."""
    return " ".join(f"{{{i + 1}}}" for i in range(operands.count(",") + 1))


def _rows() -> list[tuple[str, str, str]]:
    rows = [
        ("nop", "addi x0 x0 0", "do nothing"),
        ("not t1,t2", "xori {1} {2} -1", "t1 = bitwise NOT of t2"),
        ("mv t1,t2", "add {1} x0 {2}", "copy: t1 = t2"),
        ("neg t1,t2", "sub {1} x0 {2}", "t1 = -t2"),
    ]
    for w in ("s", "d"):
        kind = "single" if w == "s" else "double"
        rows += [
            (f"fmv.{w} f1, f2", f"fsgnj.{w} {{1}} {{2}} {{2}}", f"copy the {kind}: f1 = f2"),
            (f"fabs.{w} f1, f2", f"fsgnjx.{w} {{1}} {{2}} {{2}}", f"f1 = |f2| ({kind})"),
            (f"fneg.{w} f1, f2", f"fsgnjn.{w} {{1}} {{2}} {{2}}", f"f1 = -f2 ({kind})"),
        ]
    # RARS lists the .s moves first, then the .d ones; order only matters within a mnemonic.
    rows += [
        ("sgt t1,t2,t3", "slt {1} {3} {2}", "t1 = 1 if t2 > t3 (signed), else 0"),
        ("sgtu t1,t2,t3", "sltu {1} {3} {2}", "t1 = 1 if t2 > t3 (unsigned), else 0"),
        ("seqz t1,t2", "sltiu {1} {2} 1", "t1 = 1 if t2 == 0, else 0"),
        ("snez t1,t2", "sltu {1} x0 {2}", "t1 = 1 if t2 != 0, else 0"),
        ("sgtz t1,t2", "slt {1} x0 {2}", "t1 = 1 if t2 > 0, else 0"),
        ("sltz t1,t2", "slt {1} {2} x0", "t1 = 1 if t2 < 0, else 0"),
        ("b label", "jal x0 {1}", "branch (jump) to the label"),
        ("beqz t1,label", "beq {1} x0 {2}", "branch to the label if t1 == 0"),
        ("bnez t1,label", "bne {1} x0 {2}", "branch to the label if t1 != 0"),
        ("bgez t1,label", "bge {1} x0 {2}", "branch to the label if t1 >= 0"),
        ("bltz t1,label", "blt {1} x0 {2}", "branch to the label if t1 < 0"),
        ("bgtz t1,label", "blt x0 {1} {2}", "branch to the label if t1 > 0"),
        ("blez t1,label", "bge x0 {1} {2}", "branch to the label if t1 <= 0"),
        ("bgt t1,t2,label", "blt {2} {1} {3}", "branch to the label if t1 > t2 (signed)"),
        ("bgtu t1,t2,label", "bltu {2} {1} {3}", "branch to the label if t1 > t2 (unsigned)"),
        ("ble t1,t2,label", "bge {2} {1} {3}", "branch to the label if t1 <= t2 (signed)"),
        ("bleu t1,t2,label", "bgeu {2} {1} {3}", "branch to the label if t1 <= t2 (unsigned)"),
        ("j label", "jal x0 {1}", "jump to the label"),
        ("jal label", "jal x1 {1}", "call: ra = return address, jump to the label"),
        ("jr t0", "jalr x0 {1} 0", "jump to the address in t0"),
        ("jalr t0", "jalr x1 {1} 0", "call the address in t0 (ra = return address)"),
        ("jr t0, -100", "jalr x0 {1} {2}", "jump to t0 + offset"),
        ("jalr t0, -100", "jalr x1 {1} {2}", "call t0 + offset (ra = return address)"),
        ("jalr t0,-100(t1)", "jalr {1} {4} {2}", "t0 = return address, jump to t1 + offset"),
        ("ret", "jalr x0 x1 0", "return from a function: jump to ra"),
        ("call label", "auipc x6 phi{1}; jalr x1 x6 plo{1}",
         "call a function anywhere in memory (ra = return address, uses t1)"),
        ("tail label", "auipc x6 phi{1}; jalr x0 x6 plo{1}",
         "jump to a function anywhere in memory, without linking (uses t1)"),
        ("li t1,-100", "addi {1} x0 {2}", "load a 12-bit constant: t1 = value"),
        ("li t1,10000000", "lui {1} hi{2}; addi {1} {1} lo{2}",
         "load any 32-bit constant: t1 = value"),
        ("la t1,label", "auipc {1} phi{2}; addi {1} {1} plo{2}",
         "load address: t1 = the label's address"),
    ]
    for op in ("lw", "sw", "lh", "sh", "lb", "sb", "lhu", "lbu"):
        if op in _LOADS:
            rows += [
                (f"{op} t1,(t2)", f"{op} {{1}} 0({{3}})", f"{op} from the address in t2"),
                (f"{op} t1,-100", f"{op} {{1}} {{2}}(x0)", f"{op} from a small constant address"),
                (f"{op} t1,10000000", f"lui {{1}} hi{{2}}; {op} {{1}} lo{{2}}({{1}})",
                 f"{op} from a 32-bit constant address"),
                (f"{op} t1,label", f"auipc {{1}} phi{{2}}; {op} {{1}} plo{{2}}({{1}})",
                 f"{op} from the label's address"),
            ]
        else:
            rows += [
                (f"{op} t1,(t2)", f"{op} {{1}} 0({{3}})", f"{op} to the address in t2"),
                (f"{op} t1,-100", f"{op} {{1}} {{2}}(x0)", f"{op} to a small constant address"),
                (f"{op} t1,10000000,t2", f"lui {{3}} hi{{2}}; {op} {{1}} lo{{2}}({{3}})",
                 f"{op} to a 32-bit constant address (t2 is used as a scratch register)"),
                (f"{op} t1,label,t2", f"auipc {{3}} phi{{2}}; {op} {{1}} plo{{2}}({{3}})",
                 f"{op} to the label's address (t2 is used as a scratch register)"),
            ]
    for op in _FMEM:
        where = "from" if op[1] == "l" else "to"
        rows += [
            (f"{op} f1,(t2)", f"{op} {{1}} 0({{3}})", f"{op} {where} the address in t2"),
            (f"{op} f1,-100", f"{op} {{1}} {{2}}(x0)", f"{op} {where} a small constant address"),
            (f"{op} f1,10000000,t3", f"lui {{3}} hi{{2}}; {op} {{1}} lo{{2}}({{3}})",
             f"{op} {where} a 32-bit constant address (t3 is used as a scratch register)"),
            (f"{op} f1,label, t3", f"auipc {{3}} phi{{2}}; {op} {{1}} plo{{2}}({{3}})",
             f"{op} {where} the label's address (t3 is used as a scratch register)"),
        ]
    rows += [
        ("csrr t1, fcsr", "csrrs {1} {2} x0", "read a CSR: t1 = csr"),
        ("csrw t1, fcsr", "csrrw x0 {2} {1}", "write a CSR: csr = t1"),
        ("csrs t1, fcsr", "csrrs x0 {2} {1}", "set the CSR bits that are 1 in t1"),
        ("csrc t1, fcsr", "csrrc x0 {2} {1}", "clear the CSR bits that are 1 in t1"),
        ("csrwi fcsr, 100", "csrrwi x0 {1} {2}", "write a 5-bit constant to a CSR"),
        ("csrsi fcsr, 100", "csrrsi x0 {1} {2}", "set the CSR bits that are 1 in a constant"),
        ("csrci fcsr, 100", "csrrci x0 {1} {2}", "clear the CSR bits that are 1 in a constant"),
    ]
    for names, num, what in ((("frcsr", "fscsr"), 3, "the FP control and status register"),
                             (("frsr", "fssr"), 3, "the FP control and status register"),
                             (("frrm", "fsrm"), 2, "the FP rounding mode"),
                             (("frflags", "fsflags"), 1, "the FP exception flags")):  # fmt: skip
        rd, wr = names
        rows += [
            (f"{rd} t1", f"csrrs {{1}} {num} x0", f"t1 = {what}"),
            (f"{wr} t1, t2", f"csrrw {{1}} {num} {{2}}", f"t1 = {what}, then set it to t2"),
            (f"{wr} t1", f"csrrw x0 {num} {{1}}", f"set {what} to t1"),
        ]
    for name, num, what in (("rdcycle", 0xC00, "the cycle count (low word)"),
                            ("rdtime", 0xC01, "the time in ms (low word)"),
                            ("rdinstret", 0xC02, "the instructions retired (low word)"),
                            ("rdcycleh", 0xC80, "the cycle count (high word)"),
                            ("rdtimeh", 0xC81, "the time in ms (high word)"),
                            ("rdinstreth", 0xC82, "the instructions retired (high word)")):
        rows.append((f"{name} t1", f"csrrs {{1}} {num} x0", f"t1 = {what}"))
    for w in ("s", "d"):
        for op, ops in ((f"fsqrt.{w}", "f1, f2"), (f"fsub.{w}", "f1, f2, f3"),
                        (f"fadd.{w}", "f1, f2, f3"), (f"fmul.{w}", "f1, f2, f3"),
                        (f"fdiv.{w}", "f1, f2, f3")):  # fmt: skip
            rows.append((f"{op} {ops}", f"{op} {_args(ops)} dyn", _dynamic(op)))
        for f in ("fmadd", "fnmadd", "fmsub", "fnmsub"):
            op = f"{f}.{w}"
            rows.append((f"{op} f1, f2, f3, f4", f"{op} {_args('f1, f2, f3, f4')} dyn",
                         _dynamic(op)))
        for op, ops in ((f"fcvt.{w}.wu", "f1, t1"), (f"fcvt.{w}.w", "f1, t1"),
                        (f"fcvt.w.{w}", "t1, f1"), (f"fcvt.wu.{w}", "t1, f1")):  # fmt: skip
            rows.append((f"{op} {ops}", f"{op} {{1}} {{2}} dyn", _dynamic(op)))
    rows += [
        ("fcvt.s.d f1, f2", "fcvt.s.d {1} {2} dyn", _dynamic("fcvt.s.d")),
        ("fcvt.d.s f1, f2", "fcvt.d.s {1} {2} dyn", _dynamic("fcvt.d.s")),
        ("sext.b t1, t2", "slli {1} {2} 24; srai {1} {1} 24",
         "t1 = the low byte of t2, sign-extended"),
        ("sext.h t1, t2", "slli {1} {2} 16; srai {1} {1} 16",
         "t1 = the low halfword of t2, sign-extended"),
        ("zext.b t1, t2", "andi {1} {2} 255", "t1 = the low byte of t2, zero-extended"),
        ("zext.h t1, t2", "slli {1} {2} 16; srli {1} {1} 16",
         "t1 = the low halfword of t2, zero-extended"),
        ("fmv.x.w t1, f1", "fmv.x.s {1} {2}", "copy the bits of the single f1 into t1"),
        ("fmv.w.x f1, t1", "fmv.s.x {1} {2}", "copy the bits of t1 into f1 as a single"),
        ("lui t1,%hi(label)", "lui {1} ahi{4}", "t1 = the upper 20 bits of the label's address"),
        ("addi t1,t2,%lo(label)", "addi {1} {2} alo{5}",
         "t1 = t2 + the low 12 bits of the label's address"),
    ]
    for op in ("lb", "lh", "lw", "flw", "fld"):
        reg = "f1" if op[0] == "f" else "t1"
        rows.append((f"{op} {reg},%lo(label)(t2)", f"{op} {{1}} alo{{4}}({{7}})",
                     f"{op} from t2 + the low 12 bits of the label's address"))
    for w in ("s", "d"):
        rows += [
            (f"fgt.{w} t1, f2, f3", f"flt.{w} {{1}} {{3}} {{2}}", "t1 = 1 if f2 > f3, else 0"),
            (f"fge.{w} t1, f2, f3", f"fle.{w} {{1}} {{3}} {{2}}", "t1 = 1 if f2 >= f3, else 0"),
        ]
    return rows


def _rows64() -> list[tuple[str, str, str]]:
    rows = [
        ("li t1,-100", "addi {1} x0 {2}", "load a 12-bit constant: t1 = value"),
        ("li t1,10000000", "lui {1} hi{2}; addiw {1} {1} lo{2}",
         "load a 32-bit constant, sign-extended to 64 bits: t1 = value"),
        ("li t1,1000000000000000",
         "lui {1} lia{2}; addiw {1} {1} lib{2}; slli {1} {1} 11; addi {1} {1} lic{2}; "
         "slli {1} {1} 11; addi {1} {1} lid{2}; slli {1} {1} 10; addi {1} {1} lie{2}",
         "load a 64-bit constant: t1 = value (eight instructions)"),
    ]
    for w in ("s", "d"):
        for op, ops in ((f"fcvt.{w}.lu", "f1, t1"), (f"fcvt.{w}.l", "f1, t1"),
                        (f"fcvt.l.{w}", "t1, f1"), (f"fcvt.lu.{w}", "t1, f1")):  # fmt: skip
            rows.append((f"{op} {ops}", f"{op} {{1}} {{2}} dyn", _dynamic(op, 64)))
    rows += [
        ("negw t1, t2", "subw {1} x0 {2}", "t1 = -t2 on the low 32 bits, sign-extended"),
        ("sext.b t1, t2", "slli {1} {2} 56; srai {1} {1} 56",
         "t1 = the low byte of t2, sign-extended"),
        ("sext.h t1, t2", "slli {1} {2} 48; srai {1} {1} 48",
         "t1 = the low halfword of t2, sign-extended"),
        ("sext.w t1, t2", "addiw {1} {2} 0", "t1 = the low word of t2, sign-extended"),
        ("zext.b t1, t2", "andi {1} {2} 255", "t1 = the low byte of t2, zero-extended"),
        ("zext.h t1, t2", "slli {1} {2} 48; srli {1} {1} 48",
         "t1 = the low halfword of t2, zero-extended"),
        ("zext.w t1, t2", "slli {1} {2} 32; srli {1} {1} 32",
         "t1 = the low word of t2, zero-extended"),
        ("ld t1,(t2)", "ld {1} 0({3})", "ld from the address in t2"),
        ("ld t1,-100", "ld {1} {2}(x0)", "ld from a small constant address"),
        ("ld t1,10000000", "lui {1} hi{2}; ld {1} lo{2}({1})",
         "ld from a 32-bit constant address"),
        ("ld t1,label", "auipc {1} phi{2}; ld {1} plo{2}({1})", "ld from the label's address"),
        ("ld t1,%lo(label)(t2)", "ld {1} alo{4}({7})",
         "ld from t2 + the low 12 bits of the label's address"),
    ]
    return rows


#: (usage, expansion, description): the description is one line in our own words (Help).
PSEUDO_ROWS: tuple[tuple[str, str, str], ...] = tuple(_rows())
#: rows only RARS's 64-bit mode has, read before ``PSEUDO_ROWS`` in that mode
PSEUDO_ROWS_64: tuple[tuple[str, str, str], ...] = tuple(_rows64())
PSEUDO_ROWS_BY_XLEN: dict[int, tuple[tuple[str, str, str], ...]] = {
    32: PSEUDO_ROWS, 64: PSEUDO_ROWS_64 + PSEUDO_ROWS,
}

# RARS quotes the first form of a pseudo-only mnemonic in "Expected: ..." messages with the
# exact spacing of its own table; these are those texts (the spacing is part of the message).
_QUOTED_EXAMPLES = {
    "nop": "nop ",
    "not": "not t1,t2 ",
    "mv": "mv  t1,t2 ",
    "neg": "neg t1,t2 ",
    "fmv.s": "fmv.s  f1, f2 ",
    "fabs.s": "fabs.s f1, f2 ",
    "fneg.s": "fneg.s f1, f2 ",
    "fmv.d": "fmv.d  f1, f2 ",
    "fabs.d": "fabs.d f1, f2 ",
    "fneg.d": "fneg.d f1, f2 ",
    "sgt": "sgt  t1,t2,t3 ",
    "sgtu": "sgtu t1,t2,t3 ",
    "seqz": "seqz t1,t2    ",
    "snez": "snez t1,t2    ",
    "sgtz": "sgtz t1,t2    ",
    "sltz": "sltz t1,t2    ",
    "b": "b label       ",
    "beqz": "beqz t1,label ",
    "bnez": "bnez t1,label ",
    "bgez": "bgez t1,label ",
    "bltz": "bltz t1,label ",
    "bgtz": "bgtz t1,label ",
    "blez": "blez t1,label ",
    "bgt": "bgt  t1,t2,label ",
    "bgtu": "bgtu t1,t2,label ",
    "ble": "ble  t1,t2,label ",
    "bleu": "bleu t1,t2,label ",
    "j": "j label         ",
    "jr": "jr t0           ",
    "ret": "ret             ",
    "call": "call label      ",
    "tail": "tail label      ",
    "li": "li t1,-100     ",
    "la": "la t1,label  ",
    "csrr": "csrr t1, fcsr ",
    "csrw": "csrw t1, fcsr ",
    "csrs": "csrs t1, fcsr ",
    "csrc": "csrc t1, fcsr ",
    "csrwi": "csrwi fcsr, 100 ",
    "csrsi": "csrsi fcsr, 100 ",
    "csrci": "csrci fcsr, 100 ",
    "frcsr": "frcsr t1     ",
    "fscsr": "fscsr t1, t2 ",
    "frsr": "frsr t1     ",
    "fssr": "fssr t1, t2 ",
    "frrm": "frrm t1      ",
    "fsrm": "fsrm t1, t2  ",
    "frflags": "frflags t1      ",
    "fsflags": "fsflags t1, t2  ",
    "rdcycle": "rdcycle t1    ",
    "rdtime": "rdtime t1     ",
    "rdinstret": "rdinstret t1  ",
    "rdcycleh": "rdcycleh t1   ",
    "rdtimeh": "rdtimeh t1    ",
    "rdinstreth": "rdinstreth t1 ",
    "sext.b": "sext.b t1, t2 ",
    "sext.h": "sext.h t1, t2 ",
    "zext.b": "zext.b t1, t2 ",
    "zext.h": "zext.h t1, t2 ",
    "fmv.x.w": "fmv.x.w t1, f1 ",
    "fmv.w.x": "fmv.w.x f1, t1 ",
    "fgt.s": "fgt.s t1, f2, f3      ",
    "fge.s": "fge.s t1, f2, f3      ",
    "fgt.d": "fgt.d t1, f2, f3      ",
    "fge.d": "fge.d t1, f2, f3      ",
}


def quoted_example(op: str, usage: str) -> str:
    """The example text RARS's messages show for a pseudo form (first form of ``op``)."""
    return _QUOTED_EXAMPLES.get(op, usage) if usage.split()[0] == op else usage


PSEUDO_MNEMONICS_BY_XLEN: dict[int, frozenset[str]] = {
    n: frozenset(u.split()[0] for u, _, _ in rows) for n, rows in PSEUDO_ROWS_BY_XLEN.items()
}
PSEUDO_MNEMONICS: frozenset[str] = PSEUDO_MNEMONICS_BY_XLEN[32]
