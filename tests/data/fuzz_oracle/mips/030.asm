.data
        buf: .word -2867, -2147483648, 255, 1, 2279, 645, 2147483647, -7, -474, -2654, 7, 4660, 31, 255, -128, 3
          .space 64
        msg: .asciiz "m9\n"
.text
main:
        la $s2, buf
        li $t0, 7
        li $t1, 33
        li $t2, 65535
        li $t3, -2606
        li $t4, 0
        li $s3, 632
        li $s5, 31
        mtc1 $t4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t1, $f4
        cvt.s.w $f4, $f4
        mtc1 $t0, $f6
        cvt.d.w $f6, $f6
        bgeu $s5, $t2, else2
        la $t9, tail
        jalr $ra, $t9
        la $a0, msg
        li $v0, 4
        syscall
        j endif1
else2:
        blez $t4, else3
        andi $t1, $t1, 1184
        li $a0, 60
        li $v0, 11
        syscall
        j endif1
else3:
        beqz $s4, else4
        or $s3, $s3, $t1
        j endif1
else4:
        li $s7, 2
top5:
        mfc0 $t0, $13
        sltiu $t4, $t1, 62
        lwl $t3, 102($s2)
        bnez $t4, else9
        bne $t3, $t1, ool10
back11:
        j endif8
else9:
        srlv $s3, $s5, $s3
        mov.s $f4, $f10
endif8:
        bne $s4, $t4, exit7
latch6:
        addiu $s7, $s7, -1
        bnez $s7, top5
exit7:
endif1:
        lw $s4, 2($s2)
        li $v0, 10
        syscall
ool10:
        xor $s3, $t4, $t1
        addu $s5, $t4, $t3
        xor $t4, $t1, $s4
        j back11
tail:
        srl $t0, $s4, 14
        j leaf0
leaf0:
        addiu $s5, $t0, -1961
        and $t2, $t0, $t2
        slt $t1, $t1, $s3
        jr $ra
