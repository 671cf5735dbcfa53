.data
        buf: .word 16, 32768, 65535, -1719, 2, -100, 65535, 100, 65535, 660, 65535, -2, 255, 16, -128, -1
          .space 64
        msg: .asciz "m83\n"
.text
main:
        la s2, buf
        li t1, -114
        li t2, 3
        li t3, -128
        li t4, 32768
        li s3, -100
        li s4, 8
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, t1
        fcvt.s.w ft2, s3
        fcvt.d.w ft3, t4
        li s1, 4
        fsrm s1
        ori s3, t3, -1436
        rem s3, s3, t2
        ble s3, t2, skip1
        li s7, 1
top2:
        csrw t0, uscratch
        divu s5, t4, s4
        fmv.s fa0, ft1
        li a7, 2
        ecall
        beqz t2, latch3
latch3:
        addi s7, s7, -1
        bgtz s7, top2
exit4:
        li s7, 4
top5:
        beqz s7, exit7
        bgtu t0, s5, skip8
        lbu s5, 10(s2)
        fmv.s fa0, ft3
        li a7, 2
        ecall
        andi t5, t1, 124
        add t5, t5, s2
        sb t1, 8(t5)
skip8:
latch6:
        addi s7, s7, -1
        j top5
exit7:
        fmsub.s ft3, ft5, ft2, ft5, rup
skip1:
        lb t1, 47(s2)
        divu t4, t4, t0
        li a0, 53
        li a7, 93
        ecall
