# Address-range dumps (`dump M-N FORMAT FILE`): which 4 KiB blocks count as written, where a
# dump stops, END exclusive, bad ranges, every format, text/stack/heap/mmio ranges.
# RUN: nc dump 0x10008000-0x1000a000 HexText {OUT} {FILE}
# RUN: nc dump 0x10008000-0x10008010 HexText {OUT} {FILE}
# RUN: nc dump 0x10008000-0x10008000 HexText {OUT} {FILE}
# RUN: nc dump 0x10007ffc-0x10008010 HexText {OUT} {FILE}
# RUN: nc dump 0x10009ff8-0x1000b000 HexText {OUT} {FILE}
# RUN: nc dump 0x10010000-0x10014000 HexText {OUT} {FILE}
# RUN: nc dump 0x10012000-0x10013000 HexText {OUT} {FILE}
# RUN: nc dump 0x00400000-0x00401000 HexText {OUT} {FILE}
# RUN: nc dump 0x00400004-0x0040000c HexText {OUT} {FILE}
# RUN: nc dump 0x003ffff0-0x00400010 HexText {OUT} {FILE}
# RUN: nc dump 0xffff0000-0xffff0010 HexText {OUT} {FILE}
# RUN: nc dump 0x7fffeff0-0x7ffff000 HexText {OUT} {FILE}
# RUN: nc dump 0x7fffeff0-0x7ffff008 HexText {OUT} {FILE}
# RUN: nc dump 0x7fffdff0-0x7fffe008 HexText {OUT} {FILE}
# RUN: nc dump 0x7ffffff0-0x7ffffffc HexText {OUT} {FILE}
# RUN: nc dump 0x10040000-0x10040010 HexText {OUT} {FILE}
# RUN: nc dump 0x10008002-0x10008010 HexText {OUT} {FILE}
# RUN: nc dump 0x10008010-0x10008000 HexText {OUT} {FILE}
# RUN: nc dump 0x10008000-0xffff0000 HexText {OUT} {FILE}
# RUN: nc dump 268468224-268468240 HexText {OUT} {FILE}
# RUN: nc dump 0x10008000 HexText {OUT} {FILE}
# RUN: nc dump 0x1000a000-0x1000a040 BinaryText {OUT} {FILE}
# RUN: nc dump 0x1000a000-0x1000a040 Binary {OUT} {FILE}
# RUN: nc dump 0x1000a000-0x1000a040 AsciiText {OUT} {FILE}
# RUN: nc dump 0x1000a000-0x1000a040 HEX {OUT} {FILE}
# RUN: nc dump 0x1000a000-0x1000a024 SegmentWindow {OUT} {FILE}
# RUN: nc dump 0x1000a004-0x1000a044 SegmentWindow {OUT} {FILE}
# RUN: nc dump 0x00400000-0x00400020 SegmentWindow {OUT} {FILE}
# RUN: nc dump 0x1000a000-0x1000a040 MIF {OUT} {FILE}
# RUN: nc dump 0x80000000-0x80000010 HexText {OUT} {FILE}
# RUN: nc a dump 0x10008000-0x10009000 HexText {OUT} {FILE}
# RUN: nc a dump 0x10010000-0x10010010 HexText {OUT} {FILE}
# RUN: nc 3 dump 0x10008000-0x10008010 HexText {OUT} {FILE}
# RUN: nc 5 dump 0x10008000-0x1000a000 HexText {OUT} {FILE}
# RUN: nc dump .data HexText {OUT} dump 0x1000c000-0x1000c010 HexText {OUT} {FILE}
# RUN: nc dump 0x10008000-0x10008010 HexText {OUT} {FILE} 0x10008000-0x10008004
        .data
first:  .word 1, 2, 0x41424344
        .space 8192             # .space stores nothing: block 0x10011000 stays unwritten
later:  .word 3                 # block 0x10012000 is written by the assembler
        .text
        li t0, 0x10008000       # a zero store allocates its block (gp area)
        sw zero, 0(t0)
        li t0, 0x10009ffc       # a byte store, last word of the next block
        sb zero, 1(t0)
        li t0, 0x1000a000       # values for the formats
        li t1, 0x41420a00
        sw t1, 0(t0)
        li t1, -5
        sw t1, 4(t0)
        li t1, 0x7f7e0d09
        sw t1, 8(t0)
        li t1, 1234
        sh t1, 32(t0)
        li t1, 0x1000c000       # a load allocates nothing
        lw t2, 0(t1)
        addi sp, sp, -8         # the stack: block 0x7fffe000
        sw zero, 0(sp)
        li t1, 0x7fffdffc       # and the block below it, through a half store
        sh zero, 2(t1)
        li a0, 16               # the heap
        li a7, 9
        ecall
        li t1, 77
        sw t1, 4(a0)
        li a7, 10
        ecall
