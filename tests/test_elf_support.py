"""Helpers for the ELF tests: the GNU tools (optional) and objdump output normalised."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from rarslite.isa.riscv import spec

CC = "riscv64-unknown-elf-gcc"
OBJDUMP = "riscv64-unknown-elf-objdump"
READELF = "riscv64-unknown-elf-readelf"
QEMU = "qemu-riscv32"
EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "resources", "examples", "c")

BRANCHES = {"beq", "bne", "blt", "bge", "bltu", "bgeu", "jal"}
FENCE_BITS = {"i": 8, "o": 4, "r": 2, "w": 1}
OBJDUMP_ALIASES = {"fmv.x.w": "fmv.x.s", "fmv.w.x": "fmv.s.x"}
EXACT_CONVERSIONS = {"fcvt.d.w", "fcvt.d.wu", "fcvt.d.s"}  # objdump never shows their rm
UPPER = {"lui", "auipc"}


def have(tool: str) -> bool:
    return shutil.which(tool) is not None


def build_example(name: str, out_dir: str, cflags: str = "-O1") -> str:
    """Compile resources/examples/c/NAME.c with crt0, syscalls and rars.ld; the ELF path."""
    out = os.path.join(out_dir, f"{name}.elf")
    here = os.path.abspath(EXAMPLES)
    cmd = [CC, "-march=rv32imfd", "-mabi=ilp32d", "-nostdlib", "-ffreestanding", "-g",
           *cflags.split(), "-T", os.path.join(here, "rars.ld"), "-Wl,--build-id=none",
           "-o", out, os.path.join(here, "crt0.s"), os.path.join(here, "syscalls.c"),
           os.path.join(here, f"{name}.c")]  # fmt: skip
    subprocess.run(cmd, check=True, capture_output=True)
    return out


def _number(tok: str) -> int | None:
    try:
        value = int(tok, 0)
    except ValueError:
        return None
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >> 31 else value


def _split(operands: str) -> list[str]:
    """Operands with ``imm(reg)`` as ``reg, imm`` (the order of RARS's jalr)."""
    out: list[str] = []
    for tok in filter(None, (t.strip() for t in operands.split(","))):
        m = re.fullmatch(r"(.*)\((\w+)\)", tok)
        out += [m.group(2), m.group(1) or "0"] if m else [tok]
    return out


def normalise_ours(basic: str) -> tuple:
    op, _, rest = basic.partition(" ")
    ops = _split(rest)
    if spec(op).has_rm and ops:
        # objdump leaves out the dynamic mode, and the mode of exact conversions
        if ops[-1] == "dyn" or (op in EXACT_CONVERSIONS and ops[-1] == "rne"):
            ops.pop()
        elif ops[-1].isdigit():  # 5 and 6 are reserved modes
            ops[-1] = "unknown"
    return _tuple(op, ops)


def _tuple(op: str, ops: list[str]) -> tuple:
    canon = [_canon(t) for t in ops]
    if op in UPPER:  # RARS shows the 20-bit field sign-extended (0xfff80000)
        canon[-1] &= 0xFFFFF
    return (op, *canon)


def normalise_objdump(addr: int, mnemonic: str, operands: str) -> tuple:
    operands = operands.split("#")[0]
    operands = re.sub(r"<[^>]*>", "", operands).strip()
    op = OBJDUMP_ALIASES.get(mnemonic, mnemonic)
    ops = _split(operands)
    if op in BRANCHES and ops:  # objdump shows the target, RARS the offset
        ops[-1] = str(int(ops[-1], 16) - addr)
    if op == "fence":
        # letters for the sets; an empty set is "unknown"
        ops = ["0" if t == "unknown" else str(sum(FENCE_BITS[c] for c in t)) if t.isalpha()
               else t for t in ops]  # fmt: skip
    if op.startswith("csr") and len(ops) == 3 and _number(ops[1]) is None:
        ops[1] = str(csr_numbers()[ops[1]])
    return _tuple(op, ops)


_CSR_NUMBERS: dict[str, int] = {}


def csr_numbers() -> dict[str, int]:
    """objdump's CSR name -> number, learnt by disassembling csrrs x0,N,x0 for every N."""
    if not _CSR_NUMBERS:
        import tempfile

        from rarslite.elf.writer import write_elf
        from rarslite.isa.riscv import decode
        from rarslite.program import Program, TextEntry

        program = Program()
        base = program.config.text_base
        for n in range(4096):
            word = 0x2073 | n << 20  # csrrs x0, n, x0
            program.text[base + 4 * n] = TextEntry(base + 4 * n, word, decode(word), "")
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "csrs.elf")
            with open(path, "wb") as f:
                f.write(write_elf(program))
            for addr, (_, operands) in objdump(path).items():
                name = operands.split(",")[1]
                _CSR_NUMBERS[name] = (addr - base) // 4
    return _CSR_NUMBERS


def _canon(tok: str):
    value = _number(tok)
    return value if value is not None else tok


def objdump(path: str) -> dict[int, tuple[str, str]]:
    """address -> (mnemonic, operands) from ``objdump -d -M no-aliases,numeric``."""
    out = subprocess.run([OBJDUMP, "-d", "-M", "no-aliases,numeric", path], check=True,
                         capture_output=True, text=True).stdout  # fmt: skip
    rows = {}
    for line in out.splitlines():
        m = re.match(r"\s*([0-9a-f]+):\t[0-9a-f]+\s*\t(\S+)\s*(.*)$", line)
        if m:
            rows[int(m.group(1), 16)] = (m.group(2), m.group(3))
    return rows
