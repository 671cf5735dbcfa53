.data
        buf: .word 8, 255, 7, 8, 255, -1, -7, 8, -1, 32768, 527, 849, 2, 3, 1466, 8
          .space 64
        msg: .asciz "m72\n"
.text
main:
        la s2, buf
        li t0, 1929
        li t1, -2147483648
        li t3, 16
        li t4, 65535
        li s3, 31
        li s4, -1018
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t3
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, t0
        xor t0, s4, t2
        sra t2, t4, t1
        csrr t0, cycle
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
