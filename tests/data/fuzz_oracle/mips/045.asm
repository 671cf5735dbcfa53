.data
        buf: .word 567, 0, 100, 8, 31, 100, 0, -7, 7, 31, 65535, -2642, 2329, 31, -7, 2791
          .space 64
        msg: .asciiz "m70\n"
.text
main:
        la $s2, buf
        li $t1, 8
        li $t3, 2147483647
        li $t4, 5
        li $s3, 1
        li $s4, -1
        li $s5, 33
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t4, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        div.s $f0, $f6, $f10
        li $s6, 1
top1:
        beqz $s6, exit3
        sltiu $s3, $s4, -1469
        li $a0, 4
        jal rec
        la $t9, leaf0
        jalr $t9
latch2:
        addiu $s6, $s6, -1
        j top1
exit3:
        li $a0, 214
        li $v0, 17
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
        srav $s4, $t1, $t3
        addu $t0, $s3, $a0
rec_end:
        jr $ra
leaf0:
        slti $s4, $t2, -1579
        jr $ra
