"""The name sets of an instruction set's assembly language (mnemonics, pseudo-instruction
mnemonics, registers, CSRs, directives), read from its tables: the app's highlighter and
completion and the VS Code grammar (scripts/vscode/grammar.py) share them."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=4)
def isa_names(isa_name: str = "rv32", xlen: int = 32) -> tuple[
        frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """(basic mnemonics, pseudo mnemonics, registers, CSR names) from `rarslite.isa` in mode
    ``xlen`` (64: RARS's 64-bit mode, whose ``ld``, ``addw`` ... are instructions), or from
    the ISA description called ``isa_name`` (MIPS: MARS's tables; its `$n` registers too).

    If the ISA package cannot be imported (a broken checkout) the highlighter still works:
    every statement's first word counts as an instruction and x/f register names are known.
    """
    if isa_name != "rv32":
        from rarslite.isa.base import isa_by_name

        desc = isa_by_name(isa_name)
        basic = frozenset(spec.op for spec in desc.part("table"))
        pseudo = frozenset(row[0].split()[0] for row in desc.part("pseudo")) - basic
        regs = frozenset(desc.part("registers")) | frozenset(f"${i}" for i in range(32))
        return basic, pseudo, regs, frozenset()
    try:
        from rarslite.isa import riscv as isa
        from rarslite.isa.riscv.pseudo import PSEUDO_MNEMONICS_BY_XLEN
        from rarslite.isa.riscv.table import MNEMONICS_BY_XLEN

        basic = MNEMONICS_BY_XLEN[xlen]
        return (
            frozenset(basic),
            frozenset(PSEUDO_MNEMONICS_BY_XLEN[xlen]) - frozenset(basic),
            frozenset(isa.REGISTER_NAMES),
            frozenset(isa.CSR_NAMES),
        )
    except (ImportError, AttributeError):
        regs = {f"x{i}" for i in range(32)} | {f"f{i}" for i in range(32)}
        return frozenset(), frozenset(), frozenset(regs), frozenset()


def directive_names(isa_name: str = "rv32") -> frozenset[str]:
    """The directives (``.text``, ``.word`` ...) the ISA's assembler knows."""
    from rarslite.isa.base import isa_by_name

    return frozenset(isa_by_name(isa_name).part("dialect"))
