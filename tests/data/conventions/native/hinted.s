# A recursive function that never restores s1 (a global counter kept there): found at its
# first return, after which its returns above another lean frame change only a register
# reported for it, which the block code takes too (the checker's _hinted_only).
.text
main:   li      a0, 7
        jal     tree
        li      a7, 10
        ecall
tree:   addi    sp, sp, -16
        sw      ra, 0(sp)
        jal     down            # the first lean frame
        lw      ra, 0(sp)
        addi    sp, sp, 16
        ret
down:   addi    s1, s1, 1       # never restored
        beqz    a0, done
        addi    sp, sp, -16
        sw      ra, 0(sp)
        sw      a0, 4(sp)
        addi    a0, a0, -1
        jal     down
        lw      a0, 4(sp)
        addi    a0, a0, -2
        bltz    a0, skip
        jal     down
skip:   lw      ra, 0(sp)
        addi    sp, sp, 16
done:   ret
