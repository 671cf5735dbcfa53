# Branches with known patterns: an always-taken loop branch, one that alternates
# (taken on odd i), one taken every fourth time, and a branch to itself that is skipped
        .text
main:   li   s0, 0          # i
        li   s1, 40
        li   s2, 0
loop:   andi t0, s0, 1
        beqz t0, even       # alternates
        addi s2, s2, 1
even:   andi t1, s0, 3
        bnez t1, notfour    # not taken every fourth time
        addi s2, s2, 10
notfour:
        addi s0, s0, 1
        blt  s0, s1, loop   # taken 39 times, then falls through
        li   t2, 1
self:   beqz t2, self       # never taken (a branch to itself)
        call leaf
        mv   a0, s2
        li   a7, 1
        ecall
        li   a7, 10
        ecall
leaf:   addi sp, sp, -8
        sw   ra, 4(sp)
        sw   s2, 0(sp)
        lw   s2, 0(sp)
        lw   ra, 4(sp)
        addi sp, sp, 8
        ret
