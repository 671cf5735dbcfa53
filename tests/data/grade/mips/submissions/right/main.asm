# Reads n, then n numbers; prints their sum (and keeps it at `result`).
        .include "io.asm"
        .data
        .globl numbers, result, banner
numbers: .space 400
result: .word 0
banner: .asciiz "sum: "
        .text
        .globl main
main:   read_int($s0)
        la $s1, numbers
        move $s2, $zero
loop:   bge $s2, $s0, done
        read_int($t0)
        sll $t1, $s2, 2
        add $t1, $s1, $t1
        sw $t0, 0($t1)
        addi $s2, $s2, 1
        j loop
done:   move $a0, $s1
        move $a1, $s0
        jal sum
        sw $v0, result
        move $a0, $v0
        li $v0, 1
        syscall
        li $a0, 10
        li $v0, 11
        syscall
        li $v0, 10
        syscall
