.data
        buf: .word 8, 2147483647, -1, 711, -597, -295, -2761, -7, 0, 5, 32768, -1855, 255, -2, -2147483648, 2
          .space 64
        msg: .asciiz "m50\n"
.text
main:
        la $s2, buf
        li $t0, 2147483647
        li $t2, -7
        li $t3, 2175
        li $t4, -2147483648
        li $s4, -1
        li $s5, -2065
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t1, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $s5, $f6
        cvt.d.w $f6, $f6
        swr $t0, 116($s2)
        div.d $f4, $f4, $f8
        lui $t0, 41815
        xori $s5, $t0, 1578
        nor $t1, $t3, $s4
        li $s6, 0
top1:
        movn $s3, $t2, $t0
        srlv $s3, $t1, $s5
latch2:
        addiu $s6, $s6, 1
        li $s1, 1
        beq $s6, $s1, exit3
        j top1
exit3:
        li $s6, 0
top4:
        mfc0 $t0, $13
        li $s7, 2
top7:
        beqz $s7, exit9
        jal leaf1
        mfc0 $t4, $8
        lw $t2, 0($zero)
latch8:
        addiu $s7, $s7, -1
        j top7
exit9:
        bge $t1, $s5, latch5
        mul.d $f8, $f8, $f8
latch5:
        addiu $s6, $s6, 1
        li $s1, 3
        beq $s6, $s1, exit6
        j top4
exit6:
        li $v0, 10
        syscall
leaf1:
        slt $t2, $t0, $s5
        ori $s5, $s4, 663
        movn $t2, $t2, $s5
        srlv $s4, $s5, $t0
        jr $ra
