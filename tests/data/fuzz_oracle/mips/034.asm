.data
        buf: .word 1133, -128, 7, 31, 7, 4660, 255, 5, 255, 3, 7, -100, 5, -7, 16, 65535
          .space 64
        msg: .asciiz "m57\n"
.text
main:
        la $s2, buf
        li $t0, 1748
        li $t2, -2147483648
        li $t4, 589
        li $s4, 701
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t1, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        xori $s3, $t1, 641
        srav $t3, $t1, $t4
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
