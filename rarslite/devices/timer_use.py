"""Whether a RISC-V program uses RARS's Timer Tool, read from its code (Run > Play connects
the tool for such a program, as a student would after RARS's five clicks).

A program uses the timer when it reaches its words (``time`` / ``timecmp``, `REGISTERS`) or
enables timer interrupts (uie bit 4). Read without running it, flow-insensitively: a register
that some ``lui`` loads with the MMIO page is a device base, and a load, store or ``addi`` at
a timer offset from it reaches the timer; so does a data word holding a timer address (``la``
of an address table). ``csrsi uie, 0x10`` (or ``csrs`` / ``csrw`` of a register that some
``li`` just before loads with bit 4 set: the last write of that register since the last label
or call) enables its interrupt. A MIPS program (MARS has no such tool) or
an ELF without decoded instructions answers False.
"""

from __future__ import annotations

from rarslite.devices.timer import REGISTERS

UIE = 0x004  # the uie CSR
UIE_TIMER_BIT = 0x10
_CSR_REG_WRITES = ("csrrs", "csrrw")
_CSR_IMM_WRITES = ("csrrsi", "csrrwi")
_REACHING = ("lw", "lh", "lhu", "lb", "lbu", "sw", "sh", "sb", "addi", "flw", "fsw")


def timer_offsets() -> range:
    """The offsets of the timer's words above the MMIO base."""
    return range(REGISTERS[0].offset, REGISTERS[-1].offset + 4)


def uses_timer(program) -> bool:
    base = program.config.mmio_base
    offsets = timer_offsets()
    code = sorted((addr, e.instr) for addr, e in program.text.items()
                  if getattr(e, "instr", None) is not None)
    page = (base >> 12) & 0xFFFFF
    bases = {i.rd for _, i in code if i.op == "lui" and i.imm == page and i.rd}
    labels = set(program.symbols.values())
    small: dict[int, int] = {}  # register -> the constant an ``li`` just put there
    for addr, i in code:
        if addr in labels:
            small.clear()  # reached from elsewhere too
        if i.op in _REACHING and i.rs1 in bases and i.imm in offsets:
            return True
        if i.csr == UIE and (
                (i.op in _CSR_IMM_WRITES and i.imm & UIE_TIMER_BIT)
                or (i.op in _CSR_REG_WRITES and small.get(i.rs1, 0) & UIE_TIMER_BIT)):
            return True
        if i.op in ("jal", "jalr"):
            small.clear()
        elif i.op == "addi" and i.rs1 == 0:
            small[i.rd] = i.imm
        else:
            small.pop(i.rd, None)
    low, high = base + offsets.start, base + offsets.stop
    return any(low <= int.from_bytes(data[i:i + 4], "little") < high
               for addr, data in getattr(program, "data", ())
               for i in range(-addr % 4, len(data) - 3, 4))
