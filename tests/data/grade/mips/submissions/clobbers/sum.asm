# sum($a0 = address of words, $a1 = count) -> $v0
        .globl sum
        .text
sum:    move $v0, $zero
        move $t1, $zero
        move $s0, $a1
sloop:  bge $t1, $s0, sdone
        sll $t2, $t1, 2
        add $t2, $a0, $t2
        lw $t3, 0($t2)
        add $v0, $v0, $t3
        addi $t1, $t1, 1
        j sloop
sdone:  jr $ra
