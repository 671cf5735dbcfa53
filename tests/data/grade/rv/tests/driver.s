# The instructor's test main: calls the student's sum on its own data.
        .data
values: .word 1, 2, 3, 4, 5
        .text
        .globl main
main:   la a0, values
        li a1, 5
        call sum
        li a7, 1
        ecall
        li a0, 10
        li a7, 11
        ecall
        li a7, 10
        ecall
