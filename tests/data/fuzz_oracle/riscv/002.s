.data
        buf: .word 1683, 542, -867, 2, -2, -100, -2147483648, 2147483647, -128, 2585, 255, 4660, -1668, 4660, 1259, 33
          .space 64
        msg: .asciz "m38\n"
.text
main:
        la s2, buf
        li t1, 2147483647
        li t3, -2
        li t4, 255
        li s3, -7
        li s4, 7
        li s5, 5
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t1
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, s4
        fcvt.d.w ft3, t3
        bgtz t4, else2
        li s7, 0
top3:
        auipc t4, 294784
        li s8, 1
top6:
        beqz s8, exit8
        bltz t4, exit8
        ori t3, t4, 486
        lui s5, 323225
        bge t2, s3, exit8
latch7:
        addi s8, s8, -1
        j top6
exit8:
latch4:
        addi s7, s7, 1
        li s1, 5
        beq s7, s1, exit5
        j top3
exit5:
        and t3, t2, t2
        j endif1
else2:
        li s7, 1
top9:
        beqz s7, exit11
        srl s4, t4, t1
        call leaf0
        andi t5, t1, 124
        add t5, t5, s2
        sh s3, 8(t5)
        lb t3, 1(s2)
latch10:
        addi s7, s7, -1
        j top9
exit11:
        fmul.s ft1, ft5, ft2, rdn
endif1:
        srl t1, t3, s3
        li a0, 226
        li a7, 93
        ecall
leaf0:
        sub t1, t4, s5
        mulhsu t2, s5, t2
        or t3, t0, t1
        sll s5, s5, s5
        ret
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
