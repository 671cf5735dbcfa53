.data
d: .dword 0x1122334455667788, -1, 0x8000000080000000
   .word 0x89abcdef, 0x7f
buf: .space 64
.text
main:
        la   s0, d
        ld   a0, 0(s0)
        jal p64
        ld   a0, 8(s0)
        jal p64
        ld   a0, 16(s0)
        jal p64
        lw a0, 0(s0)
        jal p64
        lw a0, 4(s0)
        jal p64
        lw a0, 16(s0)
        jal p64
        lw a0, 20(s0)
        jal p64
        lw a0, 24(s0)
        jal p64
        lwu a0, 0(s0)
        jal p64
        lwu a0, 4(s0)
        jal p64
        lwu a0, 16(s0)
        jal p64
        lwu a0, 20(s0)
        jal p64
        lwu a0, 24(s0)
        jal p64
        lh a0, 0(s0)
        jal p64
        lh a0, 4(s0)
        jal p64
        lh a0, 16(s0)
        jal p64
        lh a0, 20(s0)
        jal p64
        lh a0, 24(s0)
        jal p64
        lhu a0, 0(s0)
        jal p64
        lhu a0, 4(s0)
        jal p64
        lhu a0, 16(s0)
        jal p64
        lhu a0, 20(s0)
        jal p64
        lhu a0, 24(s0)
        jal p64
        lb a0, 0(s0)
        jal p64
        lb a0, 4(s0)
        jal p64
        lb a0, 16(s0)
        jal p64
        lb a0, 20(s0)
        jal p64
        lb a0, 24(s0)
        jal p64
        lbu a0, 0(s0)
        jal p64
        lbu a0, 4(s0)
        jal p64
        lbu a0, 16(s0)
        jal p64
        lbu a0, 20(s0)
        jal p64
        lbu a0, 24(s0)
        jal p64
        ld a0, d
        jal p64
        ld a0, 0x10010008
        jal p64
        la s1, buf
        li   s2, 0xffffffffffffffff
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        la s1, buf
        li   s2, 0x000000007fffffff
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        la s1, buf
        li   s2, 0x0000000080000000
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        la s1, buf
        li   s2, 0x00000000ffffffff
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        la s1, buf
        li   s2, 0xffffffff80000000
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        la s1, buf
        li   s2, 0x8000000000000000
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        la s1, buf
        li   s2, 0x7fffffffffffffff
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        la s1, buf
        li   s2, 0x2f5f5747aec065d7
        sd s2, 4(s1)
        ld a0, 4(s1)
        jal p64
        lw a0, 4(s1)
        jal p64
        lw a0, 8(s1)
        jal p64
        sw s2, 16(s1)
        ld a0, 16(s1)
        jal p64
        sh s2, 24(s1)
        sb s2, 26(s1)
        ld a0, 24(s1)
        jal p64
        li s1, 0x7fffffff00000000
        or s1, s1, s0
        ld a0, 0(s1)
        jal p64
        la s1, buf
        fld ft0, d, t0
        fsd ft0, 0(s1)
        ld a0, 0(s1)
        jal p64
        ld a0, 2(s0)
        li a7, 10
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
