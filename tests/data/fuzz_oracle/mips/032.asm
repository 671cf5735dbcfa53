.data
        buf: .word 7, -128, 7, 2147483647, 8, 3, 7, -1269, 2871, -2147483648, 16, 8, 2147483647, -128, 928, -100
          .space 64
        msg: .asciiz "m15\n"
.text
main:
        la $s2, buf
        li $t2, 2241
        li $t3, -1611
        li $s3, 16
        li $s4, 927
        mtc1 $t3, $f0
        cvt.s.w $f0, $f0
        mtc1 $s4, $f2
        cvt.d.w $f2, $f2
        mtc1 $t4, $f4
        cvt.s.w $f4, $f4
        mtc1 $s3, $f6
        cvt.d.w $f6, $f6
        slt $s5, $s3, $s3
        xor $s5, $s4, $s3
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
