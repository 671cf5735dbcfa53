.text
main:
        li   s1, 0x123456789abcdef0
        csrw s1, uscratch
        csrr a0, uscratch
        jal  p64
        csrrw a0, uscratch, zero
        jal  p64
        li   s1, -1
        csrw s1, ustatus
        csrr a0, ustatus
        jal  p64
        csrw s1, utvec
        csrr a0, utvec
        jal  p64
        csrw s1, uie
        csrr a0, uie
        jal  p64
        csrsi uscratch, 5
        csrr a0, uscratch
        jal  p64
        csrw s1, fcsr
        csrr a0, fcsr
        jal  p64
        csrr a0, frm
        jal  p64
        csrr a0, instret
        jal  p64
        csrr a0, instreth
        jal  p64
        csrr a0, cycle
        jal  p64
        csrr a0, cycleh
        jal  p64
        rdinstret a0
        jal  p64
        la   s1, handler
        csrw s1, utvec
        csrsi ustatus, 1
        lw   a0, 1(zero)
        jal  p64
        li   a7, 10
        ecall
handler:
        csrr a0, ucause
        jal  p64
        csrr a0, utval
        jal  p64
        csrr a0, uepc
        jal  p64
        csrr a0, uepc
        addi a0, a0, 4
        csrw a0, uepc
        uret

# a0: print as two hex words and a newline (high word first)
p64:    mv   t6, a0
        srli a0, t6, 32
        li   a7, 34
        ecall
        mv   a0, t6
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        ret
