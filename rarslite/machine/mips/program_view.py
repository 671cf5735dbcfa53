"""What the desktop app's views read of an assembled MARS program: RARS-shaped text entries
(with source locations) over MARS's listing, the symbols, files and warnings."""

from __future__ import annotations

from dataclasses import dataclass, field

from rarslite.isa.mips.program import MipsProgram
from rarslite.program import TextEntry, reaches_devices


@dataclass
class MipsProgramView:
    """What the views read of a program: RARS-shaped text entries over MARS's listing."""

    mips: MipsProgram
    text: dict[int, TextEntry] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for addr, w in self.mips.text.items():
            loc = w.source_loc()  # the real origin (file, line), not MARS's listing line
            self.text[addr] = TextEntry(addr, w.word, None, w.basic, loc, w.basic_index == 0)  # type: ignore[arg-type]

    @property
    def config(self):
        return self.mips.config

    @property
    def symbols(self) -> dict[str, int]:
        return self.mips.symbols

    @property
    def labels(self) -> dict[str, int]:
        """Every label of every file (the first file's where several define one)."""
        return self.mips.labels

    @property
    def files(self) -> list[str]:
        return self.mips.files

    @property
    def warnings(self) -> list:
        return self.mips.warnings

    def mentions_mmio(self) -> bool:
        """As `Program.mentions_mmio` (Run > Play opens no device tool for a console game)."""
        data = self.mips.data
        return reaches_devices(
            self.config.mmio_base,
            ((w.word & 0xFFFF) << 16 for w in self.mips.text.values() if w.word >> 26 == 0x0F),
            (int.from_bytes(bytes(data.get(a + i, 0) for i in range(4)), "little")
             for a in data if a % 4 == 0))
