# Correct: recursive factorial and Fibonacci with the stack frame RARS's examples use.
        .text
main:   li      a0, 6
        jal     fact
        mv      s0, a0                  # s0 lives across the next call: callee-saved
        li      a0, 12
        jal     fib
        add     a0, a0, s0
        li      a7, 1
        ecall
        li      a7, 10
        ecall

# fact(n) -> n!
fact:   addi    sp, sp, -16
        sw      ra, 12(sp)
        sw      s0, 8(sp)
        mv      s0, a0
        li      t0, 2
        blt     a0, t0, fact_one
        addi    a0, a0, -1
        jal     fact
        mul     a0, a0, s0
        j       fact_done
fact_one:
        li      a0, 1
fact_done:
        lw      s0, 8(sp)
        lw      ra, 12(sp)
        addi    sp, sp, 16
        ret

# fib(n) -> the n-th Fibonacci number (two recursive calls, s0 and s1 saved)
fib:    li      t0, 2
        blt     a0, t0, fib_small
        addi    sp, sp, -12
        sw      ra, 8(sp)
        sw      s0, 4(sp)
        sw      s1, 0(sp)
        mv      s0, a0
        addi    a0, a0, -1
        jal     fib
        mv      s1, a0
        addi    a0, s0, -2
        jal     fib
        add     a0, a0, s1
        lw      s1, 0(sp)
        lw      s0, 4(sp)
        lw      ra, 8(sp)
        addi    sp, sp, 12
fib_small:
        ret
