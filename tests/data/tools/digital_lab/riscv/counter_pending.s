# The counter's timer interrupt waits while uie has no timer bit; later ones are refused.
        .data
count:  .word 0
        .text
main:   li      s0, 0xffff0000
        la      t0, handler
        csrw    t0, utvec
        csrsi   ustatus, 1
        li      t0, 1
        sb      t0, 0x13(s0)            # counter on, but uie bit 4 clear
        li      t4, 200
spin:   addi    t4, t4, -1
        bnez    t4, spin
        csrr    a0, uip
        li      a7, 34
        ecall
        csrsi   uie, 16                 # now the pending one is taken
        nop
        nop
        sb      zero, 0x13(s0)
        lw      a0, count
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
        csrr    t6, utval
        sb      t6, 0x11(s0)            # 0x100: the low byte is 0
        csrr    t6, ucause
        sb      t6, 0x10(s0)            # 0x80000004: segment c
        csrr    t0, uscratch
        uret
