.data
        buf: .word -2, 4660, 31, 65535, -2, -797, -7, 2, 31, 2147483647, 4660, 8, -1, -7, -7, 5
          .space 64
        msg: .asciz "m86\n"
.text
main:
        la s2, buf
        li t0, 2
        li t2, 100
        li t3, 1589
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s5
        fcvt.d.w ft1, s3
        fcvt.s.w ft2, t4
        fcvt.d.w ft3, s5
        li s1, 4
        fsrm s1
        jal leaf1
        slti t2, t4, -363
        lw s4, 0(zero)
        fmv.s fa0, ft3
        li a7, 2
        ecall
        li a7, 10
        ecall
leaf1:
        andi t5, t3, 124
        add t5, t5, s2
        sb s3, 8(t5)
        jr ra
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
