.data
        buf: .word 7, 2147483647, -2956, -1, 2147483647, 16, 4660, 8, 995, -7, 2383, 8, 100, 1678, 311, 5
          .space 64
        msg: .asciiz "m93\n"
.text
main:
        la $s2, buf
        li $t1, 0
        li $t3, -100
        li $s4, -2
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $t4, $f4
        cvt.s.w $f4, $f4
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        li $s6, 3
top1:
        bgez $s3, ool4
back5:
latch2:
        addiu $s6, $s6, -1
        bgtz $s6, top1
exit3:
        mov.s $f12, $f10
        li $v0, 2
        syscall
        mfc0 $s3, $13
        beqz $t3, skip6
        addu $s4, $s3, $t2
        movn $t0, $t2, $t0
        li $s7, 4
top7:
        la $a0, msg
        li $v0, 4
        syscall
        addiu $s4, $t1, 283
latch8:
        addiu $s7, $s7, -1
        bnez $s7, top7
exit9:
skip6:
        ble $t2, $s5, skip10
        li $s7, 0
top11:
        la $t9, leaf0
        jalr $t9
latch12:
        addiu $s7, $s7, 1
        li $s1, 5
        beq $s7, $s1, exit13
        j top11
exit13:
        movz $t3, $s5, $t3
skip10:
        sll $s4, $s4, 17
        xor $s3, $s5, $s5
        li $v0, 10
        syscall
ool4:
        andi $s5, $t2, 1604
        clz $t3, $t1
        movn $t4, $t1, $t1
        j back5
leaf0:
        lui $s3, 44393
        sltiu $s5, $t3, 45
        slti $t0, $t3, 1355
        addiu $t4, $s4, 561
        jr $ra
