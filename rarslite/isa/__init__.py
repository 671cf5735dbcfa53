"""Instruction sets, one package each: `rarslite.isa.riscv` (RV32/RV64 as RARS 1.6 knows it)
and `rarslite.isa.mips` (MIPS32 as MARS 4.5 knows it). `rarslite.isa.base.Isa` is the shared
description front ends read (names, tables, dialect); nothing here is specific to either."""
