# Broken: f changes $s0 and leaves $sp 4 bytes lower.
        .text
main:   li   $s0, 7
        jal  f
        move $a0, $s0
        li   $v0, 1
        syscall
        li   $v0, 10
        syscall
f:      li   $s0, 100
        addi $sp, $sp, -4
        jr   $ra
