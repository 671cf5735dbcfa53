# Broken: main keeps a value in t0 across a call to g, which changes t0.
        .text
main:   li   t0, 5
        jal  g
        add  a0, a0, t0
        li   a7, 1
        ecall
        li   a7, 10
        ecall
g:      li   t0, 9
        li   a0, 1
        ret
