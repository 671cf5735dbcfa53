# rarslite call f: f clobbers s1 and relies on t0 across g
main:   li a7, 10
        ecall
f:      addi sp, sp, -4
        sw ra, 0(sp)
        li s1, 3
        jal g
        add a0, t0, a0
        lw ra, 0(sp)
        addi sp, sp, 4
        ret
g:      li t0, 9
        li a0, 1
        ret
