.data
        buf: .word -7, -1771, 7, -1, -100, 7, -128, 5, -1091, 65535, -1, 16, 1189, 32768, 255, 5
          .space 64
        msg: .asciz "m23\n"
.text
main:
        la s2, buf
        li t0, 2
        li t1, 33
        li t2, -1
        li t4, -128
        li s3, 5
        fcvt.s.w ft0, t4
        fcvt.d.w ft1, s4
        fcvt.s.w ft2, s4
        fcvt.d.w ft3, t3
        li s1, 3
        fsrm s1
        csrw t1, uscratch
        bgtu t1, s5, skip1
        andi t3, s5, 428
        sw t3, 60(s2)
skip1:
        srli s4, t0, 10
        slt s3, t1, t0
        add s4, s3, t2
        and s4, t4, t0
        fsflags s3
        li s6, 3
top2:
        beqz s6, exit4
        la t5, leaf1
        jalr t5
        bltu s3, t3, skip5
        xori t2, t3, -1764
        xor s4, t0, t1
        blez t3, latch3
skip5:
latch3:
        addi s6, s6, -1
        j top2
exit4:
        add s5, s4, s5
        li a7, 10
        ecall
leaf1:
        andi t2, t3, -1517
        slti t4, t2, -1732
        mulh t0, t0, t1
        jr ra
