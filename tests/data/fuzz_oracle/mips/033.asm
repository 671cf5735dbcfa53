.data
        buf: .word -2, 255, -1821, 1671, 829, -100, 3, -2569, -100, -1, 851, 100, 16, -508, -2790, 5
          .space 64
        msg: .asciiz "m32\n"
.text
main:
        la $s2, buf
        li $t0, 0
        li $t2, 5
        li $t3, 100
        li $t4, 2
        li $s3, 33
        li $s4, 2
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t2, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        li $s6, 0
top1:
        li $t8, 0x7fffffff
        addi $t8, $t8, 1
        jal nested
        li $s7, 0
top4:
        beqz $s4, exit6
        divu $t3, $t2
        mfhi $t1
        sub.d $f6, $f6, $f2
        li $t7, 4
top7:
        sllv $s5, $s5, $s3
        andi $t8, $t0, 124
        addu $t8, $t8, $s2
        lw $s5, 0($t8)
        ble $t2, $t1, ool10
back11:
        srav $s3, $t2, $s3
        bnez $t1, ool12
back13:
latch8:
        addiu $t7, $t7, -1
        bgtz $t7, top7
exit9:
latch5:
        addiu $s7, $s7, 1
        li $s1, 3
        beq $s7, $s1, exit6
        j top4
ool10:
        lhu $t4, 32($s2)
        msubu $s4, $t0
        mflo $t4
        j back11
ool12:
        xor $s5, $t4, $t1
        j back13
exit6:
        slti $t1, $t3, -1132
latch2:
        addiu $s6, $s6, 1
        li $s1, 3
        beq $s6, $s1, exit3
        j top1
exit3:
        swc1 $f2, 60($s2)
        slt $s4, $s4, $t1
        li $v0, 10
        syscall
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        sllv $t4, $t3, $t2
        la $t9, leaf0
        jalr $t9
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf0:
        sltiu $t1, $t2, 306
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
