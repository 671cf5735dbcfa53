"""MARS 4.5's three memory configurations (mars-reference §1.1): the one source of truth for
MIPS segment addresses. They have RARS's shape (`rarslite.memory_map.MemoryConfig`, whose
effective limits MARS derives the same way) plus the kernel data segment and the exception
handler address."""

from __future__ import annotations

from dataclasses import dataclass

from rarslite.memory_map import REGION_CAP, MemoryConfig


@dataclass(frozen=True)
class MipsMemoryConfig(MemoryConfig):
    exception_handler: int
    kernel_data_base: int
    kernel_data_limit_cfg: int
    kernel_text_limit_cfg: int

    @property
    def kernel_text_base(self) -> int:
        return self.kernel_base

    @property
    def compact(self) -> bool:
        """MARS uses the COMPACT pseudo-op templates when the address space fits 15 bits."""
        return self.memory_limit <= 0x7FFF

    @property
    def kernel_text_limit(self) -> int:
        return min(self.kernel_text_limit_cfg, self.kernel_base + REGION_CAP - 4) + 4

    @property
    def kernel_data_limit(self) -> int:
        return min(self.kernel_data_limit_cfg, self.kernel_data_base + REGION_CAP - 1) + 1


def _config(name: str, text: int, data_seg: int, extern: int, gp: int, data: int, heap: int,
            sp: int, stack: int, user_high: int, kernel: int, handler: int, kdata: int,
            mmio: int, limit: int, data_lim: int, text_lim: int, kdata_lim: int,
            ktext_lim: int, stack_lim: int) -> MipsMemoryConfig:  # fmt: skip
    return MipsMemoryConfig(
        name=name, text_base=text, data_segment_base=data_seg, extern_base=extern, gp=gp,
        data_base=data, heap_base=heap, sp=sp, stack_base=stack, user_high=user_high,
        kernel_base=kernel, mmio_base=mmio, memory_limit=limit, data_limit_cfg=data_lim,
        text_limit_cfg=text_lim, stack_limit_cfg=stack_lim, exception_handler=handler,
        kernel_data_base=kdata, kernel_data_limit_cfg=kdata_lim, kernel_text_limit_cfg=ktext_lim,
    )  # fmt: skip


# columns as in the table of mars-reference §1.1
DEFAULT = _config(
    "Default", 0x00400000, 0x10000000, 0x10000000, 0x10008000, 0x10010000, 0x10040000,
    0x7FFFEFFC, 0x7FFFFFFC, 0x7FFFFFFF, 0x80000000, 0x80000180, 0x90000000, 0xFFFF0000,
    0xFFFFFFFF, 0x7FFFFFFF, 0x0FFFFFFC, 0xFFFEFFFF, 0x8FFFFFFC, 0x10040000,
)  # fmt: skip
COMPACT_DATA_AT_ZERO = _config(
    "CompactDataAtZero", 0x3000, 0x0000, 0x1000, 0x1800, 0x0000, 0x2000, 0x2FFC, 0x2FFC,
    0x3FFF, 0x4000, 0x4180, 0x5000, 0x7F00, 0x7FFF, 0x2FFF, 0x3FFC, 0x7EFF, 0x4FFC, 0x2000,
)  # fmt: skip
COMPACT_TEXT_AT_ZERO = _config(
    "CompactTextAtZero", 0x0000, 0x1000, 0x1000, 0x1800, 0x2000, 0x3000, 0x3FFC, 0x3FFC,
    0x3FFF, 0x4000, 0x4180, 0x5000, 0x7F00, 0x7FFF, 0x3FFF, 0x0FFC, 0x7EFF, 0x4FFC, 0x3000,
)  # fmt: skip

CONFIGS: dict[str, MipsMemoryConfig] = {
    c.name: c for c in (DEFAULT, COMPACT_DATA_AT_ZERO, COMPACT_TEXT_AT_ZERO)
}
