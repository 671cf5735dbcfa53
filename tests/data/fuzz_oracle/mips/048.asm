.data
        buf: .word 3, -2, -128, 737, 33, 7, 32768, 32768, 100, 32768, 1286, 1864, -2610, 16, 16, -1161
          .space 64
        msg: .asciiz "m61\n"
.text
main:
        la $s2, buf
        li $t0, 2
        li $t1, -7
        li $t3, 2147483647
        li $s5, -2147483648
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $s4, $f2
        cvt.d.w $f2, $f2
        mtc1 $t3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        mov.s $f12, $f4
        li $v0, 2
        syscall
        la $t9, nested
        jalr $ra, $t9
        lwl $t3, 77($s2)
        li $s6, 0
top1:
        mov.d $f0, $f4
latch2:
        addiu $s6, $s6, 1
        li $s1, 3
        beq $s6, $s1, exit3
        j top1
exit3:
        lwl $t3, 98($s2)
        addiu $t0, $s5, 1526
        bgt $s3, $t3, else5
        li $s7, 1
top6:
        bne $t3, $t0, ool9
back10:
        clo $t0, $t3
        bgtz $t2, skip11
        movz $s4, $s5, $t4
        msubu $t4, $t3
        mflo $s3
skip11:
latch7:
        addiu $s7, $s7, -1
        bnez $s7, top6
exit8:
        srlv $t2, $t4, $t1
        j endif4
else5:
        blt $t0, $t0, else12
        srlv $t4, $s5, $t1
        j endif4
else12:
endif4:
        li $v0, 10
        syscall
ool9:
        ori $t0, $t3, 1523
        sllv $t4, $t0, $s4
        srav $t3, $s4, $t4
        j back10
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal leaf0
        sw $t1, 64($s2)
        lwr $s3, 57($s2)
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf0:
        addiu $t0, $s5, -812
        andi $s4, $t2, 1521
        clz $t0, $s4
        jr $ra
