"""MARS 4.5's three memory configurations (mars-reference §1.1): the one source of truth for
MIPS segment addresses (as `rarslite/memory_map.py` is for RARS's)."""

from __future__ import annotations

from dataclasses import dataclass

REGION_CAP = 0x400000  # MARS stores at most 4 MiB per region


@dataclass(frozen=True)
class MipsMemoryConfig:
    name: str
    text_base: int
    data_segment_base: int
    extern_base: int
    gp: int
    data_base: int
    heap_base: int
    sp: int
    stack_base: int
    kernel_text_base: int
    exception_handler: int
    kernel_data_base: int
    mmio_base: int
    memory_limit: int
    data_limit_cfg: int
    text_limit_cfg: int
    kernel_data_limit_cfg: int
    kernel_text_limit_cfg: int
    stack_limit_cfg: int

    @property
    def compact(self) -> bool:
        """MARS uses the COMPACT pseudo-op templates when the address space fits 15 bits."""
        return self.memory_limit <= 0x7FFF

    @property
    def text_limit(self) -> int:
        return min(self.text_limit_cfg, self.text_base + REGION_CAP - 4) + 4

    @property
    def data_limit(self) -> int:
        return min(self.data_limit_cfg, self.data_segment_base + REGION_CAP - 1) + 1

    @property
    def stack_limit(self) -> int:
        return max(self.stack_limit_cfg, self.stack_base - REGION_CAP)

    @property
    def kernel_text_limit(self) -> int:
        return min(self.kernel_text_limit_cfg, self.kernel_text_base + REGION_CAP - 4) + 4

    @property
    def kernel_data_limit(self) -> int:
        return min(self.kernel_data_limit_cfg, self.kernel_data_base + REGION_CAP - 1) + 1


DEFAULT = MipsMemoryConfig(
    "Default",
    0x00400000,
    0x10000000,
    0x10000000,
    0x10008000,
    0x10010000,
    0x10040000,
    0x7FFFEFFC,
    0x7FFFFFFC,
    0x80000000,
    0x80000180,
    0x90000000,
    0xFFFF0000,
    0xFFFFFFFF,
    0x7FFFFFFF,
    0x0FFFFFFC,
    0xFFFEFFFF,
    0x8FFFFFFC,
    0x10040000,
)
COMPACT_DATA_AT_ZERO = MipsMemoryConfig(
    "CompactDataAtZero",
    0x3000,
    0x0000,
    0x1000,
    0x1800,
    0x0000,
    0x2000,
    0x2FFC,
    0x2FFC,
    0x4000,
    0x4180,
    0x5000,
    0x7F00,
    0x7FFF,
    0x2FFF,
    0x3FFC,
    0x7EFF,
    0x4FFC,
    0x2000,
)
COMPACT_TEXT_AT_ZERO = MipsMemoryConfig(
    "CompactTextAtZero",
    0x0000,
    0x1000,
    0x1000,
    0x1800,
    0x2000,
    0x3000,
    0x3FFC,
    0x3FFC,
    0x4000,
    0x4180,
    0x5000,
    0x7F00,
    0x7FFF,
    0x3FFF,
    0x0FFC,
    0x7EFF,
    0x4FFC,
    0x3000,
)

CONFIGS: dict[str, MipsMemoryConfig] = {
    c.name: c for c in (DEFAULT, COMPACT_DATA_AT_ZERO, COMPACT_TEXT_AT_ZERO)
}
