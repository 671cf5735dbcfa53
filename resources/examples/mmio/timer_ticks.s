# timer_ticks.s -- Timer Tool interrupts: every 100 ms the handler re-arms timecmp and
# counts a tick; the main program shows the tick count (0-9) at the top left of the
# display and quits after 10 ticks.
#
# time is at 0xFFFF0018 (low word), timecmp at 0xFFFF0020/24; the interrupt needs
# uie bit 4 (0x10) and ustatus.UIE, and arrives as ucause 0x80000004, utval 0x10.
#
#   rarslite run --timer --kdmmio --display 10x2 resources/examples/mmio/timer_ticks.s
#   rarslite run --timer-ipms 50 --kdmmio --display 10x2 resources/examples/mmio/timer_ticks.s

        .data
ticks:  .word 0
save:   .space 12

        .text
main:
        la      t0, save
        csrw    t0, uscratch
        la      t0, handler
        csrw    t0, utvec
        li      t0, 0x10
        csrs    t0, uie                 # uie bit 4: timer interrupts
        li      s0, 0xFFFF0000
        sw      zero, 0x24(s0)          # timecmp high word first, then the low word
        li      t0, 100
        sw      t0, 0x20(s0)            # first tick at 100 ms
        csrsi   ustatus, 1
        la      s1, ticks
        li      s2, -1                  # tick count shown so far
show:
        lw      t0, 0(s1)
        beq     t0, s2, show
        mv      s2, t0
        li      a0, 7                   # bell to (0, 0)
        jal     putc
        addi    a0, s2, '0'
        jal     putc
        li      t0, 9
        blt     s2, t0, show
        li      a7, 10
        ecall

putc:
        lw      t1, 8(s0)
        andi    t1, t1, 1
        beqz    t1, putc
        sw      a0, 12(s0)
        ret

handler:
        csrrw   t0, uscratch, t0
        sw      t1, 0(t0)
        sw      t2, 4(t0)
        la      t1, ticks
        lw      t2, 0(t1)
        addi    t2, t2, 1
        sw      t2, 0(t1)
        li      t1, 0xFFFF0000
        lw      t2, 0x18(t1)            # time (ms)
        addi    t2, t2, 100
        sw      t2, 0x20(t1)            # timecmp = time + 100 (re-arms)
        lw      t1, 0(t0)
        lw      t2, 4(t0)
        csrrw   t0, uscratch, t0
        uret
