.data
        buf: .word 2, -100, 2595, -380, 3, -842, 7, 2147483647, 4660, -2286, 0, -138, -2393, -2147483648, 65535, 4660
          .space 64
        msg: .asciiz "m79\n"
.text
main:
        la $s2, buf
        li $t0, 255
        li $t1, 7
        li $t2, 8
        li $t3, 100
        li $s4, 65535
        mtc1 $t4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t0, $f2
        cvt.d.w $f2, $f2
        mtc1 $t3, $f4
        cvt.s.w $f4, $f4
        mtc1 $s5, $f6
        cvt.d.w $f6, $f6
        swc1 $f10, 44($s2)
        sllv $s4, $s5, $t3
        movz $t0, $s5, $t1
        multu $t1, $s3
        mflo $s4
        bltu $t2, $t0, else2
        bgtz $t0, skip3
        andi $t8, $t1, 124
        addu $t8, $t8, $s2
        lwl $t4, 8($t8)
        la $t9, leaf1
        jalr $ra, $t9
        xori $s4, $s4, 67
skip3:
        j endif1
else2:
        beq $s4, $t0, else4
        mtlo $s5
        j endif1
else4:
        bgeu $s4, $t0, else5
        mul $t0, $t1, $s3
        li $s7, 4
top6:
        beqz $s7, exit8
        move $a0, $s5
        li $v0, 1
        syscall
        srlv $t4, $s3, $t2
        bgt $t2, $s3, latch7
        sb $t1, 17($s2)
latch7:
        addiu $s7, $s7, -1
        j top6
exit8:
        j endif1
else5:
endif1:
        li $a0, 23
        li $v0, 17
        syscall
leaf1:
        lbu $s3, 8($s2)
        sll $s3, $t2, 5
        andi $t8, $t3, 124
        addu $t8, $t8, $s2
        swr $t0, 24($t8)
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
