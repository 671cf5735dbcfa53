# RV64: a doubleword array summed, scaled and written back with ld/sd, the word forms
# (addiw, addw, subw, sllw, sraiw, mulw, divw, remw) and 64-bit constants
.data
arr:  .dword 0x0123456789abcdef, -5, 0x7fffffffffffffff, 42, 0x8000000000000000, 7, -1, 100
out:  .space 64
.text
main:
    la   s0, arr
    la   s1, out
    li   t0, 0              # index
    li   t1, 8              # count
    li   s2, 0              # sum
    li   s3, 0x00ff00ff00ff00ff
loop:
    slli t2, t0, 3
    add  t3, s0, t2
    ld   t4, 0(t3)
    add  s2, s2, t4
    and  t5, t4, s3
    addiw t6, t5, -3
    sllw t6, t6, t0
    sraiw t6, t6, 1
    add  t3, s1, t2
    sd   t6, 0(t3)
    blt  t4, zero, negative
    mulw a2, t4, t1
    j    next
negative:
    subw a2, zero, t4
next:
    addi t0, t0, 1
    bne  t0, t1, loop
    li   a3, 7
    divw a4, s2, a3
    remw a5, s2, a3
    addw a6, a4, a5
    lwu  a1, 4(s0)          # a high word, zero-extended
    ld   a0, 8(s1)
    li   a7, 10
    ecall
