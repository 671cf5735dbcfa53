# Correct: a varargs-style sum(count, ...) whose arguments past a0 are on the caller's
# stack; the callee reads them above its own frame and returns with sp as it found it.
        .text
main:   addi    sp, sp, -16
        li      t0, 5
        sw      t0, 0(sp)
        li      t0, 7
        sw      t0, 4(sp)
        li      t0, 11
        sw      t0, 8(sp)
        li      a0, 3                   # three numbers on the stack
        jal     sum
        addi    sp, sp, 16
        li      a7, 1
        ecall
        li      a7, 10
        ecall

sum:    addi    sp, sp, -8
        sw      s0, 4(sp)
        sw      s1, 0(sp)
        addi    s0, sp, 8               # the first stacked argument
        li      s1, 0
sum_loop:
        beqz    a0, sum_done
        lw      t0, 0(s0)
        add     s1, s1, t0
        addi    s0, s0, 4
        addi    a0, a0, -1
        j       sum_loop
sum_done:
        mv      a0, s1
        lw      s1, 0(sp)
        lw      s0, 4(sp)
        addi    sp, sp, 8
        ret
