.data
        buf: .word 754, -7, -2408, 65535, -7, 2, 1493, -2, 408, 2, 16, -128, 2482, 255, 7, 2377
          .space 64
        msg: .asciiz "m43\n"
.text
main:
        la $s2, buf
        li $t0, 33
        li $t3, 0
        li $t4, 2
        li $s3, -2
        li $s4, 7
        li $s5, 5
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $s3, $f2
        cvt.d.w $f2, $f2
        mtc1 $t2, $f4
        cvt.s.w $f4, $f4
        mtc1 $s4, $f6
        cvt.d.w $f6, $f6
        jal leaf1
        slti $s5, $s4, -843
        la $t9, tail
        jalr $t9
        movn $s4, $s3, $t3
        li $v0, 10
        syscall
leaf1:
        xori $t2, $t4, 1074
        div $s4, $s3
        mfhi $s4
        slti $s5, $t1, -547
        clz $s5, $t1
        jr $ra
tail:
        srlv $t4, $t1, $t4
        j leaf1
.ktext 0x80000180
        mfc0 $k0, $14
        addiu $k0, $k0, 4
        mtc0 $k0, $14
        eret
