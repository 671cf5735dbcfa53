# A test picture for rarslite's Bitmap Display (RISC-V, RARS 1.6).
# Bitmap Display Configuration:
# - Unit width in pixels: 8
# - Unit height in pixels: 8
# - Display width in pixels: 256
# - Display height in pixels: 256
# - Base Address for Display: 0x10008000 (gp)
# Rows 0-3: a gradient of word stores; row 5: byte stores (red only); row 6: halfword
# stores (green and blue); rows 8-9: a line of input read by ecall 8 into the display;
# row 12: a float stored with fsw; the last unit white; a word past the display.
.text
main:
    li   s0, 0x10008000
    li   t0, 0
    li   t1, 128
gradient:
    slli t2, t0, 2
    add  t2, t2, s0
    slli t3, t0, 17
    or   t3, t3, t0
    slli t4, t0, 9
    or   t3, t3, t4
    sw   t3, 0(t2)
    addi t0, t0, 1
    blt  t0, t1, gradient
    addi t4, s0, 640
    li   t0, 0
    li   t5, 32
bytes:
    slli t2, t0, 2
    add  t2, t2, t4
    slli t3, t0, 3
    addi t3, t3, 7
    sb   t3, 2(t2)
    addi t0, t0, 1
    blt  t0, t5, bytes
    addi t4, s0, 768
    li   t0, 0
halves:
    slli t2, t0, 2
    add  t2, t2, t4
    slli t3, t0, 11
    ori  t3, t3, 0x80
    sh   t3, 0(t2)
    addi t0, t0, 1
    blt  t0, t5, halves
    addi a0, s0, 1024
    li   a1, 200
    li   a7, 8
    ecall
    li   t0, 0x3fc00000
    fmv.w.x ft0, t0
    fsw  ft0, 1536(s0)
    fsw  ft0, 1540(s0)
    li   t0, 0x00ffffff
    li   t1, 4092
    add  t1, t1, s0
    sw   t0, 0(t1)
    sw   t0, 4(t1)
    li   a7, 10
    ecall
