.data
        buf: .word -100, -2833, -128, -2147483648, 2747, -376, 100, 16, -2108, 65535, 65535, 2147483647, 8, 0, -1961, 2147483647
          .space 64
        msg: .asciz "m40\n"
.text
main:
        la s2, buf
        li t0, 2547
        li t1, -100
        li t2, -1
        li t3, 100
        li s3, 2
        li s4, 2
        li s5, 8
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s4
        fcvt.d.w ft1, s4
        fcvt.s.w ft2, t3
        fcvt.d.w ft3, t1
        jal leaf0
        add t3, s5, t4
        ori t2, t3, -488
        li a7, 10
        ecall
leaf0:
        add t3, t0, t3
        andi t5, t2, 124
        add t5, t5, s2
        sh t3, 0(t5)
        add t2, t2, t0
        ret
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
