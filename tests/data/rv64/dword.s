.data
a: .word 1
b: .dword 0x1122334455667788
c: .byte 1
d: .dword 2, 3
e: .half 5
f: .dword -1
.text
main:
        la   a0, b
        jal  p64
        la   a0, d
        jal  p64
        la   a0, f
        jal  p64
        ld   a0, d
        jal  p64
        lw   a0, f
        jal  p64
        la   s0, a
        ld   a0, 0(s0)
        jal  p64
        ld   a0, 12(s0)
        jal  p64
        li   a7, 10
        ecall

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
