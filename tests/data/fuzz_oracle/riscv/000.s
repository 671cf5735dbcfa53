.data
        buf: .word 2495, 4660, 3, 7, 1567, -826, -2, -1218, 100, 16, -2964, -1060, 32768, 2, 4660, 255
          .space 64
        msg: .asciz "m64\n"
.text
main:
        la s2, buf
        li t0, -2394
        li t3, 33
        li t4, 1705
        li s3, 1180
        li s4, 2
        fcvt.s.w ft0, t3
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, t1
        fcvt.d.w ft3, s3
        div s5, s4, t1
        li s6, 0
top1:
        csrw t0, uscratch
        andi t5, s3, 124
        add t5, t5, s2
        lh s4, 8(t5)
        xori s3, t1, -1731
        bgtu t2, s5, exit3
latch2:
        addi s6, s6, 1
        li s1, 4
        beq s6, s1, exit3
        j top1
exit3:
        ble s4, t2, else5
        jal leaf0
        fsub.s ft1, ft4, ft5
        or t0, t1, t4
        j endif4
else5:
        bgtu s5, s4, else6
        li t5, -65536
        lw s3, 4(t5)
        j endif4
else6:
        call tail
endif4:
        lb s4, 87(s2)
        div t1, t0, s5
        csrw t1, uscratch
        or s3, s4, t0
        li a0, 62
        li a7, 93
        ecall
leaf0:
        sb s3, 9(s2)
        sub s5, s3, s4
        srai t2, t1, 23
        ret
tail:
        addi s3, t3, -1051
        j leaf0
