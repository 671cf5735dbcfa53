# Sum a 16x16 word matrix row by row (i outer, j inner): consecutive addresses
        .data
matrix: .space 1024
        .text
main:   la   $s0, matrix
        li   $s2, 16
        li   $t0, 0
        li   $s1, 0
rows:   li   $t1, 0
cols:   sll  $t2, $t0, 4         # index = i * 16 + j
        addu $t2, $t2, $t1
        sll  $t2, $t2, 2
        addu $t2, $t2, $s0
        lw   $t3, 0($t2)
        add  $s1, $s1, $t3
        addi $t3, $t1, 1
        sw   $t3, 0($t2)
        addi $t1, $t1, 1
        blt  $t1, $s2, cols
        addi $t0, $t0, 1
        blt  $t0, $s2, rows
        move $a0, $s1
        li   $v0, 1
        syscall
        li   $v0, 10
        syscall
