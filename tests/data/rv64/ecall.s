.data
msg:    .asciz "hello\n"
in:     .space 32
.text
main:
        li   a0, 0x1ffffff85
        li   a7, 1
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        li   a0, 0xfffffffe00000007
        li   a7, 34
        ecall
        li   a7, 35
        ecall
        li   a7, 36
        ecall
        li   a0, 10
        li   a7, 11
        ecall
        li   a0, 0x7fffffff00000000
        la   t0, msg
        or   a0, a0, t0
        li   a7, 4
        ecall
        li   a7, 5
        ecall
        jal  p64
        li   a7, 5
        ecall
        jal  p64
        li   a0, 0x100000010
        li   a7, 9
        ecall
        jal  p64
        la   a0, in
        li   a1, 0x100000008
        li   a7, 8
        ecall
        la   a0, in
        li   a7, 4
        ecall
        li   a7, 41
        li   a0, 7
        li   a1, 0x10000002a
        li   a7, 40
        ecall
        li   a0, 7
        li   a1, 0x100000064
        li   a7, 42
        ecall
        jal  p64
        li   a0, 0x1ffffff2a
        li   a7, 93
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
