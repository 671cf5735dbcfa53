# --cc-save-all's shapes (tests/test_conventions_save_all.py): functions that save
# callee-saved registers and restore them, sp moved through a register in between
.text
main:
        li s0, 1
        li s9, 2
        li s10, 3
        li s11, 4
        li t0, 0
        jal epoch
        jal shifted
        jal addreg
        jal wrong
        jal branchy
        jal early
        jal unsaved
        li a7, 10
        ecall

# s0 saved, sp set from t1 (its own value), s0 restored: never written
epoch:
        addi sp, sp, -16
        sw s0, 4(sp)
        mv t1, sp
        mv sp, t1
        lw s0, 4(sp)
        addi sp, sp, 16
        ret

# sp 16 lower through t1: s9 restored from its save's address, 16 bytes further up
shifted:
        addi sp, sp, -16
        sw s9, 4(sp)
        addi t1, sp, -16
        mv sp, t1
        lw s9, 20(sp)
        li t1, 16
        add sp, sp, t1
        addi sp, sp, 16
        ret

# sp 32 lower by add sp, sp, t1 before the save: s10 restored from 8 + 32 after it moves back
addreg:
        addi sp, sp, -16
        li t1, -32
        add sp, sp, t1
        sw s10, 40(sp)
        li t1, 32
        add sp, sp, t1
        lw s10, 8(sp)
        addi sp, sp, 16
        ret

# s0 restored from s11's slot (it changes, and that load writes it); s11 from its own
wrong:
        addi sp, sp, -16
        sw s0, 4(sp)
        sw s11, 8(sp)
        mv t1, sp
        mv sp, t1
        lw s0, 8(sp)
        lw s11, 8(sp)
        addi sp, sp, 16
        ret

# s9 written only on the branch this run skips: the code writes it, no finding
branchy:
        addi sp, sp, -16
        sw s9, 4(sp)
        mv t1, sp
        beqz t0, branchy_skip
        li s9, 9
branchy_skip:
        mv sp, t1
        lw s9, 4(sp)
        addi sp, sp, 16
        ret

# returns early: s9 is written on the other path, s10 on none
early:
        addi sp, sp, -16
        sw s9, 4(sp)
        sw s10, 8(sp)
        mv t1, sp
        mv sp, t1
        beqz t0, early_out
        li s9, 7
        lw s10, 8(sp)
        lw s9, 4(sp)
        addi sp, sp, 16
        ret
early_out:
        lw s10, 8(sp)
        lw s9, 4(sp)
        addi sp, sp, 16
        ret

# s10 loaded from s11's save without a save of its own (it changes); s11 restored
unsaved:
        addi sp, sp, -16
        sw s11, 8(sp)
        mv t1, sp
        mv sp, t1
        lw s10, 8(sp)
        lw s11, 8(sp)
        addi sp, sp, 16
        ret
