.data
        buf: .word 1813, -2192, -2, 7, 65535, 1, 5, 600, 1, -550, -100, 7, 1031, 0, -128, 33
          .space 64
        msg: .asciz "m55\n"
.text
main:
        la s2, buf
        li t0, 65535
        li t1, -87
        li t2, 32768
        li t3, 255
        li t4, -7
        li s4, 1277
        li s5, 1122
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t1
        fcvt.d.w ft1, t3
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, t1
        srai t1, t0, 20
        ori t1, s5, 1697
        srai t0, t2, 1
        remu s5, s4, t4
        fmv.s fa0, ft2
        li a7, 2
        ecall
        li a0, 2
        jal rec
        li a0, 142
        li a7, 93
        ecall
rec:
        blez a0, rec_end
        addi sp, sp, -16
        sw ra, 0(sp)
        sw a0, 8(sp)
        addi a0, a0, -1
        jal rec
        lw a0, 8(sp)
        lw ra, 0(sp)
        addi sp, sp, 16
        addi s4, t3, -731
        mulh t2, t1, t2
        add s5, t1, a0
rec_end:
        jalr zero, ra, 0
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
