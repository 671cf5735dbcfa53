.data
        buf: .word -2147483648, 1169, 16, 5, 1131, 65535, 1, -100, 0, 0, 16, -612, 100, 1, -288, 1
          .space 64
        msg: .asciz "m83\n"
.text
main:
        la s2, buf
        li t0, 33
        li t1, 33
        li t2, 7
        li t4, 32768
        li s3, -100
        li s4, -100
        li s5, -1
        la t6, handler
        csrw t6, utvec
        csrsi ustatus, 1
        fcvt.s.w ft0, t2
        fcvt.d.w ft1, t4
        fcvt.s.w ft2, s4
        fcvt.d.w ft3, t0
        li s6, 2
top1:
        fsub.d ft3, ft3, ft2, rmm
        bleu s5, t1, skip4
        li s8, 0
top5:
        fdiv.d ft5, ft5, ft0, rmm
latch6:
        addi s8, s8, 1
        li s1, 4
        beq s8, s1, exit7
        j top5
exit7:
        addi s5, s5, -1436
        or s3, s4, t4
skip4:
        remu s3, s3, s4
        slt t0, s5, t2
latch2:
        addi s6, s6, -1
        bgtz s6, top1
exit3:
        bltz s5, else9
        li s7, 0
top10:
        slti t4, s3, -834
        slti t1, t4, -1301
latch11:
        addi s7, s7, 1
        li s1, 2
        beq s7, s1, exit12
        j top10
exit12:
        srai t2, s4, 5
        andi t5, s3, 124
        add t5, t5, s2
        lbu t3, 16(t5)
        j endif8
else9:
        slt t2, s3, s4
endif8:
        li a0, 208
        li a7, 93
        ecall
.text
handler:
        csrr t6, uepc
        addi t6, t6, 4
        csrw t6, uepc
        uret
