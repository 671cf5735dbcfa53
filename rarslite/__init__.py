"""rarslite: a fast, RARS-compatible RISC-V (RV32IMFD) assembler, simulator and desktop app."""

__version__ = "0.1.0"
