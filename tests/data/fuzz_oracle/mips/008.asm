.data
        buf: .word 2147483647, 1570, 16, 100, 0, -2147483648, -2147483648, 2712, -100, 0, -1, -100, -1168, 8, 5, 1371
          .space 64
        msg: .asciiz "m81\n"
.text
main:
        la $s2, buf
        li $t0, -450
        li $t1, -1
        li $t2, -2
        li $t3, 255
        li $s4, 2147483647
        li $s5, 31
        mtc1 $t3, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t0, $f6
        cvt.d.w $f6, $f6
        bge $s5, $t2, else2
        bgtz $t2, skip3
        li $t7, 5
top4:
        andi $t8, $s5, 124
        addu $t8, $t8, $s2
        swr $t0, 16($t8)
latch5:
        addiu $t7, $t7, -1
        bgtz $t7, top4
exit6:
skip3:
        li $s7, 0
top7:
        bgez $t4, else11
        abs.s $f2, $f6
        floor.w.d $f8, $f4
        mfc1 $t1, $f8
        j endif10
else11:
endif10:
        nor $s4, $s4, $s5
        beq $t2, $t4, skip12
        mtlo $s5
skip12:
        ble $t0, $t0, skip13
        movn $s3, $s4, $t1
skip13:
latch8:
        addiu $s7, $s7, 1
        li $s1, 4
        beq $s7, $s1, exit9
        j top7
exit9:
        j endif1
else2:
endif1:
        move $a0, $s4
        li $v0, 35
        syscall
        slt $t0, $s5, $s5
        lui $s4, 56796
        li $v0, 10
        syscall
