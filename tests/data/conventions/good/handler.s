# Correct: an exception handler (utvec, ending in uret) that saves every register it uses
# (sp swapped with uscratch, t0/t1 on its own stack), and a main that never returns: it
# ends with the exit ecall from inside a loop reached by j, not jal.
        .data
        .align  2
hstack: .space  64
hstop:
        .text
main:   la      t0, handler
        csrrw   zero, utvec, t0
        la      t0, hstop
        csrrw   zero, uscratch, t0
        csrrsi  zero, ustatus, 1        # exceptions go to the handler
        li      s0, 0
again:  li      t0, 0x10010001          # a misaligned word: load address misaligned
        li      t2, 1234
        lw      t1, 0(t0)               # the handler skips it
        add     s0, s0, t2              # t2 survives the handler
        li      t3, 3
        blt     s0, t3, again           # (s0 grows by 1234: once)
        j       finish
finish: mv      a0, s0
        li      a7, 1
        ecall
        li      a7, 10
        ecall

handler:
        csrrw   sp, uscratch, sp        # the handler's own stack
        addi    sp, sp, -8
        sw      t0, 0(sp)
        sw      t1, 4(sp)
        csrrs   t0, uepc, zero
        addi    t0, t0, 4
        csrrw   zero, uepc, t0
        lw      t1, 4(sp)
        lw      t0, 0(sp)
        addi    sp, sp, 8
        csrrw   sp, uscratch, sp
        uret
