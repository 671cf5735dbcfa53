# Broken: f changes s1 and returns without restoring it.
        .text
main:   li   s1, 7
        li   a0, 3
        jal  f
        add  a0, a0, s1
        li   a7, 1
        ecall
        li   a7, 10
        ecall
f:      li   s1, 100
        addi a0, a0, 1
        ret
