.data
        buf: .word 1, -1, -2808, 65535, -128, 1, 4660, 100, 8, 8, 0, 3, -100, 7, 16, 100
          .space 64
        msg: .asciz "m75\n"
.text
main:
        la s2, buf
        li t0, -2031
        li t4, 2719
        li s3, 2
        li s4, 1695
        li s5, 100
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, s5
        mul t0, t3, t3
        bgez t2, else2
        lh t4, 56(s2)
        j endif1
else2:
        bltu s3, t1, else3
        bgeu s5, t1, skip4
        sra t4, t3, t0
        lui s5, 568141
skip4:
        and t3, s5, s4
        sra s4, s3, t1
        j endif1
else3:
        bge t1, s5, else5
        call leaf1
        j endif1
else5:
        lb t1, 8(s2)
        la t5, tail
        jalr ra, t5, 0
endif1:
        beqz t1, else7
        fmv.x.w t3, ft5
        j endif6
else7:
        bleu t2, t0, else8
        sltu s5, t4, t4
        divu s4, s5, t3
        sh t0, 1(s2)
        j endif6
else8:
endif6:
        li a7, 10
        ecall
leaf1:
        srai t3, s5, 29
        andi t4, s4, -386
        lb t3, 75(s2)
        jalr zero, ra, 0
tail:
        sub s4, t1, t2
        j leaf0
leaf0:
        sltu t2, t2, s4
        xor s3, s5, s3
        andi t5, t3, 124
        add t5, t5, s2
        sb t1, 0(t5)
        sra s4, t1, s3
        jr ra
