# --cc-save-all's shapes (tests/test_conventions_save_all.py): functions that save
# callee-saved registers and restore them, $sp moved through a register in between
.text
main:
        li $s0, 1
        li $s1, 2
        li $s2, 3
        li $s3, 4
        li $t0, 0
        jal epoch
        jal shifted
        jal addreg
        jal wrong
        jal branchy
        jal early
        jal unsaved
        li $v0, 10
        syscall

# $s0 saved, $sp set from $t1 (its own value), $s0 restored: never written
epoch:
        addiu $sp, $sp, -16
        sw $s0, 4($sp)
        move $t1, $sp
        move $sp, $t1
        lw $s0, 4($sp)
        addiu $sp, $sp, 16
        jr $ra

# $sp 16 lower through $t1: $s1 restored from its save's address, 16 bytes further up
shifted:
        addiu $sp, $sp, -16
        sw $s1, 4($sp)
        addiu $t1, $sp, -16
        move $sp, $t1
        lw $s1, 20($sp)
        li $t1, 16
        addu $sp, $sp, $t1
        addi $sp, $sp, 16
        jr $ra

# $sp 32 lower by addu $sp, $sp, $t1 before the save: $s2 restored from 8 + 32 after it moves back
addreg:
        addiu $sp, $sp, -16
        li $t1, -32
        addu $sp, $sp, $t1
        sw $s2, 40($sp)
        li $t1, 32
        add $sp, $sp, $t1
        lw $s2, 8($sp)
        addiu $sp, $sp, 16
        jr $ra

# $s0 restored from $s3's slot (it changes, and that load writes it); $s3 from its own
wrong:
        addiu $sp, $sp, -16
        sw $s0, 4($sp)
        sw $s3, 8($sp)
        move $t1, $sp
        move $sp, $t1
        lw $s0, 8($sp)
        lw $s3, 8($sp)
        addiu $sp, $sp, 16
        jr $ra

# $s1 written only on the branch this run skips: the code writes it, no finding
branchy:
        addiu $sp, $sp, -16
        sw $s1, 4($sp)
        move $t1, $sp
        beqz $t0, branchy_skip
        li $s1, 9
branchy_skip:
        move $sp, $t1
        lw $s1, 4($sp)
        addiu $sp, $sp, 16
        jr $ra

# returns early: $s1 is written on the other path, $s2 on none
early:
        addiu $sp, $sp, -16
        sw $s1, 4($sp)
        sw $s2, 8($sp)
        move $t1, $sp
        move $sp, $t1
        beqz $t0, early_out
        li $s1, 7
        lw $s2, 8($sp)
        lw $s1, 4($sp)
        addiu $sp, $sp, 16
        jr $ra
early_out:
        lw $s2, 8($sp)
        lw $s1, 4($sp)
        addiu $sp, $sp, 16
        jr $ra

# $s2 loaded from $s3's save without a save of its own (it changes); $s3 restored
unsaved:
        addiu $sp, $sp, -16
        sw $s3, 8($sp)
        move $t1, $sp
        move $sp, $t1
        lw $s2, 8($sp)
        lw $s3, 8($sp)
        addiu $sp, $sp, 16
        jr $ra
