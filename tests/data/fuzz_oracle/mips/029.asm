.data
        buf: .word 0, 416, 31, 255, 16, -128, -1, 8, -2747, 16, -373, -128, 255, -128, -1113, 778
          .space 64
        msg: .asciiz "m33\n"
.text
main:
        la $s2, buf
        li $t1, -2147483648
        li $t3, -2512
        li $t4, -7
        li $s3, -2147483648
        li $s4, 5
        li $s5, 4660
        mtc1 $s5, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t2, $f4
        cvt.s.w $f4, $f4
        mtc1 $t0, $f6
        cvt.d.w $f6, $f6
        lw $t1, 0($zero)
        clo $s5, $t1
        li $a0, 82
        li $v0, 11
        syscall
        maddu $t1, $t4
        mfhi $s5
        li $s6, 0
top1:
        addu $t2, $s3, $t2
        slt $t2, $s5, $t2
        bltu $t3, $s3, ool4
back5:
        li $s7, 1
top6:
        lw $t1, 0($zero)
latch7:
        addiu $s7, $s7, -1
        bgtz $s7, top6
exit8:
        li $s7, 1
top9:
        beq $t0, $t2, ool12
back13:
        srav $s4, $t3, $s5
latch10:
        addiu $s7, $s7, -1
        bgtz $s7, top9
exit11:
latch2:
        addiu $s6, $s6, 1
        li $s1, 1
        beq $s6, $s1, exit3
        j top1
ool4:
        or $t0, $s3, $s5
        lwl $s5, 26($s2)
        addiu $t2, $t2, -85
        j back5
ool12:
        addu $t2, $t3, $t1
        jal leaf1
        j back13
exit3:
        slti $t4, $s5, 607
        li $a0, 30
        li $v0, 17
        syscall
leaf1:
        swl $s4, 46($s2)
        slti $t2, $s3, -126
        addiu $t3, $s4, 979
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
