.data
        buf: .word 3, -610, 4660, -128, -2, 0, 2147483647, -7, -2268, 1, 1031, 8, -1, 2202, 450, 31
          .space 64
        msg: .asciiz "m18\n"
.text
main:
        la $s2, buf
        li $t0, 1624
        li $t2, 2468
        li $t3, 32768
        li $t4, -128
        li $s3, 2147483647
        li $s4, 816
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t1, $f2
        cvt.d.w $f2, $f2
        mtc1 $t1, $f4
        cvt.s.w $f4, $f4
        mtc1 $t1, $f6
        cvt.d.w $f6, $f6
        srlv $s3, $s4, $s3
        sllv $t3, $s4, $s4
        beqz $t3, else2
        sltiu $s3, $t3, -2038
        j endif1
else2:
        bltu $t2, $s3, else3
        movz $t0, $t2, $t2
        j endif1
else3:
        bne $t0, $s4, else5
        la $t9, tail
        jalr $ra, $t9
        j endif4
else5:
        beq $t3, $s5, else6
        slti $s5, $t2, 771
        li $t7, 2
top7:
        bgez $t4, latch8
        srav $t4, $t2, $t2
        or $t1, $t2, $t3
        swr $t3, 108($s2)
        andi $t4, $t1, 997
latch8:
        addiu $t7, $t7, -1
        bnez $t7, top7
exit9:
        j endif4
else6:
        bgtz $t4, else10
        sllv $t1, $t4, $t4
        j endif4
else10:
        andi $t1, $s3, 1389
endif4:
endif1:
        li $a0, 189
        li $v0, 17
        syscall
tail:
        andi $t8, $t0, 124
        addu $t8, $t8, $s2
        sb $t0, 0($t8)
        j leaf0
leaf0:
        lui $s3, 5089
        xor $t3, $t1, $t4
        jr $ra
