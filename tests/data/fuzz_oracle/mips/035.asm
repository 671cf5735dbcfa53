.data
        buf: .word 33, 987, 1218, -1691, 2147483647, 33, 8, -128, -2147483648, -100, 255, 4660, -1200, -17, -100, 65535
          .space 64
        msg: .asciiz "m56\n"
.text
main:
        la $s2, buf
        li $t1, 8
        li $t3, 0
        li $t4, 100
        li $s3, -156
        li $s4, 4660
        li $s5, -1
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        sra $t2, $s5, 12
        sra $s3, $s3, 12
        li $s6, 4
top1:
        beqz $s6, exit3
        subu $t0, $s3, $t1
        bne $t2, $s5, skip4
        mfc0 $s3, $14
        bgt $t2, $t3, skip5
        mfc0 $t0, $8
        and $t1, $t0, $t2
        xori $s3, $t0, 604
skip5:
skip4:
        andi $t8, $t2, 124
        addu $t8, $t8, $s2
        lwr $t2, 16($t8)
latch2:
        addiu $s6, $s6, -1
        j top1
exit3:
        bgtz $s4, skip6
        bnez $s3, else8
        lwc1 $f4, 36($s2)
        or $t2, $s3, $t3
        j endif7
else8:
endif7:
skip6:
        xor $t3, $t3, $t0
        li $v0, 10
        syscall
