# Scans the keypad row by row and prints each new code read back.
        .text
main:   li      s0, 0xffff0000
        li      s1, -1                  # last code printed
        li      s2, 900                 # scans
scan:   li      t0, 1
row:    sb      t0, 0x12(s0)
        lbu     t1, 0x14(s0)
        bnez    t1, got
        slli    t0, t0, 1
        li      t2, 16
        blt     t0, t2, row
got:    beq     t1, s1, next
        mv      s1, t1
        sb      t1, 0x10(s0)
        mv      a0, t1
        li      a7, 34
        ecall
        li      a0, 10
        li      a7, 11
        ecall
next:   addi    s2, s2, -1
        bnez    s2, scan
        li      a7, 10
        ecall
