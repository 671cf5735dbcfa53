"""RARS memory configurations: the one source of truth for segment addresses.

Values are RARS 1.6's (see rars-reference §1.1). The *effective* limits are derived as RARS
derives them: each region holds at most 4 MiB of storage.
"""

from __future__ import annotations

from dataclasses import dataclass

REGION_CAP = 0x400000  # RARS stores at most 4 MiB per region


@dataclass(frozen=True)
class MemoryConfig:
    name: str
    text_base: int
    data_segment_base: int
    extern_base: int
    gp: int
    data_base: int
    heap_base: int
    sp: int
    stack_base: int
    user_high: int
    kernel_base: int
    mmio_base: int
    memory_limit: int
    data_limit_cfg: int
    text_limit_cfg: int
    stack_limit_cfg: int

    @property
    def text_limit(self) -> int:
        """Last valid text byte address + 1 (exclusive end of text storage)."""
        return min(self.text_limit_cfg, self.text_base + REGION_CAP - 4) + 4

    @property
    def data_limit(self) -> int:
        """Exclusive end of the data segment (extern, gp area, .data and heap)."""
        return min(self.data_limit_cfg + 1, self.data_segment_base + REGION_CAP)

    @property
    def stack_limit(self) -> int:
        """Stack accesses must *start* above this address (exclusive lower bound)."""
        return max(self.stack_limit_cfg, self.stack_base - REGION_CAP)

    @property
    def mmio_limit(self) -> int:
        """Exclusive end of MMIO start addresses (RARS: signed compare, so the last byte faults)."""
        end = self.mmio_base + 0x10000
        if end > 0xFFFFFFFF:  # RARS's 32-bit sum wraps to 0 and it falls back to the memory limit
            return self.memory_limit
        return min(self.memory_limit, end)


DEFAULT = MemoryConfig(
    name="Default",
    text_base=0x00400000,
    data_segment_base=0x10000000,
    extern_base=0x10000000,
    gp=0x10008000,
    data_base=0x10010000,
    heap_base=0x10040000,
    sp=0x7FFFEFFC,
    stack_base=0x7FFFFFFC,
    user_high=0x7FFFFFFF,
    kernel_base=0x80000000,
    mmio_base=0xFFFF0000,
    memory_limit=0xFFFFFFFF,
    data_limit_cfg=0x7FFFFFFF,
    text_limit_cfg=0x0FFFFFFC,
    stack_limit_cfg=0x10040000,
)

COMPACT_DATA_AT_ZERO = MemoryConfig(
    name="CompactDataAtZero",
    text_base=0x00003000,
    data_segment_base=0x00000000,
    extern_base=0x00001000,
    gp=0x00001800,
    data_base=0x00000000,
    heap_base=0x00002000,
    sp=0x00002FFC,
    stack_base=0x00002FFC,
    user_high=0x00003FFF,
    kernel_base=0x00004000,
    mmio_base=0x00007F00,
    memory_limit=0x00007FFF,
    data_limit_cfg=0x00002FFF,
    text_limit_cfg=0x00003FFC,
    stack_limit_cfg=0x00002000,
)

COMPACT_TEXT_AT_ZERO = MemoryConfig(
    name="CompactTextAtZero",
    text_base=0x00000000,
    data_segment_base=0x00001000,
    extern_base=0x00001000,
    gp=0x00001800,
    data_base=0x00002000,
    heap_base=0x00003000,
    sp=0x00003FFC,
    stack_base=0x00003FFC,
    user_high=0x00003FFF,
    kernel_base=0x00004000,
    mmio_base=0x00007F00,
    memory_limit=0x00007FFF,
    data_limit_cfg=0x00003FFF,
    text_limit_cfg=0x00000FFC,
    stack_limit_cfg=0x00003000,
)

CONFIGS: dict[str, MemoryConfig] = {
    c.name.lower(): c for c in (DEFAULT, COMPACT_DATA_AT_ZERO, COMPACT_TEXT_AT_ZERO)
}


def config_by_name(name: str) -> MemoryConfig:
    """Look a configuration up by RARS's name (case-insensitive). Raises KeyError."""
    return CONFIGS[name.lower()]
