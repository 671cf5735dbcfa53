# project-written: a recursive region whose first member writes f3 through the exact routine (a zero result) and whose return-site member reads it as a float (its stale view gave 9)
        .data
one:    .float 1.0
three:  .float 3.0
        .text
main:   la t0, one
        flw f1, 0(t0)
        la t0, three
        flw f2, 0(t0)
        fdiv.s f5, f1, f2      # inexact: sets NX, so fast paths may run
        fcvt.s.w f4, zero
        fadd.s f3, f2, f2
        li a7, 11
        li a0, 65
        ecall
        fsub.s f3, f1, f1      # zero: the exact routine writes f3
        li a1, 2
        jal rec
        fcvt.w.s a0, f4
        li a7, 1
        ecall
        li a7, 10
        ecall
rec:    addi sp, sp, -8
        sw ra, 0(sp)
        addi a1, a1, -1
        blez a1, rec_end
        jal rec
        fadd.s f4, f3, f2      # reads f3 after the call returned inside the region
rec_end:
        lw ra, 0(sp)
        addi sp, sp, 8
        ret
