.data
        buf: .word -1222, -2323, 7, 1, 8, 65535, 16, -7, 2, 16, 65535, -2700, 100, 31, 31, 65535
          .space 64
        msg: .asciiz "m2\n"
.text
main:
        la $s2, buf
        li $t0, 1
        li $t1, 4660
        li $t3, 1459
        li $t4, -421
        li $s3, 32768
        li $s4, 4660
        li $s5, 740
        mtc1 $s5, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $s3, $f4
        cvt.s.w $f4, $f4
        mtc1 $t0, $f6
        cvt.d.w $f6, $f6
        lh $t4, 88($s2)
        andi $t3, $t3, 497
        li $a0, 126
        li $v0, 11
        syscall
        li $v0, 10
        syscall
