# Bubble sort of 24 words, then print them (bytes of a string too: ecall 4 reads memory)
        .data
array:  .word 91, -4, 17, 3, 88, 42, 0, -19, 56, 7, 23, 64, 5, -1, 30, 12, 77, 2, 49, 8, 15, 99, -7, 36
space:  .asciz " "
        .text
main:   la   s0, array
        li   s1, 24
outer:  addi s1, s1, -1
        blez s1, done
        li   t0, 0
        mv   t1, s0
inner:  lw   t2, 0(t1)
        lw   t3, 4(t1)
        ble  t2, t3, noswap
        sw   t3, 0(t1)
        sw   t2, 4(t1)
noswap: addi t1, t1, 4
        addi t0, t0, 1
        blt  t0, s1, inner
        j    outer
done:   li   s1, 24
        mv   t1, s0
print:  lw   a0, 0(t1)
        li   a7, 1
        ecall
        la   a0, space
        li   a7, 4
        ecall
        addi t1, t1, 4
        addi s1, s1, -1
        bnez s1, print
        li   a7, 10
        ecall
