.data
        buf: .word -2344, 2371, -1523, 1, 255, 65535, -7, 2595, 31, 0, 31, -1, 250, 16, -2147483648, -7
          .space 64
        msg: .asciiz "m61\n"
.text
main:
        la $s2, buf
        li $t1, -2170
        li $t2, 2147483647
        li $t3, -2
        li $t4, 100
        li $s3, 4660
        li $s4, 8
        li $s5, 2147483647
        mtc1 $t0, $f0
        cvt.s.w $f0, $f0
        mtc1 $t1, $f2
        cvt.d.w $f2, $f2
        mtc1 $t2, $f4
        cvt.s.w $f4, $f4
        mtc1 $t4, $f6
        cvt.d.w $f6, $f6
        subu $s3, $t3, $s4
        mfc0 $t1, $14
        andi $t8, $s3, 124
        addu $t8, $t8, $s2
        lwl $t4, 16($t8)
        lw $s4, 2($s2)
        li $v0, 10
        syscall
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
