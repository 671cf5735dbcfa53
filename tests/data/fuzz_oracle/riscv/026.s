.data
        buf: .word -574, 33, 5, -7, -1998, 32768, -2, 255, -879, 1067, 100, 33, 8, 8, 946, 4660
          .space 64
        msg: .asciz "m78\n"
.text
main:
        la s2, buf
        li t0, -2
        li t1, 392
        li t2, 2027
        li t3, -2147483648
        li t4, 2371
        li s3, 2
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t3
        fcvt.d.w ft1, s4
        fcvt.s.w ft2, t4
        fcvt.d.w ft3, t0
        srl s5, t2, t3
        beq t2, s3, skip1
        fsqrt.s ft1, ft1, rdn
        bleu t4, s3, skip2
        or t3, s4, t2
        fcvt.s.w ft1, t1, rne
skip2:
        sb s5, 14(s2)
skip1:
        lbu s4, 12(s2)
        sh t3, 118(s2)
        fmv.s fa0, ft5
        li a7, 2
        ecall
        fnmadd.s ft0, ft0, ft3, ft4, rne
        mul t2, t4, s3
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
