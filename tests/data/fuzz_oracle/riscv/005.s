.data
        buf: .word 0, 8, 1, 32768, 32768, -1883, 1, -1, 65535, -2078, 7, 725, -2451, 2, 100, 0
          .space 64
        msg: .asciz "m82\n"
.text
main:
        la s2, buf
        li t0, -915
        li t2, 1805
        li t3, 8
        li t4, 620
        li s3, 1
        li s5, 811
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s3
        fcvt.d.w ft1, t3
        fcvt.s.w ft2, t0
        fcvt.d.w ft3, t2
        li s1, 2
        fsrm s1
        sra s5, s4, s5
        ori t0, t1, -1745
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
