.text
main:
        ld   t0, 0(sp)
        addw t1, t2, t3
        slli t0, t0, 40
        li   t0, 0x123456789
        fcvt.l.d a0, ft0
        sext.w a0, a1
        li   a7, 10
        ecall
