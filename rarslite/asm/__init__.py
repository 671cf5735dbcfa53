"""Assemblers, one per simulator's dialect: `rarslite.asm.riscv` (RARS 1.6's RISC-V dialect)
and `rarslite.asm.mips` (MARS 4.5's MIPS dialect). Shared by both: `errors` (message records
and the RARS/MARS report text). Front ends pick one through the ISA description
(`rarslite.isa.base.Isa.part("assemble")`)."""
