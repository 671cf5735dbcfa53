# Bytes, halfwords, floats and doubles, the stack, a string read by ecall 4, and a trap
# handler (a misaligned load goes to it; its first instruction is probed by RARS first)
        .data
bytes:  .byte 1, 2, 3, 4, 5, 6, 7, 8
halves: .half 100, 200, 300, 400
val:    .float 1.5
dval:   .double 2.25
msg:    .asciz "done\n"
        .text
main:   la   t0, handler
        csrrw zero, utvec, t0
        csrrsi zero, ustatus, 1
        la   s0, bytes
        li   t1, 0
        li   s1, 0
bl:     add  t2, s0, t1
        lb   t3, 0(t2)
        add  s1, s1, t3
        sb   s1, 0(t2)
        addi t1, t1, 1
        li   t4, 8
        blt  t1, t4, bl
        la   s0, halves
        lh   t0, 2(s0)
        sh   t0, 6(s0)
        lhu  t0, 4(s0)
        la   s0, val
        flw  ft0, 0(s0)
        fadd.s ft0, ft0, ft0
        fsw  ft0, 0(s0)
        la   s0, dval
        fld  ft1, 0(s0)
        fsd  ft1, 0(s0)
        addi sp, sp, -16
        sw   s1, 12(sp)
        sw   s1, 0(sp)
        lw   s1, 12(sp)
        addi sp, sp, 16
        la   s0, bytes
        lw   t0, 1(s0)      # misaligned: the handler skips it
        la   a0, msg
        li   a7, 4
        ecall
        li   a7, 10
        ecall
handler:
        csrrs t6, uepc, zero
        addi t6, t6, 4
        csrrw zero, uepc, t6
        uret
