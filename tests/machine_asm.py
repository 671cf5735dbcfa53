"""A tiny test-only assembler for the machine tests: basic instructions with x/f register
numbers, labels and ``imm(reg)``, built straight into `Instr` objects (no encoding).

It does not depend on the real assembler, so machine tests run on their own.
"""

from __future__ import annotations

from rarslite.isa.riscv.instr import Instr
from rarslite.machine.riscv.machine import Machine
from rarslite.memory_map import DEFAULT, MemoryConfig
from rarslite.program import Program, SourceLoc, TextEntry

BRANCHES = {"beq", "bne", "blt", "bge", "bltu", "bgeu"}
LOADS = {"lb", "lh", "lw", "lbu", "lhu", "flw", "fld"}
STORES = {"sb", "sh", "sw", "fsw", "fsd"}
CSR_NAMES = {"ustatus": 0, "fflags": 1, "frm": 2, "fcsr": 3, "uie": 4, "utvec": 5,
             "uscratch": 0x40, "uepc": 0x41, "ucause": 0x42, "utval": 0x43, "uip": 0x44,
             "cycle": 0xC00, "time": 0xC01, "instret": 0xC02, "cycleh": 0xC80,
             "timeh": 0xC81, "instreth": 0xC82}  # fmt: skip
RM = {"rne": 0, "rtz": 1, "rdn": 2, "rup": 3, "rmm": 4, "dyn": 7}


def _reg(tok: str) -> int:
    assert tok[0] in "xf", tok
    return int(tok[1:])


def _num(tok: str) -> int:
    return int(tok, 0)


def parse(lines: str | list[str], base: int = DEFAULT.text_base) -> tuple[list[Instr], dict]:
    """Two passes: labels, then instructions. One instruction (or label) per line."""
    if isinstance(lines, str):
        lines = lines.splitlines()
    stmts: list[tuple[int, str, list[str]]] = []
    labels: dict[str, int] = {}
    addr = base
    for raw in lines:
        text = raw.split("#")[0].strip()
        if not text:
            continue
        if text.endswith(":"):
            labels[text[:-1]] = addr
            continue
        op, _, rest = text.partition(" ")
        ops = [t for t in rest.replace(",", " ").replace("(", " ").replace(")", " ").split()]
        stmts.append((addr, op, ops))
        addr += 4
    out: list[Instr] = []
    for addr, op, ops in stmts:

        def val(tok: str, addr: int = addr) -> int:
            return labels[tok] - addr if tok in labels else _num(tok)

        if op in BRANCHES:
            ins = Instr(op, rs1=_reg(ops[0]), rs2=_reg(ops[1]), imm=val(ops[2]))
        elif op == "jal":
            ins = Instr(op, rd=_reg(ops[0]), imm=val(ops[1]))
        elif op == "jalr":
            ins = Instr(op, rd=_reg(ops[0]), rs1=_reg(ops[1]), imm=_num(ops[2]))
        elif op in LOADS:
            ins = Instr(op, rd=_reg(ops[0]), imm=_num(ops[1]), rs1=_reg(ops[2]))
        elif op in STORES:
            ins = Instr(op, rs2=_reg(ops[0]), imm=_num(ops[1]), rs1=_reg(ops[2]))
        elif op in ("lui", "auipc"):
            ins = Instr(op, rd=_reg(ops[0]), imm=_num(ops[1]))
        elif op.startswith("csrr"):
            csr = CSR_NAMES.get(ops[1], None)
            csr = _num(ops[1]) if csr is None else csr
            if op.endswith("i"):
                ins = Instr(op, rd=_reg(ops[0]), csr=csr, imm=_num(ops[2]))
            else:
                ins = Instr(op, rd=_reg(ops[0]), csr=csr, rs1=_reg(ops[2]))
        elif op in ("ecall", "ebreak", "uret", "wfi", "fence.i", "nop"):
            ins = Instr("addi") if op == "nop" else Instr(op)
        elif op == "fence":
            ins = Instr(op, imm=(_num(ops[0]) << 4) | _num(ops[1]))
        else:
            regs = [t for t in ops if t[0] in "xf" and t[1:].isdigit()]
            rest = [t for t in ops if t not in regs]
            names = ("rd", "rs1", "rs2", "rs3")[: len(regs)]
            fields = dict(zip(names, map(_reg, regs), strict=True))
            rm = 0
            imm = 0
            for t in rest:
                if t in RM:
                    rm = RM[t]
                else:
                    imm = _num(t)
            ins = Instr(op, imm=imm, rm=rm, **fields)
        out.append(ins)
    return out, labels


def program(code: str | list[str], data: list[tuple[int, bytes]] | None = None,
            config: MemoryConfig = DEFAULT, file: str = "t.s") -> Program:  # fmt: skip
    instrs, labels = parse(code, config.text_base)
    p = Program(config=config, entry=config.text_base)
    for i, ins in enumerate(instrs):
        a = config.text_base + 4 * i
        p.text[a] = TextEntry(a, 0, ins, ins.op, SourceLoc(file, i + 1, ins.op))
    p.data = list(data or [])
    p.symbols = dict(labels)
    return p


def machine(code: str | list[str], **kw) -> Machine:
    mkw = {k: kw.pop(k) for k in ("console", "smc", "start_at_main", "program_args") if k in kw}
    return Machine(program(code, **kw), **mkw)


def li(reg: int, value: int) -> list[str]:
    """lui+addi loading a 32-bit value (like RARS's li)."""
    value &= 0xFFFFFFFF
    lo = value & 0xFFF
    if lo >= 0x800:
        lo -= 0x1000
    hi = ((value - lo) >> 12) & 0xFFFFF
    return [f"lui x{reg}, {hi}", f"addi x{reg}, x{reg}, {lo}"]
