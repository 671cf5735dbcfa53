.data
        buf: .word -7, 1107, 347, 1, -1382, -2147483648, -1906, 31, 100, 7, 32768, -100, 65535, -2894, 16, 2
          .space 64
        msg: .asciiz "m56\n"
.text
main:
        la $s2, buf
        li $t0, -128
        li $t2, -376
        li $t3, 2147483647
        li $s3, 65535
        li $s4, 1
        li $s5, -2977
        mtc1 $t4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $s3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t3, $f6
        cvt.d.w $f6, $f6
        li $s6, 3
top1:
        mov.d $f4, $f8
        cvt.s.d $f4, $f0
        lw $t0, 56($s2)
        c.lt.d 7, $f10, $f8
        bc1t 7, fskip4
        or $t0, $s3, $t1
fskip4:
        la $t9, nested
        jalr $ra, $t9
latch2:
        addiu $s6, $s6, -1
        bnez $s6, top1
exit3:
        beqz $s5, skip5
        addu $s3, $t0, $t2
        swr $s5, 53($s2)
skip5:
        mfc0 $t2, $13
        li $v0, 10
        syscall
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        la $t9, leaf1
        jalr $t9
        andi $t8, $t4, 124
        addu $t8, $t8, $s2
        sh $s5, 16($t8)
        sltiu $s5, $s5, -1463
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf1:
        andi $t8, $t4, 124
        addu $t8, $t8, $s2
        lwl $s3, 8($t8)
        jr $ra
