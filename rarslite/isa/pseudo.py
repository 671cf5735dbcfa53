"""RARS 1.6's pseudo-instructions (rars-reference §10) as a table: source form -> expansion.

Each row is ``(usage, expansion)``. ``usage`` is RARS's example of the source form; its
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
* ``ahi{n}`` / ``alo{n}``: the same of the absolute address ``a`` (``%hi`` / ``%lo``).
"""

from __future__ import annotations

_LOADS = ("lw", "lh", "lb", "lhu", "lbu")
_STORES = ("sw", "sh", "sb")
_FMEM = ("flw", "fsw", "fld", "fsd")


def _rows() -> list[tuple[str, str]]:
    rows = [
        ("nop", "addi x0 x0 0"),
        ("not t1,t2", "xori {1} {2} -1"),
        ("mv t1,t2", "add {1} x0 {2}"),
        ("neg t1,t2", "sub {1} x0 {2}"),
    ]
    for w in ("s", "d"):
        rows += [
            (f"fmv.{w} f1, f2", f"fsgnj.{w} {{1}} {{2}} {{2}}"),
            (f"fabs.{w} f1, f2", f"fsgnjx.{w} {{1}} {{2}} {{2}}"),
            (f"fneg.{w} f1, f2", f"fsgnjn.{w} {{1}} {{2}} {{2}}"),
        ]
    # RARS lists the .s moves first, then the .d ones; order only matters within a mnemonic.
    rows += [
        ("sgt t1,t2,t3", "slt {1} {3} {2}"),
        ("sgtu t1,t2,t3", "sltu {1} {3} {2}"),
        ("seqz t1,t2", "sltiu {1} {2} 1"),
        ("snez t1,t2", "sltu {1} x0 {2}"),
        ("sgtz t1,t2", "slt {1} x0 {2}"),
        ("sltz t1,t2", "slt {1} {2} x0"),
        ("b label", "jal x0 {1}"),
        ("beqz t1,label", "beq {1} x0 {2}"),
        ("bnez t1,label", "bne {1} x0 {2}"),
        ("bgez t1,label", "bge {1} x0 {2}"),
        ("bltz t1,label", "blt {1} x0 {2}"),
        ("bgtz t1,label", "blt x0 {1} {2}"),
        ("blez t1,label", "bge x0 {1} {2}"),
        ("bgt t1,t2,label", "blt {2} {1} {3}"),
        ("bgtu t1,t2,label", "bltu {2} {1} {3}"),
        ("ble t1,t2,label", "bge {2} {1} {3}"),
        ("bleu t1,t2,label", "bgeu {2} {1} {3}"),
        ("j label", "jal x0 {1}"),
        ("jal label", "jal x1 {1}"),
        ("jr t0", "jalr x0 {1} 0"),
        ("jalr t0", "jalr x1 {1} 0"),
        ("jr t0, -100", "jalr x0 {1} {2}"),
        ("jalr t0, -100", "jalr x1 {1} {2}"),
        ("jalr t0,-100(t1)", "jalr {1} {4} {2}"),
        ("ret", "jalr x0 x1 0"),
        ("call label", "auipc x6 phi{1}; jalr x1 x6 plo{1}"),
        ("tail label", "auipc x6 phi{1}; jalr x0 x6 plo{1}"),
        ("li t1,-100", "addi {1} x0 {2}"),
        ("li t1,10000000", "lui {1} hi{2}; addi {1} {1} lo{2}"),
        ("la t1,label", "auipc {1} phi{2}; addi {1} {1} plo{2}"),
    ]
    for op in ("lw", "sw", "lh", "sh", "lb", "sb", "lhu", "lbu"):
        if op in _LOADS:
            rows += [
                (f"{op} t1,(t2)", f"{op} {{1}} 0({{3}})"),
                (f"{op} t1,-100", f"{op} {{1}} {{2}}(x0)"),
                (f"{op} t1,10000000", f"lui {{1}} hi{{2}}; {op} {{1}} lo{{2}}({{1}})"),
                (f"{op} t1,label", f"auipc {{1}} phi{{2}}; {op} {{1}} plo{{2}}({{1}})"),
            ]
        else:
            rows += [
                (f"{op} t1,(t2)", f"{op} {{1}} 0({{3}})"),
                (f"{op} t1,-100", f"{op} {{1}} {{2}}(x0)"),
                (f"{op} t1,10000000,t2", f"lui {{3}} hi{{2}}; {op} {{1}} lo{{2}}({{3}})"),
                (f"{op} t1,label,t2", f"auipc {{3}} phi{{2}}; {op} {{1}} plo{{2}}({{3}})"),
            ]
    for op in _FMEM:
        rows += [
            (f"{op} f1,(t2)", f"{op} {{1}} 0({{3}})"),
            (f"{op} f1,-100", f"{op} {{1}} {{2}}(x0)"),
            (f"{op} f1,10000000,t3", f"lui {{3}} hi{{2}}; {op} {{1}} lo{{2}}({{3}})"),
            (f"{op} f1,label, t3", f"auipc {{3}} phi{{2}}; {op} {{1}} plo{{2}}({{3}})"),
        ]
    rows += [
        ("csrr t1, fcsr", "csrrs {1} {2} x0"),
        ("csrw t1, fcsr", "csrrw x0 {2} {1}"),
        ("csrs t1, fcsr", "csrrs x0 {2} {1}"),
        ("csrc t1, fcsr", "csrrc x0 {2} {1}"),
        ("csrwi fcsr, 100", "csrrwi x0 {1} {2}"),
        ("csrsi fcsr, 100", "csrrsi x0 {1} {2}"),
        ("csrci fcsr, 100", "csrrci x0 {1} {2}"),
    ]
    for names, num in ((("frcsr", "fscsr"), 3), (("frsr", "fssr"), 3), (("frrm", "fsrm"), 2),
                       (("frflags", "fsflags"), 1)):  # fmt: skip
        rd, wr = names
        rows += [
            (f"{rd} t1", f"csrrs {{1}} {num} x0"),
            (f"{wr} t1, t2", f"csrrw {{1}} {num} {{2}}"),
            (f"{wr} t1", f"csrrw x0 {num} {{1}}"),
        ]
    for name, num in (("rdcycle", 0xC00), ("rdtime", 0xC01), ("rdinstret", 0xC02),
                      ("rdcycleh", 0xC80), ("rdtimeh", 0xC81), ("rdinstreth", 0xC82)):  # fmt: skip
        rows.append((f"{name} t1", f"csrrs {{1}} {num} x0"))
    for w in ("s", "d"):
        rows += [
            (f"fsqrt.{w} f1, f2", f"fsqrt.{w} {{1}} {{2}} dyn"),
            (f"fsub.{w} f1, f2, f3", f"fsub.{w} {{1}} {{2}} {{3}} dyn"),
            (f"fadd.{w} f1, f2, f3", f"fadd.{w} {{1}} {{2}} {{3}} dyn"),
            (f"fmul.{w} f1, f2, f3", f"fmul.{w} {{1}} {{2}} {{3}} dyn"),
            (f"fdiv.{w} f1, f2, f3", f"fdiv.{w} {{1}} {{2}} {{3}} dyn"),
        ]
        for f in ("fmadd", "fnmadd", "fmsub", "fnmsub"):
            rows.append((f"{f}.{w} f1, f2, f3, f4", f"{f}.{w} {{1}} {{2}} {{3}} {{4}} dyn"))
        rows += [
            (f"fcvt.{w}.wu f1, t1", f"fcvt.{w}.wu {{1}} {{2}} dyn"),
            (f"fcvt.{w}.w f1, t1", f"fcvt.{w}.w {{1}} {{2}} dyn"),
            (f"fcvt.w.{w} t1, f1", f"fcvt.w.{w} {{1}} {{2}} dyn"),
            (f"fcvt.wu.{w} t1, f1", f"fcvt.wu.{w} {{1}} {{2}} dyn"),
        ]
    rows += [
        ("fcvt.s.d f1, f2", "fcvt.s.d {1} {2} dyn"),
        ("fcvt.d.s f1, f2", "fcvt.d.s {1} {2} dyn"),
        ("sext.b t1, t2", "slli {1} {2} 24; srai {1} {1} 24"),
        ("sext.h t1, t2", "slli {1} {2} 16; srai {1} {1} 16"),
        ("zext.b t1, t2", "andi {1} {2} 255"),
        ("zext.h t1, t2", "slli {1} {2} 16; srli {1} {1} 16"),
        ("fmv.x.w t1, f1", "fmv.x.s {1} {2}"),
        ("fmv.w.x f1, t1", "fmv.s.x {1} {2}"),
        ("lui t1,%hi(label)", "lui {1} ahi{4}"),
        ("addi t1,t2,%lo(label)", "addi {1} {2} alo{5}"),
    ]
    for op in ("lb", "lh", "lw", "flw", "fld"):
        reg = "f1" if op[0] == "f" else "t1"
        rows.append((f"{op} {reg},%lo(label)(t2)", f"{op} {{1}} alo{{4}}({{7}})"))
    for w in ("s", "d"):
        rows += [
            (f"fgt.{w} t1, f2, f3", f"flt.{w} {{1}} {{3}} {{2}}"),
            (f"fge.{w} t1, f2, f3", f"fle.{w} {{1}} {{3}} {{2}}"),
        ]
    return rows


PSEUDO_ROWS: tuple[tuple[str, str], ...] = tuple(_rows())

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


PSEUDO_MNEMONICS: frozenset[str] = frozenset(u.split()[0] for u, _ in PSEUDO_ROWS)
