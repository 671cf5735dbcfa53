# The instructor's test main: calls the student's sum on its own data.
        .data
values: .word 1, 2, 3, 4, 5
        .text
        .globl main
main:   la $a0, values
        li $a1, 5
        jal sum
        move $a0, $v0
        li $v0, 1
        syscall
        li $a0, 10
        li $v0, 11
        syscall
        li $v0, 10
        syscall
