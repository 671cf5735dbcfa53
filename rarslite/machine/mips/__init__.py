"""The MIPS hart with MARS 4.5's semantics: coprocessors 0 and 1, exceptions, syscalls."""
