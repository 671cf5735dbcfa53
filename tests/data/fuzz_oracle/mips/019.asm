.data
        buf: .word 33, 31, -128, 65535, -1561, 100, 3, 16, 16, -7, 0, 3, 2149, 0, 176, 0
          .space 64
        msg: .asciiz "m57\n"
.text
main:
        la $s2, buf
        li $t0, -100
        li $t1, 4660
        li $t2, -100
        li $t3, 33
        li $t4, 2119
        li $s3, 31
        li $s5, 33
        mtc1 $t0, $f0
        cvt.s.w $f0, $f0
        mtc1 $s5, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $s3, $f6
        cvt.d.w $f6, $f6
        cvt.w.d $f10, $f2
        mfc1 $s4, $f10
        li $s6, 5
top1:
        beqz $s6, exit3
        blt $t4, $t2, else5
        or $s3, $t0, $t0
        j endif4
else5:
        bne $s4, $s4, else6
        blez $t4, else8
        bltz $t3, exit3
        movn $s3, $t2, $t3
        j endif7
else8:
        blt $t2, $t3, else9
        lui $t0, 5922
        slti $t3, $t3, -665
        ble $t1, $t3, ool10
back11:
        j endif7
else9:
endif7:
        li $t7, 0
top12:
        andi $t8, $t1, 124
        addu $t8, $t8, $s2
        lh $t1, 8($t8)
latch13:
        addiu $t7, $t7, 1
        li $s1, 5
        beq $t7, $s1, exit14
        j top12
exit14:
        j endif4
else6:
        beqz $t2, else16
        bne $s5, $s4, exit3
        andi $t8, $s3, 124
        addu $t8, $t8, $s2
        lbu $t2, 0($t8)
        j endif15
else16:
        beq $t2, $t2, else17
        clz $s5, $t4
        j endif15
else17:
endif15:
endif4:
latch2:
        addiu $s6, $s6, -1
        j top1
ool10:
        sll $t2, $t3, 18
        mul $s3, $s3, $t3
        ori $t0, $t2, 253
        j back11
exit3:
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
