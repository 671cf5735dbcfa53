.data
        buf: .word 8, 1, 1785, 31, 31, 65535, -2, -2, 255, 1799, 7, -408, 33, 8, 870, 1
          .space 64
        msg: .asciiz "m60\n"
.text
main:
        la $s2, buf
        li $t0, -1729
        li $t1, 16
        li $t2, 7
        li $t3, 465
        li $t4, 32768
        li $s3, 2147483647
        li $s5, 31
        mtc1 $s5, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $t3, $f6
        cvt.d.w $f6, $f6
        mfc0 $t4, $14
        srav $t2, $t1, $t0
        li $t8, -65536
        li $s1, 40
poll1:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready2
        addiu $s1, $s1, -1
        bnez $s1, poll1
ready2:
        li $t9, 87
        sw $t9, 12($t8)
        li $s6, 1
top3:
        beqz $s6, exit5
        addiu $s5, $t3, 304
        swl $s3, 58($s2)
latch4:
        addiu $s6, $s6, -1
        j top3
exit5:
        mul $s5, $t2, $t3
        sh $t3, 84($s2)
        bltu $s5, $t0, else7
        bltz $t0, skip8
        srlv $t4, $t2, $t2
        mov.s $f12, $f2
        li $v0, 2
        syscall
        li $t8, -65536
        lw $t0, 4($t8)
skip8:
        cvt.w.d $f0, $f6
        mfc1 $s4, $f0
        j endif6
else7:
        mov.s $f0, $f2
endif6:
        and $t1, $s4, $t4
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
