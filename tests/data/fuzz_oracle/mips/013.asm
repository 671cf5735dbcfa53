.data
        buf: .word -171, -407, 5, 8, 7, 2, 1717, -128, 1945, 5, 0, 4660, 65535, 16, 1492, 31
          .space 64
        msg: .asciiz "m23\n"
.text
main:
        la $s2, buf
        li $t0, 255
        li $t1, -100
        li $t2, -2478
        li $t4, 65535
        li $s4, 33
        li $s5, 534
        mtc1 $t0, $f0
        cvt.s.w $f0, $f0
        mtc1 $t1, $f2
        cvt.d.w $f2, $f2
        mtc1 $t2, $f4
        cvt.s.w $f4, $f4
        mtc1 $t1, $f6
        cvt.d.w $f6, $f6
        addiu $t3, $s3, -1531
        jal leaf0
        li $s6, 1
top1:
        li $s7, 1
top4:
        beqz $s7, exit6
        mfc0 $s3, $14
        xori $s5, $s5, 482
        li $a0, 2
        jal rec
        li $t8, -65536
        li $s1, 40
poll7:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready8
        addiu $s1, $s1, -1
        bnez $s1, poll7
ready8:
        li $t9, 88
        sw $t9, 12($t8)
        slti $t3, $s5, -764
latch5:
        addiu $s7, $s7, -1
        j top4
exit6:
        bltu $s3, $t0, ool9
back10:
        trunc.w.d $f10, $f0
        mfc1 $t1, $f10
        subu $t1, $s4, $t2
        lwr $s3, 62($s2)
latch2:
        addiu $s6, $s6, -1
        bnez $s6, top1
exit3:
        srav $s5, $s4, $t3
        ori $s5, $t4, 960
        srlv $t1, $s4, $t2
        li $v0, 10
        syscall
ool9:
        sra $t3, $t0, 30
        ori $t1, $s4, 769
        sll $t3, $t4, 3
        j back10
leaf0:
        nor $t4, $t3, $t2
        addiu $s4, $t2, 306
        andi $t8, $t3, 124
        addu $t8, $t8, $s2
        sw $t1, 24($t8)
        jr $ra
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
        sb $t3, 67($s2)
        addu $t0, $t0, $a0
rec_end:
        jr $ra
