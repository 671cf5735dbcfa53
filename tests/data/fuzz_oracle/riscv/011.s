.data
        buf: .word 4660, -1, 32768, 7, 33, 5, 1557, 16, 1, 1219, 2, 32768, -100, 5, 2, 2
          .space 64
        msg: .asciz "m52\n"
.text
main:
        la s2, buf
        li t0, 1397
        li t1, 65535
        li t2, 255
        li t3, 2
        li t4, 1528
        li s3, -1
        li s4, -2707
        li s5, 16
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s4
        fcvt.d.w ft1, t3
        fcvt.s.w ft2, t2
        fcvt.d.w ft3, t3
        xori s4, s5, -226
        xori t0, s5, -1879
        and s3, s3, t2
        li s6, 1
top1:
        lw t0, 0(zero)
latch2:
        addi s6, s6, -1
        bgtz s6, top1
exit3:
        lbu t3, 60(s2)
        ori s4, t3, 1207
        fmul.s ft5, ft2, ft0
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
