.data
        buf: .word -1, -1799, 8, -128, -709, -1, 8, -7, -100, 2, 32768, 2237, 5, 7, 5, -1
          .space 64
        msg: .asciz "m61\n"
.text
main:
        la s2, buf
        li t0, -128
        li t3, -2607
        li s3, -2
        li s4, 0
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, t3
        fcvt.s.w ft2, t4
        fcvt.d.w ft3, s4
        li s1, 1
        fsrm s1
        li s6, 5
top1:
        ble s5, t2, skip4
        bgt t0, t3, ool5
back6:
        bgt t3, t2, else8
        fsqrt.d ft5, ft3, rmm
        j endif7
else8:
        bltz t4, else9
        csrw s5, uscratch
        sra s5, t2, s3
        j endif7
else9:
        ble t0, s4, else10
        sub s5, s5, t1
        fmul.d ft4, ft5, ft4, rmm
        blez s3, latch2
        j endif7
else10:
        srl t4, s3, s3
        and s4, s4, t4
endif7:
        la t5, leaf1
        jalr ra, t5, 0
skip4:
        lbu s5, 18(s2)
        div s4, s4, t1
        div s4, t4, t3
latch2:
        addi s6, s6, -1
        bnez s6, top1
exit3:
        li a7, 10
        ecall
ool5:
        lb t0, 16(s2)
        sub t1, t4, t2
        j back6
leaf1:
        sra t4, t1, t2
        jr ra
