# f clobbers s1; main relies on t0 across g
        .text
main:   li   s1, 7
        li   t0, 5
        jal  f
        jal  g
        add  a0, t0, zero
        li   a7, 1
        ecall
        li   a7, 10
        ecall
f:      addi sp, sp, -4
        sw   ra, 0(sp)
        li   s1, 3
        lw   ra, 0(sp)
        addi sp, sp, 4
        ret
g:      li   t0, 99
        ret
