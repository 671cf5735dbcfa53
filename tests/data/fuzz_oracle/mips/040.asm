.data
        buf: .word 5, -1, 33, 5, 0, -1, -2, 255, -7, 3, -2492, 32768, 4660, 16, -128, 0
          .space 64
        msg: .asciiz "m42\n"
.text
main:
        la $s2, buf
        li $t0, 33
        li $t1, 0
        li $t2, -7
        li $t3, -100
        li $t4, 255
        li $s3, 65535
        li $s4, 16
        li $s5, -100
        mtc1 $t2, $f0
        cvt.s.w $f0, $f0
        mtc1 $t0, $f2
        cvt.d.w $f2, $f2
        mtc1 $s3, $f4
        cvt.s.w $f4, $f4
        mtc1 $s3, $f6
        cvt.d.w $f6, $f6
        li $a0, 1
        jal rec
        neg.d $f8, $f6
        mfc0 $t0, $14
        li $t8, 0x7fffffff
        addi $t8, $t8, 1
        lui $t3, 27496
        sll $t3, $s3, 7
        addu $s5, $t1, $s3
        div.s $f8, $f0, $f2
        mfc0 $t4, $13
        trunc.w.d $f0, $f8
        mfc1 $t4, $f0
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
        addiu $s3, $s4, -869
        addu $t0, $t0, $a0
rec_end:
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
