# The keypad interrupt: an external interrupt (utval 0x200); the handler finds the key.
        .text
main:   li      s0, 0xffff0000
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrw    t0, uie                 # external interrupts (the keypad's)
        csrsi   ustatus, 1
        li      t0, 0x80
        sb      t0, 0x12(s0)            # keypad interrupt on
        li      s2, 1200
busy:   addi    s2, s2, -1
        bnez    s2, busy
        li      a7, 10
        ecall
handler:
        csrw    t0, uscratch
        csrr    a0, utval
        li      a7, 34
        ecall
        li      t0, 0x81
hrow:   sb      t0, 0x12(s0)
        lbu     a0, 0x14(s0)
        bnez    a0, hgot
        addi    t0, t0, 0               # next row: 0x81, 0x82, 0x84, 0x88
        andi    t1, t0, 0x0f
        slli    t1, t1, 1
        ori     t0, t1, 0x80
        li      t1, 0x90
        blt     t0, t1, hrow
hgot:   li      a7, 34
        ecall
        sb      a0, 0x11(s0)
        li      a0, 10
        li      a7, 11
        ecall
        csrr    t0, uscratch
        uret
