"""The Help reference's tables for MIPS programs (MARS's dialect), no Qt.

Instructions and pseudo-instructions are the rows of the MIPS assembler's own tables
(`rarslite.isa.mips.table.SPECS`, `rarslite.isa.mips.pseudo.PSEUDO_ROWS`) and the system
calls the rows of the simulator's (`rarslite.machine.mips.syscalls.SYSCALLS`), so the
reference lists exactly what they accept; the one-line descriptions are ours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rarslite.isa.mips.directives import DIRECTIVE_ROWS
from rarslite.machine.mips.syscalls import SYSCALLS
from rarslite.reference import Device, IsaTables

_ARITH = {"add": "add", "sub": "subtract", "mul": "multiply", "div": "divide"}
_TRAP = {"eq": "equal", "ne": "not equal", "ge": ">=", "geu": ">= unsigned", "lt": "<",
         "ltu": "< unsigned"}
_ROUND = {"ceil": "rounding up", "floor": "rounding down", "round": "to nearest",
          "trunc": "towards zero"}

DESCRIPTIONS: dict[str, str] = {
    "add": "rd = rs + rt; overflow is an exception", "addu": "rd = rs + rt, no overflow check",
    "addi": "rt = rs + immediate; overflow is an exception",
    "addiu": "rt = rs + immediate, no overflow check", "sub": "rd = rs - rt; overflow traps",
    "subu": "rd = rs - rt, no overflow check", "and": "rd = rs AND rt", "andi":
    "rt = rs AND zero-extended immediate", "or": "rd = rs OR rt", "ori":
    "rt = rs OR zero-extended immediate", "xor": "rd = rs XOR rt", "xori":
    "rt = rs XOR zero-extended immediate", "nor": "rd = NOT (rs OR rt)",
    "slt": "rd = 1 if rs < rt (signed) else 0", "sltu": "rd = 1 if rs < rt (unsigned) else 0",
    "slti": "rt = 1 if rs < immediate (signed)", "sltiu": "rt = 1 if rs < immediate (unsigned)",
    "sll": "rd = rt shifted left by sa", "srl": "rd = rt shifted right logically by sa",
    "sra": "rd = rt shifted right arithmetically by sa", "sllv": "rd = rt << (rs & 31)",
    "srlv": "rd = rt >>> (rs & 31), logical", "srav": "rd = rt >> (rs & 31), arithmetic",
    "lui": "rt = immediate << 16", "mult": "hi:lo = rs * rt (signed 64-bit product)",
    "multu": "hi:lo = rs * rt (unsigned)", "div": "lo = rs / rt, hi = rs % rt (signed)",
    "divu": "lo = rs / rt, hi = rs % rt (unsigned)", "madd": "hi:lo += rs * rt (signed)",
    "maddu": "hi:lo += rs * rt (unsigned)", "msub": "hi:lo -= rs * rt (signed)",
    "msubu": "hi:lo -= rs * rt (unsigned)", "mul": "rd = low 32 bits of rs * rt",
    "mfhi": "rd = hi", "mflo": "rd = lo", "mthi": "hi = rs", "mtlo": "lo = rs",
    "clo": "rd = number of leading one bits of rs", "clz": "rd = number of leading zero bits "
    "of rs", "movn": "rd = rs if rt != 0", "movz": "rd = rs if rt == 0",
    "movf": "rd = rs if coprocessor 1 flag cc is false", "movt": "rd = rs if flag cc is true",
    "beq": "branch if rs == rt", "bne": "branch if rs != rt", "bgez": "branch if rs >= 0",
    "bgtz": "branch if rs > 0", "blez": "branch if rs <= 0", "bltz": "branch if rs < 0",
    "bgezal": "branch and link ($ra) if rs >= 0", "bltzal": "branch and link ($ra) if rs < 0",
    "j": "jump to target", "jal": "jump to target, $ra = return address",
    "jr": "jump to the address in rs", "jalr": "jump to rs, rd (default $ra) = return address",
    "lb": "rt = sign-extended byte at rs + offset", "lbu": "rt = zero-extended byte",
    "lh": "rt = sign-extended halfword at rs + offset", "lhu": "rt = zero-extended halfword",
    "lw": "rt = word at rs + offset", "lwl": "load the left part of an unaligned word",
    "lwr": "load the right part of an unaligned word", "ll": "load linked (as lw in MARS)",
    "sb": "store the low byte of rt at rs + offset", "sh": "store the low halfword of rt",
    "sw": "store rt at rs + offset", "swl": "store the left part of an unaligned word",
    "swr": "store the right part of an unaligned word", "sc": "store conditional (always "
    "succeeds in MARS: rt = 1)", "syscall": "system call: the service number is in $v0",
    "break": "breakpoint exception (code 9)", "eret": "return from exception: pc = EPC, "
    "clear Status EXL", "nop": "no operation", "mfc0": "rt = coprocessor 0 register rd",
    "mtc0": "coprocessor 0 register rd = rt", "mfc1": "rt = bits of $f register fs",
    "mtc1": "$f register fs = bits of rt", "lwc1": "ft = word at rs + offset",
    "swc1": "store ft at rs + offset", "ldc1": "ft (even pair) = doubleword at rs + offset",
    "sdc1": "store the double in ft (even pair)", "bc1f": "branch if coprocessor 1 flag cc is "
    "false", "bc1t": "branch if coprocessor 1 flag cc is true",
    "teqi": "trap if rs == immediate",
}
for _op, _word in _ARITH.items():
    for _k, _kind in (("s", "single"), ("d", "double")):
        DESCRIPTIONS[f"{_op}.{_k}"] = f"fd = fs {_word} ft ({_kind} precision)"
for _k, _kind in (("s", "single"), ("d", "double")):
    DESCRIPTIONS.update({
        f"abs.{_k}": f"fd = |fs| ({_kind})", f"neg.{_k}": f"fd = -fs ({_kind})",
        f"sqrt.{_k}": f"fd = square root of fs ({_kind})", f"mov.{_k}": f"fd = fs ({_kind})",
        f"movf.{_k}": f"fd = fs ({_kind}) if flag cc is false",
        f"movt.{_k}": f"fd = fs ({_kind}) if flag cc is true",
        f"movn.{_k}": f"fd = fs ({_kind}) if rt != 0", f"movz.{_k}": f"fd = fs ({_kind}) "
        "if rt == 0", f"c.eq.{_k}": f"flag cc = (fs == ft), {_kind}",
        f"c.lt.{_k}": f"flag cc = (fs < ft), {_kind}", f"c.le.{_k}": f"flag cc = (fs <= ft), "
        f"{_kind}", f"cvt.w.{_k}": f"fd = fs ({_kind}) converted to a word integer",
    })
    for _r, _how in _ROUND.items():
        DESCRIPTIONS[f"{_r}.w.{_k}"] = f"fd = fs ({_kind}) as a word integer, {_how}"
DESCRIPTIONS.update({"cvt.d.s": "fd = fs converted from single to double",
                     "cvt.d.w": "fd = word integer fs converted to double",
                     "cvt.s.d": "fd = fs converted from double to single",
                     "cvt.s.w": "fd = word integer fs converted to single"})
for _t, _rel in _TRAP.items():
    DESCRIPTIONS.setdefault(f"t{_t}", f"trap if rs {_rel} rt")
    DESCRIPTIONS.setdefault(f"t{_t}i" if not _t.endswith("u") else f"t{_t[:-1]}iu",
                            f"trap if rs {_rel} immediate")


_PSEUDO = {
    "abs": "absolute value", "b": "branch always", "beqz": "branch if zero",
    "bnez": "branch if not zero", "bge": "branch if >=", "bgeu": "branch if >= unsigned",
    "bgt": "branch if >", "bgtu": "branch if > unsigned", "ble": "branch if <=",
    "bleu": "branch if <= unsigned", "blt": "branch if <", "bltu": "branch if < unsigned",
    "l.d": "load a double from an address", "l.s": "load a single from an address",
    "s.d": "store a double at an address", "s.s": "store a single at an address",
    "la": "load an address", "li": "load an immediate", "ld": "load two words into a pair",
    "sd": "store a register pair", "move": "copy a register", "neg": "negate (traps on "
    "overflow)", "negu": "negate", "not": "bitwise NOT", "mulo": "multiply, trap on overflow",
    "mulou": "multiply unsigned, trap on overflow", "mulu": "multiply unsigned (low word)",
    "rem": "remainder (signed)", "remu": "remainder (unsigned)", "rol": "rotate left",
    "ror": "rotate right", "seq": "set if equal", "sne": "set if not equal",
    "sge": "set if >=", "sgeu": "set if >= unsigned", "sgt": "set if >",
    "sgtu": "set if > unsigned", "sle": "set if <=", "sleu": "set if <= unsigned",
    "subi": "subtract an immediate (traps on overflow)", "subiu": "subtract an immediate",
    "ulh": "load an unaligned halfword", "ulhu": "load an unaligned halfword, unsigned",
    "ulw": "load an unaligned word", "ush": "store an unaligned halfword",
    "usw": "store an unaligned word", "mfc1.d": "copy a double's two words to a register "
    "pair", "mtc1.d": "copy a register pair into a double",
}


@dataclass(frozen=True)
class InstructionRow:
    op: str
    operands: tuple[str, ...]
    example: str
    extension: str
    description: str


_OPERAND = re.compile(r"[^\s,()]+|[()]")
_SLOT_EXAMPLE = {"rd": "$t1", "rs": "$t2", "rt": "$t3", "fd": "$f2", "fs": "$f4", "ft": "$f6",
                 "simm": "-100", "uimm": "100", "off": "-100", "sa": "10", "cc": "1",
                 "br": "label", "jt": "target", "code": "0", "c0": "$12", "bcc": "1"}


def _example(op: str, operands: tuple[str, ...]) -> str:
    out = ""
    for slot in operands:
        if slot in "()":
            out += slot
        else:
            out += (", " if out and not out.endswith("(") else "") + _SLOT_EXAMPLE.get(slot,
                                                                                    slot)
    return f"{op} {out}".strip()


def _filled(usage: str, expansion: str) -> str:
    """MARS's expansion template with the example's operands for %1, %2 ..."""
    operands = [t for t in _OPERAND.findall(usage)[1:] if t not in "()"]

    def operand(m: re.Match) -> str:
        n = int(m.group(1))
        return operands[n - 1] if n <= len(operands) else m.group()

    # %n is operand n; the value parts (hi(v3), lo(v3) ...) name operand n as vn
    return re.sub(r"\bv(\d)\b", operand, re.sub(r"%(\d)", operand, expansion))


def reference_tables(config: object = None, xlen: int = 32) -> IsaTables:
    """MIPS's reference tables (MARS's devices at its one memory-mapped address range, so
    ``config`` and ``xlen``, RARS's settings, do not matter)."""
    from rarslite.devices import cell_display, digital_lab, keyboard_display
    from rarslite.isa.mips.pseudo import PSEUDO_ROWS
    from rarslite.isa.mips.table import SPECS

    instructions = tuple(
        InstructionRow(s.op, s.operands, _example(s.op, s.operands),
                       "coprocessor 1" if "." in s.op or s.op.endswith("c1") else "",
                       DESCRIPTIONS.get(s.op, ""))
        for s in SPECS)
    pseudo = tuple((usage, _filled(usage, expansion),
                    _PSEUDO.get(usage.split()[0], "a form of the basic instruction"))
                   for usage, expansion in PSEUDO_ROWS)
    devices = (
        Device("Keyboard and Display MMIO Simulator", 0xFFFF0000, keyboard_display.REGISTERS),
        Device("Digital Lab Sim", 0xFFFF0000, digital_lab.REGISTERS),
        Device("Colour Cell Display (default address)", cell_display.DEFAULT_BASE,
               cell_display.REGISTERS),
    )
    return IsaTables(instructions, pseudo, SYSCALLS, DIRECTIVE_ROWS, devices,
                     syscall_register="$v0", syscall_instruction="syscall")
