.data
        buf: .word -348, -7, 1, 7, -2147483648, 2341, 2412, -100, 65535, -1778, 32768, 8, 2217, 65535, 2520, 421
          .space 64
        msg: .asciiz "m68\n"
.text
main:
        la $s2, buf
        li $t0, 16
        li $t1, -128
        li $t2, 4660
        li $t4, 2147483647
        li $s3, 793
        li $s4, -128
        li $s5, 32768
        mtc1 $t0, $f0
        cvt.s.w $f0, $f0
        mtc1 $t3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t1, $f4
        cvt.s.w $f4, $f4
        mtc1 $s5, $f6
        cvt.d.w $f6, $f6
        addu $t4, $s3, $s3
        mthi $t4
        li $v0, 10
        syscall
