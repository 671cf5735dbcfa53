.data
        buf: .word -128, -7, -2, -2948, 2693, -2147483648, 5, 643, 8, 4660, -100, 32768, 0, 7, -2080, -7
          .space 64
        msg: .asciz "m43\n"
.text
main:
        la s2, buf
        li t1, 1
        li t2, 32768
        li t4, 0
        li s3, 8
        li s4, 2151
        li s5, -2
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t0
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, t0
        sll t4, s3, s3
        lhu s4, 96(s2)
        fdiv.s ft4, ft3, ft2, rmm
        fmul.d ft0, ft4, ft2, rup
        csrw s4, cycle
        csrw t2, uscratch
        sh t0, 30(s2)
        rem t4, t1, t0
        lw t1, 3(s2)
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
