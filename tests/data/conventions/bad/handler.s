# A utvec exception handler that keeps t0 (in uscratch) but forgets t1: the handler finding
# names t1 only.
main:   la      t0, handler
        csrrw   zero, utvec, t0
        csrrsi  zero, ustatus, 1        # exceptions go to the handler
        li      t1, 5
        lw      t2, 1(zero)             # load address misaligned: the handler skips it
        add     a0, t1, zero            # 9, not 5
        li      a7, 1
        ecall
        li      a7, 10
        ecall
handler:
        csrrw   t0, uscratch, t0
        csrrs   t0, uepc, zero
        addi    t0, t0, 4
        csrrw   zero, uepc, t0
        li      t1, 9                   # not saved
        csrrw   t0, uscratch, t0
        uret
