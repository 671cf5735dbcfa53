"""The MARS 4.5 dialect assembler (`assembler`): MIPS sources in, a `MipsProgram` out."""
