# move($a0 = key): pos + 1 for 'd', - 1 for 'a'; returns the new pos in $v0
move:
        la   $t2, pos
        lw   $t3, 0($t2)
        li   $t4, 100           # 'd'
        bne  $a0, $t4, not_right
        addi $t3, $t3, 1
not_right:
        li   $t4, 97            # 'a'
        bne  $a0, $t4, store
        addi $t3, $t3, -1
store:
        sw   $t3, 0($t2)
        move $v0, $t3
        jr   $ra
