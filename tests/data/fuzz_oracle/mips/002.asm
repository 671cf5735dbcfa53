.data
        buf: .word 2147483647, 3, -2, 100, -128, 2635, -2298, -2, -100, 32768, -2, 16, -7, 2147483647, 8, 32768
          .space 64
        msg: .asciiz "m43\n"
.text
main:
        la $s2, buf
        li $t1, -1639
        li $t2, 0
        li $t4, -2147483648
        li $s4, 0
        li $s5, 2
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t0, $f2
        cvt.d.w $f2, $f2
        mtc1 $t4, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        divu $t4, $s5
        mfhi $t3
        movz $t1, $t2, $t1
        add.d $f4, $f4, $f2
        li $s6, 3
top1:
        bnez $t0, ool4
back5:
        bgtz $t1, ool6
back7:
        c.le.d 1, $f10, $f8
        bc1t 1, fskip8
        lui $s3, 32660
        sltu $t3, $s3, $s5
fskip8:
        mtc1 $t4, $f6
        cvt.d.w $f6, $f6
        beq $s5, $s4, ool9
back10:
latch2:
        addiu $s6, $s6, -1
        bnez $s6, top1
exit3:
        bgeu $s3, $t3, skip11
        lwl $s5, 19($s2)
        addiu $t3, $t0, 2024
        xor $t3, $s5, $s5
skip11:
        msub $t0, $t3
        mflo $t0
        lw $t3, 24($s2)
        andi $t8, $t0, 124
        addu $t8, $t8, $s2
        lw $t1, 16($t8)
        li $v0, 10
        syscall
ool4:
        slt $s5, $s4, $s5
        j back5
ool6:
        addu $s3, $t0, $t4
        sllv $s3, $t4, $t2
        lbu $t1, 112($s2)
        jal leaf1
        j back7
ool9:
        or $s5, $t4, $t0
        xori $t4, $t4, 1894
        j back10
leaf1:
        madd $s3, $t0
        mflo $t1
        srav $s5, $s3, $t2
        jr $ra
