# sum(a0 = address of words, a1 = count) -> a0
        .globl sum
        .text
sum:    mv t0, zero
        mv t1, zero
sloop:  bge t1, a1, sdone
        slli t2, t1, 2
        add t2, a0, t2
        lw t3, 0(t2)
        li t4, 1
        mul t3, t3, t4
        add t0, t0, t3
        addi t1, t1, 1
        j sloop
sdone:  mv a0, t0
        ret
