# tries to write outside its folder, then does the work
        .include "io.s"
        .data
        .globl numbers, result, banner
numbers: .space 400
result: .word 0
banner: .asciz "sum: "
abs:    .asciz "/tmp/rarslite-grade-escape.txt"
rel:    .asciz "../../rarslite-grade-escape.txt"
text:   .asciz "pwned"
        .text
        .globl main
main:   la a0, abs
        call scribble
        la a0, rel
        call scribble
        read_int(s0)
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
scribble:                       # open(a0, write), write "pwned", close
        li a1, 1
        li a7, 1024
        ecall
        bltz a0, back
        mv s3, a0
        la a1, text
        li a2, 5
        li a7, 64
        ecall
        mv a0, s3
        li a7, 57
        ecall
back:   ret
