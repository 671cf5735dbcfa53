.data
        buf: .word -2, -2804, 1, 7, 7, -7, 4660, 1784, 2, 32768, 100, -1700, 3, 1234, 2747, -432
          .space 64
        msg: .asciiz "m2\n"
.text
main:
        la $s2, buf
        li $t0, 2
        li $t2, 58
        li $t3, -100
        li $t4, 3
        li $s3, 8
        li $s4, 16
        li $s5, 100
        mtc1 $s5, $f0
        cvt.s.w $f0, $f0
        mtc1 $s4, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $t1, $f6
        cvt.d.w $f6, $f6
        andi $t8, $t4, 124
        addu $t8, $t8, $s2
        lwl $t1, 0($t8)
        bge $t3, $s3, skip1
        cvt.d.s $f0, $f4
skip1:
        blt $s3, $t2, skip2
        ldc1 $f4, 48($s2)
        bnez $s4, skip3
        bltu $s3, $s5, skip4
        andi $t8, $t4, 124
        addu $t8, $t8, $s2
        sw $t0, 16($t8)
        la $a0, msg
        li $v0, 4
        syscall
skip4:
        sltiu $s4, $s5, -1069
        bgt $t0, $t4, skip5
        c.lt.d 1, $f8, $f8
        bc1t 1, fskip6
        sltu $s3, $s3, $t4
        ori $t1, $t1, 540
fskip6:
        xor $t4, $s4, $s5
skip5:
skip3:
skip2:
        lb $s3, 44($s2)
        mfc0 $t4, $14
        andi $s5, $s5, 357
        li $v0, 10
        syscall
