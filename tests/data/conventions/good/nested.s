# Correct: nested calls, leaf functions that use only t and a registers, a caller that
# sets its t registers again after every call, a call through a function pointer (jalr),
# a tail call (j to another function, which returns to the original caller) and a jump
# table (jr through a t register: not a return).
        .data
table:  .word   case0, case1, case2
        .text
main:   li      s0, 0                   # running total
        li      s1, 0                   # i
loop:   mv      a0, s1
        jal     outer
        add     s0, s0, a0
        la      t0, square              # a function pointer
        mv      a0, s1
        jalr    t0
        add     s0, s0, a0
        mv      a0, s1
        jal     pick
        add     s0, s0, a0
        addi    s1, s1, 1
        li      t1, 3
        blt     s1, t1, loop
        mv      a0, s0
        li      a7, 1
        ecall
        li      a7, 10
        ecall

# outer(x) = middle(x) + 1: calls another function, keeps x in s0 (saved)
outer:  addi    sp, sp, -8
        sw      ra, 4(sp)
        sw      s0, 0(sp)
        mv      s0, a0
        jal     middle
        addi    a0, a0, 1
        add     a0, a0, s0
        lw      s0, 0(sp)
        lw      ra, 4(sp)
        addi    sp, sp, 8
        ret

# middle(x) = twice(x) through a tail call
middle: addi    a0, a0, 3
        j       twice

# twice(x) = 2x: a leaf using t registers only
twice:  slli    t0, a0, 1
        mv      a0, t0
        li      t1, 99                  # leaves garbage in t1: callers must not rely on it
        ret

# square(x) = x * x
square: mul     a0, a0, a0
        ret

# pick(i) through a jump table
pick:   la      t0, table
        slli    t1, a0, 2
        add     t0, t0, t1
        lw      t0, 0(t0)
        jr      t0
case0:  li      a0, 10
        ret
case1:  li      a0, 20
        ret
case2:  li      a0, 30
        ret
