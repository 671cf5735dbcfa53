# echo_interrupts.s -- interrupt-driven keyboard input: a handler stores each key in a
# one-slot mailbox and the main loop echoes it; 'q' quits.
#
# Setup: utvec = handler, uie bit 8 (external interrupts), ustatus.UIE, and RC bit 1
# (keyboard interrupt enable). The handler saves the registers it uses through uscratch
# (never on the stack), reads RD (which clears RC ready), and returns with uret.
#
#   rarslite run --kdmmio --keys 'abc q' resources/examples/mmio/echo_interrupts.s

        .data
mailbox:   .word 0              # last key typed, 0 when empty
keys_seen: .word 0              # keys the handler took
save_area: .space 16            # the handler's register save area

        .text
main:
        la      t0, save_area
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x100
        csrs    t0, uie                 # uie bit 8: external interrupts
        li      s0, 0xFFFF0000
        li      t0, 2
        sw      t0, 0(s0)               # RC bit 1: keyboard interrupt enable
        csrsi   ustatus, 1              # ustatus.UIE: interrupts on
        la      s1, mailbox
wait:
        lw      a0, 0(s1)
        beqz    a0, wait                # spin until the handler delivers a key
        sw      zero, 0(s1)
        li      t0, 'q'
        beq     a0, t0, done
        jal     putc
        j       wait
done:
        li      a7, 10
        ecall

putc:
        lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)
        ret

handler:
        csrrw   t0, uscratch, t0        # t0 <-> uscratch: t0 = save area
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        csrr    t1, uscratch            # the program's t0
        sw      t1, 8(t0)
        li      t1, 0xFFFF0000
        lw      t2, 4(t1)               # RD: the key; clears RC ready
        la      t1, mailbox
        sw      t2, 0(t1)
        la      t1, keys_seen
        lw      t2, 0(t1)
        addi    t2, t2, 1
        sw      t2, 0(t1)
        lw      t1, 8(t0)
        csrw    t1, uscratch            # restore uscratch = the program's t0 ...
        lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0        # ... and swap back: t0 restored, uscratch = area
        uret
