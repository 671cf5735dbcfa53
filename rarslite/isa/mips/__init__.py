"""MIPS32 as MARS 4.5 knows it: instruction table, codec, registers, literals, pseudo-ops."""
