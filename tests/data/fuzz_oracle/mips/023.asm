.data
        buf: .word 255, -2858, 3, -719, 2106, -2, -769, 5, 100, 3, 113, 32768, 2147483647, 31, 100, 8
          .space 64
        msg: .asciiz "m84\n"
.text
main:
        la $s2, buf
        li $t0, 2
        li $t1, -100
        li $t3, 255
        li $t4, 0
        li $s3, 0
        li $s4, -100
        li $s5, 33
        mtc1 $t2, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $t2, $f6
        cvt.d.w $f6, $f6
        sub.s $f8, $f0, $f2
        li $s6, 5
top1:
        beqz $s6, exit3
        sub.s $f2, $f8, $f6
        sll $s4, $t4, 29
        blez $s5, latch2
latch2:
        addiu $s6, $s6, -1
        j top1
exit3:
        msubu $t2, $t3
        mflo $s4
        ble $t0, $t0, else5
        bgeu $t0, $s4, skip6
        xori $s3, $t2, 127
        la $a0, msg
        li $v0, 4
        syscall
        xori $t0, $t3, 116
skip6:
        li $s7, 4
top7:
        beqz $s7, exit9
        movz $s5, $t4, $t1
        sra $t4, $s3, 27
latch8:
        addiu $s7, $s7, -1
        j top7
exit9:
        j endif4
else5:
        bge $t1, $t2, else10
        mov.s $f12, $f8
        li $v0, 2
        syscall
        movn $t0, $t0, $t4
        j endif4
else10:
        bnez $t0, else11
        j endif4
else11:
endif4:
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
