# Dumps of memory written by ecalls (read string, read file, fsd), and after a runtime error.
# RUN: nc dump 0x10008000-0x10008020 HexText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x1000b000-0x1000b020 AsciiText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x1000d000-0x1000d010 HexText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x10040000-0x10041000 HexText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x1000c000-0x1000c010 HexText {OUT} {FILE}
# STDIN: hi\n
        .data
name:   .asciz "dump_ecalls.s"
        .text
        li a0, 0x10008000       # read a string into the gp area
        li a1, 16
        li a7, 8
        ecall
        la a0, name             # read this file's first bytes to 0x1000b000
        li a1, 0
        li a7, 1024
        ecall
        li a1, 0x1000b000
        li a2, 20
        li a7, 63
        ecall
        li t0, 0x1000d000       # a double store (two word stores)
        fcvt.d.w ft0, zero
        fsd ft0, 8(t0)
        li a0, 8                # sbrk alone writes nothing
        li a7, 9
        ecall
        li t0, 0x1000c008       # a faulting store allocates nothing
        sw zero, 1(t0)
