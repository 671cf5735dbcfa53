.data
        buf: .word -7, 7, 8, 32768, 65535, -2147483648, 2147483647, 0, 2, 3, 100, 2147483647, 16, 1, 2147483647, 7
          .space 64
        msg: .asciiz "m66\n"
.text
main:
        la $s2, buf
        li $t0, -775
        li $t1, -534
        li $t2, 2
        li $t3, -128
        li $t4, 65535
        li $s4, -128
        li $s5, -1
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t4, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $s5, $f6
        cvt.d.w $f6, $f6
        la $t9, tail
        jalr $ra, $t9
        sllv $t4, $s4, $t3
        li $t8, -65536
        lw $t1, 0($t8)
        bge $t2, $t4, else2
        li $s7, 5
top3:
        sll $t3, $s4, 7
        andi $t8, $t4, 124
        addu $t8, $t8, $s2
        lhu $s5, 16($t8)
        xori $t1, $s3, 1043
        mfc0 $s3, $12
latch4:
        addiu $s7, $s7, -1
        bnez $s7, top3
exit5:
        srl $t2, $t4, 10
        j endif1
else2:
        xori $t0, $t3, 1233
endif1:
        li $t8, -65536
        lw $t0, 4($t8)
        ble $t2, $t2, skip6
        div.d $f8, $f8, $f6
        sll $t0, $t2, 12
        andi $t8, $s3, 124
        addu $t8, $t8, $s2
        sb $t4, 0($t8)
skip6:
        li $v0, 10
        syscall
tail:
        movz $t4, $s4, $t0
        srav $t3, $t2, $t3
        j leaf1
leaf1:
        sltiu $s5, $t4, 1553
        xor $s4, $s3, $t0
        jr $ra
