.data
        buf: .word -2147483648, 31, -1346, 3, -1580, 255, 100, -2147483648, 2, 2, 0, 2, 33, -7, -978, 255
          .space 64
        msg: .asciiz "m81\n"
.text
main:
        la $s2, buf
        li $t0, 32768
        li $t1, -100
        li $t2, 31
        li $t4, -2422
        li $s3, -2147483648
        li $s4, 2
        mtc1 $t3, $f0
        cvt.s.w $f0, $f0
        mtc1 $s5, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        lb $s4, 73($s2)
        c.eq.d 2, $f6, $f0
        bc1t 2, fskip1
        sltiu $t0, $t2, 80
fskip1:
        li $a0, 157
        li $v0, 17
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
