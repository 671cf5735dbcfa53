# A test picture for rarslite's Bitmap Display (MIPS, MARS 4.5).
# Bitmap Display Configuration:
# - Unit width in pixels: 8
# - Unit height in pixels: 8
# - Display width in pixels: 256
# - Display height in pixels: 256
# - Base Address for Display: 0x10008000 ($gp)
# Rows 0-3: a gradient of word stores; row 5: byte stores (red only); row 6: halfword
# stores (green and blue); rows 8-9: a line of input read by syscall 8 into the display;
# row 12: a float stored with swc1; the last unit white; a word past the display.
.text
main:
    li   $s0, 0x10008000
    li   $t0, 0
    li   $t1, 128
gradient:
    sll  $t2, $t0, 2
    addu $t2, $t2, $s0
    sll  $t3, $t0, 17
    or   $t3, $t3, $t0
    sll  $t4, $t0, 9
    or   $t3, $t3, $t4
    sw   $t3, 0($t2)
    addiu $t0, $t0, 1
    blt  $t0, $t1, gradient
    addiu $t4, $s0, 640
    li   $t0, 0
    li   $t5, 32
bytes:
    sll  $t2, $t0, 2
    addu $t2, $t2, $t4
    sll  $t3, $t0, 3
    addiu $t3, $t3, 7
    sb   $t3, 2($t2)
    addiu $t0, $t0, 1
    blt  $t0, $t5, bytes
    addiu $t4, $s0, 768
    li   $t0, 0
halves:
    sll  $t2, $t0, 2
    addu $t2, $t2, $t4
    sll  $t3, $t0, 11
    ori  $t3, $t3, 0x80
    sh   $t3, 0($t2)
    addiu $t0, $t0, 1
    blt  $t0, $t5, halves
    addiu $a0, $s0, 1024
    li   $a1, 200
    li   $v0, 8
    syscall
    li   $t0, 0x3fc00000
    mtc1 $t0, $f0
    swc1 $f0, 1536($s0)
    swc1 $f0, 1540($s0)
    li   $t0, 0x00ffffff
    li   $t1, 4092
    addu $t1, $t1, $s0
    sw   $t0, 0($t1)
    sw   $t0, 4($t1)
    li   $v0, 10
    syscall
