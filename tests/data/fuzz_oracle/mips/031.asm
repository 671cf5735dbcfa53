.data
        buf: .word -7, -437, 31, 2147483647, -2438, 33, -1, 65535, 0, -2630, 0, 5, 0, -2, 4660, 7
          .space 64
        msg: .asciiz "m67\n"
.text
main:
        la $s2, buf
        li $t0, 31
        li $t1, 2675
        li $t2, 1275
        li $s5, 31
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $s4, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        slti $s4, $t3, -514
        li $s6, 1
top1:
        beqz $s6, exit3
        mfc0 $t0, $13
        bge $t4, $s5, latch2
latch2:
        addiu $s6, $s6, -1
        j top1
exit3:
        blt $t0, $t1, skip4
        sw $s5, 100($s2)
        addu $t1, $t3, $t0
skip4:
        ble $s5, $s5, skip5
        mul.s $f6, $f2, $f10
        ble $t2, $t4, else7
        li $a0, 104
        li $v0, 11
        syscall
        j endif6
else7:
        ble $t0, $t4, else8
        teq $zero, $zero
        mult $t1, $t3
        mflo $t3
        sltu $t0, $t1, $t0
        j endif6
else8:
        bne $t4, $t2, else9
        li $a0, 76
        li $v0, 11
        syscall
        madd $t2, $t4
        mflo $t1
        j endif6
else9:
endif6:
skip5:
        li $v0, 10
        syscall
