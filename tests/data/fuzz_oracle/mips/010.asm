.data
        buf: .word -128, 211, 100, 8, 33, 65535, -1938, -1135, 2741, 31, -100, -1865, 2147483647, 16, -7, -2
          .space 64
        msg: .asciiz "m47\n"
.text
main:
        la $s2, buf
        li $t0, 2147483647
        li $t1, 65535
        li $t4, 33
        li $s4, 32768
        li $s5, 7
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t4, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $t1, $f6
        cvt.d.w $f6, $f6
        andi $t8, $t1, 124
        addu $t8, $t8, $s2
        swl $t2, 0($t8)
        sw $t2, 64($s2)
        jal nested
        ori $s5, $s3, 1699
        li $v0, 10
        syscall
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        ori $t1, $s4, 801
        jal leaf1
        sltiu $s3, $s5, 1725
        nor $s5, $t2, $t2
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf1:
        multu $t3, $t2
        mfhi $t2
        jr $ra
