# Calls and returns inside translated blocks (the checker's hooks, RARSLITE_NATIVE=0):
# recursion whose leaf calls are inlined in its traces, a call that is not clean in the
# middle of a trace, a callee-saved break found at a lean return, and a fault inside a
# callee after inlined calls (the run ends there).
.text
main:   li      a0, 7
        jal     outer
        li      a7, 10          # never reached
        ecall
outer:  addi    sp, sp, -16
        sw      ra, 0(sp)
        sw      s0, 4(sp)
        jal     fib             # clean
        mv      s0, a0
        li      t1, 4
        jal     leaf            # not clean: t1 is read next
        add     s0, s0, t1
        jal     bad             # clean: bad changes s3 (found at a lean return)
        jal     bad
        jal     deep            # clean: the fault is inside
        lw      s0, 4(sp)
        lw      ra, 0(sp)
        addi    sp, sp, 16
        ret
fib:    li      t0, 2
        blt     a0, t0, base
        addi    sp, sp, -16
        sw      ra, 0(sp)
        sw      s1, 4(sp)
        sw      s2, 8(sp)
        mv      s1, a0
        jal     leaf            # inlined in fib's trace
        addi    a0, s1, -1
        jal     fib
        mv      s2, a0
        addi    a0, s1, -2
        jal     fib
        add     a0, a0, s2
        jal     leaf
        lw      ra, 0(sp)
        lw      s1, 4(sp)
        lw      s2, 8(sp)
        addi    sp, sp, 16
        ret
base:   ret
leaf:   addi    t0, t0, 1
        ret
bad:    addi    s3, s3, 1
        ret
deep:   addi    sp, sp, -16
        sw      ra, 0(sp)
        jal     leaf
        jal     leaf
        li      t2, 1
        lw      t3, 0(t2)       # a misaligned load: the fault
        lw      ra, 0(sp)
        addi    sp, sp, 16
        ret
