# issue 30 (project-written): a loop whose body takes one of two paths, the second out of line; its leaf calls are nops
        .text
main:   li   s1, 40
        li   s9, 0
        li   s6, -3
        li   s2, 0
top:    bgez s6, other
        nop
        addi s6, s6, 2
back:   addi s9, s9, 1
        beq  s9, s1, done
        j    top
other:  addi s7, s7, 1
        nop
        addi s6, s6, -3
        j    back
leaf:   addi s2, s2, 1
        ret
done:   mv   a0, s2
        li   a7, 1
        ecall
        li   a7, 10
        ecall
