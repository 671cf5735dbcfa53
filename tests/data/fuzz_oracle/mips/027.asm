.data
        buf: .word 1, 5, -2147483648, 1, 32768, -496, 2, -2790, 33, 173, -2, 2933, -100, -908, -2, -7
          .space 64
        msg: .asciiz "m48\n"
.text
main:
        la $s2, buf
        li $t0, -2
        li $t1, -1
        li $t3, -2052
        li $s5, -1613
        mtc1 $t0, $f0
        cvt.s.w $f0, $f0
        mtc1 $s5, $f2
        cvt.d.w $f2, $f2
        mtc1 $t0, $f4
        cvt.s.w $f4, $f4
        mtc1 $s5, $f6
        cvt.d.w $f6, $f6
        li $a0, 74
        li $v0, 11
        syscall
        srlv $t3, $t0, $t4
        srl $t1, $t4, 28
        li $t8, -65536
        li $s1, 40
poll1:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready2
        addiu $s1, $s1, -1
        bnez $s1, poll1
ready2:
        li $t9, 73
        sw $t9, 12($t8)
        sltu $t1, $t3, $t1
        sqrt.s $f6, $f0
        li $v0, 10
        syscall
