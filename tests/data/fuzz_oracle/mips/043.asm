.data
        buf: .word -1, 33, -1341, 4660, -100, 31, 65535, -66, -2176, 2147483647, 3, 2147483647, 0, 32768, 255, 2255
          .space 64
        msg: .asciiz "m84\n"
.text
main:
        la $s2, buf
        li $t0, -1
        li $t3, -2
        li $s3, 31
        li $s4, -2
        li $s5, -128
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $t4, $f6
        cvt.d.w $f6, $f6
        la $t9, nested
        jalr $t9
        mfc0 $t2, $14
        lwl $t0, 15($s2)
        la $t9, leaf1
        jalr $t9
        li $a0, 78
        li $v0, 11
        syscall
        madd $s5, $s3
        mfhi $s5
        li $t8, -65536
        li $s1, 40
poll1:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready2
        addiu $s1, $s1, -1
        bnez $s1, poll1
ready2:
        li $t9, 69
        sw $t9, 12($t8)
        xor $t2, $s4, $t1
        sllv $s3, $t0, $s4
        bgt $s3, $t3, else4
        li $s7, 4
top5:
        beqz $s7, exit7
        li $t7, 0
top8:
        sh $t0, 94($s2)
        mtc1 $t3, $f0
        cvt.d.w $f0, $f0
latch9:
        addiu $t7, $t7, 1
        li $s1, 3
        beq $t7, $s1, exit10
        j top8
exit10:
        srav $s4, $t1, $t4
        lwc1 $f0, 52($s2)
latch6:
        addiu $s7, $s7, -1
        j top5
exit7:
        j endif3
else4:
        bne $t3, $s3, else11
        j endif3
else11:
endif3:
        li $v0, 10
        syscall
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal leaf0
        andi $t8, $s4, 124
        addu $t8, $t8, $s2
        lwl $t1, 24($t8)
        jal leaf1
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf0:
        swl $s4, 65($s2)
        madd $t4, $t4
        mfhi $s4
        jr $ra
leaf1:
        xori $s3, $t3, 1537
        sltu $t0, $t2, $s4
        jr $ra
