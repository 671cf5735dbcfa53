.data
        buf: .word 255, -1, 5, 65535, 7, 33, 2239, -2, 65535, 1600, 2147483647, -128, 3, 933, 4660, 2543
          .space 64
        msg: .asciiz "m36\n"
.text
main:
        la $s2, buf
        li $t0, -1983
        li $t2, 1982
        li $t3, 1
        li $s5, 2188
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $s3, $f6
        cvt.d.w $f6, $f6
        cvt.d.s $f2, $f0
        jal nested
        li $v0, 10
        syscall
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        nor $t3, $t3, $t0
        jal leaf0
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf0:
        ori $s3, $t3, 1765
        div $s4, $t2
        mflo $s3
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
