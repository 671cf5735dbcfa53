"""The Help reference's tables for RISC-V programs (RARS's dialect), no Qt: the rows of the
assembler's, simulator's and devices' own tables (`rarslite.reference` builds the sections)."""

from __future__ import annotations

from rarslite.memory_map import DEFAULT, MemoryConfig
from rarslite.reference import Device, IsaTables


def reference_tables(config: MemoryConfig | None = None, xlen: int = 32) -> IsaTables:
    """RISC-V's tables; device addresses as in memory configuration ``config``; ``xlen=64``:
    RARS's 64-bit mode (its RV64 rows and pseudo-instructions too)."""
    from rarslite.devices import cell_display, digital_lab, keyboard_display, timer
    from rarslite.isa.riscv.directives import DIRECTIVE_ROWS
    from rarslite.isa.riscv.pseudo import PSEUDO_ROWS_BY_XLEN
    from rarslite.isa.riscv.table import SLOT_LABELS, SPECS_BY_XLEN
    from rarslite.machine.riscv.ecalls import ECALLS

    config = config or DEFAULT

    devices = (
        Device("Keyboard and Display MMIO Simulator", config.mmio_base,
               keyboard_display.REGISTERS),
        Device("Timer Tool", config.mmio_base, timer.REGISTERS),
        Device("Digital Lab Sim", config.mmio_base, digital_lab.REGISTERS),
        Device("Colour Cell Display (default address)", cell_display.DEFAULT_BASE,
               cell_display.REGISTERS),
    )
    return IsaTables(SPECS_BY_XLEN[xlen], PSEUDO_ROWS_BY_XLEN[xlen], ECALLS, DIRECTIVE_ROWS,
                     devices, slot_labels=SLOT_LABELS)
