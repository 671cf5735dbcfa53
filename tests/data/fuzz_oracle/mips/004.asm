.data
        buf: .word 2147483647, -2, 8, 65535, 33, 330, -2838, 2291, 7, 3, 7, 2, -128, 8, 335, -2134
          .space 64
        msg: .asciiz "m21\n"
.text
main:
        la $s2, buf
        li $t0, -1063
        li $t2, -1979
        li $t3, 2147483647
        li $t4, 32768
        li $s4, 2
        li $s5, 1830
        mtc1 $t0, $f0
        cvt.s.w $f0, $f0
        mtc1 $t0, $f2
        cvt.d.w $f2, $f2
        mtc1 $t1, $f4
        cvt.s.w $f4, $f4
        mtc1 $t0, $f6
        cvt.d.w $f6, $f6
        li $s6, 2
top1:
        ble $s3, $s5, ool4
back5:
        sltiu $t1, $s4, -1607
        sllv $s4, $t2, $t4
        sltu $s4, $s5, $s5
latch2:
        addiu $s6, $s6, -1
        bnez $s6, top1
exit3:
        bgez $s5, skip6
        li $t8, 0x7fffffff
        addi $t8, $t8, 1
        swc1 $f10, 12($s2)
skip6:
        andi $t8, $s4, 124
        addu $t8, $t8, $s2
        lh $s4, 16($t8)
        li $v0, 10
        syscall
ool4:
        ori $s3, $t0, 1350
        j back5
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
