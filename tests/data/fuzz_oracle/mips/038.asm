.data
        buf: .word 32768, 32768, 678, 2147483647, 65535, 100, 1197, -7, 3, -2100, -957, 16, 2147483647, 3, 32768, -2
          .space 64
        msg: .asciiz "m92\n"
.text
main:
        la $s2, buf
        li $t0, 4660
        li $t1, -100
        li $t2, 16
        li $t3, 333
        li $t4, 267
        li $s4, 2515
        li $s5, -100
        mtc1 $t3, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $s3, $f4
        cvt.s.w $f4, $f4
        mtc1 $s3, $f6
        cvt.d.w $f6, $f6
        jal tail
        li $t8, 0x7fffffff
        addi $t8, $t8, 1
        li $s6, 0
top1:
        mfc0 $t4, $8
        beqz $t1, ool4
back5:
latch2:
        addiu $s6, $s6, 1
        li $s1, 1
        beq $s6, $s1, exit3
        j top1
ool4:
        sllv $t3, $s3, $s5
        j back5
exit3:
        bge $t4, $t3, skip6
        and $t4, $s4, $t0
        lhu $s3, 38($s2)
skip6:
        div.d $f8, $f4, $f6
        beq $t1, $s3, else8
        ble $t4, $t1, skip9
        li $t8, -65536
        li $s1, 40
poll10:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready11
        addiu $s1, $s1, -1
        bnez $s1, poll10
ready11:
        li $t9, 81
        sw $t9, 12($t8)
        li $t7, 3
top12:
        bne $t4, $t0, latch13
latch13:
        addiu $t7, $t7, -1
        bgtz $t7, top12
exit14:
skip9:
        addiu $t4, $s4, -569
        j endif7
else8:
        srlv $s4, $t1, $s4
endif7:
        li $v0, 10
        syscall
tail:
        sb $t4, 39($s2)
        srav $t1, $t0, $s3
        j leaf0
leaf0:
        sw $t4, 32($s2)
        jr $ra
