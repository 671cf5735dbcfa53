# rarslite call f: f clobbers $s1 and relies on $t0 across g
main:   li $v0, 10
        syscall
f:      addi $sp, $sp, -4
        sw $ra, 0($sp)
        li $s1, 3
        jal g
        addu $v0, $t0, $v0
        lw $ra, 0($sp)
        addi $sp, $sp, 4
        jr $ra
g:      li $t0, 9
        li $v0, 1
        jr $ra
