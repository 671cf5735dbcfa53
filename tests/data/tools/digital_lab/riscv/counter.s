# The counter interrupt's timing: display stores and loads tick it too; off and on again.
        .data
count:  .word 0
        .text
main:   li      s0, 0xffff0000
        la      t0, handler
        csrw    t0, utvec
        csrsi   uie, 16                 # timer interrupts (the counter's)
        csrsi   ustatus, 1
        li      t0, 1
        sb      t0, 0x13(s0)            # counter on
        li      s1, 0
loop1:  addi    s1, s1, 1
        sb      s1, 0x10(s0)            # right digit: a tick more
        lbu     t1, 0x10(s0)            # a load of it: one more
        sh      s1, 0x10(s0)            # a halfword store at the right digit
        lw      t2, count
        li      t3, 5
        blt     t2, t3, loop1
        sb      zero, 0x13(s0)          # counter off
        li      t4, 100
spin:   addi    t4, t4, -1
        bnez    t4, spin
        li      t0, 7
        sb      t0, 0x13(s0)            # on again
loop2:  lw      t2, count
        li      t3, 8
        blt     t2, t3, loop2
        sb      s1, 0x11(s0)            # left digit
        mv      a0, t2
        li      a7, 1
        ecall
        li      a7, 10
        ecall
handler:
        csrw    t0, uscratch
        la      t0, count
        lw      t6, 0(t0)
        addi    t6, t6, 1
        sw      t6, 0(t0)
        csrr    t0, uscratch
        uret
