.data
        buf: .word 8, -607, 170, 33, -128, 100, -2, -2, 100, -2147483648, 65535, 8, 33, 1, 32768, -208
          .space 64
        msg: .asciiz "m16\n"
.text
main:
        la $s2, buf
        li $t0, -100
        li $t1, -100
        li $t2, 100
        li $t4, -2147483648
        li $s3, -7
        li $s4, 8
        li $s5, 33
        mtc1 $t2, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $s5, $f6
        cvt.d.w $f6, $f6
        li $s6, 5
top1:
        beqz $s6, exit3
        beq $t1, $s5, exit3
        li $t8, 0x7fffffff
        addi $t8, $t8, 1
        sltiu $t1, $t3, -732
        ble $t2, $s4, ool4
back5:
latch2:
        addiu $s6, $s6, -1
        j top1
ool4:
        slti $t0, $t3, -712
        sllv $s4, $t0, $t0
        lb $s5, 47($s2)
        j back5
exit3:
        xori $t2, $t4, 72
        srlv $t3, $s3, $t4
        ble $t1, $t3, skip6
        msub $s4, $s3
        mfhi $t0
skip6:
        slti $t2, $t1, 415
        lh $t3, 28($s2)
        andi $s3, $t1, 1229
        la $t9, tail
        jalr $t9
        swr $s3, 63($s2)
        sllv $s3, $t4, $s3
        li $v0, 10
        syscall
tail:
        mult $s4, $s4
        mfhi $s3
        j leaf1
leaf1:
        andi $t3, $s5, 200
        lh $t3, 68($s2)
        and $s5, $s5, $s4
        jr $ra
