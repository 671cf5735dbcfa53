# Bitmap display settings: unit 2x2, display 64x64, base heap (0x10040000)
# Assembled .data words, then a picture drawn into memory from sbrk (syscall 9).
.data
colours: .word 0x00ff0000, 0x0000ff00, 0x000000ff, 0x00ffff00
.text
main:
    li   $a0, 4096
    li   $v0, 9
    syscall
    move $s0, $v0
    la   $s1, colours
    li   $t0, 0
    li   $t1, 1024
fill:
    andi $t2, $t0, 3
    sll  $t2, $t2, 2
    addu $t2, $t2, $s1
    lw   $t3, 0($t2)
    srl  $t4, $t0, 5
    sll  $t4, $t4, 3
    addu $t3, $t3, $t4
    sll  $t5, $t0, 2
    addu $t5, $t5, $s0
    sw   $t3, 0($t5)
    addiu $t0, $t0, 3
    blt  $t0, $t1, fill
    li   $v0, 10
    syscall
