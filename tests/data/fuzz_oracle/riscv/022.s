.data
        buf: .word 32768, 100, 33, -953, 5, 31, -128, 642, -7, 2, 2231, -2, 65535, -100, -1009, -2279
          .space 64
        msg: .asciz "m31\n"
.text
main:
        la s2, buf
        li t0, 33
        li t1, -2147483648
        li t3, 4660
        li t4, 1951
        li s4, 31
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t1
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, s5
        fcvt.d.w ft3, s3
        flw ft1, 56(s2)
        slti s5, t0, -139
        bltu t0, t0, skip1
        blt t3, t2, else3
        bge s4, t1, skip4
        li t5, -65536
        lw t4, 4(t5)
skip4:
        csrr t1, fflags
        j endif2
else3:
        bgtu s4, t2, else5
        fdiv.d ft2, ft1, ft5, dyn
        j endif2
else5:
        bgtu s4, t0, else6
        fmul.s ft3, ft3, ft1, dyn
        j endif2
else6:
endif2:
        beq t4, t0, skip7
        sltiu t3, t3, -254
        xori s4, s5, 1606
skip7:
skip1:
        slti t2, t1, 64
        lh t3, 38(s2)
        ori s4, t2, 1506
        lb t1, 82(s2)
        li a7, 10
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
