        .data
n:      .asciz "e3_tmp.txt"
d:      .asciz "."
buf:    .space 8
        .text
        la a0, d
        li a1, 0
        li a7, 1024
        ecall
        li a7, 1
        ecall
        mv s0, a0
        la a1, buf
        li a2, 4
        li a7, 63
        mv a0, s0
        ecall
        li a7, 1
        ecall
        la a0, d
        li a1, 1
        li a7, 1024
        ecall
        li a7, 1
        ecall
        la a0, n
        li a1, 9
        li a7, 1024
        ecall
        li a7, 1
        ecall
        li a0, 5
        li a1, 0
        li a2, 0
        li a7, 62
        ecall
        li a7, 1
        ecall
