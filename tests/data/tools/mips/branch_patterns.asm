# Branches with known patterns: an always-taken loop branch, one that alternates, one taken
# every fourth time, bltz/bgez/bgezal (MARS's tools decode them by the offset's low bits),
# jal/jr, and a branch to itself that is never taken
        .text
main:   li   $s0, 0
        li   $s1, 40
        li   $s2, 0
loop:   andi $t0, $s0, 1
        beqz $t0, even          # alternates
        addi $s2, $s2, 1
even:   andi $t1, $s0, 3
        bnez $t1, notfour       # not taken every fourth time
        addi $s2, $s2, 10
notfour:
        sub  $t2, $s0, 20
        bltz $t2, low           # taken for the first 20
        addi $s2, $s2, 2
        nop
        nop
low:    bgez $t2, high          # taken for the last 20
        nop
high:   addi $s0, $s0, 1
        blt  $s0, $s1, loop
        li   $t3, 1
self:   beqz $t3, self
        jal  leaf
        bgezal $zero, leaf
        move $a0, $s2
        li   $v0, 1
        syscall
        li   $v0, 10
        syscall
leaf:   addi $sp, $sp, -8
        sw   $ra, 4($sp)
        sw   $s2, 0($sp)
        lw   $s2, 0($sp)
        lw   $ra, 4($sp)
        addi $sp, $sp, 8
        jr   $ra
