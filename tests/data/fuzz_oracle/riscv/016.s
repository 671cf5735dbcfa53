.data
        buf: .word 4660, -100, 32768, 255, 7, 5, -100, -7, 0, -2766, 13, -959, -2058, -1624, 100, 1
          .space 64
        msg: .asciz "m17\n"
.text
main:
        la s2, buf
        li t2, 33
        li t4, 1861
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, s4
        fcvt.d.w ft1, s5
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, t2
        li a0, 44
        li a7, 11
        ecall
        andi t5, t2, 124
        add t5, t5, s2
        sw s5, 8(t5)
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
