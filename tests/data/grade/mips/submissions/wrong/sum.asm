# sum($a0 = address of words, $a1 = count) -> $v0
        .globl sum
        .text
sum:    li $v0, 1
        move $t1, $zero
sloop:  bge $t1, $a1, sdone
        sll $t2, $t1, 2
        add $t2, $a0, $t2
        lw $t3, 0($t2)
        add $v0, $v0, $t3
        addi $t1, $t1, 1
        j sloop
sdone:  jr $ra
