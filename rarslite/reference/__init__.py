"""The Help reference as data, generated from the engine's own tables (no Qt).

Every basic instruction, pseudo-instruction, system call, directive and memory-mapped device
register comes from the table that the assembler, simulator or device itself uses, so the
reference cannot drift from what the program accepts. A front end adds its own sections (the
GUI: keyboard shortcuts read from its actions) and filters rows with `Entry.matches`.

The generator takes an instruction set's tables as input (`IsaTables`); each ISA gathers its
own in `rarslite.isa.<name>.reference.reference_tables` (the `reference` part of its `Isa`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from rarslite.machine.interface import DeviceRegister


@dataclass(frozen=True)
class Entry:
    """One row of the reference, in five columns a section names (`Section.headers`)."""

    name: str  # what a person looks for: a mnemonic, "1 PrintInt", ".word", "RC"
    form: str  # operands, arguments or address
    description: str
    example: str = ""
    detail: str = ""  # extension, expansion, results, device

    def matches(self, query: str) -> bool:
        """Whether every word of ``query`` occurs (any case) in one of the columns."""
        text = " ".join((self.name, self.form, self.description, self.example,
                         self.detail)).lower()
        return all(word in text for word in query.lower().split())


@dataclass(frozen=True)
class Section:
    title: str
    headers: tuple[str, str, str, str, str]
    entries: tuple[Entry, ...] = field(default=())


class InstructionDoc(Protocol):
    """A basic instruction row (e.g. `rarslite.isa.riscv.table.Spec`)."""

    op: str
    operands: tuple[str, ...]  # operand slots in source order; "(" and ")" literal
    example: str
    extension: str
    description: str


class ServiceDoc(Protocol):
    """A system call row (e.g. `rarslite.machine.services.Service`)."""

    number: int
    name: str
    inputs: str
    outputs: str
    description: str


class DirectiveDoc(Protocol):
    """A directive row (e.g. `rarslite.isa.riscv.directives.Directive`)."""

    name: str
    form: str
    description: str


@dataclass(frozen=True)
class Device:
    """A memory-mapped device's registers at a base address."""

    title: str
    base: int
    registers: Sequence[DeviceRegister]


@dataclass(frozen=True)
class IsaTables:
    """What the reference is generated from, for one instruction set."""

    instructions: Sequence[InstructionDoc]
    pseudo: Sequence[tuple[str, str, str]]  # (usage, expansion, description)
    ecalls: Sequence[ServiceDoc]
    directives: Sequence[DirectiveDoc]
    devices: Sequence[Device]
    syscall_register: str = "a7"  # the register that selects the service
    syscall_instruction: str = "ecall"  # MIPS: syscall
    slot_labels: Mapping[str, str] = field(default_factory=dict)  # operand slot -> shown as


# -- sections ------------------------------------------------------------------------------------


def operand_text(slots: Iterable[str], labels: Mapping[str, str] | None = None) -> str:
    """``("rd", "imm", "(", "rs1", ")")`` -> ``"rd, imm(rs1)"`` (``labels`` renames slots)."""
    out = ""
    for slot in slots:
        if slot in "()":
            out += slot
        else:
            label = (labels or {}).get(slot, slot)
            out += (", " if out and not out.endswith("(") else "") + label
    return out


def instruction_section(rows: Iterable[InstructionDoc],
                        slot_labels: Mapping[str, str] | None = None) -> Section:
    entries = tuple(Entry(r.op, operand_text(r.operands, slot_labels), r.description,
                          r.example, r.extension) for r in rows)
    return Section("Instructions", ("Mnemonic", "Operands", "Description", "Example",
                                    "Extension"), entries)


_TOKEN = re.compile(r"[()]|[^\s,()]+")
# How an expansion's functions of an operand read (see rarslite/isa/riscv/pseudo.py).
_FUNCTIONS = {"hi": "%hi", "lo": "%lo", "phi": "%pcrel_hi", "plo": "%pcrel_lo", "ahi": "%hi",
              "alo": "%lo"}
_PLACEHOLDER = re.compile(r"(phi|plo|ahi|alo|hi|lo)?\{(\d+)\}")


def expansion_text(usage: str, expansion: str) -> str:
    """A pseudo-instruction's expansion with the usage example's operands filled in:
    ``("li t1,10000000", "lui {1} hi{2}; ...")`` -> ``"lui t1, %hi(10000000); ..."``."""
    tokens = _TOKEN.findall(usage)[1:]  # operand tokens; parentheses count, as in the table

    def fill(m: re.Match) -> str:
        value = tokens[int(m.group(2)) - 1]
        return f"{_FUNCTIONS[m.group(1)]}({value})" if m.group(1) else value

    parts = []
    for instr in expansion.split(";"):
        op, *args = instr.split()
        parts.append(f"{op} {', '.join(_PLACEHOLDER.sub(fill, a) for a in args)}".rstrip())
    return "; ".join(parts)


def pseudo_section(rows: Iterable[tuple[str, str, str]]) -> Section:
    entries = []
    for usage, expansion, description in rows:
        op, _, operands = usage.partition(" ")
        entries.append(Entry(op, operands.strip(), description, usage,
                             expansion_text(usage, expansion)))
    return Section("Pseudo-instructions", ("Mnemonic", "Operands", "Description", "Example",
                                           "Expands to"), tuple(entries))


def ecall_section(rows: Iterable[ServiceDoc], register: str = "a7",
                  instruction: str = "ecall") -> Section:
    entries = tuple(Entry(f"{r.number} {r.name}", r.inputs, r.description,
                          f"li {register}, {r.number}; {instruction}", r.outputs) for r in rows)
    return Section("System calls", (f"Service ({register})", "Arguments", "Description",
                                    "Example", "Results"), entries)


def directive_section(rows: Iterable[DirectiveDoc]) -> Section:
    entries = tuple(Entry(r.name, r.form.partition(" ")[2], r.description, r.form)
                    for r in rows)
    return Section("Directives", ("Directive", "Operands", "Description", "Example", ""),
                   entries)


def device_section(devices: Iterable[Device]) -> Section:
    entries = tuple(Entry(f"{reg.name} ({reg.title})", f"0x{device.base + reg.offset:08X}",
                          reg.description, "", device.title)
                    for device in devices for reg in device.registers)
    return Section("MMIO devices", ("Register", "Address", "Description", "", "Device"),
                   entries)


def build(tables: IsaTables) -> list[Section]:
    """The reference's sections, in the order a person reads them."""
    return [
        instruction_section(tables.instructions, tables.slot_labels),
        pseudo_section(tables.pseudo),
        ecall_section(tables.ecalls, tables.syscall_register, tables.syscall_instruction),
        directive_section(tables.directives),
        device_section(tables.devices),
    ]
