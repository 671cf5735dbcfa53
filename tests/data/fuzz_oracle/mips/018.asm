.data
        buf: .word 1, 2561, -2, 3, -2510, 8, 5, -244, -128, 4660, 7, 2861, 100, 480, -7, 3
          .space 64
        msg: .asciiz "m96\n"
.text
main:
        la $s2, buf
        li $t0, 65535
        li $t1, -2895
        li $t2, -1194
        li $t4, -128
        li $s3, 2419
        li $s5, 5
        mtc1 $s3, $f0
        cvt.s.w $f0, $f0
        mtc1 $t4, $f2
        cvt.d.w $f2, $f2
        mtc1 $s3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t3, $f6
        cvt.d.w $f6, $f6
        nor $s3, $s5, $s5
        sltiu $s5, $s5, 163
        addu $t4, $s4, $s3
        li $t8, -65536
        li $s1, 40
poll1:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready2
        addiu $s1, $s1, -1
        bnez $s1, poll1
ready2:
        li $t9, 79
        sw $t9, 12($t8)
        la $t9, nested
        jalr $ra, $t9
        xor $t1, $s3, $s4
        move $a0, $t1
        li $v0, 34
        syscall
        subu $t0, $t2, $s3
        li $a0, 222
        li $v0, 17
        syscall
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        jal leaf1
        srav $s3, $s4, $t1
        jal leaf0
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf1:
        swl $t4, 111($s2)
        jr $ra
leaf0:
        msub $t1, $s5
        mflo $t4
        subu $t3, $t2, $s4
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
