# sum(a0 = address of words, a1 = count) -> a0
# keeps the running total in s1 without saving it (a callee-saved register)
        .globl sum
        .text
sum:    mv s1, zero
        mv t1, zero
sloop:  bge t1, a1, sdone
        slli t2, t1, 2
        add t2, a0, t2
        lw t3, 0(t2)
        add s1, s1, t3
        addi t1, t1, 1
        j sloop
sdone:  mv a0, s1
        ret
