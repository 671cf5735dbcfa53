.data
        buf: .word 2147483647, -7, 4660, -760, 8, 16, 255, 3, -91, 31, 31, 65535, 0, 0, 33, 2
          .space 64
        msg: .asciiz "m47\n"
.text
main:
        la $s2, buf
        li $t0, 4660
        li $t1, 1
        li $t2, 5
        li $t3, 65535
        li $t4, 31
        li $s3, 5
        li $s4, 1449
        li $s5, 7
        mtc1 $s3, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $s5, $f6
        cvt.d.w $f6, $f6
        clo $t4, $t0
        xor $s5, $s5, $t0
        div.d $f0, $f2, $f8
        bnez $t2, else2
        clz $t3, $s4
        j endif1
else2:
        bgt $s4, $t3, else3
        lbu $s5, 119($s2)
        sltu $s3, $t2, $t2
        j endif1
else3:
        li $t8, 0x7fffffff
        addi $t8, $t8, 1
endif1:
        addu $t0, $t1, $t1
        li $s6, 0
top4:
        blez $s3, else8
        xori $t3, $s3, 1393
        j endif7
else8:
endif7:
        sub.d $f2, $f4, $f4
latch5:
        addiu $s6, $s6, 1
        li $s1, 4
        beq $s6, $s1, exit6
        j top4
exit6:
        li $v0, 10
        syscall
