.data
        buf: .word 2, -100, 0, -2108, 32768, 31, 32768, -7, 1073, -506, -7, 255, -274, -2868, -1170, 5
          .space 64
        msg: .asciiz "m5\n"
.text
main:
        la $s2, buf
        li $t1, -100
        li $t4, 615
        li $s3, 65535
        li $s4, -2199
        li $s5, -2
        mtc1 $t1, $f0
        cvt.s.w $f0, $f0
        mtc1 $t4, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $t4, $f6
        cvt.d.w $f6, $f6
        blt $t1, $t1, skip1
        ble $s4, $t2, else3
        subu $s3, $s5, $t3
        li $t7, 3
top4:
        bltu $t2, $s5, exit6
        mfc0 $s5, $13
        beqz $t0, exit6
        sh $s3, 34($s2)
latch5:
        addiu $t7, $t7, -1
        bnez $t7, top4
exit6:
        j endif2
else3:
        and $t2, $t1, $t2
endif2:
skip1:
        bltu $t4, $s4, else8
        li $s7, 0
top9:
        blt $t2, $s4, else13
        bltu $s5, $s3, exit11
        j endif12
else13:
        and $t3, $t3, $s5
        blez $t3, latch10
endif12:
        addu $t1, $s5, $t0
latch10:
        addiu $s7, $s7, 1
        li $s1, 1
        beq $s7, $s1, exit11
        j top9
exit11:
        j endif7
else8:
endif7:
        li $a0, 3
        li $v0, 17
        syscall
