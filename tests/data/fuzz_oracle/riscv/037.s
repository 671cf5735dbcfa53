.data
        buf: .word 255, 1616, -3, 255, 16, 65535, 5, 8, 2527, 7, -1204, 4660, 0, -1493, 2, 4660
          .space 64
        msg: .asciz "m15\n"
.text
main:
        la s2, buf
        li t0, 31
        li t1, 33
        li t2, 5
        li t3, 2147483647
        li t4, -128
        li s3, 31
        li s4, 255
        li s5, 31
        fcvt.s.w ft0, t1
        fcvt.d.w ft1, t2
        fcvt.s.w ft2, t3
        fcvt.d.w ft3, t3
        bgtu t1, t3, else2
        li s7, 0
top3:
        beq t2, s5, skip6
        bleu t4, s3, exit5
        xori t1, s4, 656
skip6:
        li s8, 0
top7:
        slti s5, t3, 1377
        andi t5, s5, 124
        add t5, t5, s2
        lw t0, 16(t5)
        fmul.s ft0, ft3, ft3, dyn
latch8:
        addi s8, s8, 1
        li s1, 4
        beq s8, s1, exit9
        j top7
exit9:
        ble t0, t1, exit5
        auipc t2, 898990
latch4:
        addi s7, s7, 1
        li s1, 5
        beq s7, s1, exit5
        j top3
exit5:
        j endif1
else2:
        bgtu s4, t0, else10
        li s7, 1
top11:
        beqz s7, exit13
        rem t1, t3, t2
        csrr s3, frm
        sltu t2, t4, s4
latch12:
        addi s7, s7, -1
        j top11
exit13:
        j endif1
else10:
        srl t1, t2, t4
endif1:
        li a0, 154
        li a7, 93
        ecall
