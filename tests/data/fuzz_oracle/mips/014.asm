.data
        buf: .word 1, 125, 619, -1, 2, 100, -128, 7, 7, -128, 16, 989, 25, 33, -128, -128
          .space 64
        msg: .asciiz "m16\n"
.text
main:
        la $s2, buf
        li $t1, -2
        li $t2, 255
        li $t3, -2147483648
        li $t4, 65535
        li $s3, -1037
        li $s4, 3
        li $s5, 7
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $t3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t0, $f6
        cvt.d.w $f6, $f6
        li $a0, 4
        jal rec
        bgez $s5, else2
        lbu $s3, 88($s2)
        andi $t8, $s5, 124
        addu $t8, $t8, $s2
        lbu $s4, 8($t8)
        j endif1
else2:
        bgez $s4, else3
        srl $t4, $t3, 28
        j endif1
else3:
endif1:
        srlv $t0, $t1, $t4
        srl $t2, $t2, 27
        bnez $t0, skip4
        slt $s5, $s3, $s3
        andi $t4, $t0, 1429
        lbu $s4, 53($s2)
skip4:
        ori $s5, $t1, 890
        div.s $f0, $f2, $f10
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
        addu $t2, $t3, $t4
        addu $t2, $t1, $a0
rec_end:
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
