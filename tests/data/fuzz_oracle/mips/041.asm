.data
        buf: .word 851, 65535, 16, 32768, 33, 2147483647, 31, 2030, 2160, 5, -2101, 33, 2589, -94, 32768, 0
          .space 64
        msg: .asciiz "m65\n"
.text
main:
        la $s2, buf
        li $t0, 8
        li $t1, -1
        li $t2, 31
        li $t3, 0
        li $t4, -2
        li $s3, 8
        li $s4, 2
        li $s5, 16
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        li $s6, 0
top1:
        bgeu $s4, $t2, skip4
        li $a0, 3
        jal rec
        madd $t2, $t1
        mfhi $t1
        li $t7, 3
top5:
        bltz $t2, exit7
        or $t0, $s4, $t3
        ble $s5, $t1, latch6
        mfc0 $s4, $12
latch6:
        addiu $t7, $t7, -1
        bgtz $t7, top5
exit7:
skip4:
        mfc0 $t2, $13
        mfc0 $s4, $12
        lw $t3, 2($s2)
        li $a0, 1
        jal rec
latch2:
        addiu $s6, $s6, 1
        li $s1, 1
        beq $s6, $s1, exit3
        j top1
exit3:
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        mfc0 $s3, $14
        and $s4, $t3, $t2
        li $v0, 10
        syscall
rec:
        blez $a0, rec_end
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        sw $a0, 4($sp)
        addiu $a0, $a0, -1
        jal rec
        lw $a0, 4($sp)
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        lwr $t0, 101($s2)
        addu $t0, $t4, $a0
rec_end:
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
