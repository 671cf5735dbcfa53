.data
        buf: .word 8, 0, -1026, 33, 0, 255, 5, -2147483648, 5, 16, 2, -1, -2147483648, -128, 1, 100
          .space 64
        msg: .asciiz "m25\n"
.text
main:
        la $s2, buf
        li $t0, 31
        li $t2, 65535
        li $t3, 7
        li $t4, 4660
        li $s3, 111
        li $s4, 1715
        li $s5, 5
        mtc1 $t2, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $t4, $f6
        cvt.d.w $f6, $f6
        teq $zero, $zero
        bltu $t1, $t2, else2
        andi $t3, $s3, 319
        ble $t0, $s3, else4
        ldc1 $f0, 40($s2)
        li $t7, 0
top5:
        bltu $t1, $t1, latch6
        xori $t4, $s4, 702
        bgez $t0, latch6
        lwr $t0, 102($s2)
        beqz $t3, exit7
latch6:
        addiu $t7, $t7, 1
        li $s1, 1
        beq $t7, $s1, exit7
        j top5
exit7:
        j endif3
else4:
        ble $t1, $t2, else8
        lw $t4, 0($zero)
        sra $s5, $t4, 7
        j endif3
else8:
endif3:
        j endif1
else2:
        la $a0, msg
        li $v0, 4
        syscall
        movz $s5, $t1, $t1
endif1:
        andi $t8, $s5, 124
        addu $t8, $t8, $s2
        lwr $t0, 0($t8)
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
