# issue 30 (project-written): a four-instruction counted loop closed by a `j`
        .text
main:   li s1, 10
        li s9, 0
        li s2, 0
top:    addi s2, s2, 1
back:   addi s9, s9, 1
        beq  s9, s1, done
        j    top
done:   mv a0, s2
        li a7, 1
        ecall
        li a7, 10
        ecall
