.data
        buf: .word -128, -1, 16, 2, -2147483648, -100, 2147483647, -7, -2, -2884, 1, 100, -2926, -7, -128, -1
          .space 64
        msg: .asciiz "m4\n"
.text
main:
        la $s2, buf
        li $t0, -100
        li $t1, -7
        li $t3, -7
        li $t4, 2147483647
        li $s3, 2
        li $s4, 2147483647
        li $s5, 33
        mtc1 $t0, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $s3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t3, $f6
        cvt.d.w $f6, $f6
        divu $t3, $t1
        mfhi $t1
        srav $t3, $t1, $t0
        bge $s5, $t4, skip1
        ori $t3, $t2, 712
        slti $t3, $s5, -764
        maddu $t3, $t0
        mflo $s3
skip1:
        li $s6, 0
top2:
        jal nested
        blt $t1, $s4, else6
        addiu $s4, $t3, 870
        beqz $s5, ool7
back8:
        j endif5
else6:
        bgtz $s3, else9
        ble $t4, $t3, skip10
        addu $t4, $s4, $t4
skip10:
        j endif5
else9:
        beq $t2, $t2, else11
        sll $t0, $t3, 3
        j endif5
else11:
endif5:
        andi $t8, $s5, 124
        addu $t8, $t8, $s2
        lh $s5, 16($t8)
        slt $t0, $t4, $t1
latch3:
        addiu $s6, $s6, 1
        li $s1, 5
        beq $s6, $s1, exit4
        j top2
ool7:
        clz $s4, $t2
        lbu $s3, 11($s2)
        sltu $t0, $s5, $t2
        j back8
exit4:
        li $v0, 10
        syscall
nested:
        addiu $sp, $sp, -8
        sw $ra, 0($sp)
        addu $t3, $t3, $s5
        la $t9, leaf0
        jalr $ra, $t9
        addu $t4, $t3, $t4
        lw $ra, 0($sp)
        addiu $sp, $sp, 8
        jr $ra
leaf0:
        ori $t3, $t3, 602
        jr $ra
