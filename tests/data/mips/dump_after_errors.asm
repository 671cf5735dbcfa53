# Dumps after assembly errors: MARS 4.5 still dumps what its first pass stored (the data
# directives, forward label references patched at the end of that pass), never text.
# RUN: nc dump .data HexText {OUT} {FILE}
# RUN: nc dump .text HexText {OUT} {FILE}
# RUN: nc dump 0x10010000-0x10010020 HexText {OUT} {FILE}
# RUN: nc dump 0x10010000-0x10010020 AsciiText {OUT} {FILE}
# RUN: nc dump .kdata HexText {OUT} {FILE}
# RUN: nc dump 0x90000000-0x90000010 Binary {OUT} {FILE}
# RUN: nc dump .data HexText {OUT} dump .text HexText {OUT} {FILE}
# RUN: nc a dump 0x10010000-0x10010010 HexText {OUT} {FILE}
# RUN: nc ae3 dump 0x10010000-0x10010010 HexText {OUT} {FILE}
        .data
x:      .word 1, 2, 3, later
y:      .asciiz "hi"
        .byte 300
z:      .half 7, 8
        .word undefined_label
        .kdata
k:      .word 0x12345678
        .text
main:   addi $t0, $t0
        li   $v0, 10
        syscall
        .data
later:  .word 0xdeadbeef
