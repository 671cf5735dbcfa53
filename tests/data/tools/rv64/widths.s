# RV64: every store and load width over one buffer (sb, sh, sw, sd; lb, lbu, lh, lhu, lw,
# lwu, ld) in a strided pass and a backward pass, so caches see mixed access sizes
.data
buf:  .space 512
.text
main:
    la   s0, buf
    li   s1, 0              # offset
    li   s2, 512
fill:
    add  t0, s0, s1
    sd   s1, 0(t0)
    sw   s1, 8(t0)
    sh   s1, 12(t0)
    sb   s1, 14(t0)
    addi s1, s1, 24
    blt  s1, s2, fill_ok
    j    read
fill_ok:
    addi t1, s1, 16
    blt  t1, s2, fill
read:
    li   s1, 480
    li   s3, 0
back:
    add  t0, s0, s1
    ld   t2, 0(t0)
    lw   t3, 8(t0)
    lwu  t4, 8(t0)
    lh   t5, 12(t0)
    lhu  t6, 12(t0)
    lb   a1, 14(t0)
    lbu  a2, 14(t0)
    add  s3, s3, t2
    sub  s3, s3, t3
    xor  s3, s3, t4
    add  s3, s3, t5
    add  s3, s3, t6
    add  s3, s3, a1
    add  s3, s3, a2
    addi s1, s1, -40
    bge  s1, zero, back
    li   a7, 10
    ecall
