# Sum a 16x16 word matrix column by column ($t0 outer, $t1 inner, element [$t1][$t0]): strided loads only
        .data
matrix: .space 1024
        .text
main:   la   $s0, matrix
        li   $s2, 16
        li   $t0, 0
        li   $s1, 0
rows:   li   $t1, 0
cols:   sll  $t2, $t1, 4         # index = j * 16 + i
        addu $t2, $t2, $t0
        sll  $t2, $t2, 2
        addu $t2, $t2, $s0
        lw   $t3, 0($t2)
        add  $s1, $s1, $t3
        addi $t1, $t1, 1
        blt  $t1, $s2, cols
        addi $t0, $t0, 1
        blt  $t0, $s2, rows
        move $a0, $s1
        li   $v0, 1
        syscall
        li   $v0, 10
        syscall
