"""The RISC-V hart with RARS 1.6's semantics: registers, CSRs, traps, FPU, ecalls, memory,
block translator, and `RiscvMachine` (machine.py) tying them to the shared device core."""
