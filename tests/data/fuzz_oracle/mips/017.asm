.data
        buf: .word -2001, -2543, 8, 3, 8, 7, -2, 33, 65535, -7, 1850, 1897, 5, -1, -2147483648, 2
          .space 64
        msg: .asciiz "m30\n"
.text
main:
        la $s2, buf
        li $t0, 2304
        li $t1, 2
        li $t2, 100
        li $t3, 3
        li $s3, 65535
        li $s4, 905
        li $s5, -2169
        mtc1 $t2, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $s3, $f6
        cvt.d.w $f6, $f6
        bgt $t0, $t2, else2
        mul $s4, $t4, $t2
        j endif1
else2:
        beqz $t4, else3
        li $t8, -65536
        li $s1, 40
poll4:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready5
        addiu $s1, $s1, -1
        bnez $s1, poll4
ready5:
        li $t9, 86
        sw $t9, 12($t8)
        j endif1
else3:
        bge $s3, $t2, else6
        slti $t4, $s4, -1439
        lw $t4, 0($zero)
        clz $s4, $s5
        j endif1
else6:
        la $t9, tail
        jalr $ra, $t9
endif1:
        li $a0, 33
        li $v0, 11
        syscall
        li $v0, 10
        syscall
tail:
        j leaf1
leaf1:
        srav $t2, $t3, $t0
        andi $s4, $t2, 187
        sllv $t1, $t0, $t1
        nor $t0, $t0, $t0
        jr $ra
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
