.data
        buf: .word 7, 1, -2, 65535, -1, 2795, 4660, 2673, -1249, 2218, -1241, 32768, -100, 33, 32768, 2
          .space 64
        msg: .asciiz "m56\n"
.text
main:
        la $s2, buf
        li $t0, 25
        li $t1, -1
        li $t4, 255
        li $s3, 3
        li $s4, 5
        li $s5, -1
        mtc1 $t3, $f0
        cvt.s.w $f0, $f0
        mtc1 $t2, $f2
        cvt.d.w $f2, $f2
        mtc1 $s5, $f4
        cvt.s.w $f4, $f4
        mtc1 $t0, $f6
        cvt.d.w $f6, $f6
        movz $t1, $t2, $t4
        li $s6, 5
top1:
        beqz $s6, exit3
        li $t8, -65536
        li $s1, 40
poll4:
        lw $t9, 8($t8)
        andi $t9, $t9, 1
        bnez $t9, ready5
        addiu $s1, $s1, -1
        bnez $s1, poll4
ready5:
        li $t9, 89
        sw $t9, 12($t8)
latch2:
        addiu $s6, $s6, -1
        j top1
exit3:
        blez $t2, skip6
        movz $s3, $t3, $t3
skip6:
        bltu $t3, $s3, skip7
        xor $s4, $s5, $t3
        mtlo $t1
skip7:
        srlv $t4, $t2, $t4
        bgtz $s5, else9
        blt $t3, $t1, else11
        subu $t4, $s5, $t2
        lui $s5, 19902
        teq $zero, $zero
        j endif10
else11:
        la $a0, msg
        li $v0, 4
        syscall
        andi $s4, $s5, 664
endif10:
        j endif8
else9:
endif8:
        li $v0, 10
        syscall
