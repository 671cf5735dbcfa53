.data
        buf: .word 0, 0, -1, -100, 1, 33, -1743, -2155, 2, 32768, 16, 16, 33, 3, 7, 65535
          .space 64
        msg: .asciiz "m10\n"
.text
main:
        la $s2, buf
        li $t1, 7
        li $t2, 2
        li $t4, -7
        li $s3, 3
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        lui $t1, 54129
        srlv $t0, $t1, $s5
        li $s6, 4
top1:
        beqz $s6, exit3
        li $a0, 5
        jal rec
        bgtz $s3, latch2
        xori $t1, $t0, 767
        cvt.w.d $f10, $f8
        mfc1 $s4, $f10
        msub $t4, $t3
        mflo $t3
latch2:
        addiu $s6, $s6, -1
        j top1
exit3:
        li $v0, 10
        syscall
rec:
        blez $a0, rec_end
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        sw $a0, 4($sp)
        addiu $a0, $a0, -1
        jal rec
        lw $a0, 4($sp)
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        slti $s5, $s4, 235
        addu $s5, $t0, $a0
rec_end:
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
