.data
        buf: .word 1441, 0, 100, 648, 31, -1, 5, 7, 2147483647, -2644, 7, 1972, 5, 2, -2852, 16
          .space 64
        msg: .asciz "m84\n"
.text
main:
        la s2, buf
        li t0, 1898
        li t1, -100
        li t3, 0
        li t4, 100
        li s3, -126
        li s4, 2147483647
        li s5, 65535
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t4
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, s4
        fcvt.d.w ft3, t2
        li s1, 3
        fsrm s1
        bltu t3, t0, else2
        li s7, 1
top3:
        beqz s7, exit5
        li s8, 0
top6:
        or s5, t2, s5
        fsqrt.s ft2, ft5
        fcvt.s.wu ft3, t2, rne
        and t4, s5, t4
latch7:
        addi s8, s8, 1
        li s1, 3
        beq s8, s1, exit8
        j top6
exit8:
        li s8, 3
top9:
        beqz s8, exit11
        bltz s4, latch10
        lw s4, 0(zero)
        sub t4, t4, s5
        bgtu s3, s4, latch10
        andi t0, t0, -653
latch10:
        addi s8, s8, -1
        j top9
exit11:
        blez t2, exit5
        beqz t2, exit5
latch4:
        addi s7, s7, -1
        j top3
exit5:
        lw s4, 116(s2)
        j endif1
else2:
        bne t2, s4, else12
        j endif1
else12:
endif1:
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
