        .text
main:   li   $s1, 7
        li   $t0, 5
        jal  f
        jal  g
        move $a0, $t0
        li   $v0, 1
        syscall
        li   $v0, 10
        syscall
f:      addi $sp, $sp, -4
        sw   $ra, 0($sp)
        li   $s1, 3
        lw   $ra, 0($sp)
        addi $sp, $sp, 4
        jr   $ra
g:      li   $t0, 99
        jr   $ra
