.data
        buf: .word 16, 16, 0, 255, -2368, 0, 1662, 8, 3, 65535, 33, 2796, 1214, -125, 16, -2147483648
          .space 64
        msg: .asciiz "m78\n"
.text
main:
        la $s2, buf
        li $t0, -1
        li $t1, 255
        li $t3, 65535
        li $s3, 2198
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t4, $f2
        cvt.d.w $f2, $f2
        mtc1 $t4, $f4
        cvt.s.w $f4, $f4
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        andi $t8, $t0, 124
        addu $t8, $t8, $s2
        lhu $t4, 8($t8)
        blez $s4, skip1
        beqz $t4, skip2
        xori $t3, $s3, 1054
        bltz $t2, else4
        andi $t1, $s5, 1982
        sh $t3, 62($s2)
        divu $s5, $t3
        mfhi $t1
        j endif3
else4:
        bgeu $s3, $t2, else5
        sltu $s3, $s5, $t4
        move $a0, $t4
        li $v0, 1
        syscall
        mul $t0, $t4, $s5
        j endif3
else5:
        bne $t1, $s5, else6
        or $t4, $t1, $t2
        j endif3
else6:
        andi $t8, $s3, 124
        addu $t8, $t8, $s2
        lw $s5, 8($t8)
        mtc1 $t0, $f6
        cvt.s.w $f6, $f6
endif3:
skip2:
        mfc0 $t1, $14
        mthi $t3
skip1:
        li $v0, 10
        syscall
