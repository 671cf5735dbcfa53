# Reads n, then n numbers; prints their sum (and keeps it at `result`).
        .include "io.s"
        .data
        .globl numbers, result, banner
numbers: .space 400
result: .word 0
banner: .asciz "sum: "
        .text
        .globl main
main:   read_int(s0)
        la s1, numbers
        mv s2, zero
loop:   bge s2, s0, done
        read_int(t0)
        slli t1, s2, 2
        add t1, s1, t1
        sw t0, 0(t1)
        addi s2, s2, 1
        j loop
done:   mv a0, s1
        mv a1, s0
        call sum
        la t0, result
        sw a0, 0(t0)
        li a7, 1
        ecall
        li a0, 10
        li a7, 11
        ecall
        li a0, 0
        li a7, 10
        ecall
