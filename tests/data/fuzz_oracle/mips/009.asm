.data
        buf: .word -1132, -1, 7, 3, -2147483648, 1, 16, 2, -2147483648, 2, 255, 2147483647, -7, 32768, 32768, 33
          .space 64
        msg: .asciiz "m27\n"
.text
main:
        la $s2, buf
        li $t0, 4660
        li $t1, -2
        li $t2, 16
        li $t3, -1
        li $t4, -100
        li $s3, 1
        li $s4, 100
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $s4, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        nor $t4, $t1, $s3
        srav $t1, $t4, $t3
        li $a0, 3
        jal rec
        srl $t3, $s4, 2
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
        slt $s4, $t0, $s5
        addu $s5, $t2, $a0
rec_end:
        jr $ra
