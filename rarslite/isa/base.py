"""The ISA description: what a front end holds to serve RARS's RISC-V or MARS's MIPS.

An ``Isa`` names, for one instruction set and its simulator's dialect, every per-ISA part:
the instruction table, register names, pseudo-instruction table, dialect (directives and
assembler), memory configurations, hart class and syscall table. Front ends (``commands/``,
``gui/``) pick one with :func:`isa_by_name` or :func:`detect` and never branch on which ISA
it is. The parts are imported lazily so that asking for one ISA never loads the other.

Per-ISA code lives in ``rarslite/isa/<name>/`` and ``rarslite/machine/<name>/``; what sits
directly in ``rarslite/isa`` and ``rarslite/machine`` is shared (docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Isa:
    """One instruction set as its simulator (RARS or MARS) knows it.

    Every part is a ``"module:attribute"`` reference, resolved on first use by :meth:`part`.
    """

    name: str  # "rv32", "mips"
    simulator: str  # "RARS", "MARS": whose dialect and behaviour we reproduce
    parts: Mapping[str, str]

    def part(self, key: str) -> Any:
        """The object behind part ``key`` (``table``, ``registers``, ``pseudo``, ``dialect``,
        ``assemble``, ``memory_configs``, ``hart``, ``machine``, ``syscalls``, ``decode``,
        ``encode``, ``disassemble``, ``reference``, ``front``: what the command-line front
        ends ask, `rarslite.machine.front.Front`)."""
        module, _, attr = self.parts[key].partition(":")
        obj = importlib.import_module(module)
        return getattr(obj, attr) if attr else obj


RV32 = Isa(
    "rv32",
    "RARS",
    {
        "table": "rarslite.isa.riscv.table:SPECS",
        "registers": "rarslite.isa.riscv.registers:REGISTER_NAMES",
        "pseudo": "rarslite.isa.riscv.pseudo:PSEUDO_ROWS",
        "dialect": "rarslite.isa.riscv:DIRECTIVES",
        "assemble": "rarslite.asm.riscv:assemble",
        "memory_configs": "rarslite.memory_map:CONFIGS",
        "hart": "rarslite.machine.riscv.hart:Hart",
        "machine": "rarslite.machine.riscv.machine:Machine",  # on machine.core.MachineCore
        "syscalls": "rarslite.machine.riscv.ecalls:handle_ecall",
        "decode": "rarslite.isa.riscv.codec:decode",
        "encode": "rarslite.isa.riscv.codec:encode",
        "disassemble": "rarslite.isa.riscv.codec:disassemble",
        "reference": "rarslite.reference.riscv:reference_tables",
        "front": "rarslite.machine.riscv.front:FRONT",  # the command-line front ends' part
    },
)

MIPS = Isa(
    "mips",
    "MARS",
    {
        "table": "rarslite.isa.mips.table:SPECS",
        "registers": "rarslite.isa.mips.registers:REGISTER_NAMES",
        "pseudo": "rarslite.isa.mips.pseudo:PSEUDO_ROWS",
        "dialect": "rarslite.asm.mips.assembler:DIRECTIVES",
        "assemble": "rarslite.asm.mips.assembler:assemble",
        "memory_configs": "rarslite.isa.mips.memory_map:CONFIGS",
        "hart": "rarslite.machine.mips.hart:MipsHart",
        "machine": "rarslite.machine.mips.machine:MipsMachine",  # on machine.core.MachineCore
        "syscalls": "rarslite.machine.mips.syscalls:handle_syscall",
        "decode": "rarslite.isa.mips.codec:decode",
        "encode": "rarslite.isa.mips.codec:encode",
        "disassemble": "rarslite.isa.mips.codec:disassemble",
        "reference": "rarslite.reference.mips:reference_tables",
        "front": "rarslite.machine.mips.front:FRONT",  # the command-line front ends' part
    },
)

ISAS: dict[str, Isa] = {"rv32": RV32, "riscv": RV32, "mips": MIPS}


def isa_by_name(name: str) -> Isa:
    """The description called ``name`` (``rv32``/``riscv`` or ``mips``); KeyError otherwise."""
    return ISAS[name.lower()]


_DOLLAR_REG = re.compile(r"\$(?:[0-9]|zero|at|[vk][01]|a[0-3]|t[0-9]|s[0-7]|gp|sp|fp|ra)\b")
_SYSCALL = re.compile(r"^\s*(?:\w+:\s*)?syscall\b", re.MULTILINE | re.IGNORECASE)


def detect(path: str, text: str, report: Callable[[str], None] | None = None) -> Isa:
    """MIPS for an ``.asm`` file that uses ``$`` registers and ``syscall``; else RV32.

    ``report`` (e.g. a stderr writer) hears once which ISA was chosen for a MIPS guess.
    """
    code = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
    if path.lower().endswith(".asm") and _DOLLAR_REG.search(code) and _SYSCALL.search(code):
        if report is not None:
            report(f"rarslite: {path} looks like MIPS ($ registers, syscall): using --isa mips\n")
        return MIPS
    return RV32
