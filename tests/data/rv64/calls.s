.data
prompt: .asciz "n="
table:  .dword 0:21
.text
main:
        li   s1, 0
loop:   mv   a0, s1
        jal  fact
        la   t0, table
        slli t1, s1, 3
        add  t0, t0, t1
        sd   a0, 0(t0)
        jal  p64
        addi s1, s1, 1
        li   t0, 21
        blt  s1, t0, loop
        la   t0, table
        ld   a0, 160(t0)
        li   t1, 1000000007
        remu a0, a0, t1
        jal  p64
        li   a0, 20
        jal  fib
        jal  p64
        li   a7, 10
        ecall
fact:   addi sp, sp, -16
        sd   ra, 8(sp)
        sd   s0, 0(sp)
        mv   s0, a0
        li   a0, 1
        beqz s0, fact_done
        addi a0, s0, -1
        jal  fact
        mul  a0, a0, s0
fact_done:
        ld   s0, 0(sp)
        ld   ra, 8(sp)
        addi sp, sp, 16
        ret
fib:    li   t0, 2
        blt  a0, t0, fib_leaf
        addi sp, sp, -24
        sd   ra, 16(sp)
        sd   s0, 8(sp)
        sd   s2, 0(sp)
        mv   s0, a0
        addi a0, s0, -1
        jal  fib
        mv   s2, a0
        addi a0, s0, -2
        jal  fib
        add  a0, a0, s2
        ld   s2, 0(sp)
        ld   s0, 8(sp)
        ld   ra, 16(sp)
        addi sp, sp, 24
fib_leaf:
        ret

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
