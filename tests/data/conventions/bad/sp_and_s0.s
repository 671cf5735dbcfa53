# Broken: f changes s0 and leaves sp 4 bytes lower.
        .text
main:   li   s0, 7
        jal  f
        mv   a0, s0
        li   a7, 1
        ecall
        li   a7, 10
        ecall
f:      li   s0, 100
        addi sp, sp, -4
        ret
