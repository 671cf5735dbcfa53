.data
        buf: .word 4660, -1, 3, 4660, -2713, 2307, -1747, 2295, -1395, 2147483647, -128, -100, 31, 2147483647, 100, 31
          .space 64
        msg: .asciiz "m80\n"
.text
main:
        la $s2, buf
        li $t1, -2147483648
        li $t3, 8
        li $s3, -1
        li $s4, 2323
        li $s5, 33
        mtc1 $s4, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $t3, $f6
        cvt.d.w $f6, $f6
        clz $s5, $t4
        lh $t4, 48($s2)
        la $t9, leaf1
        jalr $t9
        xor $s5, $t0, $t0
        li $v0, 10
        syscall
leaf1:
        sllv $t1, $t4, $s4
        addu $t1, $t0, $t0
        addu $t2, $t2, $t1
        addu $t1, $t3, $t3
        jr $ra
