.data
        buf: .word -737, 255, -2638, -2147483648, 2074, 4660, -2, 2552, 32768, 1788, 32768, 2, 0, 100, -2147483648, 31
          .space 64
        msg: .asciiz "m94\n"
.text
main:
        la $s2, buf
        li $t0, 0
        li $t1, 2031
        li $t3, -1
        li $t4, 4660
        li $s3, 31
        li $s5, 7
        mtc1 $t2, $f0
        cvt.s.w $f0, $f0
        mtc1 $t1, $f2
        cvt.d.w $f2, $f2
        mtc1 $s4, $f4
        cvt.s.w $f4, $f4
        mtc1 $t3, $f6
        cvt.d.w $f6, $f6
        mfc0 $t0, $12
        mult $t2, $s3
        mflo $t4
        li $s6, 0
top1:
        jal tail
        andi $t8, $s4, 124
        addu $t8, $t8, $s2
        lh $t4, 0($t8)
        la $t9, leaf0
        jalr $t9
latch2:
        addiu $s6, $s6, 1
        li $s1, 4
        beq $s6, $s1, exit3
        j top1
exit3:
        sub.s $f8, $f0, $f2
        sub.s $f4, $f10, $f0
        li $v0, 10
        syscall
tail:
        j leaf0
leaf0:
        sllv $t2, $s4, $t0
        sltiu $s5, $t3, 665
        jr $ra
