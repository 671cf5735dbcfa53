.data
        buf: .word -1604, -100, 210, 5, 2002, 100, 16, 0, 3, 7, 3, 2603, -488, 5, -1, 0
          .space 64
        msg: .asciz "m75\n"
.text
main:
        la s2, buf
        li t0, 1
        li t3, -2147483648
        li t4, 2147483647
        li s3, -7
        li s5, 31
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, s4
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, s4
        li s6, 5
top1:
        bgt t1, t1, skip4
        csrr t2, ustatus
        sh t3, 1(s2)
skip4:
        andi t5, t4, 124
        add t5, t5, s2
        lhu s5, 24(t5)
        slt s4, s3, t4
        mulh t3, t4, t2
latch2:
        addi s6, s6, -1
        bnez s6, top1
exit3:
        li t5, -65536
        lw t0, 4(t5)
        auipc t4, 349129
        li a0, 58
        li a7, 11
        ecall
        bgtu t4, t0, skip5
        andi t1, s5, -1925
        fdiv.s ft5, ft2, ft2, rtz
        andi t5, s3, 124
        add t5, t5, s2
        lbu t4, 16(t5)
skip5:
        rem t3, t0, s4
        li a0, 135
        li a7, 93
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
