.data
        buf: .word -1, 31, -231, 0, 0, 3, 3, -2, -1807, -1, -128, -128, -2147483648, -2147483648, -128, -2
          .space 64
        msg: .asciiz "m63\n"
.text
main:
        la $s2, buf
        li $t0, 31
        li $t2, 3
        li $t4, -2097
        li $s3, -1641
        li $s4, 255
        li $s5, 33
        mtc1 $s3, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $t1, $f6
        cvt.d.w $f6, $f6
        mtlo $t0
        bne $t2, $t4, skip1
        mfc0 $t2, $8
skip1:
        subu $s5, $t1, $t0
        andi $t8, $t0, 124
        addu $t8, $t8, $s2
        lwr $s3, 16($t8)
        andi $t8, $t4, 124
        addu $t8, $t8, $s2
        lh $t4, 16($t8)
        ori $s3, $t1, 1307
        bgt $s5, $s5, else3
        srav $s4, $t1, $t0
        ceil.w.s $f10, $f8
        mfc1 $t3, $f10
        jal leaf0
        j endif2
else3:
        bne $t4, $t4, else4
        srlv $s3, $s4, $t2
        movz $s5, $t4, $t4
        j endif2
else4:
        divu $s5, $t1
        mflo $s4
endif2:
        li $v0, 10
        syscall
leaf0:
        andi $t2, $t2, 105
        ori $s3, $s3, 1854
        jr $ra
