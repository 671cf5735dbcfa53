# Dumps of memory written by syscalls (read string, read file), kernel data, and after errors.
# RUN: nc dump 0x10008000-0x10008020 HexText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x1000b000-0x1000b020 AsciiText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x90000000-0x90000010 HexText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x10040000-0x10041000 HexText {OUT} {FILE}
# STDIN: hi\n
# RUN: nc dump 0x1000c000-0x1000c010 HexText {OUT} {FILE}
# STDIN: hi\n
        .kdata
kword:  .word 0x12345678, 9
        .data
name:   .asciiz "dump_syscalls.asm"
        .text
        li $a0, 0x10008000      # read a string into the $gp area
        li $a1, 16
        li $v0, 8
        syscall
        la $a0, name            # read this file's first bytes to 0x1000b000
        li $a1, 0
        li $a2, 0
        li $v0, 13
        syscall
        move $a0, $v0
        li $a1, 0x1000b000
        li $a2, 20
        li $v0, 14
        syscall
        li $a0, 8               # sbrk alone writes nothing
        li $v0, 9
        syscall
        li $t0, 0x1000c008      # a faulting store allocates nothing
        sw $zero, 1($t0)
